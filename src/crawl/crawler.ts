// The crawl loop: picks the best URL a host may take now, fetches it, parses it, lets the strategy judge the
// page and rank its links, and stores page, links and new frontier entries in one transaction, so a crawl
// killed at any moment resumes without losing or duplicating anything.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CrawlStrategy, Judgement, PageContext } from '../strategies/strategy.ts';
import { defaultSaveThreshold } from '../strategies/strategy.ts';
import { parseHtml, type ParsedPage } from '../parse/html.ts';
import type { Fetcher, FetchResult } from './fetcher.ts';
import { Frontier, type FrontierItem, type NewLink } from './frontier.ts';
import { Politeness } from './politeness.ts';
import { defaultTrapLimits, inScope, normalizeUrl, trapReason, type TrapLimits } from './urls.ts';
import { Semaphore } from './semaphore.ts';

export interface CrawlOptions {
  runId: number;
  institutionId: number | null;
  maxPages: number;
  hosts: Set<string>;
  concurrency: Semaphore;
  defaultDelayMs: number;
  connectionsPerHost: number;
  saveThreshold?: number;
  maxPagesPerHost?: number;
  maxVariantsPerPath?: number;
  traps?: TrapLimits;
  signal?: AbortSignal;
  onProgress?: (p: CrawlProgress) => void;
}

export interface CrawlProgress {
  fetched: number;
  coursePages: number;
  listingPages: number;
  saved: number;
  errors: number;
  pending: number;
  pagesPerSecond: number;
}

const kindToDb = { course: 'COURSE', listing: 'LISTING', other: 'OTHER' } as const;

export class Crawler {
  private readonly frontier: Frontier;
  private readonly politeness: Politeness;
  private fetched = 0;
  private counters = { coursePages: 0, listingPages: 0, saved: 0, errors: 0 };
  private curve: [number, number][] = [];
  /** Points of the curve already in the database: the curve is rewritten only when it grew. */
  private curveStored = 0;
  private readonly judgements = new Map<string, Judgement>();
  private readonly perHost = new Map<string, number>();
  private readonly perPath = new Map<string, number>();
  private inFlight = new Set<Promise<void>>();
  private started = Date.now();
  private readonly queue: PendingWrite[] = [];
  private flushing = false;

  constructor(private readonly db: Db, private readonly fetcher: Fetcher, private readonly strategy: CrawlStrategy, private readonly options: CrawlOptions) {
    this.frontier = new Frontier(db, options.runId);
    this.politeness = new Politeness(fetcher, { defaultDelayMs: options.defaultDelayMs, connectionsPerHost: options.connectionsPerHost, userAgentToken: 'coursegraph' });
  }

  /** Seeds a new run (seeds get the top priority) or reloads a resumed one. */
  async prepare(seeds: string[]): Promise<void> {
    await this.frontier.load();
    const run = await this.db.crawlRun.findUniqueOrThrow({ where: { id: this.options.runId } });
    this.fetched = run.pagesFetched;
    this.counters = { coursePages: run.coursePages, listingPages: run.listingPages, saved: run.pagesSaved, errors: run.errors };
    this.curve = (run.harvestCurve as [number, number][]) ?? [];
    this.curveStored = this.curve.length;
    const fresh = seeds.map((s) => normalizeUrl(s)).filter((s): s is string => !!s && !this.frontier.has(s));
    await this.frontier.persistSeeds(fresh.map((url) => ({ url, priority: Number.MAX_SAFE_INTEGER, depth: 0, discoveredFrom: '', anchorText: '', fromListing: false, path: [url] })));
    const pages = await this.db.page.findMany({ where: { runId: this.options.runId }, select: { finalUrl: true, url: true } });
    for (const p of pages) {
      const host = new URL(p.url).host;
      this.perHost.set(host, (this.perHost.get(host) ?? 0) + 1);
    }
  }

  private progress(): CrawlProgress {
    const seconds = (Date.now() - this.started) / 1000;
    return { fetched: this.fetched, ...this.counters, pending: this.frontier.pending, pagesPerSecond: seconds > 0 ? this.fetched / seconds : 0 };
  }

  /** A host's best pending item, after the strategy has lowered any it now rates lower. */
  private currentTop(host: string): FrontierItem | undefined {
    for (let top = this.frontier.peek(host); top; top = this.frontier.peek(host)) {
      const now = this.strategy.rescore?.(top);
      if (now === undefined || now >= top.priority) return top;
      this.frontier.lower(top, now);
    }
    return undefined;
  }

  /** Picks the best pending URL among hosts that may take a request now, or says how long to wait. */
  private async pick(): Promise<{ item?: FrontierItem; waitMs: number }> {
    const now = Date.now();
    let best: FrontierItem | undefined;
    let wait = Infinity;
    const tops = [...this.frontier.hosts()].map((host) => this.currentTop(host)).filter((t): t is FrontierItem => !!t);
    const margin = this.strategy.focusMargin;
    const floor = margin === undefined ? -Infinity : Math.max(...tops.map((t) => t.priority)) - margin;
    for (const top of tops) {
      const origin = new URL(top.url).origin;
      const w = await this.politeness.waitFor(origin, now);
      if (w > 0) { wait = Math.min(wait, w); continue; }
      if (top.priority < floor) continue; // a far better link elsewhere is worth waiting for
      if (!best || top.priority > best.priority || (top.priority === best.priority && top.seq < best.seq)) best = top;
    }
    return { item: best, waitMs: best ? 0 : wait };
  }

  async run(): Promise<CrawlProgress> {
    this.started = Date.now();
    const { signal, maxPages } = this.options;
    while (!signal?.aborted && this.fetched < maxPages) {
      const { item, waitMs } = await this.pick();
      if (!item) {
        if (this.inFlight.size === 0 && waitMs === Infinity) break; // frontier exhausted
        await Promise.race([...this.inFlight, new Promise((r) => setTimeout(r, Math.min(waitMs, 250)))]);
        continue;
      }
      this.frontier.take(item);
      const origin = new URL(item.url).origin;
      const robots = await this.politeness.robots(origin);
      const u = new URL(item.url);
      if (!robots.isAllowed(u.pathname + u.search)) {
        await this.db.frontierEntry.updateMany({ where: { runId: this.options.runId, url: item.url }, data: { state: 'SKIPPED' } });
        continue;
      }
      await this.options.concurrency.acquire();
      await this.politeness.begin(origin);
      const seq = ++this.fetched;
      // The host slot is freed once the page is judged and its links queued, so the next fetch overlaps storage.
      let hostReleased = false;
      const releaseHost = () => { if (!hostReleased) { hostReleased = true; this.politeness.end(origin); } };
      const task = this.process(item, seq, releaseHost)
        .catch((err: Error) => { this.counters.errors++; process.stderr.write(`[crawl] ${item.url}: ${err.message}\n`); })
        .finally(() => {
          releaseHost();
          this.options.concurrency.release();
          this.inFlight.delete(task);
          this.options.onProgress?.(this.progress());
        });
      this.inFlight.add(task);
    }
    await Promise.allSettled([...this.inFlight]);
    return this.progress();
  }

  // An entry stays PENDING in the database until its page is stored: a crawl killed mid-fetch fetches it again
  // on resume (one process owns a run, so no lease row is needed for exclusion).
  private async process(item: FrontierItem, seq: number, releaseHost: () => void): Promise<void> {
    const { runId } = this.options;
    const res = await this.fetcher.fetch(item.url, undefined, this.options.signal, this.politeness.pacing);
    let parsed: ParsedPage | undefined;
    let judgement: Judgement | undefined;
    let links: NewLink[] = [];
    const parentUrl = item.discoveredFrom ?? undefined;
    const ctx: PageContext = {
      runId, depth: item.depth, path: item.path, anchorText: item.anchorText ?? undefined,
      parent: parentUrl ? this.judgements.get(parentUrl) : undefined, fetches: seq, linkScore: item.discoveredFrom ? item.priority : undefined,
    };
    if (res.text !== undefined && res.status >= 200 && res.status < 300) {
      parsed = parseHtml(res.text, res.finalUrl);
      judgement = this.strategy.judge(parsed, ctx);
      this.judgements.set(item.url, judgement);
      const inScopeLinks = parsed.links.filter((l) => inScope(l.url, this.options.hosts));
      const priorities = this.strategy.prioritize(parsed, judgement, inScopeLinks, ctx);
      links = inScopeLinks.flatMap((l, i) => (this.admit(l.url, item.depth + 1)
        ? [{ url: l.url, priority: priorities[i] ?? 0, depth: item.depth + 1, discoveredFrom: item.url, anchorText: l.anchorText, fromListing: judgement!.kind === 'listing', path: [...item.path.slice(-8), l.url] }]
        : []));
      this.strategy.learn?.(parsed, judgement, ctx);
      for (const p of this.strategy.promotions?.() ?? []) this.frontier.raise(p.url, p.priority);
    }
    // The page's links are in the frontier once store() returns (its write is queued): the host may take the
    // next URL now, in the strategy's order, while this page is written.
    const committed = this.store(item, seq, res, parsed, judgement, links);
    releaseHost();
    await committed;
  }

  /** Trap guards applied when a link is first offered: depth, length, repetition, per-host cap, query explosion. */
  private admit(url: string, depth: number): boolean {
    if (this.frontier.has(url)) return true; // may raise priority; already admitted once
    if (trapReason(url, depth, this.options.traps ?? defaultTrapLimits)) return false;
    const u = new URL(url);
    const hostCount = this.perHost.get(u.host) ?? 0;
    if (hostCount >= (this.options.maxPagesPerHost ?? 20_000)) return false;
    const pathKey = `${u.host}${u.pathname}`;
    const variants = this.perPath.get(pathKey) ?? 0;
    if (u.search && variants >= (this.options.maxVariantsPerPath ?? 2000)) return false;
    this.perPath.set(pathKey, variants + 1);
    this.perHost.set(u.host, hostCount + 1);
    return true;
  }

  /** Queues a fetched page for storage; resolves once the group it joins is committed. */
  private store(item: FrontierItem, seq: number, res: FetchResult, parsed: ParsedPage | undefined, judgement: Judgement | undefined, links: NewLink[]): Promise<void> {
    const { runId } = this.options;
    const saved = !!judgement && judgement.relevance >= (this.options.saveThreshold ?? this.strategy.saveThreshold ?? defaultSaveThreshold);
    const failed = !!res.error || res.status === 0 || res.status >= 400;
    if (failed) this.counters.errors++;
    if (judgement?.kind === 'course') this.counters.coursePages++;
    if (judgement?.kind === 'listing') this.counters.listingPages++;
    if (saved) this.counters.saved++;
    if (seq % 10 === 0 || seq === 1) this.curve.push([seq, this.counters.coursePages]);
    const { inserts, raised } = this.frontier.offer(links);
    const isHtml = res.text !== undefined;
    const write: PendingWrite = {
      page: {
        runId, institutionId: this.options.institutionId, url: item.url, finalUrl: res.finalUrl, status: res.status,
        contentType: res.contentType ?? null, charset: res.charset ?? null, etag: res.etag ?? null, lastModified: res.lastModified ?? null,
        contentHash: res.body ? crypto.createHash('sha1').update(res.body).digest('hex') : null,
        depth: item.depth, fetchSeq: seq, title: parsed?.title.slice(0, 1000) ?? null,
        text: parsed?.text.slice(0, 200_000) ?? (res.error ? `error: ${res.error}` : null),
        htmlGz: isHtml && res.body ? new Uint8Array(zlib.gzipSync(res.body)) : null,
        relevance: judgement?.relevance ?? null, disagreement: judgement?.disagreement ?? null, kind: judgement ? kindToDb[judgement.kind] : null, saved,
        fetchedAt: res.fetchedAt,
      },
      links: parsed ? parsed.links.slice(0, 1000).map((l) => ({ targetUrl: l.url, anchorText: l.anchorText.slice(0, 500), context: l.context as object, position: l.position })) : [],
      inserts: inserts.map((l) => this.frontier.row(l)),
      raised,
      failed,
      delta: { saved: saved ? 1 : 0, course: judgement?.kind === 'course' ? 1 : 0, listing: judgement?.kind === 'listing' ? 1 : 0, bytes: res.body?.length ?? 0 },
      done: undefined as unknown as { resolve: () => void; reject: (e: Error) => void },
    };
    const committed = new Promise<void>((resolve, reject) => { write.done = { resolve, reject }; });
    this.queue.push(write);
    void this.flush();
    return committed;
  }

  /**
   * Group commit: whatever is queued while a transaction runs is written by the next one, so storage keeps up
   * with several fetches in flight. Each group is one transaction: pages, their links, new frontier entries,
   * finished entries and the run's counters land together or not at all.
   */
  private async flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const group = this.queue.splice(0);
    const { runId } = this.options;
    const curve = this.curve.length > this.curveStored ? [...this.curve] : undefined;
    try {
      await this.db.$transaction(async (tx) => {
        const created = await tx.page.createManyAndReturn({ data: group.map((w) => w.page), select: { id: true, url: true } });
        const ids = new Map(created.map((c) => [c.url, c.id]));
        const links = group.flatMap((w) => w.links.map((l) => ({ ...l, pageId: ids.get(w.page.url)! })));
        // Links are the bulk of what a crawl writes: one statement over arrays instead of one row each.
        if (links.length) {
          await tx.$executeRaw`INSERT INTO "Link" ("pageId", "targetUrl", "anchorText", "context", "position")
            SELECT * FROM unnest(${links.map((l) => l.pageId)}::int[], ${links.map((l) => l.targetUrl)}::text[],
              ${links.map((l) => l.anchorText)}::text[], ${links.map((l) => JSON.stringify(l.context))}::jsonb[], ${links.map((l) => l.position)}::int[])`;
        }
        const inserts = group.flatMap((w) => w.inserts);
        if (inserts.length) await tx.frontierEntry.createMany({ data: inserts, skipDuplicates: true });
        for (const w of group) for (const r of w.raised) await tx.frontierEntry.updateMany({ where: { runId, url: r.url, state: 'PENDING' }, data: { priority: r.priority } });
        for (const state of ['DONE', 'FAILED'] as const) {
          const urls = group.filter((w) => w.failed === (state === 'FAILED')).map((w) => w.page.url);
          if (urls.length) await tx.frontierEntry.updateMany({ where: { runId, url: { in: urls } }, data: { state, attempts: { increment: 1 } } });
        }
        const sum = (f: (w: PendingWrite) => number) => group.reduce((n, w) => n + f(w), 0);
        await tx.crawlRun.update({
          where: { id: runId },
          data: {
            pagesFetched: { increment: group.length }, pagesSaved: { increment: sum((w) => w.delta.saved) }, coursePages: { increment: sum((w) => w.delta.course) },
            listingPages: { increment: sum((w) => w.delta.listing) }, errors: { increment: sum((w) => (w.failed ? 1 : 0)) },
            bytesFetched: { increment: sum((w) => w.delta.bytes) }, heartbeatAt: new Date(), ...(curve ? { harvestCurve: curve } : {}),
          },
        });
      });
      if (curve) this.curveStored = curve.length;
      for (const w of group) w.done.resolve();
    } catch (err) {
      for (const w of group) w.done.reject(err as Error);
    } finally {
      this.flushing = false;
      if (this.queue.length) void this.flush();
    }
  }
}

interface PendingWrite {
  page: Prisma.PageCreateManyInput;
  links: Omit<Prisma.LinkCreateManyInput, 'pageId'>[];
  inserts: Prisma.FrontierEntryCreateManyInput[];
  raised: { url: string; priority: number }[];
  failed: boolean;
  delta: { saved: number; course: number; listing: number; bytes: number };
  done: { resolve: () => void; reject: (e: Error) => void };
}
