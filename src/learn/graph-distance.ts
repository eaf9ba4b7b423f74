// Link distances in a fetched graph: how many clicks from each page to the nearest of some targets (a
// breadth-first search over reversed links). Pages that reach no target are absent.
export function distancesToTargets(outlinks: Map<string, string[]>, targets: Iterable<string>): Map<string, number> {
  const incoming = new Map<string, string[]>();
  for (const [from, tos] of outlinks) {
    for (const to of new Set(tos)) {
      if (to === from) continue;
      const list = incoming.get(to);
      if (list) list.push(from); else incoming.set(to, [from]);
    }
  }
  return clicksFrom(targets, incoming);
}

/** Breadth-first search from several starts at once: each reachable node's fewest steps from the nearest start. */
function clicksFrom(starts: Iterable<string>, next: Map<string, string[]>): Map<string, number> {
  const dist = new Map<string, number>();
  const queue: string[] = [];
  for (const s of starts) if (!dist.has(s)) { dist.set(s, 0); queue.push(s); }
  for (let i = 0; i < queue.length; i++) {
    const d = dist.get(queue[i]!)! + 1;
    for (const to of next.get(queue[i]!) ?? []) if (!dist.has(to)) { dist.set(to, d); queue.push(to); }
  }
  return dist;
}

/**
 * The links that go down a site from its home pages: u → v where v lies deeper than u (clicks from the nearest
 * root, by breadth-first search), plus every link of `keep` (recorded paths, which are routes to a goal
 * whatever their shape). Menus link every page back up to the same hubs, so over all links nearly every page
 * is a few clicks from a course page; over links going down, a people or news page reaches none.
 * Links to pages the search did not reach (unfetched leaves) count as going down.
 */
export function downwardLinks(outlinks: Map<string, string[]>, roots: Iterable<string>, keep: string[][] = []): Map<string, string[]> {
  const depth = clicksFrom(roots, outlinks);
  const kept = new Set(keep.flatMap((path) => path.slice(1).map((to, i) => `${path[i]}\n${to}`)));
  const out = new Map<string, string[]>();
  for (const [from, tos] of outlinks) {
    const d = depth.get(from);
    out.set(from, tos.filter((to) => d === undefined || !depth.has(to) || depth.get(to)! > d || kept.has(`${from}\n${to}`)));
  }
  return out;
}
