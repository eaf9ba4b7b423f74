// A shown totalCount with text is exact up to exactCountLimit matches and an estimate above it, so that counting
// a common word never costs more than the page; without text, term or code prefix it is exact at any size (the
// catalog's grouped counts) and follows changes; reading an ordered list backward still uses the exact length.
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { exactCountLimit } from '../../src/api/course-query.ts';
import { vacuumAnalyze } from '../../src/db/maintenance.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

const many = exactCountLimit + 200;

describeEachDatabase('course counts', (db) => {
  let api: RunningApi;
  beforeAll(async () => {
    const prisma = db().prisma;
    const inst = (await prisma.institution.create({ data: { name: 'Counting College', rootUrls: ['https://c.example/'], hosts: [] } })).id;
    await prisma.course.createMany({
      data: Array.from({ length: many + 3 }, (_, n) => ({
        key: `count:${n}`, institutionId: inst, code: `STAT ${n}`, codeKey: `STAT${n}`, sourceUrl: `https://c.example/${n}`, sourceUrls: [],
        // every course but three is about statistics; the three are about optics
        title: n < many ? `Statistics ${n}` : `Optics ${n}`, subject: n < many ? 'Statistics' : 'Physics', credits: 3,
      })),
    });
    await vacuumAnalyze(db()); // the estimate comes from the planner's statistics
    api = await startApi(db(), 0, { allowAnonymousReads: true, catalog: { maxVersionAgeMs: 0, minFacetIntervalMs: 0 } });
  });
  afterAll(() => api.stop());

  const count = async (filter: string) => {
    const res = await gql(api.url, `{ courses(first: 1, filter: ${filter}) { totalCount totalCountIsExact } }`);
    expect(res.errors).toBeUndefined();
    return res.data!.courses as { totalCount: number; totalCountIsExact: boolean };
  };

  test('a count up to the limit is exact', async () => {
    expect(await count('{ text: "optics" }')).toEqual({ totalCount: 3, totalCountIsExact: true });
    expect(await count('{ subject: "physics" }')).toEqual({ totalCount: 3, totalCountIsExact: true });
  });

  test('a count with text above the limit is an estimate, marked as one, never below the limit + 1', async () => {
    for (const filter of ['{ text: "statistics" }', '{ text: "statistics", subject: "Statistics" }', '{ codePrefix: "STAT", creditsMin: 3 }']) {
      const shown = await count(filter);
      expect(shown.totalCountIsExact).toBe(false);
      expect(shown.totalCount).toBeGreaterThan(exactCountLimit);
      // the planner's statistics on an analysed table are close for simple conditions
      expect(Math.abs(shown.totalCount - many)).toBeLessThan(many * 0.5);
    }
  });

  test('a count without text, term or code prefix is exact at any size, and follows a change at once', async () => {
    expect(await count('{ subject: "Statistics" }')).toEqual({ totalCount: many, totalCountIsExact: true });
    expect(await count('{ creditsMin: 3 }')).toEqual({ totalCount: many + 3, totalCountIsExact: true });
    expect(await count('{ subject: "statistics", creditsMax: 2 }')).toEqual({ totalCount: 0, totalCountIsExact: true });
    const prisma = db().prisma;
    const inst = (await prisma.institution.findFirstOrThrow()).id;
    await prisma.course.create({ data: { key: 'count:extra', institutionId: inst, code: 'STAT X', codeKey: 'STATX', sourceUrl: 'https://c.example/x', sourceUrls: [], title: 'Statistics extra', subject: 'Statistics', credits: 3 } });
    expect(await count('{ subject: "Statistics" }')).toEqual({ totalCount: many + 1, totalCountIsExact: true });
    await prisma.course.delete({ where: { key: 'count:extra' } });
    expect(await count('{ subject: "Statistics" }')).toEqual({ totalCount: many, totalCountIsExact: true });
  });

  test('reading an ordered list backward from its end uses the exact length', async () => {
    const res = await gql(api.url, `{ courses(last: 2, orderBy: { field: TITLE, direction: ASC }, filter: { subject: "Statistics" }) { edges { cursor node { title } } } }`);
    expect(res.errors).toBeUndefined();
    const edges = res.data!.courses.edges as { cursor: string; node: { title: string } }[];
    const titles = Array.from({ length: many }, (_, n) => `Statistics ${n}`).sort();
    expect(edges.map((e) => e.node.title)).toEqual(titles.slice(-2));
    expect(Buffer.from(edges.at(-1)!.cursor, 'base64url').toString()).toBe(`at:${many}`);
  });
});
