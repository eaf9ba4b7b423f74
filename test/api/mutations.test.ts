import { startApi, type RunningApi } from '../../src/api/server.ts';
import { createToken } from '../../src/api/auth.ts';
import { extractPendingPages, loadAliasIndex } from '../../src/extract/pages.ts';
import { extractFromHtml } from '../../src/extract/extract.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

/** Polls until fn answers; the test's timeout, not a clock here, bounds it (a busy machine is slow, not wrong). */
async function waitFor<T>(fn: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describeEachDatabase('mutations and roles over HTTP', (db) => {
  let api: RunningApi;
  const tokens: Record<string, string> = {};
  let institutionId: string;
  let runId: string;
  beforeAll(async () => {
    api = await startApi(db(), 0, { allowAnonymousReads: true, crawlDefaults: { allowPrivateNetwork: true, delayMs: 0 } });
    for (const role of ['READER', 'LABELER', 'ADMIN'] as const) tokens[role] = await createToken(db().prisma, role, `${role.toLowerCase()}@test`);
  });
  afterAll(() => api.stop());

  const call = (query: string, variables: Record<string, unknown>, role?: string) => gql(api.url, query, variables, role ? tokens[role] : undefined);

  // Every mutation: anonymous -> UNAUTHENTICATED, below its role -> FORBIDDEN (the argument checks come after).
  test.each([
    ['addInstitution', 'ADMIN', 'mutation { addInstitution(input: { name: "X", rootUrl: "https://x.example/" }) { id } }'],
    ['startCrawl', 'ADMIN', 'mutation { startCrawl(input: { institutionId: "1" }) { id } }'],
    ['cancelCrawl', 'ADMIN', 'mutation { cancelCrawl(runId: "1") { id } }'],
    ['trainModel', 'ADMIN', 'mutation { trainModel(input: { kind: KEYWORD_TREES }) { id } }'],
    ['labelPage', 'LABELER', 'mutation { labelPage(input: { pageId: "1", kind: COURSE }) { id } }'],
    ['recordTrainingPath', 'LABELER', 'mutation { recordTrainingPath(input: { urls: ["http://a.example/", "http://a.example/b"] }) { id } }'],
    ['correctCourseField', 'LABELER', 'mutation { correctCourseField(input: { courseId: "1", field: "title", value: "T" }) { id } }'],
    ['upsertFieldAlias', 'LABELER', 'mutation { upsertFieldAlias(input: { alias: "Lehrende", field: "instructors", language: "de" }) { id } }'],
  ])('%s needs the %s role', async (_name, needed, mutation) => {
    expect((await call(mutation, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const below = needed === 'ADMIN' ? ['READER', 'LABELER'] : ['READER'];
    for (const role of below) expect((await call(mutation, {}, role)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('addInstitution (admin) and its argument checks', async () => {
    const site = farm.site('ja-utf8-lines');
    const res = await call('mutation($i: AddInstitutionInput!) { addInstitution(input: $i) { id name hosts } }', { i: { name: site.institution, rootUrl: site.rootUrl, country: 'jp' } }, 'ADMIN');
    expect(res.errors).toBeUndefined();
    institutionId = res.data!.addInstitution.id;
    expect(res.data!.addInstitution.hosts).toEqual(['127.0.0.1']);
    const dup = await call('mutation($i: AddInstitutionInput!) { addInstitution(input: $i) { id } }', { i: { name: site.institution, rootUrl: site.rootUrl } }, 'ADMIN');
    expect(dup.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(dup.errors?.[0]?.message).toContain('already exists');
    const badCountry = await call('mutation { addInstitution(input: { name: "Y", rootUrl: "https://y.example/", country: "Japan" }) { id } }', {}, 'ADMIN');
    expect(badCountry.errors?.[0]?.message).toContain('two-letter');
  });

  test('startCrawl runs in the background and returns the run; crawlRuns and crawlRun show its counters and curve', async () => {
    const res = await call('mutation($i: StartCrawlInput!) { startCrawl(input: $i) { id status strategy strategyName maxPages } }', { i: { institutionId, strategy: 'KEYWORD', maxPages: 120 } }, 'ADMIN');
    expect(res.errors).toBeUndefined();
    runId = res.data!.startCrawl.id;
    expect(res.data!.startCrawl).toMatchObject({ strategy: 'KEYWORD', strategyName: 'keyword', maxPages: 120 });
    expect(['QUEUED', 'RUNNING']).toContain(res.data!.startCrawl.status);
    const done = await waitFor(async () => {
      const r = await gql(api.url, `{ crawlRun(id: "${runId}") { status pagesFetched coursePages harvestCurve institution { name } } }`);
      return r.data!.crawlRun.status === 'SUCCEEDED' ? r.data!.crawlRun : undefined;
    });
    expect(done.pagesFetched).toBe(120);
    expect(done.coursePages).toBeGreaterThan(10);
    expect(done.harvestCurve.at(-1)).toEqual([120, done.coursePages]);
    const list = await gql(api.url, `{ crawlRuns(first: 5, institutionId: "${institutionId}") { totalCount edges { node { id status } } } }`);
    expect(list.data!.crawlRuns).toMatchObject({ totalCount: 1, edges: [{ node: { id: runId, status: 'SUCCEEDED' } }] });
    // Strategies are an enum generated from the registry: an unknown one is refused by validation.
    const unknownStrategy = await call('mutation { startCrawl(input: { institutionId: "1", strategy: PSYCHIC }) { id } }', {}, 'ADMIN');
    expect(unknownStrategy.errors?.[0]?.message).toMatch(/"PSYCHIC" does not exist in "Strategy" enum/);
  });

  test('cancelCrawl stops a running crawl', async () => {
    const site = farm.site('hk-programs');
    const inst = await call('mutation($i: AddInstitutionInput!) { addInstitution(input: $i) { id } }', { i: { name: site.institution, rootUrl: site.rootUrl } }, 'ADMIN');
    // The site holds the crawl's requests after the 20th, so that it is still running when it is cancelled.
    const held = farm.hold(20, [site.id]);
    const started = await call('mutation($i: StartCrawlInput!) { startCrawl(input: $i) { id } }', { i: { institutionId: inst.data!.addInstitution.id, strategy: 'BFS', maxPages: 5000 } }, 'ADMIN');
    const id = started.data!.startCrawl.id;
    await waitFor(async () => ((await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: Number(id) } })).pagesFetched > 5 ? true : undefined));
    const cancelled = await call(`mutation { cancelCrawl(runId: "${id}") { status error } }`, {}, 'ADMIN');
    held.release();
    expect(cancelled.data!.cancelCrawl).toMatchObject({ status: 'CANCELLED', error: 'cancelled by admin@test' });
    const final = await waitFor(async () => {
      const r = await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: Number(id) } });
      return r.finishedAt ? r : undefined;
    });
    expect(final.status).toBe('CANCELLED');
    expect(final.pagesFetched).toBeLessThan(5000);
    const again = await call(`mutation { cancelCrawl(runId: "${id}") { status } }`, {}, 'ADMIN');
    expect(again.errors?.[0]?.message).toContain('not running');
  });

  test('startCrawl\'s scope is stored with the run (HOSTS unless given) and shown on it', async () => {
    const site = farm.site('registrar-bulletin');
    const inst = await call('mutation($i: AddInstitutionInput!) { addInstitution(input: $i) { id } }', { i: { name: site.institution, rootUrl: site.rootUrl } }, 'ADMIN');
    const id = inst.data!.addInstitution.id;
    const finished = (runId: string) => waitFor(async () => ((await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: Number(runId) } })).finishedAt ? true : undefined));
    const scopes: [string, string][] = [];
    for (const scope of ['DOMAIN', undefined, 'HOSTS']) {
      const res = await call('mutation($i: StartCrawlInput!) { startCrawl(input: $i) { id scope } }', { i: { institutionId: id, strategy: 'BFS', maxPages: 1, ...(scope ? { scope } : {}) } }, 'ADMIN');
      expect(res.errors).toBeUndefined();
      await finished(res.data!.startCrawl.id);
      const stored = await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: Number(res.data!.startCrawl.id) } });
      scopes.push([res.data!.startCrawl.scope, (stored.options as { scope?: string }).scope!]);
    }
    expect(scopes).toEqual([['DOMAIN', 'domain'], ['HOSTS', 'hosts'], ['HOSTS', 'hosts']]);
    const unknown = await call(`mutation { startCrawl(input: { institutionId: "${id}", scope: EVERYWHERE }) { id } }`, {}, 'ADMIN');
    expect(unknown.errors?.[0]?.message).toMatch(/"EVERYWHERE" does not exist in "CrawlScope" enum/);
  });

  test('pages and labelingQueue for labelers; labelPage records who labeled what', async () => {
    const pages = await gql(api.url, `{ pages(first: 3, filter: { runId: "${runId}", kind: COURSE, relevanceMin: 0.5 }) { totalCount edges { node { id kind relevance } } } }`);
    expect(pages.data!.pages.totalCount).toBeGreaterThan(3);
    for (const e of pages.data!.pages.edges) expect(e.node.relevance).toBeGreaterThanOrEqual(0.5);
    const queue = await gql(api.url, `{ labelingQueue(first: 5, runId: "${runId}") { id relevance } }`);
    const spread = queue.data!.labelingQueue.map((p: any) => Math.abs(p.relevance - 0.5));
    expect([...spread].sort((x, y) => x - y)).toEqual(spread);
    // Pages where a learner's two views disagree come first, most disagreement first.
    const [a, b] = await db().prisma.page.findMany({ where: { runId: Number(runId), status: 200 }, orderBy: { id: 'desc' }, take: 2 });
    await db().prisma.page.update({ where: { id: a!.id }, data: { disagreement: 0.4 } });
    await db().prisma.page.update({ where: { id: b!.id }, data: { disagreement: 0.9 } });
    const active = await gql(api.url, `{ labelingQueue(first: 3, runId: "${runId}") { id disagreement } }`);
    expect(active.data!.labelingQueue.slice(0, 2)).toEqual([{ id: String(b!.id), disagreement: 0.9 }, { id: String(a!.id), disagreement: 0.4 }]);
    expect(active.data!.labelingQueue[2].disagreement).toBeNull();
    await db().prisma.page.updateMany({ where: { id: { in: [a!.id, b!.id] } }, data: { disagreement: null } });
    const pageId = pages.data!.pages.edges[0].node.id;
    const label = await call(`mutation { labelPage(input: { pageId: "${pageId}", kind: COURSE }) { id kind relevance labeledBy page { id labels { kind } } } }`, {}, 'LABELER');
    expect(label.data!.labelPage).toMatchObject({ kind: 'COURSE', relevance: 1, labeledBy: 'labeler@test', page: { id: pageId, labels: [{ kind: 'COURSE' }] } });
    const unlabeled = await gql(api.url, `{ pages(first: 100, filter: { runId: "${runId}", unlabeled: true }) { totalCount } }`);
    expect(unlabeled.data!.pages.totalCount).toBe(119);
    const bad = await call(`mutation { labelPage(input: { pageId: "${pageId}", kind: OTHER, relevance: 3 }) { id } }`, {}, 'LABELER');
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('recordTrainingPath accepts a chain of links a crawl saw, and names the step that is not a link', async () => {
    const site = farm.site('ja-utf8-lines');
    const links = await db().prisma.link.findMany({ where: { page: { runId: Number(runId), url: site.rootUrl } }, take: 1, orderBy: { id: 'asc' } });
    const second = await db().prisma.link.findFirstOrThrow({ where: { page: { runId: Number(runId), url: links[0]!.targetUrl } } });
    const ok = await call('mutation($i: TrainingPathInput!) { recordTrainingPath(input: $i) { id urls institution { id } } }',
      { i: { urls: [site.rootUrl, links[0]!.targetUrl, second.targetUrl], institutionId } }, 'LABELER');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.recordTrainingPath.urls).toHaveLength(3);
    const broken = await call('mutation($i: TrainingPathInput!) { recordTrainingPath(input: $i) { id } }', { i: { urls: [site.rootUrl, `${site.rootUrl}not/linked.html`] } }, 'LABELER');
    expect(broken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(broken.errors?.[0]?.message).toContain('step 1: no link from');
    const notUrl = await call('mutation { recordTrainingPath(input: { urls: ["javascript:alert(1)", "http://x/"] }) { id } }', {}, 'LABELER');
    expect(notUrl.errors?.[0]?.message).toContain('is not an http(s) URL');
  });

  test('correctCourseField overrides survive re-extraction; wrong fields and values are refused', async () => {
    await extractPendingPages(db().prisma);
    const course = await db().prisma.course.findFirstOrThrow({ where: { institutionId: Number(institutionId) }, orderBy: { id: 'asc' } });
    const res = await call(`mutation { correctCourseField(input: { courseId: "${course.id}", field: "credits", value: 3 }) { credits overrides history } }`, {}, 'LABELER');
    expect(res.errors).toBeUndefined();
    expect(res.data!.correctCourseField.credits).toBe(3);
    expect(res.data!.correctCourseField.overrides.credits).toMatchObject({ value: 3, by: 'labeler@test' });
    // The same page extracted again (a new crawl would do this) does not undo the correction.
    await db().prisma.page.updateMany({ where: { runId: Number(runId) }, data: { extractedAt: null } });
    await extractPendingPages(db().prisma);
    expect((await db().prisma.course.findUniqueOrThrow({ where: { id: course.id } })).credits).toBe(3);
    for (const [field, value, message] of [['colour', '"red"', 'not a course field'], ['credits', '"lots"', 'credits takes a number'], ['instructors', '"A, B"', 'list of up to 100 strings']]) {
      const r = await call(`mutation { correctCourseField(input: { courseId: "${course.id}", field: "${field}", value: ${value} }) { id } }`, {}, 'LABELER');
      expect(r.errors?.[0]?.message).toContain(message);
    }
  });

  test('upsertFieldAlias adds a variant the extractor then uses, and fieldAliases lists it', async () => {
    const res = await call('mutation { upsertFieldAlias(input: { alias: "Lehrende:", field: "instructors", language: "de" }) { alias field language source } }', {}, 'LABELER');
    expect(res.data!.upsertFieldAlias).toEqual({ alias: 'lehrende', field: 'instructors', language: 'de', source: 'person' });
    const list = await gql(api.url, '{ fieldAliases(language: "de") { alias field } }');
    expect(list.data!.fieldAliases).toEqual([{ alias: 'lehrende', field: 'instructors' }]);
    const aliases = await loadAliasIndex(db().prisma);
    expect(aliases.match('Lehrende')).toMatchObject({ field: 'instructors', via: 'alias' });
    const [course] = extractFromHtml('<table><tr><th>Code</th><td>ZZZ 100</td></tr><tr><th>Title</th><td>Topology</td></tr><tr><th>Lehrende</th><td>Emmy Noether</td></tr></table>', 'https://x.example/z', aliases);
    expect(course!.instructors).toEqual(['Emmy Noether']);
    const bad = await call('mutation { upsertFieldAlias(input: { alias: "x", field: "shoeSize" }) { id } }', {}, 'LABELER');
    expect(bad.errors?.[0]?.message).toContain('not a course field');
  });

  test('trainModel refuses too few labels, then trains and activates a new version', async () => {
    const few = await call('mutation { trainModel(input: { kind: KEYWORD_TREES }) { id } }', {}, 'ADMIN');
    expect(few.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(few.errors?.[0]?.message).toContain('at least 10 labeled pages');
    const pages = await db().prisma.page.findMany({ where: { runId: Number(runId), status: 200, kind: { not: null } }, take: 40, orderBy: { id: 'asc' } });
    for (const p of pages) await db().prisma.label.create({ data: { pageId: p.id, url: p.url, kind: p.kind!, relevance: p.kind === 'COURSE' ? 1 : 0 } });
    const res = await call('mutation { trainModel(input: { kind: KEYWORD_TREES }) { kind kindName version active metrics } }', {}, 'ADMIN');
    expect(res.errors).toBeUndefined();
    expect(res.data!.trainModel).toMatchObject({ kind: 'KEYWORD_TREES', kindName: 'keyword-trees', version: 1, active: true });
    expect(res.data!.trainModel.metrics.examples).toBeGreaterThanOrEqual(10);
    const models = await gql(api.url, '{ models(kind: KEYWORD_TREES) { version active } }');
    expect(models.data!.models).toEqual([{ version: 1, active: true }]);
    const unknown = await call('mutation { trainModel(input: { kind: ORACLE }) { id } }', {}, 'ADMIN');
    expect(unknown.errors?.[0]?.message).toMatch(/"ORACLE" does not exist in "ModelKind" enum/);
    const forest = await call('mutation { trainModel(input: { kind: FOREST }) { id } }', {}, 'ADMIN');
    expect(forest.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(forest.errors?.[0]?.message).toMatch(/at least 5 training paths/);
  });
});
