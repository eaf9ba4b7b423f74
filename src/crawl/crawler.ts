// The crawl loop: picks the best URL a host may take now, fetches it, parses it, lets the strategy judge the
// page, learn what its link led to and rank its links, and hands page, links, new and changed frontier rows and
// the strategy's snapshot (or what it changed since) to the crawl store in one group commit, so a crawl killed at
// any moment resumes with its queue and its learner as they were, and makes the choices it would have made.
import zlib from 'node:zlib';
import type { CrawlStrategy, Judgement, PageContext, QueuedLink } from '../strategies/strategy.ts';
import { defaultSaveThreshold, maxPathSteps, priorityOf, seedContext, stateOf, type LinkContext, type PathStep, type Priority } from '../strategies/strategy.ts';
import { parseHtml, type ParsedPage } from '../parse/html.ts';
import { declaredAddresses } from '../parse/declared-addresses.ts';
import { documentKind, maxDocumentBytes } from '../parse/document-kind.ts';
import { documentReader } from '../parse/document-reader.ts';
import { fromSitemap, isSitemapFile, maxSitemapBytes, readSitemap, sitemapFileContext, sitemapPage } from '../parse/sitemap.ts';
import type { FetchResult } from './fetcher.ts';
import { Frontier, type FrontierChange, type FrontierItem, type NewLink } from './frontier.ts';
import { Politeness, type PageFetcher } from './politeness.ts';
import { defaultTrapLimits, hostOf, namesDocument, namesGateway, namesNonPageFile, normalizeUrl, sameFolderPage, trapReason, type TrapLimits } from '../urls.ts';
import { scopeFilter } from './scope-filter.ts';
import type { CrawlScope } from './scope.ts';
import { Semaphore } from './semaphore.ts';
import { Coalescer } from './coalesce.ts';
import type { CrawlStore, PageWrite } from './store.ts';
import { withoutNul } from './sanitize.ts';
import { LearnerWrites } from './learner-writes.ts';
import { HarvestCurve, type CurvePoint } from './harvest-curve.ts';

export interface CrawlOptions {
  runId: number;
  institutionId: number | null;
  maxPages: number;
  /** The seeds' and the institution's hosts (host with port; without a port, the default ports). */
  hosts: Set<string>;
  /** `hosts` (default): those hosts exactly; `domain`: also the other hosts of their registrable domains. */
  scope?: CrawlScope;
  concurrency: Semaphore;
  defaultDelayMs: number;
  connectionsPerHost: number;
  /** Longest a robots.txt fetch may take (default 20 s). */
  robotsDeadlineMs?: number;
  saveThreshold?: number;
  maxPagesPerHost?: number;
  maxVariantsPerPath?: number;
  traps?: TrapLimits;
  signal?: AbortSignal;
  onProgress?: (p: CrawlProgress) => void;
  /** How long a claimed frontier row stays leased before another worker may take it. */
  leaseMs?: number;
  /** Set by a worker process: the crawl then fetches only from the hosts the worker holds (see workers/). */
  gate?: HostGate;
  /** Pages fetched and not yet stored, at most (default 32): a fetch slot is freed once its page's write is queued. */
  maxUnstored?: number;
}

/** How a worker confines a crawl to its leased hosts and keeps it alive while it waits for more. */
export interface HostGate {
  /** Whether the crawler may send the next request to this host now. */
  mayFetch(host: string): boolean;
  /** Called when nothing may be fetched and nothing is in flight; resolves false to end the crawl. */
  idle(): Promise<boolean>;
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
/** Links offered to a full rescore per call. */
const rescoreBatch = 500;
/** A sitemap lists every page of a site by its address alone, without the anchor text and neighbours a link has:
 * its entries are the way to pages no link reaches, not the crawl's guide. Whatever a strategy gives an entry is
 * weighed by this (a demotion stays as it is); found again on a page, a link is offered at its own priority. On
 * the generated families served with a full sitemap (bench/sitemaps.ts, `online`), entries at full weight once sent
 * the crawl through every people page before the course lists (median 4.67× the oracle against 1.00× without the
 * sitemap), because the link prior read "person-10" in their addresses as a course code: one misread address
 * shape repeats over hundreds of entries. With that reading fixed, full weight gives 0.97× (worst site 1.45×, 1.18×
 * without), a half and a quarter 1.04× (worst 1.45× and 1.27×). A quarter keeps the next misreading from steering
 * the crawl. */
const sitemapWeight = 0.25;
const sitemapWeighed = (p: number) => (p > 0 ? p * sitemapWeight : p);
/** A seed, or a sitemap (a seed of its own): taken first, in the order queued. */
const seedLink = (url: string, depth = 0, sitemap = false): NewLink => ({
  url, priority: Number.MAX_SAFE_INTEGER, depth, discoveredFrom: null, context: sitemap ? { ...seedContext(), dom: sitemapFileContext() } : seedContext(),
});
/** Sitemaps followed from one sitemap index (the protocol allows 50,000; a site names a few dozen). */
const maxIndexedSitemaps = 1000;

export class Crawler {
  private readonly frontier = new Frontier();
  private readonly politeness: Politeness;
  private fetched = 0;
  private counters = { coursePages: 0, listingPages: 0, saved: 0, errors: 0 };
  private curve = new HarvestCurve();
  /** The curve's last point already stored: the curve is rewritten only when it changed. */
  private curveStored: CurvePoint | undefined;
  private readonly perHost = new Map<string, number>();
  private readonly perPath = new Map<string, number>();
  private inFlight = new Set<Promise<void>>();
  /** URLs being fetched or stored, so a worker hands a host on only once its pages are committed. */
  private readonly fetching = new Set<string>();
  /** Origins whose robots.txt sitemaps are queued. */
  private readonly sitemapsOf = new Set<string>();
  private started = Date.now();
  private readonly queue: { write: PageWrite; done: { resolve: () => void; reject: (e: Error) => void } }[] = [];
  /** Pending rows whose priority or context changed since the last commit. */
  private readonly changes = new Map<string, FrontierChange>();
  private flushing = false;
  private lastFullRescore = -1;
  /** Wakes the loop while it waits: a host just became free to take its next request. */
  private wake?: () => void;
  /** Bounds the pages fetched and waiting for their group commit (what a crash would fetch again). */
  private readonly unstored: Semaphore;
  /** Leases taken while one is being written go together in the next statement. */
  private readonly leases: Coalescer<string>;
  /** What each commit writes of the learner's state: its snapshot, or what it changed since. */
  private readonly learner: LearnerWrites;
  /** Whether a link or a sitemap is in the crawl's scope (its hosts, or their registrable domains). */
  private readonly inScope: (url: string) => boolean;

  constructor(private readonly store: CrawlStore, private readonly fetcher: PageFetcher, private readonly strategy: CrawlStrategy, private readonly options: CrawlOptions) {
    this.unstored = new Semaphore(options.maxUnstored ?? 32);
    this.inScope = scopeFilter(options.hosts, options.scope);
    this.learner = new LearnerWrites(strategy, store.keepsJournal);
    this.leases = new Coalescer((urls) => store.lease(options.runId, urls, new Date(Date.now() + (options.leaseMs ?? 10 * 60_000))));
    this.politeness = new Politeness(fetcher, { defaultDelayMs: options.defaultDelayMs, connectionsPerHost: options.connectionsPerHost, userAgentToken: 'coursegraph', robotsDeadlineMs: options.robotsDeadlineMs, signal: options.signal });
  }

  /** Seeds a new run (seeds get the top priority) or reloads a resumed one: frontier, counters, learner state. */
  async prepare(seeds: string[]): Promise<void> {
    const { runId } = this.options;
    const loaded = await this.store.loadFrontier(runId);
    this.frontier.load(loaded);
    // Pages fetched before a restart under another address than the one linked: those addresses stay fetched.
    if (loaded.finished.length) {
      for (const final of await this.store.fetchedAddresses(runId)) for (const url of [final, ...sameFolderPage(final)]) await this.fetchedAs(url);
    }
    // The trap guards count what admit() let in: every queued URL but the seeds.
    for (const row of [...loaded.pending, ...loaded.finished]) if (row.discoveredFrom) this.count(row.url);
    const run = await this.store.run(runId);
    if (!run) throw new Error(`no crawl run ${runId}`);
    const counters = await this.store.counters(runId);
    this.fetched = counters.pagesFetched;
    this.counters = { coursePages: counters.coursePages, listingPages: counters.listingPages, saved: counters.pagesSaved, errors: counters.errors };
    this.curve = new HarvestCurve((run.harvestCurve as CurvePoint[] | null) ?? []);
    this.curveStored = this.curve.points.at(-1);
    this.learner.restore(await this.store.learnerState(runId));
    const fresh = seeds.map((s) => normalizeUrl(s)).filter((s): s is string => !!s && !this.frontier.has(s));
    const { inserts } = this.frontier.offer(fresh.map((url) => seedLink(url)));
    await this.store.addFrontier(runId, inserts);
  }

  private progress(): CrawlProgress {
    const seconds = (Date.now() - this.started) / 1000;
    return { fetched: this.fetched, ...this.counters, pending: this.frontier.pending, pagesPerSecond: seconds > 0 ? this.fetched / seconds : 0 };
  }

  /** Applies a strategy's new score for a queued link; returns the item now queued (undefined: unchanged). */
  private apply(item: FrontierItem, score: Priority | undefined): FrontierItem | undefined {
    if (score === undefined) return undefined;
    const priority = fromSitemap(item.context.dom) ? sitemapWeighed(priorityOf(score)) : priorityOf(score);
    const state = stateOf(score);
    if (priority === item.priority && state === undefined) return undefined;
    const context = state === undefined ? item.context : { ...item.context, state };
    const changed = this.frontier.reprioritize(item, priority, context);
    if (changed) this.changes.set(item.url, { url: item.url, priority, context });
    return changed;
  }

  /** What the strategy keeps for links offered again while queued (asked before the frontier takes the offers:
   * it may replace the queued context). Applied to the item the frontier keeps. A sitemap's entry is not merged
   * with a page's link: its priority is weighed by the crawler, not the strategy, and an offer of one kind put in
   * the other's place would be weighed as the other. */
  private merges(links: NewLink[]): [string, Priority][] {
    if (!this.strategy.merge) return [];
    const out: [string, Priority][] = [];
    for (const link of links) {
      const item = this.frontier.pendingItem(link.url);
      if (!item || fromSitemap(item.context.dom) || fromSitemap(link.context.dom)) continue;
      const score = this.strategy.merge(queued(item), { url: link.url, priority: link.priority, depth: link.depth, context: link.context });
      if (score !== undefined) out.push([link.url, score]);
    }
    return out;
  }

  /** A host's best pending item, after the strategy has rescored the links that came to the top. */
  private currentTop(host: string): FrontierItem | undefined {
    const asked = new Set<string>();
    for (let top = this.frontier.peek(host); top; top = this.frontier.peek(host)) {
      // Each link is asked once per pick: a strategy that keeps changing its mind cannot stall the crawl.
      if (!this.strategy.rescore || asked.has(top.url)) return top;
      asked.add(top.url);
      const [score] = this.strategy.rescore([queued(top)]);
      const changed = this.apply(top, score);
      if (!changed) return top;
    }
    return undefined;
  }

  /** Offers every queued link to the strategy's rescore, when it asks for that every so many fetches. */
  private rescoreAll(): void {
    // At fixed fetch counts, so a resumed crawl rescored where an uninterrupted one did (rescoring twice at one
    // count changes nothing: the learner's state is the same).
    const every = this.strategy.rescoreEvery;
    if (!every || !this.strategy.rescore || this.fetched % every !== 0 || this.lastFullRescore === this.fetched) return;
    this.lastFullRescore = this.fetched;
    const items = this.frontier.pendingItems().sort((a, b) => a.seq - b.seq);
    for (let i = 0; i < items.length; i += rescoreBatch) {
      const batch = items.slice(i, i + rescoreBatch);
      const scores = this.strategy.rescore(batch.map(queued));
      batch.forEach((item, j) => this.apply(item, scores[j]));
    }
  }

  /** Picks the best pending URL among hosts that may take a request now, or says how long to wait. */
  private async pick(): Promise<{ item?: FrontierItem; waitMs: number }> {
    const now = Date.now();
    let best: FrontierItem | undefined;
    let wait = Infinity;
    this.rescoreAll();
    const gate = this.options.gate;
    const hosts = gate ? this.frontier.hosts().filter((h) => gate.mayFetch(h)) : this.frontier.hosts();
    const tops = hosts.map((host) => this.currentTop(host)).filter((t): t is FrontierItem => !!t);
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
    const { signal, maxPages, runId } = this.options;
    while (!signal?.aborted && this.fetched < maxPages) {
      const { item, waitMs } = await this.pick();
      if (!item) {
        if (this.inFlight.size === 0 && waitMs === Infinity) {
          if (this.options.gate && (await this.options.gate.idle())) continue; // a worker waits for hosts to lease
          break; // frontier exhausted
        }
        await Promise.race([...this.inFlight, this.wakeUp(Math.min(waitMs, 250))]);
        continue;
      }
      this.frontier.take(item);
      this.fetching.add(item.url);
      const origin = new URL(item.url).origin;
      const robots = await this.politeness.robots(origin);
      if (!this.sitemapsOf.has(origin)) {
        this.sitemapsOf.add(origin);
        await this.store.addFrontier(runId, this.frontier.offer(this.sitemapLinks(robots.sitemaps, origin)).inserts);
      }
      const u = new URL(item.url);
      if (!robots.isAllowed(u.pathname + u.search)) {
        await this.store.skip(runId, item.url);
        this.fetching.delete(item.url);
        continue;
      }
      await this.unstored.acquire();
      await this.options.concurrency.acquire();
      if (this.options.gate && !this.options.gate.mayFetch(item.host)) { // the worker lost the host while this waited
        this.options.concurrency.release();
        this.unstored.release();
        this.fetching.delete(item.url);
        this.frontier.putBack(item);
        continue;
      }
      await this.politeness.begin(origin);
      const seq = ++this.fetched;
      // The host slot is freed once the page is judged and its links queued, so the next fetch overlaps storage.
      let hostReleased = false;
      const releaseHost = () => { if (!hostReleased) { hostReleased = true; this.politeness.end(origin); this.wake?.(); } };
      // The fetch slot too, once the page's write is queued: the next fetch need not wait for the group commit. The
      // page stays in `fetching` until it is stored, so a worker hands its host on only after that.
      let slotReleased = false;
      const releaseSlot = () => { if (!slotReleased) { slotReleased = true; this.options.concurrency.release(); } };
      // The row is leased while the page is fetched: the statement runs alongside the request, not before it.
      const leased = this.leases.add([item.url]);
      leased.catch(() => {}); // awaited before the page is stored; reported there
      const task = this.process(item, seq, () => { releaseHost(); releaseSlot(); }, leased)
        .catch((err: Error) => { this.counters.errors++; process.stderr.write(`[crawl] ${item.url}: ${err.message}\n`); })
        .finally(() => {
          releaseHost();
          releaseSlot();
          this.fetching.delete(item.url);
          this.unstored.release();
          this.inFlight.delete(task);
          this.options.onProgress?.(this.progress());
        });
      this.inFlight.add(task);
    }
    await Promise.allSettled([...this.inFlight]);
    // Rescores made while the last pages were stored go with the run's final state, which is written whole.
    this.learner.closing();
    if (this.changes.size || this.learner.behind) await this.store.commit({ runId, pages: [], updates: withoutNul([...this.changes.values()]), ...this.learner.next() });
    this.changes.clear();
    // What the store counted, not what this process saw: the two agree unless a write was lost.
    const counted = await this.store.counters(runId);
    this.fetched = counted.pagesFetched;
    this.counters = { coursePages: counted.coursePages, listingPages: counted.listingPages, saved: counted.pagesSaved, errors: counted.errors };
    return this.progress();
  }

  /** Resolves after `ms`, or sooner when a host frees up. */
  private wakeUp(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => { clearTimeout(timer); resolve(); };
    });
  }

  /** Fetches started and not yet stored (or given up): what a budget counted from stored pages does not see yet. */
  get unfinished(): number {
    return this.inFlight.size;
  }

  /** busy: a page of the host is being fetched or stored; queued: it has pending URLs here; idle: neither. */
  hostState(host: string): 'busy' | 'queued' | 'idle' {
    for (const url of this.fetching) if (hostOf(url) === host) return 'busy';
    return this.currentTop(host) ? 'queued' : 'idle';
  }

  /** Reads a host's frontier from the store again: other workers queue links to it and fetch from it too. */
  async reloadHost(host: string): Promise<void> {
    this.frontier.reloadHost(await this.store.loadFrontier(this.options.runId, host), (url) => this.fetching.has(url));
  }

  /** What is left of a host's delay and the delay itself, for the next worker to serve it. */
  hostTiming(host: string): { waitMs: number; delayMs: number } {
    return this.politeness.timing(host);
  }

  // A row is LEASED while its page is fetched and ends DONE or FAILED when the page (or its error row) is stored:
  // a crawl killed mid-fetch fetches it again on resume. Whatever goes wrong after the fetch (a page the parser or
  // the strategy cannot handle) is recorded with the page, never lost.
  private async process(item: FrontierItem, seq: number, writeQueued: () => void, leased: Promise<void>): Promise<void> {
    const { runId } = this.options;
    // A sitemap may be as large as the protocol allows (50 MB uncompressed), ten times a page's cap; a document as a
    // handbook is.
    const limits = isSitemapFile(item.context.dom) ? { maxBodyBytes: maxSitemapBytes } : namesDocument(item.url) ? { maxBodyBytes: maxDocumentBytes } : undefined;
    const res = await this.fetcher.fetch(item.url, undefined, this.options.signal, this.politeness.pacing, limits);
    await leased;
    if (res.status >= 200 && res.status < 300) {
      if (res.finalUrl !== item.url) await this.fetchedAs(res.finalUrl);
      for (const alias of sameFolderPage(res.finalUrl)) if (alias !== item.url) await this.fetchedAs(alias);
    }
    let parsed: ParsedPage | undefined;
    let judgement: Judgement | undefined;
    let links: NewLink[] = [];
    const declared: string[] = [];
    let failure: string | undefined;
    const link = item.context;
    const parent = link.path.at(-1);
    const ctx: PageContext = {
      runId, depth: item.depth, path: [...link.path.map((s) => s.url), item.url], anchorText: item.discoveredFrom ? link.anchorText : undefined,
      parent: parent ? { relevance: parent.relevance, kind: parent.kind } : undefined, fetches: seq, linkScore: item.discoveredFrom ? item.priority : undefined, link,
      known: (url) => this.frontier.has(url),
    };
    // A body that is not HTML may be a document (a PDF or Word syllabus, a handbook), read as HTML of its text, or a
    // sitemap (robots.txt names them; links to XML and text files are not queued).
    const ok = res.status >= 200 && res.status < 300;
    const document = res.text === undefined && res.body && ok ? documentKind(res.contentType, res.body, res.finalUrl) : undefined;
    const sitemap = res.text === undefined && res.body && ok && !document ? readSitemap(res.body, res.contentType, res.finalUrl) : undefined;
    let rendered: string | undefined;
    if ((res.text !== undefined || sitemap || document) && ok) {
      try {
        if (document) rendered = (await documentReader.read(document, res.body!)).html;
        parsed = sitemap ? sitemapPage(res.finalUrl, sitemap) : parseHtml(rendered ?? res.text!, res.finalUrl);
        // A page that names its own address (canonical, shortlink) is fetched under that address too: a queued link
        // to it is skipped, and it is not queued again. The page's row keeps those addresses, so a resumed crawl
        // knows them as it knows a redirect's target.
        if (!sitemap) for (const same of declaredAddresses(parsed)) if (same !== item.url && this.inScope(same)) declared.push(same);
        for (const same of declared) await this.fetchedAs(same);
        judgement = this.strategy.judge(parsed, ctx);
        if (item.discoveredFrom) this.strategy.feedback?.(judgement, link, parsed, ctx);
        links = this.linksOf(item, parsed, judgement, ctx);
        // An index names sitemaps, not further indexes (the protocol): those of an index reached from an index are
        // not followed, and at most maxIndexedSitemaps of one, so a hostile site cannot spend the crawl on sitemaps.
        if (sitemap?.kind === 'index' && item.depth === 0) links.push(...this.sitemapLinks(sitemap.urls.slice(0, maxIndexedSitemaps), res.finalUrl, 1));
      } catch (err) {
        failure = `could not process the ${document === 'pdf' ? 'PDF' : document === 'docx' ? 'Word document' : 'page'}: ${(err as Error).message}`;
        // A document nothing could read led to no page, as a body that is not HTML does (the page parsed, it is the
        // strategy's own failure and its feedback has been given).
        if (document && !parsed && item.discoveredFrom) {
          try { this.strategy.failed?.(link, item.url, res.status, ctx); } catch { /* a learner's bookkeeping never fails a fetch */ }
        }
        rendered = undefined;
        parsed = undefined;
        judgement = undefined;
        links = [];
      }
    } else if (item.discoveredFrom && ((res.status >= 200 && !res.error) || res.disallowedRedirect)) {
      // The link led to no page: an error status, a body that is not HTML, or a redirect to an address robots.txt
      // disallows (a course's name link that redirects to a login page the site keeps crawlers from).
      try { this.strategy.failed?.(link, item.url, res.status, ctx); } catch { /* a learner's bookkeeping never fails a fetch */ }
    }
    // The page's links are in the frontier once store() returns (its write is queued): the host and the fetch slot
    // may take the next URL now, in the strategy's order, while this page is written.
    const committed = this.store_(item, seq, res, parsed, judgement, links, failure, rendered, declared);
    writeQueued();
    await committed;
  }

  /**
   * A redirect ended at `url`, or `url` is another address of the page just fetched (`dir`, `dir/` and
   * `dir/index.html`, which old sites link alike): that page is fetched, so a queued copy of it is skipped and it is
   * not queued again (each would cost a fetch of the same page).
   */
  private async fetchedAs(url: string): Promise<void> {
    const target = normalizeUrl(url);
    if (!target || this.fetching.has(target)) return;
    if (this.frontier.fetchedAs(target)) await this.store.skip(this.options.runId, target);
  }

  /** Sitemaps to fetch (named by a robots.txt or an index), in scope and not yet queued: seeds of their own, taken
   * first, for each is one fetch that lists a site's pages. */
  private sitemapLinks(urls: readonly string[], base: string, depth = 0): NewLink[] {
    const out: NewLink[] = [];
    for (const raw of urls) {
      let url: string | undefined;
      try {
        url = normalizeUrl(new URL(raw, base).href);
      } catch {
        continue; // not an address: skipped like any broken link
      }
      if (!url || !this.inScope(url) || this.frontier.has(url) || out.some((l) => l.url === url)) continue;
      out.push(seedLink(url, depth, true));
    }
    return out;
  }

  /** The page's in-scope links that pass the trap guards, scored, each with its context. */
  private linksOf(item: FrontierItem, parsed: ParsedPage, judgement: Judgement, ctx: PageContext): NewLink[] {
    const inScopeLinks = parsed.links.filter((l) => this.inScope(l.url));
    const priorities = this.strategy.prioritize(parsed, judgement, inScopeLinks, ctx);
    const path = [...item.context.path, { url: item.url, relevance: judgement.relevance, kind: judgement.kind }].slice(-maxPathSteps);
    const tunnel = tunnelOf(path);
    return inScopeLinks.flatMap((l, i) => {
      if (!this.admit(l.url, item.depth + 1, tunnel)) return [];
      const p = priorities[i] ?? 0;
      const weighed = fromSitemap(l.context) ? sitemapWeighed(priorityOf(p)) : priorityOf(p);
      const context: LinkContext = { path, anchorText: l.anchorText.slice(0, 500), dom: l.context, position: l.position };
      const state = stateOf(p);
      if (state !== undefined) context.state = state;
      return [{ url: l.url, priority: weighed, depth: item.depth + 1, discoveredFrom: item.url, context }];
    });
  }

  private count(url: string): { host: string; pathKey: string; search: boolean } {
    const u = new URL(url);
    const pathKey = `${u.host}${u.pathname}`;
    this.perPath.set(pathKey, (this.perPath.get(pathKey) ?? 0) + 1);
    this.perHost.set(u.host, (this.perHost.get(u.host) ?? 0) + 1);
    return { host: u.host, pathKey, search: !!u.search };
  }

  /** Trap guards applied when a link is first offered: depth, length, repetition, per-host cap, query explosion. */
  private admit(url: string, depth: number, tunnel = 0): boolean {
    if (this.frontier.has(url)) return true; // may raise priority; already admitted once
    if (trapReason(url, depth, this.options.traps ?? defaultTrapLimits, tunnel)) return false;
    // A fetch that could never find a course page or a link to one.
    if (namesNonPageFile(url) || namesGateway(url)) return false;
    const u = new URL(url);
    if ((this.perHost.get(u.host) ?? 0) >= (this.options.maxPagesPerHost ?? 20_000)) return false;
    if (u.search && (this.perPath.get(`${u.host}${u.pathname}`) ?? 0) >= (this.options.maxVariantsPerPath ?? 2000)) return false;
    this.count(url);
    return true;
  }

  /** Queues a fetched page for storage; resolves once the group it joins is committed. */
  /** `rendered`: a document's text as the HTML that was parsed, stored in place of the body (the extractor reads
   * HTML). */
  private store_(item: FrontierItem, seq: number, res: FetchResult, parsed: ParsedPage | undefined, judgement: Judgement | undefined, links: NewLink[], failure: string | undefined, rendered?: string, declared: string[] = []): Promise<void> {
    const saved = !!judgement && judgement.relevance >= (this.options.saveThreshold ?? this.strategy.saveThreshold ?? defaultSaveThreshold);
    const error = res.error ?? failure ?? null;
    const failed = !!error || res.status === 0 || res.status >= 400;
    if (failed) this.counters.errors++;
    if (judgement?.kind === 'course') this.counters.coursePages++;
    if (judgement?.kind === 'listing') this.counters.listingPages++;
    if (saved) this.counters.saved++;
    this.curve.add(seq, this.counters.coursePages);
    const merges = this.merges(links);
    const { inserts, raised } = this.frontier.offer(links);
    for (const r of raised) this.changes.set(r.url, r);
    for (const [url, score] of merges) {
      const item = this.frontier.pendingItem(url);
      if (item) this.apply(item, score);
    }
    const isHtml = res.text !== undefined;
    const write: PageWrite = withoutNul({
      page: {
        institutionId: this.options.institutionId, url: item.url, finalUrl: res.finalUrl, declaredUrls: declared, status: res.status,
        contentType: res.contentType ?? null, charset: rendered !== undefined ? 'utf-8' : res.charset ?? null, etag: res.etag ?? null, lastModified: res.lastModified ?? null,
        depth: item.depth, fetchSeq: seq, title: parsed?.title.slice(0, 1000) ?? null, text: parsed?.text.slice(0, 200_000) ?? null,
        htmlGz: rendered !== undefined ? new Uint8Array(zlib.gzipSync(rendered)) : isHtml && res.body ? new Uint8Array(zlib.gzipSync(res.body)) : null,
        relevance: judgement?.relevance ?? null, disagreement: judgement?.disagreement ?? null, kind: judgement ? kindToDb[judgement.kind] : null, saved,
        fetchedAt: res.fetchedAt, error, bytes: res.body?.length ?? 0,
      },
      links: parsed ? parsed.links.slice(0, 1000).map((l) => ({ targetUrl: l.url, anchorText: l.anchorText.slice(0, 500), context: l.context, position: l.position })) : [],
      inserts,
      outcome: failed ? 'FAILED' : 'DONE',
    });
    const committed = new Promise<void>((resolve, reject) => { this.queue.push({ write, done: { resolve, reject } }); });
    void this.flush();
    return committed;
  }

  /**
   * Group commit: whatever is queued while a commit runs is written by the next one, so storage keeps up with
   * several fetches in flight. The strategy's snapshot (or journal entry) is taken as the group closes: it
   * reflects exactly the pages in this group and those before it, as do the frontier changes that go with it.
   */
  private async flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const group = this.queue.splice(0);
    const updates = withoutNul([...this.changes.values()]);
    this.changes.clear();
    const last = this.curve.points.at(-1);
    const curve = last !== this.curveStored ? [...this.curve.points] : undefined;
    const learned = this.learner.next();
    try {
      const result = await this.store.commit({ runId: this.options.runId, pages: group.map((g) => g.write), updates, ...learned, harvestCurve: curve });
      for (const r of result.recorded) process.stderr.write(`[crawl] ${r.url}: ${r.error}\n`);
      if (curve) this.curveStored = last;
      for (const g of group) g.done.resolve();
    } catch (err) {
      this.learner.failed();
      for (const g of group) g.done.reject(err as Error);
    } finally {
      this.flushing = false;
      if (this.queue.length) void this.flush();
    }
  }
}

function queued(item: FrontierItem): QueuedLink {
  return { url: item.url, priority: item.priority, depth: item.depth, context: item.context };
}

/** Pages of no course value at the end of a way (the page the links are on included): what the trap guard's
 * tunnel limit counts. A way's kept steps (maxPathSteps) reach past the depth limit, so the count is whole. */
function tunnelOf(path: readonly PathStep[]): number {
  let n = 0;
  for (let i = path.length - 1; i >= 0 && path[i]!.kind === 'other'; i--) n++;
  return n;
}
