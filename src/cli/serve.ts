import type { Command } from './command.ts';
import { describeDatabase, log } from './context.ts';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Apply migrations, load seeds, then serve GraphQL on PORT (default 4000, path /graphql) and run the scheduled jobs.',
  usage: 'serve [--no-jobs]',
  options: { 'no-jobs': { type: 'boolean', description: 'serve the API without the cron scheduler' } },
  async run({ values }) {
    const config = (await import('../config.ts')).config();
    await (await import('../api/port.ts')).assertPortFree(config.port);
    const [{ openDatabase }, { startEmbeddedServer }, { runSeeds }, { startApi }, { ensureWebBuilt }, { startScheduler }, { jobs }] = await Promise.all([
      import('../db/client.ts'), import('../db/embedded-server.ts'), import('../db/seed.ts'), import('../api/server.ts'),
      import('../api/web-build.ts'), import('../../jobs/scheduler.ts'), import('../../jobs/index.ts'),
    ]);
    log(`opening ${describeDatabase(config)}`);
    // The embedded database runs in a worker thread behind a socket that every other process can use too.
    const embedded = config.databaseUrl ? undefined : await startEmbeddedServer(config.dataDir);
    if (embedded) log(`embedded database served at ${embedded.url} (psql "${embedded.url}")`);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log })
      .catch(async (err) => { await embedded?.stop(); throw err; });
    const seeded = await runSeeds(database.prisma);
    if (seeded.institutions || seeded.fieldAliases) log(`seeded ${seeded.institutions} institutions, ${seeded.fieldAliases} field aliases`);
    await ensureWebBuilt(log).catch((err: Error) => log(`the web page could not be built (${err.message}); GraphQL is served all the same`));
    const api = await startApi(database, config.port, {
      allowAnonymousReads: config.allowAnonymousReads,
      crawlDefaults: { allowPrivateNetwork: config.crawl.allowPrivateNetwork },
    });
    const scheduler = config.jobsEnabled && !values['no-jobs']
      ? startScheduler(database, jobs, config.schedules, log)
      : undefined;
    log(`coursegraph ready: web page at ${api.url.replace(/graphql$/, '')}, GraphQL at ${api.url}${scheduler ? `; jobs: ${jobs.map((j) => j.name).join(', ')}` : ''}`);

    return new Promise<number>((resolve) => {
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        log(`${signal}: shutting down`);
        // Stay under 5 s: whatever is still open after SHUTDOWN_TIMEOUT_MS (4.5 s) is cut off (work is checkpointed in the database).
        const deadline = setTimeout(() => { log('shutdown timed out; exiting'); process.exit(1); }, config.shutdownTimeoutMs);
        deadline.unref();
        try {
          await scheduler?.stop();
          await api.stop();
          await database.close();
          await embedded?.stop();
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
