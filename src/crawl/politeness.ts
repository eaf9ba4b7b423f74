// Per-host politeness: robots.txt (fetched once per host, never reported as a page fetch), the delay between
// requests (the larger of Crawl-delay and our default) and how many requests may be in flight per host.
import { allowAll, parseRobots, type Robots } from './robots.ts';
import type { Fetcher, Pacing } from './fetcher.ts';

/** What politeness and the crawler need of a fetcher (tests give an in-memory one). */
export type PageFetcher = Pick<Fetcher, 'fetch'>;

export interface PolitenessOptions {
  defaultDelayMs: number;
  connectionsPerHost: number;
  userAgentToken: string;
}

interface HostState {
  robots: Promise<Robots>;
  delayMs: number;
  nextAt: number;
  inFlight: number;
}

export class Politeness {
  private readonly hosts = new Map<string, HostState>();

  constructor(private readonly fetcher: PageFetcher, private readonly options: PolitenessOptions) {}

  private state(origin: string): HostState {
    let s = this.hosts.get(origin);
    if (!s) {
      const state: HostState = { robots: this.loadRobots(origin), delayMs: this.options.defaultDelayMs, nextAt: 0, inFlight: 0 };
      void state.robots.then((r) => { state.delayMs = Math.max(this.options.defaultDelayMs, (r.crawlDelay ?? 0) * 1000); });
      s = state;
      this.hosts.set(origin, s);
    }
    return s;
  }

  private async loadRobots(origin: string): Promise<Robots> {
    const res = await this.fetcher.fetch(`${origin}/robots.txt`);
    if (res.status >= 200 && res.status < 300 && res.body) return parseRobots(res.body.toString('utf8'), this.options.userAgentToken);
    // RFC 9309: an unreachable robots.txt (5xx, network) means "crawl nothing"; a missing one means "crawl anything".
    if (res.status >= 400 && res.status < 500) return allowAll;
    return { isAllowed: () => false, crawlDelay: undefined };
  }

  robots(origin: string): Promise<Robots> {
    return this.state(origin).robots;
  }

  /** Milliseconds until the host may take another request (0 = now). */
  async waitFor(origin: string, now: number): Promise<number> {
    const s = this.state(origin);
    await s.robots;
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
    // Per URL, so a redirect to another host is paced by that host's own clock.
    before: async (url) => {
      const s = this.state(new URL(url).origin);
      await s.robots;
      for (let wait = s.nextAt - Date.now(); wait > 0; wait = s.nextAt - Date.now()) await new Promise((r) => setTimeout(r, wait));
    },
    after: (url) => {
      const s = this.state(new URL(url).origin);
      s.nextAt = Date.now() + s.delayMs;
    },
    permits: async (url) => {
      const u = new URL(url);
      return (await this.state(u.origin).robots).isAllowed(u.pathname + u.search);
    },
  };

  end(origin: string): void {
    const s = this.state(origin);
    s.inFlight = Math.max(0, s.inFlight - 1);
  }
}
