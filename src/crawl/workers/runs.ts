// Runs served by workers: enqueueing one, and the transitions no single process owns (queued → running when a
// worker first takes one of its hosts, running → succeeded when its frontier is empty or its budget spent).
import type { Db } from '../../db/client.ts';
import type { CrawlRun } from '../../generated/prisma/client.ts';
import { hostOf, normalizeUrl } from '../urls.ts';
import { createRun, type CrawlRequest } from '../run.ts';
import { PrismaCrawlStore } from '../store-prisma.ts';
import { seedContext } from '../../strategies/strategy.ts';

/** Creates a run for the workers with its seeds queued (first in line, as a crawl's seeds are); any worker serves it. */
export async function enqueueCrawl(db: Db, req: CrawlRequest): Promise<CrawlRun> {
  const store = new PrismaCrawlStore(db, { shared: true });
  const run = await createRun(store, req, true);
  const seeds = [...new Set(run.seeds.map((s) => normalizeUrl(s)).filter((s): s is string => !!s))];
  await store.addFrontier(run.id, seeds.map((url) => ({ url, host: hostOf(url), priority: Number.MAX_SAFE_INTEGER, depth: 0, discoveredFrom: null, context: seedContext() })));
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

/** Marks a run succeeded once nothing is pending or leased (a row is leased until its page is stored) or its budget is spent. */
export async function finishIfDone(db: Db, runId: number): Promise<boolean> {
  const run = await db.crawlRun.findUnique({ where: { id: runId }, select: { status: true, pagesFetched: true, maxPages: true, institutionId: true } });
  if (!run || (run.status !== 'RUNNING' && run.status !== 'QUEUED')) return false;
  const pending = await db.frontierEntry.findFirst({ where: { runId, state: { in: ['PENDING', 'LEASED'] } }, select: { id: true } });
  if (pending && run.pagesFetched < run.maxPages) return false;
  const { count } = await db.crawlRun.updateMany({ where: { id: runId, status: { in: ['QUEUED', 'RUNNING'] } }, data: { status: 'SUCCEEDED', finishedAt: new Date(), error: null } });
  if (count === 1 && run.institutionId) await db.institution.update({ where: { id: run.institutionId }, data: { lastCrawledAt: new Date() } });
  return count === 1;
}

export const activeRunStatuses = ['QUEUED', 'RUNNING'] as const;
