// Rewards of states (vydiswaran–sarawagi §3.1): how near each state lies to the goal, learned from the
// training sequences. Eq. 3: at the last position the goal state's reward is 1 and every other state's 0;
// before it, a state's reward is the reward of the next position's states weighted by the probability of
// moving to each (the next position's potentials from that state, normalised). Eq. 4: a discounted average
// over the positions, nearest the end weighted most (γ = 0.9). Eq. 5: the average over sequences.
// Beyond the paper, each position's value for a state is weighted by the state's marginal probability there:
// eq. 3 normalises over the next position's states only, so when transitions carry little weight every state
// at a position gets nearly the same value, and a plain average gives every state nearly the same reward (0.33
// to 0.46 on the sitefarm traversals, link-states to Fail as high as link-states to course pages). Weighted by
// where the state occurs, a state's reward is the discounted proximity to the goal of the positions it labels.
import type { ChainCrf, ChainPosition } from './chain.ts';
import { logSumExp } from './chain.ts';

export function sequenceRewards(crf: ChainCrf, positions: ChainPosition[], goal: number, gamma: number): { sum: Float64Array; weight: Float64Array } {
  const n = positions.length;
  const S = crf.states;
  let next = new Float64Array(S);
  next[goal] = 1;
  const sum = new Float64Array(S);
  const weight = new Float64Array(S);
  const marginals = crf.marginals(positions);
  const add = (r: Float64Array, t: number) => {
    for (let s = 0; s < S; s++) {
      const w = gamma ** (n - 1 - t) * marginals[t]![s]!;
      sum[s]! += w * r[s]!;
      weight[s]! += w;
    }
  };
  add(next, n - 1);
  for (let t = n - 2; t >= 0; t--) {
    const node = crf.nodeScores(positions[t + 1]!, false);
    const current = new Float64Array(S);
    const scores = new Float64Array(S);
    for (let s = 0; s < S; s++) {
      for (let q = 0; q < S; q++) scores[q] = node[q]! + crf.transition(s, q);
      const z = logSumExp(scores);
      let r = 0;
      for (let q = 0; q < S; q++) if (scores[q] !== -Infinity) r += Math.exp(scores[q]! - z) * next[q]!;
      current[s] = r;
    }
    add(current, t);
    next = current;
  }
  return { sum, weight };
}

/** Eq. 5: each state's reward averaged over the sequences, each weighted by how likely the state occurs in it. */
export function stateRewards(crf: ChainCrf, sequences: ChainPosition[][], goal: number, gamma = 0.9): number[] {
  const total = new Float64Array(crf.states);
  const count = new Float64Array(crf.states);
  for (const positions of sequences) {
    const { sum, weight } = sequenceRewards(crf, positions, goal, gamma);
    for (let s = 0; s < crf.states; s++) { total[s]! += sum[s]!; count[s]! += weight[s]!; }
  }
  return [...total].map((v, s) => (count[s]! > 1e-12 ? v / count[s]! : s === goal ? 1 : 0));
}
