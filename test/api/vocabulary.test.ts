// The vocabulary expands a word to the catalog's words that begin with it, in order, up to a limit.
import { Vocabulary } from '../../src/api/vocabulary.ts';

test('a prefix expands to every word that begins with it, each once, in order', () => {
  const v = new Vocabulary(['calculus', 'calc', 'algebra', 'calculi', 'cab']);
  v.add(['calculus', 'calcium']);
  expect(v.size).toBe(6);
  expect(v.expand('calc')).toEqual(['calc', 'calcium', 'calculi', 'calculus']);
  expect(v.expand('calcu')).toEqual(['calculi', 'calculus']);
  expect(v.expand('algebra')).toEqual(['algebra']);
  expect(v.expand('algebras')).toEqual([]);
  expect(v.expand('zz')).toEqual([]);
  expect(v.expand('')).toHaveLength(6);
});

test('a prefix of more words than the limit is left as a prefix (null)', () => {
  const v = new Vocabulary(Array.from({ length: 70 }, (_, i) => `w${i}`));
  expect(v.expand('w', 64)).toBeNull();
  expect(v.expand('w1', 64)).toHaveLength(11);
  expect(v.expand('w', 70)).toHaveLength(70);
});

test('words added in any order and in several loads stay sorted and unique', () => {
  const r = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const next = r(3);
  const all = new Set<string>();
  const v = new Vocabulary();
  for (let load = 0; load < 20; load++) {
    const batch = Array.from({ length: Math.floor(next() * 30) }, () => Math.floor(next() * 500).toString(36));
    batch.forEach((w) => all.add(w));
    v.add(batch);
  }
  expect(v.expand('', all.size)).toEqual([...all].sort());
});
