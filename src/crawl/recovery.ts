// Crawl runs whose process died keep status RUNNING; after a silent spell they are marked FAILED so that
// `coursegraph crawl --resume` (or the crawl job) can pick them up, and their frontier leases are released.
import type { Db } from '../db/client.ts';

export async function failStaleRuns(db: Db, staleAfterMs: number): Promise<number[]> {
  const cutoff = new Date(Date.now() - staleAfterMs);
  const stale = await db.crawlRun.findMany({
    // Runs served by workers have no process of their own: any live worker continues them.
    where: { status: 'RUNNING', distributed: false, OR: [{ heartbeatAt: { lt: cutoff } }, { heartbeatAt: null, startedAt: { lt: cutoff } }] },
    select: { id: true },
  });
  const ids = stale.map((r) => r.id);
  if (ids.length === 0) return [];
  await db.$transaction([
    db.crawlRun.updateMany({ where: { id: { in: ids } }, data: { status: 'FAILED', error: 'interrupted: no heartbeat', finishedAt: new Date() } }),
    db.frontierEntry.updateMany({ where: { runId: { in: ids }, state: 'LEASED' }, data: { state: 'PENDING', leaseExpiresAt: null } }),
  ]);
  return ids;
}
