import { labelSequences, perStateScores, trainMaxEnt, trainNaiveBayes } from '../../../src/learn/crf/baselines.ts';

const kinds = [0, 0, 1, 1];
const seq = (features: number[][], labels: number[]) => ({ positions: features.map((f, t) => ({ kind: t % 2, features: Int32Array.from(f) })), labels });
// Feature 1 marks state 1 on pages and state 3 on links; feature 2 the others.
const training = [seq([[0, 1], [0, 1], [0, 2]], [1, 3, 0]), seq([[0, 2], [0, 2], [0, 1]], [0, 2, 1])];

describe('path labelling baselines', () => {
  for (const [name, train] of [['maximum entropy', () => trainMaxEnt(kinds, 3, training, { l2: 0.01 })], ['naive Bayes', () => trainNaiveBayes(kinds, 3, training)]] as const) {
    it(`${name} labels each position with a state of its kind`, () => {
      const model = train();
      expect(labelSequences(model, training)).toEqual(training.map((s) => s.labels));
    });
  }

  it('scores precision, recall and F1 per state', () => {
    const scores = perStateScores([[0, 2, 1, 3]], [[0, 2, 0, 3]], 4);
    const byState = new Map(scores.map((s) => [s.state, s]));
    expect(byState.get(0)).toMatchObject({ precision: 0.5, recall: 1, support: 1 });
    expect(byState.get(1)).toMatchObject({ precision: 0, recall: 0, f1: 0, support: 1 });
    expect(byState.get(2)).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });
});
