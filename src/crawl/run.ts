// Starts or resumes a crawl run: the CrawlRun row, the fetcher, the strategy and the loop, with status kept.
import type { Db } from '../db/client.ts';
import { defaultStrategy, strategyByName } from '../strategies/registry.ts';
import { Crawler, type CrawlProgress } from './crawler.ts';
import { Fetcher } from './fetcher.ts';
import { Semaphore } from './semaphore.ts';
import { parseHttpUrl } from './urls.ts';

export interface CrawlRequest {
  seeds: string[];
  institutionId?: number;
  strategy?: string;
  maxPages?: number;
  proxy?: string;
  allowPrivateNetwork?: boolean;
  resumeRunId?: number;
  /** Delay between requests to one host unless robots.txt asks for more. */
  delayMs?: number;
  connectionsPerHost?: number;
  concurrency?: Semaphore;
  /** A stored model for the strategy. */
  model?: unknown;
  /** Pages judged at least this relevant are saved (default: the strategy's; the forest's model says 0.85). */
  saveThreshold?: number;
  signal?: AbortSignal;
  onProgress?: (p: CrawlProgress) => void;
  onStart?: (runId: number) => void;
}

export interface CrawlOutcome {
  runId: number;
  strategy: string;
  status: string;
  progress: CrawlProgress;
}

/** The parameters of the active model of a kind, if people have trained one. */
export async function activeModel(db: Db, kind: string): Promise<unknown> {
  const row = await db.model.findFirst({ where: { kind, active: true }, orderBy: { version: 'desc' } });
  return row?.parameters ?? undefined;
}

export const globalConcurrency = new Semaphore(Number(process.env.CRAWL_CONCURRENCY || 8));

export async function runCrawl(db: Db, req: CrawlRequest): Promise<CrawlOutcome> {
  if (req.saveThreshold !== undefined && !(req.saveThreshold >= 0 && req.saveThreshold <= 1)) throw new Error('the save threshold must be between 0 and 1');
  let run;
  if (req.resumeRunId) {
    run = await db.crawlRun.findUnique({ where: { id: req.resumeRunId } });
    if (!run) throw new Error(`no crawl run ${req.resumeRunId}`);
    if (run.status === 'SUCCEEDED') throw new Error(`crawl run ${run.id} already finished`);
  } else {
    if (req.seeds.length === 0) throw new Error('give at least one seed URL');
    for (const seed of req.seeds) {
      const parsed = parseHttpUrl(seed);
      if (typeof parsed === 'string') throw new Error(parsed);
    }
    const strategyName = req.strategy ?? defaultStrategy;
    strategyByName(strategyName); // fail before creating the run
    run = await db.crawlRun.create({
      data: {
        institutionId: req.institutionId ?? null, strategy: strategyName, seeds: req.seeds, maxPages: req.maxPages ?? 500,
        options: { proxy: req.proxy ?? null, allowPrivateNetwork: !!req.allowPrivateNetwork, delayMs: req.delayMs ?? null, connectionsPerHost: req.connectionsPerHost ?? 1, saveThreshold: req.saveThreshold ?? null },
      },
    });
  }
  const opts = run.options as { proxy?: string | null; allowPrivateNetwork?: boolean; delayMs?: number | null; connectionsPerHost?: number; saveThreshold?: number | null };
  const institution = run.institutionId ? await db.institution.findUnique({ where: { id: run.institutionId } }) : null;
  const hosts = new Set<string>([...(institution?.hosts ?? []), ...run.seeds.map((s) => new URL(s).hostname.toLowerCase())]);
  const connectionsPerHost = req.connectionsPerHost ?? opts.connectionsPerHost ?? 1;
  const proxy = req.proxy ?? opts.proxy ?? process.env.HTTP_PROXY ?? process.env.http_proxy ?? undefined;
  const fetcher = new Fetcher({ proxy: proxy || undefined, allowPrivateNetwork: req.allowPrivateNetwork ?? opts.allowPrivateNetwork, connectionsPerHost });
  const factory = strategyByName(run.strategy);
  const saveThreshold = req.saveThreshold ?? opts.saveThreshold ?? undefined;
  const strategy = factory.create({ model: req.model ?? (factory.modelKind ? await activeModel(db, factory.modelKind) : undefined), saveThreshold });
  req.onStart?.(run.id);
  await db.crawlRun.update({ where: { id: run.id }, data: { status: 'RUNNING', startedAt: run.startedAt ?? new Date(), heartbeatAt: new Date(), error: null } });
  // A run cancelled from elsewhere (the API, another process) stops here within a couple of seconds.
  const controller = new AbortController();
  req.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  if (req.signal?.aborted) controller.abort();
  const watch = setInterval(() => {
    db.crawlRun.findUnique({ where: { id: run.id }, select: { status: true } })
      .then((r) => { if (r?.status === 'CANCELLED') controller.abort(); })
      .catch(() => {});
  }, 2000);
  watch.unref();
  const crawler = new Crawler(db, fetcher, strategy, {
    runId: run.id, institutionId: run.institutionId, maxPages: run.maxPages, hosts,
    saveThreshold, concurrency: req.concurrency ?? globalConcurrency, defaultDelayMs: req.delayMs ?? opts.delayMs ?? 1000, connectionsPerHost,
    signal: controller.signal, onProgress: req.onProgress,
  });
  try {
    await crawler.prepare(run.seeds);
    const progress = await crawler.run();
    const current = await db.crawlRun.findUniqueOrThrow({ where: { id: run.id }, select: { status: true, error: true } });
    const status = controller.signal.aborted ? 'CANCELLED' : 'SUCCEEDED';
    // A crawl stopped by shutdown is resumed by the next crawl job; one a person cancelled keeps that reason.
    const error = !controller.signal.aborted ? null : current.status === 'CANCELLED' ? current.error : 'interrupted: stopped before finishing';
    await db.crawlRun.update({ where: { id: run.id }, data: { status, finishedAt: new Date(), error } });
    if (run.institutionId && status === 'SUCCEEDED') await db.institution.update({ where: { id: run.institutionId }, data: { lastCrawledAt: new Date() } });
    return { runId: run.id, strategy: run.strategy, status, progress };
  } catch (err) {
    await db.crawlRun.update({ where: { id: run.id }, data: { status: 'FAILED', error: (err as Error).message, finishedAt: new Date() } });
    throw err;
  } finally {
    clearInterval(watch);
    await fetcher.close();
  }
}
