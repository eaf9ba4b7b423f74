// The run's harvest curve: a point every 10 fetches and the first, at most maxPoints of them (the spacing doubles
// past that), and a resumed run's curve goes on with the spacing its points show.
import { HarvestCurve, maxPoints } from '../../src/crawl/harvest-curve.ts';

test('a point at the first fetch and every tenth; past the bound every other point goes and the spacing doubles', () => {
  const c = new HarvestCurve();
  for (let seq = 1; seq <= 100; seq++) c.add(seq, Math.floor(seq / 3));
  expect(c.points.slice(0, 3)).toEqual([[1, 0], [10, 3], [20, 6]]);
  expect(c.points).toHaveLength(11);
  for (let seq = 101; seq <= 10 * maxPoints + 10; seq++) c.add(seq, Math.floor(seq / 3));
  // The 1,001st point at 10,000 thinned the curve to the first fetch and every 20th.
  expect(c.points.length).toBeLessThanOrEqual(maxPoints);
  expect(c.points[1]).toEqual([20, 6]);
  expect(c.points.at(-1)).toEqual([10_000, 3333]);
  for (let seq = 10 * maxPoints + 11; seq <= 1_000_000; seq++) c.add(seq, seq >> 2);
  expect(c.points.length).toBeLessThanOrEqual(maxPoints);
  expect(c.points.length).toBeGreaterThan(maxPoints / 2);
  const spacing = c.points[2]![0] - c.points[1]![0];
  expect(1_000_000 - c.points.at(-1)![0]).toBeLessThan(spacing);
  expect(c.points.every(([n], i) => i === 0 || n > c.points[i - 1]![0])).toBe(true);
});

test('a resumed run goes on with its stored curve\'s spacing', () => {
  const whole = new HarvestCurve();
  for (let seq = 1; seq <= 30_000; seq++) whole.add(seq, seq >> 3);
  const resumed = new HarvestCurve(JSON.parse(JSON.stringify(whole.points.filter(([n]) => n <= 20_000))));
  const upTo = new HarvestCurve();
  for (let seq = 1; seq <= 20_000; seq++) upTo.add(seq, seq >> 3);
  expect(resumed.points).toEqual(upTo.points);
  for (let seq = 20_001; seq <= 30_000; seq++) {
    resumed.add(seq, seq >> 3);
  }
  expect(resumed.points).toEqual(whole.points);
  expect(new HarvestCurve([[1, 0]]).points).toEqual([[1, 0]]);
});
