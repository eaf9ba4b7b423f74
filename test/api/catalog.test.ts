// The catalog's version and vocabulary as the API reads them: a version read while another connection's write of
// courses is uncommitted is never reused (nothing read then may be kept under it), the vocabulary catches up once
// the write commits, and a text filter finds the same courses whether its words are expanded or prefixes.
import pg from 'pg';
import { Catalog } from '../../src/api/catalog.ts';
import { courseConditions } from '../../src/api/course-filter.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { describeEachDatabase, serverUrl, withSchema } from '../support/database.ts';

describeEachDatabase('the catalog', (db, kind) => {
  const course = (n: number, title: string, description: string | null = null) => ({
    key: `cat:${n}`, code: `C ${n}`, codeKey: `C${n}`, title, description, sourceUrl: `https://c.example/${n}`, sourceUrls: [],
  });

  test('the vocabulary holds the plain words of titles and descriptions, from inserts and updates', async () => {
    const prisma = db().prisma;
    await prisma.course.createMany({ data: [course(1, 'Calculus I', 'Limits and derivatives.'), course(2, 'Calculi of Logic 量子力学', 'Café society')] });
    await prisma.course.update({ where: { key: 'cat:1' }, data: { description: 'Limits, series and integrals.' } });
    const catalog = new Catalog(prisma, { maxVersionAgeMs: 0 });
    const words = (await catalog.words())!;
    expect(words.expand('calc')).toEqual(['calculi', 'calculus']);
    expect(words.expand('integ')).toEqual(['integrals']);
    expect(words.expand('deriv')).toEqual(['derivatives']); // words are never removed
    expect(words.expand('caf')).toEqual([]); // café is not a plain word: its word stays a prefix query
    expect(words.expand('量')).toEqual([]);
    // Only new rows are read once the version moves.
    await prisma.course.create({ data: course(3, 'Calculator design') });
    expect((await catalog.words())!.expand('calc')).toEqual(['calculator', 'calculi', 'calculus']);
  });

  test('a text filter finds the same courses with its words expanded as with prefixes', async () => {
    const prisma = db().prisma;
    const words = (await new Catalog(prisma, { maxVersionAgeMs: 0 }).words())!;
    const ids = async (text: string, expanded: boolean) => {
      const { where } = courseConditions({ text }, undefined, expanded ? words : undefined);
      return (await prisma.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Course" WHERE ${where} ORDER BY "id"`).map((r) => r.id);
    };
    for (const text of ['calc', 'calculus', 'CALCUL', 'limits calc', 'nothing', 'l', 'de', 'café', '量子 calc', 'c 1']) {
      expect({ text, ids: await ids(text, true) }).toEqual({ text, ids: await ids(text, false) });
    }
    expect(await ids('calc', true)).toHaveLength(3);
  });

  // Another connection's open transaction needs a server (the embedded database has one session).
  if (kind === 'postgres') test('a version read during another connection\'s uncommitted write is never reused, and the vocabulary waits for it', async () => {
    const prisma = db().prisma;
    const catalog = new Catalog(prisma, { maxVersionAgeMs: 0 });
    const before = await catalog.currentVersion();
    expect(await catalog.currentVersion()).toBe(before); // settled: the same version read twice
    const schema = (await prisma.$queryRaw<{ s: string }[]>(Prisma.sql`SELECT current_schema() AS s`))[0]!.s;
    const writer = new pg.Client({ connectionString: withSchema(serverUrl!, schema), options: `-c search_path=${schema}` });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`INSERT INTO "Course" ("key", "title", "sourceUrl", "sourceUrls", "updatedAt") VALUES ('cat:9', 'Zymurgy', 'https://c.example/9', '{}', now())`);
      const during = [await catalog.currentVersion(), await catalog.currentVersion()];
      expect(new Set([before, ...during]).size).toBe(3);
      expect(await catalog.words()).toBeUndefined();
      expect(await catalog.cached('k', async () => 'read during the write')).toBe('read during the write');
      await writer.query('COMMIT');
      expect(await catalog.cached('k', async () => 'read after')).toBe('read after');
      expect((await catalog.words())!.expand('zym')).toEqual(['zymurgy']);
    } finally {
      await writer.end();
    }
  });
});
