// Shared by the benchmarks: an in-memory database and the sitefarm with its truth.
import { openPglite } from '../src/db/adapters.ts';
import { deployMigrations } from '../src/db/migrations.ts';
import { PrismaClient } from '../src/generated/prisma/client.ts';
import type { Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';

/** PGlite in memory, or the server in BENCH_DATABASE_URL (a fresh schema). */
export async function benchDatabase(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const u = new URL(url);
    u.searchParams.set('schema', `bench_${Date.now()}`);
    return openDatabase({ databaseUrl: u.toString(), dataDir: undefined });
  }
  const adapter = await openPglite(undefined);
  await deployMigrations(adapter);
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return { prisma, adapter, close: async () => { await prisma.$disconnect(); await adapter.close(); } };
}

export function pad(s: string | number, n: number): string {
  return String(s).padStart(n);
}
