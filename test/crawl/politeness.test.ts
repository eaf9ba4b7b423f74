import { Politeness, type PageFetcher } from '../../src/crawl/politeness.ts';
import type { FetchResult } from '../../src/crawl/fetcher.ts';

// robots.txt of every host: a Crawl-delay of 50 ms.
const robotsFetcher: PageFetcher = {
  fetch: async (url: string) => ({
    url, finalUrl: url, status: 200, contentType: 'text/plain', etag: undefined, lastModified: undefined, redirects: [],
    body: Buffer.from('User-agent: *\nCrawl-delay: 0.05\n'), text: undefined, charset: undefined, notModified: false, error: undefined,
    fetchedAt: new Date(), durationMs: 0,
  } satisfies FetchResult),
};

describe('politeness pacing', () => {
  test("requests that reach one host through the pacing (redirect hops from other hosts' pages among them) go one at a time, the Crawl-delay apart", async () => {
    const politeness = new Politeness(robotsFetcher, { defaultDelayMs: 0, connectionsPerHost: 1, userAgentToken: 'coursegraph' });
    const { pacing } = politeness;
    const spans: [number, number][] = [];
    // Three fetches of other hosts' pages redirect to one login page at once.
    await Promise.all([0, 1, 2].map(async () => {
      await pacing.before('http://login.example.edu/sso');
      const start = Date.now();
      await new Promise((r) => setTimeout(r, 20)); // the response takes a while
      spans.push([start, Date.now()]);
      pacing.after('http://login.example.edu/sso');
    }));
    spans.sort((a, b) => a[0] - b[0]);
    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0] - spans[i - 1]![1]).toBeGreaterThanOrEqual(49);
  });

  test('another host is not held up by one that is busy', async () => {
    const politeness = new Politeness(robotsFetcher, { defaultDelayMs: 0, connectionsPerHost: 1, userAgentToken: 'coursegraph' });
    const { pacing } = politeness;
    await pacing.before('http://a.example.edu/');
    const started = Date.now();
    await pacing.before('http://b.example.edu/');
    expect(Date.now() - started).toBeLessThan(40);
    pacing.after('http://a.example.edu/');
    pacing.after('http://b.example.edu/');
  });

  test('a stopped crawl does not wait for a busy host', async () => {
    const stop = new AbortController();
    const politeness = new Politeness(robotsFetcher, { defaultDelayMs: 0, connectionsPerHost: 1, userAgentToken: 'coursegraph', signal: stop.signal });
    const { pacing } = politeness;
    await pacing.before('http://a.example.edu/');
    const waiting = pacing.before('http://a.example.edu/next');
    stop.abort();
    // The request in flight fails with the stop and ends; the one waiting then goes through without its delay.
    pacing.after('http://a.example.edu/');
    const started = Date.now();
    await waiting;
    expect(Date.now() - started).toBeLessThan(40);
  });
});
