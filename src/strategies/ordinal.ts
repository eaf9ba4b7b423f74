// babaria's FOCUS: an ordinal regressor predicts a fetched page's layer in the layered graph built backwards
// from course pages (0 = a course page … 4 = far from any), and the page gets the paper's relevance step (0.95,
// 0.85, 0.75, 0.65, 0.55), or 1 when the critic reads course records off it. In the paper every link of a page
// inherits that relevance and pages of layer 4 are not expanded; here a link's priority is the mean of its
// page's step and the step expected for the page it leads to (a second ordinal regressor over the link's
// anchor, window and URL), and links from layer-4 pages are kept but ranked after all others, so the crawl
// still reaches everything in the end.
// Beyond the paper (its future work asks for feedback that keeps learning the site), what each fetched link led
// to on this site (a course page: layer 0; a hub, a page listing courses by code or one below which a course
// page turned out to be: layer 1; a dead end: layer 4) corrects the link regressor's probabilities of those
// layers for links like it (src/strategies/link-outcomes.ts), and queued links are rescored. A link that the
// link regressor, so corrected, puts at layer 0 or 1 (probability at least one half) is not held back with the
// other links of a layer-4 page.
// The page step is the regressor's own (the critic's relevance, which the crawler hands on, says only course or
// not); a page the critic calls a course page or a list of course links gets at least the step of that layer.
import { OrdinalModel, type OrdinalModelJSON } from '../learn/ordinal/ordinal-model.ts';
import { lastLayer, layerCount, layerRelevance } from '../learn/ordinal/layers.ts';
import { trainOrdinal } from '../learn/ordinal/train-ordinal.ts';
import { trainOnGraph } from './graph-examples.ts';
import { rescaledValue, SiteOutcomes, type HubTrail } from './link-outcomes.ts';
import type { CrawlStrategy, Json, Judgement, LinkContext, Priority, QueuedLink, StrategyModule } from './strategy.ts';
import { withRecognition } from './critic.ts';
import { shippedModel } from './shipped-model.ts';

export const defaultOrdinalModel = shippedModel('ordinal.json', OrdinalModel.load, 'npm run train:sequential');

/** A queued link's state: the link regressor's probability of each layer for the page it leads to (rounded), the
 * relevance step of the page it was found on, and that page's hub trail (see creditHub). */
type OrdinalLinkState = { layers: number[]; r?: number; h?: HubTrail };

const steps = Array.from({ length: layerCount }, (_, layer) => layerRelevance(layer));
/** Fetches between rescoring every queued link with what the crawl has learned. */
const rescoreEvery = 25;

/** The relevance step of a fetched page: the regressor's layer, raised to the critic's course page (layer 0) or list
 * of course links (layer 1). */
export function pageStep(ownLayer: number, critic: Pick<Judgement, 'kind' | 'relevance'>): number {
  const own = layerRelevance(ownLayer);
  if (critic.kind === 'course') return Math.max(own, Math.min(1, critic.relevance), layerRelevance(0));
  if (critic.kind === 'listing') return Math.max(own, layerRelevance(1));
  return own;
}

export function createOrdinal(model: OrdinalModel): CrawlStrategy {
  let current: { url: string; layer: number } | undefined;
  const stateOfLink = (link: LinkContext) => link.state as OrdinalLinkState | undefined;
  const prior = (layers: readonly number[]) => ({ course: layers[0]!, dead: layers[lastLayer]!, hub: layers[1]! });
  const site = new SiteOutcomes(stateOfLink, (s) => prior(s.layers));
  const priority = (pageRelevance: number, layers: readonly number[], o: readonly number[]) => {
    const adjusted = site.outcomes.adjust(o, prior(layers));
    const expected = rescaledValue(layers, steps, 0, lastLayer, adjusted, 1);
    const p = (Math.min(1, pageRelevance) + expected) / 2;
    const nearByEvidence = adjusted.course + (adjusted.hub ?? 0) >= 0.5;
    return pageRelevance <= layerRelevance(lastLayer) && !nearByEvidence ? p - 1 : p;
  };
  return {
    name: 'ordinal',
    rescoreEvery,
    judge: (page, ctx) => {
      const layer = model.pageLayer(page);
      current = { url: ctx.path.at(-1) ?? page.url, layer };
      return { relevance: layerRelevance(layer), kind: layer === 0 ? 'course' : layer === 1 ? 'listing' : 'other' };
    },
    ...site.hooks(),
    prioritize: (page, judgement, links, ctx) => {
      const url = ctx.path.at(-1) ?? page.url;
      const r = pageStep(current?.url === url ? current.layer : model.pageLayer(page), judgement);
      const incoming = stateOfLink(ctx.link);
      const h: HubTrail | undefined = incoming && ctx.link.path.length ? { f: site.features.of(url, ctx.link), p: prior(incoming.layers).hub } : undefined;
      return links.map((link): Priority => {
        const layers = model.linkLayerProbabilities({ url: link.url, anchorText: link.anchorText, context: link.context }).map((p) => Math.round(p * 1e4) / 1e4);
        const state: OrdinalLinkState = { layers, r, ...(h ? { h } : {}) };
        return { priority: priority(r, layers, site.features.ofLink(link, url)), state: state as unknown as Json };
      });
    },
    rescore: (links: readonly QueuedLink[]) => links.map((link) => {
      const s = stateOfLink(link.context);
      const from = link.context.path.at(-1);
      if (!s || !from) return undefined;
      const p = priority(s.r ?? from.relevance, s.layers, site.features.of(link.url, link.context));
      return Math.abs(p - link.priority) > 1e-6 ? p : undefined;
    }),
  };
}

export const ordinal: StrategyModule = {
  name: 'ordinal',
  description: "babaria's FOCUS: ordinal regression of the layer (link distance to course pages) of each page and link; the relevance step per layer orders the frontier, corrected during the crawl by what links like each one led to",
  modelKind: 'ordinal',
  trainingData: 'recorded training paths (recordTrainingPath, at least 5) and pages labeled as course pages: the layered graph is built backwards from them over the pages within two clicks of the paths',
  load: (parameters) => OrdinalModel.load(parameters as OrdinalModelJSON),
  train: trainOnGraph('ordinal', (graph) => trainOrdinal(graph)),
  create: (options) => withRecognition(createOrdinal(options.model ? OrdinalModel.load(options.model as OrdinalModelJSON) : defaultOrdinalModel())),
};
