// CrawlRun.strategy and Model.kind are the registry's enums; rows stored under a name the registry no longer
// holds (a strategy or learner removed since) still answer: the enum field is null and the *Name field has the
// stored name, so one retired row does not fail a whole list.
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

describeEachDatabase('registry enums on stored rows', (db) => {
  let api: RunningApi;
  beforeAll(async () => {
    const prisma = db().prisma;
    await prisma.crawlRun.create({ data: { strategy: 'keyword', seeds: [], maxPages: 10, status: 'SUCCEEDED' } });
    await prisma.crawlRun.create({ data: { strategy: 'retired-strategy', seeds: [], maxPages: 10, status: 'SUCCEEDED' } });
    await prisma.model.create({ data: { kind: 'keyword-trees', version: 1, parameters: {}, active: true } });
    await prisma.model.create({ data: { kind: 'retired-kind', version: 1, parameters: {}, active: true } });
    api = await startApi(db(), 0, { allowAnonymousReads: true });
  });
  afterAll(() => api.stop());

  test('a registered name is its enum value; a retired one is null beside its stored name', async () => {
    const runs = await gql(api.url, '{ crawlRuns(first: 10) { edges { node { strategy strategyName } } } }');
    expect(runs.errors).toBeUndefined();
    expect(runs.data!.crawlRuns.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { strategy: null, strategyName: 'retired-strategy' },
      { strategy: 'KEYWORD', strategyName: 'keyword' },
    ]);
    const models = await gql(api.url, '{ models { kind kindName version } }');
    expect(models.errors).toBeUndefined();
    expect(models.data!.models).toEqual([
      { kind: 'KEYWORD_TREES', kindName: 'keyword-trees', version: 1 },
      { kind: null, kindName: 'retired-kind', version: 1 },
    ]);
  });

  test('the strategies list gives each strategy\'s enum value, the one startCrawl takes', async () => {
    const res = await gql(api.url, '{ strategies { strategy name } }');
    expect(res.errors).toBeUndefined();
    for (const s of res.data!.strategies as { strategy: string; name: string }[]) expect(s.strategy).toBe(s.name.toUpperCase().replace(/-/g, '_'));
  });
});
