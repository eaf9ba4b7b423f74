// The paper's comparisons for path labelling (vydiswaran–sarawagi §4.3.2, Table 3), on the same features as the
// CRF: a maximum-entropy classifier (the CRF without transitions: each position labelled on its own) and a
// multinomial naive Bayes with Laplace smoothing. Each labels a position with a state of the position's kind.
import { ChainCrf, type ChainPosition, type ChainSequence } from './chain.ts';
import { trainChainCrf, type CrfTrainingOptions } from './train-chain.ts';

export interface PositionClassifier {
  label(position: ChainPosition): number;
}

export function trainMaxEnt(stateKinds: number[], featureCount: number, sequences: ChainSequence[], options: CrfTrainingOptions = {}): PositionClassifier {
  const singles = sequences.flatMap((s) => s.positions.map((p, t) => ({ positions: [p], labels: [s.labels[t]!] })));
  const { crf } = trainChainCrf(stateKinds, featureCount, singles, options);
  return { label: (p) => crf.viterbi([p])[0]! };
}

export function trainNaiveBayes(stateKinds: number[], featureCount: number, sequences: ChainSequence[]): PositionClassifier {
  const S = stateKinds.length;
  const counts = Array.from({ length: S }, () => new Float64Array(featureCount));
  const totals = new Float64Array(S);
  const priors = new Float64Array(S);
  for (const s of sequences) {
    s.positions.forEach((p, t) => {
      const y = s.labels[t]!;
      priors[y]! += 1;
      for (const f of p.features) { counts[y]![f]! += 1; totals[y]! += 1; }
    });
  }
  const kindTotals = new Map<number, number>();
  stateKinds.forEach((k, s) => kindTotals.set(k, (kindTotals.get(k) ?? 0) + priors[s]!));
  const logPrior = [...priors].map((c, s) => Math.log((c + 1) / (kindTotals.get(stateKinds[s]!)! + S)));
  const logLikelihood = counts.map((c, s) => c.map((v) => Math.log((v + 1) / (totals[s]! + featureCount))));
  return {
    label: (p) => {
      let best = -1;
      let bestScore = -Infinity;
      for (let s = 0; s < S; s++) {
        if (stateKinds[s] !== p.kind) continue;
        let v = logPrior[s]!;
        for (const f of p.features) v += logLikelihood[s]![f]!;
        if (v > bestScore) { bestScore = v; best = s; }
      }
      return best;
    },
  };
}

/** The CRF labels whole sequences (Viterbi); the baselines position by position. */
export function labelSequences(model: ChainCrf | PositionClassifier, sequences: ChainSequence[]): number[][] {
  return sequences.map((s) => (model instanceof ChainCrf ? model.viterbi(s.positions) : s.positions.map((p) => model.label(p))));
}

export interface StateScore { state: number; precision: number; recall: number; f1: number; support: number }

/** Per-state precision, recall and F1 over every position; states never seen nor predicted are left out. */
export function perStateScores(gold: number[][], predicted: number[][], states: number): StateScore[] {
  const tp = new Float64Array(states);
  const fp = new Float64Array(states);
  const fn = new Float64Array(states);
  gold.forEach((g, i) => g.forEach((y, t) => {
    const p = predicted[i]![t]!;
    if (p === y) tp[y]! += 1;
    else { fp[p]! += 1; fn[y]! += 1; }
  }));
  const out: StateScore[] = [];
  for (let s = 0; s < states; s++) {
    if (tp[s]! + fp[s]! + fn[s]! === 0) continue;
    const precision = tp[s]! + fp[s]! ? tp[s]! / (tp[s]! + fp[s]!) : 0;
    const recall = tp[s]! + fn[s]! ? tp[s]! / (tp[s]! + fn[s]!) : 0;
    out.push({ state: s, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, support: tp[s]! + fn[s]! });
  }
  return out;
}
