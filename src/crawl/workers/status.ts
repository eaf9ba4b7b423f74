// A crawl run's live figures for the CLI and the API: counters, queue depth, leases and throughput.
import type { Db } from '../../db/client.ts';
import type { CrawlRun } from '../../generated/prisma/client.ts';

export interface RunFigures {
  /** Frontier entries still pending. */
  queueDepth: number;
  /** Hosts leased to workers for this run now. */
  leasesHeld: number;
  /** Workers holding leases for this run now. */
  workers: number;
  /** Fetches per second since the run started (until it finished). */
  pagesPerSecond: number;
}

export type RunStatusLine = CrawlRun & RunFigures;

export function runPagesPerSecond(run: Pick<CrawlRun, 'pagesFetched' | 'startedAt' | 'finishedAt'>, now = Date.now()): number {
  if (!run.startedAt) return 0;
  const seconds = ((run.finishedAt?.getTime() ?? now) - run.startedAt.getTime()) / 1000;
  return seconds > 0 ? run.pagesFetched / seconds : 0;
}

export async function runFigures(db: Db, run: CrawlRun): Promise<RunFigures> {
  const queueDepth = await db.frontierEntry.count({ where: { runId: run.id, state: 'PENDING' } });
  const leases = await db.hostLease.groupBy({ by: ['workerId'], where: { runId: run.id, workerId: { not: null }, expiresAt: { gte: new Date() } }, _count: { _all: true } });
  return {
    queueDepth,
    leasesHeld: leases.reduce((n, l) => n + l._count._all, 0),
    workers: leases.length,
    pagesPerSecond: runPagesPerSecond(run),
  };
}

export async function runStatus(db: Db, runId: number): Promise<RunStatusLine | undefined> {
  const run = await db.crawlRun.findUnique({ where: { id: runId } });
  return run ? { ...run, ...(await runFigures(db, run)) } : undefined;
}
