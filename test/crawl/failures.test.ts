// Crawls that cannot get anywhere say so, and no host can hold up another or the end of a crawl.
import http from 'node:http';
import { runCrawl } from '../../src/crawl/run.ts';
import { describeEachDatabase } from '../support/database.ts';

interface TestSite { origin: string; hits: string[]; openRobots(): number; stop(): Promise<void> }

/** A small site on 127.0.0.1: ten pages linking to each other, and the robots.txt handler given. */
async function site(robots: (res: http.ServerResponse) => void, onPage: () => void = () => {}): Promise<TestSite> {
  const hits: string[] = [];
  let openRobots = 0;
  const server = http.createServer((req, res) => {
    hits.push(req.url!);
    if (req.url === '/robots.txt') {
      openRobots++;
      res.on('close', () => openRobots--);
      return robots(res);
    }
    onPage();
    const n = Number(/\/p(\d+)/.exec(req.url!)?.[1] ?? 0);
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><h1>Page ${n}</h1>${Array.from({ length: 10 }, (_, i) => `<a href="/p${i}">page ${i}</a>`).join(' ')}</body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    hits,
    openRobots: () => openRobots,
    stop: () => { server.closeAllConnections(); return new Promise((r) => server.close(() => r())); },
  };
}

const hanging = () => { /* never answers */ };
const missing = (res: http.ServerResponse) => { res.writeHead(404).end(); };

describeEachDatabase('crawls that get nowhere, and hosts that hang', (db) => {
  test('seeds on a private address without the flag: FAILED with the reason', async () => {
    const s = await site(missing);
    const outcome = await runCrawl(db().prisma, { seeds: [`${s.origin}/`], strategy: 'bfs', maxPages: 5, delayMs: 0 });
    await s.stop();
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toMatch(/no page could be fetched.*refusing 127\.0\.0\.1/);
    expect(s.hits).toEqual([]);
    const run = await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: outcome.runId } });
    expect(run.status).toBe('FAILED');
    expect(run.error).toBe(outcome.error);
  });

  test('robots.txt forbids every seed: FAILED', async () => {
    const s = await site((res) => { res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n'); });
    const outcome = await runCrawl(db().prisma, { seeds: [`${s.origin}/`], strategy: 'bfs', maxPages: 5, delayMs: 0, allowPrivateNetwork: true });
    await s.stop();
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toMatch(/robots\.txt disallows it/);
    expect(s.hits).toEqual(['/robots.txt']);
  });

  test('a seed whose host does not resolve: FAILED', async () => {
    const outcome = await runCrawl(db().prisma, { seeds: ['http://nowhere.invalid/'], strategy: 'bfs', maxPages: 5, delayMs: 0 });
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toMatch(/ENOTFOUND/);
  });

  test('a 404 seed is reported as HTTP 404', async () => {
    const s = await site(missing);
    const server404 = http.createServer((req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>'));
    await new Promise<void>((r) => server404.listen(0, '127.0.0.1', r));
    const outcome = await runCrawl(db().prisma, { seeds: [`http://127.0.0.1:${(server404.address() as { port: number }).port}/gone`], strategy: 'bfs', maxPages: 5, delayMs: 0, allowPrivateNetwork: true });
    server404.close();
    await s.stop();
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toMatch(/HTTP 404/);
  });

  // No clocks: the proof is that the other host's pages are served while the stuck robots.txt request is still open
  // (its deadline, 20 s by default, is lifted here so that a slow machine cannot reach it first).
  test('a host whose robots.txt never answers does not hold up another host', async () => {
    const stuck = await site(hanging);
    const whileStuck: boolean[] = [];
    const good = await site(missing, () => whileStuck.push(stuck.openRobots() > 0));
    const outcome = await runCrawl(db().prisma, { seeds: [`${stuck.origin}/`, `${good.origin}/`], strategy: 'bfs', maxPages: 6, delayMs: 0, allowPrivateNetwork: true, robotsDeadlineMs: 3_600_000 });
    await stuck.stop();
    await good.stop();
    expect(outcome.status).toBe('SUCCEEDED');
    expect(good.hits.filter((h) => h !== '/robots.txt')).toHaveLength(6);
    expect(whileStuck).toEqual([true, true, true, true, true, true]);
    expect(stuck.hits).toEqual(['/robots.txt']);
  });

  test('stopping a crawl while a robots.txt and a body hang ends it promptly, with what was fetched committed', async () => {
    const stuck = await site(hanging);
    const trickle = http.createServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      const t = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(t));
    });
    await new Promise<void>((r) => trickle.listen(0, '127.0.0.1', r));
    const controller = new AbortController();
    const seen = new Promise<void>((resolve) => trickle.on('request', (req: http.IncomingMessage) => { if (req.url !== '/robots.txt') resolve(); }));
    const crawl = runCrawl(db().prisma, {
      seeds: [`${stuck.origin}/`, `http://127.0.0.1:${(trickle.address() as { port: number }).port}/`], strategy: 'bfs', maxPages: 50, delayMs: 0, allowPrivateNetwork: true, signal: controller.signal,
    });
    await seen;
    controller.abort();
    const outcome = await crawl;
    trickle.closeAllConnections();
    trickle.close();
    await stuck.stop();
    expect(outcome.status).toBe('CANCELLED');
    // The stuck robots.txt was abandoned at the stop, not waited out and retried.
    expect(stuck.hits).toEqual(['/robots.txt']);
    const run = await db().prisma.crawlRun.findUniqueOrThrow({ where: { id: outcome.runId } });
    expect(run.status).toBe('CANCELLED');
    expect(run.pagesFetched).toBe(await db().prisma.page.count({ where: { runId: outcome.runId } }));
  });
});
