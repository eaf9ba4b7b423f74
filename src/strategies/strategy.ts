// One interface for every crawl strategy. A strategy judges each fetched page (relevance and kind) and gives
// each outlink a priority (higher is fetched sooner; equal priorities go first-in, first-out). Online learners
// may also learn from what the crawl reveals. Everything a learner needs is in the context.
import type { ParsedLink, ParsedPage } from '../parse/html.ts';

export type Kind = 'course' | 'listing' | 'other';

export interface Judgement {
  relevance: number; // 0..1
  kind: Kind;
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
}

export interface CrawlStrategy {
  readonly name: string;
  judge(page: ParsedPage, ctx: PageContext): Judgement;
  prioritize(page: ParsedPage, judgement: Judgement, links: ParsedLink[], ctx: PageContext): number[];
  /** Online learners: the crawl's own outcome for a page, once known. */
  learn?(page: ParsedPage, judgement: Judgement, ctx: PageContext): void;
}

export interface StrategyOptions {
  /** A stored model (parameters from the Model table), when the strategy has one. */
  model?: unknown;
  seed?: number;
}

export interface StrategyFactory {
  name: string;
  description: string;
  create(options: StrategyOptions): CrawlStrategy;
}

/** Pages judged at least this relevant are saved as relevant (the report's "saved"). */
export const defaultSaveThreshold = 0.5;
