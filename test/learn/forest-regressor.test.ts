import fs from 'node:fs';
import { ForestRegressor, type ForestOptions, type ForestRegressorJSON } from '../../src/learn/forest-regressor.ts';
import { MersenneTwister } from '../../src/learn/mersenne-twister.ts';
import { forestData } from './forest-data.ts';

/** Predictions of the forest before it had trees of its own (ml-random-forest with trees grown by fast-cart). */
const previous = JSON.parse(fs.readFileSync(new URL('./fixtures/forest-previous.json', import.meta.url), 'utf8')) as {
  trained: { options: ForestOptions; predictions: number[]; raw: number[] }[];
  legacy: { model: ForestRegressorJSON; predictions: number[] };
};

describe('forest regressor', () => {
  test('the Mersenne Twister draws the reference MT19937 sequence', () => {
    const random = new MersenneTwister(5489);
    expect([random.next() >>> 0, random.next() >>> 0, random.next() >>> 0]).toEqual([3499211612, 581869302, 3890346734]);
    const draws = Array.from({ length: 2000 }, () => random.below(7));
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(6);
    expect(new MersenneTwister(1).below(1)).toBe(0);
  });

  test('trained on a fixed dataset, it predicts exactly what the previous implementation predicted', () => {
    const d = forestData();
    expect(previous.trained.length).toBe(2);
    for (const { options, predictions } of previous.trained) {
      expect(ForestRegressor.train(d.rows, d.y, options).predict(d.probes)).toEqual(predictions);
    }
  });

  test('a forest stored in ml-random-forest\'s format loads and predicts as it did', () => {
    const d = forestData();
    expect(previous.legacy.model.forest).toBeDefined();
    const loaded = ForestRegressor.load(previous.legacy.model);
    expect(loaded.predict(d.probes)).toEqual(previous.legacy.predictions);
    // Stored again, it is in the tree format and predicts the same.
    const again = JSON.parse(JSON.stringify(loaded.toJSON())) as ForestRegressorJSON;
    expect(again.forest).toBeUndefined();
    expect(ForestRegressor.load(again).predict(d.probes)).toEqual(previous.legacy.predictions);
  });

  test('learns a step function, round-trips through JSON, and predicts within 0..1', () => {
    let s = 5;
    const r = () => (s = (s * 16807) % 2147483647) / 2147483647;
    const rows = Array.from({ length: 400 }, () => [r(), r() > 0.7 ? r() : 0, r() - 0.5]);
    const y = rows.map((x) => (x[0]! > 0.5 ? 0.8 : 0.2) + x[2]! * 0.1 + r() * 1e-3);
    const forest = ForestRegressor.train(rows, y, { trees: 15, featureShare: 1 });
    const probe = [[0.9, 0, 0], [0.1, 0, 0]];
    const [high, low] = forest.predict(probe);
    expect(high).toBeGreaterThan(0.7);
    expect(low).toBeLessThan(0.3);
    // Targets beyond 0..1 (here -0.7..1.7): predictions are clamped.
    expect(ForestRegressor.train(rows, y.map((v) => v * 4 - 1.5), { trees: 5 }).predict(probe)).toEqual([1, 0]);
    const loaded = ForestRegressor.load(JSON.parse(JSON.stringify(forest.toJSON())));
    expect(loaded.predict(probe)[0]).toBeCloseTo(high!, 4);
    expect(() => ForestRegressor.train([[1]], [1])).toThrow(/at least 2/);
    expect(() => ForestRegressor.load({ kind: 'forest-regressor' } as never)).toThrow(/without trees/);
  });
});
