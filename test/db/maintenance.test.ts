import { vacuumAnalyze } from '../../src/db/maintenance.ts';
import { describeEachDatabase } from '../support/database.ts';

describeEachDatabase('maintenance after bulk writes', (db, kind) => {
  test('VACUUM ANALYZE gives the planner statistics for freshly loaded courses', async () => {
    const { prisma } = db();
    await prisma.course.createMany({
      data: Array.from({ length: 500 }, (_, i) => ({ key: `m${i}`, title: `Course ${i}`, sourceUrl: `https://m.example/${i}`, sourceUrls: [] })),
    });
    const tuples = () => prisma.$queryRaw<{ n: number }[]>`SELECT reltuples::int AS n FROM pg_class WHERE oid = '"Course"'::regclass`;
    // PGlite never analyses by itself (a server's autovacuum might, at any moment).
    if (kind === 'pglite') expect((await tuples())[0]!.n).toBeLessThan(500);
    expect(await vacuumAnalyze(db())).toBeGreaterThanOrEqual(0);
    expect((await tuples())[0]!.n).toBe(500);
  });
});
