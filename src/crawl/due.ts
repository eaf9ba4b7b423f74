// Which institutions are due for a crawl, and crawling them: interrupted runs are resumed first, then the
// institutions whose last crawl is oldest, several at once under the process-wide concurrency limit.
import type { Db } from '../db/client.ts';
import { runCrawl, type CrawlOutcome } from './run.ts';
import { scopeOfRun, type CrawlScope } from './scope.ts';
import { workersPresent } from './workers/registry.ts';
import { enqueueCrawl, requeueForWorkers } from './workers/runs.ts';

export interface DueOptions {
  strategy: string;
  maxPages: number;
  parallel: number;
  allowPrivateNetwork?: boolean;
  delayMs?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export async function dueInstitutions(db: Db, now = new Date()): Promise<number[]> {
  const all = await db.institution.findMany({ select: { id: true, lastCrawledAt: true, crawlEveryHours: true }, orderBy: { id: 'asc' } });
  return all
    .filter((i) => !i.lastCrawledAt || now.getTime() - i.lastCrawledAt.getTime() >= i.crawlEveryHours * 3_600_000)
    .sort((a, b) => (a.lastCrawledAt?.getTime() ?? 0) - (b.lastCrawledAt?.getTime() ?? 0))
    .map((i) => i.id);
}

/** The scope of the institution's latest run: an institution crawled once with a domain scope is crawled so
 * again (its catalog on another host of its domain stays in reach), with none the default. */
async function scopeOfLastRun(db: Db, institutionId: number): Promise<CrawlScope> {
  const last = await db.crawlRun.findFirst({ where: { institutionId }, orderBy: { id: 'desc' }, select: { options: true } });
  return scopeOfRun(last?.options);
}

export async function crawlDue(db: Db, options: DueOptions): Promise<CrawlOutcome[]> {
  const outcomes: CrawlOutcome[] = [];
  const interrupted = await db.crawlRun.findMany({ where: { status: { in: ['FAILED', 'CANCELLED'] }, error: { startsWith: 'interrupted' } }, select: { id: true } });
  const busy = new Set((await db.crawlRun.findMany({ where: { status: { in: ['RUNNING', 'QUEUED'] } }, select: { institutionId: true } })).map((r) => r.institutionId));
  if (await workersPresent(db)) {
    // Worker processes are running: they crawl, this process only queues the work.
    for (const r of interrupted) if (await requeueForWorkers(db, r.id)) options.log?.(`run ${r.id}: handed to the workers`);
    for (const id of (await dueInstitutions(db)).filter((i) => !busy.has(i))) {
      const inst = await db.institution.findUniqueOrThrow({ where: { id } });
      const run = await enqueueCrawl(db, { seeds: inst.rootUrls, institutionId: id, strategy: options.strategy, maxPages: options.maxPages,
        scope: await scopeOfLastRun(db, id), allowPrivateNetwork: options.allowPrivateNetwork, delayMs: options.delayMs });
      options.log?.(`run ${run.id}: ${inst.name} queued for the workers`);
    }
    return outcomes;
  }
  const queue: (() => Promise<CrawlOutcome>)[] = [
    ...interrupted.map((r) => () => runCrawl(db, { seeds: [], resumeRunId: r.id, signal: options.signal, allowPrivateNetwork: options.allowPrivateNetwork, delayMs: options.delayMs })),
    ...(await dueInstitutions(db)).filter((id) => !busy.has(id)).map((id) => async () => {
      const inst = await db.institution.findUniqueOrThrow({ where: { id } });
      return runCrawl(db, { seeds: inst.rootUrls, institutionId: id, strategy: options.strategy, maxPages: options.maxPages, signal: options.signal,
        scope: await scopeOfLastRun(db, id), allowPrivateNetwork: options.allowPrivateNetwork, delayMs: options.delayMs });
    }),
  ];
  const workers = Array.from({ length: Math.max(1, options.parallel) }, async () => {
    for (let task = queue.shift(); task && !options.signal?.aborted; task = queue.shift()) {
      try {
        const outcome = await task();
        outcomes.push(outcome);
        options.log?.(`run ${outcome.runId}: ${outcome.status.toLowerCase()}, ${outcome.progress.fetched} fetches, ${outcome.progress.coursePages} course pages`);
      } catch (err) {
        options.log?.(`crawl failed: ${(err as Error).message}`);
      }
    }
  });
  await Promise.all(workers);
  return outcomes;
}
