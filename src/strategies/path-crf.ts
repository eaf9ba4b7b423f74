// vydiswaran–sarawagi's path foraging: a CRF over milestone states (home, section, catalog, listing, course,
// fail; a page-state and a link-state each) labels the path a crawl followed, and each outlink is scored by the
// reward of the link-states it may be in (eq. 7), from the forward values of the path that found it, which
// the strategy keeps per queued link. A page's relevance is the probability of the goal page-state.
import { PathCrfModel, type Alpha, type PathCrfJSON } from '../learn/crf/path-model.ts';
import type { StrategyFactory } from './strategy.ts';
import { shippedModel } from './shipped-model.ts';

export const defaultPathCrfModel = shippedModel('path-crf.json', PathCrfModel.load, 'npm run train:sequential');

/** Forward values kept for queued links at most (the oldest are dropped; their pages then start afresh). */
const rememberedLinks = 200_000;

export const pathCrf: StrategyFactory = {
  name: 'path-crf',
  description: "vydiswaran–sarawagi's path foraging: a CRF over milestone page- and link-states scores each link by the discounted reward of the states it may lead to",
  modelKind: 'path-crf',
  create: (options) => {
    const model = options.model ? PathCrfModel.load(options.model as PathCrfJSON) : defaultPathCrfModel();
    const linkAlphas = new Map<string, { alpha: Alpha; score: number }>();
    let current: { url: string; alpha: Alpha } | undefined;
    return {
      name: 'path-crf',
      judge: (page, ctx) => {
        const url = ctx.path.at(-1) ?? page.url;
        const alpha = model.pageStep(ctx.depth === 0 ? undefined : linkAlphas.get(url)?.alpha, page);
        linkAlphas.delete(url);
        current = { url, alpha };
        const relevance = model.goalProbability(alpha);
        const state = model.state(alpha);
        return { relevance, kind: relevance >= 0.5 ? 'course' : state.startsWith('listing') ? 'listing' : 'other' };
      },
      prioritize: (page, _judgement, links, ctx) => {
        const url = ctx.path.at(-1) ?? page.url;
        const pageAlpha = current?.url === url ? current.alpha : model.pageStep(undefined, page);
        return links.map((link) => {
          const alpha = model.linkStep(pageAlpha, link);
          const score = model.linkScore(alpha);
          const known = linkAlphas.get(link.url);
          // The frontier keeps a URL's best priority; its path's α goes with it.
          if (!known || score > known.score) {
            linkAlphas.delete(link.url);
            linkAlphas.set(link.url, { alpha, score });
            if (linkAlphas.size > rememberedLinks) linkAlphas.delete(linkAlphas.keys().next().value!);
          }
          return score;
        });
      },
    };
  },
};
