// Maximum-likelihood training of a chain CRF (vydiswaran–sarawagi §2.3): minimise the negative conditional
// log-likelihood plus a Gaussian prior (L2) with L-BFGS; forward–backward gives the gradient.
import { ChainCrf, type ChainSequence } from './chain.ts';
import { minimize } from '../lbfgs.ts';

export interface CrfTrainingOptions {
  /** Weight of the L2 penalty (the inverse variance of the Gaussian prior). */
  l2?: number;
  maxIterations?: number;
}

export interface CrfTrainingResult { crf: ChainCrf; negLogLikelihood: number; iterations: number }

export function crfObjective(template: ChainCrf, sequences: ChainSequence[], l2: number) {
  return (x: Float64Array) => {
    const crf = new ChainCrf(template.stateKinds, template.featureCount, x);
    const gradient = new Float64Array(x.length);
    let value = 0;
    for (const s of sequences) value += crf.accumulate(s, gradient);
    for (let i = 0; i < x.length; i++) {
      value += 0.5 * l2 * x[i]! * x[i]!;
      gradient[i]! += l2 * x[i]!;
    }
    return { value, gradient };
  };
}

export function trainChainCrf(stateKinds: number[], featureCount: number, sequences: ChainSequence[], options: CrfTrainingOptions = {}): CrfTrainingResult {
  const template = new ChainCrf(stateKinds, featureCount);
  const result = minimize(crfObjective(template, sequences, options.l2 ?? 0.1), template.params, { maxIterations: options.maxIterations ?? 150 });
  return { crf: new ChainCrf(stateKinds, featureCount, result.x), negLogLikelihood: result.value, iterations: result.iterations };
}
