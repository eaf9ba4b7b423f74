// babaria's layered graph, built backwards from the target pages: layer 0 holds the targets, layer 1 the pages
// that link to one, and so on up to layer 4, which also takes every page farther away or leading to none. The
// paper builds it from a search engine's backlinks; here it is read off a crawl graph we already have.
import { distancesToTargets, downwardLinks } from '../graph-distance.ts';

export const layerCount = 5;
export const lastLayer = layerCount - 1;

/** Layer of every page in the graph (and of every known target). With `roots` (the paths' home pages), only
 * links going down the site count (see downwardLinks): a menu link back to a hub puts no page near the targets. */
export function layersFromTargets(outlinks: Map<string, string[]>, targets: Iterable<string>, roots?: { starts: string[]; paths: string[][] }): Map<string, number> {
  const distance = distancesToTargets(roots ? downwardLinks(outlinks, roots.starts, roots.paths) : outlinks, targets);
  const layers = new Map<string, number>();
  for (const url of outlinks.keys()) layers.set(url, Math.min(lastLayer, distance.get(url) ?? lastLayer));
  for (const [url, d] of distance) layers.set(url, Math.min(lastLayer, d));
  return layers;
}

/** The paper's relevance step: 0.95, 0.85, 0.75, 0.65, 0.55 for layers 0 to 4. */
export function layerRelevance(layer: number): number {
  return 0.95 - 0.1 * Math.min(lastLayer, Math.max(0, layer));
}
