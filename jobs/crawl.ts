// Crawls the institutions that are due (CRAWL_SCHEDULE, default daily at 03:00), resuming interrupted runs.
import type { Job } from './scheduler.ts';
import { crawlDue } from '../src/crawl/due.ts';
import { defaultStrategy } from '../src/strategies/registry.ts';

export const crawlJob: Job = {
  name: 'crawl',
  defaultSchedule: '0 3 * * *',
  async run({ database, signal, log }) {
    await crawlDue(database.prisma, {
      strategy: process.env.CRAWL_STRATEGY || defaultStrategy,
      maxPages: Number(process.env.CRAWL_MAX_PAGES || 2000),
      parallel: Number(process.env.CRAWL_PARALLEL_INSTITUTIONS || 2),
      allowPrivateNetwork: /^(1|true|yes)$/i.test(process.env.CRAWL_ALLOW_PRIVATE_NETWORK ?? ''),
      signal,
      log,
    });
  },
};
