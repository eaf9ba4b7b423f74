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

  test('evidence after adds, pruning and a reload follows the formula, from the counts alone', () => {
    // Each known feature f adds log((high_f + 1) / (T_high + V)) - log((low_f + 1) / (T_low + V)), V the vocabulary
    // plus one; the sum is divided by the root of the number of known features.
    const expected = (counts: Record<string, [number, number]>, features: string[]) => {
      const v = Object.keys(counts).length + 1;
      const t = Object.values(counts).reduce((s, c) => [s[0] + c[0], s[1] + c[1]], [0, 0]);
      const known = features.filter((f) => counts[f]);
      const sum = known.reduce((s, f) => s + Math.log((counts[f]![1] + 1) / (t[1] + v)) - Math.log((counts[f]![0] + 1) / (t[0] + v)), 0);
      return sum / Math.sqrt(known.length);
    };
    const nb = new TwoBucketNaiveBayes();
    nb.add(['a', 'b'], true);
    nb.add(['b', 'c', 'once'], false);
    nb.add(['a', 'c'], false);
    expect(nb.evidence(['a', 'b', 'c', 'x'])).toBeCloseTo(expected({ a: [1, 1], b: [1, 1], c: [2, 0], once: [1, 0] }, ['a', 'b', 'c']), 10);
    // Learning one instance moves only its features' ratios; the others move with the buckets' totals.
    nb.add(['a', 'once2'], true);
    const counts: Record<string, [number, number]> = { a: [1, 2], b: [1, 1], c: [2, 0], once: [1, 0], once2: [0, 1] };
    expect(nb.evidence(['b', 'c'])).toBeCloseTo(expected(counts, ['b', 'c']), 10);
    // Pruning drops the features seen once, and their counts from the totals.
    nb.prune(3);
    delete counts.once;
    delete counts.once2;
    expect(nb.vocabulary).toBe(3);
    expect(nb.evidence(['a', 'b', 'once'])).toBeCloseTo(expected(counts, ['a', 'b']), 10);
    const copy = TwoBucketNaiveBayes.load(JSON.parse(JSON.stringify(nb.toJSON())));
    expect(copy.evidence(['a', 'c'])).toBeCloseTo(expected(counts, ['a', 'c']), 10);
  });

  test('a feature list asked about again reads what was learned since, after pruning and after numbering afresh', () => {
    const nb = new TwoBucketNaiveBayes();
    nb.add(['a', 'b'], true);
    nb.add(['c'], false);
    // The list is asked about while one of its features is unknown; the answer follows what is learned later.
    const list = ['a', 'late', 'c'];
    const before = nb.evidence(list);
    expect(before).toBeCloseTo(nb.evidence(['a', 'c']), 12);
    nb.add(['late', 'late'], true);
    expect(nb.evidence(list)).toBe(nb.evidence([...list]));
    expect(nb.evidence(list)).not.toBeCloseTo(before, 3);
    // Pruned features are unknown again, in lists asked about before the pruning too.
    nb.add(['a', 'c'], false);
    nb.prune(1);
    expect(nb.vocabulary).toBe(3);
    expect(nb.evidence(['b'])).toBe(0);
    expect(nb.evidence(list)).toBe(nb.evidence(['a', 'late', 'c']));
    const json = JSON.stringify(nb.toJSON());
    // Two hundred thousand features only asked about: past that, the known ones are numbered afresh and the
    // others forgotten; the answers and the model's JSON stay the same.
    nb.evidence(Array.from({ length: 200_000 }, (_, i) => `asked${i}`));
    expect(nb.evidence(list)).toBe(nb.evidence(['a', 'late', 'c']));
    expect(JSON.stringify(nb.toJSON())).toBe(json);
    nb.add(['b'], true);
    expect(nb.evidence(['b'])).toBeGreaterThan(0);
    expect(TwoBucketNaiveBayes.load(JSON.parse(JSON.stringify(nb.toJSON()))).evidence(list)).toBe(nb.evidence(list));
  });
});
