// Runs served by workers: enqueueing one, and the transitions no single process owns (queued → running when a
// worker first takes one of its hosts, running → succeeded when its frontier is empty or its budget spent).
import type { Db } from '../../db/client.ts';
import type { CrawlRun, Prisma } from '../../generated/prisma/client.ts';
import { recount } from '../run-counters.ts';
import { addHosts } from './leases.ts';
import { hostOf, normalizeUrl } from '../../urls.ts';
import { createRun, type CrawlRequest } from '../run.ts';
import { PrismaCrawlStore } from '../store-prisma.ts';
import { seedContext } from '../../strategies/strategy.ts';

/** Creates a run for the workers with its seeds queued (first in line, as a crawl's seeds are); any worker serves it. */
export async function enqueueCrawl(db: Db, req: CrawlRequest): Promise<CrawlRun> {
  const store = new PrismaCrawlStore(db, { shared: true });
  const run = await createRun(store, req, true);
  const seeds = [...new Set(run.seeds.map((s) => normalizeUrl(s)).filter((s): s is string => !!s))];
  await store.addFrontier(run.id, seeds.map((url) => ({ url, host: hostOf(url), priority: Number.MAX_SAFE_INTEGER, depth: 0, discoveredFrom: null, context: seedContext() })));
  await addHosts(db, seeds.map(hostOf));
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
  if (count !== 1) return false;
  const hosts = await db.frontierEntry.findMany({ where: { runId, state: { in: ['PENDING', 'LEASED'] } }, distinct: ['host'], select: { host: true } });
  await addHosts(db, hosts.map((h) => h.host));
  return true;
}

export async function markRunning(db: Db, runId: number): Promise<void> {
  await db.crawlRun.updateMany({ where: { id: runId, status: 'QUEUED' }, data: { status: 'RUNNING', startedAt: new Date(), heartbeatAt: new Date() } });
}

/**
 * Marks a run succeeded once nothing is pending or leased (a row is leased until its page is stored) or its budget
 * is spent, with its counters recounted from its pages: tallies a worker had not flushed when it died count too.
 */
export async function finishIfDone(db: Db, runId: number): Promise<boolean> {
  const isDone = async (tx: Prisma.TransactionClient) => {
    const run = await tx.crawlRun.findUnique({ where: { id: runId }, select: { status: true, pagesFetched: true, maxPages: true } });
    if (!run || (run.status !== 'RUNNING' && run.status !== 'QUEUED')) return false;
    const pending = await tx.frontierEntry.findFirst({ where: { runId, state: { in: ['PENDING', 'LEASED'] } }, select: { id: true } });
    return !pending || run.pagesFetched >= run.maxPages;
  };
  if (!(await isDone(db))) return false; // the common answer, without taking the run's row
  const institutionId = await db.$transaction(async (tx) => {
    // Under the run's row lock: a tally flushed meanwhile waits, then finds the run finished and recounts instead.
    await tx.$queryRaw`SELECT 1 FROM "CrawlRun" WHERE "id" = ${runId} FOR UPDATE`;
    if (!(await isDone(tx))) return undefined;
    await recount(tx, runId);
    const run = await tx.crawlRun.update({ where: { id: runId }, data: { status: 'SUCCEEDED', finishedAt: new Date(), error: null }, select: { institutionId: true } });
    return run.institutionId;
  });
  if (institutionId === undefined) return false;
  if (institutionId) await db.institution.update({ where: { id: institutionId }, data: { lastCrawledAt: new Date() } });
  return true;
}

export const activeRunStatuses = ['QUEUED', 'RUNNING'] as const;
