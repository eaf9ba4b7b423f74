import { DecisionTreeRegression } from 'ml-cart';
import { RegressionTree, type MlCartNode } from '../../src/learn/regression-tree.ts';

function data(n: number, seed: number) {
  let s = seed;
  const r = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const rows = Array.from({ length: n }, () => [r(), r() > 0.7 ? r() : 0, r() - 0.5]);
  // Distinct continuous targets: ml-cart then considers every threshold too, so both searches see the same candidates.
  const y = rows.map((x) => (x[0]! > 0.5 ? 0.8 : 0.2) + x[2]! * 0.1 + r() * 1e-3);
  return { rows, y };
}

const sse = (a: number[]) => { const m = a.reduce((p, q) => p + q, 0) / a.length; return a.reduce((p, q) => p + (q - m) ** 2, 0); };

/** Exhaustive squared error of the best single split, for checking the root. */
function bestRootError(rows: number[][], y: number[]): number {
  let best = Infinity;
  for (let f = 0; f < rows[0]!.length; f++) {
    for (const t of new Set(rows.map((r) => r[f]!))) {
      const left = y.filter((_, i) => rows[i]![f]! < t);
      const right = y.filter((_, i) => rows[i]![f]! >= t);
      if (left.length && right.length) best = Math.min(best, sse(left) + sse(right));
    }
  }
  return best;
}

/** Squared error of a depth-1 tree's two leaves on its training data. */
function stumpError(tree: RegressionTree, rows: number[][], y: number[]): number {
  const byLeaf = new Map<number, number[]>();
  rows.forEach((r, i) => byLeaf.set(tree.predict(r), [...(byLeaf.get(tree.predict(r)) ?? []), y[i]!]));
  return [...byLeaf.values()].reduce((n, ys) => n + sse(ys), 0);
}

describe('regression trees', () => {
  test('the root split is the exhaustive optimum, and a leaf predicts its rows\' mean', () => {
    const { rows, y } = data(120, 3);
    const stump = RegressionTree.train(rows, y, { maxDepth: 1, minNumSamples: 3 });
    expect(stump.size).toBe(3);
    expect(stumpError(stump, rows, y)).toBeCloseTo(bestRootError(rows, y), 9);
    const one = RegressionTree.train(rows.slice(0, 3), y.slice(0, 3), { maxDepth: 5, minNumSamples: 3 });
    expect(one.size).toBe(1);
    expect(one.predict(rows[0]!)).toBeCloseTo((y[0]! + y[1]! + y[2]!) / 3, 12);
  });

  test('grow the tree ml-cart grows where both search the same thresholds', () => {
    const { rows, y } = data(120, 3);
    const original = new DecisionTreeRegression({ maxDepth: 4, minNumSamples: 3 });
    original.train(rows, y);
    const ours = RegressionTree.train(rows, y, { maxDepth: 4, minNumSamples: 3 });
    const probe = data(200, 11).rows;
    const expected = original.predict(probe);
    probe.forEach((row, i) => expect(ours.predict(row)).toBeCloseTo(expected[i]!, 9));
  });

  test('read ml-cart\'s stored trees and predict what ml-cart predicts', () => {
    const { rows, y } = data(150, 7);
    const original = new DecisionTreeRegression({ maxDepth: 6, minNumSamples: 2 });
    original.train(rows, y);
    const stored = JSON.parse(JSON.stringify(original.toJSON())) as { root: MlCartNode };
    const converted = RegressionTree.fromMlCart(stored.root);
    const probe = data(200, 13).rows;
    const expected = DecisionTreeRegression.load(stored).predict(probe);
    probe.forEach((row, i) => expect(converted.predict(row)).toBe(expected[i]));
  });

  test('round-trip through JSON, renumber features and refuse malformed trees', () => {
    const { rows, y } = data(200, 5);
    const tree = RegressionTree.train(rows, y, { maxDepth: 6, minNumSamples: 3 });
    const loaded = RegressionTree.load(JSON.parse(JSON.stringify(tree.toJSON())));
    for (const row of data(50, 9).rows) expect(loaded.predict(row)).toBe(tree.predict(row));
    // Grown on features [2, 0] of a wider vector: renumbered, it reads the wide rows directly.
    const narrow = RegressionTree.train(rows.map((r) => [r[2]!, r[0]!]), y, { maxDepth: 4, minNumSamples: 3 });
    const wide = narrow.renumbered([2, 0]);
    for (const row of data(50, 9).rows) expect(wide.predict(row)).toBe(narrow.predict([row[2]!, row[0]!]));
    expect(() => RegressionTree.load({ name: 'DTRegression' } as never)).toThrow(/not a regression tree/);
    expect(() => RegressionTree.load({ name: 'RegressionTree', column: [0, -1], value: [0.5, 1], right: [0] })).toThrow(/differ in length/);
    expect(() => RegressionTree.load({ name: 'RegressionTree', column: [0, -1], value: [0.5, 1], right: [5, 0] })).toThrow(/no right child/);
  });

  test('splits that consider a share of the features: same seed, same tree; another seed, another tree', () => {
    let s = 99;
    const r = () => (s = (s * 16807) % 2147483647) / 2147483647;
    const rows = Array.from({ length: 300 }, () => Array.from({ length: 12 }, r));
    const y = rows.map((x) => x.slice(0, 6).reduce((a, b) => a + b, 0) / 6);
    const grow = (splitSeed: number) => RegressionTree.train(rows, y, { maxDepth: 8, minNumSamples: 3, splitShare: 0.25, splitSeed });
    expect(grow(4).toJSON()).toEqual(grow(4).toJSON());
    expect(grow(5).toJSON()).not.toEqual(grow(4).toJSON());
    // With a quarter of the features per split the root is seldom the exhaustive optimum; with all of them it is.
    const all = RegressionTree.train(rows, y, { maxDepth: 1, minNumSamples: 3, splitShare: 1 });
    expect(stumpError(all, rows, y)).toBeCloseTo(bestRootError(rows, y), 9);
  });

  test('a split that leaves no error is not made (ml-cart\'s rule, kept so trained forests stay the same)', () => {
    const rows = [[0], [0], [1], [1]];
    expect(RegressionTree.train(rows, [0, 0, 1, 1], { maxDepth: 3, minNumSamples: 1 }).size).toBe(1);
    expect(RegressionTree.train(rows, [0, 0.1, 1, 1], { maxDepth: 3, minNumSamples: 1 }).size).toBe(3);
  });
});
