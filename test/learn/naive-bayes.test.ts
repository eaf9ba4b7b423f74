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

  test('evidence: what the features say beyond the class balance, not outvoted by many weak features', () => {
    const nb = new TwoBucketNaiveBayes();
    expect(nb.evidence(['a'])).toBe(0);
    for (let i = 0; i < 30; i++) nb.add(['filler', `w${i % 5}`], false);
    for (let i = 0; i < 3; i++) nb.add(['code', 'filler'], true);
    // Rare high instances: Pr(high) stays low, yet the telling feature's evidence is strongly positive.
    expect(nb.probabilityHigh(['code'])).toBeGreaterThan(0.5);
    expect(nb.evidence(['code'])).toBeGreaterThan(1);
    expect(nb.evidence(['w1'])).toBeLessThan(0);
    expect(nb.evidence(['unseen'])).toBe(0);
    // Ten weak negative features count as about three, not ten.
    const many = Array.from({ length: 10 }, () => 'w1');
    expect(nb.evidence(many)).toBeCloseTo(nb.evidence(['w1']) * Math.sqrt(10), 5);
  });
});
