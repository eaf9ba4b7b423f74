// Extracts courses from newly fetched course and listing pages (EXTRACT_SCHEDULE, default every 15 minutes).
import type { Job } from './scheduler.ts';
import { extractPendingPages } from '../src/extract/pages.ts';

export const extractJob: Job = {
  name: 'extract',
  defaultSchedule: '*/15 * * * *',
  async run({ database, signal, log }) {
    await extractPendingPages(database.prisma, { signal, log });
  },
};
