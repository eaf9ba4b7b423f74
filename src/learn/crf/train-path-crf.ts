// Trains vydiswaran–sarawagi's path model from a site graph around training paths: label the paths and their
// branches with milestones, fit the vocabulary, train the CRF (L-BFGS), compute the state rewards (γ = 0.9).
import { Vocabulary } from '../../features/vocabulary.ts';
import type { ChainSequence } from './chain.ts';
import { trainChainCrf } from './train-chain.ts';
import { stateRewards } from './rewards.ts';
import { goalMilestone, labelledSequences, pageState, stateKinds, type LabelledPosition } from './milestones.ts';
import { PathCrfModel } from './path-model.ts';
import type { SiteGraph } from '../site-graph.ts';

export interface PathCrfOptions {
  gamma?: number;
  l2?: number;
  maxIterations?: number;
  maxFeatures?: number;
  pageWords?: number;
  branchesPerPage?: number;
}

export function toChainSequences(vocabulary: Vocabulary, sequences: LabelledPosition[][]): ChainSequence[] {
  return sequences.map((s) => ({ positions: s.map((p) => ({ kind: p.kind, features: vocabulary.ids(p.tokens) })), labels: s.map((p) => p.state) }));
}

export function trainPathCrfOn(sequences: LabelledPosition[][], options: PathCrfOptions = {}) {
  const started = Date.now();
  const vocabulary = Vocabulary.fit(sequences.flat().map((p) => p.tokens), { maxSize: options.maxFeatures ?? 4000 });
  const chains = toChainSequences(vocabulary, sequences);
  const { crf, negLogLikelihood, iterations } = trainChainCrf(stateKinds, vocabulary.size, chains, { l2: options.l2 ?? 0.5, maxIterations: options.maxIterations ?? 120 });
  const gamma = options.gamma ?? 0.9;
  const rewards = stateRewards(crf, chains.map((c) => c.positions), pageState(goalMilestone), gamma);
  const model = new PathCrfModel(vocabulary, crf, rewards, gamma, options.pageWords);
  return { model, metrics: { sequences: sequences.length, positions: chains.reduce((n, c) => n + c.labels.length, 0), features: vocabulary.size, iterations, negLogLikelihood, trainingMs: Date.now() - started } };
}

export function trainPathCrf(graph: SiteGraph, options: PathCrfOptions = {}) {
  return trainPathCrfOn(labelledSequences(graph, { branchesPerPage: options.branchesPerPage, pageWords: options.pageWords }), options);
}
