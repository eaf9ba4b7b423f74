// Ground truth for a served site: targets, listings, what robots.txt forbids, the shortest-path tree from the
// root, the oracle (fewest fetches that reach 90% of reachable targets) and sample traversals.
import type { GoldCourse, Page, ServedSite } from './model.ts';
import { canonicalPath } from './canonical.ts';
import { parseRobots, type Robots } from '../src/crawl/robots.ts';
import { Random } from './random.ts';

export interface PageRef {
  origin: string;
  path: string; // canonical
  page: Page;
}

export interface SiteTruth {
  site: ServedSite;
  /** Target id (canonical URL of the course page, print views mapped to their original) -> gold records. */
  targets: Map<string, GoldCourse[]>;
  listings: Set<string>;
  disallowedTargets: Set<string>;
  reachableTargets: Set<string>;
  unreachableTargets: Set<string>;
  /** Canonical URL -> the canonical URLs its links land on (redirects followed), for every reachable page. */
  outlinks: Map<string, string[]>;
  /** Canonical URL -> parent canonical URL in the breadth-first tree from the root. */
  parent: Map<string, string | null>;
  depth: Map<string, number>;
  oracleFetches90: number;
  /** The oracle's harvest after k fetches (the best a crawler can do, by the same greedy cover). */
  oracleHarvestAt(k: number): number;
  traversals: string[][];
  /** Maps any fetched URL to its target id, if it is one (tracking parameters, session ids, print views). */
  targetOf(url: string): string | undefined;
  isDisallowed(url: string): boolean;
  robots: Map<string, Robots>;
}

export function siteTruth(site: ServedSite, traversalCount = 12): SiteTruth {
  const originByBase = new Map(Object.entries(site.baseUrls).map(([name, base]) => [base, name]));
  const originPages = new Map(site.origins.map((o) => [o.name, o.pages]));
  const robots = new Map(site.origins.map((o) => [o.name, parseRobots(o.robotsTxt, 'coursegraph')]));

  const locate = (url: string): { origin: string; path: string } | undefined => {
    let u: URL;
    try { u = new URL(url); } catch { return undefined; }
    const origin = originByBase.get(u.origin);
    return origin ? { origin, path: canonicalPath(u.pathname + u.search) } : undefined;
  };
  const key = (origin: string, path: string) => `${site.baseUrls[origin]}${path}`;
  const pageAt = (origin: string, path: string) => originPages.get(origin)?.get(path);

  const targetId = (origin: string, path: string): string | undefined => {
    const page = pageAt(origin, path);
    if (!page || page.kind !== 'course' || page.status !== 200) return undefined;
    return key(origin, page.duplicateOf ?? path);
  };

  const targets = new Map<string, GoldCourse[]>();
  const listings = new Set<string>();
  const disallowedTargets = new Set<string>();
  for (const origin of site.origins) {
    for (const [path, page] of origin.pages) {
      if (page.kind === 'listing') listings.add(key(origin.name, path));
      if (page.kind === 'course' && !page.duplicateOf) {
        targets.set(key(origin.name, path), page.courses);
        if (!robots.get(origin.name)!.isAllowed(path)) disallowedTargets.add(key(origin.name, path));
      }
    }
  }

  /** Follows redirects from a URL; undefined for loops, missing pages and pages outside the site. */
  const land = (url: string): { origin: string; path: string; page: Page } | undefined => {
    let current = url;
    for (let hop = 0; hop < 10; hop++) {
      const loc = locate(current);
      if (!loc) return undefined;
      if (!robots.get(loc.origin)!.isAllowed(loc.path)) return undefined;
      const page = pageAt(loc.origin, loc.path);
      if (!page) return undefined;
      if (!page.location) return page.status === 200 ? { ...loc, page } : undefined;
      current = new URL(page.location.replace(/\{\{(\w+)\}\}/g, (_m, n: string) => site.baseUrls[n] ?? ''), current).toString();
    }
    return undefined;
  };

  // Breadth-first over what a polite crawler may fetch (the endless calendar is not expanded).
  const parent = new Map<string, string | null>();
  const depth = new Map<string, number>();
  const rootLanding = land(site.rootUrl)!;
  const rootKey = key(rootLanding.origin, rootLanding.path);
  parent.set(rootKey, null);
  depth.set(rootKey, 0);
  const queue: { origin: string; path: string; page: Page }[] = [rootLanding];
  const outlinks = new Map<string, string[]>();
  while (queue.length) {
    const node = queue.shift()!;
    const from = key(node.origin, node.path);
    outlinks.set(from, []);
    if (node.page.contentType !== 'text/html') continue;
    for (const href of node.page.links) {
      const resolved = href.replace(/\{\{(\w+)\}\}/g, (_m, n: string) => site.baseUrls[n] ?? '');
      let abs: string;
      try { abs = new URL(resolved, from).toString(); } catch { continue; }
      const next = land(abs);
      if (!next) continue;
      const k = key(next.origin, next.path);
      outlinks.get(from)!.push(k);
      if (parent.has(k)) continue;
      parent.set(k, from);
      depth.set(k, depth.get(from)! + 1);
      queue.push(next);
    }
  }

  const reachableTargets = new Set<string>();
  const firstSeen = new Map<string, string>(); // target id -> nearest URL that shows it
  for (const k of parent.keys()) {
    const loc = locate(k)!;
    const id = targetId(loc.origin, loc.path);
    if (id && targets.has(id)) {
      reachableTargets.add(id);
      if (!firstSeen.has(id) || depth.get(k)! < depth.get(firstSeen.get(id)!)!) firstSeen.set(id, k);
    }
  }
  const unreachableTargets = new Set([...targets.keys()].filter((t) => !reachableTargets.has(t)));

  const pathTo = (k: string): string[] => {
    const out: string[] = [];
    for (let cur: string | null | undefined = k; cur; cur = parent.get(cur)) out.unshift(cur);
    return out;
  };

  // Oracle: greedily add the target whose tree path adds the fewest new pages, until 90% are covered.
  const need = Math.ceil(reachableTargets.size * 0.9);
  const covered = new Set<string>();
  const fetched = new Set<string>();
  const remaining = new Set(reachableTargets);
  const oracleCurve: [number, number][] = []; // (fetches, targets covered) after each step
  while (covered.size < need) {
    let best: string | undefined;
    let bestCost = Infinity;
    for (const t of remaining) {
      const cost = pathTo(firstSeen.get(t)!).filter((p) => !fetched.has(p)).length;
      if (cost < bestCost) { bestCost = cost; best = t; }
    }
    if (!best) break;
    for (const p of pathTo(firstSeen.get(best)!)) fetched.add(p);
    remaining.delete(best);
    covered.add(best);
    // Pages fetched on the way may show other targets too (inline catalogs, print views).
    for (const p of fetched) {
      const loc = locate(p)!;
      const id = targetId(loc.origin, loc.path);
      if (id && remaining.has(id)) { remaining.delete(id); covered.add(id); }
    }
    oracleCurve.push([fetched.size, covered.size]);
  }

  const rng = new Random(`${site.id}:traversals`);
  const traversals = rng.sample([...reachableTargets], traversalCount).map((t) => pathTo(firstSeen.get(t)!));

  return {
    site,
    targets,
    listings,
    disallowedTargets,
    reachableTargets,
    unreachableTargets,
    outlinks,
    parent,
    depth,
    oracleFetches90: fetched.size,
    oracleHarvestAt(k: number) {
      let best = 0;
      for (const [f, c] of oracleCurve) if (f <= k) best = Math.max(best, c);
      return k ? best / k : 0;
    },
    traversals,
    robots,
    targetOf(url: string) {
      const loc = locate(url);
      return loc ? targetId(loc.origin, loc.path) : undefined;
    },
    isDisallowed(url: string) {
      const loc = locate(url);
      if (!loc) return false;
      let u: URL;
      try { u = new URL(url); } catch { return false; }
      return !robots.get(loc.origin)!.isAllowed(u.pathname + u.search);
    },
  };
}
