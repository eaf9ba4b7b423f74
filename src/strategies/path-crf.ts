// vydiswaran–sarawagi's path foraging: a CRF over milestone states (home, section, catalog, listing, course,
// fail; a page-state and a link-state each) labels the path a crawl followed, and each outlink is scored by the
// reward of the link-states it may be in (eq. 7), from the forward values (α) of the path that found it, which
// travel with the queued link as its state. A page's relevance is the probability of the goal page-state, or 1
// when the critic reads course records off it.
// Beyond the paper, the crawl adapts to the site in front of it: what each fetched link led to (a course page, a
// dead end) corrects the CRF's probability of the course-link and fail-link states for links like it
// (src/strategies/link-outcomes.ts), and queued links are rescored as the evidence grows. The listing-link
// state is corrected the same way by the hubs the crawl finds: a page listing courses by code, or a page (a
// person's, say) below which a course page turned out to be; so course pages that hang below pages the training
// sites never led through are reached once the first one is found.
import { PathCrfModel, type PathCrfJSON } from '../learn/crf/path-model.ts';
import { trainPathCrf } from '../learn/crf/train-path-crf.ts';
import { trainOnGraph } from './graph-examples.ts';
import { failMilestone, goalMilestone, linkState, milestones } from '../learn/crf/milestones.ts';
import { rescaledValue, SiteOutcomes, type HubTrail } from './link-outcomes.ts';
import type { CrawlStrategy, Json, LinkContext, Priority, QueuedLink, StrategyModule } from './strategy.ts';
import { withRecognition } from './critic.ts';
import { shippedModel } from './shipped-model.ts';

export const defaultPathCrfModel = shippedModel('path-crf.json', PathCrfModel.load, 'npm run train:sequential');

/** A queued link's state: its path's log α, rounded (only ratios matter), and the hub trail of the page it was
 * found on (see creditHub). */
type PathCrfLinkState = { alpha: number[]; h?: HubTrail };

/** Fetches between rescoring every queued link with what the crawl has learned. */
const rescoreEvery = 25;

/** Log α as the frontier gives it back: JSON writes -Infinity as null. */
export function alphaFromJson(alpha: readonly (number | null)[]): number[] {
  return alpha.map((v) => (v === null ? -Infinity : v));
}

export function createPathCrf(model: PathCrfModel): CrawlStrategy {
  let current: { url: string; alpha: Float64Array } | undefined;
  const courseLink = linkState(goalMilestone);
  const failLink = linkState(failMilestone);
  const listingLink = linkState(milestones.indexOf('listing'));
  // A state that went through JSON (the frontier's store) has null where α was -Infinity (the page-states of a
  // link position): read back as -Infinity, not as 0 (probability 1), which would wipe out the path's α.
  const stateOfLink = (link: LinkContext): PathCrfLinkState | undefined => {
    const s = link.state as PathCrfLinkState | undefined;
    return s && { ...s, alpha: alphaFromJson(s.alpha) };
  };
  const prior = (alpha: ArrayLike<number>) => ({ course: Math.exp(alpha[courseLink]!), dead: Math.exp(alpha[failLink]!), hub: Math.exp(alpha[listingLink]!) });
  const site = new SiteOutcomes(stateOfLink, (s) => prior(s.alpha));
  const score = (alpha: ArrayLike<number>, o: readonly number[]) =>
    rescaledValue(Array.from(alpha, (a) => Math.exp(a)), model.rewards, courseLink, failLink, site.outcomes.adjust(o, prior(alpha)), listingLink);
  return {
    name: 'path-crf',
    rescoreEvery,
    judge: (page, ctx) => {
      const state = stateOfLink(ctx.link);
      const alpha = model.pageStep(ctx.link.path.length && state ? Float64Array.from(state.alpha) : undefined, page);
      current = { url: ctx.path.at(-1) ?? page.url, alpha };
      const relevance = model.goalProbability(alpha);
      return { relevance, kind: relevance >= 0.5 ? 'course' : model.state(alpha).startsWith('listing') ? 'listing' : 'other' };
    },
    ...site.hooks(),
    prioritize: (page, _judgement, links, ctx) => {
      const url = ctx.path.at(-1) ?? page.url;
      const pageAlpha = current?.url === url ? current.alpha : model.pageStep(undefined, page);
      const incoming = stateOfLink(ctx.link);
      const h: HubTrail | undefined = incoming && ctx.link.path.length ? { f: site.features.of(url, ctx.link), p: prior(incoming.alpha).hub } : undefined;
      return links.map((link): Priority => {
        const alpha = model.linkStep(pageAlpha, link);
        const state: PathCrfLinkState = { alpha: Array.from(alpha, (v) => Math.round(v * 1e4) / 1e4), ...(h ? { h } : {}) };
        return { priority: score(state.alpha, site.features.ofLink(link, url)), state: state as unknown as Json };
      });
    },
    rescore: (links: readonly QueuedLink[]) => links.map((link) => {
      const s = stateOfLink(link.context);
      if (!s || !link.context.path.length) return undefined;
      const priority = score(s.alpha, site.features.of(link.url, link.context));
      return Math.abs(priority - link.priority) > 1e-6 ? priority : undefined;
    }),
  };
}

export const pathCrf: StrategyModule = {
  name: 'path-crf',
  description: "vydiswaran–sarawagi's path foraging: a CRF over milestone page- and link-states scores each link by the discounted reward of the states it may lead to, corrected during the crawl by what links like it led to",
  modelKind: 'path-crf',
  trainingData: 'recorded training paths (recordTrainingPath, at least 5) and pages labeled as course pages; the pages within two clicks of the paths are fetched politely unless stored',
  load: (parameters) => PathCrfModel.load(parameters as PathCrfJSON),
  train: trainOnGraph('path-crf', (graph) => trainPathCrf(graph)),
  create: (options) => withRecognition(createPathCrf(options.model ? PathCrfModel.load(options.model as PathCrfJSON) : defaultPathCrfModel())),
};
