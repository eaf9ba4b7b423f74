import { startApi, type RunningApi } from '../../src/api/server.ts';
import { createToken } from '../../src/api/auth.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

describeEachDatabase('institutions API over HTTP', (db) => {
  let api: RunningApi;
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    api = await startApi(db(), 0, { allowAnonymousReads: true });
    admin = await createToken(db().prisma, 'ADMIN');
    reader = await createToken(db().prisma, 'READER');
  });
  afterAll(() => api.stop());

  const add = 'mutation($input: AddInstitutionInput!) { addInstitution(input: $input) { id name hosts } }';

  test('addInstitution without a token is UNAUTHENTICATED', async () => {
    const res = await gql(api.url, 'mutation { addInstitution(input: { name: "Example University", rootUrl: "https://www.example.edu/" }) { id name } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('addInstitution with a reader token is FORBIDDEN', async () => {
    const res = await gql(api.url, add, { input: { name: 'R U', rootUrl: 'https://r.example/' } }, reader);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('an unknown token is UNAUTHENTICATED', async () => {
    const res = await gql(api.url, '{ health { ok } }', undefined, 'cg_not-a-real-token');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('an admin adds an institution, which the list then shows', async () => {
    const res = await gql(api.url, 'mutation { addInstitution(input: { name: "Example University", rootUrl: "https://www.example.edu/" }) { id name } }', undefined, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.addInstitution.name).toBe('Example University');
    const list = await gql(api.url, '{ institutions(first: 10) { totalCount edges { node { id name } } } }');
    expect(list.data?.institutions.totalCount).toBe(1);
    expect(list.data?.institutions.edges[0].node).toEqual(res.data?.addInstitution);
  });

  test.each([
    ['ftp://files.example.edu/', 'not an http(s) URL'],
    ['not a url', 'not an absolute URL'],
    ['https://user:pw@x.example/', 'credentials'],
  ])('rootUrl %s is BAD_USER_INPUT', async (rootUrl, message) => {
    const res = await gql(api.url, add, { input: { name: `Bad ${rootUrl}`, rootUrl } }, admin);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toContain(message);
  });

  test('pages through institutions with cursors', async () => {
    for (const n of [2, 3, 4]) {
      await gql(api.url, add, { input: { name: `Uni ${n}`, rootUrl: `https://u${n}.example/` } }, admin);
    }
    const first = await gql(api.url, '{ institutions(first: 2) { totalCount edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }');
    expect(first.data?.institutions.totalCount).toBe(4);
    expect(first.data?.institutions.pageInfo.hasNextPage).toBe(true);
    const after = first.data?.institutions.pageInfo.endCursor;
    const second = await gql(api.url, `{ institutions(first: 2, after: "${after}") { edges { node { name } } pageInfo { hasNextPage } } }`);
    expect(second.data?.institutions.edges.map((e: any) => e.node.name)).toEqual(['Uni 3', 'Uni 4']);
    expect(second.data?.institutions.pageInfo.hasNextPage).toBe(false);
  });

  test('a page size over the maximum is BAD_USER_INPUT', async () => {
    const res = await gql(api.url, '{ institutions(first: 1000) { totalCount } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('health names the database', async () => {
    const res = await gql(api.url, '{ health { ok database } }');
    expect(res.data?.health.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(res.data?.health.database);
  });
});
