// bench/learner-state: what a learning crawl writes of its learner's state, and what that costs it, on the
// database. One webkb-dev site (../shared/webkb-dev, a real 1997 department site replayed over HTTP) is crawled
// to a page budget by each strategy given, on the embedded database as `serve` runs it and, with --postgres (or
// BENCH_DATABASE_URL), on a server. Prints per crawl: pages, seconds, pages/s, commits, the bytes of learner
// state the commits carried (full snapshots and journal entries) and the largest single write.
// Usage: tsx bench/learner-state.ts [--site wisconsin|texas] [--pages N] [--strategies online,apprentice,path-crf]
//   [--postgres URL] [--no-embedded]
import { parseArgs } from 'node:util';
import { runCrawlIn } from '../src/crawl/run.ts';
import { PrismaCrawlStore } from '../src/crawl/store-prisma.ts';
import type { CommitGroup, CommitResult } from '../src/crawl/store.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import type { Db } from '../src/db/client.ts';
import { benchDatabase, pad, servedEmbeddedDatabase } from './support.ts';
import { startWebkb, webkbDir } from './webkb.ts';

const { values } = parseArgs({ options: {
  site: { type: 'string', default: 'wisconsin' }, pages: { type: 'string', default: '1500' }, strategies: { type: 'string', default: 'online,apprentice,path-crf' },
  postgres: { type: 'string' }, 'no-embedded': { type: 'boolean', default: false },
} });
const serverUrl = values.postgres ?? process.env.BENCH_DATABASE_URL;

/** The database store, counting what each commit carried of the learner's state. */
class CountingStore extends PrismaCrawlStore {
  commits = 0;
  bytes = 0;
  largest = 0;
  constructor(db: Db) {
    super(db);
  }
  override async commit(group: CommitGroup): Promise<CommitResult> {
    const size = (group.snapshot === undefined ? 0 : JSON.stringify(group.snapshot).length) + (group.journal === undefined ? 0 : JSON.stringify(group.journal).length);
    this.commits++;
    this.bytes += size;
    this.largest = Math.max(this.largest, size);
    return super.commit(group);
  }
}

if (!webkbDir()) {
  console.log('bench/learner-state needs ../shared/webkb-dev beside the checkout');
  process.exit(1);
}
const webkb = await startWebkb();
const site = webkb.sites.find((s) => s.id === values.site);
if (!site) throw new Error(`no webkb-dev site ${values.site} (${webkb.sites.map((s) => s.id).join(', ')})`);
const mb = (n: number) => (n / 1e6).toFixed(2);
console.log(`webkb-dev ${site.id}, ${values.pages} pages per crawl, one connection`);
console.log(`${pad('database', 10)} ${pad('strategy', 11)} ${pad('pages', 6)} ${pad('sec', 6)} ${pad('pages/s', 8)} ${pad('commits', 8)} ${pad('state MB', 9)} largest KB`);
try {
  const databases = [...(values['no-embedded'] ? [] : ['embedded']), ...(serverUrl ? ['postgres'] : [])];
  for (const database of databases) {
    for (const strategy of values.strategies.split(',')) {
      if (database === 'postgres') process.env.BENCH_DATABASE_URL = serverUrl;
      const db = database === 'postgres' ? await benchDatabase() : await servedEmbeddedDatabase();
      try {
        const store = new CountingStore(db.prisma);
        const started = performance.now();
        const outcome = await runCrawlIn(store, {
          seeds: [site.root], strategy, maxPages: Number(values.pages), proxy: webkb.proxy, allowPrivateNetwork: true, delayMs: 0, concurrency: new Semaphore(1),
        });
        const sec = (performance.now() - started) / 1000;
        const fetched = outcome.progress.fetched;
        console.log(`${pad(database, 10)} ${pad(strategy, 11)} ${pad(fetched, 6)} ${pad(sec.toFixed(1), 6)} ${pad((fetched / sec).toFixed(1), 8)} ${pad(store.commits, 8)} ${pad(mb(store.bytes), 9)} ${(store.largest / 1e3).toFixed(0)}`);
      } finally {
        await db.close();
      }
    }
  }
} finally {
  await webkb.stop();
}
