// bench/throughput: one large loopback site crawled by our crawler and by Crawlee's CheerioCrawler in the
// same run, same page budget, politeness delays off. Prints pages/s of each and the ratio.
// Usage: tsx bench/throughput.ts [--pages N] [--connections N] [--postgres URL]
// Ours runs twice: on the embedded database and, when --postgres (or BENCH_DATABASE_URL) is given, on a server.
import { parseArgs } from 'node:util';
import { CheerioCrawler, Configuration, log } from '@crawlee/cheerio';
import { startSitefarm } from '../sitefarm/server.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase, servedEmbeddedDatabase } from './support.ts';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '900' }, connections: { type: 'string', default: '8' }, postgres: { type: 'string' } } });
const pages = Number(values.pages);
const connections = Number(values.connections);
const farm = await startSitefarm();
const site = farm.site('hk-programs');
console.log(`site ${site.id} (${site.origins[0]!.pages.size} pages) at ${site.rootUrl}; budget ${pages} pages, ${connections} connections`);

async function ours(serverUrl?: string): Promise<number> {
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

async function crawlee(): Promise<number> {
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

const serverUrl = values.postgres ?? process.env.BENCH_DATABASE_URL;
const embedded = await ours();
const server = serverUrl ? await ours(serverUrl) : undefined;
const crawleeRate = await crawlee();
console.log(`coursegraph on PGlite:     ${embedded.toFixed(1)} pages/s (pages, links and frontier stored in the embedded database, served from a worker thread)`);
if (server !== undefined) console.log(`coursegraph on PostgreSQL: ${server.toFixed(1)} pages/s (same, on the server)`);
console.log(`crawlee:                   ${crawleeRate.toFixed(1)} pages/s (CheerioCrawler, in-memory request queue, nothing stored)`);
console.log(`ratio coursegraph/crawlee: PGlite ${(embedded / crawleeRate).toFixed(2)}${server !== undefined ? `, PostgreSQL ${(server / crawleeRate).toFixed(2)}` : ''}`);
await farm.stop();
process.exit(0);
