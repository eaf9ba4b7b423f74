// Retrains effland's forest (RETRAIN_SCHEDULE, default Sundays at 04:00) when people have recorded training
// paths or labeled pages since the newest forest model, and makes it the active one.
import type { Job } from '../src/jobs/scheduler.ts';
import { retrainIfNewPaths } from '../src/learn/retrain.ts';

export const retrainJob: Job = {
  name: 'retrain',
  defaultSchedule: '0 4 * * 0',
  async run({ database, signal, log }) {
    await retrainIfNewPaths(database.prisma, { signal, log });
  },
};
