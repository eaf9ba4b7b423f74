// The tracked containers an online learner keeps its growing state in: they say what changed since they were
// last drained, and nothing a restore loaded counts as changed.
import { TrackedMap, TrackedSet } from '../../../src/learn/online/tracked.ts';

test('a tracked map drains the keys set or touched since the last drain, in the order first changed, with their values now', () => {
  const m = new TrackedMap<{ n: number }>([['loaded', { n: 1 }]]);
  expect(m.drain()).toEqual([]);
  m.set('b', { n: 1 });
  m.set('a', { n: 1 });
  m.get('b')!.n++;
  m.touch('b');
  expect(m.drain()).toEqual([['b', { n: 2 }], ['a', { n: 1 }]]);
  expect(m.drain()).toEqual([]);
  const v = m.version;
  m.touch('loaded');
  expect(m.version).toBeGreaterThan(v);
  expect(m.drain()).toEqual([['loaded', { n: 1 }]]);
  expect([...m].map(([k]) => k)).toEqual(['loaded', 'b', 'a']);
  expect(m.size).toBe(3);
});

test('a tracked set drains the members added since the last drain; adding a member again is no change', () => {
  const s = new TrackedSet(['loaded']);
  s.add('loaded');
  s.add('x');
  s.add('y');
  s.add('x');
  expect(s.drain()).toEqual(['x', 'y']);
  expect(s.drain()).toEqual([]);
  expect([...s]).toEqual(['loaded', 'x', 'y']);
  expect(s.has('y') && s.size === 3).toBe(true);
});
