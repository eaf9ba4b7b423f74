// A group of pages in one statement: every column round-trips (bytes, times, link contexts), new frontier rows go
// in only for pages stored, and a shared run skips a page already stored and gives new hosts their lease rows.
import zlib from 'node:zlib';
import { writePages } from '../../src/crawl/page-writes.ts';
import type { NewFrontierRow, PageWrite } from '../../src/crawl/store.ts';
import { seedContext } from '../../src/strategies/strategy.ts';
import { describeEachDatabase } from '../support/database.ts';

const origin = 'http://site.test';

function write(path: string, options: { text?: string; inserts?: NewFrontierRow[]; outcome?: 'DONE' | 'FAILED'; error?: string } = {}): PageWrite {
  return {
    page: {
      institutionId: null, url: `${origin}${path}`, finalUrl: `${origin}${path}?final`, status: options.error ? 500 : 200, contentType: 'text/html', charset: 'utf-8',
      etag: '"e1"', lastModified: null, depth: 2, fetchSeq: 7, title: `Title ${path}`, text: options.text ?? `text of ${path} — ünïcode`,
      htmlGz: new Uint8Array(zlib.gzipSync(Buffer.from(`<p>${path}</p>`))), relevance: 0.75, disagreement: null, kind: 'COURSE', saved: true,
      fetchedAt: new Date('2026-03-04T05:06:07.089Z'), error: options.error ?? null, bytes: 10,
    },
    links: [
      { targetUrl: `${origin}/x`, anchorText: 'x "quoted" \\ back', context: { before: ['a'], after: [], ancestors: ['li'] }, position: 0 },
      { targetUrl: `${origin}/y`, anchorText: '', context: { before: [], after: ['b'], ancestors: [] }, position: 1 },
    ],
    inserts: options.inserts ?? [],
    outcome: options.outcome ?? 'DONE',
  };
}

const row = (url: string): NewFrontierRow => ({ url, host: new URL(url).host, priority: 0.5, depth: 3, discoveredFrom: `${origin}/a`, context: { ...seedContext(), anchorText: 'go' } });

describeEachDatabase('page writes', (db) => {
  test('one statement stores pages, links and new frontier rows, and ends the pages\' own rows', async () => {
    const prisma = db().prisma;
    const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 10 } });
    await prisma.frontierEntry.createMany({ data: ['/a', '/b'].map((p) => ({ runId: run.id, url: `${origin}${p}`, host: 'site.test', priority: 1, depth: 2, state: 'LEASED' as const })) });
    const stored = await writePages(prisma, run.id, [write('/a', { inserts: [row(`${origin}/c`)] }), write('/b', { outcome: 'FAILED', error: 'HTTP 500' })], false);
    expect([...stored].sort()).toEqual([`${origin}/a`, `${origin}/b`]);
    const page = await prisma.page.findFirstOrThrow({ where: { runId: run.id, url: `${origin}/a` }, include: { outLinks: { orderBy: { position: 'asc' } } } });
    expect(zlib.gunzipSync(page.htmlGz!).toString()).toBe('<p>/a</p>');
    expect(page.fetchedAt.toISOString()).toBe('2026-03-04T05:06:07.089Z');
    expect(page).toMatchObject({ finalUrl: `${origin}/a?final`, status: 200, etag: '"e1"', lastModified: null, depth: 2, fetchSeq: 7, text: 'text of /a — ünïcode', relevance: 0.75, kind: 'COURSE', saved: true, error: null });
    expect(page.outLinks.map((l) => [l.targetUrl, l.anchorText, l.context])).toEqual([
      [`${origin}/x`, 'x "quoted" \\ back', { before: ['a'], after: [], ancestors: ['li'] }], [`${origin}/y`, '', { before: [], after: ['b'], ancestors: [] }],
    ]);
    const states = await prisma.frontierEntry.findMany({ where: { runId: run.id }, orderBy: { url: 'asc' }, select: { url: true, state: true, attempts: true, context: true } });
    expect(states.map((s) => [s.url, s.state, s.attempts])).toEqual([[`${origin}/a`, 'DONE', 1], [`${origin}/b`, 'FAILED', 1], [`${origin}/c`, 'PENDING', 0]]);
    expect(states[2]!.context).toEqual(row(`${origin}/c`).context);
    expect(await prisma.hostLease.count()).toBe(0); // a run of its own process needs no host leases
    // Not shared: a page stored twice is an error, and the statement stores nothing.
    await expect(writePages(prisma, run.id, [write('/d'), write('/a')], false)).rejects.toThrow();
    expect(await prisma.page.count({ where: { runId: run.id } })).toBe(2);
  });

  test('shared: a page another worker stored is skipped with its links and new rows; new hosts get lease rows', async () => {
    const prisma = db().prisma;
    const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 10, distributed: true } });
    await writePages(prisma, run.id, [write('/a')], true);
    const stored = await writePages(prisma, run.id, [write('/a', { inserts: [row('http://other.test/1')] }), write('/b', { inserts: [row('http://third.test:8080/1')] })], true);
    expect([...stored]).toEqual([`${origin}/b`]);
    expect(await prisma.link.count({ where: { page: { runId: run.id } } })).toBe(4); // two pages, two links each
    expect((await prisma.frontierEntry.findMany({ where: { runId: run.id }, select: { url: true } })).map((r) => r.url)).toEqual(['http://third.test:8080/1']);
    expect((await prisma.hostLease.findMany()).map((l) => [l.host, l.workerId])).toEqual([['third.test:8080', null]]);
  });
  test.each([false, true])('a page stored in the group of the page that queued it ends its new row (shared: %s)', async (shared) => {
    const prisma = db().prisma;
    const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 10 } });
    await prisma.frontierEntry.create({ data: { runId: run.id, url: `${origin}/a`, host: 'site.test', priority: 1, depth: 2, state: 'LEASED' } });
    // /a queues /c and /d; /c was fetched before the group was written, so both pages go in one statement.
    // /e is being fetched: its lease goes with this statement (a one-process run's).
    const leases = shared ? undefined : { urls: [`${origin}/e`], until: new Date('2030-01-01T00:00:00.000Z') };
    await writePages(prisma, run.id, [write('/a', { inserts: [row(`${origin}/c`), row(`${origin}/d`), row(`${origin}/e`)] }), write('/c', { outcome: 'FAILED', error: 'HTTP 500' })], shared, { leases });
    const rows = await prisma.frontierEntry.findMany({ where: { runId: run.id }, orderBy: { url: 'asc' }, select: { url: true, state: true, attempts: true } });
    expect(rows.map((r) => [r.url.slice(origin.length), r.state, r.attempts])).toEqual([['/a', 'DONE', 1], ['/c', 'FAILED', 1], ['/d', 'PENDING', 0], ['/e', shared ? 'PENDING' : 'LEASED', 0]]);
  });
});
