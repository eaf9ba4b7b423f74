// How much of one page's text another already holds: the share of a's distinct terms found in b. A print view
// or a copy under another URL is almost wholly contained in the page that links to it.
export function containment(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / a.size;
}

/** A page repeats another when this share of its body terms is in the other's. */
export const repeatContainment = 0.9;
