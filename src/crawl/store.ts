// The crawl store: everything the crawler reads and writes (runs, the frontier, pages and links, models), behind
// one interface. PrismaCrawlStore keeps it in the database; MemoryCrawlStore in memory, for fast unit tests of
// strategies and the scheduler.
//
// Frontier rows are the crawl's source of truth: each holds its link's priority and LinkContext (the learner's
// per-link state included), so a resumed crawl restores its queue exactly. A row is PENDING until claimed,
// LEASED (with leaseExpiresAt) while a worker fetches it, then DONE, FAILED or SKIPPED. One process claims rows
// with `lease`; on PostgreSQL the same rows can be claimed across processes (SELECT … FOR UPDATE SKIP LOCKED on
// PENDING rows or rows whose lease expired), and `loadFrontier` treats expired leases as pending again.
import type { CrawlRun, PageKind, RunStatus } from '../generated/prisma/client.ts';
import type { DomContext } from '../parse/html.ts';
import type { Json, LinkContext } from '../strategies/strategy.ts';

/** Model kind → the version a run crawls with (null: the shipped default model; absent: none was needed). */
export type ModelVersions = Record<string, number | null>;

export interface NewRun {
  institutionId: number | null;
  strategy: string;
  seeds: string[];
  maxPages: number;
  maxDepth: number;
  options: Json;
  models: ModelVersions;
  /** Served by worker processes (see workers/). */
  distributed?: boolean;
}

export interface StoredModel {
  kind: string;
  version: number;
  parameters: unknown;
}

export type RunPatch = Partial<Pick<CrawlRun, 'status' | 'error' | 'startedAt' | 'finishedAt' | 'heartbeatAt'>>;

export interface NewFrontierRow {
  url: string;
  host: string;
  priority: number;
  depth: number;
  /** The page the link was found on (null for seeds). */
  discoveredFrom: string | null;
  context: LinkContext;
}

export interface FrontierRow extends NewFrontierRow {
  /** Insertion order: ties in priority go first-in, first-out. */
  seq: number;
}

export interface LoadedFrontier {
  /** Rows still to fetch (expired or orphaned leases included), in insertion order. */
  pending: FrontierRow[];
  /** Every other URL the run has queued (done, failed, skipped, leased by a live worker). */
  finished: { url: string; host: string; depth: number; discoveredFrom: string | null }[];
  /** The highest seq in the run (new rows continue after it). */
  lastSeq: number;
}

/** A fetched page as stored. Failed fetches are pages too: status 0 or ≥ 400 with `error` set. */
export interface PageRecord {
  institutionId: number | null;
  url: string;
  finalUrl: string;
  /** The page's own addresses as it names them (rel=canonical, rel=shortlink), in the crawl's scope: fetched too. */
  declaredUrls?: string[];
  status: number;
  contentType: string | null;
  charset: string | null;
  etag: string | null;
  lastModified: string | null;
  depth: number;
  fetchSeq: number;
  title: string | null;
  text: string | null;
  htmlGz: Uint8Array<ArrayBuffer> | null;
  relevance: number | null;
  disagreement: number | null;
  kind: PageKind | null;
  saved: boolean;
  fetchedAt: Date;
  /** Why the fetch, parse or judgement failed (null when it did not). */
  error: string | null;
  bytes: number;
}

export interface StoredLink {
  targetUrl: string;
  anchorText: string;
  context: DomContext;
  position: number;
}

export interface PageWrite {
  page: PageRecord;
  links: StoredLink[];
  /** Links seen for the first time on this page. */
  inserts: NewFrontierRow[];
  /** How the page's own frontier row ends. */
  outcome: 'DONE' | 'FAILED';
}

/** A learner's state as stored: its last full snapshot and what it changed since, commit by commit. */
export interface LearnerState {
  snapshot: Json;
  journal: Json[];
}

/** Pages committed together, with what changed in the frontier and the learner since the last group. */
export interface CommitGroup {
  runId: number;
  pages: PageWrite[];
  /** Pending rows whose priority or context changed (a better offer, a rescore). */
  updates: { url: string; priority: number; context: LinkContext }[];
  /** The learner's full snapshot taken as the group closed: it reflects exactly the pages committed so far, and
   * replaces the run's learner state (its journal included). */
  snapshot?: Json;
  /** Instead of a snapshot (stores that keep journals): what the learner changed since the last commit, appended
   * to the run's journal. */
  journal?: Json;
  harvestCurve?: [number, number][];
}

export interface CommitResult {
  /** Pages stored whole. */
  stored: number;
  /** Pages whose full write failed and that were recorded as error rows instead (the message says why). */
  recorded: { url: string; error: string }[];
}

/** A run's figures, counted from its stored pages. */
export interface RunCounters {
  pagesFetched: number;
  pagesSaved: number;
  coursePages: number;
  listingPages: number;
  errors: number;
  bytesFetched: bigint;
}

export interface CrawlStore {
  createRun(run: NewRun): Promise<CrawlRun>;
  run(id: number): Promise<CrawlRun | null>;
  updateRun(id: number, patch: RunPatch): Promise<void>;
  runStatus(id: number): Promise<RunStatus | null>;
  /** The model versions the run started with. */
  runModels(id: number): Promise<ModelVersions>;
  /** Whether commits may carry journal entries rather than full snapshots (a run one process crawls). */
  readonly keepsJournal: boolean;
  /** The learner state committed so far: the last full snapshot and the journal entries after it, in order. */
  learnerState(runId: number): Promise<LearnerState | undefined>;

  /** The institution a run crawls for (its hosts are in scope), and noting that it was crawled. */
  institution(id: number): Promise<{ hosts: string[] } | null>;
  crawled(institutionId: number, at: Date): Promise<void>;

  activeModel(kind: string): Promise<StoredModel | null>;
  model(kind: string, version: number): Promise<StoredModel | null>;

  /**
   * The run's frontier; leases that expired (or belong to no live worker) count as pending. With a host, only
   * that host's rows, its leased rows counted as pending: the worker holding the host asks, so they are its own
   * (which it knows) or a previous holder's that died.
   */
  loadFrontier(runId: number, host?: string): Promise<LoadedFrontier>;
  /** Queues rows outside a page commit (seeds); URLs already queued are left alone. */
  addFrontier(runId: number, rows: NewFrontierRow[]): Promise<void>;
  /**
   * Claims pending rows for fetching until `until`. Where no other process reads the leases (a run one process
   * crawls, whose resume makes every lease pending again), a store may write them with its next commit.
   */
  lease(runId: number, urls: string[], until: Date): Promise<void>;
  /** Ends a row without fetching it (robots.txt forbids it). */
  skip(runId: number, url: string): Promise<void>;
  /** The final addresses of the run's pages that answered 2xx and the addresses they named as their own: a resumed
   * crawl keeps treating a page fetched under another address (a redirect's target, a folder's other addresses, its
   * canonical address) as fetched. */
  fetchedAddresses(runId: number): Promise<string[]>;
  /** Stores a group of pages atomically when it can; a page whose write fails is recorded as an error row of its
   * own and the rest are stored (one bad page never loses the others). */
  commit(group: CommitGroup): Promise<CommitResult>;
  /** Counted from the stored pages (and written to the run row). */
  counters(runId: number): Promise<RunCounters>;
}
