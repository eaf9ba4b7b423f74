// chakrabarti's apprentice, learning the site in front of it while it crawls. A critic strategy (by default the
// forest with course recognition) judges every fetched page v; the link u→v that led there becomes an instance
// ⟨DOM-offset terms around the link on u, the critic's class of u⟩ → low/high (the critic's relevance of v,
// cut at 0.5). A two-bucket naive Bayes takes the instances in batches every few pages and its Pr(high) orders
// the frontier, blended with the critic's own priority (the prior) until the apprentice has seen enough of the
// site to outweigh it.
// Beyond the paper, co-citation learned live: once links of one DOM region (a list or table on one page) or of
// one URL pattern have led mostly to course pages, the other links of that region or pattern are raised wherever
// they wait in the frontier (through rescore). The critic's demotions (print views, barren patterns) stay.
// Each queued link carries its instance (features, region, priority given) with its frontier row, and the naive
// Bayes and the yields are in the snapshot, so a resumed crawl goes on with what it had learned.
import { linkOffsets, defaultDMax } from '../features/dom-offsets.ts';
import { TwoBucketNaiveBayes, type NaiveBayesJSON } from '../learn/naive-bayes.ts';
import { forest, urlPattern } from './forest.ts';
import { withRecognition } from './critic.ts';
import type { CrawlStrategy, Json, Judgement, LinkContext, PageContext, Priority, QueuedLink, StrategyModule } from './strategy.ts';
import { priorityOf, stateOf } from './strategy.ts';

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

/** What a queued link carries for the apprentice; the critic's own per-link state rides along in `c`. */
interface ApprenticeLinkState {
  /** The instance's features (terms by DOM offset and the linking page's class). */
  f: string[];
  /** The DOM region (page URL # list or table) the link sits in, if any. */
  r?: string;
  /** The priority the apprentice gave the link. */
  g: number;
  /** Raised already by co-citation. */
  p?: true;
  c?: Json;
}
interface Yield { fetched: number; hits: number }
interface ApprenticeSnapshot { nb: NaiveBayesJSON; batch: { features: string[]; high: boolean }[]; judged: number; regions: [string, Yield][]; patterns: [string, Yield][]; critic?: Json }

const stateOfLink = (context: LinkContext) => context.state as unknown as ApprenticeLinkState | undefined;
/** The link's context as the critic queued it (its own state, not the apprentice's). */
const forCritic = (context: LinkContext): LinkContext => {
  const s = stateOfLink(context);
  const { state: _state, ...rest } = context;
  return s?.c === undefined ? rest : { ...rest, state: s.c };
};

export function createApprentice(critic: CrawlStrategy, options: ApprenticeOptions = {}): CrawlStrategy {
  const dMax = options.dMax ?? defaultDMax;
  const batchPages = options.batchPages ?? 10;
  const priorStrength = options.priorStrength ?? 5;
  const coBoost = options.coBoost ?? 0.5;
  const threshold = critic.saveThreshold ?? 0.5;
  let nb = new TwoBucketNaiveBayes();
  let batch: { features: string[]; high: boolean }[] = [];
  let judged = 0;
  let regions = new Map<string, Yield>();
  let patterns = new Map<string, Yield>();

  const yieldOf = (map: Map<string, Yield>, key: string) => {
    let y = map.get(key);
    if (!y) map.set(key, (y = { fetched: 0, hits: 0 }));
    return y;
  };
  const isGood = (y: Yield | undefined) => !!y && y.hits >= minHits && y.hits / Math.max(1, y.fetched) >= minShare;
  const wide = apprenticeProbe.recordDMax > dMax;
  const classOf = (j: Judgement) => [`u:${j.kind}`, `u:${j.relevance >= highRelevance ? 'high' : 'low'}`];
  const criticCtx = (ctx: PageContext): PageContext => ({ ...ctx, link: forCritic(ctx.link) });

  return {
    name: 'apprentice',
    saveThreshold: critic.saveThreshold,
    focusMargin: critic.focusMargin,
    // Co-citation raises queued links anywhere in the frontier: every batch of pages, every queued link is asked.
    rescoreEvery: batchPages,
    judge: (page, ctx) => critic.judge(page, criticCtx(ctx)),
    feedback: (child, link, page, ctx) => {
      critic.feedback?.(child, forCritic(link), page, criticCtx(ctx));
      const started = performance.now();
      const info = stateOfLink(link);
      const url = ctx.path.at(-1) ?? page.url;
      if (info?.f) {
        const high = child.relevance >= highRelevance;
        batch.push({ features: wide ? withinDMax(info.f, dMax) : info.f, high });
        apprenticeProbe.onInstance?.(info.f, high, new URL(url).host);
        const course = child.kind === 'course' || child.relevance >= threshold;
        for (const y of [info.r ? yieldOf(regions, info.r) : undefined, yieldOf(patterns, urlPattern(url))]) {
          if (!y) continue;
          y.fetched++;
          if (course) y.hits++;
        }
      }
      if (++judged % batchPages === 0) {
        for (const x of batch) nb.add(x.features, x.high);
        batch = [];
      }
      apprenticeProbe.updateMs += performance.now() - started;
      apprenticeProbe.pages++;
    },
    prioritize: (page, judgement, pageLinks, ctx) => {
      const prior = critic.prioritize(page, judgement, pageLinks, criticCtx(ctx));
      const started = performance.now();
      const offsets = linkOffsets(page, Math.max(dMax, apprenticeProbe.recordDMax));
      const uClass = classOf(judgement);
      const weight = nb.bucketSize(0) && nb.bucketSize(1) ? nb.instances / (nb.instances + priorStrength) : 0;
      const result = pageLinks.map((link, i): Priority => {
        const own = offsets.get(link.url);
        const features = [...(own?.features ?? []), ...uClass];
        const given = prior[i] ?? 0;
        const p = priorityOf(given);
        let priority = p < 0 ? p : weight * nb.probabilityHigh(wide ? withinDMax(features, dMax) : features) + (1 - weight) * p;
        if (priority >= 0 && isGood(patterns.get(urlPattern(link.url)))) priority += coBoost;
        const region = own?.region === undefined ? undefined : `${page.url}#${own.region}`;
        const state: ApprenticeLinkState = { f: features, g: priority, ...(region ? { r: region } : {}) };
        const c = stateOf(given);
        if (c !== undefined) state.c = c;
        return { priority, state: state as unknown as Json };
      });
      apprenticeProbe.featureMs += performance.now() - started;
      return result;
    },
    rescore: (links: readonly QueuedLink[]) => {
      const fromCritic = critic.rescore?.(links.map((l) => ({ ...l, context: forCritic(l.context) }))) ?? [];
      return links.map((link, i): Priority | undefined => {
        const byCritic = fromCritic[i];
        const info = stateOfLink(link.context);
        const wrap = (priority: number, extra: Partial<ApprenticeLinkState>) =>
          ({ priority, state: { ...info, ...extra, ...(byCritic !== undefined && stateOf(byCritic) !== undefined ? { c: stateOf(byCritic) } : {}) } as unknown as Json });
        if (byCritic !== undefined) return info ? wrap(priorityOf(byCritic), {}) : byCritic;
        if (!info || info.p || info.g < 0 || link.priority < 0) return undefined;
        const region = info.r ? regions.get(info.r) : undefined;
        if (!isGood(region) && !isGood(patterns.get(urlPattern(link.url)))) return undefined;
        return wrap(info.g + coBoost, { p: true });
      });
    },
    snapshot: () => ({
      nb: nb.toJSON(), batch, judged, regions: [...regions], patterns: [...patterns],
      ...(critic.snapshot ? { critic: critic.snapshot() } : {}),
    } satisfies ApprenticeSnapshot) as unknown as Json,
    restore: (snapshot) => {
      const s = snapshot as unknown as ApprenticeSnapshot;
      nb = TwoBucketNaiveBayes.load(s.nb);
      batch = s.batch;
      judged = s.judged;
      regions = new Map(s.regions);
      patterns = new Map(s.patterns);
      if (s.critic !== undefined) critic.restore?.(s.critic);
    },
  };
}

export const apprentice: StrategyModule = {
  name: 'apprentice',
  description: "chakrabarti's apprentice: a naive Bayes over the DOM-offset terms around each link learns, during the crawl, which links the critic (the forest with course recognition) finds lead to course pages; links sharing a list, table or URL pattern with course-page links are raised",
  modelKind: 'forest',
  create: (options) => createApprentice(withRecognition(forest.create(options))),
};
