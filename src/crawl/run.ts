// Starts or resumes a crawl run: the CrawlRun row, the fetcher, the strategy and the loop, with status kept.
import type { Db } from '../db/client.ts';
import { defaultStrategy, strategyByName } from '../strategies/registry.ts';
import type { StrategyModule } from '../strategies/strategy.ts';
import { Crawler, type CrawlProgress, type HostGate } from './crawler.ts';
import { Fetcher } from './fetcher.ts';
import { Semaphore } from './semaphore.ts';
import { defaultTrapLimits } from '../urls.ts';
import { defaultCrawlScope, scopeOfRun, type CrawlScope } from './scope.ts';
import { config } from '../config.ts';
import { logger } from '../log.ts';
import { FetchOutcomes } from './outcome.ts';
import { validateCrawlRequest } from './request.ts';

export { validateCrawlRequest, CrawlUsageError } from './request.ts';
import type { CrawlRun } from '../generated/prisma/client.ts';
import type { CrawlStore, ModelVersions } from './store.ts';
import { PrismaCrawlStore } from './store-prisma.ts';

export interface CrawlRequest {
  seeds: string[];
  institutionId?: number;
  strategy?: string;
  /** A strategy that is not in the registry (a benchmark's variant of one): the run records its name, and only a
   * request that gives the module again can crawl or resume it. */
  strategyModule?: StrategyModule;
  maxPages?: number;
  /** Which hosts links may lead to (default `hosts`; see scope.ts). Stored with the run: a resumed or worker-served
   * run keeps the scope it was created with, whatever a later request says. */
  scope?: CrawlScope;
  proxy?: string;
  allowPrivateNetwork?: boolean;
  resumeRunId?: number;
  /** Delay between requests to one host unless robots.txt asks for more. */
  delayMs?: number;
  connectionsPerHost?: number;
  /** Longest a robots.txt fetch may take (default 20 s). */
  robotsDeadlineMs?: number;
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
  /** Why the run failed or stopped, when it did. */
  error?: string;
  progress: CrawlProgress;
}

/** The parameters of the active model of a kind, if people have trained one. */
export async function activeModel(db: Db, kind: string): Promise<unknown> {
  return (await new PrismaCrawlStore(db).activeModel(kind))?.parameters ?? undefined;
}

export const globalConcurrency = new Semaphore(config().crawl.concurrency);

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

/** Checks a new crawl's request and creates its run (QUEUED); `distributed` runs are served by worker processes. */
export async function createRun(store: CrawlStore, req: CrawlRequest, distributed = false): Promise<CrawlRun> {
  validateCrawlRequest({ ...req, resumeRunId: undefined });
  const module = req.strategyModule ?? strategyByName(req.strategy ?? defaultStrategy);
  const strategyName = module.name;
  // The run keeps the model version it starts with: a resumed run crawls on with it whatever is active then.
  const models: ModelVersions = {};
  if (module.modelKind) models[module.modelKind] = req.model === undefined ? (await store.activeModel(module.modelKind))?.version ?? null : null;
  return store.createRun({
    institutionId: req.institutionId ?? null, strategy: strategyName, seeds: req.seeds, maxPages: req.maxPages ?? 500, maxDepth: req.maxDepth ?? defaultTrapLimits.maxDepth,
    options: { proxy: req.proxy ?? null, allowPrivateNetwork: !!req.allowPrivateNetwork, delayMs: req.delayMs ?? null, connectionsPerHost: req.connectionsPerHost ?? 1, saveThreshold: req.saveThreshold ?? null, scope: req.scope ?? defaultCrawlScope },
    models, distributed,
  });
}

/** A crawler for a run, set up from the run's stored options unless the request overrides them. Its fetches go
 * through `outcomes`, which remembers why seeds failed. */
export async function crawlerFor(store: CrawlStore, run: CrawlRun, req: Omit<CrawlRequest, 'seeds'>, extra: { signal?: AbortSignal; gate?: HostGate } = {}): Promise<{ crawler: Crawler; fetcher: Fetcher; outcomes: FetchOutcomes }> {
  const opts = run.options as { proxy?: string | null; allowPrivateNetwork?: boolean; delayMs?: number | null; connectionsPerHost?: number; saveThreshold?: number | null };
  const institution = run.institutionId ? await store.institution(run.institutionId) : null;
  // Scope is host and port: another port of the same name is another site. A domain scope widens it to the other
  // hosts of these hosts' registrable domains (on the default ports); the run's own setting, never the request's.
  const hosts = new Set<string>([...(institution?.hosts ?? []), ...run.seeds.map((s) => new URL(s).host.toLowerCase())]);
  const connectionsPerHost = req.connectionsPerHost ?? opts.connectionsPerHost ?? 1;
  const proxy = req.proxy ?? opts.proxy ?? config().crawl.proxy;
  const fetcher = new Fetcher({ proxy: proxy || undefined, allowPrivateNetwork: req.allowPrivateNetwork ?? opts.allowPrivateNetwork, connectionsPerHost });
  const factory = req.strategyModule?.name === run.strategy ? req.strategyModule : strategyByName(run.strategy);
  const saveThreshold = req.saveThreshold ?? opts.saveThreshold ?? undefined;
  const strategy = factory.create({ model: req.model ?? (await runModel(store, run, factory.modelKind)), saveThreshold });
  const outcomes = new FetchOutcomes(fetcher);
  const crawler = new Crawler(store, outcomes, strategy, {
    runId: run.id, institutionId: run.institutionId, maxPages: run.maxPages, hosts, scope: scopeOfRun(run.options), traps: { ...defaultTrapLimits, maxDepth: run.maxDepth },
    saveThreshold, concurrency: req.concurrency ?? globalConcurrency, defaultDelayMs: req.delayMs ?? opts.delayMs ?? 1000, connectionsPerHost,
    robotsDeadlineMs: req.robotsDeadlineMs, signal: extra.signal, onProgress: req.onProgress, gate: extra.gate,
  });
  return { crawler, fetcher, outcomes };
}

export async function runCrawlIn(store: CrawlStore, req: CrawlRequest): Promise<CrawlOutcome> {
  validateCrawlRequest(req);
  let run: CrawlRun | null;
  if (req.resumeRunId) {
    run = await store.run(req.resumeRunId);
    if (!run) throw new Error(`no crawl run ${req.resumeRunId}`);
    if (run.status === 'SUCCEEDED') throw new Error(`crawl run ${run.id} already finished`);
    if (run.distributed) throw new Error(`crawl run ${run.id} is served by workers (coursegraph worker); follow it with coursegraph run ${run.id}`);
  } else {
    run = await createRun(store, req);
  }
  const runId = run.id;
  const log = logger().child({ runId });
  // A run cancelled from elsewhere (the API, another process) stops here within a couple of seconds.
  const controller = new AbortController();
  req.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  if (req.signal?.aborted) controller.abort();
  const { crawler, fetcher, outcomes } = await crawlerFor(store, run, req, { signal: controller.signal });
  log.info({ strategy: run.strategy, seeds: run.seeds.length, maxPages: run.maxPages, resumed: !!req.resumeRunId }, 'crawl started');
  req.onStart?.(runId);
  await store.updateRun(runId, { status: 'RUNNING', startedAt: run.startedAt ?? new Date(), heartbeatAt: new Date(), error: null });
  const watch = setInterval(() => {
    store.runStatus(runId)
      .then((status) => { if (status === 'CANCELLED') controller.abort(); })
      .catch(() => {});
  }, 2000);
  watch.unref();
  try {
    await crawler.prepare(run.seeds);
    const progress = await crawler.run();
    const current = await store.run(runId);
    // A run that fetched nothing at all (every seed refused, forbidden, unresolvable or failing) failed.
    const nothing = controller.signal.aborted ? undefined : outcomes.failure(await store.counters(runId), run.seeds);
    const status = controller.signal.aborted ? 'CANCELLED' : nothing ? 'FAILED' : 'SUCCEEDED';
    // A crawl stopped by shutdown is resumed by the next crawl job; one a person cancelled keeps that reason.
    const error = nothing ?? (!controller.signal.aborted ? null : current?.status === 'CANCELLED' ? current.error : 'interrupted: stopped before finishing');
    await store.updateRun(runId, { status, finishedAt: new Date(), error });
    if (run.institutionId && status === 'SUCCEEDED') await store.crawled(run.institutionId, new Date());
    log[status === 'FAILED' ? 'error' : 'info']({ status, error, fetched: progress.fetched, errors: progress.errors, coursePages: progress.coursePages }, 'crawl finished');
    return { runId, strategy: run.strategy, status, ...(error ? { error } : {}), progress };
  } catch (err) {
    log.error({ err }, 'crawl failed');
    await store.updateRun(runId, { status: 'FAILED', error: (err as Error).message, finishedAt: new Date() });
    throw err;
  } finally {
    clearInterval(watch);
    await fetcher.close();
  }
}
