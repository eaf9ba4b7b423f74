// bench/recognise: pages per second of recognise() on one core, over every real page in ../shared/realpages
// and every sitefarm page, from raw HTML (the cheapest entry) and from a page parseHtml already parsed (what
// the crawler holds), with the kinds it gave per set. Then the critic against the labels of the real 1997
// department sites in ../shared/webkb-dev: how many of their course pages it calls course pages, and how many of
// the pages it calls so are labelled course (a course's syllabus or homework page is labelled other there; in a
// crawl the critic calls such a page a repeat of the course its linking page was about). Last, the critic on
// bench/multilingual's pages in six more languages: course pages, lists of links to them, catalogs describing
// courses inline, and pages that are none of these.
import fs from 'node:fs';
import path from 'node:path';
import { recognise, type Recognition } from '../src/extract/recognise.ts';
import { parseHtml } from '../src/parse/html.ts';
import { decodeBody } from '../src/crawl/charset.ts';
import { startSitefarm } from '../sitefarm/server.ts';
import { judgeByRecognition } from '../src/strategies/critic.ts';
import { webkbDir, unpackOnce } from './webkb.ts';
import { multilingualPages, scoreKinds } from './multilingual.ts';

const realpages = path.resolve('../shared/realpages/pages');
const sets: Record<string, { url: string; html: string }[]> = {};
if (fs.existsSync(realpages)) {
  for (const set of fs.readdirSync(realpages)) {
    const files = (fs.readdirSync(path.join(realpages, set), { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
    sets[set] = files.map((f) => ({ url: `file://${path.join(realpages, set, f)}`, html: decodeBody(fs.readFileSync(path.join(realpages, set, f)), undefined).text }));
  }
}
const farm = await startSitefarm();
sets.sitefarm = [];
for (const site of farm.sites) {
  for (const o of site.origins) {
    for (const [p, page] of o.pages) {
      if (page.status !== 200) continue;
      const res = await fetch(`${site.baseUrls[o.name]}${p}`);
      if (!(res.headers.get('content-type') ?? '').includes('html')) continue;
      sets.sitefarm.push({ url: res.url, html: decodeBody(Buffer.from(await res.arrayBuffer()), res.headers.get('content-type') ?? undefined).text });
    }
  }
}
await farm.stop();

function time(label: string, n: number, fn: () => Recognition[]): Recognition[] {
  fn(); // warm up
  const t = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const out = fn();
  const s = Number(process.hrtime.bigint() - t) / 1e9;
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  // CPU seconds: on a shared machine wall time counts other processes' turns too.
  console.log(`  ${label.padEnd(26)} ${String(n).padStart(5)} pages: ${(n / s).toFixed(0).padStart(6)} pages/s wall, ${(n / cpuS).toFixed(0).padStart(6)} pages per CPU-second`);
  return out;
}

for (const [set, pages] of Object.entries(sets)) {
  console.log(`${set}:`);
  const kinds = time('raw HTML', pages.length, () => pages.map((p) => recognise(p.html)));
  const parsed = pages.map((p) => parseHtml(p.html, p.url));
  time('parsed page (walk only)', pages.length, () => parsed.map((p) => recognise(p)));
  const count = (k: string) => kinds.filter((r) => r.kind === k).length;
  console.log(`  kinds: course ${count('course')}, listing ${count('listing')}, other ${count('other')}; inline courses ${kinds.reduce((a, r) => a + r.courses, 0)}`);
}

const webkb = webkbDir();
if (webkb) {
  const store = unpackOnce(webkb);
  const index = JSON.parse(fs.readFileSync(path.join(store, 'index.json'), 'utf8')) as { pages: { url: string; file: string; class: string; univ: string; contentType?: string }[] };
  console.log('webkb-dev (real department sites, 1997): the critic against the labels');
  for (const univ of [...new Set(index.pages.map((p) => p.univ))].sort()) {
    const pages = index.pages.filter((p) => p.univ === univ && (!p.contentType || p.contentType.includes('html')));
    let hits = 0;
    let said = 0;
    let material = 0;
    const courseFolders = pages.filter((p) => p.class === 'course').map((p) => p.url.slice(0, p.url.lastIndexOf('/') + 1));
    for (const p of pages) {
      const page = parseHtml(decodeBody(fs.readFileSync(path.join(store, p.file)), p.contentType).text, p.url);
      const j = judgeByRecognition(page);
      if (j.kind !== 'course' || j.relevance < 0.5) continue;
      said++;
      if (p.class === 'course') hits++;
      else if (courseFolders.some((f) => p.url.startsWith(f))) material++;
    }
    const labelled = pages.filter((p) => p.class === 'course').length;
    console.log(`  ${univ.padEnd(10)} ${pages.length} pages, ${labelled} labelled course: ${hits} called course (recall ${(hits / labelled).toFixed(2)}), ${said} called course in all (precision ${(hits / Math.max(1, said)).toFixed(2)}; ${material} of the others sit in a labelled course page's folder: its material)`);
  }
} else {
  console.log('(webkb-dev left out: ../shared/webkb-dev is not beside the checkout)');
}

// Six more languages (bench/multilingual, written apart from the seeds): course pages, and pages that are not one
// course's page, as the critic takes them.
{
  const courses = new Map<string, { pages: number; found: number }>();
  for (const { gold, html } of multilingualPages()) {
    const found = judgeByRecognition(parseHtml(html, `https://www.example.edu/${gold.file}`)).kind === 'course';
    for (const key of [gold.language, 'all']) {
      const c = courses.get(key) ?? { pages: 0, found: 0 };
      courses.set(key, c);
      c.pages++;
      if (found) c.found++;
    }
  }
  console.log('bench/multilingual (six more languages): the critic on course pages and on pages that are not one course\'s');
  for (const [lang, k] of [...scoreKinds()].sort(([a], [b]) => Number(a === 'all') - Number(b === 'all'))) {
    const c = courses.get(lang)!;
    console.log(`  ${lang.padEnd(4)} course pages found ${c.found}/${c.pages}; lists of links called a list ${k.listsFound}/${k.lists}; inline catalogs found ${k.catalogsFound}/${k.catalogs}; other pages (home, news, a profile, a study plan, admissions) found ${k.othersFound}/${k.others}, called a list ${k.othersAsList}`);
  }
}
process.exit(0);
