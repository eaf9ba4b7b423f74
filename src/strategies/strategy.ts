// One interface for every crawl strategy. A strategy judges each fetched page (relevance and kind) and gives
// each outlink a priority (higher is fetched sooner; equal priorities go first-in, first-out). Online learners
// may also learn from what the crawl reveals. Everything a learner needs is in the context.
import type { ParsedLink, ParsedPage } from '../parse/html.ts';

export type Kind = 'course' | 'listing' | 'other';

export interface Judgement {
  relevance: number; // 0..1
  kind: Kind;
  /** Learners with two views of a page (e.g. page and link regressors): how far they disagree, 0..1. Pages
   * with the most disagreement are offered for labeling first (active learning). */
  disagreement?: number;
}

export interface PageContext {
  runId: number;
  /** Clicks from the seed. */
  depth: number;
  /** URLs from the seed to this page, this page last. */
  path: string[];
  /** Anchor text of the link that led here, if any. */
  anchorText: string | undefined;
  /** The judgement of the page that linked here, if any. */
  parent: Judgement | undefined;
  /** Fetches so far in this run. */
  fetches: number;
  /** The priority the link to this page had in the frontier (a learner's prediction for the page). */
  linkScore: number | undefined;
}

export interface CrawlStrategy {
  readonly name: string;
  /** Pages judged at least this relevant are saved (default defaultSaveThreshold). */
  readonly saveThreshold?: number;
  /** Strategies with calibrated priorities: a host whose best link scores more than this below the best link
   * pending anywhere waits for that one instead of spending a fetch (unset: every idle host fetches its best). */
  readonly focusMargin?: number;
  judge(page: ParsedPage, ctx: PageContext): Judgement;
  prioritize(page: ParsedPage, judgement: Judgement, links: ParsedLink[], ctx: PageContext): number[];
  /** Online learners: a pending link's priority as the strategy now sees it, when it fell since the link was
   * queued (undefined: unchanged). Asked when the link comes to the top of its host's queue. */
  rescore?(link: { url: string; anchorText: string | null; priority: number }): number | undefined;
  /** Online learners: pending links whose priority rose since they were queued (asked after each page is judged;
   * the frontier raises them wherever they wait). */
  promotions?(): { url: string; priority: number }[];
  /** Online learners: the crawl's own outcome for a page, once known. */
  learn?(page: ParsedPage, judgement: Judgement, ctx: PageContext): void;
}

export interface StrategyOptions {
  /** A stored model (parameters from the Model table), when the strategy has one. */
  model?: unknown;
  seed?: number;
  /** Pages judged at least this relevant are saved (and, for the forest, judged course pages). */
  saveThreshold?: number;
}

export interface StrategyFactory {
  name: string;
  description: string;
  /** The Model table kind whose active row the strategy crawls with. */
  modelKind: string;
  create(options: StrategyOptions): CrawlStrategy;
}

/** Pages judged at least this relevant are saved as relevant (the report's "saved"). */
export const defaultSaveThreshold = 0.5;
