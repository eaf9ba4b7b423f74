// bench/sequential: the two sequential learners' own figures, sitefarm sites held out in folds (each fold's
// models trained on the other sites' graphs only).
// - path-crf (vydiswaran–sarawagi Table 3): per-state precision, recall and F1 of labelling the held-out sites'
//   paths and branches, CRF (Viterbi) against maximum entropy and naive Bayes on the same features; (A) the mean
//   over states, (G) the goal page-state.
// - ordinal (babaria): the layer confusion matrix of the held-out pages, all-threshold and clustered solvers, and
//   the links' layer accuracy.
// - Training time of each on everything (the shipped models' data), one thread.
// Usage: tsx bench/sequential.ts [--folds N]
import { parseArgs } from 'node:util';
import { startSitefarm } from '../sitefarm/server.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { sitefarmSource } from './forest-holdout.ts';
import { SitefarmGraphs, mergeGraphs } from './sequential-holdout.ts';
import { labelledSequences, stateKinds, stateName, goalMilestone, pageState } from '../src/learn/crf/milestones.ts';
import { toChainSequences, trainPathCrf, trainPathCrfOn } from '../src/learn/crf/train-path-crf.ts';
import { labelSequences, perStateScores, trainMaxEnt, trainNaiveBayes, type StateScore } from '../src/learn/crf/baselines.ts';
import { layerExamples, trainOrdinal, trainOrdinalOn } from '../src/learn/ordinal/train-ordinal.ts';
import { layerCount } from '../src/learn/ordinal/layers.ts';
import { pad } from './support.ts';

const { values } = parseArgs({ options: { folds: { type: 'string', default: '4' } } });
const folds = Number(values.folds);
const farm = await startSitefarm();
const truths = farm.sites.map((s) => siteTruth(s));
const source = sitefarmSource();
const graphs = new SitefarmGraphs(source.source);
const all = await Promise.all(truths.map((t) => graphs.graph(t)));
console.log(`sitefarm graphs: ${all.reduce((n, g) => n + g.paths.length, 0)} paths, ${all.reduce((n, g) => n + g.pages.size, 0)} pages over ${all.length} sites; ${folds} folds`);

const gold: number[][] = [];
const predictions: Record<'crf' | 'maxent' | 'nb', number[][]> = { crf: [], maxent: [], nb: [] };
const confusion: Record<'all-threshold' | 'clustered', number[][]> = {
  'all-threshold': Array.from({ length: layerCount }, () => new Array(layerCount).fill(0)),
  clustered: Array.from({ length: layerCount }, () => new Array(layerCount).fill(0)),
};
const linkHits: Record<'all-threshold' | 'clustered', [number, number]> = { 'all-threshold': [0, 0], clustered: [0, 0] };
for (let fold = 0; fold < folds; fold++) {
  const testIdx = all.map((_, i) => i).filter((i) => i % folds === fold);
  const train = mergeGraphs(all.filter((_, i) => !testIdx.includes(i)));
  const test = mergeGraphs(testIdx.map((i) => all[i]!));
  const trainSeqs = labelledSequences(train);
  const { model } = trainPathCrfOn(trainSeqs);
  const vocab = model.vocabulary;
  const trainChains = toChainSequences(vocab, trainSeqs);
  const testChains = toChainSequences(vocab, labelledSequences(test));
  gold.push(...testChains.map((c) => c.labels));
  predictions.crf.push(...labelSequences(model.crf, testChains));
  predictions.maxent.push(...labelSequences(trainMaxEnt(stateKinds, vocab.size, trainChains, { l2: 0.5, maxIterations: 120 }), testChains));
  predictions.nb.push(...labelSequences(trainNaiveBayes(stateKinds, vocab.size, trainChains), testChains));
  const testLayers = layerExamples(test);
  for (const solver of ['all-threshold', 'clustered'] as const) {
    const ord = trainOrdinal(train, { solver }).model;
    for (const e of testLayers.pages) confusion[solver][e.layer]![ord.page.rank(ord.vocabulary.ids(e.tokens))]! += 1;
    for (const e of testLayers.links) { linkHits[solver][0] += ord.link.rank(ord.vocabulary.ids(e.tokens)) === e.layer ? 1 : 0; linkHits[solver][1] += 1; }
  }
  console.log(`fold ${fold + 1}: held out ${testIdx.map((i) => truths[i]!.site.id).join(', ')}`);
}

const mean = (xs: StateScore[], f: (s: StateScore) => number) => xs.reduce((n, s) => n + f(s), 0) / Math.max(1, xs.length);
console.log('\nPath labelling on held-out sites (per state; (A) mean over states, (G) goal page-state)');
console.log(`${'method'.padEnd(8)} ${pad('P(A)', 6)} ${pad('R(A)', 6)} ${pad('F1(A)', 6)} ${pad('P(G)', 6)} ${pad('R(G)', 6)} ${pad('F1(G)', 6)}`);
for (const method of ['nb', 'maxent', 'crf'] as const) {
  const scores = perStateScores(gold, predictions[method], stateKinds.length);
  const g = scores.find((s) => s.state === pageState(goalMilestone));
  console.log(`${method.padEnd(8)} ${pad((100 * mean(scores, (s) => s.precision)).toFixed(1), 6)} ${pad((100 * mean(scores, (s) => s.recall)).toFixed(1), 6)} ${pad((100 * mean(scores, (s) => s.f1)).toFixed(1), 6)} ${pad((100 * (g?.precision ?? 0)).toFixed(1), 6)} ${pad((100 * (g?.recall ?? 0)).toFixed(1), 6)} ${pad((100 * (g?.f1 ?? 0)).toFixed(1), 6)}`);
}
console.log('CRF per state:');
for (const s of perStateScores(gold, predictions.crf, stateKinds.length)) console.log(`  ${stateName(s.state).padEnd(14)} P ${(100 * s.precision).toFixed(1).padStart(5)} R ${(100 * s.recall).toFixed(1).padStart(5)} F1 ${(100 * s.f1).toFixed(1).padStart(5)} (${s.support} positions)`);

for (const solver of ['all-threshold', 'clustered'] as const) {
  const m = confusion[solver];
  const total = m.flat().reduce((a, b) => a + b, 0);
  const right = m.reduce((n, row, i) => n + row[i]!, 0);
  const within1 = m.reduce((n, row, i) => n + row.reduce((k, v, j) => k + (Math.abs(i - j) <= 1 ? v : 0), 0), 0);
  console.log(`\nOrdinal (${solver}): held-out page layers, rows true layer 0..4, columns predicted; exact ${(100 * right / total).toFixed(1)}%, within one layer ${(100 * within1 / total).toFixed(1)}%; link layers exact ${(100 * linkHits[solver][0] / linkHits[solver][1]).toFixed(1)}% of ${linkHits[solver][1]}`);
  m.forEach((row, i) => console.log(`  ${i}: ${row.map((v) => pad(v, 6)).join(' ')}`));
}

// Training time on everything the shipped models see.
const everything = mergeGraphs(all);
for (const [name, train] of [['path-crf', () => trainPathCrf(everything)], ['ordinal (all-threshold)', () => trainOrdinal(everything)], ['ordinal (clustered)', () => trainOrdinal(everything, { solver: 'clustered' })]] as const) {
  const started = Date.now();
  const { metrics } = train();
  console.log(`training ${name} on all ${everything.paths.length} paths (${everything.pages.size} pages): ${((Date.now() - started) / 1000).toFixed(1)} s, ${JSON.stringify(metrics)}`);
}
await source.close();
await farm.stop();
process.exit(0);
