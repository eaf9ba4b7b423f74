// bench/recognise: pages per second of recognise() on one core, over every real page in ../shared/realpages
// and every sitefarm page, from raw HTML (the cheapest entry) and from a page parseHtml already parsed (what
// the crawler holds), with the kinds it gave per set.
import fs from 'node:fs';
import path from 'node:path';
import { recognise, type Recognition } from '../src/extract/recognise.ts';
import { parseHtml } from '../src/parse/html.ts';
import { decodeBody } from '../src/crawl/charset.ts';
import { startSitefarm } from '../sitefarm/server.ts';

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
process.exit(0);
