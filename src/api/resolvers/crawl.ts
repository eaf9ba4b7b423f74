import { maxPagesLimit } from '../../limits.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CrawlScope, Resolvers, RunStatus, Strategy } from '../../generated/graphql.ts';
import { scopeOfRun } from '../../crawl/scope.ts';
import { requireRole } from '../auth.ts';
import { decodeCursor, pageSize, parseId, toConnection, type CrawlRunConnectionShape } from '../connection.ts';
import { badInput } from '../errors.ts';
import { defaultStrategy, strategies } from '../../strategies/registry.ts';
import { strategyFromEnum, strategyToEnum } from '../registry-enums.ts';

export async function crawlRunConnection(db: Db, args: { first?: number | null; after?: string | null }, where: Prisma.CrawlRunWhereInput): Promise<CrawlRunConnectionShape> {
  const take = pageSize(args.first);
  // Newest first: keyset on descending ids.
  const beforeId = args.after ? decodeCursor(args.after, 'id') : undefined;
  const rows = await db.crawlRun.findMany({ where: beforeId ? { AND: [where, { id: { lt: beforeId } }] } : where, orderBy: { id: 'desc' }, take: take + 1 });
  return toConnection(rows, take, () => db.crawlRun.count({ where }), beforeId !== undefined);
}

function harvestCurve(run: { harvestCurve: unknown }): number[][] {
  return Array.isArray(run.harvestCurve) ? (run.harvestCurve as number[][]) : [];
}

export const crawlResolvers: Resolvers = {
  Query: {
    crawlRuns: (_p, args, { db }) => {
      const where: Prisma.CrawlRunWhereInput = {};
      if (args.institutionId) where.institutionId = parseId(args.institutionId, 'institution', 'institutionId');
      if (args.status) where.status = args.status as RunStatus;
      return crawlRunConnection(db, args, where);
    },
    crawlRun: (_p, { id }, { loaders }) => loaders.crawlRun.load(parseId(id, 'crawl run')),
    strategies: () => [defaultStrategy, ...strategies.map((s) => s.name).filter((n) => n !== defaultStrategy)]
      .map((name) => ({ strategy: strategyToEnum(name) as Strategy, name, isDefault: name === defaultStrategy })),
  },
  Mutation: {
    startCrawl: async (_p, { input }, { db, role, crawls }) => {
      requireRole(role, 'ADMIN');
      const institutionId = parseId(input.institutionId, 'institution', 'institutionId');
      const institution = await db.institution.findUnique({ where: { id: institutionId } });
      if (!institution) throw badInput(`no institution with id ${institutionId}`, 'institutionId');
      const strategy = input.strategy ? strategyFromEnum(input.strategy) : defaultStrategy;
      if (!strategies.some((s) => s.name === strategy)) throw badInput(`unknown strategy "${input.strategy}"; one of: ${strategies.map((s) => s.name).join(', ')}`, 'strategy');
      const maxPages = input.maxPages ?? 500;
      if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > maxPagesLimit) throw badInput(`maxPages must be from 1 to ${maxPagesLimit}`, 'maxPages');
      if (await db.crawlRun.findFirst({ where: { institutionId, status: { in: ['RUNNING', 'QUEUED'] } } })) throw badInput(`institution ${institutionId} is being crawled already`, 'institutionId');
      const scope = input.scope === 'DOMAIN' ? 'domain' : 'hosts';
      const runId = await crawls.start({ seeds: institution.rootUrls, institutionId, strategy, maxPages, scope });
      return db.crawlRun.findUniqueOrThrow({ where: { id: runId } });
    },
    cancelCrawl: async (_p, { runId }, { db, role, crawls, tokenName }) => {
      requireRole(role, 'ADMIN');
      const id = parseId(runId, 'crawl run', 'runId');
      const run = await db.crawlRun.findUnique({ where: { id } });
      if (!run) throw badInput(`no crawl run ${id}`, 'runId');
      if (run.status !== 'RUNNING' && run.status !== 'QUEUED') throw badInput(`crawl run ${id} is ${run.status.toLowerCase()}, not running`, 'runId');
      // The status is what a crawl in any process watches; this process's crawl is also stopped at once.
      await db.crawlRun.update({ where: { id }, data: { status: 'CANCELLED', error: `cancelled by ${tokenName ?? 'an admin'}` } });
      crawls.cancel(id);
      return db.crawlRun.findUniqueOrThrow({ where: { id } });
    },
  },
  CrawlRun: {
    id: (r) => String(r.id),
    institution: (r, _a, { loaders }) => (r.institutionId ? loaders.institution.load(r.institutionId) : null),
    strategy: (r) => strategyToEnum(r.strategy) as Strategy | null,
    strategyName: (r) => r.strategy,
    scope: (r) => scopeOfRun(r.options).toUpperCase() as CrawlScope,
    bytesFetched: (r) => Number(r.bytesFetched),
    harvestCurve: (r) => harvestCurve(r),
    harvestSeries: (r) => harvestCurve(r).map(([fetches, coursePages]) => ({ fetches: fetches!, coursePages: coursePages! })),
    progress: (r) => (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(r.status) ? 1 : Math.min(1, r.maxPages ? r.pagesFetched / r.maxPages : 0)),
  },
  CrawlRunConnection: { totalCount: (c) => c.totalCount() },
};
