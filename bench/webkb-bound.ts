// How close to the oracle can a crawler get on the webkb-dev sites when it cannot see inside people's pages?
//
// The oracle knows every page's links. A real crawler on a 1997 department site reaches the last tenth of the
// course pages through the home pages of the people who teach them, and cannot tell those home pages from the
// hundreds of others before fetching them. This bench measures what that alone costs, for a crawler far better
// informed than any real one ("blind"):
// - it knows the whole graph outside people's pages (faculty, student and staff pages, by the store's labels) and
//   collects the course pages reachable without passing through one in the fewest fetches (the oracle's tree
//   over that graph);
// - it knows which links are dead, and every person's page on the site, at no cost;
// - it does not know what a person's page links to: it fetches people's pages in a random order (or faculty
//   first), and on each one the course pages it leads to (over at most three clicks, no other person's page),
//   paying a fetch for each page on the way, until 90% of the targets are found.
// Medians over 2,000 orders. The labels are the benchmark's, never the crawler's: this is a figure about the
// benchmark's headroom, not a crawl.
//
// Usage: tsx bench/webkb-bound.ts [--orders N]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { webkbDir, unpackOnce } from './webkb.ts';

interface StorePage { url: string; class: string; univ: string; contentType: string }
interface Store {
  index: { pages: StorePage[] };
  body(p: StorePage): Buffer;
  resolve(u: string): { status: number; page?: StorePage; location?: string };
}
interface Lib {
  loadStore(dir: string): Store;
  extractLinks(html: string, url: string): { url: string }[];
  oracleSize(bfs: { order: string[]; preds: Map<string, string[]>; dist: Map<string, number> }, targets: Set<string>, k: number): number | null;
}

const { values } = parseArgs({ options: { orders: { type: 'string', default: '2000' } } });
const orders = Number(values.orders);
const dir = webkbDir();
if (!dir) throw new Error('../shared/webkb-dev is not beside the checkout');
const storeDir = unpackOnce(dir);
const lib = (await import(pathToFileURL(path.join(dir, 'lib.mjs')).href)) as Lib;
const store = lib.loadStore(storeDir);
const truth = JSON.parse(fs.readFileSync(path.join(storeDir, 'truth.json'), 'utf8')) as { sites: Record<string, { root: string; allHosts: { targets: string[]; oracle90: number } }> };
const pageOf = new Map(store.index.pages.map((p) => [p.url, p]));

/** The stored page a link leads to, over at most five redirects; undefined for a dead link. */
function resolve(url: string): StorePage | undefined {
  let r = store.resolve(url);
  for (let hops = 0; r.status === 301 && r.location && hops < 5; hops++) r = store.resolve(r.location);
  return r.status === 200 ? r.page : undefined;
}
const linkCache = new Map<string, string[]>();
/** A stored page's live links, each once. */
function links(url: string): string[] {
  let out = linkCache.get(url);
  if (out) return out;
  const p = pageOf.get(url);
  out = p && /html/i.test(p.contentType) ? [...new Set(lib.extractLinks(store.body(p).toString('latin1'), url).flatMap((l) => resolve(l.url)?.url ?? []))] : [];
  linkCache.set(url, out);
  return out;
}
const isPerson = (url: string) => ['faculty', 'student', 'staff'].includes(pageOf.get(url)?.class ?? '');

/** Breadth-first from `start`, not through people's pages (other than `start`), to `maxDepth` clicks. */
function bfs(start: string, maxDepth = Infinity) {
  const dist = new Map([[start, 0]]);
  const preds = new Map<string, string[]>([[start, []]]);
  const order = [start];
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    if ((i > 0 && isPerson(u)) || dist.get(u)! >= maxDepth) continue;
    for (const v of links(u)) {
      if (!dist.has(v)) {
        dist.set(v, dist.get(u)! + 1);
        preds.set(v, [u]);
        order.push(v);
      } else if (dist.get(v) === dist.get(u)! + 1) preds.get(v)!.push(u);
    }
  }
  return { order, preds, dist };
}

/** A small seeded generator (mulberry32): the same orders on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(`webkb-dev: a crawler that knows the site's graph outside people's pages and every dead link, but not what a person's page links to (${orders} orders each)`);
for (const [site, t] of Object.entries(truth.sites)) {
  const targets = new Set(t.allHosts.targets);
  const need = Math.ceil(0.9 * targets.size);
  const outside = bfs(t.root);
  const free = outside.order.filter((u) => targets.has(u));
  const freeNeeded = Math.min(need, free.length);
  const freeCost = lib.oracleSize(outside, new Set(free), freeNeeded) ?? NaN;
  // Every person's page of the site that any path reaches.
  const reached = new Set([t.root]);
  const queue = [t.root];
  for (let i = 0; i < queue.length; i++) for (const v of links(queue[i]!)) if (!reached.has(v)) { reached.add(v); queue.push(v); }
  const freeSet = new Set(free);
  const univ = pageOf.get(t.root)?.univ;
  const people = queue.filter((u) => isPerson(u) && pageOf.get(u)!.univ === univ);
  // What each person's page leads to beyond the free course pages, and the pages on the way.
  const leadsTo = new Map(people.map((p) => {
    const b = bfs(p, 3);
    return [p, { parent: (u: string) => b.preds.get(u)![0]!, found: b.order.filter((u) => targets.has(u) && !freeSet.has(u)) }];
  }));
  const holding = people.filter((p) => leadsTo.get(p)!.found.length > 0).length;
  const faculty = people.filter((p) => pageOf.get(p)!.class === 'faculty').length;
  console.log(`\n${site}: ${targets.size} course pages, 90% = ${need}; oracle ${t.allHosts.oracle90} fetches (2x = ${2 * t.allHosts.oracle90})`);
  console.log(`  reachable without a person's page: ${free.length} course pages; the fewest fetches for ${freeNeeded} of them: ${freeCost}`);
  console.log(`  people's pages on the site: ${people.length} (faculty ${faculty}); leading to a course page beyond those: ${holding}`);
  for (const [label, rank] of [['any order', () => 0], ['faculty first', (u: string) => (pageOf.get(u)!.class === 'faculty' ? 0 : 1)]] as const) {
    const costs: number[] = [];
    for (let seed = 1; seed <= orders; seed++) {
      const r = random(seed);
      const order = people.map((p) => ({ p, rank: rank(p), r: r() })).sort((a, b) => a.rank - b.rank || a.r - b.r).map((x) => x.p);
      let found = freeNeeded;
      let cost = freeCost;
      const fetched = new Set<string>();
      for (const p of order) {
        if (found >= need) break;
        if (!fetched.has(p)) { fetched.add(p); cost++; }
        const { found: leads, parent } = leadsTo.get(p)!;
        for (const target of leads) {
          if (found >= need) break;
          if (fetched.has(target)) continue;
          for (let u = target; u !== p && !fetched.has(u); u = parent(u)) { fetched.add(u); cost++; }
          found++;
        }
      }
      costs.push(found >= need ? cost : Infinity);
    }
    costs.sort((a, b) => a - b);
    const m = quantile(costs, 0.5);
    console.log(`  blind, people's pages in ${label.padEnd(13)}: median ${m} fetches (${(m / t.allHosts.oracle90).toFixed(2)}x the oracle), 10th to 90th percentile ${quantile(costs, 0.1)} to ${quantile(costs, 0.9)}`);
  }
}
