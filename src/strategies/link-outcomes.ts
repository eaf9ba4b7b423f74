// What links on the site being crawled lead to, learned during the crawl: for every fetched link, whether it led
// to a course page (the critic's judgement) and whether it led nowhere (an error status, a body that is not a
// page, a page without links). Two online logistic regressions (AdaGrad, hashed sparse features) correct a
// learner's own probabilities of those two outcomes: logit p' = logit p_model + b + w·x, so before any evidence
// the learner's model speaks alone, and a site's evidence moves it only as far as it goes.
// A third outcome, a hub, is learned the same way where the learner has a state for it (path-crf's listing-link,
// ordinal's layer 1): a link whose page turns out to lead to course pages. The critic shows it at once for a page
// listing links to courses by code; and when a course page is found below a page that is not one, the link that
// led to that page is credited as a hub link too (the way to course pages that hang below people's pages, say, is
// learned from the first one found, and the links beside it are raised).
// Features are the link's own anchor and URL words, its URL's shape (extension, directory and pattern with
// digits generalised) and the page it sits on (sibling locality: links of one listing lead alike). Not the kind
// of that page: a listing the critic calls a course page would inherit what course pages' homework links did.
import { linkTokens } from '../features/path-tokens.ts';
import type { ParsedLink } from '../parse/html.ts';
import type { CrawlStrategy, Json, Kind, LinkContext } from './strategy.ts';
import { TrackedSet } from '../learn/online/tracked.ts';

export interface LinkOutcomesJSON {
  kind: 'link-outcomes';
  /** Per outcome: bias and its squared-gradient sum, then (feature, weight, squared-gradient sum) triples as
   * float32, base64: the snapshot is taken at every commit, so it is one string, not thousands of numbers. */
  course: string;
  dead: string;
  /** The hub outcome (absent in snapshots written before it was learned). */
  hub?: string;
  observed: number;
}

/** The outcomes a fetch shows at once; `hub` only when the page shows whether it leads to course pages. */
export interface Outcome { course: boolean; dead: boolean; hub?: boolean }

/** A learner's own probabilities of the outcomes for a link (`hub` when it has a state for it). */
export interface OutcomePrior { course: number; dead: number; hub?: number }

const space = 1 << 22;
/** FNV-1a into the feature space: collisions are rare at a site's few thousand distinct features. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % space;
}

const clampP = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));
const logit = (p: number) => Math.log(clampP(p) / (1 - clampP(p)));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function urlShape(url: string): string[] {
  try {
    const u = new URL(url);
    const path = u.pathname;
    const last = path.slice(path.lastIndexOf('/') + 1);
    const dot = last.lastIndexOf('.');
    const ext = last === '' ? '/' : dot > 0 ? last.slice(dot + 1).toLowerCase() : 'none';
    const dir = path.slice(0, path.lastIndexOf('/') + 1).replace(/\d+/g, '#');
    const keys = [...new Set(u.searchParams.keys())].sort().join('&');
    return [`x:${ext}`, `d:${u.host}${dir}`, `p:${u.host}${path.replace(/\d+/g, '#')}${keys ? `?${keys}` : ''}`];
  } catch {
    return [];
  }
}

/** The hashed features of a link found on page `from`: its anchor and URL words (not the window's, which are
 * many and say little on one site), its URL's shape and the page it sits on. */
export function outcomeFeatures(link: Pick<ParsedLink, 'url' | 'anchorText'>, from: string): number[] {
  const tokens = linkTokens({ url: link.url, anchorText: link.anchorText });
  return [...new Set([...tokens, ...urlShape(link.url), `in:${from}`].map(hash))];
}

class OnlineLogistic {
  bias = 0;
  private biasG = 0;
  readonly weights = new Map<number, [number, number]>();
  /** Features updated since the last `toJSON` or `journal`. */
  private changed = new Set<number>();

  constructor(private readonly rate: number, private readonly l2: number) {}

  margin(features: readonly number[]): number {
    let z = this.bias;
    for (const f of features) z += this.weights.get(f)?.[0] ?? 0;
    return z;
  }

  /** One AdaGrad step on the log loss of p = σ(offset + margin). */
  update(features: readonly number[], offset: number, y: number): void {
    const g = sigmoid(offset + this.margin(features)) - y;
    this.biasG = Math.fround(this.biasG + g * g);
    this.bias = Math.fround(this.bias - (this.rate * g) / Math.sqrt(this.biasG + 1e-8));
    for (const f of features) {
      const entry = this.weights.get(f) ?? [0, 0];
      const grad = g + this.l2 * entry[0];
      // Kept at float32, as the snapshot stores them: a resumed crawl goes on with exactly these values.
      entry[1] = Math.fround(entry[1] + grad * grad);
      entry[0] = Math.fround(entry[0] - (this.rate * grad) / Math.sqrt(entry[1] + 1e-8));
      this.weights.set(f, entry);
      this.changed.add(f);
    }
  }

  /** Bias, its squared-gradient sum and `features`' triples, encoded. */
  private encode(features: Iterable<number>, count: number): string {
    const out = new Float32Array(2 + 3 * count);
    out[0] = this.bias;
    out[1] = this.biasG;
    let i = 2;
    for (const f of features) {
      const [w, g] = this.weights.get(f)!;
      out[i++] = f; out[i++] = w; out[i++] = g;
    }
    return Buffer.from(out.buffer).toString('base64');
  }

  toJSON(): string {
    this.changed = new Set();
    return this.encode(this.weights.keys(), this.weights.size);
  }

  /** The bias and the weights updated since the last `toJSON` or `journal`, encoded as `toJSON` does. */
  journal(): string {
    const changed = this.changed;
    this.changed = new Set();
    return this.encode(changed, changed.size);
  }

  /** Reads an encoding over what is held: a journal entry over the state before it. */
  replay(encoded: string): void {
    const values = new Float32Array(new Uint8Array(Buffer.from(encoded, 'base64')).buffer);
    this.bias = values[0] ?? 0;
    this.biasG = values[1] ?? 0;
    for (let i = 2; i + 2 < values.length; i += 3) this.weights.set(values[i]!, [values[i + 1]!, values[i + 2]!]);
  }

  static load(encoded: string, rate: number, l2: number): OnlineLogistic {
    const m = new OnlineLogistic(rate, l2);
    m.replay(encoded);
    return m;
  }
}

export interface LinkOutcomeOptions { rate?: number; l2?: number }

export class LinkOutcomes {
  observed = 0;
  private course: OnlineLogistic;
  private dead: OnlineLogistic;
  private hub: OnlineLogistic;

  constructor(private readonly options: LinkOutcomeOptions = {}) {
    this.course = new OnlineLogistic(options.rate ?? 0.3, options.l2 ?? 0.01);
    this.dead = new OnlineLogistic(options.rate ?? 0.3, options.l2 ?? 0.01);
    this.hub = new OnlineLogistic(options.rate ?? 0.3, options.l2 ?? 0.01);
  }

  /** What a fetched link led to, against what the model expected of it then. */
  observe(features: readonly number[], prior: OutcomePrior, outcome: Outcome): void {
    this.course.update(features, logit(prior.course), outcome.course ? 1 : 0);
    this.dead.update(features, logit(prior.dead), outcome.dead ? 1 : 0);
    if (outcome.hub !== undefined && prior.hub !== undefined) this.hub.update(features, logit(prior.hub), outcome.hub ? 1 : 0);
    this.observed++;
  }

  /** Later evidence about a link fetched before: its page turned out to lead to a course page. */
  observeHub(features: readonly number[], priorHub: number): void {
    this.hub.update(features, logit(priorHub), 1);
    this.observed++;
  }

  /** The model's probabilities of the outcomes, corrected by what this site showed so far. */
  adjust(features: readonly number[], prior: OutcomePrior): OutcomePrior {
    if (!this.observed) return prior;
    let course = sigmoid(logit(prior.course) + this.course.margin(features));
    let dead = sigmoid(logit(prior.dead) + this.dead.margin(features));
    let hub = prior.hub === undefined ? 0 : sigmoid(logit(prior.hub) + this.hub.margin(features));
    const sum = course + dead + hub;
    if (sum > 1) { course /= sum; dead /= sum; hub /= sum; }
    return prior.hub === undefined ? { course, dead } : { course, dead, hub };
  }

  private saved: LinkOutcomesJSON | undefined;

  /** Encoded again only when something was observed since the last time (a store without journals asks at every
   * commit). */
  toJSON(): LinkOutcomesJSON {
    if (this.saved?.observed !== this.observed) this.saved = { kind: 'link-outcomes', course: this.course.toJSON(), dead: this.dead.toJSON(), hub: this.hub.toJSON(), observed: this.observed };
    return this.saved;
  }

  /** The weights updated since the last `toJSON` or `journal`, as `toJSON` writes them. */
  journal(): LinkOutcomesJSON {
    return { kind: 'link-outcomes', course: this.course.journal(), dead: this.dead.journal(), hub: this.hub.journal(), observed: this.observed };
  }

  /** A journal entry over the state before it. */
  replay(json: LinkOutcomesJSON): void {
    this.course.replay(json.course);
    this.dead.replay(json.dead);
    if (json.hub !== undefined) this.hub.replay(json.hub);
    this.observed = json.observed;
    this.saved = undefined;
  }

  static load(json: LinkOutcomesJSON, options: LinkOutcomeOptions = {}): LinkOutcomes {
    const m = new LinkOutcomes(options);
    m.course = OnlineLogistic.load(json.course, options.rate ?? 0.3, options.l2 ?? 0.01);
    m.dead = OnlineLogistic.load(json.dead, options.rate ?? 0.3, options.l2 ?? 0.01);
    if (json.hub !== undefined) m.hub = OnlineLogistic.load(json.hub, options.rate ?? 0.3, options.l2 ?? 0.01);
    m.observed = json.observed;
    return m;
  }
}

/**
 * A learner's score for a link once the outcome probabilities are corrected: the mass the model put on the course
 * outcome, on the dead end and (with `hubIndex`) on the hub is replaced by the corrected one, and the rest keeps the
 * model's shares. `values[i]` is what outcome i is worth (a reward, a relevance step), `probabilities[i]` the
 * model's belief.
 */
export function rescaledValue(probabilities: readonly number[], values: readonly number[], courseIndex: number, deadIndex: number, adjusted: OutcomePrior, hubIndex?: number): number {
  const hub = hubIndex !== undefined && adjusted.hub !== undefined ? hubIndex : -1;
  const own = (i: number) => i === courseIndex || i === deadIndex || i === hub;
  let restMass = 0;
  let restValue = 0;
  probabilities.forEach((p, i) => { if (!own(i)) { restMass += p; restValue += p * values[i]!; } });
  const others = values.filter((_, i) => !own(i));
  const restMean = restMass > 1e-9 ? restValue / restMass : others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
  const hubMass = hub >= 0 ? adjusted.hub! : 0;
  return adjusted.course * values[courseIndex]! + adjusted.dead * values[deadIndex]! + (hub >= 0 ? hubMass * values[hub]! : 0) +
    Math.max(0, 1 - adjusted.course - adjusted.dead - hubMass) * restMean;
}

/** What a fetched page shows of its link: a course page (the critic's kind), a dead end (no links at all), and
 * whether it is a hub when the page shows it: yes for a page that is not a course page but lists courses by link
 * (the critic's listing, or links whose text starts with a course code), no for a dead end; any other page may
 * still turn out to be one when a course page is found below it (creditHub), so it says nothing yet. */
export function outcomeOf(child: { kind: Kind; courseLinks?: number }, page: { links: readonly unknown[] }): Outcome {
  const course = child.kind === 'course';
  const dead = !course && page.links.length === 0;
  if (dead) return { course, dead, hub: false };
  if (!course && (child.kind === 'listing' || (child.courseLinks ?? 0) > 0)) return { course, dead, hub: true };
  return { course, dead };
}

/** The outcome features of queued links, read from their frontier context (anchor, URL, the page they were found
 * on and its kind) and kept per link and page in memory: rescoring the frontier reads them again and again. */
export class LinkFeatures {
  private readonly cache = new Map<string, number[]>();

  ofLink(link: Pick<ParsedLink, 'url' | 'anchorText'>, from: string): number[] {
    const key = `${link.url}\n${from}`;
    let f = this.cache.get(key);
    // The frontier keeps 500 characters of an anchor: read as much here, so a resumed crawl reads the same.
    if (!f) this.cache.set(key, (f = outcomeFeatures({ url: link.url, anchorText: link.anchorText.slice(0, 500) }, from)));
    return f;
  }

  of(url: string, link: LinkContext): number[] {
    return this.ofLink({ url, anchorText: link.anchorText }, link.path.at(-1)?.url ?? '');
  }
}

/** What a page's links carry for the hub credit: the outcome features of the link that led to the page and the
 * learner's hub probability for it then. */
export interface HubTrail { f: number[]; p: number }

/**
 * The hub credit: a course page was found by `link`, on a page the critic did not call a course page or a
 * listing (a person's page, a department's): the link that led to that page (its trail, kept with each of the
 * page's links) is taught as a hub link, once per page, so the links like it wherever they wait are raised.
 */
export function creditHub(outcomes: LinkOutcomes, credited: { has(url: string): boolean; add(url: string): unknown }, link: LinkContext, trail: HubTrail | undefined): void {
  const from = link.path.at(-1);
  if (!trail || !from || from.kind !== 'other' || credited.has(from.url)) return;
  credited.add(from.url);
  outcomes.observeHub(trail.f, trail.p);
}

/** What a learner keeps in its snapshot: the outcome models and the pages already credited as hubs. */
export interface OutcomeSnapshot { outcomes: LinkOutcomesJSON; credited: string[] }

/** What it learned since the last snapshot or journal entry. */
export interface OutcomeJournal { outcomes: LinkOutcomesJSON; credited: string[] }

/** Reads a snapshot, also one written before the hub credit (the bare outcome models), and the journal after it. */
export function loadOutcomeSnapshot(snapshot: OutcomeSnapshot | LinkOutcomesJSON, journal: readonly OutcomeJournal[] = []): { outcomes: LinkOutcomes; credited: TrackedSet } {
  const old = 'kind' in snapshot && snapshot.kind === 'link-outcomes';
  const outcomes = LinkOutcomes.load(old ? snapshot : (snapshot as OutcomeSnapshot).outcomes);
  const credited = new TrackedSet(old ? [] : (snapshot as OutcomeSnapshot).credited);
  for (const e of journal) {
    outcomes.replay(e.outcomes);
    for (const url of e.credited) credited.add(url);
  }
  credited.drain();
  return { outcomes, credited };
}

/**
 * What a trained strategy learns of the site it crawls, shared by path-crf and ordinal: per link, what the link
 * led to (a course page, a hub, a dead end) corrects its prior, hubs credit the link that led to them, and both
 * go with the crawl's snapshots. `stateOf` reads a queued link's state; `prior` gives its outcome prior.
 */
export class SiteOutcomes<S extends { h?: HubTrail }> {
  outcomes = new LinkOutcomes();
  private credited = new TrackedSet();
  readonly features = new LinkFeatures();

  constructor(private readonly stateOf: (link: LinkContext) => S | undefined, private readonly prior: (state: S) => OutcomePrior) {}

  /** What the link to `url` led to. */
  observe(url: string, link: LinkContext, outcome: Outcome): void {
    const s = this.stateOf(link);
    if (!s || !link.path.length) return;
    this.outcomes.observe(this.features.of(url, link), this.prior(s), outcome);
    if (outcome.course) creditHub(this.outcomes, this.credited, link, s.h);
  }

  /** The learner hooks: a judged child page, a link that led to no page, snapshots and journals. */
  hooks(): Pick<CrawlStrategy, 'feedback' | 'failed' | 'snapshot' | 'journal' | 'restore'> {
    return {
      feedback: (child, link, page, ctx) => this.observe(ctx.path.at(-1) ?? page.url, link, outcomeOf(child, page)),
      failed: (link, url) => this.observe(url, link, { course: false, dead: true, hub: false }),
      snapshot: () => {
        this.credited.drain();
        return ({ outcomes: this.outcomes.toJSON(), credited: [...this.credited] } satisfies OutcomeSnapshot) as unknown as Json;
      },
      journal: () => ({ outcomes: this.outcomes.journal(), credited: this.credited.drain() } satisfies OutcomeJournal) as unknown as Json,
      restore: (snapshot, journal = []) => {
        ({ outcomes: this.outcomes, credited: this.credited } = loadOutcomeSnapshot(snapshot as unknown as OutcomeSnapshot | LinkOutcomesJSON, journal as unknown as OutcomeJournal[]));
      },
    };
  }
}
