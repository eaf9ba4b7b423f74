// Counters of a run many workers serve: each worker's tally reaches the run's row when it flushes; a run that has
// finished is recounted from its pages instead of taking a tally it already counted; the recount that finishes a
// run counts pages whose tally was lost with a killed worker.
import { PrismaCrawlStore } from '../../src/crawl/store-prisma.ts';
import type { PageWrite } from '../../src/crawl/store.ts';
import { finishIfDone } from '../../src/crawl/workers/runs.ts';
import { describeEachDatabase } from '../support/database.ts';

const origin = 'http://site.test';

function write(path: string, kind: 'COURSE' | 'LISTING' | 'OTHER', status = 200): PageWrite {
  return {
    page: {
      institutionId: null, url: `${origin}${path}`, finalUrl: `${origin}${path}`, status, contentType: 'text/html', charset: null, etag: null,
      lastModified: null, depth: 1, fetchSeq: 1, title: null, text: 'x', htmlGz: null, relevance: 0.9, disagreement: null, kind, saved: kind === 'COURSE',
      fetchedAt: new Date(), error: null, bytes: 100,
    },
    links: [],
    inserts: [],
    outcome: status < 400 ? 'DONE' : 'FAILED',
  };
}

describeEachDatabase('run counters of shared runs', (db) => {
  test('tallies reach the run row when flushed, not with each commit; curve and snapshot go with them', async () => {
    const prisma = db().prisma;
    const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 100, distributed: true, status: 'RUNNING' } });
    const one = new PrismaCrawlStore(prisma, { shared: true });
    const two = new PrismaCrawlStore(prisma, { shared: true });
    await one.commit({ runId: run.id, pages: [write('/1', 'COURSE'), write('/2', 'LISTING')], updates: [], harvestCurve: [[1, 1]], snapshot: { seen: 2 } });
    await two.commit({ runId: run.id, pages: [write('/3', 'OTHER', 404), write('/1', 'COURSE')], updates: [] }); // /1: the other worker's
    expect((await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } })).pagesFetched).toBe(0);
    expect((await one.flushTallies()).get(run.id)).toEqual({ id: run.id, status: 'RUNNING', pagesFetched: 2, maxPages: 100 }); // what the worker needs each round
    await two.flushTallies();
    const row = await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(row).toMatchObject({ pagesFetched: 3, coursePages: 1, listingPages: 1, pagesSaved: 1, errors: 1, harvestCurve: [[1, 1]], learnerState: { seen: 2 } });
    expect(row.bytesFetched).toBe(300n);
    expect(await one.counters(run.id)).toMatchObject({ pagesFetched: 3, errors: 1 });
    await one.flushTallies(); // nothing new: nothing added
    expect((await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } })).pagesFetched).toBe(3);
  });

  test('finishing recounts: a tally lost with its worker counts, and a tally flushed after the end is not added twice', async () => {
    const prisma = db().prisma;
    const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 100, distributed: true, status: 'RUNNING' } });
    const killed = new PrismaCrawlStore(prisma, { shared: true });
    const late = new PrismaCrawlStore(prisma, { shared: true });
    await killed.commit({ runId: run.id, pages: [write('/1', 'COURSE')], updates: [] }); // never flushed
    await late.commit({ runId: run.id, pages: [write('/2', 'OTHER')], updates: [] }); // flushed after the run ended
    expect(await finishIfDone(prisma, run.id)).toBe(true);
    expect(await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ status: 'SUCCEEDED', pagesFetched: 2, coursePages: 1 });
    expect((await late.flushTallies()).size).toBe(0); // a finished run is recounted, not answered
    expect(await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ pagesFetched: 2, coursePages: 1 });
  });

  test('a run is not finished while a row is pending or leased', async () => {
    const prisma = db().prisma;
    const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 100, distributed: true, status: 'RUNNING' } });
    await prisma.frontierEntry.create({ data: { runId: run.id, url: `${origin}/x`, host: 'site.test', priority: 1, depth: 0, state: 'LEASED' } });
    expect(await finishIfDone(prisma, run.id)).toBe(false);
    expect((await prisma.crawlRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe('RUNNING');
  });
});
