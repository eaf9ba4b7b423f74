// bench/throughput: one large loopback site crawled by our crawler and by Crawlee's CheerioCrawler in the
// same run, same page budget, politeness delays off. Prints pages/s of each and the ratio.
// Usage: tsx bench/throughput.ts [--pages N] [--connections N] [--postgres URL] [--hosts N] [--latency MS]
// Ours runs twice: on the embedded database and, when --postgres (or BENCH_DATABASE_URL) is given, on a server.
// With a server it then crawls many department sites (no Crawl-delay, every response after --latency ms, as from
// a distant server) with one `coursegraph worker` process and with four, each with the same fetch concurrency.
import { parseArgs } from 'node:util';
import { CheerioCrawler, Configuration, log } from '@crawlee/cheerio';
import { startSitefarm } from '../sitefarm/server.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase, servedEmbeddedDatabase } from './support.ts';
import { crawlWithWorkers } from '../sitefarm/worker-crawl.ts';

const { values } = parseArgs({ options: {
  pages: { type: 'string', default: '900' }, connections: { type: 'string', default: '8' }, postgres: { type: 'string' },
  hosts: { type: 'string', default: '32' }, courses: { type: 'string', default: '20' }, latency: { type: 'string', default: '150' }, 'worker-concurrency': { type: 'string', default: '4' },
} });
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

if (serverUrl) {
  const hosts = Number(values.hosts);
  const concurrency = Number(values['worker-concurrency']);
  const latencyMs = Number(values.latency);
  const crawl = (workers: number) => crawlWithWorkers({ serverUrl, workers, concurrency, leaseSeconds: 30, hosts, coursesPerHost: Number(values.courses), latencyMs, prefix: `w${workers}` });
  const one = await crawl(1);
  const four = await crawl(4);
  for (const r of [one, four]) if (r.runStatus !== 'SUCCEEDED' || r.missing.length) throw new Error(`worker crawl incomplete: ${r.runStatus}, ${r.missing.length} pages missing`);
  console.log(`\nworkers on PostgreSQL: ${hosts} hosts, ${one.expected} pages, no Crawl-delay, ${latencyMs} ms per response, ${concurrency} fetches at once per worker`);
  console.log(`1 worker:  ${one.pagesPerSecond.toFixed(1)} pages/s (${one.seconds.toFixed(1)} s)`);
  console.log(`4 workers: ${four.pagesPerSecond.toFixed(1)} pages/s (${four.seconds.toFixed(1)} s); ratio ${(four.pagesPerSecond / one.pagesPerSecond).toFixed(2)}; `
    + `${four.requests.hosts.reduce((n, h) => n + h.overlaps, 0)} overlapping requests on one host, ${four.requests.repeated.size} pages fetched twice`);
} else {
  console.log('\nworkers: skipped (the comparison of 1 and 4 worker processes needs a PostgreSQL server: --postgres URL)');
}
process.exit(0);
