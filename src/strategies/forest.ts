// effland's crawler: the URL regressor predicts, for each link, the normalised link distance of the page it
// leads to (1 = a course page), and the frontier is ordered by it, so the crawl greedily follows the link most
// likely to lead closest to course pages. The page regressor decides which pages are saved as relevant
// (threshold 0.85 unless the model says otherwise). Where the two disagree most, a person's label teaches most:
// the disagreement is stored with the page and orders the labeling queue.
// Beyond the paper, learned during the crawl (in `feedback`, from what each followed link led to): when links with the same anchor text keep leading to pages that
// only repeat the page they were found on (print views), further such links are demoted; and when pages of one
// URL pattern (digits and query values aside: an events calendar, a news archive) keep yielding no course page,
// neither among them nor one click below, further links of that pattern are demoted. A link also gets a little
// of its page's relevance as a tie-breaker, and idle hosts wait rather than fetch far worse links (focusMargin).
import { ForestModel, type ForestModelJSON } from '../learn/forest-model.ts';
import { pageTerms } from '../features/page-vectors.ts';
import { containment, repeatContainment } from '../features/overlap.ts';
import { NotEnoughExamples, type StrategyModule, type TrainingExamples, type TrainOptions, type Trained } from './strategy.ts';
import { selfTrain, type SelfTrainingOptions } from '../learn/self-training.ts';
import { shippedModel } from './shipped-model.ts';
import { TrackedMap, TrackedSet } from '../learn/online/tracked.ts';

/** The model trained from the sitefarm's sample traversals, so a fresh clone can crawl with it at once. */
export const defaultForestModel = shippedModel('forest.json', ForestModel.load, 'npm run train:forest');

/** Repeats seen through one anchor text before its links are demoted, and the factor they get. */
const repeatsToDemote = 2;
const demotion = 0.1;
/** A demoted link ranks below every link that is not (predictions are 0..1), in its own order. */
const demote = (score: number) => score * demotion - 1;
const rememberedPages = 2000;
/** Weight of the linking page's relevance in a link's priority (a tie-breaker, not a vote). */
const parentWeight = 0.1;

/** Recent pages in fetch order with their terms joined by newlines (terms hold none), and repeats by anchor. */
export type RepeatTrackerJSON = { recent: [string, string][]; repeatsByAnchor: [string, number][] };
/** What a tracker took since its last snapshot or journal: pages remembered, in order, and changed counts. */
export type RepeatTrackerJournal = { remembered: [string, string][]; repeatsByAnchor: [string, number][] };

/** Remembers recent pages' terms and which anchor texts led to repeats of the linking page. */
export class RepeatTracker {
  private readonly recent = new Map<string, Set<string>>();
  /** Each remembered page's terms as the snapshot stores them, joined once when remembered. */
  private readonly joined = new Map<string, string>();
  private readonly repeatsByAnchor = new TrackedMap<number>();
  /** The pages remembered since the last snapshot or journal: replayed in order, they forget the same pages. */
  private remembered: [string, string][] = [];

  static key(anchor: string): string {
    return anchor.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  }

  /** Remembers a fetched page's body terms, to compare the pages it links to with it. */
  remember(url: string, bodyTerms: string[]): void {
    const joined = [...new Set(bodyTerms)].join('\n');
    this.remembered.push([url, joined]);
    this.keep(url, joined);
  }

  private keep(url: string, joined: string): void {
    this.recent.set(url, new Set(joined ? joined.split('\n') : []));
    this.joined.set(url, joined);
    if (this.recent.size > rememberedPages) {
      const oldest = this.recent.keys().next().value!;
      this.recent.delete(oldest);
      this.joined.delete(oldest);
    }
  }

  /** What a followed link led to: whether the page (remembered) repeats the page the link was on, counted by
   * the link's anchor text. */
  linkLedTo(url: string, parentUrl: string | undefined, anchor: string | undefined): boolean {
    const terms = this.recent.get(url);
    const parent = parentUrl ? this.recent.get(parentUrl) : undefined;
    if (!terms || !parent || !anchor || containment(terms, parent) < repeatContainment) return false;
    const key = RepeatTracker.key(anchor);
    this.repeatsByAnchor.set(key, (this.repeatsByAnchor.get(key) ?? 0) + 1);
    return true;
  }

  /** The whole state; a journal taken after it holds what changed since. */
  toJSON(): RepeatTrackerJSON {
    this.journal();
    return { recent: [...this.joined], repeatsByAnchor: [...this.repeatsByAnchor] };
  }

  /** What changed since the last `toJSON` or `journal`. */
  journal(): RepeatTrackerJournal {
    const remembered = this.remembered;
    this.remembered = [];
    return { remembered, repeatsByAnchor: this.repeatsByAnchor.drain() };
  }

  /** A journal entry taken after the state this tracker holds. */
  replay(entry: RepeatTrackerJournal): void {
    for (const [url, joined] of entry.remembered) this.keep(url, joined);
    for (const [anchor, n] of entry.repeatsByAnchor) this.repeatsByAnchor.set(anchor, n);
    this.journal();
  }

  static load(json: RepeatTrackerJSON): RepeatTracker {
    const r = new RepeatTracker();
    for (const [url, terms] of json.recent) r.keep(url, terms);
    for (const [anchor, n] of json.repeatsByAnchor) r.repeatsByAnchor.set(anchor, n);
    r.journal();
    return r;
  }

  factor(anchor: string): number {
    return (this.repeatsByAnchor.get(RepeatTracker.key(anchor)) ?? 0) >= repeatsToDemote ? demotion : 1;
  }
}

/** Pages of a pattern fetched without a hit before its links are demoted. */
const barrenAfter = 8;

/** The shape of a URL: host, path with digit runs folded, query keys without values. */
export function urlPattern(url: string): string {
  try {
    const u = new URL(url);
    const keys = [...new Set([...u.searchParams.keys()])].sort().join('&');
    return `${u.host}${u.pathname.replace(/\d+/g, '#')}${keys ? `?${keys}` : ''}`;
  } catch {
    return url;
  }
}

/** Per URL pattern: [pattern, pages fetched, hits]. */
export type PatternYieldJSON = [string, number, number][];

/** Per URL pattern: pages fetched, and course pages found among them or directly below them. */
export class PatternYield {
  private readonly stats = new TrackedMap<{ fetched: number; hits: number }>();

  private get(pattern: string) {
    let s = this.stats.get(pattern);
    if (!s) this.stats.set(pattern, (s = { fetched: 0, hits: 0 }));
    else this.stats.touch(pattern);
    return s;
  }

  /** A fetched page counts for its own pattern, as a hit when it is a course page. */
  fetched(url: string, isTarget: boolean): void {
    const own = this.get(urlPattern(url));
    own.fetched++;
    if (isTarget) own.hits++;
  }

  /** A followed link led to a course page: the linking page's pattern has course pages right below it. */
  ledToTarget(parentUrl: string): void {
    this.get(urlPattern(parentUrl)).hits++;
  }

  /** The whole state; a journal taken after it holds the patterns changed since. */
  toJSON(): PatternYieldJSON {
    this.stats.drain();
    return [...this.stats].map(([pattern, s]) => [pattern, s.fetched, s.hits]);
  }

  /** The patterns changed since the last `toJSON` or `journal`, as `toJSON` writes them. */
  journal(): PatternYieldJSON {
    return this.stats.drain().map(([pattern, s]) => [pattern, s.fetched, s.hits]);
  }

  /** Loads `json` over what is held (a journal entry over the state before it). */
  replay(json: PatternYieldJSON): void {
    for (const [pattern, fetched, hits] of json) this.stats.set(pattern, { fetched, hits });
    this.stats.drain();
  }

  static load(json: PatternYieldJSON): PatternYield {
    const y = new PatternYield();
    y.replay(json);
    return y;
  }

  factor(url: string): number {
    const s = this.stats.get(urlPattern(url));
    return s && s.fetched >= barrenAfter && s.hits === 0 ? demotion : 1;
  }
}

/** The forest's per-link state: the URL regressor's own prediction (priorities also carry tie-breaks and
 * demotions), for the disagreement of the page it leads to. */
type ForestLinkState = { predicted: number };

/** What a crawl learned, for snapshots: repeats by anchor text, yields by URL pattern, links already demoted. */
type ForestSnapshot = { repeats: RepeatTrackerJSON; yields: PatternYieldJSON; demoted: string[] };
/** What it learned since the last snapshot or journal entry. */
type ForestJournal = { repeats: RepeatTrackerJournal; yields: PatternYieldJSON; demoted: string[] };

export const forest: StrategyModule = {
  name: 'forest',
  description: "effland's crawler: links ordered by a random forest's predicted link distance to course pages; pages saved by a second forest",
  modelKind: 'forest',
  trainingData: 'recorded training paths (recordTrainingPath, at least 5) and labeled pages; pages not stored are fetched politely',
  load: (parameters) => ForestModel.load(parameters as ForestModelJSON),
  train: trainForest,
  create: (options) => {
    const loaded = options.model ? ForestModel.load(options.model as ForestModelJSON) : defaultForestModel();
    const model = options.saveThreshold === undefined ? loaded : loaded.withThreshold(options.saveThreshold);
    let repeats = new RepeatTracker();
    let yields = new PatternYield();
    let demoted = new TrackedSet();
    const factor = (url: string, anchor: string | null) => Math.min(anchor ? repeats.factor(anchor) : 1, yields.factor(url));
    return {
      name: 'forest',
      saveThreshold: model.threshold,
      // Predictions are link distances on one scale: a link half the way further from course pages than the best
      // one pending does not get fetched just because its host is idle.
      focusMargin: 0.5,
      judge: (page, ctx) => {
        const terms = pageTerms(page);
        const url = ctx.path.at(-1) ?? page.url;
        repeats.remember(url, terms.body);
        const relevance = model.pageRelevance(terms);
        const state = ctx.link.state as ForestLinkState | undefined;
        const linkPrediction = ctx.linkScore === undefined ? undefined : state?.predicted ?? Math.min(1, Math.max(0, ctx.linkScore));
        return {
          relevance,
          kind: relevance >= model.threshold ? 'course' : 'other',
          disagreement: linkPrediction === undefined ? undefined : Math.abs(relevance - linkPrediction),
        };
      },
      // What the link that led here led to: a copy of the page it was on (counted by its anchor text), a page of
      // its URL pattern, and maybe a course page right below that page (a hit for that page's pattern). `child`
      // is the verdict the crawl acts on: under the apprentice, its critic's, which reads course records the
      // page regressor may score low on a site unlike its training sites (counting the regressor's own verdict
      // here made a pattern of course pages "barren" and demoted the rest of them).
      feedback: (child, link, _page, ctx) => {
        const url = ctx.path.at(-1)!;
        const parentUrl = link.path.at(-1)?.url;
        repeats.linkLedTo(url, parentUrl, link.anchorText);
        yields.fetched(url, child.kind === 'course');
        if (parentUrl && child.kind === 'course') yields.ledToTarget(parentUrl);
      },
      // Links found on a page at least a quarter of the way to course pages get a little of its relevance: where
      // the URL regressor cannot tell links apart (a bare department name scores like "News"), they go first.
      prioritize: (_page, judgement, links) => model.linkRelevance(links).map((score, i) => {
        const f = factor(links[i]!.url, links[i]!.anchorText);
        const priority = score + parentWeight * Math.max(0, judgement.relevance - 0.25);
        if (f < 1) demoted.add(links[i]!.url);
        const state: ForestLinkState = { predicted: score };
        return { priority: f < 1 ? demote(priority) : priority, state };
      }),
      // Links queued before their anchor text or pattern was found wanting are demoted when they come up.
      rescore: (links) => links.map((link) => {
        if (demoted.has(link.url)) return undefined;
        const f = factor(link.url, link.context.anchorText || null);
        if (f === 1) return undefined;
        demoted.add(link.url);
        return demote(link.priority);
      }),
      snapshot: () => {
        demoted.drain();
        return { repeats: repeats.toJSON(), yields: yields.toJSON(), demoted: [...demoted] } satisfies ForestSnapshot;
      },
      journal: () => ({ repeats: repeats.journal(), yields: yields.journal(), demoted: demoted.drain() } satisfies ForestJournal),
      restore: (snapshot, journal = []) => {
        const s = snapshot as unknown as ForestSnapshot;
        repeats = RepeatTracker.load(s.repeats);
        yields = PatternYield.load(s.yields);
        demoted = new TrackedSet(s.demoted);
        for (const e of journal as unknown as ForestJournal[]) {
          repeats.replay(e.repeats);
          yields.replay(e.yields);
          for (const url of e.demoted) demoted.add(url);
        }
        demoted.drain();
      },
    };
  },
};

/** Fewer recorded paths than this train no forest. */
export const minimumTrainingPaths = 5;

/** effland's training: self-training over the recorded paths, with the labeled pages beside them. */
async function trainForest(examples: TrainingExamples, options: TrainOptions): Promise<Trained<ForestModel>> {
  const paths = await examples.paths();
  if (paths.length < minimumTrainingPaths) {
    throw new NotEnoughExamples(`training the forest needs at least ${minimumTrainingPaths} training paths (recordTrainingPath); have ${paths.length}`);
  }
  const labeledPages = (await examples.labeled()).map(({ url, relevance }) => ({ url, relevance }));
  const settings = (options.settings ?? {}) as SelfTrainingOptions;
  const result = await selfTrain(paths, examples.pages, { ...settings, labeledPages, log: options.log, signal: options.signal, ...(options.rounds === undefined ? {} : { maxRounds: options.rounds }) });
  const last = result.rounds[result.bestRound]!;
  return {
    model: result.model,
    metrics: {
      trainingPaths: paths.length, labeledPages: labeledPages.length, rounds: result.rounds.length, keptRound: result.bestRound,
      trainingPages: last.labeledPages, linkExamples: last.linkExamples,
      validationPageMae: last.validationPageMae, validationUrlMae: last.validationUrlMae,
      pagesFetched: result.fetched, trainingMs: result.ms,
    },
  };
}
