// bench/extract-scale: the extractor's cost against page size, course blocks and nesting depth (it should grow
// linearly), and storing at scale: 1,000 catalog pages of 100 courses each extracted and stored through the
// extract stage (worker thread, batched upserts), on PGlite or on PostgreSQL with BENCH_DATABASE_URL.
//   npx tsx bench/extract-scale.ts [--curve] [--store] [--pages 1000] [--per-page 100]
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { AliasIndex } from '../src/extract/aliases.ts';
import { extractFromHtml } from '../src/extract/extract.ts';
import { extractPendingPages } from '../src/extract/pages.ts';
import { seedAliases } from '../src/features/page-keywords.ts';
import { benchDatabase } from './support.ts';

const { values } = parseArgs({ options: { curve: { type: 'boolean' }, store: { type: 'boolean' }, pages: { type: 'string', default: '1000' }, 'per-page': { type: 'string', default: '100' } } });
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

if (values.store || both) {
  const pages = Number(values.pages);
  const perPage = Number(values['per-page']);
  const database = await benchDatabase();
  const db = database.prisma;
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
  const started = Date.now();
  const result = await extractPendingPages(db, { learn: false });
  const seconds = (Date.now() - started) / 1000;
  const stored = await db.course.count();
  console.log(`  ${result.pages} pages, ${result.courses} courses extracted, ${stored} stored in ${seconds.toFixed(1)} s = ${(stored / seconds).toFixed(0)} courses/s (wall clock, extraction on a worker thread)`);
  await database.close();
}
process.exit(0);
