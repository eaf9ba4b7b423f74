// Opens the configured database for a CLI command, with progress on stderr.
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

export async function withDatabase<T>(fn: (database: Database, config: Config) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: options.migrate, log });
  try {
    return await fn(database, config);
  } finally {
    await database.close();
  }
}

export function describeDatabase(config: Config): string {
  return config.databaseUrl ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')})` : `embedded PGlite in ${config.dataDir}`;
}
