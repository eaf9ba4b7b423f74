// bench/extract-scale: the extractor's cost against page size, course blocks and nesting depth (it should grow
// linearly), and storing at scale: 1,000 catalog pages of 100 courses each extracted and stored through the
// extract stage (worker thread, batched upserts), on PGlite or on PostgreSQL (--postgres URL, or
// BENCH_DATABASE_URL; a fresh schema, dropped afterwards). It counts the SQL statements the stage sends per batch
// of 100 pages, and says whether 100,000 courses took under 60 s.
//   npx tsx bench/extract-scale.ts [--curve] [--store] [--pages 1000] [--per-page 100] [--postgres URL]
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { AliasIndex } from '../src/extract/aliases.ts';
import { extractFromHtml } from '../src/extract/extract.ts';
import { extractPendingPages } from '../src/extract/pages.ts';
import { seedAliases } from '../src/features/page-keywords.ts';
import { PrismaClient } from '../src/generated/prisma/client.ts';
import type { Db } from '../src/db/client.ts';
import { benchDatabase } from './support.ts';

const { values } = parseArgs({ options: { curve: { type: 'boolean' }, store: { type: 'boolean' }, pages: { type: 'string', default: '1000' }, 'per-page': { type: 'string', default: '100' }, postgres: { type: 'string' } } });
if (values.postgres) process.env.BENCH_DATABASE_URL = values.postgres;
const both = !values.curve && !values.store;
const aliases = new AliasIndex([...seedAliases()].map(([alias, field]) => ({ alias, field })));

function block(i: number): string {
  return `<div class="courseblock"><p class="courseblocktitle"><strong>CS ${10000 + i}. Topic ${i}. 4 units.</strong></p>
<p class="courseblockdesc">Course ${i} studies its subject through lectures, problem sets and a project, with readings from the primary literature.</p>
<p><em>Instructor:</em> Ada Lovelace</p><p><em>Prerequisites:</em> CS ${10000 + i + 1}</p></div>\n`;
}

function catalog(blocks: number, padTo = 0): string {
  let body = '';
  for (let i = 0; i < blocks; i++) body += block(i);
  // Filler prose (navigation, footers, long pages) up to the size asked for.
  const filler = '<p>The university community gathered to celebrate the achievement of its students and staff this week.</p>\n';
  while (body.length < padTo) body += filler;
  return `<!DOCTYPE html><html lang="en"><head><title>Catalog</title></head><body><h1>Computer Science</h1>\n${body}</body></html>`;
}

function cpu<T>(fn: () => T): { out: T; ms: number } {
  const start = process.cpuUsage();
  const out = fn();
  const used = process.cpuUsage(start);
  return { out, ms: (used.user + used.system) / 1000 };
}

if (values.curve || both) {
  console.log('cost per page (CPU ms, one thread): grows with size, not faster');
  console.log(`  ${'page'.padEnd(34)} ${'size'.padStart(9)} ${'courses'.padStart(8)} ${'ms'.padStart(9)} ${'MB/s'.padStart(6)}`);
  const cases: [string, string][] = [];
  for (const kb of [10, 100, 1000, 5000]) cases.push([`${kb} KB, 10 blocks + filler`, catalog(10, kb * 1000)]);
  for (const n of [10, 100, 1000, 10000]) cases.push([`${n} course blocks`, catalog(n)]);
  for (const depth of [100, 1000, 3000, 10000]) cases.push([`${depth} levels of nesting`, `<html><body>${'<div>'.repeat(depth)}${block(1)}${'</div>'.repeat(depth)}</body></html>`]);
  for (const [name, html] of cases) {
    extractFromHtml(html.slice(0, 2000), 'http://bench.test/warm', aliases);
    const { out, ms } = cpu(() => extractFromHtml(html, 'http://bench.test/catalog', aliases));
    console.log(`  ${name.padEnd(34)} ${`${(html.length / 1000).toFixed(0)} KB`.padStart(9)} ${String(out.length).padStart(8)} ${ms.toFixed(0).padStart(9)} ${(html.length / 1e6 / (ms / 1000)).toFixed(2).padStart(6)}`);
  }
}

/** The same database through an adapter that counts the statements sent (queries and commands alike). */
function counting(factory: SqlDriverAdapterFactory): { factory: SqlDriverAdapterFactory; statements: () => number } {
  let n = 0;
  const wrap = <T extends object>(target: T): T => new Proxy(target, {
    get(t, prop, receiver) {
      const value = Reflect.get(t, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'queryRaw' || prop === 'executeRaw') return (...args: unknown[]) => { n++; return value.apply(t, args); };
      if (prop === 'startTransaction') return async (...args: unknown[]) => wrap(await value.apply(t, args));
      return value.bind(t);
    },
  });
  const counted = new Proxy(factory, {
    get(t, prop, receiver) {
      const value = Reflect.get(t, prop, receiver);
      if (prop === 'connect') return async () => wrap(await (value as () => Promise<SqlDriverAdapter>).call(t));
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
  return { factory: counted, statements: () => n };
}

if (values.store || both) {
  const pages = Number(values.pages);
  const perPage = Number(values['per-page']);
  const database = await benchDatabase();
  const { factory, statements } = counting(database.adapter.factory);
  const db = new PrismaClient({ adapter: factory }) as unknown as Db;
  console.log(`\nstoring: ${pages} catalog pages of ${perPage} courses on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  const rows = [];
  for (let p = 0; p < pages; p++) {
    let body = '';
    // A subject of three letters per page (AAA, AAB, …) and course numbers 100.. within it.
    const subject = [2, 1, 0].map((k) => String.fromCharCode(65 + (Math.floor(p / 26 ** k) % 26))).join('');
    for (let i = 0; i < perPage; i++) body += block(p * perPage + i).replace(/CS \d+\. Topic/, `${subject} ${100 + i}. Topic`);
    const html = `<html><body><h1>Catalog page ${p}</h1>${body}</body></html>`;
    const url = `http://catalog.bench.test/page/${p}`;
    rows.push({ url, finalUrl: url, status: 200, kind: 'LISTING' as const, charset: 'utf-8', htmlGz: zlib.gzipSync(html) });
  }
  for (let i = 0; i < rows.length; i += 200) await db.page.createMany({ data: rows.slice(i, i + 200) });
  const before = statements();
  const started = Date.now();
  const result = await extractPendingPages(db, { learn: false, log: (line) => { if (!line.startsWith('extracted ')) console.log(`  ${line}`); } });
  const seconds = (Date.now() - started) / 1000;
  const sent = statements() - before;
  const stored = await db.course.count();
  const batches = Math.ceil(result.pages / 100);
  console.log(`  ${result.pages} pages, ${result.courses} courses extracted, ${stored} stored in ${seconds.toFixed(1)} s = ${(stored / seconds).toFixed(0)} courses/s (wall clock, extraction on a worker thread)`);
  console.log(`  ${sent} SQL statements for ${batches} batches of 100 pages: ${(sent / Math.max(1, batches)).toFixed(1)} per batch, ${((sent / Math.max(1, stored)) * 1000).toFixed(1)} per 1,000 courses`);
  if (pages * perPage >= 100_000) console.log(`  100,000 courses from 1,000 catalog pages in under 60 s: ${seconds < 60 && stored >= 100_000 ? 'yes' : 'NO'} (${seconds.toFixed(1)} s)`);
  await db.$disconnect();
  await database.close();
}
process.exit(0);
