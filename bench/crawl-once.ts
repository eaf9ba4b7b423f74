// One crawl for the transfer benchmarks: the real crawler (fetcher, politeness, frontier, strategy) over HTTP,
// with the in-memory store (the store's contract without a database, so a bench of a hundred crawls measures
// the crawl order, not the database). The crawl stops once `done` says so, or at its page budget. And what a
// simulated site's servers saw of a crawl: page requests sent before the site's Crawl-delay had passed.
import { runCrawlIn } from '../src/crawl/run.ts';
import { MemoryCrawlStore } from '../src/crawl/store-memory.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { parseRobots } from '../src/crawl/robots.ts';
import type { FetchRecord } from '../sitefarm/score.ts';
import type { Sitefarm } from '../sitefarm/server.ts';
import type { ServedSite } from '../sitefarm/model.ts';
import type { StrategyModule } from '../src/strategies/strategy.ts';

export interface CrawlOnce {
  seeds: string[];
  /** Hosts in scope besides the seeds' (a catalog on a host of its own, as an institution lists it). */
  hosts?: string[];
  /** A registered strategy's name, or a module of its own (a variant the registry does not hold). */
  strategy: string | StrategyModule;
  model?: unknown;
  maxPages: number;
  proxy?: string;
  /** Stops the crawl early, given the fetches so far in order. */
  done?: (fetches: FetchRecord[]) => boolean;
}

export async function crawlOnce(c: CrawlOnce): Promise<{ fetches: FetchRecord[]; ms: number }> {
  const store = new MemoryCrawlStore();
  store.institutions.set(1, { hosts: c.hosts ?? [], lastCrawledAt: null });
  const fetches = () => [...store.pages].sort((a, b) => a.fetchSeq - b.fetchSeq).map((p) => ({ url: p.url, finalUrl: p.finalUrl, status: p.status }));
  const stop = new AbortController();
  const started = performance.now();
  await runCrawlIn(store, {
    seeds: c.seeds, institutionId: 1, ...(typeof c.strategy === 'string' ? { strategy: c.strategy } : { strategyModule: c.strategy }), model: c.model, maxPages: c.maxPages, proxy: c.proxy,
    allowPrivateNetwork: true, delayMs: 0, concurrency: new Semaphore(4), signal: stop.signal,
    onProgress: c.done && (() => { if (!stop.signal.aborted && c.done!(fetches())) stop.abort(); }),
  });
  return { fetches: fetches(), ms: performance.now() - started };
}

/** Page requests to the site's hosts among `requests` that came sooner after the previous response than its
 * robots.txt Crawl-delay asks. */
export function crawlDelayViolations(requests: Sitefarm['requests'], site: ServedSite): number {
  let violations = 0;
  for (const origin of site.origins) {
    const delay = parseRobots(origin.robotsTxt, 'coursegraph').crawlDelay;
    if (!delay) continue;
    let lastEnd: number | undefined;
    for (const r of requests.filter((x) => x.site === site.id && x.origin === origin.name && x.path !== '/robots.txt').sort((a, b) => a.at - b.at)) {
      if (lastEnd !== undefined && r.at - lastEnd < delay * 1000) violations++;
      lastEnd = r.doneAt ?? Infinity;
    }
  }
  return violations;
}
