import { startApi, type RunningApi } from '../../src/api/server.ts';
import { countingDatabase, describeEachDatabase } from '../support/database.ts';
import { addCourses, extracted } from '../support/courses.ts';
import { gql } from '../support/graphql.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { statementsOn } from '../../src/api/statements.ts';
import { createLoaders } from '../../src/api/loaders.ts';
import { courseRow, courseSelectList } from '../../src/api/course-columns.ts';

describeEachDatabase('courses API over HTTP', (db) => {
  let api: RunningApi;
  let a: number;
  let b: number;
  let calculusId: number;
  beforeAll(async () => {
    const prisma = db().prisma;
    a = (await prisma.institution.create({ data: { name: 'Alpha University', rootUrls: ['https://alpha.example/'], hosts: ['alpha.example'] } })).id;
    b = (await prisma.institution.create({ data: { name: 'Beta College', rootUrls: ['https://beta.example/'], hosts: ['beta.example'] } })).id;
    calculusId = (await addCourses(prisma, a, [
      extracted({ code: 'MATH 141', title: 'Calculus I', description: 'Limits, derivatives and integrals.', credits: 4, subject: 'Mathematics', level: 'undergraduate', term: 'Fall 2026' }),
      extracted({ code: 'MATH 142', title: 'Calculus II', description: 'Series and integration techniques.', credits: 4, subject: 'Mathematics', level: 'undergraduate', term: 'Spring 2027', prerequisites: 'MATH 141', prerequisiteCodes: ['MATH 141'] }),
      extracted({ code: 'CSE 115', title: 'Introduction to Computer Science', description: 'Programming with a little calculus.', credits: 3, subject: 'Computer Science', level: 'undergraduate', term: 'Fall 2026' }),
      extracted({ code: 'CSE 250', title: 'Data Structures', description: 'Lists, trees and graphs.', credits: 3, subject: 'Computer Science', level: 'undergraduate', prerequisites: 'CSE 115', prerequisiteCodes: ['CSE 115'] }),
    ]))[0]!;
    await addCourses(prisma, b, [
      extracted({ sourceUrl: 'https://beta.example/m1', code: 'MTH-1010', title: 'Differential Calculus', description: 'Derivatives and limits for scientists.', credits: 3, subject: 'Mathematics', level: 'undergraduate', term: 'Fall 2026' }),
      extracted({ sourceUrl: 'https://beta.example/h1', code: 'HIST-2050', title: '近代日本史', description: '明治から現代まで。', credits: 2, subject: 'History', level: 'graduate', language: 'ja' }),
    ]);
    api = await startApi(db(), 0, { allowAnonymousReads: true });
  });
  afterAll(() => api.stop());

  test('the contract query: full-text search with totalCount, cursors and institutions', async () => {
    const res = await gql(api.url, '{ courses(first: 5, filter: { text: "calculus" }) { totalCount edges { cursor node { id code title credits institution { name } } } pageInfo { hasNextPage endCursor } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.courses.totalCount).toBe(4); // three titles and one description say calculus
    expect(res.data!.courses.edges.map((e: any) => e.node.code)).toEqual(['MATH 141', 'MATH 142', 'CSE 115', 'MTH-1010']);
    expect(res.data!.courses.edges[3].node.institution.name).toBe('Beta College');
    expect(res.data!.courses.pageInfo.hasNextPage).toBe(false);
  });

  test.each([
    [`{ institutionIds: ["__A__"] }`, ['MATH 141', 'MATH 142', 'CSE 115', 'CSE 250']],
    ['{ codePrefix: "cse-1" }', ['CSE 115']],
    ['{ subject: "mathematics" }', ['MATH 141', 'MATH 142', 'MTH-1010']],
    ['{ level: "graduate" }', ['HIST-2050']],
    ['{ creditsMin: 3.5 }', ['MATH 141', 'MATH 142']],
    ['{ creditsMin: 2, creditsMax: 3 }', ['CSE 115', 'CSE 250', 'MTH-1010', 'HIST-2050']],
    ['{ term: "fall" }', ['MATH 141', 'CSE 115', 'MTH-1010']],
    ['{ language: "ja" }', ['HIST-2050']],
    ['{ hasPrerequisites: true }', ['MATH 142', 'CSE 250']],
    ['{ text: "近代" }', ['HIST-2050']],
    ['{ text: "derivatives limits", subject: "Mathematics" }', ['MATH 141', 'MTH-1010']],
  ])('filter %s', async (filter, codes) => {
    const res = await gql(api.url, `{ courses(first: 50, filter: ${filter.replace('__A__', String(a))}) { totalCount edges { node { code } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.courses.edges.map((e: any) => e.node.code)).toEqual(codes);
    expect(res.data!.courses.totalCount).toBe(codes.length);
  });

  test('ordering and paging through with cursors visits every course once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res: any = await gql(api.url, 'query($after: String) { courses(first: 2, after: $after, orderBy: { field: CODE, direction: DESC }) { edges { node { code } } pageInfo { hasNextPage endCursor } } }', { after });
      seen.push(...res.data.courses.edges.map((e: any) => e.node.code));
      if (!res.data.courses.pageInfo.hasNextPage) break;
      after = res.data.courses.pageInfo.endCursor;
    }
    expect(seen).toEqual(['MTH-1010', 'MATH 142', 'MATH 141', 'HIST-2050', 'CSE 250', 'CSE 115']);
    const byId: any = await gql(api.url, '{ courses(first: 3) { edges { node { code } } pageInfo { endCursor } } }');
    const next: any = await gql(api.url, `{ courses(first: 3, after: "${byId.data.courses.pageInfo.endCursor}") { edges { node { code } } pageInfo { hasNextPage hasPreviousPage } } }`);
    expect(next.data.courses.edges.map((e: any) => e.node.code)).toEqual(['CSE 250', 'MTH-1010', 'HIST-2050']);
    expect(next.data.courses.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  test('course(id): provenance, prerequisite courses, JSON-LD; Institution.courses has the same connection', async () => {
    const res = await gql(api.url, `{ course(id: "${calculusId + 1}") { code provenance { field label structure via confidence } prerequisiteCourses { code } jsonLd institution { name } } }`);
    expect(res.errors).toBeUndefined();
    const c = res.data!.course;
    expect(c.code).toBe('MATH 142');
    expect(c.prerequisiteCourses).toEqual([{ code: 'MATH 141' }]);
    expect(c.provenance).toContainEqual({ field: 'title', label: 'Course title', structure: 'table', via: 'alias', confidence: 1 });
    expect(c.jsonLd).toMatchObject({ '@type': 'Course', courseCode: 'MATH 142', provider: { name: 'Alpha University' } });
    const inst = await gql(api.url, `{ institution(id: "${b}") { courses(first: 1, filter: { text: "calculus" }) { totalCount edges { cursor node { code } } pageInfo { hasNextPage } } } }`);
    expect(inst.data!.institution.courses).toMatchObject({ totalCount: 1, edges: [{ node: { code: 'MTH-1010' } }], pageInfo: { hasNextPage: false } });
  });

  test.each([
    ['{ courses(first: 101) { totalCount } }', 'first must be an integer from 0 to 100'],
    ['{ courses(first: 5, after: "bogus") { totalCount } }', 'is not a cursor'],
    ['{ courses(filter: { creditsMin: 5, creditsMax: 1 }) { totalCount } }', 'creditsMin (5) is above creditsMax (1)'],
    ['{ courses(filter: { text: "   " }) { totalCount } }', 'text must be'],
    ['{ course(id: "abc") { code } }', 'is not a valid course id'],
    ['{ courses(filter: { institutionIds: ["-1"] }) { totalCount } }', 'is not a valid institution id'],
  ])('bad arguments are BAD_USER_INPUT with a message that says what is wrong: %s', async (query, message) => {
    const res = await gql(api.url, query);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toContain(message);
  });

  test('a type error in the arguments is refused by validation', async () => {
    const res = await gql(api.url, '{ courses(first: "five") { totalCount } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  test('a query nested deeper than the limit is refused, naming the depth limit', async () => {
    const deep = '{ courses(first: 1) { edges { node { institution { courses(first: 1) { edges { node { institution { courses(first: 1) { edges { node { code } } } } } } } } } } } }';
    const res = await gql(api.url, deep);
    expect(res.errors?.[0]?.message).toMatch(/depth limit is 8/);
    expect(res.data).toBeUndefined();
  });

  test('a query over the complexity limit is refused, naming the complexity limit', async () => {
    const wide = '{ courses(first: 100) { edges { node { institution { courses(first: 100) { edges { node { code title } } } } } } } }';
    const res = await gql(api.url, wide);
    expect(res.errors?.[0]?.message).toMatch(/exceeds the complexity limit of 5000/);
    expect(res.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  test('a list\'s timestamps are the stored instants: read as UTC text, not as the drivers\' local time', async () => {
    // The drivers read a timestamp without a time zone as local time (on a machine outside UTC, hours off): the
    // list's statements select them as ISO text in UTC, and courseRow makes dates of them.
    const [row] = await statementsOn(db().adapter)<Record<string, unknown>>(Prisma.sql`SELECT ${courseSelectList(['id', 'updatedAt', 'createdAt'])} FROM "Course" ORDER BY "id" LIMIT 1`);
    expect(row!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const stored = await db().prisma.course.findUniqueOrThrow({ where: { id: row!.id as number } });
    expect(courseRow(row!)).toMatchObject({ updatedAt: stored.updatedAt, createdAt: stored.createdAt });
    const res = await gql(api.url, '{ courses(first: 3, orderBy: { field: UPDATED_AT, direction: DESC }) { edges { node { id updatedAt jsonLd } } } }'); // jsonLd: every column
    expect(res.errors).toBeUndefined();
    for (const { node } of res.data!.courses.edges) {
      expect(node.updatedAt).toBe((await db().prisma.course.findUniqueOrThrow({ where: { id: Number(node.id) } })).updatedAt.toISOString());
    }
  });

  test('a course read by id on the driver equals Prisma\'s row: JSON, lists, numbers, nulls and dates alike', async () => {
    const prisma = db().prisma;
    // A row written without its lists (NULL in the table), as a bulk load may leave it.
    await prisma.$executeRaw`INSERT INTO "Course" ("key", "title", "sourceUrl", "updatedAt") VALUES ('bare', 'Bare', 'https://bare.example/', now())`;
    const rows = await prisma.course.findMany({ orderBy: { id: 'asc' } });
    expect(rows.at(-1)!.instructors).toEqual([]);
    const loaders = createLoaders(prisma, undefined, statementsOn(db().adapter));
    expect(await Promise.all(rows.map((r) => loaders.course.load(r.id)))).toEqual(rows);
    expect(rows.some((r) => r.prerequisiteCodes.length > 0 && Object.keys(r.provenance as object).length > 0)).toBe(true);
    await prisma.course.delete({ where: { key: 'bare' } });
  });

  test('a complexity kept for a query shape never lets a larger page through: variables keep their numbers', async () => {
    const q = 'query($first: Int, $f: CourseFilter) { courses(first: $first, filter: $f) { edges { node { institution { courses(first: $first) { edges { node { code title } } } } } } } }';
    const small = await gql(api.url, q, { first: 5, f: { text: 'calculus' } });
    expect(small.errors).toBeUndefined();
    const sameShape = await gql(api.url, q, { first: 5, f: { text: 'algebra' } });
    expect(sameShape.errors).toBeUndefined();
    const large = await gql(api.url, q, { first: 100, f: { text: 'algebra' } });
    expect(large.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  test('DataLoader and caches: a list of courses with their institutions costs a fixed number of statements', async () => {
    const counting = countingDatabase(db());
    // The catalog's version, once read, is trusted for the rest of the test, so that counting does not depend on timing.
    const countingApi = await startApi(counting.database, 0, { allowAnonymousReads: true, catalog: { maxVersionAgeMs: Number.POSITIVE_INFINITY } });
    try {
      const q = (n: number) => `{ courses(first: ${n}) { edges { node { code institution { name } prerequisiteCourses { code } } } } }`;
      await gql(countingApi.url, q(1)); // reads the catalog's version and the institutions once
      counting.reset();
      await gql(countingApi.url, q(2));
      const few = counting.statements();
      counting.reset();
      const res = await gql(countingApi.url, q(6));
      const many = counting.statements();
      expect(res.data!.courses.edges).toHaveLength(6);
      expect(many).toBe(few); // one statement for the page, one for all the prerequisites; institutions are in memory
      expect(many).toBe(2);
    } finally {
      await countingApi.stop();
      await counting.database.close();
    }
  });

  test('CSRF prevention: a simple GET without a preflight header is refused', async () => {
    const res = await fetch(`${api.url}?query=${encodeURIComponent('{ health { ok } }')}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${api.url}?query=${encodeURIComponent('{ health { ok } }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(ok.status).toBe(200);
  });
});
