import type { Command } from './command.ts';
import { intOption } from './command.ts';
import { describeDatabase, log, withDatabase } from './context.ts';

export const workerCommand: Command = {
  name: 'worker',
  summary: 'Serve enqueued crawl runs (coursegraph crawl --enqueue, the crawl job, startCrawl) until SIGTERM: hosts are\nleased so that any number of workers on any machines, sharing one PostgreSQL in DATABASE_URL, stay polite per host.',
  usage: 'worker [--concurrency N] [--lease-seconds S] [--allow-private-network]',
  options: {
    concurrency: { type: 'string', description: 'fetches at once and hosts held at once (default CRAWL_CONCURRENCY or 8)' },
    'lease-seconds': { type: 'string', description: 'a host lease lasts this long unless renewed; a dead worker\'s hosts move on after it (default WORKER_LEASE_SECONDS or 30)' },
    'allow-private-network': { type: 'boolean', description: 'let every run reach private, loopback and link-local addresses (tests, intranets)' },
  },
  async run({ values }) {
    const concurrency = intOption(values, 'concurrency', Number(process.env.CRAWL_CONCURRENCY || 8), 1);
    const leaseSeconds = intOption(values, 'lease-seconds', Number(process.env.WORKER_LEASE_SECONDS || 30), 1);
    const controller = new AbortController();
    const onSignal = (signal: string) => {
      if (controller.signal.aborted) return;
      log(`${signal}: finishing the fetches in flight, then releasing leases`);
      controller.abort();
    };
    process.once('SIGINT', () => onSignal('SIGINT'));
    process.once('SIGTERM', () => onSignal('SIGTERM'));
    const [{ CrawlWorker }, { loadConfig }] = await Promise.all([import('../crawl/workers/worker.ts'), import('../config.ts')]);
    const config = loadConfig();
    if (!config.databaseUrl) log(`no DATABASE_URL: serving the ${describeDatabase(config)} alone (other processes cannot share it)`);
    return withDatabase(async ({ prisma }) => {
      const worker = new CrawlWorker(prisma, {
        concurrency, leaseMs: leaseSeconds * 1000, signal: controller.signal, log,
        allowPrivateNetwork: !!values['allow-private-network'] || /^(1|true|yes)$/i.test(process.env.CRAWL_ALLOW_PRIVATE_NETWORK ?? ''),
      });
      await worker.run();
      return 0;
    });
  },
};
