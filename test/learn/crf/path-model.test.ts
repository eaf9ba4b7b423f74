import { parseHtml } from '../../../src/parse/html.ts';
import type { PageSource, SourcePage } from '../../../src/learn/page-source.ts';
import { gatherSiteGraph } from '../../../src/learn/site-graph.ts';
import { labelledSequences, stateName } from '../../../src/learn/crf/milestones.ts';
import { trainPathCrf } from '../../../src/learn/crf/train-path-crf.ts';
import { PathCrfModel } from '../../../src/learn/crf/path-model.ts';

/** Small sites in memory: home → academics → catalog → department listing → courses, and news beside. */
function site(host: string, words: { academics: string; catalog: string }): Map<string, string> {
  const base = `http://${host}`;
  const a = (href: string, text: string) => `<li><a href="${base}${href}">${text}</a></li>`;
  const pages = new Map<string, string>();
  const page = (path: string, title: string, body: string) => pages.set(`${base}${path}`, `<html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
  page('/', `${host} University`, `<ul>${a('/news/', 'News')}${a('/about/', 'About us')}${a('/study/', words.academics)}</ul>`);
  page('/news/', 'News', `<ul>${[1, 2, 3].map((i) => a(`/news/${i}`, `Story ${i}`)).join('')}</ul>`);
  for (const i of [1, 2, 3]) page(`/news/${i}`, `Story ${i}`, `<p>Our team won a prize.</p>${a('/news/', 'Back to news')}`);
  page('/about/', 'About us', `<p>History and mission.</p>${a('/', 'Home')}`);
  page('/study/', words.academics, `<ul>${a('/study/catalog/', words.catalog)}${a('/about/', 'About')}</ul>`);
  page('/study/catalog/', words.catalog, `<ul>${['math', 'physics'].map((d) => a(`/study/catalog/${d}/`, `Department of ${d}`)).join('')}</ul>`);
  for (const d of ['math', 'physics']) {
    page(`/study/catalog/${d}/`, `${d} courses`, `<ul>${[101, 201, 301].map((n) => a(`/study/catalog/${d}/${n}`, `${d.toUpperCase()} ${n} Introduction`)).join('')}</ul>`);
    for (const n of [101, 201, 301]) page(`/study/catalog/${d}/${n}`, `${d.toUpperCase()} ${n}`, `<p>Credits: 3. Prerequisites: none. Instructor: Smith. Course description: lectures and exercises.</p>`);
  }
  return pages;
}

function memorySource(pages: Map<string, string>): PageSource {
  return {
    fetched: 0,
    async get(url: string): Promise<SourcePage | undefined> {
      const html = pages.get(url);
      return html === undefined ? undefined : { url, finalUrl: url, page: parseHtml(html, url) };
    },
  };
}

const hosts = [['alpha.test', 'Academics', 'Course catalog'], ['beta.test', 'Study', 'Catalogue'], ['gamma.test', 'Academics', 'Bulletin']] as const;
const pages = new Map(hosts.flatMap(([h, academics, catalog]) => [...site(h, { academics, catalog })]));
const paths = hosts.flatMap(([h]) => ['math', 'physics'].map((d) => [`http://${h}/`, `http://${h}/study/`, `http://${h}/study/catalog/`, `http://${h}/study/catalog/${d}/`, `http://${h}/study/catalog/${d}/101`]));

describe('path-crf model', () => {
  it('labels path pages with milestones read from the graph', async () => {
    const graph = await gatherSiteGraph(paths, memorySource(pages), { isTarget: (u) => /\/\d+$/.test(u) && u.includes('/catalog/') });
    expect(graph.paths).toHaveLength(6);
    const sequences = labelledSequences(graph);
    const path = sequences.find((s) => s.length === 9)!;
    expect(path.map((p) => stateName(p.state))).toEqual(['home-page', 'section-link', 'section-page', 'catalog-link', 'catalog-page', 'listing-link', 'listing-page', 'course-link', 'course-page']);
    // Branches into the news lead nowhere.
    expect(sequences.some((s) => stateName(s.at(-1)!.state) === 'fail-page')).toBe(true);
  });

  it('scores links on the way to course pages above links that lead nowhere, also after a JSON round trip', async () => {
    const graph = await gatherSiteGraph(paths, memorySource(pages), { isTarget: (u) => /\/\d+$/.test(u) && u.includes('/catalog/') });
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
