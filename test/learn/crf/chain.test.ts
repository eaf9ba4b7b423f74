import { ChainCrf, type ChainPosition } from '../../../src/learn/crf/chain.ts';
import { crfObjective, trainChainCrf } from '../../../src/learn/crf/train-chain.ts';
import { stateRewards } from '../../../src/learn/crf/rewards.ts';

// States 0,1,2 are page-states (kind 0), 3,4 link-states (kind 1); positions alternate page, link, page, …
const kinds = [0, 0, 0, 1, 1];
const features = 4;

function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
}

function randomCrf(seed: number): ChainCrf {
  const rnd = seeded(seed);
  const crf = new ChainCrf(kinds, features);
  for (let i = 0; i < crf.params.length; i++) crf.params[i] = rnd() * 1.5;
  return crf;
}

const chain: ChainPosition[] = [
  { kind: 0, features: Int32Array.from([0, 2]) },
  { kind: 1, features: Int32Array.from([1]) },
  { kind: 0, features: Int32Array.from([3]) },
  { kind: 1, features: Int32Array.from([0, 1, 3]) },
];

/** Every labelling that respects the kinds, with its unnormalised log score. */
function enumerate(crf: ChainCrf, positions: ChainPosition[]): { labels: number[]; score: number }[] {
  let partial: number[][] = [[]];
  for (const p of positions) {
    const allowed = kinds.map((k, s) => (k === p.kind ? s : -1)).filter((s) => s >= 0);
    partial = partial.flatMap((prefix) => allowed.map((s) => [...prefix, s]));
  }
  return partial.map((labels) => ({ labels, score: crf.score(positions, labels) }));
}

describe('chain CRF against brute-force enumeration', () => {
  const crf = randomCrf(7);
  const all = enumerate(crf, chain);
  const logZ = Math.log(all.reduce((n, x) => n + Math.exp(x.score), 0));

  it('computes the partition function by forward recursion', () => {
    expect(all).toHaveLength(3 * 2 * 3 * 2);
    expect(crf.logPartition(chain)).toBeCloseTo(logZ, 10);
  });

  it('computes marginals by forward-backward', () => {
    const marginals = crf.marginals(chain);
    for (let t = 0; t < chain.length; t++) {
      for (let s = 0; s < kinds.length; s++) {
        const brute = all.filter((x) => x.labels[t] === s).reduce((n, x) => n + Math.exp(x.score - logZ), 0);
        expect(marginals[t]![s]).toBeCloseTo(brute, 10);
      }
    }
  });

  it('finds the best labelling with Viterbi', () => {
    const best = all.reduce((a, b) => (b.score > a.score ? b : a));
    expect(crf.viterbi(chain)).toEqual(best.labels);
  });

  it('gives the gradient of the negative log-likelihood (finite differences)', () => {
    const labels = [1, 4, 2, 3];
    const f = crfObjective(crf, [{ positions: chain, labels }], 0);
    const { value, gradient } = f(crf.params);
    expect(value).toBeCloseTo(logZ - crf.score(chain, labels), 10);
    const h = 1e-6;
    for (let i = 0; i < crf.params.length; i++) {
      const x = Float64Array.from(crf.params);
      x[i]! += h;
      const up = f(x).value;
      x[i]! -= 2 * h;
      const down = f(x).value;
      expect(gradient[i]).toBeCloseTo((up - down) / (2 * h), 5);
    }
  });
});

describe('training and rewards', () => {
  // Feature 0 marks the goal page (state 2), feature 1 the link to it (state 4); state 3 links elsewhere.
  const goalPath = { positions: [
    { kind: 0, features: Int32Array.from([2]) }, { kind: 1, features: Int32Array.from([1]) }, { kind: 0, features: Int32Array.from([0]) },
  ], labels: [0, 4, 2] };
  const failPath = { positions: [
    { kind: 0, features: Int32Array.from([2]) }, { kind: 1, features: Int32Array.from([3]) }, { kind: 0, features: Int32Array.from([3]) },
  ], labels: [0, 3, 1] };

  it('learns to label training paths and rewards the link-state that leads to the goal', () => {
    const { crf } = trainChainCrf(kinds, features, [goalPath, failPath, goalPath, failPath], { l2: 0.01 });
    expect(crf.viterbi(goalPath.positions)).toEqual(goalPath.labels);
    expect(crf.viterbi(failPath.positions)).toEqual(failPath.labels);
    const rewards = stateRewards(crf, [goalPath.positions, failPath.positions], 2);
    expect(rewards[2]).toBeGreaterThan(0.7);
    expect(rewards[4]).toBeGreaterThan(0.5);
    expect(rewards[4]).toBeGreaterThan(rewards[3]! + 0.3);
  });
});
