// What the web page asks of the API: a queue that offers each address once and drops it when labeled, undo,
// safe previews, outlinks with the crawl's scores, pages by URL, harvest series, and the HTTP exports.
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { createToken } from '../../src/api/auth.ts';
import { runCrawl } from '../../src/crawl/run.ts';
import { extractPendingPages } from '../../src/extract/pages.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('the web page\'s API', (db) => {
  let api: RunningApi;
  let base: string;
  const tokens: Record<string, string> = {};
  let institutionId: number;
  let runIds: number[] = [];
  beforeAll(async () => {
    const prisma = db().prisma;
    const site = farm.site('uk-modules');
    institutionId = (await prisma.institution.create({ data: { name: site.institution, rootUrls: [site.rootUrl], hosts: ['127.0.0.1'] } })).id;
    // Two runs over the same site: the same addresses are stored twice.
    runIds = [];
    for (const maxPages of [60, 40]) {
      runIds.push((await runCrawl(prisma, { seeds: [site.rootUrl], institutionId, strategy: 'forest', maxPages, allowPrivateNetwork: true, delayMs: 0 })).runId);
    }
    await extractPendingPages(prisma);
    api = await startApi(db(), 0, { allowAnonymousReads: true });
    base = api.url.replace(/graphql$/, '');
    for (const role of ['READER', 'LABELER', 'ADMIN'] as const) tokens[role] = await createToken(prisma, role, `${role.toLowerCase()}@web`);
    tokens.OTHER = await createToken(prisma, 'LABELER', 'other@web');
  });
  afterAll(() => api.stop());

  const call = (query: string, variables: Record<string, unknown> = {}, role?: string) => gql(api.url, query, variables, role ? tokens[role] : undefined);
  const queue = async () => (await call('{ labelingQueue(first: 100) { id url finalUrl } }')).data!.labelingQueue as { id: string; url: string; finalUrl: string }[];

  test('viewer tells the role and name of the token', async () => {
    expect((await call('{ viewer { role name } }')).data!.viewer).toEqual({ role: null, name: null });
    expect((await call('{ viewer { role name } }', {}, 'LABELER')).data!.viewer).toEqual({ role: 'LABELER', name: 'labeler@web' });
  });

  test('the labeling queue offers each address once, drops it once labeled under any fetch, and undo brings it back', async () => {
    const before = await queue();
    expect(before.length).toBeGreaterThan(10);
    expect(new Set(before.map((p) => p.finalUrl)).size).toBe(before.length);
    const first = before[0]!;
    // The address was fetched by both runs: labeling one fetch takes the address out of the queue.
    expect(await db().prisma.page.count({ where: { finalUrl: first.finalUrl } })).toBeGreaterThan(1);
    const labeled = await call('mutation($i: LabelPageInput!) { labelPage(input: $i) { id } }', { i: { pageId: first.id, kind: 'OTHER' } }, 'LABELER');
    expect(labeled.errors).toBeUndefined();
    const after = await queue();
    expect(after.some((p) => p.finalUrl === first.finalUrl)).toBe(false);
    expect(after[0]!.finalUrl).toBe(before[1]!.finalUrl);

    const labelId = labeled.data!.labelPage.id;
    const undo = 'mutation($id: ID!) { deleteLabel(id: $id) { id url } }';
    expect((await call(undo, { id: labelId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(undo, { id: labelId }, 'READER')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await call(undo, { id: labelId }, 'OTHER');
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(other.errors?.[0]?.message).toContain('labeler@web');
    expect((await call(undo, { id: labelId }, 'LABELER')).data!.deleteLabel.url).toBe(first.url);
    expect((await queue())[0]!.finalUrl).toBe(first.finalUrl);
    expect((await call(undo, { id: labelId }, 'ADMIN')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // An admin may take back anyone's label.
    const again = await call('mutation($i: LabelPageInput!) { labelPage(input: $i) { id } }', { i: { pageId: first.id, kind: 'OTHER' } }, 'LABELER');
    expect((await call(undo, { id: again.data!.labelPage.id }, 'ADMIN')).errors).toBeUndefined();
  });

  test('a page preview keeps the text and drops scripts, styles, images and live links', async () => {
    const prisma = db().prisma;
    const pageRow = await prisma.page.findFirstOrThrow({ where: { runId: runIds[0], kind: 'COURSE' } });
    const res = await call('query($id: ID!) { page(id: $id) { title preview institution { id } } }', { id: String(pageRow.id) });
    const preview = res.data!.page.preview as string;
    expect(preview).toContain(pageRow.title!.split(/\s+/)[0]);
    expect(preview).not.toMatch(/<script|<style|<img|<iframe|\son\w+=|\shref=|\ssrc=/i);
    expect(preview).toMatch(/data-href="http:\/\/127\.0\.0\.1:\d+\//);
    expect(res.data!.page.institution.id).toBe(String(institutionId));
  });

  test('outlinks carry the score the crawl gave each link and why; pageByUrl walks along them', async () => {
    const prisma = db().prisma;
    const site = farm.site('uk-modules');
    const root = (await call('query($u: String!) { pageByUrl(url: $u) { id url outlinks { url anchorText score state why targetPage { id url } } } }', { u: site.rootUrl })).data!.pageByUrl;
    const rootRow = await prisma.page.findUniqueOrThrow({ where: { id: Number(root.id) } });
    expect(rootRow.runId).toBe(runIds[1]); // the latest fetch
    expect(root.outlinks).toHaveLength(await prisma.link.count({ where: { pageId: rootRow.id } }));
    const scored = root.outlinks.filter((o: { score: number | null }) => o.score !== null);
    expect(scored.length).toBeGreaterThan(0);
    for (const o of scored) {
      const entry = await prisma.frontierEntry.findUniqueOrThrow({ where: { runId_url: { runId: runIds[1]!, url: o.url } } });
      expect(o.score).toBeCloseTo(entry.priority, 9);
      expect(o.state).toBe(entry.state);
      expect(o.why[0]).toMatch(/^forest scored it /);
    }
    const followed = root.outlinks.find((o: { targetPage: unknown }) => o.targetPage);
    expect([followed.targetPage.url, (await prisma.page.findUniqueOrThrow({ where: { id: Number(followed.targetPage.id) } })).finalUrl]).toContain(followed.url);
    expect((await call('{ pageByUrl(url: "ftp://x/") { id } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await call('{ pageByUrl(url: "http://127.0.0.1:1/never") { id } }')).data!.pageByUrl).toBeNull();
  });

  test('runs give their harvest curve as typed points and their progress; strategies list the default first', async () => {
    const run = (await call(`{ crawlRun(id: "${runIds[0]}") { harvestCurve harvestSeries { fetches coursePages } progress } }`)).data!.crawlRun;
    expect(run.harvestSeries.map((p: { fetches: number; coursePages: number }) => [p.fetches, p.coursePages])).toEqual(run.harvestCurve);
    expect(run.harvestSeries.at(-1).fetches).toBe(60);
    expect(run.progress).toBe(1);
    const strategies = (await call('{ strategies { strategy name isDefault } }')).data!.strategies;
    expect(strategies[0]).toEqual({ strategy: 'ONLINE', name: 'online', isDefault: true });
    expect(strategies.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['bfs', 'random', 'keyword']));
  });

  test('courses export over HTTP as CSV, JSON Lines and JSON-LD, filtered like the courses query', async () => {
    const prisma = db().prisma;
    const total = await prisma.course.count({ where: { institutionId } });
    expect(total).toBeGreaterThan(5);
    const csv = await fetch(`${base}export/courses.csv?institutionId=${institutionId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('courses.csv');
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toMatch(/^code,title,credits/);
    expect(rows).toHaveLength(total + 1);

    const jsonl = (await (await fetch(`${base}export/courses.jsonl?institutionId=${institutionId}`, { headers: { authorization: `Bearer ${tokens.READER}` } })).text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(jsonl).toHaveLength(total);
    expect(jsonl[0]).toMatchObject({ institution: farm.site('uk-modules').institution, title: expect.any(String), sourceUrl: expect.stringMatching(/^http/) });
    expect(jsonl[0]).not.toHaveProperty('provenance');

    const doc = await (await fetch(`${base}export/courses.jsonld`)).json() as { '@context': string; '@graph': { '@type': string }[] };
    expect(doc['@context']).toBe('https://schema.org');
    expect(doc['@graph']).toHaveLength(await prisma.course.count());
    expect(doc['@graph'].every((c) => c['@type'] === 'Course')).toBe(true);

    const some = await prisma.course.findFirstOrThrow({ where: { institutionId, codeKey: { not: null } } });
    const prefix = some.codeKey!.slice(0, 3);
    const byCode = (await (await fetch(`${base}export/courses.jsonl?codePrefix=${prefix}`)).text()).trim().split('\n');
    const expected = await prisma.course.count({ where: { codeKey: { startsWith: prefix } } });
    expect(expected).toBeLessThan(await prisma.course.count());
    expect(byCode).toHaveLength(expected);

    const bad = await fetch(`${base}export/courses.csv?creditsMin=lots`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'BAD_USER_INPUT', message: expect.stringContaining('creditsMin') } });
    expect((await fetch(`${base}export/courses.csv?colour=red`)).status).toBe(400);
    expect((await fetch(`${base}export/courses.csv`, { headers: { authorization: 'Bearer cg_nope' } })).status).toBe(401);
    expect((await fetch(`${base}export/courses.xml`)).status).toBe(404);
  });
});
