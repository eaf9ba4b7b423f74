import type { Resolvers } from '../../generated/graphql.ts';
import { isAlive, workerStaleAfterMs } from '../../crawl/workers/registry.ts';
import { runFigures, type RunFigures } from '../../crawl/workers/status.ts';
import type { CrawlRun } from '../../generated/prisma/client.ts';
import type { ApiContext } from '../context.ts';

const perRequest = new WeakMap<ApiContext, Map<number, Promise<RunFigures>>>();

/** A run's live figures, computed once per run and request however many of its fields are asked for. */
function figures(run: CrawlRun, ctx: ApiContext): Promise<RunFigures> {
  let runs = perRequest.get(ctx);
  if (!runs) perRequest.set(ctx, (runs = new Map()));
  if (!runs.has(run.id)) runs.set(run.id, runFigures(ctx.db, run));
  return runs.get(run.id)!;
}

export const workerResolvers: Resolvers = {
  Query: {
    workers: (_p, { includeStopped }, { db }) => db.worker.findMany({
      where: includeStopped ? {} : { stoppedAt: null, heartbeatAt: { gte: new Date(Date.now() - workerStaleAfterMs) } },
      orderBy: { startedAt: 'desc' },
      take: 500,
    }),
  },
  Worker: {
    alive: (w) => isAlive(w),
    runs: (w, _a, { loaders }) => Promise.all(w.runIds.map((id) => loaders.crawlRun.load(id))).then((runs) => runs.filter((r): r is CrawlRun => !!r)),
  },
  CrawlRun: {
    queueDepth: async (r, _a, ctx) => (await figures(r, ctx)).queueDepth,
    leasesHeld: async (r, _a, ctx) => (await figures(r, ctx)).leasesHeld,
    pagesPerSecond: async (r, _a, ctx) => (await figures(r, ctx)).pagesPerSecond,
    workers: async (r, _a, { db }) => {
      const leases = await db.hostLease.findMany({ where: { runId: r.id, workerId: { not: null }, expiresAt: { gte: new Date() } }, select: { workerId: true }, distinct: ['workerId'] });
      return db.worker.findMany({ where: { id: { in: leases.map((l) => l.workerId!) } }, orderBy: { startedAt: 'asc' } });
    },
  },
};
