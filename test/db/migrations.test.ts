import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../../src/db/adapters.ts';
import { deployMigrations, pendingSchemaChanges, readMigrations } from '../../src/db/migrations.ts';
import { openDatabase } from '../../src/db/client.ts';
import { lockPath, processStart } from '../../src/db/data-dir-lock.ts';
import { serverUrl, withSchema } from '../support/database.ts';
import { PrismaClient } from '../../src/generated/prisma/client.ts';
import pg from 'pg';

/** Deploys the migrations before `name` (or up to and including it), as a database of that time had them. */
function deployUntil(adapter: Awaited<ReturnType<typeof openPglite>>, name: string, including = false) {
  const all = readMigrations();
  return deployMigrations(adapter, undefined, { ...all, migrationDirectories: all.migrationDirectories.filter((d) => (including ? d.path <= name : d.path < name)) });
}

describe('migrations through the WebAssembly schema engine', () => {
  test('the migrations folder holds every change in schema.prisma (no drift)', async () => {
    expect(await pendingSchemaChanges()).toBe('');
  });

  test('deploy applies every migration once to a new PGlite database, then nothing', async () => {
    const adapter = await openPglite(undefined);
    try {
      const names = readMigrations().migrationDirectories.map((d) => d.path);
      expect(names.length).toBeGreaterThan(0);
      expect(await deployMigrations(adapter)).toEqual(names);
      expect(await deployMigrations(adapter)).toEqual([]);
    } finally {
      await adapter.close();
    }
  });

  test('the repair migration ends the frontier rows of pages already stored (left pending or leased before)', async () => {
    const adapter = await openPglite(undefined);
    try {
      const repair = '20261126100000_end_rows_of_stored_pages';
      await deployUntil(adapter, repair);
      const prisma = new PrismaClient({ adapter: adapter.factory });
      const run = await prisma.crawlRun.create({ data: { strategy: 'bfs', seeds: [], maxPages: 10 } });
      const at = (path: string) => `http://site.test${path}`;
      await prisma.frontierEntry.createMany({ data: [
        { runId: run.id, url: at('/stuck'), host: 'site.test', priority: 1, depth: 1, state: 'LEASED', leaseExpiresAt: new Date() },
        { runId: run.id, url: at('/failed'), host: 'site.test', priority: 1, depth: 1, state: 'PENDING' },
        { runId: run.id, url: at('/todo'), host: 'site.test', priority: 1, depth: 1, state: 'PENDING' },
      ] });
      // The pages as the schema of that time holds them (today's client would write columns added since).
      for (const [path, status] of [['/stuck', 200], ['/failed', 404]] as const) {
        await prisma.$executeRaw`INSERT INTO "Page" ("runId", "url", "finalUrl", "status", "depth") VALUES (${run.id}, ${at(path)}, ${at('/')}, ${status}, 1)`;
      }
      expect(await deployUntil(adapter, repair, true)).toEqual([repair]);
      const rows = await prisma.frontierEntry.findMany({ where: { runId: run.id }, orderBy: { url: 'asc' }, select: { url: true, state: true, leaseExpiresAt: true } });
      expect(rows.map((r) => [r.url, r.state, r.leaseExpiresAt])).toEqual([[at('/failed'), 'FAILED', null], [at('/stuck'), 'DONE', null], [at('/todo'), 'PENDING', null]]);
      await prisma.$disconnect();
    } finally {
      await adapter.close();
    }
  });

  test('the vocabulary migration collects the plain words of the courses already stored', async () => {
    const adapter = await openPglite(undefined);
    try {
      const words = '20261126120000_course_words';
      await deployUntil(adapter, words);
      const prisma = new PrismaClient({ adapter: adapter.factory });
      await prisma.course.create({ data: { key: 'k', title: 'Quantum Optics 光学', description: 'Lasers, lasers and café', sourceUrl: 'https://q.example/', sourceUrls: [] } });
      expect(await deployUntil(adapter, words, true)).toEqual([words]);
      const rows = await prisma.courseWord.findMany({ orderBy: { word: 'asc' } });
      expect(rows.map((r) => r.word)).toEqual(['and', 'lasers', 'optics', 'quantum']);
      await prisma.$disconnect();
    } finally {
      await adapter.close();
    }
  });

  test('data persists in the PGlite data directory across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-persist-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir: dir });
      await first.prisma.institution.create({ data: { name: 'Persisted U', rootUrls: ['https://p.example/'], hosts: ['p.example'] } });
      await first.close();
      const second = await openDatabase({ databaseUrl: undefined, dataDir: dir });
      expect((await second.prisma.institution.findMany()).map((i) => i.name)).toEqual(['Persisted U']);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a second process cannot open the same data directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-lock-'));
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: process.ppid, start: processStart(process.ppid) })); // a live process, not us
    try {
      await expect(openPglite(dir)).rejects.toThrow(/in use by process/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(serverUrl ? ['pglite', 'postgres'] : ['pglite'])('a migration added later applies on the next deploy and keeps the data (%s)', async (kind) => {
    const schema = `later_${Date.now()}`;
    const adapter = kind === 'pglite' ? await openPglite(undefined) : await openPostgres(withSchema(serverUrl!, schema));
    try {
      const all = readMigrations();
      expect(all.migrationDirectories.length).toBeGreaterThanOrEqual(2);
      const first = { ...all, migrationDirectories: all.migrationDirectories.slice(0, 1) };
      expect(await deployMigrations(adapter, undefined, first)).toEqual([all.migrationDirectories[0]!.path]);
      await adapter.exec(`INSERT INTO "Course" ("key", "code", "title", "sourceUrl", "updatedAt") VALUES ('k1', 'cse-115', 'Intro', 'https://u.example/c', now())`);
      const later = await deployMigrations(adapter, undefined, all);
      expect(later).toEqual(all.migrationDirectories.slice(1).map((d) => d.path));
      const prisma = new PrismaClient({ adapter: adapter.factory });
      const row = await prisma.course.findUniqueOrThrow({ where: { key: 'k1' } });
      expect(row.title).toBe('Intro');
      expect(row.codeKey).toBe('CSE115'); // backfilled by the later migration
      await prisma.$disconnect();
    } finally {
      if (kind === 'postgres') await adapter.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await adapter.close();
    }
  });

  (serverUrl ? test : test.skip)('deploy applies to a fresh schema on the PostgreSQL server', async () => {
    const schema = `mig_${Date.now()}`;
    const adapter = await openPostgres(withSchema(serverUrl!, schema));
    try {
      const applied = await deployMigrations(adapter);
      expect(applied.length).toBe(readMigrations().migrationDirectories.length);
      expect(await deployMigrations(adapter)).toEqual([]);
    } finally {
      await adapter.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await adapter.close();
    }
  });

  // The schema engine's migration lock (SELECT pg_advisory_lock(72707369)) is session-level.
  const migrationLockKey = 72707369;

  (serverUrl ? test : test.skip)('the migration lock is released when deploy returns, while the process stays connected', async () => {
    const schema = `miglock_${Date.now()}`;
    const appName = `cg_miglock_${process.pid}_${Date.now()}`;
    const url = new URL(withSchema(serverUrl!, schema));
    url.searchParams.set('application_name', appName);
    const adapter = await openPostgres(url.toString());
    try {
      expect((await deployMigrations(adapter)).length).toBe(readMigrations().migrationDirectories.length);
      await adapter.exec('SELECT 1'); // the process keeps its pool open, as a serving process does
      const held = await adapter.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.objid = $1 AND a.application_name = $2`,
        [migrationLockKey, appName],
      );
      expect(held[0]!.n).toBe(0);
    } finally {
      await adapter.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await adapter.close();
    }
  });

  (serverUrl ? test : test.skip)('an up-to-date database deploys without waiting for the migration lock', async () => {
    const schema = `migskip_${Date.now()}`;
    const adapter = await openPostgres(withSchema(serverUrl!, schema));
    const holder = new pg.Client({ connectionString: serverUrl! });
    try {
      await deployMigrations(adapter);
      // Another process migrating (or one that never let go) holds the lock: up to date, we need not wait.
      await holder.connect();
      await holder.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
      expect(await deployMigrations(adapter)).toEqual([]);
    } finally {
      await holder.end();
      await adapter.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await adapter.close();
    }
  });
});
