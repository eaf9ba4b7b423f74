// `coursegraph worker`: a long-running process that serves every distributed crawl run with pending work. It
// leases hosts (see leases.ts), runs one crawler per run it serves, confined to its leased hosts, and hands a
// host back once nothing is queued or in flight there. Any number of workers on any machines share one
// PostgreSQL database; the frontier, pages and counters are the ones a single-process crawl writes.
import type { Db } from '../../db/client.ts';
import type { CrawlRun } from '../../generated/prisma/client.ts';
import type { Crawler, CrawlProgress } from '../crawler.ts';
import type { Fetcher } from '../fetcher.ts';
import { crawlerFor } from '../run.ts';
import { PrismaCrawlStore } from '../store-prisma.ts';
import { Semaphore } from '../semaphore.ts';
import { HostLeases } from './leases.ts';
import { heartbeat, markStopped, newWorkerId, registerWorker, type WorkerFigures } from './registry.ts';
import { activeRunStatuses, finishIfDone, markRunning } from './runs.ts';
import type { RunBudget } from '../run-counters.ts';

export interface WorkerOptions {
  /** Fetches at once, and hosts held at once (default CRAWL_CONCURRENCY, else 8). */
  concurrency?: number;
  /** How long a lease lasts unless renewed (renewed every third of it). */
  leaseMs?: number;
  /** How often the worker looks for hosts to claim and hosts to hand back. */
  pollMs?: number;
  /** Stops the worker: in-flight fetches finish and are stored, then every lease is released. */
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Overrides for every run's crawl (tests, intranets): reach private addresses. */
  allowPrivateNetwork?: boolean;
}

export interface WorkerSummary {
  id: string;
  fetched: number;
  errors: number;
  runs: number[];
  /** Processor time the worker used while it ran, in seconds. */
  cpuSeconds: number;
}

interface RunSlot {
  run: CrawlRun;
  crawler: Crawler;
  fetcher: Fetcher;
  done: Promise<void>;
  /** Set once the run is over (finished, cancelled) for this worker: its crawler drains and ends. */
  closing: boolean;
  /** Its crawler has returned (budget spent, or an error). */
  ended: boolean;
  /** Fetches the run may still make, as of the last look at its counters. */
  budget: number;
  lastProgress?: CrawlProgress;
  /** When this worker last held a host of the run: a slot with no hosts for a while is closed. */
  lastHeldAt: number;
}

interface Held {
  runId: number;
  /** The previous holder's delay runs until then (this process's clock). */
  openAt: number;
  /**
   * The lease surely lasts until then: the time the claim or last renewal was sent plus the lease. No fetch starts
   * in its last third, so a worker whose heartbeat stalled (a long pause) stops before another may take the host.
   */
  validUntil: number;
}

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

export class CrawlWorker {
  readonly id = newWorkerId();
  private readonly leases: HostLeases;
  private readonly store: PrismaCrawlStore;
  private readonly held = new Map<string, Held>();
  private readonly slots = new Map<number, RunSlot>();
  private readonly concurrency: Semaphore;
  private readonly limit: number;
  private readonly pollMs: number;
  private readonly log: (line: string) => void;
  private stopping = false;
  private fetched = 0;
  private errors = 0;
  private window = { at: Date.now(), fetched: 0 };
  private readonly served = new Set<number>();
  /** Rounds in a row that ended with no host held. */
  private idleRounds = 0;
  /** Ends the pause between rounds early. */
  private nudge?: () => void;

  constructor(private readonly db: Db, private readonly options: WorkerOptions = {}) {
    this.limit = options.concurrency ?? Number(process.env.CRAWL_CONCURRENCY || 8);
    this.concurrency = new Semaphore(this.limit);
    this.leases = new HostLeases(db, this.id, options.leaseMs ?? 30_000);
    this.store = new PrismaCrawlStore(db, { shared: true });
    this.pollMs = options.pollMs ?? 250;
    this.log = options.log ?? (() => {});
  }

  async run(): Promise<WorkerSummary> {
    const { signal } = this.options;
    const cpuAtStart = process.cpuUsage();
    await registerWorker(this.db, this.id);
    this.log(`worker ${this.id}: started (${this.limit} fetches at once, leases of ${this.leases.leaseMs / 1000} s)`);
    const beat = setInterval(() => { void this.beat(); }, this.leases.leaseMs / 3);
    try {
      while (!signal?.aborted) {
        try {
          await this.tick();
        } catch (err) {
          this.log(`worker ${this.id}: ${(err as Error).message}`);
        }
        // A worker with no hosts looks for work less and less often (up to half a second apart): idle workers would
        // otherwise cost the database a claim and a look at their runs every round.
        this.idleRounds = this.held.size ? 0 : this.idleRounds + 1;
        await this.pause(Math.min(this.pollMs * 2 ** Math.min(this.idleRounds, 8), Math.max(this.pollMs, 500)));
      }
      // Shutdown: the gates refuse every host, so each crawler finishes and stores its in-flight fetches and ends.
      this.stopping = true;
      this.log(`worker ${this.id}: stopping, finishing ${this.inFlight()} fetches in flight`);
      await Promise.allSettled([...this.slots.values()].map((s) => s.done));
      await this.store.flushTallies();
    } finally {
      clearInterval(beat);
      for (const host of [...this.held.keys()]) await this.release(host).catch(() => {});
      await markStopped(this.db, this.id, this.figures()).catch(() => {});
      for (const slot of this.slots.values()) await slot.fetcher.close().catch(() => {});
    }
    // Processor time per fetch tells how many workers a machine's cores carry (fetching itself mostly waits).
    const cpu = process.cpuUsage(cpuAtStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    this.log(`worker ${this.id}: stopped after ${this.fetched} fetches (${this.errors} errors), leases released; `
      + `${cpuSeconds.toFixed(1)} s of processor time${this.fetched ? `, ${(1000 * cpuSeconds / this.fetched).toFixed(1)} ms per fetch` : ''}`);
    return { id: this.id, fetched: this.fetched, errors: this.errors, runs: [...this.served], cpuSeconds };
  }

  private inFlight(): number {
    return this.limit - this.concurrency.free;
  }

  /**
   * One round: add what was stored to the runs' counters, refresh the runs served, hand back idle hosts, claim
   * hosts while there is room, end finished runs.
   */
  private async tick(): Promise<void> {
    await this.refreshRuns(await this.store.flushTallies());
    for (const [host, h] of [...this.held]) {
      const slot = this.slots.get(h.runId);
      const state = slot?.crawler.hostState(host);
      if (state === 'busy') continue; // handed on only once its pages are stored
      if (!slot || slot.closing || slot.ended || slot.budget <= 0) { await this.release(host); continue; }
      if (state === 'queued') continue;
      await slot.crawler.reloadHost(host); // other workers may have queued links to it
      if (slot.crawler.hostState(host) === 'idle') await this.release(host);
    }
    if (!this.stopping && this.held.size < this.limit) {
      const sentAt = Date.now();
      for (const claim of await this.leases.claim(this.limit - this.held.size)) {
        const slot = await this.slotFor(claim.runId).catch((err: Error) => {
          this.log(`worker ${this.id}: cannot serve run ${claim.runId}: ${err.message}`);
          return undefined;
        });
        if (!slot) { await this.leases.release(claim.host, claim.waitMs, 0); continue; }
        await slot.crawler.reloadHost(claim.host);
        this.held.set(claim.host, { runId: claim.runId, openAt: Date.now() + claim.waitMs, validUntil: sentAt + this.leases.leaseMs });
        slot.lastHeldAt = Date.now();
      }
    }
    for (const [runId, slot] of this.slots) {
      const holds = [...this.held.values()].some((h) => h.runId === runId);
      if (holds) slot.lastHeldAt = Date.now();
      else if (await finishIfDone(this.db, runId)) {
        this.log(`run ${runId}: finished`);
        slot.closing = true;
      } else if (Date.now() - slot.lastHeldAt > 10_000) slot.closing = true; // no work here for a while: free its memory
      if (slot.closing && !holds) {
        await slot.done;
        await slot.fetcher.close();
        this.slots.delete(runId);
      }
    }
  }

  /** Budgets and statuses of the runs served (those the flush just answered need no look): a cancelled or finished run closes. */
  private async refreshRuns(flushed: Map<number, RunBudget>): Promise<void> {
    const ids = [...this.slots.keys()].filter((id) => !flushed.has(id));
    const looked = ids.length ? await this.db.crawlRun.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, pagesFetched: true, maxPages: true } }) : [];
    for (const run of [...flushed.values(), ...looked]) {
      if (!this.slots.has(run.id)) continue;
      const slot = this.slots.get(run.id)!;
      slot.budget = run.maxPages - run.pagesFetched;
      if (!(activeRunStatuses as readonly string[]).includes(run.status)) slot.closing = true;
    }
  }

  private async slotFor(runId: number): Promise<RunSlot> {
    const existing = this.slots.get(runId);
    if (existing && !existing.closing) return existing;
    if (existing) {
      await existing.done;
      await existing.fetcher.close();
    }
    const run = await this.db.crawlRun.findUniqueOrThrow({ where: { id: runId } });
    await markRunning(this.db, runId);
    const slot = { run, closing: false, ended: false, budget: run.maxPages - run.pagesFetched, lastHeldAt: Date.now() } as RunSlot;
    const { crawler, fetcher } = await crawlerFor(this.store, run, {
      concurrency: this.concurrency,
      ...(this.options.allowPrivateNetwork ? { allowPrivateNetwork: true } : {}),
      onProgress: (p) => this.count(slot, p),
    }, {
      gate: {
        mayFetch: (host) => {
          const h = this.held.get(host);
          const now = Date.now();
          // The budget counts finished fetches: those started and not yet stored (up to the crawler's unstored
          // bound, beyond the fetches in flight) are spent too.
          const left = slot.budget - (slot.crawler?.unfinished ?? 0);
          return !this.stopping && !slot.closing && left > 0 && h?.runId === runId && now >= h.openAt && now < h.validUntil - this.leases.leaseMs / 3;
        },
        idle: async () => {
          if (this.stopping || slot.closing) return false;
          await sleep(50);
          return true;
        },
      },
    });
    Object.assign(slot, { crawler, fetcher });
    await crawler.prepare(run.seeds);
    slot.done = crawler.run().then(() => {}, (err: Error) => { this.log(`run ${runId}: ${err.message}`); }).finally(() => { slot.ended = true; });
    this.slots.set(runId, slot);
    this.served.add(runId);
    this.log(`worker ${this.id}: serving run ${runId} (${run.strategy})`);
    return slot;
  }

  private count(slot: RunSlot, p: CrawlProgress): void {
    // Called once per finished fetch, with the crawler's cumulative figures.
    this.fetched++;
    slot.budget--;
    this.errors += p.errors - (slot.lastProgress?.errors ?? p.errors);
    slot.lastProgress = p;
    // A host with nothing left to fetch here is handed on now rather than at the next round, and another taken.
    for (const [host, h] of this.held) {
      if (h.runId === slot.run.id && slot.crawler.hostState(host) === 'idle') { this.nudge?.(); break; }
    }
  }

  /** Waits until the next round, or until a held host runs out of queued URLs and can be handed on. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); this.options.signal?.removeEventListener('abort', done); this.nudge = undefined; resolve(); };
      const timer = setTimeout(done, ms);
      this.options.signal?.addEventListener('abort', done, { once: true });
      this.nudge = done;
    });
  }

  private async release(host: string): Promise<void> {
    const h = this.held.get(host);
    this.held.delete(host);
    const slot = h ? this.slots.get(h.runId) : undefined;
    const timing = slot?.crawler.hostTiming(host) ?? { waitMs: 0, delayMs: 0 };
    await this.leases.release(host, timing.waitMs, timing.delayMs);
  }

  /** Renews leases (dropping hosts another worker took), refreshes the Worker row and logs the figures. */
  private async beat(): Promise<void> {
    try {
      const held = [...this.held].map(([host, h]) => ({ host, delayMs: this.slots.get(h.runId)?.crawler.hostTiming(host).delayMs ?? 0 }));
      const sentAt = Date.now();
      const kept = await this.leases.renew(held);
      for (const { host } of held) {
        const h = this.held.get(host);
        if (kept.has(host)) { if (h) h.validUntil = sentAt + this.leases.leaseMs; }
        else if (this.held.delete(host)) this.log(`worker ${this.id}: lost the lease on ${host} (it expired and another worker took it)`);
      }
      const figures = this.figures();
      await heartbeat(this.db, this.id, figures);
      this.log(`worker ${this.id}: ${figures.pagesPerSecond.toFixed(1)} pages/s, ${figures.leasesHeld} hosts, ${this.inFlight()} in flight, runs ${figures.runIds.join(', ') || 'none'}, ${this.fetched} fetches, ${this.errors} errors`);
    } catch (err) {
      this.log(`worker ${this.id}: heartbeat failed: ${(err as Error).message}`);
    }
  }

  private figures(): WorkerFigures {
    const now = Date.now();
    const seconds = (now - this.window.at) / 1000;
    const pagesPerSecond = seconds > 0 ? (this.fetched - this.window.fetched) / seconds : 0;
    this.window = { at: now, fetched: this.fetched };
    return { fetched: this.fetched, errors: this.errors, pagesPerSecond, leasesHeld: this.held.size, runIds: [...this.slots.keys()] };
  }
}
