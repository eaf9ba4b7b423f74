// The course list's search, orders, backward pages and caches, over real HTTP on both databases.
import crypto from 'node:crypto';
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { describeEachDatabase } from '../support/database.ts';
import { addCourses, extracted } from '../support/courses.ts';
import { gql } from '../support/graphql.ts';

describeEachDatabase('course search, orders and caches', (db) => {
  let api: RunningApi;
  let inst: number;
  const codes = (res: any) => res.data.courses.edges.map((e: any) => e.node.code);
  beforeAll(async () => {
    const prisma = db().prisma;
    inst = (await prisma.institution.create({ data: { name: 'Gamma Institute', rootUrls: ['https://g.example/'], hosts: [] } })).id;
    await addCourses(prisma, inst, [
      extracted({ code: 'PHYS 101', title: 'Mechanics', description: 'Forces, mechanics of bodies and 100% of the lab work.', credits: 4 }),
      extracted({ code: 'PHYS 201', title: 'Statistical physics', description: 'Ensembles and entropy.', credits: null }),
      extracted({ code: 'BUTSU 1', title: '量子力学', description: '波動関数と演算子。', language: 'ja', credits: 2 }),
      extracted({ code: 'BUTSU 2', title: '力学2', description: '剛体の運動。', language: 'ja', credits: 2 }),
      extracted({ code: 'BUTSU 3', title: '熱学', description: '力学との関係。', language: 'ja', credits: 1 }),
      extracted({ code: 'CSE 330', title: 'Databases', description: 'Relational data_models and SQL.', credits: 3 }),
      extracted({ code: 'CSE 331', title: 'Data mining', description: 'Mechanics of learning from data.', credits: 3 }),
    ]);
    api = await startApi(db(), 0, { allowAnonymousReads: true, catalog: { maxVersionAgeMs: 0 } });
  });
  afterAll(() => api.stop());

  const list = (args: string, fields = 'code') => gql(api.url, `{ courses(${args}) { totalCount edges { cursor node { ${fields} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`);

  test.each([
    ['力学', ['BUTSU 1', 'BUTSU 2', 'BUTSU 3']], // inside a longer word, at the start of a title, in a description
    ['量子力学', ['BUTSU 1']],
    ['学', ['BUTSU 1', 'BUTSU 2', 'BUTSU 3']],
    ['data', ['CSE 330', 'CSE 331']], // a word's start: "Databases" too
    ['MECHANICS', ['PHYS 101', 'CSE 331']],
    ['mechanics data', ['CSE 331']],
    ['100%', ['PHYS 101']],
  ])('text %s finds the courses that contain it', async (text, expected) => {
    const res = await list(`first: 20, filter: { text: ${JSON.stringify(text)} }`);
    expect(res.errors).toBeUndefined();
    expect(codes(res)).toEqual(expected);
    expect(res.data!.courses.totalCount).toBe(expected.length);
  });

  test.each([
    ['text: "%"', ['PHYS 101']],
    ['text: "_"', ['CSE 330']],
    ['text: "data_"', ['CSE 330']],
    ['codePrefix: "%"', []],
    ['codePrefix: "P%"', []],
  ])('LIKE wildcards in %s match only themselves', async (filter, expected) => {
    const res = await list(`first: 20, filter: { ${filter} }`);
    expect(res.errors).toBeUndefined();
    expect(codes(res)).toEqual(expected);
  });

  test('orderBy TITLE and UPDATED_AT work, in both directions', async () => {
    const asc = await list('first: 20, orderBy: { field: TITLE }');
    expect(asc.errors).toBeUndefined();
    expect(codes(asc)).toHaveLength(7);
    const desc = await list('first: 20, orderBy: { field: TITLE, direction: DESC }');
    expect(codes(desc)).toEqual([...codes(asc)].reverse());
    const updated = await list('first: 20, orderBy: { field: UPDATED_AT, direction: DESC }', 'code updatedAt');
    expect(updated.errors).toBeUndefined();
    const times = updated.data!.courses.edges.map((e: any) => Date.parse(e.node.updatedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  test('RELEVANCE puts title matches before description matches', async () => {
    const res = await list('first: 20, filter: { text: "mechanics" }, orderBy: { field: RELEVANCE }');
    expect(res.errors).toBeUndefined();
    expect(codes(res)).toEqual(['PHYS 101', 'CSE 331']);
    const none = await list('first: 20, orderBy: { field: RELEVANCE }');
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test.each(['', 'orderBy: { field: CREDITS, direction: DESC }'])('backward pages (last/before) are the forward pages in reverse (%s)', async (order) => {
    const forward: string[][] = [];
    let after: string | null = null;
    do {
      const res: any = await list(`first: 3${after ? `, after: "${after}"` : ''} ${order}`);
      forward.push(codes(res));
      after = res.data.courses.pageInfo.hasNextPage ? res.data.courses.pageInfo.endCursor : null;
    } while (after);
    const backward: string[][] = [];
    let before: string | null = null;
    let res: any;
    do {
      res = await list(`last: 3${before ? `, before: "${before}"` : ''} ${order}`);
      backward.unshift(codes(res));
      before = res.data.courses.pageInfo.hasPreviousPage ? res.data.courses.pageInfo.startCursor : null;
    } while (before);
    expect(backward.flat()).toEqual(forward.flat());
    expect(forward.flat()).toHaveLength(7);
    const both = await list('first: 2, last: 2');
    expect(both.errors?.[0]?.message).toContain('first or last');
  });

  test('automatic persisted queries: a hash alone once the query is known', async () => {
    const query = '{ courses(first: 2) { edges { node { code } } } }';
    const persisted = { persistedQuery: { version: 1, sha256Hash: crypto.createHash('sha256').update(query).digest('hex') } };
    const post = (body: unknown) => fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<any>);
    expect((await post({ extensions: persisted })).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post({ query, extensions: persisted })).data.courses.edges).toHaveLength(2);
    expect((await post({ extensions: persisted })).data.courses.edges).toHaveLength(2);
  });

  test('totalCount and cached responses follow writes to the catalog', async () => {
    const query = '{ courses(first: 1, filter: { text: "entropy" }) { totalCount edges { node { code } } } }';
    const first = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(first.headers.get('cache-control')).toBe('max-age=30, public');
    expect(((await first.json()) as any).data.courses.totalCount).toBe(1);
    const again = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(again.headers.get('age')).not.toBeNull(); // answered from the response cache
    await addCourses(db().prisma, inst, [extracted({ code: 'PHYS 301', title: 'Entropy and information', description: null })]);
    const after = await gql(api.url, query);
    expect(after.data!.courses.totalCount).toBe(2);
  });
});
