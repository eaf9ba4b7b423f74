// vydiswaran–sarawagi's path foraging: a CRF over milestone states (home, section, catalog, listing, course,
// fail; a page-state and a link-state each) labels the path a crawl followed, and each outlink is scored by the
// reward of the link-states it may be in (eq. 7), from the forward values (α) of the path that found it, which
// travel with the queued link as its state. A page's relevance is the probability of the goal page-state.
import { PathCrfModel, type PathCrfJSON } from '../learn/crf/path-model.ts';
import { trainPathCrf } from '../learn/crf/train-path-crf.ts';
import { trainOnGraph } from '../learn/graph-examples.ts';
import type { Json, StrategyModule } from './strategy.ts';
import { shippedModel } from './shipped-model.ts';

export const defaultPathCrfModel = shippedModel('path-crf.json', PathCrfModel.load, 'npm run train:sequential');

/** A queued link's state: its path's log α, rounded (only ratios matter). */
type PathCrfLinkState = { alpha: number[] };

export const pathCrf: StrategyModule = {
  name: 'path-crf',
  description: "vydiswaran–sarawagi's path foraging: a CRF over milestone page- and link-states scores each link by the discounted reward of the states it may lead to",
  modelKind: 'path-crf',
  trainingData: 'recorded training paths (recordTrainingPath, at least 5) and pages labeled as course pages; the pages within two clicks of the paths are fetched politely unless stored',
  load: (parameters) => PathCrfModel.load(parameters as PathCrfJSON),
  train: trainOnGraph('path-crf', (graph) => trainPathCrf(graph)),
  create: (options) => {
    const model = options.model ? PathCrfModel.load(options.model as PathCrfJSON) : defaultPathCrfModel();
    let current: { url: string; alpha: Float64Array } | undefined;
    return {
      name: 'path-crf',
      judge: (page, ctx) => {
        const state = ctx.link.state as PathCrfLinkState | undefined;
        const alpha = model.pageStep(ctx.link.path.length && state ? Float64Array.from(state.alpha) : undefined, page);
        current = { url: ctx.path.at(-1) ?? page.url, alpha };
        const relevance = model.goalProbability(alpha);
        return { relevance, kind: relevance >= 0.5 ? 'course' : model.state(alpha).startsWith('listing') ? 'listing' : 'other' };
      },
      prioritize: (page, _judgement, links, ctx) => {
        const pageAlpha = current?.url === (ctx.path.at(-1) ?? page.url) ? current.alpha : model.pageStep(undefined, page);
        return links.map((link) => {
          const alpha = model.linkStep(pageAlpha, link);
          const state: PathCrfLinkState = { alpha: Array.from(alpha, (v) => Math.round(v * 1e4) / 1e4) };
          return { priority: model.linkScore(alpha), state: state as unknown as Json };
        });
      },
    };
  },
};
