// The scheduled jobs. Each is thin: it calls into src/. Schedules are overridable by environment variables.
import type { Job } from './scheduler.ts';
import { recoverJob } from './recover.ts';
import { crawlJob } from './crawl.ts';
import { extractJob } from './extract.ts';
import { retrainJob } from './retrain.ts';

export const jobs: Job[] = [crawlJob, extractJob, retrainJob, recoverJob];
