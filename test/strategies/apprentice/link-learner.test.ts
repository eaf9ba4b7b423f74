import { LinkLearner, type LearnerJournal } from '../../../src/strategies/apprentice/link-learner.ts';

const options = { batchPages: 2, priorStrength: 4, maxEvidence: 1 };
/** One judged page's instances: `good` pages teach their link's words as high, the others as low. */
const page = (l: LinkLearner, n: number) => {
  l.teach({ features: [`w${n % 3}`, n % 2 ? 'a:courses' : 'a:news'], high: n % 2 === 1 });
  l.pageDone();
};
/** A round trip through JSON, as the store keeps snapshots and journal entries. */
const stored = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('the link learner (the apprentice\'s naive Bayes)', () => {
  test('a prior passes unchanged until both buckets hold an instance, and a demoted link keeps its place', () => {
    const l = new LinkLearner(options);
    expect(l.combine(0.3, ['a:courses'])).toBe(0.3);
    l.teach({ features: ['a:courses'], high: true });
    l.pageDone();
    l.pageDone();
    expect(l.combine(0.3, ['a:courses'])).toBe(0.3);
    page(l, 2);
    page(l, 4);
    expect(l.combine(-0.9, ['a:courses'])).toBe(-0.9);
    expect(l.combine(0.3, ['a:courses'])).toBeGreaterThan(0.3);
    expect(l.combine(0.3, ['a:news'])).toBeLessThan(0.3);
  });

  test('instances wait for their batch: the naive Bayes takes them every `batchPages` judged pages', () => {
    const l = new LinkLearner(options);
    page(l, 1);
    page(l, 2);
    const after2 = l.combine(0.3, ['a:courses']);
    expect(after2).not.toBe(0.3);
    page(l, 3);
    expect(l.combine(0.3, ['a:courses'])).toBe(after2);
    page(l, 4);
    expect(l.combine(0.3, ['a:courses'])).not.toBe(after2);
    expect(l.judged).toBe(4);
  });

  test('its evidence is bounded in log-odds and weighs in as instances accumulate', () => {
    const strong = new LinkLearner({ batchPages: 1, priorStrength: 1, maxEvidence: 1 });
    for (let n = 1; n <= 40; n++) page(strong, n);
    // Bounded at one unit of log-odds: from 0.5, at most sigmoid(1).
    expect(strong.combine(0.5, ['a:courses', 'w1'])).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
    const slow = new LinkLearner({ batchPages: 1, priorStrength: 1000, maxEvidence: 1 });
    for (let n = 1; n <= 40; n++) page(slow, n);
    expect(slow.combine(0.5, ['a:courses', 'w1'])).toBeLessThan(0.52);
    expect(slow.combine(0.5, ['a:courses', 'w1'])).toBeGreaterThan(0.5);
  });

  test('a snapshot and the journal entries after it restore what it learned, across its checkpoints and a batch half full', () => {
    const l = new LinkLearner(options);
    for (let n = 1; n <= 11; n++) page(l, n);
    const snapshot = stored(l.snapshot());
    const entries: LearnerJournal[] = [];
    for (let n = 12; n <= 61; n++) {
      page(l, n);
      if (n % 7 === 0) entries.push(stored(l.journal()));
    }
    l.teach({ features: ['w9'], high: true });
    entries.push(stored(l.journal()));
    const restored = new LinkLearner(options);
    restored.restore(snapshot, entries);
    expect(restored.judged).toBe(l.judged);
    for (const f of [['a:courses'], ['a:news', 'w2'], ['w0', 'w1'], ['w9']]) expect(restored.combine(0.3, f)).toBe(l.combine(0.3, f));
    // The instance waiting in the batch is taken by both at the next full batch.
    page(l, 62);
    restored.teach({ features: [`w${62 % 3}`, 'a:news'], high: false });
    restored.pageDone();
    expect(restored.combine(0.3, ['w9'])).toBe(l.combine(0.3, ['w9']));
    // A snapshot taken after the journal holds the same.
    const again = new LinkLearner(options);
    again.restore(stored(l.snapshot()), []);
    expect(again.combine(0.3, ['a:courses', 'w9'])).toBe(l.combine(0.3, ['a:courses', 'w9']));
  });
});
