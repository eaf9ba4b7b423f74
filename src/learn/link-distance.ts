// effland's target: R(P) = 1 − LinkDist(P, T) / LinkDist(S, T) on a path from start page S to target T, so the
// start scores 0, the target 1 and the pages between their share of the way; a page on several paths gets the
// mean. A link's relevance is that of the page it leads to.

/** Relevance of every page on the paths (each path root first, target last), averaged over paths. */
export function pathRelevance(paths: string[][]): Map<string, number> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const path of paths) {
    if (path.length < 2) continue;
    const length = path.length - 1;
    const seen = new Set<string>();
    path.forEach((url, i) => {
      if (seen.has(url)) return; // a loop in a recorded path counts its first visit
      seen.add(url);
      const s = sums.get(url) ?? { sum: 0, count: 0 };
      s.sum += 1 - (length - i) / length;
      s.count++;
      sums.set(url, s);
    });
  }
  return new Map([...sums].map(([url, s]) => [url, s.sum / s.count]));
}
