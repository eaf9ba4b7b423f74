// bench/throughput: one large loopback site crawled by our crawler and by Crawlee's CheerioCrawler in the
// same run, same page budget, politeness delays off. Prints pages/s of each and the ratio.
// Usage: tsx bench/throughput.ts [--pages N] [--connections N]
import { parseArgs } from 'node:util';
import { CheerioCrawler, Configuration } from '@crawlee/cheerio';
import { startSitefarm } from '../test/sitefarm/server.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase } from './support.ts';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '2500' }, connections: { type: 'string', default: '8' } } });
const pages = Number(values.pages);
const connections = Number(values.connections);
const farm = await startSitefarm();
const site = farm.site('hk-programs');
console.log(`site ${site.id} (${site.origins[0]!.pages.size} pages) at ${site.rootUrl}; budget ${pages} pages, ${connections} connections`);

async function ours(): Promise<number> {
  const db = await benchDatabase();
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
  const config = new Configuration({ persistStorage: false, purgeOnStart: true, logLevel: 0 as never });
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

const oursRate = await ours();
const crawleeRate = await crawlee();
console.log(`coursegraph: ${oursRate.toFixed(1)} pages/s (pages, links and frontier stored in the embedded database)`);
console.log(`crawlee:     ${crawleeRate.toFixed(1)} pages/s (CheerioCrawler, in-memory storage)`);
console.log(`ratio coursegraph/crawlee: ${(oursRate / crawleeRate).toFixed(2)}`);
await farm.stop();
process.exit(0);
