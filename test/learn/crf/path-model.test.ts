import { gatherSiteGraph } from '../../../src/learn/site-graph.ts';
import { labelledSequences, stateName } from '../../../src/learn/crf/milestones.ts';
import { trainPathCrf } from '../../../src/learn/crf/train-path-crf.ts';
import { PathCrfModel } from '../../../src/learn/crf/path-model.ts';
import { isSmallSiteCourse, memorySource, site, smallSites } from '../../support/small-sites.ts';

const { pages, paths } = smallSites();

describe('path-crf model', () => {
  it('labels path pages with milestones read from the graph', async () => {
    const graph = await gatherSiteGraph(paths, memorySource(pages), { isTarget: isSmallSiteCourse });
    expect(graph.paths).toHaveLength(6);
    const sequences = labelledSequences(graph);
    const path = sequences.find((s) => s.length === 9)!;
    expect(path.map((p) => stateName(p.state))).toEqual(['home-page', 'section-link', 'section-page', 'catalog-link', 'catalog-page', 'listing-link', 'listing-page', 'course-link', 'course-page']);
    // Branches into the news lead nowhere.
    expect(sequences.some((s) => stateName(s.at(-1)!.state) === 'fail-page')).toBe(true);
  });

  it('samples the same branches off the paths whatever host or port the site is served from', async () => {
    // One branch per page: which of a listing's other courses (201 or 301) it takes is the sample.
    const branchesServedFrom = async (host: string) => {
      const pages = site(host, { academics: 'Academics', catalog: 'Course catalog' });
      const paths = ['math', 'physics'].map((d) => [`http://${host}/`, `http://${host}/study/`, `http://${host}/study/catalog/`, `http://${host}/study/catalog/${d}/`, `http://${host}/study/catalog/${d}/101`]);
      const graph = await gatherSiteGraph(paths, memorySource(pages), { isTarget: isSmallSiteCourse });
      return JSON.stringify(labelledSequences(graph, { branchesPerPage: 1 }).map((s) => s.at(-1)!.tokens));
    };
    const samples = new Set<string>();
    for (let port = 8000; port < 8020; port++) samples.add(await branchesServedFrom(`127.0.0.1:${port}`));
    samples.add(await branchesServedFrom('eta.test'));
    expect(samples.size).toBe(1);
  });

  it('scores links on the way to course pages above links that lead nowhere, also after a JSON round trip', async () => {
    const graph = await gatherSiteGraph(paths, memorySource(pages), { isTarget: isSmallSiteCourse });
    const { model, metrics } = trainPathCrf(graph, { l2: 0.1 });
    expect(metrics.iterations).toBeGreaterThan(0);
    const reloaded = PathCrfModel.load(JSON.parse(JSON.stringify(model.toJSON())));
    // An unseen site with the same structure and other words.
    const unseen = memorySource(site('delta.test', { academics: 'Academics', catalog: 'Course catalog' }));
    const home = (await unseen.get('http://delta.test/'))!.page;
    for (const m of [model, reloaded]) {
      const alpha = m.pageStep(undefined, home);
      const score = (href: string) => m.linkScore(m.linkStep(alpha, home.links.find((l) => l.url.endsWith(href))!));
      expect(score('/study/')).toBeGreaterThan(score('/news/'));
      const listing = (await unseen.get('http://delta.test/study/catalog/math/'))!.page;
      let a = m.pageStep(undefined, home);
      a = m.pageStep(m.linkStep(a, home.links.find((l) => l.url.endsWith('/study/'))!), (await unseen.get('http://delta.test/study/'))!.page);
      const course = (await unseen.get('http://delta.test/study/catalog/math/101'))!.page;
      const toCourse = m.linkStep(m.pageStep(undefined, listing), listing.links[0]!);
      expect(m.goalProbability(m.pageStep(toCourse, course))).toBeGreaterThan(0.5);
      expect(m.goalProbability(a)).toBeLessThan(0.5);
    }
    expect(reloaded.linkScore(reloaded.linkStep(reloaded.pageStep(undefined, home), home.links[0]!)))
      .toBeCloseTo(model.linkScore(model.linkStep(model.pageStep(undefined, home), home.links[0]!)), 4);
  });

  it('refuses a model of another kind', () => {
    expect(() => PathCrfModel.load({ kind: 'ordinal' } as never)).toThrow(/not a path-crf model/);
  });
});
