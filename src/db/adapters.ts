// Driver adapters: embedded PGlite (default, zero setup) or a PostgreSQL server through node-postgres.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { lockDataDir, lockHolder, type DataDirLock } from './data-dir-lock.ts';
import { config as runtimeConfig } from '../config.ts';

export interface OpenedAdapter {
  kind: 'pglite' | 'postgres';
  /** The open PGlite instance, when this process holds the embedded database itself. */
  pglite?: PGlite;
  /** The data directory's lock, when this process holds it (to announce a socket URL). */
  lock?: DataDirLock;
  /** The URL of the server connected to (a PostgreSQL server, or a served embedded database's socket). */
  url?: string;
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Runs plain SQL outside Prisma (maintenance, test setup). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement outside Prisma and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * A connection for the schema engine alone. The engine takes a session-level advisory lock and never
   * releases it, so on a server it gets a connection of its own that `release` closes, dropping the lock.
   */
  migrationConnection(): Promise<{ factory: SqlMigrationAwareDriverAdapterFactory; release(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * Migration scripts run whole, as one multi-statement query: pglite-prisma-adapter's executeScript does not
 * await (its errors vanish), and adapter-pg's splits the script at every ";" (inside function bodies and
 * comments too).
 */
function wholeScripts(adapter: SqlDriverAdapter, run: (script: string) => Promise<unknown>): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === 'executeScript') return async (script: string) => { await run(script); };
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Extensions the schema uses (trigram indexes for text search); PGlite loads them in-process. */
const extensions = { pg_trgm };

function pgliteFactory(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(db);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => wholeScripts(await inner.connect(), (script) => db.exec(script)),
    connectToShadowDb: async () => {
      const shadow = new PGlite({ extensions });
      return wholeScripts(await new PrismaPGlite(shadow).connect(), (script) => shadow.exec(script));
    },
  };
}

/** Opens PGlite on a directory, or in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<OpenedAdapter> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const unlock = () => lock?.release();
  let db: PGlite;
  try {
    db = dataDir ? new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions }) : new PGlite({ extensions });
    await db.waitReady;
  } catch (err) {
    unlock();
    throw new Error(`Could not open the embedded database in ${dataDir ?? 'memory'}: ${(err as Error).message}`);
  }
  const factory = pgliteFactory(db);
  return {
    kind: 'pglite',
    pglite: db,
    lock,
    factory,
    exec: async (sql) => { await db.exec(sql); },
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    // One session serves everyone on PGlite: unlock what the engine took, so the session is left as found.
    migrationConnection: async () => ({ factory, release: async () => { await db.exec('SELECT pg_advisory_unlock_all()'); } }),
    close: async () => {
      try { await db.close(); } finally { unlock(); }
    },
  };
}

/** Parses postgresql://…?schema=name into pool settings; the schema becomes the search_path. */
export function postgresPoolConfig(url: string): { config: pg.PoolConfig; schema: string | undefined } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a valid URL: ${url.replace(/:[^:@/]*@/, ':***@')}`);
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new Error(`DATABASE_URL must start with postgresql:// (got ${parsed.protocol}//)`);
  }
  const schema = parsed.searchParams.get('schema') ?? undefined;
  if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_URL schema "${schema}" is not a plain identifier`);
  }
  parsed.searchParams.delete('schema');
  const config: pg.PoolConfig = {
    connectionString: parsed.toString(),
    max: runtimeConfig().databasePoolSize,
    connectionTimeoutMillis: 10_000,
    // The schema engine's catalog queries return the internal "char" type (OID 18), which adapter-pg rejects.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === 18 ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser },
  };
  // public stays on the path: extensions (pg_trgm) live there, shared by every schema of the database.
  if (schema) config.options = `-c search_path="${schema}",public`;
  return { config, schema };
}

export async function openPostgres(url: string, kind: OpenedAdapter['kind'] = 'postgres'): Promise<OpenedAdapter> {
  const { config, schema } = postgresPoolConfig(url);
  const pool = new pg.Pool(config);
  try {
    const client = await pool.connect();
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new Error(`Could not connect to the PostgreSQL server in DATABASE_URL: ${(err as Error).message}`);
  }
  const inner = new PrismaPg(pool, schema ? { schema } : undefined);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => wholeScripts(await inner.connect(), (script) => pool.query(script)),
    // Creating migrations uses an in-memory PGlite shadow (see migrations.ts), never the server.
    connectToShadowDb: () => Promise.reject(new Error('no shadow database on the server: migrations are created on PGlite')),
  };
  return {
    kind,
    url,
    factory,
    exec: async (sql) => { await pool.query(sql); },
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    migrationConnection: async () => {
      const own = new pg.Pool({ ...config, max: 1 });
      const adapter = new PrismaPg(own, schema ? { schema } : undefined);
      return {
        factory: { ...factory, connect: async () => wholeScripts(await adapter.connect(), (script) => own.query(script)) },
        release: () => own.end(),
      };
    },
    close: () => pool.end(),
  };
}

/**
 * A PostgreSQL server when DATABASE_URL names one; else the embedded database: through the socket of the
 * process that serves it (`coursegraph serve`), or opened in this process when none does.
 */
export function openAdapter(databaseUrl: string | undefined, dataDir: string | undefined): Promise<OpenedAdapter> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const served = dataDir ? lockHolder(dataDir)?.url : undefined;
  return served ? openPostgres(served, 'pglite') : openPglite(dataDir);
}
