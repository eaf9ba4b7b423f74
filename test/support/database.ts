// Fresh databases for tests: an in-memory PGlite per test file, and, when TEST_DATABASE_URL is set, a fresh
// schema on that PostgreSQL server. Suites written with describeEachDatabase run once on each.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PrismaClient } from '../../src/generated/prisma/client.ts';
import { openPglite, openPostgres } from '../../src/db/adapters.ts';
import { migrationsDir } from '../../src/db/migrations.ts';
import type { Database } from '../../src/db/client.ts';

export const serverUrl = process.env.TEST_DATABASE_URL || undefined;

function migrationSql(): string {
  return fs.readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8'))
    .join('\n');
}

export function withSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  return u.toString();
}

/** Opens a fresh, migrated database of the given kind. Closing a server database drops its schema. */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const adapter = await openPglite(undefined);
    await adapter.exec(migrationSql());
    const prisma = new PrismaClient({ adapter: adapter.factory });
    return { prisma, adapter, close: async () => { await prisma.$disconnect(); await adapter.close(); } };
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const adapter = await openPostgres(withSchema(serverUrl, schema));
  // Test files create schemas in parallel: the shared extension is created once, tolerating a racing peer.
  await adapter.exec('CREATE EXTENSION IF NOT EXISTS "pg_trgm" WITH SCHEMA "public"').catch((err: { code?: string }) => {
    if (err.code !== '23505' && err.code !== '42710') throw err;
  });
  await adapter.exec(migrationSql());
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return {
    prisma,
    adapter,
    close: async () => {
      await prisma.$disconnect();
      await adapter.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await adapter.close();
    },
  };
}

export const databaseKinds: ('pglite' | 'postgres')[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/** Runs the suite once per database kind, each with its own fresh database. */
export function describeEachDatabase(name: string, suite: (db: () => Database, kind: 'pglite' | 'postgres') => void): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => { database = await createTestDatabase(kind); });
      afterAll(async () => { await database?.close(); });
      suite(() => {
        if (!database) throw new Error('database not ready');
        return database;
      }, kind);
    });
  }
}

/** A client over the same database that counts the SQL statements it sends (for DataLoader tests). */
export function countingDatabase(database: Database): { database: Database; statements: () => number; reset: () => void } {
  let n = 0;
  const inner = database.adapter.factory;
  const factory = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connectToShadowDb: () => inner.connectToShadowDb(),
    connect: async () => {
      const adapter = await inner.connect();
      return new Proxy(adapter, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (prop === 'queryRaw' || prop === 'executeRaw') return (...args: unknown[]) => { n++; return (value as (...a: unknown[]) => unknown).apply(target, args); };
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
  const prisma = new PrismaClient({ adapter: factory });
  // The API's hot-path statements go to the driver itself (src/api/statements.ts): counted too.
  const adapter = { ...database.adapter, query: <T>(sql: string, params?: unknown[]) => { n++; return database.adapter.query<T>(sql, params); } };
  return { database: { ...database, prisma, adapter, close: () => prisma.$disconnect() }, statements: () => n, reset: () => { n = 0; } };
}
