// Trains babaria's layer regressors from a site graph: layers from the known targets backwards, then one
// ordinal regressor for pages (their tokens) and one for links (anchor, window, URL; the layer of the page
// they lead to), either on every example (all-threshold) or on the clusters of each layer (clustered).
import { Vocabulary } from '../../features/vocabulary.ts';
import { linkTokens, pageTokens } from '../../features/path-tokens.ts';
import { fitAllThreshold, type OrdinalFitOptions } from './all-threshold.ts';
import { clusterRanks, type ClusterOptions } from './cluster-ranks.ts';
import { layerCount, layersFromTargets } from './layers.ts';
import { OrdinalModel, type OrdinalModelJSON } from './ordinal-model.ts';
import type { SiteGraph } from '../site-graph.ts';

export interface OrdinalTrainingOptions extends OrdinalFitOptions, ClusterOptions {
  solver?: OrdinalModelJSON['solver'];
  maxFeatures?: number;
  /** Links read per layer at most (the graph has far more links than pages; sampled evenly). */
  maxLinksPerLayer?: number;
}

export interface LayerExample { tokens: string[]; layer: number }

/** Page and link examples with their layers. Links to pages of unknown layer (not fetched) are left out. */
export function layerExamples(graph: SiteGraph, maxLinksPerLayer = 3000): { pages: LayerExample[]; links: LayerExample[] } {
  const layers = layersFromTargets(graph.outlinks, graph.targets, { starts: graph.paths.map((p) => p[0]!), paths: graph.paths });
  const pages = [...graph.pages].map(([url, page]) => ({ tokens: pageTokens(page), layer: layers.get(url)! }));
  const byLayer: LayerExample[][] = Array.from({ length: layerCount }, () => []);
  for (const [, page] of graph.pages) {
    for (const link of page.links) {
      const to = graph.finalOf.get(link.url) ?? link.url;
      const layer = graph.pages.has(to) || graph.targets.has(to) ? layers.get(to) : undefined;
      if (layer !== undefined) byLayer[layer]!.push({ tokens: linkTokens(link), layer });
    }
  }
  const links = byLayer.flatMap((list) => {
    const step = Math.max(1, list.length / maxLinksPerLayer);
    const out: LayerExample[] = [];
    for (let i = 0; i < list.length; i += step) out.push(list[Math.floor(i)]!);
    return out;
  });
  return { pages, links };
}

export function trainOrdinalOn(examples: { pages: LayerExample[]; links: LayerExample[] }, options: OrdinalTrainingOptions = {}) {
  const started = Date.now();
  const solver = options.solver ?? 'all-threshold';
  const vocabulary = Vocabulary.fit([...examples.pages, ...examples.links].map((e) => e.tokens), { maxSize: options.maxFeatures ?? 4000 });
  const fit = (list: LayerExample[]) => {
    const points = list.map((e) => ({ features: vocabulary.ids(e.tokens), rank: e.layer }));
    const input = solver === 'clustered'
      ? clusterRanks(points, vocabulary.size, options)
      : points.map((p) => ({ sparse: p.features, rank: p.rank, weight: 1, sigma: 0 }));
    return { model: fitAllThreshold(input, vocabulary.size, layerCount, { kappa: solver === 'clustered' ? options.kappa ?? 1 : 0, ...options }), points: input.length };
  };
  const page = fit(examples.pages);
  const link = fit(examples.links);
  const model = new OrdinalModel(solver, vocabulary, page.model, link.model);
  return { model, metrics: { solver, pages: examples.pages.length, links: examples.links.length, pagePoints: page.points, linkPoints: link.points, features: vocabulary.size, trainingMs: Date.now() - started } };
}

export function trainOrdinal(graph: SiteGraph, options: OrdinalTrainingOptions = {}) {
  return trainOrdinalOn(layerExamples(graph, options.maxLinksPerLayer), options);
}
