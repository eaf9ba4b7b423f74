// The crawl store on the database: contexts round-trip exactly, leases are released on load, a group's one
// statement keeps the run's counters, a page whose write the database refuses becomes an error row of its own
// without losing its group, counters are counted, a learner's journal keeps its order.
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
  test('contexts round-trip exactly; a one-process run\'s leases go with its next commit and are pending again on load; updates change priority and context', async () => {
    const store = new PrismaCrawlStore(db().prisma);
    const run = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [`${origin}/`], maxPages: 10, maxDepth: 12, options: {}, models: { 'keyword-trees': 3 } });
    expect(await store.runModels(run.id)).toEqual({ 'keyword-trees': 3 });
    await store.addFrontier(run.id, [row('/a', 0.5), row('/b', 0.25)]);
    const stateOf = async (path: string) => (await db().prisma.frontierEntry.findFirstOrThrow({ where: { runId: run.id, url: `${origin}${path}` } })).state;
    await store.lease(run.id, [`${origin}/a`], new Date(Date.now() + 60_000));
    expect(await stateOf('/a')).toBe('PENDING'); // no statement of its own
    const changed = { ...row('/b', 0.9).context, state: { f: [1], w: 'b' } };
    await store.commit({ runId: run.id, pages: [], updates: [{ url: `${origin}/b`, priority: 0.9, context: changed }], snapshot: { learned: [1, 2] } });
    expect(await stateOf('/a')).toBe('LEASED');
    const loaded = await store.loadFrontier(run.id);
    expect(loaded.pending.map((r) => [r.url, r.priority])).toEqual([[`${origin}/a`, 0.5], [`${origin}/b`, 0.9]]);
    expect(loaded.pending[0]!.context).toEqual(row('/a', 0.5).context);
    expect(loaded.pending[1]!.context).toEqual(changed);
    expect(await store.learnerState(run.id)).toEqual({ snapshot: { learned: [1, 2] }, journal: [] });
  });

  test('a learner\'s journal: entries follow the snapshot in commit order, on the fast and the slow path; a snapshot clears them', async () => {
    const store = new PrismaCrawlStore(db().prisma);
    expect(store.keepsJournal).toBe(true);
    expect(new PrismaCrawlStore(db().prisma, { shared: true }).keepsJournal).toBe(false);
    const run = await store.createRun({ institutionId: null, strategy: 'online', seeds: [`${origin}/`], maxPages: 10, maxDepth: 12, options: {}, models: {} });
    await store.addFrontier(run.id, ['/1', '/2', '/3', '/4'].map((p) => row(p, 1)));
    expect(await store.learnerState(run.id)).toBeUndefined();
    await store.commit({ runId: run.id, pages: [write('/1', 'one')], updates: [], snapshot: { seen: ['/1'] } });
    await store.commit({ runId: run.id, pages: [write('/2', 'two')], updates: [], journal: { seen: ['/2'] } });
    // NUL fails the group's statement: each page is written on its own, and the entry with the run's state.
    await store.commit({ runId: run.id, pages: [write('/3', 'bad \u0000'), write('/4', 'four')], updates: [], journal: { seen: ['/3', '/4'] } });
    await store.commit({ runId: run.id, pages: [], updates: [], journal: { n: 4 } });
    expect(await store.learnerState(run.id)).toEqual({ snapshot: { seen: ['/1'] }, journal: [{ seen: ['/2'] }, { seen: ['/3', '/4'] }, { n: 4 }] });
    await store.commit({ runId: run.id, pages: [], updates: [], snapshot: { seen: ['/1', '/2', '/3', '/4'] } });
    await store.commit({ runId: run.id, pages: [], updates: [], journal: { n: 5 } });
    expect(await store.learnerState(run.id)).toEqual({ snapshot: { seen: ['/1', '/2', '/3', '/4'] }, journal: [{ n: 5 }] });
    expect(await db().prisma.learnerJournal.findMany({ where: { runId: run.id }, select: { seq: true } })).toEqual([{ seq: 1 }]);
  });

  test('a shared run\'s lease is written at once: other workers read it', async () => {
    const store = new PrismaCrawlStore(db().prisma, { shared: true });
    const run = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [`${origin}/`], maxPages: 10, maxDepth: 12, options: {}, models: {} });
    await store.addFrontier(run.id, [row('/a', 0.5)]);
    await store.lease(run.id, [`${origin}/a`], new Date(Date.now() + 60_000));
    expect((await db().prisma.frontierEntry.findFirstOrThrow({ where: { runId: run.id, url: `${origin}/a` } })).state).toBe('LEASED');
  });

  test('a group\'s statement adds its pages to the run\'s counters, ends their rows, leases rows being fetched and keeps a raised priority of a link it queues', async () => {
    const store = new PrismaCrawlStore(db().prisma);
    const run = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [`${origin}/`], maxPages: 10, maxDepth: 12, options: {}, models: {} });
    await store.addFrontier(run.id, ['/1', '/2', '/3'].map((p) => row(p, 1)));
    await store.lease(run.id, [`${origin}/1`, `${origin}/3`], new Date(Date.now() + 60_000));
    const failed = write('/1', 'gone');
    failed.page = { ...failed.page, status: 404, saved: false, kind: 'COURSE', bytes: 5 };
    failed.outcome = 'FAILED';
    const raised = { ...row('/4', 0.75).context, state: { f: [2], w: 'up' } };
    await store.commit({ runId: run.id, pages: [failed, write('/2', 'fine', [row('/4', 0.5)])], updates: [{ url: `${origin}/4`, priority: 0.75, context: raised }], harvestCurve: [[2, 1]] });
    const rows = await db().prisma.frontierEntry.findMany({ where: { runId: run.id }, orderBy: { url: 'asc' } });
    expect(rows.map((r) => [r.url.slice(origin.length), r.state, r.priority])).toEqual([['/1', 'FAILED', 1], ['/2', 'DONE', 1], ['/3', 'LEASED', 1], ['/4', 'PENDING', 0.75]]);
    expect(rows[3]!.context).toEqual(raised);
    const stored = (await store.run(run.id))!;
    expect({ fetched: stored.pagesFetched, saved: stored.pagesSaved, course: stored.coursePages, errors: stored.errors, bytes: stored.bytesFetched, curve: stored.harvestCurve })
      .toEqual({ fetched: 2, saved: 1, course: 1, errors: 1, bytes: 15n, curve: [[2, 1]] });
    expect(await store.counters(run.id)).toMatchObject({ pagesFetched: 2, pagesSaved: 1, coursePages: 1, errors: 1 }); // a recount agrees
    // What a resume marks fetched: the final addresses of the pages that answered and the addresses they named as
    // their own, not the failed one's.
    const redirected = write('/3', 'moved');
    redirected.page = { ...redirected.page, finalUrl: `${origin}/3/`, declaredUrls: [`${origin}/node/3`, `${origin}/courses/three`] };
    await store.commit({ runId: run.id, pages: [redirected], updates: [] });
    expect((await store.fetchedAddresses(run.id)).sort()).toEqual([`${origin}/2`, `${origin}/3/`, `${origin}/courses/three`, `${origin}/node/3`]);
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
