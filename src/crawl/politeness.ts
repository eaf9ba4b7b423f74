// Per-host politeness: robots.txt (fetched once per host, never reported as a page fetch), the delay between
// requests (the larger of Crawl-delay and our default) and how many requests may be in flight per host.
// A host whose robots.txt is still loading is simply not ready: nobody waits on it, so a slow or hanging
// robots.txt delays only its own host, and its fetch has a deadline and stops with the crawl.
import { allowAll, disallowAll, maxRobotsBytes, parseRobots, type Robots } from './robots.ts';
import type { Fetcher, Pacing } from './fetcher.ts';

/** What politeness and the crawler need of a fetcher (tests give an in-memory one). */
export type PageFetcher = Pick<Fetcher, 'fetch'>;

export interface PolitenessOptions {
  defaultDelayMs: number;
  connectionsPerHost: number;
  userAgentToken: string;
  /** Longest a robots.txt fetch may take, redirects included (default 20 s). */
  robotsDeadlineMs?: number;
  signal?: AbortSignal;
}

/** Crawl-delay is honoured up to this many seconds: a larger value would park the host for good. */
export const maxCrawlDelaySeconds = 120;

/** How soon to look again at a host whose robots.txt is still loading. */
const robotsPollMs = 100;

interface HostState {
  robots: Promise<Robots>;
  loaded: boolean;
  delayMs: number;
  nextAt: number;
  inFlight: number;
  /** Requests to the host between the pacing's `before` and `after`: the crawler's own, and redirect hops from
   * other hosts' fetches, which the crawler's per-host limit (`inFlight`) does not see. */
  paced: number;
  /** Requests waiting for one of those to end. */
  waiters: (() => void)[];
}

export class Politeness {
  private readonly hosts = new Map<string, HostState>();

  constructor(private readonly fetcher: PageFetcher, private readonly options: PolitenessOptions) {}

  private state(origin: string): HostState {
    let s = this.hosts.get(origin);
    if (!s) {
      const state: HostState = { robots: this.loadRobots(origin), loaded: false, delayMs: this.options.defaultDelayMs, nextAt: 0, inFlight: 0, paced: 0, waiters: [] };
      void state.robots.then((r) => {
        state.loaded = true;
        state.delayMs = Math.max(this.options.defaultDelayMs, Math.min(r.crawlDelay ?? 0, maxCrawlDelaySeconds) * 1000);
      });
      s = state;
      this.hosts.set(origin, s);
    }
    return s;
  }

  private async loadRobots(origin: string): Promise<Robots> {
    const res = await this.fetcher.fetch(`${origin}/robots.txt`, undefined, this.options.signal, undefined, {
      maxBodyBytes: maxRobotsBytes, truncate: true, deadlineMs: this.options.robotsDeadlineMs ?? 20_000, retries: 1,
    });
    if (res.status >= 200 && res.status < 300 && res.body) return parseRobots(res.body.toString('utf8'), this.options.userAgentToken);
    // RFC 9309: an unreachable robots.txt (5xx, network, too slow) means "crawl nothing"; a missing one means "crawl anything".
    if (res.status >= 400 && res.status < 500) return allowAll;
    return disallowAll;
  }

  robots(origin: string): Promise<Robots> {
    return this.state(origin).robots;
  }

  /**
   * Milliseconds until the host may take another request (0 = now). Never waits itself: a host whose
   * robots.txt is still loading answers a short poll interval, one with every connection busy Infinity.
   */
  waitFor(origin: string, now: number): number {
    const s = this.state(origin);
    if (!s.loaded) return robotsPollMs;
    if (s.inFlight >= this.options.connectionsPerHost) return Infinity;
    return Math.max(0, s.nextAt - now);
  }

  async begin(origin: string): Promise<void> {
    const s = this.state(origin);
    await s.robots;
    s.inFlight++;
  }

  /**
   * Pacing for the fetcher. The delay runs from the end of one response to the start of the next request, so
   * requests to a host are always at least the delay apart, however long responses take.
   */
  readonly pacing: Pacing = {
    // Per URL, so a redirect to another host is paced by that host's own clock, and waits while that host has as
    // many requests in flight as it may: two pages of one host that both redirect to a second host's login page
    // would otherwise reach it together, its Crawl-delay unheeded.
    before: async (url) => {
      const s = this.state(new URL(url).origin);
      await s.robots;
      while (!this.options.signal?.aborted) {
        if (s.paced >= this.options.connectionsPerHost) {
          await new Promise<void>((resolve) => s.waiters.push(resolve));
          continue;
        }
        const wait = s.nextAt - Date.now();
        if (wait <= 0) break;
        await this.sleep(wait);
      }
      s.paced++;
    },
    after: (url) => {
      const s = this.state(new URL(url).origin);
      s.paced = Math.max(0, s.paced - 1);
      s.nextAt = Date.now() + s.delayMs;
      s.waiters.shift()?.();
    },
    permits: async (url) => {
      const u = new URL(url);
      return (await this.state(u.origin).robots).isAllowed(u.pathname + u.search);
    },
  };

  /** Sleeps, waking early when the crawl is stopped. */
  private sleep(ms: number): Promise<void> {
    const signal = this.options.signal;
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); signal?.removeEventListener('abort', done); resolve(); };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** What is left of a host's delay (either scheme) and the delay itself: a worker hands both to the host's next holder. */
  timing(host: string): { waitMs: number; delayMs: number } {
    let waitMs = 0;
    let delayMs = this.options.defaultDelayMs;
    for (const origin of [`http://${host}`, `https://${host}`]) {
      const s = this.hosts.get(origin);
      if (!s) continue;
      waitMs = Math.max(waitMs, s.nextAt - Date.now());
      delayMs = Math.max(delayMs, s.delayMs);
    }
    return { waitMs, delayMs };
  }

  end(origin: string): void {
    const s = this.state(origin);
    s.inFlight = Math.max(0, s.inFlight - 1);
  }
}
