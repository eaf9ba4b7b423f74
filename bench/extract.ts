// bench/extract: per-set, per-field precision/recall/F1 and pages/s of the extractor
//  1. on every set of real pages in ../shared/realpages (scored by its own scorer), and
//  2. on the sitefarm: with its usual labels, and with label variants the alias seeds do not contain
//     (sitefarm/unseen-labels.ts), first with the seeds alone and then after per-site template learning
//     (each site's proposals accepted, learned from that site's own pages without its truth);
//  3. on generated German module handbooks, a language the alias seeds hold no label of, the same two ways, and on
//     generated Japanese syllabi published only as PDF (read as the crawler reads them);
//  4. on the real course pages of ../shared/webkb-dev (1997; labelled by page, no field gold): how many give one
//     course, more or none, and whether the course's number is the one the page's address names;
//  5. on bench/multilingual's hand-written course pages in French, Spanish, Italian, Portuguese, Chinese and Korean,
//     written apart from the alias seeds (its labels vary page to page): per language, pages the recogniser calls a
//     course and F1 per field.
// Pages/s counts parsing and extraction on this one thread, in CPU seconds (the machine may be shared), in steady
// state: each set is extracted once untimed first, so the figure is not the JIT's first compile of the code.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSitefarm } from '../sitefarm/server.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { goldFields, scoreExtraction, type FieldScore } from '../sitefarm/score.ts';
import { buildSitesWithUnseenLabels } from '../sitefarm/unseen-labels.ts';
import { buildFamilies } from '../sitefarm/families.ts';
import { AliasIndex } from '../src/extract/aliases.ts';
import { extractFromHtml, type ExtractedCourse } from '../src/extract/extract.ts';
import { proposeAliases } from '../src/extract/templates.ts';
import { decodeBody } from '../src/crawl/charset.ts';
import { pdfToHtml } from '../src/parse/pdf.ts';
import { isPdf } from '../src/parse/document-kind.ts';
import { seedAliases } from '../src/features/page-keywords.ts';
import { scoreMultilingual, multilingualFields } from './multilingual.ts';

const seeds = [...seedAliases()].map(([alias, field]) => ({ alias, field }));
const f3 = (x: number | null | undefined) => (x === null || x === undefined ? '  -  ' : x.toFixed(3));
let cpuSeconds = 0;
let pagesTimed = 0;

function timed<T>(fn: () => T, pages: number): T {
  const start = process.cpuUsage();
  const out = fn();
  const used = process.cpuUsage(start);
  cpuSeconds += (used.user + used.system) / 1e6;
  pagesTimed += pages;
  return out;
}

// ---- 1. real pages
const realpages = path.resolve('../shared/realpages');
if (fs.existsSync(path.join(realpages, 'score.mjs'))) {
  const scorer = await import(pathToFileURL(path.join(realpages, 'score.mjs')).href);
  const lib = await import(pathToFileURL(path.join(realpages, 'lib.mjs')).href);
  const pagesDir: string = lib.pagesDir();
  console.log('real pages (../shared/realpages): per field P / R / F1, macro F1 over fields with gold, records P / R');
  for (const set of scorer.setNames() as string[]) {
    const gold = scorer.loadGold(set);
    const files: string[] = gold.pages.map((p: { file: string }) => path.join(pagesDir, p.file));
    const bodies = files.map((f) => ({ url: pathToFileURL(f).href, text: decodeBody(fs.readFileSync(f), undefined).text }));
    const index = new AliasIndex(seeds);
    for (const b of bodies) extractFromHtml(b.text, b.url, index);
    // Timed over several passes after the warm-up: a set of 15 pages is read in a few milliseconds, too short
    // for one pass to say what a continuously running extractor does per second.
    const before = cpuSeconds;
    const passes = 3;
    let courses: ExtractedCourse[] = [];
    for (let pass = 0; pass < passes; pass++) courses = timed(() => bodies.flatMap((b) => extractFromHtml(b.text, b.url, index)), bodies.length);
    const S = scorer.scoreSet(gold, courses, { base: process.cwd() });
    const g = S.groups[set];
    console.log(`  ${set.padEnd(22)} ${String(bodies.length).padStart(4)} pages ${(passes * bodies.length / (cpuSeconds - before)).toFixed(0).padStart(5)} pages/s  macroF1 ${f3(g.macroF1)}  records P ${f3(g.records.P)} R ${f3(g.records.R)}`);
    for (const f of goldFields) {
      const s = g.fields[f];
      if (!s || !s.gold && !s.pred) continue;
      console.log(`      ${f.padEnd(14)} ${f3(s.P)} / ${f3(s.R)} / ${f3(s.F1)}   (gold ${s.gold}, predicted ${s.pred})`);
    }
  }
} else {
  console.log('real pages: ../shared/realpages not found beside the checkout; skipped');
}

// ---- 4. webkb-dev's course pages (printed last; read here, where the real pages are)
async function webkbCoursePages(): Promise<void> {
  const { webkbDir, unpackOnce } = await import('./webkb.ts');
  const dir = webkbDir();
  if (!dir) { console.log('\nwebkb-dev: ../shared/webkb-dev not found beside the checkout; skipped'); return; }
  const store = unpackOnce(dir);
  const index = JSON.parse(fs.readFileSync(path.join(store, 'index.json'), 'utf8')) as { pages: { url: string; file: string; class: string; contentType?: string }[] };
  const aliases = new AliasIndex(seeds);
  const pages = index.pages.filter((p) => p.class === 'course' && (!p.contentType || p.contentType.includes('html')));
  let one = 0, more = 0, named = 0, addressed = 0;
  for (const p of pages) {
    const courses = extractFromHtml(decodeBody(fs.readFileSync(path.join(store, p.file)), p.contentType).text, p.url, aliases);
    if (courses.length === 1) one++;
    else if (courses.length > 1) more++;
    // The address of a course's page mostly names its number (cs302.html, /cs395t/, ece752.html).
    const numbers = new Set(new URL(p.url).pathname.match(/\d{3}/g) ?? []);
    if (numbers.size) {
      addressed++;
      if (courses.some((c) => [...(c.code?.match(/\d{3}/g) ?? [])].some((n) => numbers.has(n)))) named++;
    }
  }
  console.log(`\nwebkb-dev's labelled course pages (real, 1997; no field gold): ${pages.length} pages, ${one} give one course, ${more} more than one, ${pages.length - one - more} none; of the ${addressed} whose address names a number, ${named} give a course with that number`);
}

// ---- 2. sitefarm
async function sitefarmRun(name: string, build: (() => ReturnType<typeof buildSitesWithUnseenLabels>) | undefined, learn: boolean): Promise<void> {
  const farm = build ? await startSitefarm(build()) : await startSitefarm();
  const all: Record<string, FieldScore[]> = {};
  const macro: number[] = [];
  let gold = 0;
  let matched = 0;
  let predicted = 0;
  console.log(`\nsitefarm, ${name}: F1 per field per site`);
  console.log(`  ${'site'.padEnd(20)} ${'pages'.padStart(5)}  ${goldFields.map((f) => f.slice(0, 6).padStart(6)).join(' ')}`);
  for (const site of farm.sites) {
    const truth = siteTruth(site);
    const urls = site.origins.flatMap((o) => [...o.pages].filter(([, p]) => p.kind === 'course' && p.status === 200).map(([p]) => `${site.baseUrls[o.name]}${p}`));
    const bodies: { url: string; text: string }[] = [];
    for (const url of urls) {
      const res = await fetch(url);
      const body = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? undefined;
      // A PDF is read as the crawler reads it (outside the timing: that is the PDF reader's time, not extraction's).
      bodies.push({ url, text: isPdf(type, body) ? (await pdfToHtml(body)).html : decodeBody(body, type).text });
    }
    let aliases = seeds;
    if (learn) {
      // What a labeler accepting the site's proposals gives: learned from the site's own pages, no truth used.
      const proposals = proposeAliases(bodies.map((b) => ({ html: b.text, url: b.url })), new AliasIndex(seeds));
      aliases = [...seeds, ...proposals];
    }
    const index = new AliasIndex(aliases);
    for (const b of bodies) extractFromHtml(b.text, b.url, index);
    const extracted: ExtractedCourse[] = timed(() => bodies.flatMap((b) => extractFromHtml(b.text, b.url, index)), bodies.length);
    const canonical = extracted.filter((e) => truth.targets.has(e.sourceUrl));
    const scores = scoreExtraction(truth, canonical);
    const withGold = goldFields.filter((f) => scores[f].tp + scores[f].fn > 0);
    macro.push(withGold.reduce((a, f) => a + scores[f].f1, 0) / Math.max(1, withGold.length));
    for (const f of goldFields) (all[f] ??= []).push(scores[f]);
    const goldCodes = new Set([...truth.targets.values()].flat().map((g) => g.code));
    const got = new Set(canonical.map((c) => c.code));
    gold += goldCodes.size;
    matched += [...goldCodes].filter((c) => got.has(c)).length;
    predicted += got.size;
    console.log(`  ${site.id.padEnd(20)} ${String(bodies.length).padStart(5)}  ${goldFields.map((f) => f3(scores[f].f1).padStart(6)).join(' ')}`);
  }
  console.log('  per field over all sites (P / R / F1):');
  for (const f of goldFields) {
    const s = all[f]!.reduce((a, x) => ({ tp: a.tp + x.tp, fp: a.fp + x.fp, fn: a.fn + x.fn }), { tp: 0, fp: 0, fn: 0 });
    const p = s.tp / Math.max(1, s.tp + s.fp);
    const r = s.tp / Math.max(1, s.tp + s.fn);
    console.log(`    ${f.padEnd(14)} ${f3(p)} / ${f3(r)} / ${f3((2 * p * r) / Math.max(1e-9, p + r))}`);
  }
  console.log(`  macro F1 (mean over sites) ${f3(macro.reduce((a, b) => a + b, 0) / macro.length)}; records by code: P ${f3(matched / Math.max(1, predicted))} R ${f3(matched / Math.max(1, gold))}`);
  await farm.stop();
}

await sitefarmRun('labels as the seeds know them', undefined, false);
await sitefarmRun('unseen label variants, seeds only', buildSitesWithUnseenLabels, false);
await sitefarmRun('unseen label variants, after per-site template learning', buildSitesWithUnseenLabels, true);
// A language the alias seeds hold no label of: what structure and value shapes alone give, then template learning.
const germanSites = () => buildFamilies(4, ['de-modulhandbuch']).map((f) => f.site);
await sitefarmRun('German module handbooks (no German label in the seeds), seeds only', germanSites, false);
await sitefarmRun('German module handbooks, after per-site template learning', germanSites, true);
// Syllabi published only as PDF, read as the crawler reads them (src/parse/pdf.ts).
const pdfSites = () => buildFamilies(4, ['pdf-syllabi']).map((f) => f.site);
await sitefarmRun('Japanese syllabi published only as PDF, seeds only', pdfSites, false);
await webkbCoursePages();

// ---- 5. six more languages, hand-written apart from the seeds
{
  const index = new AliasIndex(seeds);
  const scores = scoreMultilingual((html, url) => timed(() => extractFromHtml(html, url, index), 1));
  console.log('\nbench/multilingual (hand-written course pages in six languages, labels written apart from the seeds): pages called a course, F1 per field, macro F1');
  console.log(`  ${'lang'.padEnd(5)} ${'course'.padStart(6)}  ${multilingualFields.map((f) => f.slice(0, 6).padStart(6)).join(' ')}   macro`);
  // Each language, then all of them.
  for (const [lang, s] of [...scores].sort(([a], [b]) => Number(a === 'all') - Number(b === 'all'))) {
    const f1 = multilingualFields.map((f) => {
      const c = s.fields[f];
      const p = c.tp / Math.max(1, c.tp + c.fp);
      const r = c.tp / Math.max(1, c.tp + c.fn);
      return p + r ? (2 * p * r) / (p + r) : 0;
    });
    console.log(`  ${lang.padEnd(5)} ${`${s.recognised}/${s.pages}`.padStart(6)}  ${f1.map((x) => f3(x).padStart(6)).join(' ')}   ${f3(f1.reduce((a, b) => a + b, 0) / f1.length)}`);
  }
}
console.log(`\nextraction speed: ${pagesTimed} pages in ${cpuSeconds.toFixed(2)} CPU s = ${(pagesTimed / cpuSeconds).toFixed(0)} pages per CPU-second on one thread`);
process.exit(0);
