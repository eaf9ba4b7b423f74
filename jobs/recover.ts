// Marks crawl runs that lost their process as FAILED so they can be resumed.
import type { Job } from './scheduler.ts';
import { failStaleRuns } from '../src/crawl/recovery.ts';

export const recoverJob: Job = {
  name: 'recover',
  defaultSchedule: '*/5 * * * *',
  async run({ database, log }) {
    const ids = await failStaleRuns(database.prisma, 10 * 60_000);
    if (ids.length) log(`marked interrupted runs ${ids.join(', ')} as FAILED (resume them with coursegraph crawl --resume ID)`);
  },
};
