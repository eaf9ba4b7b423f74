// Starts or resumes a crawl run: the CrawlRun row, the fetcher, the strategy and the loop, with status kept.
import type { Db } from '../db/client.ts';
import { defaultStrategy, strategyByName } from '../strategies/registry.ts';
import { Crawler, type CrawlProgress } from './crawler.ts';
import { Fetcher } from './fetcher.ts';
import { Semaphore } from './semaphore.ts';
import { defaultTrapLimits, parseHttpUrl } from './urls.ts';
import type { CrawlRun } from '../generated/prisma/client.ts';
import type { CrawlStore, ModelVersions } from './store.ts';
import { PrismaCrawlStore } from './store-prisma.ts';

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
  /** A model's parameters for the strategy (instead of the active version of its kind). */
  model?: unknown;
  /** Clicks from a seed beyond which links are not queued (default 12). */
  maxDepth?: number;
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
  return (await new PrismaCrawlStore(db).activeModel(kind))?.parameters ?? undefined;
}

export const globalConcurrency = new Semaphore(Number(process.env.CRAWL_CONCURRENCY || 8));

/** The model a run crawls with: given by the caller, else the version the run recorded (the active one when it
 * started; null: the shipped default). */
async function runModel(store: CrawlStore, run: CrawlRun, kind: string | undefined): Promise<unknown> {
  if (!kind) return undefined;
  const version = ((run.models ?? {}) as ModelVersions)[kind];
  if (version === null || version === undefined) return undefined;
  const model = await store.model(kind, version);
  if (!model) throw new Error(`crawl run ${run.id} crawls with ${kind} model version ${version}, which no longer exists`);
  return model.parameters;
}

/** Starts or resumes a crawl on the database (the store it keeps pages, frontier and runs in). */
export function runCrawl(db: Db, req: CrawlRequest): Promise<CrawlOutcome> {
  return runCrawlIn(new PrismaCrawlStore(db), req);
}

export async function runCrawlIn(store: CrawlStore, req: CrawlRequest): Promise<CrawlOutcome> {
  if (req.saveThreshold !== undefined && !(req.saveThreshold >= 0 && req.saveThreshold <= 1)) throw new Error('the save threshold must be between 0 and 1');
  let run: CrawlRun | null;
  if (req.resumeRunId) {
    run = await store.run(req.resumeRunId);
    if (!run) throw new Error(`no crawl run ${req.resumeRunId}`);
    if (run.status === 'SUCCEEDED') throw new Error(`crawl run ${run.id} already finished`);
  } else {
    if (req.seeds.length === 0) throw new Error('give at least one seed URL');
    for (const seed of req.seeds) {
      const parsed = parseHttpUrl(seed);
      if (typeof parsed === 'string') throw new Error(parsed);
    }
    const strategyName = req.strategy ?? defaultStrategy;
    const module = strategyByName(strategyName); // fail before creating the run
    // The run keeps the model version it starts with: a resumed run crawls on with it whatever is active then.
    const models: ModelVersions = {};
    if (module.modelKind) models[module.modelKind] = req.model === undefined ? (await store.activeModel(module.modelKind))?.version ?? null : null;
    run = await store.createRun({
      institutionId: req.institutionId ?? null, strategy: strategyName, seeds: req.seeds, maxPages: req.maxPages ?? 500, maxDepth: req.maxDepth ?? defaultTrapLimits.maxDepth,
      options: { proxy: req.proxy ?? null, allowPrivateNetwork: !!req.allowPrivateNetwork, delayMs: req.delayMs ?? null, connectionsPerHost: req.connectionsPerHost ?? 1, saveThreshold: req.saveThreshold ?? null },
      models,
    });
  }
  const opts = run.options as { proxy?: string | null; allowPrivateNetwork?: boolean; delayMs?: number | null; connectionsPerHost?: number; saveThreshold?: number | null };
  const institution = run.institutionId ? await store.institution(run.institutionId) : null;
  const hosts = new Set<string>([...(institution?.hosts ?? []), ...run.seeds.map((s) => new URL(s).hostname.toLowerCase())]);
  const connectionsPerHost = req.connectionsPerHost ?? opts.connectionsPerHost ?? 1;
  const proxy = req.proxy ?? opts.proxy ?? process.env.HTTP_PROXY ?? process.env.http_proxy ?? undefined;
  const fetcher = new Fetcher({ proxy: proxy || undefined, allowPrivateNetwork: req.allowPrivateNetwork ?? opts.allowPrivateNetwork, connectionsPerHost });
  const factory = strategyByName(run.strategy);
  const saveThreshold = req.saveThreshold ?? opts.saveThreshold ?? undefined;
  const strategy = factory.create({ model: req.model ?? (await runModel(store, run, factory.modelKind)), saveThreshold });
  const runId = run.id;
  req.onStart?.(runId);
  await store.updateRun(runId, { status: 'RUNNING', startedAt: run.startedAt ?? new Date(), heartbeatAt: new Date(), error: null });
  // A run cancelled from elsewhere (the API, another process) stops here within a couple of seconds.
  const controller = new AbortController();
  req.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  if (req.signal?.aborted) controller.abort();
  const watch = setInterval(() => {
    store.runStatus(runId)
      .then((status) => { if (status === 'CANCELLED') controller.abort(); })
      .catch(() => {});
  }, 2000);
  watch.unref();
  const crawler = new Crawler(store, fetcher, strategy, {
    runId, institutionId: run.institutionId, maxPages: run.maxPages, hosts, traps: { ...defaultTrapLimits, maxDepth: run.maxDepth },
    saveThreshold, concurrency: req.concurrency ?? globalConcurrency, defaultDelayMs: req.delayMs ?? opts.delayMs ?? 1000, connectionsPerHost,
    signal: controller.signal, onProgress: req.onProgress,
  });
  try {
    await crawler.prepare(run.seeds);
    const progress = await crawler.run();
    const current = await store.run(runId);
    const status = controller.signal.aborted ? 'CANCELLED' : 'SUCCEEDED';
    // A crawl stopped by shutdown is resumed by the next crawl job; one a person cancelled keeps that reason.
    const error = !controller.signal.aborted ? null : current?.status === 'CANCELLED' ? current.error : 'interrupted: stopped before finishing';
    await store.updateRun(runId, { status, finishedAt: new Date(), error });
    if (run.institutionId && status === 'SUCCEEDED') await store.crawled(run.institutionId, new Date());
    return { runId, strategy: run.strategy, status, progress };
  } catch (err) {
    await store.updateRun(runId, { status: 'FAILED', error: (err as Error).message, finishedAt: new Date() });
    throw err;
  } finally {
    clearInterval(watch);
    await fetcher.close();
  }
}
