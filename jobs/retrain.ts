// Retrains every registered learner (RETRAIN_SCHEDULE, default Sundays at 04:00) whose examples grew since its
// newest model (training paths recorded, pages labeled), and makes the new version the active one.
import type { Job } from './scheduler.ts';
import { retrainLearners } from '../src/training/train.ts';

export const retrainJob: Job = {
  name: 'retrain',
  defaultSchedule: '0 4 * * 0',
  async run({ database, signal, log }) {
    await retrainLearners(database.prisma, { signal, log });
  },
};
