// A CrawlWorker in this process serves an enqueued run to its end, on each database kind (the embedded one too).
import { CrawlWorker } from '../../../src/crawl/workers/worker.ts';
import { enqueueCrawl } from '../../../src/crawl/workers/runs.ts';
import { workersPresent } from '../../../src/crawl/workers/registry.ts';
import { allowedPaths, departmentSites } from '../../../sitefarm/departments.ts';
import { startSitefarm, type Sitefarm } from '../../../sitefarm/server.ts';
import { describeEachDatabase } from '../../support/database.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(departmentSites({ hosts: 3, coursesPerHost: 8 })); });
afterAll(() => farm.stop());

/** Polls until check holds; the test's timeout, not a clock here, bounds it (a busy machine is slow, not wrong). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

describeEachDatabase('crawl worker', (db) => {
  test('serves an enqueued run until its frontier is empty, then releases its hosts and deregisters', async () => {
    const prisma = db().prisma;
    const run = await enqueueCrawl(prisma, { seeds: farm.sites.map((s) => s.rootUrl), strategy: 'bfs', maxPages: 1000, delayMs: 0, allowPrivateNetwork: true });
    expect(run.status).toBe('QUEUED');
    expect(await prisma.frontierEntry.count({ where: { runId: run.id } })).toBe(3);
    const controller = new AbortController();
    const lines: string[] = [];
    const worker = new CrawlWorker(prisma, { concurrency: 2, leaseMs: 3000, pollMs: 50, signal: controller.signal, log: (l) => lines.push(l) });
    const done = worker.run();
    await until(async () => (await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } })).status === 'SUCCEEDED');
    expect(await workersPresent(prisma)).toBe(true);
    controller.abort();
    const summary = await done;
    const expected = farm.sites.flatMap((s) => allowedPaths(s).map((p) => `${s.baseUrls.www}${p}`)).sort();
    const pages = await prisma.page.findMany({ where: { runId: run.id }, select: { url: true } });
    expect(pages.map((p) => p.url).sort()).toEqual(expected);
    expect(summary.fetched).toBe(expected.length);
    expect(summary.runs).toEqual([run.id]);
    expect(await prisma.frontierEntry.count({ where: { runId: run.id, state: 'PENDING' } })).toBe(0);
    expect(await prisma.frontierEntry.count({ where: { runId: run.id, state: 'SKIPPED' } })).toBe(3); // robots.txt forbids /private/
    expect(await prisma.hostLease.count({ where: { workerId: { not: null } } })).toBe(0);
    const row = await prisma.worker.findUniqueOrThrow({ where: { id: worker.id } });
    expect(row.stoppedAt).not.toBeNull();
    expect(row.fetched).toBe(expected.length);
    expect(await workersPresent(prisma)).toBe(false);
    expect(lines.some((l) => l.includes(`run ${run.id}: finished`))).toBe(true);
  });

  test('a cancelled run is no longer served, and a run whose budget is spent ends', async () => {
    const prisma = db().prisma;
    const cancelled = await enqueueCrawl(prisma, { seeds: [farm.sites[0]!.rootUrl], strategy: 'bfs', maxPages: 1000, delayMs: 0, allowPrivateNetwork: true });
    await prisma.crawlRun.update({ where: { id: cancelled.id }, data: { status: 'CANCELLED' } });
    const budget = await enqueueCrawl(prisma, { seeds: [farm.sites[1]!.rootUrl], strategy: 'bfs', maxPages: 5, delayMs: 0, allowPrivateNetwork: true });
    const controller = new AbortController();
    const done = new CrawlWorker(prisma, { concurrency: 2, leaseMs: 3000, pollMs: 50, signal: controller.signal }).run();
    await until(async () => (await prisma.crawlRun.findUniqueOrThrow({ where: { id: budget.id } })).status === 'SUCCEEDED');
    controller.abort();
    await done;
    expect(await prisma.page.count({ where: { runId: cancelled.id } })).toBe(0);
    const pages = await prisma.page.count({ where: { runId: budget.id } });
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(pages).toBeLessThanOrEqual(5 + 2); // fetches already in flight when the budget ran out are kept
  });
});
