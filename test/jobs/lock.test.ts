import { withJobLock } from '../../jobs/lock.ts';
import { startScheduler } from '../../jobs/scheduler.ts';
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

  test('while a job runs, a second start of the same job in the same process is refused', async () => {
    const prisma = db().prisma;
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => { started = r; });
    const first = withJobLock(prisma, 'job:extract', () => { started(); return new Promise<void>((r) => { release = r; }); });
    await running;
    // Other processes see the row held until it expires.
    const row = await prisma.jobLock.findUniqueOrThrow({ where: { name: 'job:extract' } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    let second = 0;
    expect(await withJobLock(prisma, 'job:extract', async () => { second++; })).toBe(false);
    expect(second).toBe(0);
    release();
    expect(await first).toBe(true);
    // Once it is done, the job may run again.
    expect(await withJobLock(prisma, 'job:extract', async () => { second++; })).toBe(true);
    expect(second).toBe(1);
  });

  test("the scheduler's runNow does not overlap a running job", async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => { started = r; });
    let runs = 0;
    const job = { name: 'slow', defaultSchedule: '0 0 1 1 *', run: () => { runs++; started(); return new Promise<void>((r) => { release = r; }); } };
    const scheduler = startScheduler(db(), [job], {}, () => {});
    const first = scheduler.runNow('slow');
    await running;
    expect(await scheduler.runNow('slow')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    await scheduler.stop();
  });
});
