// One entry point to the database: picks PGlite or PostgreSQL, applies migrations, returns a Prisma client.
import { PrismaClient } from '../generated/prisma/client.ts';
import { openAdapter, type OpenedAdapter } from './adapters.ts';
import { deployMigrations } from './migrations.ts';

export type Db = InstanceType<typeof PrismaClient>;

export interface Database {
  prisma: Db;
  adapter: OpenedAdapter;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** Apply pending migrations before returning (the default). */
  migrate?: boolean;
  log?: (line: string) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const adapter = await openAdapter(options.databaseUrl, options.dataDir);
  try {
    if (options.migrate !== false) {
      const applied = await deployMigrations(adapter, options.log);
      if (applied.length) options.log?.(`applied migrations: ${applied.join(', ')}`);
    }
    const prisma = new PrismaClient({ adapter: adapter.factory });
    let closed = false;
    return {
      prisma,
      adapter,
      close: async () => {
        if (closed) return;
        closed = true;
        await prisma.$disconnect();
        await adapter.close();
      },
    };
  } catch (err) {
    await adapter.close().catch(() => {});
    throw err;
  }
}
