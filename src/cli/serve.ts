import type { Command } from './command.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runSeeds } from '../db/seed.ts';
import { startApi } from '../api/server.ts';
import { startScheduler } from '../../jobs/scheduler.ts';
import { jobs } from '../../jobs/index.ts';
import { describeDatabase, log } from './context.ts';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Apply migrations, load seeds, then serve GraphQL on PORT (default 4000, path /graphql) and run the scheduled jobs.',
  usage: 'serve [--no-jobs]',
  options: { 'no-jobs': { type: 'boolean', description: 'serve the API without the cron scheduler' } },
  async run({ values }) {
    const config = loadConfig();
    log(`opening ${describeDatabase(config)}`);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
    const seeded = await runSeeds(database.prisma);
    if (seeded.institutions || seeded.fieldAliases) log(`seeded ${seeded.institutions} institutions, ${seeded.fieldAliases} field aliases`);
    const api = await startApi(database, config.port, {
      allowAnonymousReads: config.allowAnonymousReads,
      crawlDefaults: { allowPrivateNetwork: /^(1|true|yes)$/i.test(process.env.CRAWL_ALLOW_PRIVATE_NETWORK ?? '') },
    });
    const scheduler = config.jobsEnabled && !values['no-jobs']
      ? startScheduler(database, jobs, config.schedules, log)
      : undefined;
    log(`coursegraph ready: GraphQL at ${api.url}${scheduler ? `; jobs: ${jobs.map((j) => j.name).join(', ')}` : ''}`);

    return new Promise<number>((resolve) => {
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        log(`${signal}: shutting down`);
        // Stay well under 5 s: whatever is still open after 4.5 s is cut off (work is checkpointed in the database).
        const deadline = setTimeout(() => { log('shutdown timed out; exiting'); process.exit(1); }, 4500);
        deadline.unref();
        try {
          await scheduler?.stop();
          await api.stop();
          await database.close();
          resolve(0);
        } catch (err) {
          log(`error during shutdown: ${(err as Error).message}`);
          resolve(1);
        }
      };
      process.once('SIGINT', () => void stop('SIGINT'));
      process.once('SIGTERM', () => void stop('SIGTERM'));
    });
  },
};
