// What links on the site being crawled lead to, learned during the crawl: for every fetched link, whether it led
// to a course page (the critic's judgement) and whether it led nowhere (an error status, a body that is not a
// page, a page without links). Two online logistic regressions (AdaGrad, hashed sparse features) correct a
// learner's own probabilities of those two outcomes: logit p' = logit p_model + b + w·x, so before any evidence
// the learner's model speaks alone, and a site's evidence moves it only as far as it goes.
// Features are the link's own anchor and URL words, its URL's shape (extension, directory and pattern with
// digits generalised) and the page it sits on (sibling locality: links of one listing lead alike). Not the kind
// of that page: a listing the critic calls a course page would inherit what course pages' homework links did.
import { linkTokens } from '../../features/path-tokens.ts';
import type { ParsedLink } from '../../parse/html.ts';
import type { Kind, LinkContext } from '../../strategies/strategy.ts';

export interface LinkOutcomesJSON {
  kind: 'link-outcomes';
  /** Per outcome: bias and its squared-gradient sum, then (feature, weight, squared-gradient sum) triples as
   * float32, base64: the snapshot is taken at every commit, so it is one string, not thousands of numbers. */
  course: string;
  dead: string;
  observed: number;
}

/** The two outcomes a fetch shows at once. */
export interface Outcome { course: boolean; dead: boolean }

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
    }
  }

  toJSON(): string {
    const out = new Float32Array(2 + 3 * this.weights.size);
    out[0] = this.bias;
    out[1] = this.biasG;
    let i = 2;
    for (const [f, [w, g]] of this.weights) { out[i++] = f; out[i++] = w; out[i++] = g; }
    return Buffer.from(out.buffer).toString('base64');
  }

  static load(encoded: string, rate: number, l2: number): OnlineLogistic {
    const m = new OnlineLogistic(rate, l2);
    const bytes = Buffer.from(encoded, 'base64');
    const values = new Float32Array(new Uint8Array(bytes).buffer);
    m.bias = values[0] ?? 0;
    m.biasG = values[1] ?? 0;
    for (let i = 2; i + 2 < values.length; i += 3) m.weights.set(values[i]!, [values[i + 1]!, values[i + 2]!]);
    return m;
  }
}

export interface LinkOutcomeOptions { rate?: number; l2?: number }

export class LinkOutcomes {
  observed = 0;
  private course: OnlineLogistic;
  private dead: OnlineLogistic;

  constructor(private readonly options: LinkOutcomeOptions = {}) {
    this.course = new OnlineLogistic(options.rate ?? 0.3, options.l2 ?? 0.01);
    this.dead = new OnlineLogistic(options.rate ?? 0.3, options.l2 ?? 0.01);
  }

  /** What a fetched link led to, against what the model expected of it then. */
  observe(features: readonly number[], prior: { course: number; dead: number }, outcome: Outcome): void {
    this.course.update(features, logit(prior.course), outcome.course ? 1 : 0);
    this.dead.update(features, logit(prior.dead), outcome.dead ? 1 : 0);
    this.observed++;
  }

  /** The model's probabilities of the two outcomes, corrected by what this site showed so far. */
  adjust(features: readonly number[], prior: { course: number; dead: number }): { course: number; dead: number } {
    if (!this.observed) return prior;
    let course = sigmoid(logit(prior.course) + this.course.margin(features));
    let dead = sigmoid(logit(prior.dead) + this.dead.margin(features));
    const sum = course + dead;
    if (sum > 1) { course /= sum; dead /= sum; }
    return { course, dead };
  }

  private saved: LinkOutcomesJSON | undefined;

  /** Encoded again only when something was observed since the last time (the crawler asks at every commit). */
  toJSON(): LinkOutcomesJSON {
    if (this.saved?.observed !== this.observed) this.saved = { kind: 'link-outcomes', course: this.course.toJSON(), dead: this.dead.toJSON(), observed: this.observed };
    return this.saved;
  }

  static load(json: LinkOutcomesJSON, options: LinkOutcomeOptions = {}): LinkOutcomes {
    const m = new LinkOutcomes(options);
    m.course = OnlineLogistic.load(json.course, options.rate ?? 0.3, options.l2 ?? 0.01);
    m.dead = OnlineLogistic.load(json.dead, options.rate ?? 0.3, options.l2 ?? 0.01);
    m.observed = json.observed;
    return m;
  }
}

/**
 * A learner's score for a link once the two outcome probabilities are corrected: the mass the model put on the
 * course outcome and on the dead end is replaced by the corrected one, and the rest keeps the model's shares.
 * `values[i]` is what outcome i is worth (a reward, a relevance step), `probabilities[i]` the model's belief.
 */
export function rescaledValue(probabilities: readonly number[], values: readonly number[], courseIndex: number, deadIndex: number, adjusted: { course: number; dead: number }): number {
  let restMass = 0;
  let restValue = 0;
  probabilities.forEach((p, i) => { if (i !== courseIndex && i !== deadIndex) { restMass += p; restValue += p * values[i]!; } });
  const others = values.filter((_, i) => i !== courseIndex && i !== deadIndex);
  const restMean = restMass > 1e-9 ? restValue / restMass : others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
  return adjusted.course * values[courseIndex]! + adjusted.dead * values[deadIndex]! + Math.max(0, 1 - adjusted.course - adjusted.dead) * restMean;
}

/** What a fetched page shows of its link: a course page (the critic's kind), or a dead end (no links at all). */
export function outcomeOf(child: { kind: Kind }, page: { links: readonly unknown[] }): Outcome {
  return { course: child.kind === 'course', dead: child.kind !== 'course' && page.links.length === 0 };
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
