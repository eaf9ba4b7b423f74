import { DecisionTreeRegression } from 'ml-cart';
import { installFastRegressionTrees } from '../../src/learn/fast-cart.ts';
import { ForestRegressor } from '../../src/learn/forest-regressor.ts';

function data(n: number, seed: number) {
  let s = seed;
  const r = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const rows = Array.from({ length: n }, () => [r(), r() > 0.7 ? r() : 0, r() - 0.5]);
  // Distinct continuous targets: ml-cart then considers every threshold too, so both searches see the same candidates.
  const y = rows.map((x) => (x[0]! > 0.5 ? 0.8 : 0.2) + x[2]! * 0.1 + r() * 1e-3);
  return { rows, y };
}

/** Exhaustive squared error of the best single split, for checking the root. */
function bestRootError(rows: number[][], y: number[]): number {
  let best = Infinity;
  for (let f = 0; f < rows[0]!.length; f++) {
    for (const t of new Set(rows.map((r) => r[f]!))) {
      const left = y.filter((_, i) => rows[i]![f]! < t);
      const right = y.filter((_, i) => rows[i]![f]! >= t);
      if (!left.length || !right.length) continue;
      const sse = (a: number[]) => { const m = a.reduce((p, q) => p + q, 0) / a.length; return a.reduce((p, q) => p + (q - m) ** 2, 0); };
      best = Math.min(best, sse(left) + sse(right));
    }
  }
  return best;
}

describe('fast regression trees on ml-cart', () => {
  test('grow the same tree as ml-cart where both search the same thresholds', () => {
    const { rows, y } = data(120, 3);
    const original = new DecisionTreeRegression({ maxDepth: 4, minNumSamples: 3 });
    original.train(rows, y);
    installFastRegressionTrees();
    const fast = new DecisionTreeRegression({ maxDepth: 4, minNumSamples: 3 });
    fast.train(rows, y);
    const probe = data(200, 11).rows;
    const a = original.predict(probe);
    const b = fast.predict(probe);
    b.forEach((v, i) => expect(v).toBeCloseTo(a[i]!, 9));
    // And the root split is the exhaustive optimum.
    const root = (fast as unknown as { root: { gain: number } }).root;
    expect(root.gain).toBeCloseTo(bestRootError(rows, y), 9);
  });

  test('a forest learns a step function, round-trips through JSON, and predicts within 0..1', () => {
    const { rows, y } = data(400, 5);
    const forest = ForestRegressor.train(rows, y, { trees: 15, featureShare: 1 });
    const probe = [[0.9, 0, 0], [0.1, 0, 0]];
    const [high, low] = forest.predict(probe);
    expect(high).toBeGreaterThan(0.7);
    expect(low).toBeLessThan(0.3);
    const loaded = ForestRegressor.load(JSON.parse(JSON.stringify(forest.toJSON())));
    expect(loaded.predict(probe)[0]).toBeCloseTo(high!, 4);
    expect(() => ForestRegressor.train([[1]], [1])).toThrow(/at least 2/);
  });
});
