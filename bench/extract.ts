// bench/extract: per-site, per-field precision/recall/F1 of the extractor against the sitefarm gold, and
// pages per second of extraction alone (pages are fetched over HTTP first; parsing and extraction are timed,
// on this one thread).
import fs from 'node:fs';
import { startSitefarm } from '../sitefarm/server.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { goldFields, scoreExtraction, type FieldScore } from '../sitefarm/score.ts';
import { AliasIndex } from '../src/extract/aliases.ts';
import { extractFromHtml, type ExtractedCourse } from '../src/extract/extract.ts';
import { decodeBody } from '../src/crawl/charset.ts';

const farm = await startSitefarm();
const aliases = new AliasIndex(JSON.parse(fs.readFileSync('seeds/field-aliases.json', 'utf8')));
const short: Record<string, string> = { code: 'code', title: 'title', credits: 'cred', instructors: 'instr', term: 'term', prerequisites: 'prereq', description: 'descr' };
console.log(`${'site'.padEnd(20)} ${'pages'.padStart(5)} ${'recs'.padStart(5)}  ${goldFields.map((f) => short[f]!.padStart(6)).join(' ')}   (F1 per field)`);
let totalPages = 0;
let totalMs = 0;
const all: Record<string, FieldScore[]> = {};
let worst = { site: '', field: '', f1: Infinity };
for (const site of farm.sites) {
  const truth = siteTruth(site);
  // Every page that shows courses, print views included, as served.
  const urls = site.origins.flatMap((o) => [...o.pages].filter(([, p]) => p.kind === 'course' && p.status === 200).map(([path]) => `${site.baseUrls[o.name]}${path}`));
  const bodies: { url: string; text: string }[] = [];
  for (const url of urls) {
    const res = await fetch(url);
    bodies.push({ url, text: decodeBody(Buffer.from(await res.arrayBuffer()), res.headers.get('content-type') ?? undefined).text });
  }
  const started = process.hrtime.bigint();
  const extracted: ExtractedCourse[] = [];
  for (const b of bodies) extracted.push(...extractFromHtml(b.text, b.url, aliases));
  totalMs += Number(process.hrtime.bigint() - started) / 1e6;
  totalPages += bodies.length;
  // Score on the canonical pages (print views duplicate them and would count each record twice).
  const canonical = extracted.filter((e) => truth.targets.has(e.sourceUrl));
  const scores = scoreExtraction(truth, canonical);
  for (const f of goldFields) {
    (all[f] ??= []).push(scores[f]);
    if (scores[f].f1 < worst.f1) worst = { site: site.id, field: f, f1: scores[f].f1 };
  }
  console.log(`${site.id.padEnd(20)} ${String(bodies.length).padStart(5)} ${String(canonical.length).padStart(5)}  ${goldFields.map((f) => scores[f].f1.toFixed(3).padStart(6)).join(' ')}`);
}
console.log('\nper field over all sites (precision / recall / F1):');
for (const f of goldFields) {
  const s = all[f]!.reduce((a, x) => ({ tp: a.tp + x.tp, fp: a.fp + x.fp, fn: a.fn + x.fn }), { tp: 0, fp: 0, fn: 0 });
  const p = s.tp / Math.max(1, s.tp + s.fp), r = s.tp / Math.max(1, s.tp + s.fn);
  console.log(`  ${f.padEnd(14)} ${p.toFixed(3)} / ${r.toFixed(3)} / ${((2 * p * r) / Math.max(1e-9, p + r)).toFixed(3)}`);
}
console.log(`lowest site/field F1: ${worst.f1.toFixed(3)} (${worst.site}, ${worst.field})`);
console.log(`extraction speed: ${totalPages} pages in ${(totalMs / 1000).toFixed(2)} s = ${(totalPages / (totalMs / 1000)).toFixed(0)} pages/s on one thread`);
await farm.stop();
process.exit(0);
