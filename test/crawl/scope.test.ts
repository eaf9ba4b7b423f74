// A crawl's scope: `hosts` follows links to the seeds' hosts only, `domain` to the other hosts of their registrable
// domain too, each sibling with its own robots.txt and sitemaps. The crawler's tests run on an in-memory web (no
// sockets, no DNS: the names are invented); the run's tests go through a proxy on 127.0.0.1 that plays every host,
// so the real fetcher sends nothing else anywhere and resolves no name.
import dns from 'node:dns';
import http from 'node:http';
import type net from 'node:net';
import { Crawler } from '../../src/crawl/crawler.ts';
import { Fetcher, type FetchResult } from '../../src/crawl/fetcher.ts';
import type { PageFetcher } from '../../src/crawl/politeness.ts';
import { createRun, runCrawlIn } from '../../src/crawl/run.ts';
import type { CrawlScope } from '../../src/crawl/scope.ts';
import { Semaphore } from '../../src/crawl/semaphore.ts';
import { MemoryCrawlStore } from '../../src/crawl/store-memory.ts';
import { strategyByName } from '../../src/strategies/registry.ts';

const seed = 'https://www.cs.u.edu/';
const page = (title: string, links: string[] = []) => `<html><head><title>${title}</title></head><body>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</body></html>`;

/** The department's site links its university's catalog (another host) and hosts that only look related. */
const web: Record<string, { type: string; body: string }> = {
  [seed]: {
    type: 'text/html', body: page('Computer Science', [
      'https://catalog.u.edu/courses/', 'https://evil-u.edu/courses/', 'https://cs.u.edu.evil.com/courses/', 'http://catalog.u.edu:8080/admin/',
      'http://10.0.0.1/', 'https://x.ac.jp/', 'http://localhost/',
    ]),
  },
  // The department's robots.txt names a sitemap on the registrar's host.
  'https://www.cs.u.edu/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\nSitemap: https://registrar.u.edu/sitemap.xml\n' },
  'https://catalog.u.edu/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
  'https://catalog.u.edu/courses/': { type: 'text/html', body: page('Courses', ['/courses/cs101.html', '/private/drafts.html']) },
  'https://catalog.u.edu/courses/cs101.html': { type: 'text/html', body: page('CS 101') },
  'https://catalog.u.edu/private/drafts.html': { type: 'text/html', body: page('Drafts') },
  'https://registrar.u.edu/sitemap.xml': {
    type: 'application/xml',
    body: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://registrar.u.edu/bulletin/cs201.html</loc></url></urlset>',
  },
  'https://registrar.u.edu/bulletin/cs201.html': { type: 'text/html', body: page('CS 201') },
};

/** Every address asked for, robots.txt included; whatever is not in `web` is a 404. */
class VirtualWeb implements PageFetcher {
  readonly requested: string[] = [];

  constructor(private readonly pages = web) {}

  async fetch(url: string): Promise<FetchResult> {
    this.requested.push(url);
    const found = this.pages[url];
    const body = Buffer.from(found?.body ?? 'not found');
    const html = found?.type === 'text/html';
    return {
      url, finalUrl: url, status: found ? 200 : 404, contentType: found?.type ?? 'text/plain', etag: undefined, lastModified: undefined, redirects: [],
      body, text: html ? body.toString('utf8') : undefined, charset: html ? 'utf-8' : undefined, notModified: false, error: undefined, fetchedAt: new Date(0), durationMs: 0,
    };
  }
}

async function crawl(scope: CrawlScope | undefined, fetcher: PageFetcher & { requested?: string[] } = new VirtualWeb()) {
  const store = new MemoryCrawlStore();
  const { id: runId } = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [seed], maxPages: 50, maxDepth: 12, options: {}, models: {} });
  const crawler = new Crawler(store, fetcher, strategyByName('bfs').create({}), {
    runId, institutionId: null, maxPages: 50, hosts: new Set(['www.cs.u.edu']), ...(scope ? { scope } : {}), concurrency: new Semaphore(1), defaultDelayMs: 0, connectionsPerHost: 1,
  });
  await crawler.prepare([seed]);
  await crawler.run();
  const queued = [...store.frontier.get(runId)!.keys()].sort();
  return { queued, fetched: store.pages.map((p) => p.url), requested: fetcher.requested ?? [], store, runId };
}

test('domain scope: a sibling host of the registrable domain is queued and crawled; other domains, ports and addresses are not, nor is the sibling in hosts scope (the default)', async () => {
  const { queued, fetched, requested } = await crawl('domain');
  expect(queued).toEqual([
    'https://catalog.u.edu/courses/', 'https://catalog.u.edu/courses/cs101.html', 'https://catalog.u.edu/private/drafts.html',
    'https://registrar.u.edu/bulletin/cs201.html', 'https://registrar.u.edu/sitemap.xml', seed,
  ]);
  expect(fetched).toEqual(expect.arrayContaining(['https://catalog.u.edu/courses/', 'https://catalog.u.edu/courses/cs101.html']));
  // Each sibling is its own host: its own robots.txt is asked for and obeyed.
  expect(requested).toContain('https://catalog.u.edu/robots.txt');
  expect(requested).not.toContain('https://catalog.u.edu/private/drafts.html');
  // A sitemap that the department's robots.txt names on a sibling host is read as on any host in scope, and the
  // pages it lists are crawled (after the sibling's own robots.txt).
  expect(requested.indexOf('https://registrar.u.edu/robots.txt')).toBeGreaterThan(-1);
  expect(requested.indexOf('https://registrar.u.edu/robots.txt')).toBeLessThan(requested.indexOf('https://registrar.u.edu/sitemap.xml'));
  expect(fetched).toEqual(expect.arrayContaining(['https://registrar.u.edu/sitemap.xml', 'https://registrar.u.edu/bulletin/cs201.html']));
  expect(requested.every((url) => /^https:\/\/(www\.cs|catalog|registrar)\.u\.edu\//.test(url))).toBe(true);

  // The hosts scope, given or by default: the seed's host alone, as before.
  for (const scope of ['hosts' as const, undefined]) {
    const exact = await crawl(scope);
    expect(exact.queued).toEqual([seed]);
    expect(exact.requested).toEqual(['https://www.cs.u.edu/robots.txt', seed]);
  }
});

test('domain scope: a sibling host whose name resolves to a private address is refused by the SSRF guard, as any host', async () => {
  // The department's page (in memory) links a sibling whose name points into the network the crawler runs in; the
  // sibling's requests go to the real fetcher, without --allow-private-network. The system's resolver is never
  // asked: this lookup answers the one invented name, with loopback (were the guard to fail, nothing would leave
  // the machine either).
  const department = new VirtualWeb({ [seed]: { type: 'text/html', body: page('Computer Science', ['http://intranet.u.edu/courses/']) } });
  const strict = new Fetcher({ retries: 0 });
  const results: FetchResult[] = [];
  const fetcher: PageFetcher = {
    fetch: async (url, conditional, signal, pacing, limits) => {
      if (new URL(url).hostname === 'www.cs.u.edu') return department.fetch(url);
      const res = await strict.fetch(url, conditional, signal, pacing, limits);
      results.push(res);
      return res;
    },
  };
  const original = dns.lookup;
  const looked: string[] = [];
  (dns as { lookup: unknown }).lookup = (hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    looked.push(hostname);
    if (hostname !== 'intranet.u.edu') return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    return options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
  };
  try {
    const { queued, store, runId } = await crawl('domain', fetcher);
    expect(queued).toEqual(['http://intranet.u.edu/courses/', seed]); // in scope: same registrable domain
    expect(looked).toEqual(['intranet.u.edu']);
    // Its robots.txt was refused at the lookup, so the host counts as unreachable and nothing more is asked of it.
    expect(results.map((r) => [r.url, r.error])).toEqual([['http://intranet.u.edu/robots.txt', 'refusing intranet.u.edu: it resolves to the private address 127.0.0.1 (use --allow-private-network to allow)']]);
    expect(store.frontier.get(runId)!.get('http://intranet.u.edu/courses/')!.state).toBe('SKIPPED');
  } finally {
    (dns as { lookup: unknown }).lookup = original;
    await strict.close();
  }
});

describe('the scope a run is created with', () => {
  /** Sites keyed by host name, served through a proxy that plays them all: nothing is resolved, nothing leaves. */
  const asked: string[] = [];
  let proxy: http.Server;
  let proxyUrl = '';
  beforeAll(async () => {
    const site = http.createServer((req, res) => {
      const url = `http://${req.headers.host}${req.url}`;
      asked.push(url);
      const bodies: Record<string, string> = {
        'http://www.cs.u.edu/': page('Computer Science', ['http://catalog.u.edu/courses/']),
        'http://catalog.u.edu/courses/': page('Courses'),
      };
      const body = bodies[url];
      res.writeHead(body ? 200 : 404, { 'content-type': body ? 'text/html' : 'text/plain' }).end(body ?? 'not found');
    });
    proxy = http.createServer((req, res) => site.emit('request', req, res));
    proxy.on('connect', (_req, socket: net.Socket, head: Buffer) => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) socket.unshift(head);
      site.emit('connection', socket);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise<void>((r) => proxy.close(() => r()));
  });

  const options = () => ({ proxy: proxyUrl, delayMs: 0, concurrency: new Semaphore(1), maxPages: 10 });

  test('is stored with the run, and a resumed run (a worker serves a run the same way) crawls with it whatever the request says; a run from before scopes crawls its hosts', async () => {
    const store = new MemoryCrawlStore();
    const domain = await createRun(store, { seeds: ['http://www.cs.u.edu/'], strategy: 'bfs', scope: 'domain', ...options() });
    const hosts = await createRun(store, { seeds: ['http://www.cs.u.edu/'], strategy: 'bfs', ...options() });
    expect(store.runs.get(domain.id)!.options).toMatchObject({ scope: 'domain' });
    expect(store.runs.get(hosts.id)!.options).toMatchObject({ scope: 'hosts' });

    asked.length = 0;
    const widened = await runCrawlIn(store, { seeds: [], resumeRunId: domain.id, ...options() });
    expect(widened.status).toBe('SUCCEEDED');
    expect(asked).toContain('http://catalog.u.edu/courses/');

    asked.length = 0;
    // The request's scope does not change a run's: the run was created with the hosts scope.
    const exact = await runCrawlIn(store, { seeds: [], resumeRunId: hosts.id, scope: 'domain', ...options() });
    expect(exact.status).toBe('SUCCEEDED');
    expect(asked).toEqual(['http://www.cs.u.edu/robots.txt', 'http://www.cs.u.edu/']);

    // A run stored before scopes existed (no scope in its options) crawls its hosts.
    const old = await store.createRun({ institutionId: null, strategy: 'bfs', seeds: ['http://www.cs.u.edu/'], maxPages: 10, maxDepth: 12, options: { proxy: proxyUrl, delayMs: 0 }, models: {} });
    asked.length = 0;
    expect((await runCrawlIn(store, { seeds: [], resumeRunId: old.id, concurrency: new Semaphore(1) })).status).toBe('SUCCEEDED');
    expect(asked).toEqual(['http://www.cs.u.edu/robots.txt', 'http://www.cs.u.edu/']);
  });
});
