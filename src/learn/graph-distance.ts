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
  const dist = new Map<string, number>();
  const queue: string[] = [];
  for (const t of targets) if (!dist.has(t)) { dist.set(t, 0); queue.push(t); }
  for (let i = 0; i < queue.length; i++) {
    const d = dist.get(queue[i]!)! + 1;
    for (const from of incoming.get(queue[i]!) ?? []) if (!dist.has(from)) { dist.set(from, d); queue.push(from); }
  }
  return dist;
}
