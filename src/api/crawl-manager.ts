// Crawls started through the API run in the background of the server process; this keeps their handles so
// they can be cancelled, and lets shutdown stop them (they resume later: the frontier is in the database).
import type { Db } from '../db/client.ts';
import { runCrawl, type CrawlRequest } from '../crawl/run.ts';
import { workersPresent } from '../crawl/workers/registry.ts';
import { enqueueCrawl } from '../crawl/workers/runs.ts';

export class CrawlManager {
  private readonly running = new Map<number, { controller: AbortController; done: Promise<unknown> }>();

  constructor(private readonly db: Db, private readonly defaults: Partial<CrawlRequest> = {}) {}

  /** Starts a crawl (or queues it for the worker processes, when any run) and resolves with its run id once the run row exists. */
  async start(request: CrawlRequest): Promise<number> {
    if (await workersPresent(this.db)) return (await enqueueCrawl(this.db, { ...this.defaults, ...request })).id;
    const controller = new AbortController();
    return new Promise<number>((resolve, reject) => {
      let started = false;
      const done = runCrawl(this.db, {
        ...this.defaults, ...request, signal: controller.signal,
        onStart: (runId) => { started = true; this.running.set(runId, { controller, done }); resolve(runId); },
      }).catch((err: Error) => {
        if (!started) reject(err);
        else console.error(`[crawl] ${err.message}`);
      }).finally(() => {
        for (const [id, entry] of this.running) if (entry.controller === controller) this.running.delete(id);
      });
    });
  }

  /** Stops a crawl running in this process; returns false if it is not running here. */
  cancel(runId: number): boolean {
    const entry = this.running.get(runId);
    if (!entry) return false;
    entry.controller.abort();
    return true;
  }

  async stopAll(): Promise<void> {
    const entries = [...this.running.values()];
    for (const e of entries) e.controller.abort();
    await Promise.allSettled(entries.map((e) => e.done));
  }
}
