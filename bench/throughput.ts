// bench/throughput: one large loopback site crawled by our crawler and by Crawlee's CheerioCrawler in the
// same run, same page budget, politeness delays off. Prints pages/s of each and the ratio.
// Usage: tsx bench/throughput.ts [--pages N] [--connections N] [--postgres URL] [--hosts N] [--courses N] [--latency MS]
//   [--worker-concurrency N] [--only crawlee|workers]
// Ours runs twice: on the embedded database and, when --postgres (or BENCH_DATABASE_URL) is given, on a server.
// Then one `coursegraph worker` process against four on many department sites (see worker-scaling.ts), on the
// server given or, without one, on the local test server (postgresql://postgres@127.0.0.1:5432/test).
import { parseArgs } from 'node:util';
import { CheerioCrawler, Configuration, log } from '@crawlee/cheerio';
import { startSitefarm } from '../sitefarm/server.ts';
import type { ServedSite } from '../sitefarm/model.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase, servedEmbeddedDatabase } from './support.ts';
import { compareWorkers } from './worker-scaling.ts';

const { values } = parseArgs({ options: {
  pages: { type: 'string', default: '900' }, connections: { type: 'string', default: '8' }, postgres: { type: 'string' },
  hosts: { type: 'string', default: '32' }, courses: { type: 'string', default: '20' }, latency: { type: 'string', default: '150' }, 'worker-concurrency': { type: 'string', default: '4' },
  only: { type: 'string' },
} });
const pages = Number(values.pages);
const connections = Number(values.connections);
const serverUrl = values.postgres ?? process.env.BENCH_DATABASE_URL;

async function ours(site: ServedSite, serverUrl?: string): Promise<number> {
  if (serverUrl) process.env.BENCH_DATABASE_URL = serverUrl;
  else delete process.env.BENCH_DATABASE_URL;
  // The embedded database runs as `serve` runs it: in a worker thread, not on the crawler's thread.
  const db = serverUrl ? await benchDatabase() : await servedEmbeddedDatabase();
  const started = Date.now();
  const outcome = await runCrawl(db.prisma, {
    seeds: [site.rootUrl], strategy: 'bfs', maxPages: pages, allowPrivateNetwork: true, delayMs: 0,
    connectionsPerHost: connections, concurrency: new Semaphore(connections),
  });
  const seconds = (Date.now() - started) / 1000;
  await db.close();
  return outcome.progress.fetched / seconds;
}

async function crawlee(site: ServedSite): Promise<number> {
  let fetched = 0;
  log.setLevel(log.LEVELS.OFF);
  const config = new Configuration({ persistStorage: false, purgeOnStart: true });
  const crawler = new CheerioCrawler({
    maxRequestsPerCrawl: pages,
    maxConcurrency: connections,
    minConcurrency: connections,
    async requestHandler({ enqueueLinks }) {
      fetched++;
      await enqueueLinks({ strategy: 'same-hostname' });
    },
    failedRequestHandler() { fetched++; },
  }, config);
  const started = Date.now();
  await crawler.run([site.rootUrl]);
  return fetched / ((Date.now() - started) / 1000);
}

if (values.only !== 'workers') {
  const farm = await startSitefarm();
  const site = farm.site('hk-programs');
  console.log(`site ${site.id} (${site.origins[0]!.pages.size} pages) at ${site.rootUrl}; budget ${pages} pages, ${connections} connections`);
  const embedded = await ours(site);
  const server = serverUrl ? await ours(site, serverUrl) : undefined;
  const crawleeRate = await crawlee(site);
  console.log(`coursegraph on PGlite:     ${embedded.toFixed(1)} pages/s (pages, links and frontier stored in the embedded database, served from a worker thread)`);
  if (server !== undefined) console.log(`coursegraph on PostgreSQL: ${server.toFixed(1)} pages/s (same, on the server)`);
  console.log(`crawlee:                   ${crawleeRate.toFixed(1)} pages/s (CheerioCrawler, in-memory request queue, nothing stored)`);
  console.log(`ratio coursegraph/crawlee: PGlite ${(embedded / crawleeRate).toFixed(2)}${server !== undefined ? `, PostgreSQL ${(server / crawleeRate).toFixed(2)}` : ''}`);
  await farm.stop();
}

if (values.only !== 'crawlee') {
  // Worker processes need a server: the one given, else the local test server.
  await compareWorkers({
    serverUrl: serverUrl ?? 'postgresql://postgres@127.0.0.1:5432/test', hosts: Number(values.hosts), coursesPerHost: Number(values.courses),
    latencyMs: Number(values.latency), concurrency: Number(values['worker-concurrency']),
  });
}
process.exit(0);
