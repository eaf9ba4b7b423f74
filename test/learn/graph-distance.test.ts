import { distancesToTargets, downwardLinks } from '../../src/learn/graph-distance.ts';
import { containment } from '../../src/features/overlap.ts';

test('distances to the nearest target follow links backwards; pages that reach none are absent', () => {
  const links = new Map([
    ['root', ['hub', 'news', 'root']],
    ['hub', ['list', 'root']],
    ['list', ['c1', 'c2', 'hub']],
    ['c1', ['list', 'c1-print']],
    ['news', ['story']],
    ['story', ['root']],
    ['island', []],
  ]);
  const d = distancesToTargets(links, ['c1', 'c2']);
  expect(Object.fromEntries(d)).toEqual({ c1: 0, c2: 0, list: 1, hub: 2, root: 3, story: 4, news: 5 });
  expect(d.has('island')).toBe(false);
  expect(d.has('c1-print')).toBe(false); // links nowhere
});

test('over links going down the site, a page whose menu links back to the catalog hub reaches no course page', () => {
  const links = new Map([
    ['root', ['hub', 'people']],
    ['hub', ['list', 'root']],
    ['people', ['person', 'hub']], // the menu: back up to the hub
    ['person', ['hub']],
    ['list', ['c1', 'list?p=2', 'hub']],
    ['list?p=2', ['c2', 'hub']],
    ['c1', ['c2', 'list']],
  ]);
  const all = distancesToTargets(links, ['c1', 'c2']);
  expect(all.get('people')).toBe(3);
  const down = distancesToTargets(downwardLinks(links, ['root']), ['c1', 'c2']);
  expect(Object.fromEntries(down)).toEqual({ c1: 0, c2: 0, list: 1, 'list?p=2': 1, hub: 2, root: 3 });
  // A recorded path keeps its own steps whatever their shape.
  const kept = distancesToTargets(downwardLinks(links, ['root'], [['root', 'people', 'hub', 'list', 'c1']]), ['c1']);
  expect(kept.get('people')).toBe(3);
  expect(kept.has('person')).toBe(false);
});

test('containment is the share of the first set inside the second', () => {
  expect(containment(new Set(['a', 'b']), new Set(['a', 'b', 'c']))).toBe(1);
  expect(containment(new Set(['a', 'x', 'y', 'z']), new Set(['a']))).toBe(0.25);
  expect(containment(new Set(), new Set(['a']))).toBe(0);
});
