import { withJobLock } from '../../jobs/lock.ts';
import { describeEachDatabase } from '../support/database.ts';

describeEachDatabase('job locks', (db) => {
  test('a job held by another process does not run; an expired hold is taken over', async () => {
    const prisma = db().prisma;
    await prisma.jobLock.create({ data: { name: 'job:crawl', holder: 'other-host:123:abcd', expiresAt: new Date(Date.now() + 60_000) } });
    let ran = 0;
    expect(await withJobLock(prisma, 'job:crawl', async () => { ran++; })).toBe(false);
    expect(ran).toBe(0);
    await prisma.jobLock.update({ where: { name: 'job:crawl' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await withJobLock(prisma, 'job:crawl', async () => { ran++; })).toBe(true);
    expect(ran).toBe(1);
    expect(await prisma.jobLock.count()).toBe(0); // released after the run
  });

  test('while a job runs, a second start of the same job is refused', async () => {
    const prisma = db().prisma;
    let release!: () => void;
    const first = withJobLock(prisma, 'job:extract', () => new Promise<void>((r) => { release = r; }));
    // Wait until the lock is taken (polling, not a fixed sleep that a busy machine may outlast).
    let row = await prisma.jobLock.findUnique({ where: { name: 'job:extract' } });
    while (!row) row = await new Promise((r) => setImmediate(r)).then(() => prisma.jobLock.findUnique({ where: { name: 'job:extract' } }));
    // Another process's view: the row is held by someone else until it expires.
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await prisma.jobLock.update({ where: { name: 'job:extract' }, data: { holder: 'other-host:9:ffff' } });
    expect(await withJobLock(prisma, 'job:extract', async () => {})).toBe(false);
    release();
    await first;
  });
});
