// Migrations over the WebAssembly schema engine: deploy, create (like `migrate dev`) and a drift check.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { startSchemaEngine } from './schema-engine.ts';
import { openPglite, type OpenedAdapter } from './adapters.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemaPath = path.join(root, 'prisma/schema.prisma');
export const migrationsDir = path.join(root, 'prisma/migrations');
const noFilters = { externalTables: [], externalEnums: [] };

export function readMigrations(dir = migrationsDir): MigrationList {
  const lockPath = path.join(dir, 'migration_lock.toml');
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => {
      const file = path.join(dir, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: fs.existsSync(file)
            ? { tag: 'ok' as const, value: fs.readFileSync(file, 'utf8') }
            : { tag: 'error' as const, value: `missing ${file}` },
        },
      };
    }),
  };
}

/** Names of the migrations the database records as applied; empty before the first migration. */
async function appliedMigrations(adapter: OpenedAdapter): Promise<Set<string>> {
  try {
    const rows = await adapter.query<{ migration_name: string }>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    return new Set(rows.map((r) => r.migration_name));
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return new Set(); // no migrations table yet
    throw err;
  }
}

/**
 * Applies every migration the database lacks; returns the names applied. The schema engine (and with it
 * PostgreSQL's migration advisory lock) is started only when something is missing, on a connection that is
 * closed as soon as it is done: any number of processes can share one database.
 */
export async function deployMigrations(adapter: OpenedAdapter, log?: (line: string) => void, migrations: MigrationList = readMigrations()): Promise<string[]> {
  const applied = await appliedMigrations(adapter);
  if (migrations.migrationDirectories.every((d) => applied.has(d.path))) return [];
  const connection = await adapter.migrationConnection();
  try {
    const engine = await startSchemaEngine(schemaPath, connection.factory, log);
    try {
      const out = await engine.applyMigrations({ migrationsList: migrations, filters: noFilters });
      return out.appliedMigrationNames;
    } finally {
      engine.free();
    }
  } finally {
    await connection.release();
  }
}

/** SQL that would bring the migrations folder up to schema.prisma; empty when there is no drift. */
export async function pendingSchemaChanges(): Promise<string> {
  const shadow = await openPglite(undefined); // the engine replays the history into an in-memory shadow
  try {
    const engine = await startSchemaEngine(schemaPath, shadow.factory);
    try {
      const result = await engine.diff({
        from: { tag: 'migrations', ...readMigrations() },
        to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }] },
        script: true,
        exitCode: true,
        filters: noFilters,
      });
      return result.exitCode === 2 ? (result.stdout ?? '').trim() : '';
    } finally {
      engine.free();
    }
  } finally {
    await shadow.close();
  }
}

/** Writes a new migration folder for the changes in schema.prisma; returns its name, or null when none. */
export async function createMigration(name: string): Promise<string | null> {
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error('migration name must be letters, digits and underscores');
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  if (!fs.existsSync(lockPath)) {
    fs.mkdirSync(migrationsDir, { recursive: true });
    fs.writeFileSync(lockPath, '# Written by coursegraph migrate; do not edit.\nprovider = "postgresql"\n');
  }
  const sql = await pendingSchemaChanges();
  if (!sql) return null;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dirName = `${stamp}_${name}`;
  fs.mkdirSync(path.join(migrationsDir, dirName), { recursive: true });
  fs.writeFileSync(path.join(migrationsDir, dirName, 'migration.sql'), `${sql}\n`);
  return dirName;
}
