import { HostLeases, leaseCounts } from '../../../src/crawl/workers/leases.ts';
import type { Db } from '../../../src/db/client.ts';
import { describeEachDatabase } from '../../support/database.ts';

async function runWithHosts(prisma: Db, hosts: string[], options: { distributed?: boolean; status?: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' } = {}): Promise<number> {
  const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 100, distributed: options.distributed ?? true, status: options.status ?? 'QUEUED' } });
  await prisma.frontierEntry.createMany({
    data: hosts.flatMap((host) => [0, 1].map((i) => ({ runId: run.id, url: `http://${host}/p${i}`, host, priority: 1, depth: 0 }))),
  });
  return run.id;
}

const hostNames = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}.test:80`);

describeEachDatabase('host leases', (db, kind) => {
  test('concurrent claimers take every host with work exactly once', async () => {
    const prisma = db().prisma;
    const hosts = hostNames('a', 30);
    const runId = await runWithHosts(prisma, hosts);
    await runWithHosts(prisma, hostNames('local', 3), { distributed: false, status: 'RUNNING' }); // served by its own process
    const claimers = Array.from({ length: 6 }, (_, i) => new HostLeases(prisma, `w${i}`, 60_000));
    const taken: { worker: string; host: string; runId: number }[] = [];
    // Rounds of simultaneous claims (on PostgreSQL each on its own pooled connection) until nothing is left.
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(claimers.map(async (c) => (await c.claim(4)).map((h) => ({ worker: c.workerId, ...h }))));
      const got = results.flat();
      if (got.length === 0) break;
      taken.push(...got);
    }
    expect(taken.map((t) => t.host).sort()).toEqual([...hosts].sort());
    expect(new Set(taken.map((t) => t.host)).size).toBe(30);
    expect(taken.every((t) => t.runId === runId)).toBe(true);
    const rows = await prisma.hostLease.findMany({ where: { workerId: { not: null } } });
    expect(rows).toHaveLength(30);
    for (const t of taken) expect(rows.find((r) => r.host === t.host)?.workerId).toBe(t.worker);
    const counts = await leaseCounts(prisma);
    expect(counts.byRun.get(runId)).toBe(30);
    expect([...counts.byWorker.values()].reduce((a, b) => a + b, 0)).toBe(30);
    if (kind === 'postgres') expect(new Set(taken.map((t) => t.worker)).size).toBeGreaterThan(1);
  });

  test('renewal keeps a lease; an expired lease passes to another worker, who waits out the old holder\'s delay', async () => {
    const prisma = db().prisma;
    const [host] = hostNames('b', 1);
    await runWithHosts(prisma, [host!]);
    const first = new HostLeases(prisma, 'first', 60_000);
    const second = new HostLeases(prisma, 'second', 60_000);
    expect((await first.claim(1)).map((c) => c.host)).toEqual([host]);
    expect(await second.claim(1)).toEqual([]);
    const renewing = Date.now();
    expect(await first.renew([{ host: host!, delayMs: 5000 }])).toEqual(new Set([host]));
    // The first worker dies: its lease runs out.
    await prisma.hostLease.update({ where: { host: host! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const [taken] = await second.claim(1);
    expect(taken?.host).toBe(host);
    // The dead holder may have sent a request as it renewed: its whole delay from then, less the time since.
    expect(taken!.waitMs).toBeGreaterThanOrEqual(5000 - (Date.now() - renewing) - 1);
    expect(taken!.waitMs).toBeLessThanOrEqual(5001); // stored times keep milliseconds
    // The old holder, back from a pause, finds it lost the host.
    expect(await first.renew([{ host: host!, delayMs: 5000 }])).toEqual(new Set());
    await first.release(host!, 0, 0);
    expect((await prisma.hostLease.findUniqueOrThrow({ where: { host: host! } })).workerId).toBe('second');
  });

  test('a released host goes to the next claimer after what is left of the delay; finished runs are not served', async () => {
    const prisma = db().prisma;
    const [host] = hostNames('c', 1);
    const runId = await runWithHosts(prisma, [host!]);
    const one = new HostLeases(prisma, 'one', 60_000);
    const two = new HostLeases(prisma, 'two', 60_000);
    await one.claim(1);
    const releasing = Date.now();
    await one.release(host!, 3000, 3000);
    expect(await one.held()).toEqual([]);
    const [next] = await two.claim(1);
    expect(next?.waitMs).toBeGreaterThanOrEqual(3000 - (Date.now() - releasing) - 1);
    expect(next?.waitMs).toBeLessThanOrEqual(3000);
    await two.release(host!, 0, 0);
    await prisma.crawlRun.update({ where: { id: runId }, data: { status: 'SUCCEEDED' } });
    expect(await two.claim(1)).toEqual([]);
  });
});
