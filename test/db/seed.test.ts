import { runSeeds } from '../../src/db/seed.ts';
import { describeEachDatabase } from '../support/database.ts';

describeEachDatabase('seeds', (db) => {
  test('loads the starter institutions once; a re-run adds nothing and keeps edits', async () => {
    const first = await runSeeds(db().prisma);
    expect(first.institutions).toBeGreaterThanOrEqual(10);
    const count = await db().prisma.institution.count();
    expect(count).toBe(first.institutions);
    const one = await db().prisma.institution.findFirstOrThrow();
    await db().prisma.institution.update({ where: { id: one.id }, data: { country: 'ZZ' } });
    const second = await runSeeds(db().prisma);
    expect(second.institutions).toBe(0);
    expect(await db().prisma.institution.count()).toBe(count);
    expect((await db().prisma.institution.findUniqueOrThrow({ where: { id: one.id } })).country).toBe('ZZ');
  });
});
