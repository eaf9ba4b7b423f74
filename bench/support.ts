// Shared by the benchmarks: an in-memory database and the sitefarm with its truth.
import { openPglite } from '../src/db/adapters.ts';
import { deployMigrations } from '../src/db/migrations.ts';
import { PrismaClient } from '../src/generated/prisma/client.ts';
import type { Database } from '../src/db/client.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedServer } from '../src/db/embedded-server.ts';

/** PGlite in memory, or the server in BENCH_DATABASE_URL (a fresh schema). */
export async function benchDatabase(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const u = new URL(url);
    const schema = `bench_${Date.now()}`;
    u.searchParams.set('schema', schema);
    const db = await openDatabase({ databaseUrl: u.toString(), dataDir: undefined });
    return { ...db, close: async () => { await db.adapter.exec(`DROP SCHEMA "${schema}" CASCADE`); await db.close(); } };
  }
  const adapter = await openPglite(undefined);
  await deployMigrations(adapter);
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return { prisma, adapter, close: async () => { await prisma.$disconnect(); await adapter.close(); } };
}

/** The embedded database as `coursegraph serve` runs it: PGlite in a worker thread behind its socket, in a temporary directory. */
export async function servedEmbeddedDatabase(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-bench-'));
  const server = await startEmbeddedServer(dir);
  const db = await openDatabase({ databaseUrl: server.url, dataDir: undefined });
  return {
    ...db,
    close: async () => {
      await db.close();
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function pad(s: string | number, n: number): string {
  return String(s).padStart(n);
}

/** An institution holding every origin of a served site, so a crawl from its root may follow links to a catalog on a
 * host of its own (crawl scope is the seeds' hosts and the institution's). */
export async function institutionFor(db: Database, site: { id: string; rootUrl: string; baseUrls: Record<string, string> }): Promise<number> {
  const hosts = Object.values(site.baseUrls).map((b) => new URL(b).host.toLowerCase());
  const name = `${site.id} ${site.rootUrl}`;
  const row = await db.prisma.institution.upsert({ where: { name }, update: {}, create: { name, rootUrls: [site.rootUrl], hosts } });
  return row.id;
}
