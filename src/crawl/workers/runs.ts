// Runs served by workers: enqueueing one, and the transitions no single process owns (queued → running when a
// worker first takes one of its hosts, running → succeeded when its frontier is empty or its budget spent).
import type { Db } from '../../db/client.ts';
import type { CrawlRun } from '../../generated/prisma/client.ts';
import { Frontier, seedLinks } from '../frontier.ts';
import { normalizeUrl } from '../urls.ts';
import { createRun, type CrawlRequest } from '../run.ts';

/** Creates a run for the workers with its seeds queued; any worker serves it. */
export async function enqueueCrawl(db: Db, req: CrawlRequest): Promise<CrawlRun> {
  const run = await createRun(db, req, true);
  const seeds = [...new Set(run.seeds.map((s) => normalizeUrl(s)).filter((s): s is string => !!s))];
  await new Frontier(db, run.id).persistSeeds(seedLinks(seeds));
  return run;
}

/**
 * Hands an interrupted run (its process died or was stopped) to the workers: they continue from its frontier.
 * Returns false when the run is not one that can be handed on.
 */
export async function requeueForWorkers(db: Db, runId: number): Promise<boolean> {
  const { count } = await db.crawlRun.updateMany({
    where: { id: runId, status: { in: ['FAILED', 'CANCELLED'] }, error: { startsWith: 'interrupted' } },
    data: { distributed: true, status: 'QUEUED', error: null, finishedAt: null },
  });
  return count === 1;
}

export async function markRunning(db: Db, runId: number): Promise<void> {
  await db.crawlRun.updateMany({ where: { id: runId, status: 'QUEUED' }, data: { status: 'RUNNING', startedAt: new Date(), heartbeatAt: new Date() } });
}

/** Marks a run succeeded once nothing is pending (an entry stays pending until its page is stored) or its budget is spent. */
export async function finishIfDone(db: Db, runId: number): Promise<boolean> {
  const run = await db.crawlRun.findUnique({ where: { id: runId }, select: { status: true, pagesFetched: true, maxPages: true, institutionId: true } });
  if (!run || (run.status !== 'RUNNING' && run.status !== 'QUEUED')) return false;
  const pending = await db.frontierEntry.findFirst({ where: { runId, state: 'PENDING' }, select: { id: true } });
  if (pending && run.pagesFetched < run.maxPages) return false;
  const { count } = await db.crawlRun.updateMany({ where: { id: runId, status: { in: ['QUEUED', 'RUNNING'] } }, data: { status: 'SUCCEEDED', finishedAt: new Date(), error: null } });
  if (count === 1 && run.institutionId) await db.institution.update({ where: { id: run.institutionId }, data: { lastCrawledAt: new Date() } });
  return count === 1;
}

export const activeRunStatuses = ['QUEUED', 'RUNNING'] as const;
