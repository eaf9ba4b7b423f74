// node-cron scheduler: each job runs on its schedule, never twice at once in this process (noOverlap)
// nor across processes (a leased lock row), and stops cleanly on shutdown.
import cron, { type ScheduledTask } from 'node-cron';
import type { Database } from '../src/db/client.ts';
import { withJobLock } from './lock.ts';

export interface JobContext {
  database: Database;
  signal: AbortSignal;
  log: (line: string) => void;
}

export interface Job {
  name: string;
  /** Cron expression used unless the configuration gives another. */
  defaultSchedule: string;
  run(ctx: JobContext): Promise<void>;
}

export interface Scheduler {
  /** Runs one job now (under the same lock), e.g. from the CLI. Returns false if it was already running. */
  runNow(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

export function startScheduler(database: Database, jobs: Job[], schedules: Record<string, string | undefined>, log: (line: string) => void): Scheduler {
  const running = new Set<Promise<unknown>>();
  const controller = new AbortController();
  const tasks: ScheduledTask[] = [];

  const execute = async (job: Job): Promise<boolean> => {
    const started = Date.now();
    const ran = await withJobLock(database.prisma, `job:${job.name}`, async () => {
      log(`[job ${job.name}] started`);
      await job.run({ database, signal: controller.signal, log: (line) => log(`[job ${job.name}] ${line}`) });
    });
    log(ran ? `[job ${job.name}] finished in ${Date.now() - started} ms` : `[job ${job.name}] skipped: running elsewhere`);
    return ran;
  };
  const track = (job: Job): Promise<boolean> => {
    const promise = execute(job).catch((err: Error) => { log(`[job ${job.name}] failed: ${err.message}`); return false; });
    running.add(promise);
    void promise.finally(() => running.delete(promise));
    return promise;
  };

  for (const job of jobs) {
    const expression = schedules[job.name] ?? job.defaultSchedule;
    if (!cron.validate(expression)) throw new Error(`invalid cron schedule for job ${job.name}: "${expression}"`);
    tasks.push(cron.schedule(expression, () => track(job), { name: job.name, noOverlap: true }));
  }

  return {
    runNow: (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`no job named ${name}; jobs: ${jobs.map((j) => j.name).join(', ')}`));
      return track(job);
    },
    stop: async () => {
      controller.abort();
      for (const task of tasks) await task.destroy();
      await Promise.allSettled([...running]);
    },
  };
}
