import { PatternYield, RepeatTracker, forest, urlPattern } from '../../src/strategies/forest.ts';
import { defaultStrategy } from '../../src/strategies/registry.ts';
import { Crawler } from '../../src/crawl/crawler.ts';
import { PrismaCrawlStore } from '../../src/crawl/store-prisma.ts';
import { Fetcher } from '../../src/crawl/fetcher.ts';
import { Semaphore } from '../../src/crawl/semaphore.ts';
import { buildReport } from '../../src/crawl/report.ts';
import { runCrawl } from '../../src/crawl/run.ts';
import { priorityOf, seedContext, type CrawlStrategy, type Judgement, type LinkContext, type PageContext } from '../../src/strategies/strategy.ts';
import { parseHtml, type ParsedPage } from '../../src/parse/html.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { describeEachDatabase } from '../support/database.ts';

describe('repeat tracking', () => {
  test('anchor texts whose links keep leading to copies of their page are demoted after two repeats', () => {
    const r = new RepeatTracker();
    // A page is remembered when judged; the link that led to it learns what it led to in feedback.
    const fetched = (url: string, parent: string | undefined, anchor: string | undefined, terms: string[]) => {
      r.remember(url, terms);
      return r.linkLedTo(url, parent, anchor);
    };
    const course = ['cse', '#3', 'program', 'credit', 'instructor', 'smith', 'prerequisit', 'none', 'fall', 'lectur'];
    expect(fetched('/c1', undefined, undefined, course)).toBe(false);
    expect(fetched('/c1/print', '/c1', 'Print-friendly  version', course.slice(1))).toBe(true);
    expect(r.factor('print-friendly version')).toBe(1);
    fetched('/c2', '/list', 'CSE 102', ['other', 'words']);
    fetched('/c2/print', '/c2', 'Print-friendly version', ['other', 'words']);
    expect(r.factor('Print-friendly version')).toBeLessThan(1);
    expect(r.factor('CSE 103')).toBe(1);
    // A page with new content is no repeat; nor is a page never remembered.
    expect(fetched('/c3', '/c2', 'Next', ['entirely', 'new', 'content', 'here'])).toBe(false);
    expect(r.linkLedTo('/c2/print/unseen', '/c2', 'Print-friendly version')).toBe(false);
  });

  test('a tracker restored from its JSON remembers the same pages, forgets the oldest first, and writes the same JSON', () => {
    const r = new RepeatTracker();
    for (let i = 0; i < 2005; i++) r.remember(`/p${i}`, ['shared', `own${i}`]);
    r.remember('/p10', ['changed']);
    const json = r.toJSON();
    expect(json.recent).toHaveLength(2000);
    expect(json.recent[0]).toEqual(['/p5', 'shared\nown5']);
    expect(json.recent.find(([url]) => url === '/p10')).toEqual(['/p10', 'changed']);
    const back = RepeatTracker.load(JSON.parse(JSON.stringify(json)));
    expect(back.toJSON()).toEqual(json);
    back.remember('/q', ['shared', 'own2004']);
    expect(back.linkLedTo('/q', '/p2004', 'Print')).toBe(true);
  });

  test('a tracker and pattern yields restored from a snapshot and the journal after it hold what the live ones do', () => {
    const r = new RepeatTracker();
    const y = new PatternYield();
    for (let i = 0; i < 1500; i++) r.remember(`/p${i}`, ['shared', `own${i}`]);
    y.fetched('http://u.test/a/1', false);
    const [json, yields] = [JSON.parse(JSON.stringify(r.toJSON())), JSON.parse(JSON.stringify(y.toJSON()))];
    const entries: [unknown, unknown][] = [];
    // Past the 2,000 remembered: replayed, the entries forget the same oldest pages.
    for (let i = 1500; i < 2600; i++) {
      r.remember(`/p${i % 2100}`, ['shared', `again${i}`]);
      r.linkLedTo(`/p${i % 2100}`, `/p${i % 2100}`, i % 2 ? 'Print' : 'Text only');
      y.fetched(`http://u.test/a/${i}`, i % 5 === 0);
      if (i % 100 === 0) entries.push(JSON.parse(JSON.stringify([r.journal(), y.journal()])));
    }
    entries.push(JSON.parse(JSON.stringify([r.journal(), y.journal()])));
    const back = RepeatTracker.load(json);
    const backYields = PatternYield.load(yields);
    for (const [tracked, counted] of entries) {
      back.replay(tracked as never);
      backYields.replay(counted as never);
    }
    expect(back.toJSON()).toEqual(r.toJSON());
    expect(backYields.toJSON()).toEqual(y.toJSON());
    expect(back.factor('Print')).toBe(r.factor('Print'));
    expect(r.journal()).toEqual({ remembered: [], repeatsByAnchor: [] });
  });

  test('URL patterns that keep yielding no course page are demoted; those with course pages below are not', () => {
    expect(urlPattern('http://u.test/events/calendar?month=2026-11&day=3')).toBe(urlPattern('http://u.test/events/calendar?day=17&month=2027-01'));
    expect(urlPattern('http://u.test/news/2024/article-13.html')).toBe('u.test/news/#/article-#.html');
    const y = new PatternYield();
    for (let m = 1; m <= 8; m++) {
      y.fetched(`http://u.test/events/calendar?month=2026-${m}`, false);
      y.fetched(`http://u.test/catalog/list?dept=${m}`, false);
      y.fetched(`http://u.test/catalog/course?id=${m}`, true);
      y.ledToTarget(`http://u.test/catalog/list?dept=${m}`);
    }
    expect(y.factor('http://u.test/events/calendar?month=2027-01')).toBeLessThan(1);
    expect(y.factor('http://u.test/catalog/list?dept=99')).toBe(1); // its pages lead to course pages
    expect(y.factor('http://u.test/catalog/course?id=99')).toBe(1);
    expect(y.factor('http://u.test/never/seen')).toBe(1);
  });

  test('feedback, not judge, learns which anchor texts lead to copies of the page they are on', () => {
    const strategy = forest.create({});
    const body = '<p>CSE 101 Programming. Credits: 3. Instructor: Smith. Prerequisites: none. Fall lectures.</p><a href="/print">Print version</a>';
    let fetches = 0;
    type Visited = { url: string; judgement: Judgement; page: ParsedPage; ctx: PageContext };
    const visit = (url: string, parent?: Visited, feedback = true): Visited => {
      const page = parseHtml(`<title>CSE 101</title>${body}`, url);
      const link: LinkContext = parent
        ? { path: [{ url: parent.url, relevance: parent.judgement.relevance, kind: parent.judgement.kind }], anchorText: 'Print version', dom: { before: [], after: [], ancestors: [] }, position: 0 }
        : seedContext();
      const ctx: PageContext = { runId: 1, depth: parent ? 1 : 0, path: parent ? [parent.url, url] : [url], anchorText: parent ? link.anchorText : undefined, parent: parent?.judgement, fetches: ++fetches, linkScore: parent ? 0.5 : undefined, link };
      const judgement = strategy.judge(page, ctx);
      if (parent && feedback) strategy.feedback!(judgement, link, page, ctx);
      return { url, judgement, page, ctx };
    };
    const printLinkPriority = (on: Visited) => priorityOf(strategy.prioritize(on.page, on.judgement, on.page.links, on.ctx)[0]!);
    // Two print views judged without feedback: nothing learned.
    for (const name of ['a', 'b']) visit(`http://u.test/${name}/print`, visit(`http://u.test/${name}`), false);
    expect(printLinkPriority(visit('http://u.test/c'))).toBeGreaterThanOrEqual(0);
    // Two with feedback: "Print version" links now rank below every link that is not demoted.
    for (const name of ['d', 'e']) visit(`http://u.test/${name}/print`, visit(`http://u.test/${name}`));
    expect(printLinkPriority(visit('http://u.test/f'))).toBeLessThan(0);
  });

  test('a URL pattern is barren by the verdicts given in feedback (a critic\'s), not by the page regressor\'s own', () => {
    // Japanese syllabus pages, one per code: the shipped page regressor (trained on English sites) scores them
    // low; a critic that reads their course records calls them course pages.
    const crawlWithVerdict = (kind: 'course' | 'other') => {
      const strategy = forest.create({});
      const list = parseHtml(`<title>講義一覧</title>${Array.from({ length: 10 }, (_, i) => `<a href="/view?code=PHY${100 + i}">物理学${i}</a>`).join('')}`, 'http://u.test/list');
      const listCtx: PageContext = { runId: 1, depth: 0, path: ['http://u.test/list'], anchorText: undefined, parent: undefined, fetches: 1, linkScore: undefined, link: seedContext() };
      const listJudgement = strategy.judge(list, listCtx);
      for (let i = 0; i < 8; i++) {
        const url = `http://u.test/view?code=PHY${100 + i}`;
        const page = parseHtml(`<title>物理学${i}</title><table><tr><th>授業科目名</th><td>物理学${i}</td></tr><tr><th>担当教員</th><td>山田</td></tr><tr><th>単位数</th><td>2</td></tr></table>`, url);
        const link: LinkContext = { path: [{ url: list.url, relevance: listJudgement.relevance, kind: listJudgement.kind }], anchorText: `物理学${i}`, dom: { before: [], after: [], ancestors: [] }, position: i };
        const ctx: PageContext = { runId: 1, depth: 1, path: [list.url, url], anchorText: link.anchorText, parent: listJudgement, fetches: i + 2, linkScore: 0.5, link };
        const own = strategy.judge(page, ctx);
        expect(own.kind).toBe('other'); // the regressor alone does not see a course page here
        strategy.feedback!(kind === 'course' ? { relevance: 1, kind: 'course' } : own, link, page, ctx);
      }
      const rest = strategy.prioritize(list, listJudgement, list.links.slice(8), listCtx).map(priorityOf);
      return Math.min(...rest);
    };
    expect(crawlWithVerdict('course')).toBeGreaterThanOrEqual(0);
    expect(crawlWithVerdict('other')).toBeLessThan(0);
  });

  test('the forest strategy loads the shipped model and scores pages and links in 0..1', () => {
    const strategy = forest.create({});
    const page = parseHtml('<title>CSE 101 Programming</title><p>Credits: 3</p><a href="/courses/cse/102.html">CSE 102 Data structures</a><a href="/news/">News</a>', 'http://u.test/courses/cse/101.html');
    const ctx = { runId: 1, depth: 2, path: ['http://u.test/', 'http://u.test/courses/cse/101.html'], anchorText: 'CSE 101', parent: undefined, fetches: 3, linkScore: 0.9, link: seedContext() };
    const j = strategy.judge(page, ctx);
    expect(j.relevance).toBeGreaterThanOrEqual(0);
    expect(j.relevance).toBeLessThanOrEqual(1);
    expect(j.disagreement).toBeCloseTo(Math.abs(j.relevance - 0.9), 9);
    const scores = strategy.prioritize(page, j, page.links, ctx).map(priorityOf);
    expect(scores).toHaveLength(2);
    expect(scores[0]).toBeGreaterThan(scores[1]!); // the course link over the news link
  });
});

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('forest crawls', (db) => {
  test('a forest crawl without a model in the database uses the shipped model; a crawl without a strategy, the default', async () => {
    const site = farm.site('uk-modules');
    const outcome = await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'forest', maxPages: 30, allowPrivateNetwork: true, delayMs: 0 });
    expect(outcome).toMatchObject({ strategy: 'forest', status: 'SUCCEEDED' });
    const pages = await db().prisma.page.findMany({ where: { runId: outcome.runId, status: 200 } });
    expect(pages.length).toBeGreaterThan(20);
    // Saved pages are those the page regressor puts at or above the model's threshold (0.85).
    for (const p of pages) expect(p.saved).toBe(p.relevance! >= 0.85);

    // A lower threshold saves (and calls course pages) more.
    const lenient = await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'forest', maxPages: 30, allowPrivateNetwork: true, delayMs: 0, saveThreshold: 0.3 });
    const lenientPages = await db().prisma.page.findMany({ where: { runId: lenient.runId, status: 200 } });
    for (const p of lenientPages) {
      expect(p.saved).toBe(p.relevance! >= 0.3);
      expect(p.kind === 'COURSE').toBe(p.relevance! >= 0.3);
    }
    expect(lenientPages.filter((p) => p.saved).length).toBeGreaterThan(pages.filter((p) => p.saved).length);
    await expect(runCrawl(db().prisma, { seeds: [site.rootUrl], saveThreshold: 2 })).rejects.toThrow(/between 0 and 1/);
    const byDefault = await runCrawl(db().prisma, { seeds: [site.rootUrl], maxPages: 5, allowPrivateNetwork: true, delayMs: 0 });
    expect(byDefault).toMatchObject({ strategy: defaultStrategy, status: 'SUCCEEDED' });
  });
});

describeEachDatabase('focus across hosts', (db) => {
  // A strategy that prefers every link on the catalog host: with a focus margin, the idle www host waits.
  const focused = (catalog: string, margin: number | undefined): CrawlStrategy => ({
    name: 'test', focusMargin: margin,
    judge: () => ({ relevance: 0, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map((l) => (l.url.startsWith(catalog) ? 1 : 0)),
  });

  test('with a focus margin the idle host waits; without, it spends fetches on links scored far lower', async () => {
    const between = async (margin: number | undefined) => {
      const site = farm.site('separate-host');
      const catalog = site.baseUrls.catalog!;
      const run = await db().prisma.crawlRun.create({ data: { strategy: 'test', seeds: [site.rootUrl], maxPages: 60 } });
      const fetcher = new Fetcher({ allowPrivateNetwork: true });
      const hosts = new Set([new URL(site.rootUrl).host, new URL(catalog).host]);
      const crawler = new Crawler(new PrismaCrawlStore(db().prisma), fetcher, focused(catalog, margin), {
        runId: run.id, institutionId: null, maxPages: 60, hosts, concurrency: new Semaphore(4), defaultDelayMs: 0, connectionsPerHost: 1,
      });
      await crawler.prepare([site.rootUrl]);
      await crawler.run();
      await fetcher.close();
      const fetches = (await buildReport(db().prisma, run.id)).fetches.map((f) => f.url);
      const firstCatalog = fetches.findIndex((u) => u.startsWith(catalog));
      const lastCatalog = fetches.findLastIndex((u) => u.startsWith(catalog));
      expect(firstCatalog).toBeGreaterThan(0);
      // Between the first and last catalog fetch, how many went to www although catalog links were waiting.
      const wwwBetween = fetches.slice(firstCatalog, lastCatalog).filter((u) => !u.startsWith(catalog)).length;
      return wwwBetween;
    };
    // Without a margin about half the fetches go to www; with one, only while the catalog's next links are
    // still in flight (none pending anywhere else).
    expect(await between(undefined)).toBeGreaterThan(15);
    expect(await between(0.5)).toBeLessThanOrEqual(3);
  });
});
