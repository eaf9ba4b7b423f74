import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../../src/db/adapters.ts';
import { deployMigrations, pendingSchemaChanges, readMigrations } from '../../src/db/migrations.ts';
import { openDatabase } from '../../src/db/client.ts';
import { serverUrl, withSchema } from '../support/database.ts';
import { PrismaClient } from '../../src/generated/prisma/client.ts';

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
    fs.writeFileSync(path.join(dir, 'coursegraph.pid'), String(process.ppid)); // a live process that is not us
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
});
