import { TwoBucketNaiveBayes } from '../../src/learn/naive-bayes.ts';

describe('two-bucket naive Bayes', () => {
  test('is neutral before it has both buckets, then learns which features mark the high bucket', () => {
    const nb = new TwoBucketNaiveBayes();
    expect(nb.probabilityHigh(['0:cours'])).toBe(0.5);
    for (let i = 0; i < 10; i++) {
      nb.add(['0:cours', '-1:catalog', `0:n${i}`], true);
      nb.add(['0:news', '-1:event', `0:n${i}`], false);
    }
    expect(nb.probabilityHigh(['0:cours'])).toBeGreaterThan(0.9);
    expect(nb.probabilityHigh(['0:news', '-1:event'])).toBeLessThan(0.1);
    expect(nb.probabilityHigh(['0:unseen'])).toBeCloseTo(0.5, 5);
  });

  test('learns incrementally: later instances move the prediction', () => {
    const nb = new TwoBucketNaiveBayes();
    nb.add(['a'], true);
    nb.add(['b'], false);
    const before = nb.probabilityHigh(['b']);
    for (let i = 0; i < 5; i++) nb.add(['b'], true);
    expect(nb.probabilityHigh(['b'])).toBeGreaterThan(before);
  });

  test('survives toJSON/load with the same predictions', () => {
    const nb = new TwoBucketNaiveBayes();
    nb.add(['x', 'y'], true);
    nb.add(['y', 'z'], false);
    nb.add(['z'], false);
    const copy = TwoBucketNaiveBayes.load(JSON.parse(JSON.stringify(nb.toJSON())));
    expect(copy.probabilityHigh(['x', 'z'])).toBe(nb.probabilityHigh(['x', 'z']));
    expect(copy.instances).toBe(3);
    expect(() => TwoBucketNaiveBayes.load({} as never)).toThrow(/naive Bayes/);
  });
});
