// Hostile and careless requests: each is answered with a clear error, never with internals, and none of them
// stalls the server.
import http from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { createToken } from '../../src/api/auth.ts';
import { setLogger } from '../../src/log.ts';
import { describeEachDatabase } from '../support/database.ts';
import type { Database } from '../../src/db/client.ts';
import { gql } from '../support/graphql.ts';

const logged: Record<string, unknown>[] = [];
/** A raw-statement function that fails (or hangs) the statements reading courses and runs the others. */
const courseStatements = (client: { $queryRaw: (...args: never[]) => unknown }, fail: () => Promise<never>) =>
  (strings: TemplateStringsArray, ...values: unknown[]) => (strings.join('').includes('"Course"') ? fail() : (client.$queryRaw as (...a: unknown[]) => unknown)(strings, ...values));
/** The database with every statement on "Course" replaced by `fail`: Prisma's model queries and raw statements, and
 * the statements the API runs on the driver itself. */
const failingCourses = (database: Database, fail: () => Promise<never>): Database => ({
  ...database,
  prisma: new Proxy(database.prisma, { get: (t, k) => (k === 'course' ? { findMany: fail, count: fail } : k === '$queryRaw' ? courseStatements(t, fail) : Reflect.get(t, k)) }),
  adapter: { ...database.adapter, query: (sql: string, params?: unknown[]) => (sql.includes('"Course"') ? fail() : database.adapter.query(sql, params)) } as Database['adapter'],
});
setLogger(pino({ level: 'info' }, new Writable({ write(chunk, _e, done) { logged.push(JSON.parse(chunk.toString())); done(); } })));

const cursor = (s: string) => Buffer.from(s).toString('base64url');

describeEachDatabase('API under hostile requests', (db) => {
  let api: RunningApi;
  let institutionId: number;
  beforeAll(async () => {
    api = await startApi(db(), 0, { allowAnonymousReads: true });
    institutionId = (await db().prisma.institution.create({ data: { name: 'Hardening U', rootUrls: ['https://h.example/'], hosts: ['h.example'] } })).id;
    await db().prisma.course.create({ data: { institutionId, key: 'hrd-101', code: 'HRD 101', title: 'Hardening', sourceUrl: 'https://h.example/c/1' } });
  });
  afterAll(() => api.stop());

  test('a cursor past the 32-bit range is bad input, not a database error', async () => {
    const res = await gql(api.url, `{ courses(first: 2, after: "${cursor('id:2147483648')}") { edges { cursor } } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res)).not.toMatch(/prisma|\/work\/|\.ts:|invalid/i);
  });

  test('a NUL byte in a string argument or variable is bad input', async () => {
    const literal = await gql(api.url, '{ courses(first: 1, filter: { text: "a\\u0000b" }) { totalCount } }');
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]?.message).toMatch(/must not contain NUL/);
    const variable = await gql(api.url, 'query($t: String) { courses(first: 1, filter: { text: $t }) { totalCount } }', { t: 'a\u0000b' });
    expect(variable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify([literal, variable])).not.toMatch(/prisma|\/work\/|0x00/i);
  });

  test('cyclic fragments are a validation error, not a crash', async () => {
    const res = await gql(api.url, '{ courses(first: 1) { ...A } } fragment A on CourseConnection { ...B } fragment B on CourseConnection { ...A }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  test('a body over 1 MB is answered 413', async () => {
    const body = JSON.stringify({ query: `{ health { ok } } # ${'x'.repeat(1_200_000)}` });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(api.url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => { res.resume(); resolve(res.statusCode!); });
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(413);
  });

  test('many aliases or root fields are refused before they run', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: health { ok }`).join(' ');
    const res = await gql(api.url, `{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringMatching(/200 root fields; at most 20/), expect.stringMatching(/more than 30 aliases/)]));
  });

  test('exports, counts and first: 0 are priced by their work', async () => {
    const exports = Array.from({ length: 10 }, (_, i) => `e${i}: exportInstitution(id: ${institutionId}, format: CSV)`).join(' ');
    expect((await gql(api.url, `{ ${exports} }`)).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const counts = Array.from({ length: 20 }, (_, i) => `c${i}: courses(first: 0) { totalCount }`).join(' ');
    expect((await gql(api.url, `{ ${counts} }`)).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // One of each is fine.
    const one = await gql(api.url, `{ exportInstitution(id: ${institutionId}, format: CSV) courses(first: 0) { totalCount } }`);
    expect(one.errors).toBeUndefined();
    expect(one.data?.courses.totalCount).toBe(1);
  });

  test('an unexpected error reaches the client as a reference the log carries, with no internals', async () => {
    // A broken database connection (model queries and raw statements alike) stands in for any failure the API did
    // not raise on purpose.
    const broken = await startApi(failingCourses(db(), () => Promise.reject(new Error('boom at /secret/path.ts:12'))), 0, { allowAnonymousReads: true });
    const res = await gql(broken.url, '{ courses(first: 1) { edges { node { id } } } }');
    await broken.stop();
    const error = res.errors?.[0] as { message: string; extensions: { code: string; errorId: string } };
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).toMatch(/^internal error \(reference [0-9a-f]+\)$/);
    expect(JSON.stringify(res)).not.toMatch(/secret|boom|stacktrace/);
    expect(logged.some((r) => r.errorId === error.extensions.errorId && JSON.stringify(r).includes('boom'))).toBe(true);
  });

  test('an error outside the resolvers is logged with its cause under the reference the client gets', async () => {
    // The response cache reads the catalog's version for every anonymous query, before Apollo runs it: that
    // statement fails here.
    const failingVersion = (client: typeof db extends () => infer D ? D : never) => new Proxy(client.prisma, { get: (t, k) => (k === '$queryRaw'
      ? (strings: TemplateStringsArray, ...values: unknown[]) => (strings.join('').includes('"catalog_version"()')
        ? Promise.reject(new Error('version read failed at /secret/catalog.ts:3'))
        : (t.$queryRaw as (...a: unknown[]) => unknown)(strings, ...values))
      : Reflect.get(t, k)) });
    const broken = await startApi({ ...db(), prisma: failingVersion(db()) }, 0, { allowAnonymousReads: true });
    const res = await gql(broken.url, '{ health { ok } }');
    await broken.stop();
    const error = res.errors?.[0] as { message: string; extensions: { code: string; errorId: string } };
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).toBe(`internal error (reference ${error.extensions.errorId})`);
    expect(JSON.stringify(res)).not.toMatch(/secret|version read/);
    const record = logged.find((r) => r.errorId === error.extensions.errorId);
    expect(record?.level).toBe(50);
    expect(JSON.stringify(record?.err)).toMatch(/version read failed at \/secret\/catalog\.ts:3/);
  });

  test('a request past its time limit is answered 503 and the rest of it is not run', async () => {
    const stuck = await startApi(failingCourses(db(), () => new Promise(() => {})), 0, { allowAnonymousReads: true, requestTimeoutMs: 200 });
    const res = await gql(stuck.url, '{ courses(first: 1) { edges { node { id } } } }');
    await stuck.stop();
    expect(res.status).toBe(503);
    expect(res.errors?.[0]?.extensions?.code).toBe('REQUEST_TIMEOUT');
  });

  test('a token records when it was last used', async () => {
    const token = await createToken(db().prisma, 'READER', 'used@test');
    await gql(api.url, '{ health { ok } }', undefined, token);
    const row = await db().prisma.apiToken.findFirstOrThrow({ where: { name: 'used@test' } });
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });
});
