import { fitAllThreshold } from '../../../src/learn/ordinal/all-threshold.ts';
import { clusterRanks } from '../../../src/learn/ordinal/cluster-ranks.ts';
import { layerRelevance, layersFromTargets } from '../../../src/learn/ordinal/layers.ts';
import { trainOrdinalOn, type LayerExample } from '../../../src/learn/ordinal/train-ordinal.ts';
import { OrdinalModel } from '../../../src/learn/ordinal/ordinal-model.ts';
import { linkTokens, pageTokens } from '../../../src/features/path-tokens.ts';

describe('layered graph', () => {
  it('puts targets in layer 0, their linkers in 1 and so on, everything farther or cut off in 4', () => {
    const outlinks = new Map([
      ['a', ['b']], ['b', ['c']], ['c', ['d']], ['d', ['e']], ['e', ['f']], ['f', ['t']], ['t', []], ['x', ['a']], ['lonely', []],
    ]);
    const layers = layersFromTargets(outlinks, ['t']);
    expect(['t', 'f', 'e', 'd', 'c', 'b', 'a', 'x', 'lonely'].map((u) => layers.get(u))).toEqual([0, 1, 2, 3, 4, 4, 4, 4, 4]);
    expect([0, 1, 2, 3, 4].map(layerRelevance)).toEqual([0.95, 0.85, 0.75, 0.65, 0.55].map((v) => expect.closeTo(v, 10)));
  });
});

// Feature f (1..5) marks rank f − 1 most of the time; feature 6 is noise.
function data(n: number) {
  const points: { features: Int32Array; rank: number }[] = [];
  for (let i = 0; i < n; i++) {
    const rank = i % 5;
    const marker = i % 7 === 0 ? ((rank + 1) % 5) + 1 : rank + 1;
    points.push({ features: Int32Array.from(i % 3 === 0 ? [0, marker, 6] : [0, marker]), rank });
  }
  return points;
}

describe('all-threshold ordinal regression', () => {
  it('orders the ranks of held-out points', () => {
    const model = fitAllThreshold(data(300).map((p) => ({ sparse: p.features, rank: p.rank, weight: 1, sigma: 0 })), 7, 5, { l2: 0.01 });
    for (let r = 0; r < 5; r++) expect(model.rank(Int32Array.from([0, r + 1]))).toBe(r);
    const t = model.thresholds;
    for (let k = 1; k < t.length; k++) expect(t[k]).toBeGreaterThan(t[k - 1]!);
    const p = model.rankProbabilities(Int32Array.from([0, 3]));
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(p.indexOf(Math.max(...p))).toBe(2);
  });

  it('learns the same order from the clusters of each rank (the scalable variant)', () => {
    const clusters = clusterRanks(data(300), 7, { maxClusters: 3, pointsPerCluster: 5 });
    expect(clusters.length).toBeLessThanOrEqual(15);
    expect(clusters.reduce((n, c) => n + c.weight, 0)).toBe(300);
    const model = fitAllThreshold(clusters, 7, 5, { l2: 0.01, kappa: 1 });
    const predicted = [0, 1, 2, 3, 4].map((r) => model.rank(Int32Array.from([0, r + 1])));
    // The widened margins cost a little resolution at the edges, never the order.
    for (let r = 1; r < 5; r++) expect(predicted[r]).toBeGreaterThanOrEqual(predicted[r - 1]!);
    expect(predicted.filter((p, r) => p === r).length).toBeGreaterThanOrEqual(4);
    expect(predicted[4]).toBe(4);
  });
});

describe('ordinal model', () => {
  const words = ['course', 'listing', 'catalog', 'academics', 'news'];
  const page = (title: string, layer: number): LayerExample => ({ tokens: pageTokens({ url: 'http://x.test/', title, text: 'university' }), layer });
  const link = (anchorText: string, layer: number): LayerExample => ({ tokens: linkTokens({ url: 'http://x.test/a', anchorText }), layer });
  const examples = {
    pages: [...Array(6)].flatMap(() => words.map((w, layer) => page(w, layer))),
    links: [...Array(6)].flatMap(() => words.map((w, layer) => link(w, layer))),
  };

  for (const solver of ['all-threshold', 'clustered'] as const) {
    it(`${solver}: predicts layers for pages and links and survives a JSON round trip`, () => {
      const { model } = trainOrdinalOn(examples, { solver, l2: 0.01, pointsPerCluster: 2 });
      const again = OrdinalModel.load(JSON.parse(JSON.stringify(model.toJSON())));
      expect(again.pageLayer({ url: 'http://x.test/', title: 'course', text: 'university' })).toBe(0);
      expect(again.pageLayer({ url: 'http://x.test/', title: 'news', text: 'university' })).toBe(4);
      const toCourse = again.linkRelevance({ url: 'http://x.test/a', anchorText: 'course' });
      const toNews = again.linkRelevance({ url: 'http://x.test/b', anchorText: 'news' });
      expect(toCourse).toBeGreaterThan(toNews + 0.2);
    });
  }

  it('refuses a model of another kind', () => {
    expect(() => OrdinalModel.load({ kind: 'forest' } as never)).toThrow(/not an ordinal model/);
  });
});
