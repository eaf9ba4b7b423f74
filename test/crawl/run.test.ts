// A crawl with a strategy module the registry does not hold (a benchmark's variant of one): given with the
// request, it crawls and the run records its name; the registry stays as it was.
import http from 'node:http';
import { runCrawlIn } from '../../src/crawl/run.ts';
import { CrawlUsageError, validateCrawlRequest } from '../../src/crawl/request.ts';
import { MemoryCrawlStore } from '../../src/crawl/store-memory.ts';
import { Semaphore } from '../../src/crawl/semaphore.ts';
import { strategies } from '../../src/strategies/registry.ts';
import { bfs } from '../../src/strategies/bfs.ts';
import type { StrategyModule } from '../../src/strategies/strategy.ts';

test('a strategy module given with the request crawls under its own name, without joining the registry', async () => {
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body>${[1, 2, 3].map((i) => `<a href="/p${i}">page ${i}</a>`).join(' ')}</body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const registered = strategies.length;
  let created = 0;
  const variant: StrategyModule = { ...bfs, name: 'bfs-variant', create: (options) => { created++; return bfs.create(options); } };
  try {
    // By its name alone it is unknown: a mistake of the caller's.
    expect(() => validateCrawlRequest({ seeds: [`${origin}/`], strategy: 'bfs-variant' })).toThrow(CrawlUsageError);
    const store = new MemoryCrawlStore();
    const outcome = await runCrawlIn(store, { seeds: [`${origin}/`], strategyModule: variant, maxPages: 4, delayMs: 0, allowPrivateNetwork: true, concurrency: new Semaphore(2) });
    expect(outcome).toMatchObject({ strategy: 'bfs-variant', status: 'SUCCEEDED' });
    expect(store.runs.get(outcome.runId)!.strategy).toBe('bfs-variant');
    expect(store.pages.length).toBe(4);
    expect(created).toBe(1);
    expect(strategies.length).toBe(registered);
    expect(strategies.some((s) => s.name === 'bfs-variant')).toBe(false);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});
