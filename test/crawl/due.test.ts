import { crawlDue, dueInstitutions } from '../../src/crawl/due.ts';
import { failStaleRuns } from '../../src/crawl/recovery.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { describeEachDatabase } from '../support/database.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('the crawl job', (db) => {
  test('crawls institutions that are due, two at once, and not those crawled recently', async () => {
    const prisma = db().prisma;
    const [a, b] = [farm.site('syllabus-eucjp'), farm.site('ja-sjis-inline')];
    const ia = await prisma.institution.create({ data: { name: a.institution, rootUrls: [a.rootUrl], hosts: ['127.0.0.1'] } });
    const ib = await prisma.institution.create({ data: { name: b.institution, rootUrls: [b.rootUrl], hosts: ['127.0.0.1'] } });
    await prisma.institution.create({ data: { name: 'Fresh U', rootUrls: ['http://127.0.0.1:9/'], hosts: ['127.0.0.1'], lastCrawledAt: new Date() } });
    expect(await dueInstitutions(prisma)).toEqual([ia.id, ib.id]);
    const outcomes = await crawlDue(prisma, { strategy: 'keyword', maxPages: 30, parallel: 2, allowPrivateNetwork: true, delayMs: 0 });
    expect(outcomes.map((o) => o.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await dueInstitutions(prisma)).toEqual([]);
    const pages = await prisma.page.groupBy({ by: ['institutionId'], _count: true });
    expect(pages.map((p) => p.institutionId).sort()).toEqual([ia.id, ib.id].sort());
  });

  test("a scheduled crawl keeps the scope of the institution's latest run", async () => {
    const prisma = db().prisma;
    const site = farm.site('syllabus-eucjp');
    const wide = await prisma.institution.create({ data: { name: 'Wide U', rootUrls: [site.rootUrl], hosts: ['127.0.0.1'] } });
    const plain = await prisma.institution.create({ data: { name: 'Plain U', rootUrls: [site.rootUrl], hosts: ['127.0.0.1'] } });
    // Wide U was last crawled with a domain scope, long ago; Plain U never.
    await prisma.crawlRun.create({ data: { institutionId: wide.id, strategy: 'bfs', seeds: [site.rootUrl], maxPages: 1, status: 'SUCCEEDED', options: { scope: 'domain' } } });
    await crawlDue(prisma, { strategy: 'bfs', maxPages: 3, parallel: 1, allowPrivateNetwork: true, delayMs: 0 });
    const latest = async (institutionId: number) => (await prisma.crawlRun.findFirstOrThrow({ where: { institutionId }, orderBy: { id: 'desc' } })).options as { scope?: string };
    expect((await latest(wide.id)).scope).toBe('domain');
    expect((await latest(plain.id)).scope).toBe('hosts');
  });

  test('a run whose process died is marked interrupted, then resumed by the next job', async () => {
    const prisma = db().prisma;
    const site = farm.site('uk-modules');
    const run = await prisma.crawlRun.create({
      data: { strategy: 'bfs', seeds: [site.rootUrl], maxPages: 10, status: 'RUNNING', startedAt: new Date(Date.now() - 3_600_000), heartbeatAt: new Date(Date.now() - 3_600_000) },
    });
    expect(await failStaleRuns(prisma, 60_000)).toEqual([run.id]);
    const outcomes = await crawlDue(prisma, { strategy: 'bfs', maxPages: 10, parallel: 1, allowPrivateNetwork: true, delayMs: 0 });
    expect(outcomes.find((o) => o.runId === run.id)?.status).toBe('SUCCEEDED');
    expect(await prisma.page.count({ where: { runId: run.id } })).toBe(10);
  });
});
