// The crawl store on the database: contexts round-trip exactly, leases are released on load, a page whose write
// the database refuses becomes an error row of its own without losing its group, counters are counted.
import { PrismaCrawlStore } from '../../src/crawl/store-prisma.ts';
import type { PageWrite, NewFrontierRow } from '../../src/crawl/store.ts';
import { describeEachDatabase } from '../support/database.ts';

const origin = 'http://site.test';

function write(path: string, text: string, inserts: NewFrontierRow[] = []): PageWrite {
  return {
    page: {
      institutionId: null, url: `${origin}${path}`, finalUrl: `${origin}${path}`, status: 200, contentType: 'text/html', charset: 'utf-8', etag: null,
      lastModified: null, depth: 1, fetchSeq: 1, title: 'T', text, htmlGz: null, relevance: 0.5, disagreement: null, kind: 'OTHER', saved: true,
      fetchedAt: new Date(), error: null, bytes: 10,
    },
    links: [{ targetUrl: `${origin}/x`, anchorText: 'x', context: { before: ['a'], after: [], ancestors: ['li'] }, position: 0 }],
    inserts,
    outcome: 'DONE',
  };
}

const row = (path: string, priority: number): NewFrontierRow => ({
  url: `${origin}${path}`, host: 'site.test', priority, depth: 2, discoveredFrom: `${origin}/`,
  context: { path: [{ url: `${origin}/`, relevance: 0.25, kind: 'listing' }], anchorText: 'Go', dom: { before: ['x'], after: ['y'], ancestors: ['li', 'ul'] }, position: 3, state: { f: [0.5, 1], w: 'go' } },
});

describeEachDatabase('prisma crawl store', (db) => {
  test('contexts round-trip exactly; leased rows are pending again on load; updates change priority and context', async () => {
    const store = new PrismaCrawlStore(db().prisma);
    const run = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [`${origin}/`], maxPages: 10, maxDepth: 12, options: {}, models: { 'keyword-trees': 3 } });
    expect(await store.runModels(run.id)).toEqual({ 'keyword-trees': 3 });
    await store.addFrontier(run.id, [row('/a', 0.5), row('/b', 0.25)]);
    await store.lease(run.id, [`${origin}/a`], new Date(Date.now() + 60_000));
    expect((await db().prisma.frontierEntry.findFirstOrThrow({ where: { runId: run.id, url: `${origin}/a` } })).state).toBe('LEASED');
    const changed = { ...row('/b', 0.9).context, state: { f: [1], w: 'b' } };
    await store.commit({ runId: run.id, pages: [], updates: [{ url: `${origin}/b`, priority: 0.9, context: changed }], snapshot: { learned: [1, 2] } });
    const loaded = await store.loadFrontier(run.id);
    expect(loaded.pending.map((r) => [r.url, r.priority])).toEqual([[`${origin}/a`, 0.5], [`${origin}/b`, 0.9]]);
    expect(loaded.pending[0]!.context).toEqual(row('/a', 0.5).context);
    expect(loaded.pending[1]!.context).toEqual(changed);
    expect(await store.snapshot(run.id)).toEqual({ learned: [1, 2] });
  });

  test('a page the database refuses is recorded as an error row; the rest of the group is stored; counters are counted', async () => {
    const store = new PrismaCrawlStore(db().prisma);
    const run = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [`${origin}/`], maxPages: 10, maxDepth: 12, options: {}, models: {} });
    await store.addFrontier(run.id, ['/1', '/2', '/3'].map((p) => row(p, 1)));
    // PostgreSQL text cannot hold NUL: this write fails (the crawler strips NUL before it gets here).
    const result = await store.commit({ runId: run.id, pages: [write('/1', 'fine', [row('/4', 0.5)]), write('/2', 'bad \u0000 byte'), write('/3', 'fine too')], updates: [] });
    expect(result.stored).toBe(2);
    expect(result.recorded.map((r) => r.url)).toEqual([`${origin}/2`]);
    const pages = await db().prisma.page.findMany({ where: { runId: run.id }, orderBy: { url: 'asc' } });
    expect(pages.map((p) => [p.url, p.error === null, p.text])).toEqual([[`${origin}/1`, true, 'fine'], [`${origin}/2`, false, null], [`${origin}/3`, true, 'fine too']]);
    const states = await db().prisma.frontierEntry.findMany({ where: { runId: run.id }, orderBy: { url: 'asc' }, select: { url: true, state: true } });
    expect(states.map((s) => s.state)).toEqual(['DONE', 'FAILED', 'DONE', 'PENDING']);
    const counters = await store.counters(run.id);
    expect(counters).toMatchObject({ pagesFetched: 3, errors: 1, pagesSaved: 2 });
    expect((await store.run(run.id))!.errors).toBe(1);
  });
});
