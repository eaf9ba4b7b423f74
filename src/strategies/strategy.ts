// One interface for every crawl strategy, from breadth-first to learners that train, keep state per queued link
// and learn online. A strategy module (one file) plus one line in registry.ts is all a new learner needs: the
// crawler, the CLI (`coursegraph train --kind K`), the trainModel mutation, the retrain job, the shipped models
// and the GraphQL enums all iterate the registry.
//
// The life of a page, as the crawler drives it:
//   1. The link to the page was queued with a LinkContext (its path of judged ancestors, anchor text, DOM
//      context and the learner's own per-link state). The context is stored with the frontier row, so a resumed
//      crawl hands the learner exactly what it had queued.
//   2. The page is fetched and parsed; `judge` says how relevant it is (and its kind).
//   3. `feedback` tells the learner what the link led to: the child's judgement with the link's context (or
//      `failed`, when the fetch gave no page to judge).
//   4. `prioritize` scores the page's in-scope links; each score may carry new per-link state.
//   5. `rescore` lets an online learner raise or lower queued links anywhere in the frontier: each link as it
//      comes to the top of its host's queue, and, when `rescoreEvery` is set, every queued link that often.
//   6. The page, its links, the new frontier rows, rescored priorities and the learner's `snapshot()` (or what it
//      changed since, its `journal()`) are committed together, so a crawl killed at any moment resumes with state
//      that matches its frontier and makes the choices an uninterrupted one would (`restore` gets them back).
// Everything handed across this interface is plain data that survives JSON (the store keeps it in jsonb).
import type { DomContext, ParsedLink, ParsedPage } from '../parse/html.ts';
import type { PageSource } from '../learn/page-source.ts';

export type Kind = 'course' | 'listing' | 'other';

/** Anything that survives JSON.stringify/parse unchanged: what learners keep per link and in snapshots. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface Judgement {
  relevance: number; // 0..1
  kind: Kind;
  /** Learners with two views of a page (e.g. page and link regressors): how far they disagree, 0..1. Pages
   * with the most disagreement are offered for labeling first (active learning). */
  disagreement?: number;
}

/** One page on the way to a link: its URL and how it was judged. */
export interface PathStep {
  url: string;
  relevance: number;
  kind: Kind;
}

/**
 * What a queued link carries for the learners: kept with its frontier row (compact JSON) and restored exactly on
 * resume. When a URL is offered again with a higher priority, the context of the better offer replaces it.
 */
export interface LinkContext {
  /** The pages from the seed to the page the link was found on, that page last, each with its judgement. Empty
   * for seeds. The nearest maxPathSteps are kept (the crawl's depth limit is far below it). */
  path: PathStep[];
  /** Visible text of the link (empty for seeds). */
  anchorText: string;
  /** The link's place in its page: text leaves before and after it (nearest first) and its ancestor tags. */
  dom: DomContext;
  /** The link's index among the page's links (document order). */
  position: number;
  /** The learner's own per-link values (features, forward values, its prediction), as it returned them from
   * `prioritize` or `rescore`. Unset when the learner keeps none. */
  state?: Json;
}

/** Path steps kept per link: bounds a frontier row's size whatever the depth limit. */
export const maxPathSteps = 64;

/** A seed's context: no path, no anchor, no DOM neighbours. */
export function seedContext(): LinkContext {
  return { path: [], anchorText: '', dom: { before: [], after: [], ancestors: [] }, position: 0 };
}

/** A queued link as `rescore` sees it. */
export interface QueuedLink {
  url: string;
  priority: number;
  depth: number;
  context: LinkContext;
}

/** A link's score: a bare priority, or a priority with the learner's new per-link state (kept with the link). */
export type Priority = number | { priority: number; state?: Json };

export interface PageContext {
  runId: number;
  /** Clicks from the seed. */
  depth: number;
  /** URLs from the seed to this page, this page last (the link context's path plus this page). */
  path: string[];
  /** Anchor text of the link that led here, if any. */
  anchorText: string | undefined;
  /** The judgement of the page that linked here, if any. */
  parent: Judgement | undefined;
  /** Fetches so far in this run. */
  fetches: number;
  /** The priority the link to this page had in the frontier (a learner's prediction for the page). */
  linkScore: number | undefined;
  /** The context of the link that led here, as it was queued (a seed's is seedContext()). */
  link: LinkContext;
  /** Whether the crawl has queued or fetched an address already (this page's own links not yet offered). Unset
   * where no crawl is at hand. */
  known?: (url: string) => boolean;
}

/** One crawl's instance of a strategy: created per run, holds the run's online state. */
export interface CrawlStrategy {
  readonly name: string;
  /** Pages judged at least this relevant are saved (default defaultSaveThreshold). */
  readonly saveThreshold?: number;
  /** Strategies with calibrated priorities: a host whose best link scores more than this below the best link
   * pending anywhere waits for that one instead of spending a fetch (unset: every idle host fetches its best). */
  readonly focusMargin?: number;
  /** Online learners: after this many fetches, every queued link is offered to `rescore` (in batches); unset:
   * only links coming to the top of their host's queue are. */
  readonly rescoreEvery?: number;

  /** How relevant a fetched page is, and its kind. */
  judge(page: ParsedPage, ctx: PageContext): Judgement;
  /** Online learners: what the link to a page led to. Called right after `judge`, before `prioritize`, with the
   * child's judgement and the context the parent link was queued with (not called for seeds). */
  feedback?(child: Judgement, link: LinkContext, page: ParsedPage, ctx: PageContext): void;
  /** Online learners: a fetched link that gave no page to judge (an error status such as 404, a body that is not
   * HTML, or status 0: a redirect to an address robots.txt disallows; not a network failure), with the context it
   * was queued with (not called for seeds): a dead link is a lesson as well. */
  failed?(link: LinkContext, url: string, status: number, ctx: PageContext): void;
  /** A priority for each of the page's in-scope links (higher is fetched sooner; equal priorities go first-in,
   * first-out). Same length and order as `links`. */
  prioritize(page: ParsedPage, judgement: Judgement, links: ParsedLink[], ctx: PageContext): Priority[];
  /** Online learners: new priorities for queued links, raised or lowered (undefined: unchanged). Same length and
   * order as `links`. Must settle: a link rescored to the same value twice is left alone. */
  rescore?(links: readonly QueuedLink[]): (Priority | undefined)[];
  /** A queued link offered again from another page. The frontier keeps the context of the higher of the two
   * priorities (the queued one on a tie); the strategy may return the priority and per-link state to keep with
   * it, for instance the other offer's features to weigh when it rescores: a link's best context at offer time
   * need not stay its best as the learner learns. Undefined: the frontier's choice alone. */
  merge?(queued: QueuedLink, offered: QueuedLink): Priority | undefined;
  /** Online learners: the state learned during this crawl (not the per-link state, which the frontier keeps). */
  snapshot?(): Json;
  /** Online learners whose state grows with the crawl: what changed since the last `snapshot` or `journal` call.
   * Where the store keeps journals, the crawler commits the full snapshot only now and then and such an entry
   * with every other group, so what a crawl writes grows with its pages rather than with their square. */
  journal?(): Json;
  /** Restores what `snapshot` returned and then the `journal` entries taken after it, in order, before the
   * resumed crawl's first page. */
  restore?(snapshot: Json, journal?: readonly Json[]): void;
}

export interface StrategyOptions {
  /** A stored model's parameters (Model.parameters, or a shipped file), when the strategy has a model kind;
   * unset: the strategy uses its shipped default. */
  model?: unknown;
  seed?: number;
  /** Pages judged at least this relevant are saved (and, for the forest, judged course pages). */
  saveThreshold?: number;
}

/** A trained model: its parameters are what Model.parameters and seeds/models/<kind>.json hold. */
export interface TrainedModel {
  toJSON(): unknown;
}

/** A page a person labeled (the latest label of each page counts), parsed when its HTML is stored. */
export interface LabeledExample {
  url: string;
  kind: Kind;
  relevance: number;
  page?: ParsedPage;
}

/** Where learners get training data: the database's labels and paths in production, the sitefarm's for the
 * shipped models, anything in tests. */
export interface TrainingExamples {
  /** Pages people labeled. */
  labeled(): Promise<LabeledExample[]>;
  /** Recorded training paths: URLs from a root to a course page, root first. */
  paths(): Promise<string[][]>;
  /** Pages by URL, for learners that need pages the examples name: stored ones, else a polite fetch. */
  pages: PageSource;
}

export interface TrainOptions {
  log: (line: string) => void;
  signal?: AbortSignal;
  /** Iterative trainers: at most this many rounds after the first fit (their own default otherwise). */
  rounds?: number;
  /** The learner's own settings, when a caller must change them (tests and benches train small models). */
  settings?: Record<string, unknown>;
}

export interface Trained<M extends TrainedModel = TrainedModel> {
  model: M;
  /** Figures stored with the model version (examples, validation error, time). */
  metrics: Record<string, Json>;
}

/** Training refused: too few examples (a clear message, not a failure of the trainer). */
export class NotEnoughExamples extends Error {
  override readonly name = 'NotEnoughExamples';
}

/** Stored parameters that are not a model of the kind asked for. */
export class InvalidModel extends Error {
  override readonly name = 'InvalidModel';
}

/**
 * A strategy module: what registry.ts lists. A module that trains owns its model kind (`modelKind`, `load`,
 * `train`); others may crawl with another module's kind (bfs and random judge pages with the keyword trees).
 */
export interface StrategyModule {
  /** Lowercase letters, digits and dashes: it becomes a GraphQL enum value (dashes as underscores, upper case). */
  name: string;
  description: string;
  /** The Model table kind whose active row the strategy crawls with (unset: it needs no model). */
  modelKind?: string;
  /** Stored parameters to a model, validated (throws InvalidModel). Required with `train`. */
  load?(parameters: unknown): TrainedModel;
  /** Trains a new model of `modelKind` (throws NotEnoughExamples when the examples cannot support one). */
  train?(examples: TrainingExamples, options: TrainOptions): Promise<Trained>;
  /** What `coursegraph train --help` and the API say about the training data this learner needs. */
  trainingData?: string;
  create(options: StrategyOptions): CrawlStrategy;
}

/** Pages judged at least this relevant are saved as relevant (the report's "saved"). */
export const defaultSaveThreshold = 0.5;

/** A priority whatever form `prioritize` or `rescore` gave it in. */
export function priorityOf(p: Priority): number {
  return typeof p === 'number' ? p : p.priority;
}

/** The per-link state a score carries, if any. */
export function stateOf(p: Priority): Json | undefined {
  return typeof p === 'number' ? undefined : p.state;
}
