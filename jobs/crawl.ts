// Crawls the institutions that are due (CRAWL_SCHEDULE, default daily at 03:00), resuming interrupted runs.
import type { Job } from './scheduler.ts';
import { crawlDue } from '../src/crawl/due.ts';
import { defaultStrategy } from '../src/strategies/registry.ts';
import { config } from '../src/config.ts';

export const crawlJob: Job = {
  name: 'crawl',
  defaultSchedule: '0 3 * * *',
  async run({ database, signal, log }) {
    await crawlDue(database.prisma, {
      strategy: config().crawl.strategy ?? defaultStrategy,
      maxPages: config().crawl.maxPages,
      parallel: config().crawl.parallelInstitutions,
      allowPrivateNetwork: config().crawl.allowPrivateNetwork,
      signal,
      log,
    });
  },
};
