// Opens the configured database for a CLI command, with progress on stderr. The database modules load on first
// use, so a command's --help answers without them.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

export async function withDatabase<T>(fn: (database: Database, config: Config) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const [{ config }, { openDatabase }] = await Promise.all([import('../config.ts'), import('../db/client.ts')]);
  const settings = config();
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, migrate: options.migrate, log });
  try {
    return await fn(database, settings);
  } finally {
    await database.close();
  }
}

export function describeDatabase(config: Config): string {
  return config.databaseUrl ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')})` : `embedded PGlite in ${config.dataDir}`;
}
