import { runCrawl } from '../../src/crawl/run.ts';
import { buildReport } from '../../src/crawl/report.ts';
import { Semaphore } from '../../src/crawl/semaphore.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { scoreCrawl } from '../../sitefarm/score.ts';
import { describeEachDatabase } from '../support/database.ts';
import { startProxy } from '../support/proxy.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('crawler', (db) => {
  test('never fetches what robots.txt disallows, and honours Crawl-delay (measured from fetch times)', async () => {
    const site = farm.site('jsonld-courses'); // robots.txt: Disallow lines for course pages, Crawl-delay: 0.05
    const truth = siteTruth(site);
    const before = farm.requests.length;
    const outcome = await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'keyword', maxPages: 150, allowPrivateNetwork: true, delayMs: 0 });
    const served = farm.requests.slice(before).filter((r) => r.site === site.id && r.path !== '/robots.txt');
    expect(served.length).toBeGreaterThan(100);
    for (const r of served) expect(truth.isDisallowed(`${site.baseUrls[r.origin]}${r.path}`)).toBe(false);
    const report = await buildReport(db().prisma, outcome.runId);
    // The report's fetch times (taken as each request goes out) are at least the Crawl-delay apart.
    const times = report.fetches.map((f) => Date.parse(f.fetchedAt));
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    // (Receipt times at the server are not checked: on a busy machine they are logged late and bunch up.)
    expect(scoreCrawl(truth, report.fetches).robotsViolations).toBe(0);
  });

  test('a redirect into a disallowed URL is not followed', async () => {
    const site = farm.site('acalog'); // listings link to preview_course.php, which redirects to the (sometimes disallowed) course page
    const truth = siteTruth(site);
    const before = farm.requests.length;
    const outcome = await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'keyword', maxPages: 1200, allowPrivateNetwork: true, delayMs: 0 });
    const served = farm.requests.slice(before).filter((r) => r.site === site.id);
    expect(served.filter((r) => truth.isDisallowed(`${site.baseUrls[r.origin]}${r.path}`))).toEqual([]);
    const report = await buildReport(db().prisma, outcome.runId);
    expect(report.fetches.some((f) => /robots\.txt disallows/.test(f.error ?? ''))).toBe(true);
    expect(scoreCrawl(truth, report.fetches).robotsViolations).toBe(0);
  });

  test('the report lists every fetch in order, failures included, with final URLs after redirects', async () => {
    const site = farm.site('acalog');
    const outcome = await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'bfs', maxPages: 120, allowPrivateNetwork: true, delayMs: 0 });
    const report = await buildReport(db().prisma, outcome.runId);
    expect(report.runId).toBe(outcome.runId);
    expect(report.strategy).toBe('bfs');
    expect(report.fetches).toHaveLength(120);
    const times = report.fetches.map((f) => Date.parse(f.fetchedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(report.fetches.some((f) => f.status === 500)).toBe(true);
    expect(report.fetches.some((f) => f.url !== f.finalUrl)).toBe(true);
    for (const f of report.fetches) {
      expect(['course', 'listing', 'other', null]).toContain(f.kind);
      expect(f.url).not.toMatch(/utm_|jsessionid|sid=/);
    }
    const run = await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: outcome.runId } });
    expect(run.status).toBe('SUCCEEDED');
    expect(run.pagesFetched).toBe(120);
    expect((run.harvestCurve as unknown[]).length).toBeGreaterThan(5);
  });

  test('traps: the endless calendar is cut off by the depth guard', async () => {
    const site = farm.site('ja-sjis-inline');
    const outcome = await runCrawl(db().prisma, { seeds: [`${site.rootUrl}events/calendar?month=2026-11`], strategy: 'bfs', maxPages: 400, allowPrivateNetwork: true, delayMs: 0 });
    const report = await buildReport(db().prisma, outcome.runId);
    const months = new Set(report.fetches.map((f) => /month=(\d{4}-\d{2})/.exec(f.url)?.[1]).filter(Boolean));
    expect(months.size).toBeLessThanOrEqual(2 * 12 + 1);
    expect(report.fetches.length).toBeLessThan(400); // the crawl ends on its own
  });

  test('stays inside the institution hosts', async () => {
    const site = farm.site('separate-host');
    // Scope is host and port: the catalog (another port of the same host name) is in scope because the
    // institution lists it, and only then.
    const seedOnly = await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'keyword', maxPages: 200, allowPrivateNetwork: true, delayMs: 0 });
    const seedOnlyReport = await buildReport(db().prisma, seedOnly.runId);
    expect(seedOnlyReport.fetches.some((f) => f.url.startsWith(site.baseUrls.catalog!))).toBe(false);
    const institution = await db().prisma.institution.create({
      data: { name: 'Separate host', rootUrls: [site.rootUrl], hosts: [new URL(site.rootUrl).host, new URL(site.baseUrls.catalog!).host] },
    });
    const outcome = await runCrawl(db().prisma, { seeds: [site.rootUrl], institutionId: institution.id, strategy: 'keyword', maxPages: 200, allowPrivateNetwork: true, delayMs: 0 });
    const report = await buildReport(db().prisma, outcome.runId);
    for (const f of report.fetches) expect(new URL(f.url).hostname).toBe('127.0.0.1');
    expect(report.fetches.some((f) => f.url.startsWith(site.baseUrls.catalog!))).toBe(true);
  });

  test('refuses the loopback sitefarm without --allow-private-network', async () => {
    const before = farm.requests.length;
    const outcome = await runCrawl(db().prisma, { seeds: [farm.site('acalog').rootUrl], strategy: 'bfs', maxPages: 5, delayMs: 0 });
    const report = await buildReport(db().prisma, outcome.runId);
    expect(report.fetches).toHaveLength(0); // robots.txt could not be fetched either: nothing is crawled
    expect(farm.requests.slice(before)).toEqual([]); // not one request reached the site
  });

  test('with a proxy, every request, robots.txt included, goes through it', async () => {
    const proxy = await startProxy();
    const site = farm.site('syllabus-eucjp');
    const before = farm.requests.length;
    await runCrawl(db().prisma, { seeds: [site.rootUrl], strategy: 'bfs', maxPages: 20, allowPrivateNetwork: true, delayMs: 0, proxy: proxy.url, concurrency: new Semaphore(2) });
    const served = farm.requests.slice(before).filter((r) => r.site === site.id);
    expect(served.some((r) => r.path === '/robots.txt')).toBe(true);
    // CONNECT tunnels: one per connection, all to the site's origin.
    expect(proxy.targets.length).toBeGreaterThan(0);
    expect(proxy.targets.every((t) => t.startsWith(new URL(site.rootUrl).host))).toBe(true);
    await proxy.stop();
  });
});
