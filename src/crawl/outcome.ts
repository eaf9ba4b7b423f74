// Whether a finished crawl got anywhere. A run none of whose fetches succeeded (every seed refused as a private
// address, forbidden by robots.txt, unresolvable, or answering an error) failed, and says why for each seed.
// The reasons come from watching the fetcher: it sees the seeds' fetches and their hosts' robots.txt.
import type { FetchResult } from './fetcher.ts';
import type { PageFetcher } from './politeness.ts';
import type { RunCounters } from './store.ts';

export class FetchOutcomes implements PageFetcher {
  private readonly results = new Map<string, FetchResult>();

  constructor(private readonly inner: PageFetcher) {}

  async fetch(...args: Parameters<PageFetcher['fetch']>): Promise<FetchResult> {
    const result = await this.inner.fetch(...args);
    this.results.set(args[0], result);
    return result;
  }

  private describe(url: string): string {
    const res = this.results.get(url);
    if (res) return res.error ?? `HTTP ${res.status}`;
    const robots = this.results.get(`${new URL(url).origin}/robots.txt`);
    if (!robots) return 'not fetched';
    if (robots.status >= 200 && robots.status < 300) return 'robots.txt disallows it';
    if (robots.status >= 400 && robots.status < 500) return 'not fetched';
    return `robots.txt could not be read (${robots.error ?? `HTTP ${robots.status}`}), so nothing on the host may be crawled`;
  }

  /** Undefined when some page was fetched (in this session or before a resume); otherwise why not, per seed. */
  failure(counters: RunCounters, seeds: string[]): string | undefined {
    if (counters.pagesFetched > counters.errors) return undefined;
    const shown = seeds.slice(0, 10).map((seed) => `${seed}: ${this.describe(new URL(seed).toString())}`);
    return `no page could be fetched (${shown.join('; ')}${seeds.length > 10 ? `; and ${seeds.length - 10} more seeds` : ''})`;
  }
}
