import { pathRelevance } from '../../src/learn/link-distance.ts';

test('relevance is one minus the normalised link distance to the target, averaged over paths', () => {
  const r = pathRelevance([['S', 'A', 'B', 'T1'], ['S', 'A', 'T2'], ['S', 'X', 'X', 'T3']]);
  expect(r.get('S')).toBe(0);
  expect(r.get('T1')).toBe(1);
  expect(r.get('B')).toBeCloseTo(2 / 3);
  expect(r.get('A')).toBeCloseTo((1 / 3 + 1 / 2) / 2); // on two paths
  expect(r.get('X')).toBeCloseTo(1 / 3); // a loop counts its first visit
  expect(pathRelevance([['only']]).size).toBe(0);
});
