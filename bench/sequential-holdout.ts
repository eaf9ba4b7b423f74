// Hold-one-site-out training of the sequential learners (path-crf, ordinal) for the benchmarks: each sitefarm
// site's graph around its sample traversals is gathered once over HTTP (pages within two clicks of the paths,
// targets from the site's truth), and a model for a held-out site is trained on the other sites' graphs.
import { gatherSiteGraph, type SiteGraph } from '../src/learn/site-graph.ts';
import type { PageSource } from '../src/learn/page-source.ts';
import { trainPathCrf } from '../src/learn/crf/train-path-crf.ts';
import { trainOrdinal } from '../src/learn/ordinal/train-ordinal.ts';
import type { SiteTruth } from '../sitefarm/truth.ts';

export class SitefarmGraphs {
  private readonly graphs = new Map<string, Promise<SiteGraph>>();
  constructor(private readonly source: PageSource) {}

  graph(truth: SiteTruth): Promise<SiteGraph> {
    let g = this.graphs.get(truth.site.id);
    if (!g) {
      g = gatherSiteGraph(truth.traversals, this.source, { isTarget: (url) => !!truth.targetOf(url) });
      this.graphs.set(truth.site.id, g);
    }
    return g;
  }

  /** These sites' graphs, merged (sites share no URLs). */
  async merged(truths: SiteTruth[]): Promise<SiteGraph> {
    return mergeGraphs(await Promise.all(truths.map((t) => this.graph(t))));
  }

  /** The other sites' graphs, merged (sites share no URLs). */
  async others(truths: SiteTruth[], heldOut: string): Promise<SiteGraph> {
    return mergeGraphs(await Promise.all(truths.filter((t) => t.site.id !== heldOut).map((t) => this.graph(t))));
  }
}

export function mergeGraphs(graphs: SiteGraph[]): SiteGraph {
  const merged: SiteGraph = { pages: new Map(), finalOf: new Map(), outlinks: new Map(), paths: [], targets: new Set() };
  for (const g of graphs) {
    for (const [k, v] of g.pages) merged.pages.set(k, v);
    for (const [k, v] of g.finalOf) merged.finalOf.set(k, v);
    for (const [k, v] of g.outlinks) merged.outlinks.set(k, v);
    merged.paths.push(...g.paths);
    for (const t of g.targets) merged.targets.add(t);
  }
  return merged;
}

export const sequentialKinds = ['path-crf', 'ordinal'] as const;

export function trainSequential(kind: (typeof sequentialKinds)[number], graph: SiteGraph): { model: unknown; ms: number } {
  const started = Date.now();
  const model = kind === 'path-crf' ? trainPathCrf(graph).model.toJSON() : trainOrdinal(graph).model.toJSON();
  return { model, ms: Date.now() - started };
}
