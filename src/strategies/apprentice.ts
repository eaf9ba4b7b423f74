// chakrabarti's apprentice, learning the site in front of it while it crawls. A critic strategy (by default the
// forest with course recognition) judges every fetched page v; the link u→v that led there becomes an instance
// ⟨DOM-offset terms around the link on u, the critic's class of u⟩ → low/high (the critic's relevance of v,
// cut at 0.5). A two-bucket naive Bayes takes the instances in batches every few pages and its Pr(high) orders
// the frontier, blended with the critic's own priority (the prior) until the apprentice has seen enough of the
// site to outweigh it.
// Beyond the paper, co-citation learned live: once links of one DOM region (a list or table on one page) or of
// one URL pattern have led mostly to course pages, the other links of that region or pattern are raised wherever
// they wait in the frontier. The critic's demotions (print views, barren patterns) stay.
import { linkOffsets, defaultDMax } from '../features/dom-offsets.ts';
import { TwoBucketNaiveBayes } from '../learn/naive-bayes.ts';
import { forest, urlPattern } from './forest.ts';
import { withRecognition } from './critic.ts';
import type { CrawlStrategy, Judgement, StrategyFactory } from './strategy.ts';

export interface ApprenticeOptions {
  dMax?: number;
  /** Judged pages between updates of the naive Bayes. */
  batchPages?: number;
  /** Instances at which the apprentice and the prior weigh the same. */
  priorStrength?: number;
  /** Co-citation: added to a link's priority when its region or pattern has led to course pages. */
  coBoost?: number;
}

/** Cost and instances of apprentices in this process, for bench/harvest (each crawl adds to it). */
export const apprenticeProbe = {
  updateMs: 0,
  featureMs: 0,
  pages: 0,
  onInstance: undefined as ((features: string[], high: boolean, site: string) => void) | undefined,
  /** Instances given to onInstance carry terms up to this offset (the apprentice itself uses its own dMax). */
  recordDMax: 0,
};

/** The features of an instance within |d| <= dMax (the critic's class of the linking page always). */
export function withinDMax(features: readonly string[], dMax: number): string[] {
  return features.filter((f) => {
    const colon = f.indexOf(':');
    const d = Number(f.slice(0, colon));
    return Number.isNaN(d) || Math.abs(d) <= dMax;
  });
}

const highRelevance = 0.5;
/** A region or pattern raises its links once it has this many course pages and at least this share of them. */
const minHits = 2;
const minShare = 0.5;

interface LinkInfo { features: string[]; region: string | undefined; given: number }
interface Yield { fetched: number; hits: number; urls: Set<string> }

export function createApprentice(critic: CrawlStrategy, options: ApprenticeOptions = {}): CrawlStrategy {
  const dMax = options.dMax ?? defaultDMax;
  const batchPages = options.batchPages ?? 10;
  const priorStrength = options.priorStrength ?? 5;
  const coBoost = options.coBoost ?? 0.5;
  const threshold = critic.saveThreshold ?? 0.5;
  const nb = new TwoBucketNaiveBayes();
  const batch: { features: string[]; high: boolean }[] = [];
  let judged = 0;
  const links = new Map<string, LinkInfo>();
  const regions = new Map<string, Yield>();
  const patterns = new Map<string, Yield>();
  const fetched = new Set<string>();
  const promoted = new Set<string>();
  let promotions: { url: string; priority: number }[] = [];

  const yieldOf = (map: Map<string, Yield>, key: string) => {
    let y = map.get(key);
    if (!y) map.set(key, (y = { fetched: 0, hits: 0, urls: new Set() }));
    return y;
  };
  const isGood = (y: Yield | undefined) => !!y && y.hits >= minHits && y.hits / Math.max(1, y.fetched) >= minShare;
  const promote = (y: Yield) => {
    for (const url of y.urls) {
      const info = links.get(url);
      if (fetched.has(url) || promoted.has(url) || !info || info.given < 0) continue;
      promoted.add(url);
      promotions.push({ url, priority: info.given + coBoost });
    }
  };
  const wide = apprenticeProbe.recordDMax > dMax;
  const classOf = (j: Judgement) => [`u:${j.kind}`, `u:${j.relevance >= highRelevance ? 'high' : 'low'}`];

  return {
    name: 'apprentice',
    saveThreshold: critic.saveThreshold,
    focusMargin: critic.focusMargin,
    judge: (page, ctx) => {
      const judgement = critic.judge(page, ctx);
      const url = ctx.path.at(-1) ?? page.url;
      fetched.add(url);
      fetched.add(page.url);
      const info = links.get(url);
      const started = performance.now();
      if (info) {
        const high = judgement.relevance >= highRelevance;
        batch.push({ features: wide ? withinDMax(info.features, dMax) : info.features, high });
        apprenticeProbe.onInstance?.(info.features, high, new URL(url).host);
        const course = judgement.kind === 'course' || judgement.relevance >= threshold;
        const region = info.region ? yieldOf(regions, info.region) : undefined;
        const pattern = yieldOf(patterns, urlPattern(url));
        for (const y of [region, pattern]) {
          if (!y) continue;
          y.fetched++;
          if (course) y.hits++;
          if (isGood(y)) promote(y);
        }
      }
      if (++judged % batchPages === 0) {
        for (const x of batch) nb.add(x.features, x.high);
        batch.length = 0;
      }
      apprenticeProbe.updateMs += performance.now() - started;
      apprenticeProbe.pages++;
      return judgement;
    },
    prioritize: (page, judgement, pageLinks, ctx) => {
      const prior = critic.prioritize(page, judgement, pageLinks, ctx);
      const started = performance.now();
      const offsets = linkOffsets(page, Math.max(dMax, apprenticeProbe.recordDMax));
      const uClass = classOf(judgement);
      const weight = nb.bucketSize(0) && nb.bucketSize(1) ? nb.instances / (nb.instances + priorStrength) : 0;
      const result = pageLinks.map((link, i) => {
        const own = offsets.get(link.url);
        const features = [...(own?.features ?? []), ...uClass];
        const p = prior[i] ?? 0;
        let priority = p < 0 ? p : weight * nb.probabilityHigh(wide ? withinDMax(features, dMax) : features) + (1 - weight) * p;
        const pattern = yieldOf(patterns, urlPattern(link.url));
        if (priority >= 0 && isGood(pattern)) priority += coBoost;
        const previous = links.get(link.url);
        if (!fetched.has(link.url) && (!previous || priority > previous.given)) {
          const region = own?.region === undefined ? undefined : `${page.url}#${own.region}`;
          links.set(link.url, { features, region, given: priority });
          if (region) yieldOf(regions, region).urls.add(link.url);
          pattern.urls.add(link.url);
        }
        return priority;
      });
      apprenticeProbe.featureMs += performance.now() - started;
      return result;
    },
    promotions: () => {
      const out = promotions;
      promotions = [];
      return out;
    },
    rescore: critic.rescore,
    learn: critic.learn,
  };
}

export const apprentice: StrategyFactory = {
  name: 'apprentice',
  description: "chakrabarti's apprentice: a naive Bayes over the DOM-offset terms around each link learns, during the crawl, which links the critic (the forest with course recognition) finds lead to course pages; links sharing a list, table or URL pattern with course-page links are raised",
  modelKind: 'forest',
  create: (options) => createApprentice(withRecognition(forest.create(options))),
};
