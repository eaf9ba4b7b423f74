// chakrabarti's apprentice, learning the site in front of it while it crawls. The critic (src/strategies/critic.ts:
// the recogniser, with a strategy's own page judgement beside it) judges every fetched page v; the link u→v that
// led there becomes an instance ⟨features of the link, the critic's class of u⟩ → low/high (v a course page or
// not). Features are the paper's DOM-offset terms around the link (|d| ≤ d_max) and, beyond the paper, the shapes
// of its address and where it points from u (src/features/link-features.ts), and whether it leads to a person's
// home page from a page of u's kind. A two-bucket naive Bayes takes the instances in batches every few pages.
// A link's priority starts from a prior: the wrapped strategy's own priority (the forest's predicted link
// distance), the generic link prior (src/strategies/link-prior.ts: course codes in the link, course-list words),
// or both. What the naive Bayes has learned is added to the prior's log-odds (its features' evidence, the class
// balance aside), weighted in as instances accumulate, so links it knows nothing about keep their prior order.
// Beyond the paper, learned live:
// - hub credit: when a page turns out to link to course pages, the link that led to it is taught as a good link
//   too, so the learner learns the way to course lists (a "Classes" link, an instructor's home page), not only
//   the last step;
// - co-citation: once links of one DOM region (a list or table on one page) or of one URL pattern have led mostly
//   to course pages, the other links of that region or pattern are raised wherever they wait in the frontier;
// - people's web space: once the course pages found sit in several people's own folders (/~jdoe/, /users/jdoe/),
//   the site keeps its courses where its teachers keep their pages, and links to its people (a "Faculty" or
//   "Personal Pages" directory, a person's home page) are raised, and such a directory passes its promise whole to
//   each home page it lists: the course lists of a 1990s department site list a part of its courses, its
//   teachers' and assistants' home pages the rest;
// - dead links: once most of the followed links of one page have led to no page (404, not HTML), three at
//   least, that page's other queued links are lowered (an outdated list of papers or of last year's pages costs
//   a fetch per link otherwise); so are links whose address has the shape (host, depth, ending) of mostly dead
//   ones (an old site's people's bare folders, /~jdoe, that answer 404 where /~jdoe/jdoe.html is the page);
// - gates: once most links of one address pattern ended at a login page (a redirect that names where it came
//   from, or one robots.txt disallows), two at least, the pattern's other links are lowered (a learning
//   platform's course names lead to its login, their summary links to the courses);
// - moved course pages: a link named for a course (its code in its text or address) into a person's folder that
//   answers 404 says the course was taught there; its page has mostly moved within that folder (a list of
//   sections links /~jdoe/cs302.html, the teacher keeps /~jdoe/cs302/), so links to that person's home page are
//   raised wherever they wait or turn up;
// - a course's material: once a course page is found in a folder named for its course (/~cs302/, /cs395t/96F/),
//   links to the folder's other pages and below it (handouts, solutions, labs) are lowered wherever they wait or
//   turn up: the naive Bayes learns the course code in their addresses as a course page's, and would raise them;
// - a dry folder: once three pages in a row fetched in a person's folder were no course page or list, the
//   folder's other links keep half their priority until a course page turns up there (the learner raises a
//   teacher's whole folder for the teacher's courses).
// Every batch the whole frontier is rescored with what the naive Bayes now knows. The wrapped strategy's
// demotions (print views, barren patterns) stay. Each queued link carries its instance with its frontier row,
// and the naive Bayes and the yields are in the snapshot (and what changed since, in the journal), so a resumed
// crawl goes on with what it had learned. What it knows of the site beside the naive Bayes, and what that takes off
// or adds to a link's priority, is in apprentice/site-knowledge.ts; what it reads from addresses in
// apprentice/addresses.ts.
import { linkOffsets, defaultDMax } from '../features/dom-offsets.ts';
import { linkFeatures } from '../features/link-features.ts';
import { TwoBucketNaiveBayes, type NaiveBayesJSON } from '../learn/naive-bayes.ts';
import { forest } from './forest.ts';
import { criticJudge, codesForChildren, type CourseJudgement } from './critic.ts';
import { linkPrior, linkSignals, type LinkSignals } from './link-prior.ts';
import type { ParsedLink, ParsedPage } from '../parse/html.ts';
import { findCourseCode } from '../extract/shapes.ts';
import { namesDocument } from '../crawl/urls.ts';
import type { CrawlStrategy, Json, Judgement, Kind, LinkContext, PageContext, PathStep, Priority, QueuedLink, StrategyModule } from './strategy.ts';
import { priorityOf, stateOf } from './strategy.ts';
import { codeKeysIn, codeKey, courseFolderOf, gateOf, homePageAt, ownerOf, patternOf, queryCodesOf, recordIdsOf, shapeOf, slotOf } from './apprentice/addresses.ts';
import { SiteKnowledge, type PeopleLink, type SiteJournal, type SiteSnapshot } from './apprentice/site-knowledge.ts';

export { courseFolderOf } from './apprentice/addresses.ts';
export { materialShare } from './apprentice/site-knowledge.ts';

export type PriorKind = 'strategy' | 'links' | 'both';

export interface ApprenticeOptions {
  dMax?: number;
  /** Judged pages between updates of the naive Bayes. */
  batchPages?: number;
  /** Fetches between rescorings of the whole frontier with what the naive Bayes has learned. */
  rescoreEvery?: number;
  /** Instances after which the naive Bayes' evidence counts in full. */
  priorStrength?: number;
  /** Co-citation: added to a link's priority when its region or pattern has led to course pages. */
  coBoost?: number;
  /** Where a link's prior comes from: the wrapped strategy's priority, the generic link prior, or their mean. */
  prior?: PriorKind;
  /** Teach the link that led to a page as good when the page links to course pages. */
  hubCredit?: boolean;
  /** The naive Bayes' evidence is bounded to ± this, in log-odds: its features are far from independent. */
  maxEvidence?: number;
  /** Lower the queued links of a page whose followed links led to no page. */
  deadLinks?: boolean;
  /** Lower the links into the folder of a course page found (its material). */
  material?: boolean;
  /** Raise links to people once the course pages found sit in people's own folders. */
  people?: boolean;
  /** Name the strategy reports. */
  name?: string;
}

/** Cost and instances of apprentices in this process, for bench/harvest (each crawl adds to it). */
export const apprenticeProbe = {
  updateMs: 0,
  featureMs: 0,
  /** Rescoring queued links with what was learned since they were queued. */
  rescoreMs: 0,
  /** Writing the learned state for the crawl's snapshots (the wrapped strategy's own included). */
  snapshotMs: 0,
  pages: 0,
  onInstance: undefined as ((features: string[], high: boolean, site: string) => void) | undefined,
  /** Instances given to onInstance carry terms up to this offset (the apprentice itself uses its own dMax). */
  recordDMax: 0,
};

/** The features of an instance within |d| <= dMax (features without an offset always). */
export function withinDMax(features: readonly string[], dMax: number): string[] {
  return features.filter((f) => {
    const colon = f.indexOf(':');
    const d = Number(f.slice(0, colon));
    return colon <= 0 || Number.isNaN(d) || Math.abs(d) <= dMax;
  });
}

const highRelevance = 0.5;
/** Terms of a leaf beside a link that become features: the nearest ones. */
const termsPerLeaf = 5;
const focusMargin = 0.3;
/** Pages between checkpoints of the naive Bayes for snapshots (and prunings of its features). */
const checkpointEvery = 25;
/** The naive Bayes keeps at most this many features (beyond, those seen once go): its state is in every snapshot. */
const maxVocabulary = 30_000;
/** The whole frontier is rescored every `base` fetches at first, then half as often each time the crawl has judged
 * `rescoreGrowth` times the current interval more pages: the naive Bayes moves most while it has seen little, and a
 * frontier that grows with the crawl costs less to rescore as its evidence settles. Links coming to the top of
 * their host's queue are still rescored at every pick. */
const rescoreGrowth = 8;
export function rescoreInterval(base: number, judged: number): number {
  let every = base;
  while (judged >= rescoreGrowth * every) every *= 2;
  return every;
}
/** A queued link's priority is rewritten when what was learned moves it at least this much. */
const rescoreTolerance = 0.02;
/** Site-wide navigation around a link (a link's ancestors name a template block by its HTML5 tag whatever its own
 * markup: src/parse/landmarks.ts). */
const sitewideTags = new Set(['nav', 'header', 'footer', 'aside', 'menu']);
/** A demoted link's priority (a wrapped strategy's demotions lie in -1..-0.9): a variant of its linking page. */
const variantPriority = -0.95;
/** What a link passes on to the links of the page it led to, as their prior's floor. */
const inheritance = 0.8;
/** A page passes on its link's promise in full to at most this many links of its own. */
const sharedAmong = 12;
/** Hub credit carries the parent link's features nearest the link only (its text, its neighbours, its address). */
const hubDMax = 1;
/** Links named for people count as a directory of them on pages at most this many clicks from the seed: the
 * department's directories are near its front page; deeper in, a research group's "People" page lists its
 * students and visitors, who keep few courses. Over fourteen perturbed crawls of each webkb-dev site, the median
 * fetches to 90% recall went from 149.5 to 135.5 (texas) and from 424 to 387.5 (wisconsin) with the limit. */
const directoryDepth = 2;

/** What a queued link carries for the apprentice; the wrapped strategy's own per-link state rides along in `c`. */
interface ApprenticeLinkState {
  /** The instance's features. */
  f: string[];
  /** Terms beyond d_max, kept only while instances are recorded for bench/harvest's d_max figure. */
  w?: string[];
  /** The prior the link was given (the wrapped strategy's priority, the link prior, or both). */
  q: number;
  /** The DOM region (page URL # list or table) the link sits in, if any. */
  r?: string;
  /** The codes of the single course the linking page is about (its children about that course are repeats); empty
   * for one course's page whose code was not read. */
  k?: string[];
  /** The features of the link that led to the linking page, for hub credit. */
  h?: string[];
  /** The DOM region of the link that led to the linking page, for hub credit. */
  g?: string;
  /** The same one step further up (the link to the page that led to the linking page), for hub credit. */
  h2?: string[];
  g2?: string;
  /** The link leads to people: a directory of them ('d'), a list of students ('s'), a person's home page ('h'), or
   * a home page on a list of students ('m', raised only where the person's course page moved). */
  p?: PeopleLink;
  c?: Json;
  /** The page the link was offered on, where these features are not those of the context's last page: an offer
   * from another page that came to weigh more (see `a`). */
  u?: string;
  /** That page's kind. */
  j?: Kind;
  /** The link as other pages offered it (at most `maxOffers`), weighed again at every rescoring: a link's best
   * offer when it was made need not stay its best as the learner learns. */
  a?: ApprenticeLinkState[];
}
/** A list of courses is the way to them when it links at least this many courses (`waysToCourses`: by a code in the
 * link's text, before it or in its address, or in its table row), and at least this share of the codes it lists. A programme's requirements list
 * a dozen courses by code and link a few, to courses a department's list links too: learned as the way to
 * courses, one programme page taught that its forty siblings were, and they came before the department lists
 * beside them. On the generated catalogs with programmes (sites 1 to 10), `online` needed 550 fetches to 90%
 * recall in all with the rule, 607 without (programmes-4: 74 and 107, the oracle 72); webkb-dev and the
 * people-folders sites the same. A person's page linking the three courses it names is such a way. */
const minLinked = 3;
const linkedShare = 0.5;
/** Offers of one link kept besides the one its context holds. */
const maxOffers = 2;
interface Instance { features: string[]; high: boolean }
/** The apprentice's state in a snapshot: the site's knowledge beside the naive Bayes and the wrapped strategy's. */
interface ApprenticeSnapshot extends SiteSnapshot {
  /** The naive Bayes as of its last checkpoint, the instances it took since, and those not yet taken. */
  nb: NaiveBayesJSON; since: Instance[]; batch: Instance[]; judged: number;
  critic?: Json;
}
/** What the apprentice changed since its last snapshot or journal entry: the naive Bayes' instances and prunings
 * (null) in order, what the site's knowledge changed, and the wrapped strategy's own journal (or snapshot, without
 * one). */
interface ApprenticeJournal extends SiteJournal {
  nb: (Instance | null)[]; batch: Instance[]; judged: number;
  critic?: Json;
}

const stateOfLink = (context: LinkContext) => context.state as unknown as ApprenticeLinkState | undefined;
/** The page a fetched link was offered on and its kind: the context's last page, or the other page whose offer
 * came to weigh more. */
const offeredOn = (link: LinkContext, ctx: PageContext): { url: string | undefined; kind: Kind | undefined } => {
  const s = stateOfLink(link);
  return s?.u !== undefined ? { url: s.u, kind: s.j } : { url: ctx.path.at(-2), kind: ctx.parent?.kind };
};
/** The link's context as the wrapped strategy queued it (its own state, not the apprentice's). */
const forInner = (context: LinkContext): LinkContext => {
  const s = stateOfLink(context);
  const { state: _state, ...rest } = context;
  return s?.c === undefined ? rest : { ...rest, state: s.c };
};
/** One course's page's record keys: its code as the page shows it (read, or in its first heading), or else as its
 * address names it: its query's (`programa.aspx?codAsig=NUT1601`, a guía titled by its course's name alone), or its
 * path's when that names one code only (`/cursos/SAL1567.html`). None for a page of several courses. */
const recordKeys = (child: Judgement, page: ParsedPage | undefined, url: string): string[] => {
  const c = child as Partial<CourseJudgement>;
  if ((c.courses ?? 1) > 1) return [];
  const code = c.codes?.[0] ?? (page ? findCourseCode(page.$('h1').first().text()) : undefined);
  if (code) return [codeKey(code)];
  const inQuery = queryCodesOf(url);
  if (inQuery.length) return inQuery;
  const inPath = new Set(codeKeysIn(url));
  return inPath.size === 1 ? [...inPath] : [];
};
const logit = (p: number) => Math.log(Math.min(0.999, Math.max(0.001, p)) / (1 - Math.min(0.999, Math.max(0.001, p))));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * An apprentice over `inner`, the strategy whose page judgement joins the critic and whose priorities may be the
 * prior (undefined: the critic is recognition alone and the prior the link prior).
 */
export function createApprentice(inner: CrawlStrategy | undefined, options: ApprenticeOptions = {}): CrawlStrategy {
  const dMax = options.dMax ?? defaultDMax;
  const batchPages = options.batchPages ?? 1;
  const rescoreEvery = options.rescoreEvery ?? 20;
  const priorStrength = options.priorStrength ?? 20;
  const coBoost = options.coBoost ?? 0.5;
  const priorKind: PriorKind = inner ? options.prior ?? 'strategy' : 'links';
  const hubCredit = options.hubCredit ?? true;
  const maxEvidence = options.maxEvidence ?? 4;
  const people = options.people ?? true;
  const materialFolders = options.material ?? true;
  const site = new SiteKnowledge({ coBoost, deadLinks: options.deadLinks ?? true, people });
  let nb = new TwoBucketNaiveBayes();
  // The model's state for snapshots is rewritten every `checkpointEvery` pages only; the instances in between go
  // with the snapshot as they are (a store without journals takes a snapshot at every commit).
  let checkpoint = nb.toJSON();
  let since: Instance[] = [];
  let batch: Instance[] = [];
  let judged = 0;
  /** What the naive Bayes took since the last snapshot or journal entry, in order; null where it was pruned. */
  let nbLog: (Instance | null)[] = [];

  const wide = apprenticeProbe.recordDMax > dMax;
  const classOf = (j: Judgement) => [`u:${j.kind}`, `u:${j.relevance >= highRelevance ? 'high' : 'low'}`];
  /** What a link's words say (a course code, course-list words) depends on the page it is on: on a course page they
   * mostly name the course's own material ("Course Overview", "CS 302 Labs"), elsewhere the way to course pages.
   * Learned as one feature, the material's many links taught that list words lead nowhere, and the learner
   * lowered a department's "Courses offered". Over fourteen perturbed crawls of each webkb-dev site, the median
   * fetches to 90% recall stayed 122.5 (texas) and went from 303 to 297 (wisconsin) with them apart. */
  const ofLinkingPage = (features: string[], j: Judgement) => (j.kind === 'course' ? features.map((f) => (f.startsWith('a:') ? `${f}@course` : f)) : features);
  const innerCtx = (ctx: PageContext): PageContext => ({ ...ctx, link: forInner(ctx.link) });

  /** The prior and the naive Bayes' evidence, in log-odds; a demoted link (negative prior) keeps its place. */
  const combine = (prior: number, features: string[]): number => {
    if (prior < 0) return prior;
    const ready = nb.bucketSize(0) > 0 && nb.bucketSize(1) > 0;
    if (!ready) return prior;
    const weight = Math.min(1, nb.instances / priorStrength);
    const evidence = Math.max(-maxEvidence, Math.min(maxEvidence, nb.evidence(features)));
    return sigmoid(logit(prior) + weight * evidence);
  };
  /** A queued link's priority from one offer of it: its prior and features, where it leads, and the page it was
   * offered on (the context's last page unless the offer says another). */
  const weigh = (offer: ApprenticeLinkState, link: { url: string; context: LinkContext }, q = offer.q): number => {
    const on: PathStep | undefined = offer.u !== undefined ? { url: offer.u, kind: offer.j ?? 'other', relevance: 0 } : link.context.path.at(-1);
    return (combine(q, offer.f) + site.boost(link.url, offer.r) + site.peopleBoost(offer.p, link.url)) * site.aliveShare(on?.url, link.url) * site.placeShare(link.url) * site.recordShare(link.url, on?.url, offer.k !== undefined) * site.listShare(offer.p, on);
  };
  const priorOf = (given: Priority | undefined, link: { url: string; anchorText: string }, signals: LinkSignals, from: CourseJudgement | Judgement, fromUrl: string, inherited: number): number => {
    const fromInner = given === undefined ? 0 : priorityOf(given);
    // The linking page again (its print view, its copy in another language or for another year) waits behind every
    // other link, whatever the naive Bayes learns of the page it repeats.
    if (signals.variant) return Math.min(fromInner, variantPriority);
    if (priorKind === 'strategy') return fromInner;
    const c = from as Partial<CourseJudgement>;
    const shape = Math.max(inherited, linkPrior(link, { url: fromUrl, kind: from.kind, relevance: from.relevance, courseLinks: Math.max(c.courseLinks ?? 0, c.courses ?? 0) }, signals));
    if (priorKind === 'links' || fromInner < 0) return priorKind === 'links' ? shape : fromInner;
    return (Math.min(1, Math.max(0, fromInner)) + shape) / 2;
  };

  /** The naive Bayes takes an instance (kept for the snapshot and the journal). */
  const train = (x: Instance) => {
    nb.add(x.features, x.high);
    since.push(x);
    nbLog.push(x);
  };
  /** Every `checkpointEvery` pages the naive Bayes is pruned and its state for snapshots rewritten. */
  const checkpointNb = () => {
    nb.prune(maxVocabulary);
    checkpoint = nb.toJSON();
    since = [];
    nbLog.push(null);
  };
  /** A link's signals on its page, read for the page's outcome (a list of courses) and again for its priority. */
  const knownSignals = new WeakMap<ParsedLink, LinkSignals>();
  const signalsOf = (link: ParsedLink, pageUrl: string): LinkSignals => {
    let s = knownSignals.get(link);
    if (!s) knownSignals.set(link, (s = linkSignals(link, pageUrl)));
    return s;
  };
  /** A page the critic calls a list of courses leads to them: it links enough of the courses it lists. A course is
   * linked by a link that names its code, or by any link in the table row or list item that does ("CH 210 |
   * Organic Chemistry | 4 | Syllabus (PDF)", the file named by a number). */
  const waysToCourses = (child: Judgement, page: ParsedPage): boolean => {
    let named = 0;
    for (const l of page.links) {
      const s = signalsOf(l, page.url);
      if (s.codeInText || s.codeInUrl || s.codeBefore) named++;
    }
    const listed = (child as Partial<CourseJudgement>).codes?.length ?? 0;
    const enough = (linked: number) => linked >= minLinked && linked >= linkedShare * listed;
    if (enough(named)) return true;
    // Only then the rows (a walk of the page's tables and lists). Not by the codes the recogniser read from a
    // plan's own "Código" column (833815): es-universidad sites 1-10 went 3,062 -> 2,725 fetches with them, but its
    // sites 11-20 from a median 1.60x to 1.85x, the hub credit that then reached each degree's page raising its tabs.
    let rows = 0;
    page.$('tr, li').each((_, el) => {
      const row = page.$(el);
      if (row.find('a[href]').length === 0) return;
      // A row's cells one by one: its text runs them together ("CS 201Organic Chemistry").
      const texts = el.tagName === 'tr' ? row.children().toArray().map((c) => page.$(c).text()) : [row.text()];
      if (texts.some((t) => findCourseCode(t) !== undefined)) rows++;
    });
    return enough(rows);
  };
  /** A page that links, in its own content, a page proven a way to course pages (not one above it or on the way
   * the crawl came) is a way too: a degree's page whose plan of study the crawl reached first by another link.
   * Learned low instead (it led to nothing new), es-universidad-74's degree pages sank to 0.006 and the two whose
   * plans no other page linked came at fetches 330 and 477. With the two record rules below: es-universidad 1-30
   * 6,661 -> 6,374 fetches to 90% recall (sites 20, 21, 28 about -90 each; site 1 +11), sites 71-74 (never looked at
   * before) 988 -> 883 (site 74 292 -> 166); every other family's sites 1-2, 51-54 and 61-64 the same, webkb-dev's
   * medians 132 and 268 -> 132 and 267.5. */
  const linksWayBelow = (url: string, links: readonly ParsedLink[], path: readonly string[]): boolean => {
    const folder = url.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
    return links.some((l) => site.credited.has(l.url) && l.url !== url && !path.includes(l.url)
      && !l.context.ancestors.some((a) => sitewideTags.has(a)) && !folder.startsWith(l.url.replace(/[?#].*$/, '').replace(/[^/]*$/, '')));
  };
  /** Hub credit, once per page: the link that led to a page proven a way to course pages is taught as a good link.
   * The list it was found in is a list of ways to courses (a faculty's degrees, each a plan of study whose guías the
   * critic cannot count as a way), and so are its siblings' addresses: their other links are raised as co-cited
   * links are (no region given: a list on the seed, which the caller leaves out). A way already counted when it was
   * fetched (its link was a good one) is not counted twice. */
  const creditWay = (url: string, features: string[], region: string | undefined) => {
    site.credited.add(url);
    batch.push({ features, high: true });
    creditPlace(url, region);
  };
  /** A way's list (if given) and its place among its siblings count one more way to courses. The place is its slot,
   * or for an address with a query, its pattern (the parameters' names: `titulacion.jsp?tit=720` beside
   * `titulacion.jsp?tit=642`; its tabs, `?sec=normativa&tit=642`, apart). es-universidad sites 1 to 30, one fetch
   * slot: 7,302 -> 7,098 fetches to 90% recall (site 14 357 -> 233, site 8 308 -> 394), sites 51 to 54 833 -> 807;
   * lms-catalog 1 to 20 2,269 -> 2,257; webkb-dev and every family's sites 1 and 2 the same; the other families' sites
   * 51 to 54 the same but cms-finder-51 (131 -> 136), courseleaf-like-54 (12 -> 13) and lms-catalog-52 (131 -> 124). */
  const creditPlace = (url: string, region?: string) => {
    const place = slotOf(url) || (url.includes('?') ? patternOf(url) : '');
    for (const y of [region ? site.yieldOf(site.regions, region) : undefined, place ? site.yieldOf(site.patterns, place) : undefined]) {
      if (y) y.hits = Math.min(y.fetched, y.hits + 1);
    }
  };
  /** What the link to a fetched URL led to, learned: its features are one more instance of good or bad links. */
  const learn = (child: Judgement, link: LinkContext, ctx: PageContext, page: ParsedPage | undefined, linkOnly = false): void => {
    const alive = page !== undefined;
    const started = performance.now();
    /** The page's instances go to the naive Bayes once a batch is full. */
    const finishBatch = () => {
      if (++judged % batchPages === 0) {
        for (const x of batch) train(x);
        batch = [];
      }
      if (judged % checkpointEvery === 0) checkpointNb();
      apprenticeProbe.updateMs += performance.now() - started;
      apprenticeProbe.pages++;
    };
    const info = stateOfLink(link);
    const url = ctx.path.at(-1)!;
    const on = offeredOn(link, ctx);
    const from = on.url;
    if (alive && people && homePageAt(url)) {
      const owner = ownerOf(url);
      if (owner !== undefined) site.homesVisited.add(owner);
    }
    for (const y of linkOnly ? [] : [from === undefined ? undefined : site.yieldOf(site.sources, from), site.yieldOf(site.shapes, shapeOf(url))]) {
      if (!y) continue;
      y.fetched++;
      if (alive) y.hits++;
    }
    // A redirect to where robots.txt keeps this crawler out (linkOnly), to a login page that names this address to
    // come back to, or to a page another address's redirect ended at already, is a gate: the links of its address
    // pattern mostly end there too.
    const redirected = page !== undefined && page.url !== url;
    const gated = linkOnly || (redirected && (gateOf(url, page.url) || site.ends.has(page.url)));
    if (redirected) site.ends.add(page.url);
    const wall = site.yieldOf(site.walls, patternOf(url));
    wall.fetched++;
    if (!gated) wall.hits++;
    if (info?.f) {
      // A good link leads to course content: a course page, or a list of links to course pages (matsunaga's
      // A-type page, the way to them; not a table that lists courses and links few of them). Counted low, a pager
      // or department link would be learned as a bad one until hub credit caught up, and the learner would leave a
      // catalog's lists for its site-wide navigation.
      // A document (PDF, Word) of one course whose code a course page found holds already is that course's guía
      // beside its page, not one more course: counted as found, its links were learned good and co-cited, and
      // es-universidad-74 fetched each course's PDF after its page (166 -> 198 fetches to 90% recall without this).
      const docKeys = child.kind === 'course' && namesDocument(url) ? recordKeys(child, page, url) : [];
      const coursePage = child.kind === 'course' && child.relevance >= highRelevance && !docKeys.some((k) => (site.records.get(k) ?? 0) > 0);
      const high = coursePage || (child.kind === 'listing' && waysToCourses(child, page!));
      const owner = coursePage ? ownerOf(url) : undefined;
      const personal = people && !homePageAt(url) ? ownerOf(url) : undefined;
      if (personal !== undefined) site.dry.set(personal, high ? 0 : (site.dry.get(personal) ?? 0) + 1);
      if (coursePage) {
        site.found.add(url);
        site.courses++;
        for (const id of recordIdsOf(url)) site.records.set(id, (site.records.get(id) ?? 0) + 1);
        // One course's page marks its code too, as the page shows it (read, or in its first heading), or else as its
        // address's query names it (a guía titled by its course's name alone). es-universidad sites 1 to 10, one
        // fetch slot: 2,634 -> 2,593 fetches to 90% recall (site 6 306 -> 265: each guía's download beside its
        // page); sites 11 to 20 2,343 -> 2,356 (site 16 152 -> 165), 21 to 30 the same; every other family's bench
        // sites and webkb-dev the same.
        for (const key of recordKeys(child, page, url)) site.records.set(key, (site.records.get(key) ?? 0) + 1);
        const courseFolder = materialFolders ? courseFolderOf(url) : undefined;
        if (courseFolder) site.folders.add(courseFolder);
      }
      if (owner) {
        site.owned++;
        site.owners.add(owner);
      }
      batch.push({ features: info.f, high });
      apprenticeProbe.onInstance?.(info.w ? [...info.f, ...info.w] : info.f, high, new URL(url).host);
      if (linkOnly) {
        // Only the link's own features learn from it: its page, its list and its address's kin may hold links that
        // lead where this crawler may go (a course's "Summary" beside its name link that redirects to a login).
        finishBatch();
        return;
      }
      for (const y of [info.r ? site.yieldOf(site.regions, info.r) : undefined, site.yieldOf(site.patterns, patternOf(url))]) {
        if (!y) continue;
        y.fetched++;
        if (high) y.hits++;
      }
      // A slot counts the ways to courses among its pages (not course pages: a folder of courses' pages holds their
      // material too).
      const slot = slotOf(url);
      if (slot) {
        const y = site.yieldOf(site.patterns, slot);
        y.fetched++;
        if (high && !coursePage) y.hits++;
      }
      // The page that linked here links to a course page: the link that led to it was a good one too.
      const hub = on.url;
      if (hubCredit && high && hub && info.h && on.kind !== 'course') {
        // A page its critic took for none of the way (a list of course titles without codes, its next page) proves
        // a way to courses with each one found through it: pages of its address pattern (the list's other pages)
        // are raised as a list's are.
        if (on.kind === 'other') site.yieldOf(site.patterns, patternOf(hub)).hits++;
        if (!site.credited.has(hub)) {
          // A list on the seed is no list of ways: the front page's lists are the site's sections ("Classes",
          // "People", "Research"), and one that leads to courses says nothing of the others. Credited, a 1997
          // department's other sections came before its teachers' pages (webkb-dev, fourteen perturbed crawls each,
          // median fetches to 90% recall 135 -> 129.5 texas, 264.5 -> 260 wisconsin without; every generated family's
          // sites the same). The link's path runs from the seed to the hub (when the hub is the page the link was
          // found on): the hub's list is on the seed when it holds two pages, the list one step up when it holds three.
          const seedList = (pages: number) => info.u === undefined && link.path.length === pages;
          creditWay(hub, info.h, seedList(2) ? undefined : info.g);
          // The page that led to the hub is a way too, one step further up: a degree's page whose plan of study (a
          // page of its own, its guías named by number and title) is the hub, in a centre's list of degrees. Its
          // link, its list and its slot are credited once, as the hub's are. Not above a person's home page, where
          // the people rules say where courses are: credited there, a department's other lists rose (webkb-dev,
          // eight perturbed crawls each, median fetches to 90% recall: texas 141 -> 143.5, wisconsin 265 -> 275.5;
          // without: 138 and 265.5). es-universidad sites 1-9, one fetch slot: 2,525 -> 2,204 fetches.
          const up = info.u === undefined && !homePageAt(hub) ? link.path.at(-2) : undefined;
          if (info.h2 && up && up.kind !== 'course' && !site.credited.has(up.url)) creditWay(up.url, info.h2, seedList(3) ? undefined : info.g2);
          // Further up, the pages on the way are ways too, by their place among their siblings only (their links'
          // features are not kept): a faculty's page above a degree's above its plan, in a list of faculties.
          // Not the seed's sections (the path's first step), a course page or a person's home page; once each.
          // es-universidad-64 (never looked at before): 338 -> 267 fetches to 90% recall (its faculties'
          // `centro.php?id=N` waited at 0.1 and three of six were never fetched); every family's sites 1-2 and 51-54,
          // the other sites 61-64 and webkb-dev the same.
          for (let i = link.path.length - 3; up && i >= 2; i--) {
            const step = link.path[i]!;
            if (step.kind === 'course' || homePageAt(step.url) || site.credited.has(step.url)) break;
            site.credited.add(step.url);
            creditPlace(step.url);
          }
        }
      }
    }
    finishBatch();
  };

  return {
    name: options.name ?? 'apprentice',
    saveThreshold: inner?.saveThreshold,
    // Priorities are probabilities (plus co-citation's raise): a host whose best link is far below the best one
    // pending elsewhere waits for it rather than spend a fetch.
    focusMargin: inner?.focusMargin ?? focusMargin,
    // Read by the crawler before each pick; `judged` is in the snapshot, so a resumed crawl rescores where an
    // uninterrupted one did.
    get rescoreEvery() { return rescoreInterval(rescoreEvery, judged); },
    judge: (page, ctx) => {
      const j = criticJudge(inner, page, innerCtx(ctx), stateOfLink(ctx.link)?.k);
      // Without a strategy of its own that says how unsure it is (the forest does), the apprentice's own miss is
      // the measure: how far the critic's verdict lies from what the link's priority predicted. It orders the
      // labeling queue (active learning).
      if (j.disagreement === undefined && ctx.linkScore !== undefined) j.disagreement = Math.abs(j.relevance - Math.min(1, Math.max(0, ctx.linkScore)));
      return j;
    },
    feedback: (child, link, page, ctx) => {
      inner?.feedback?.(child, forInner(link), page, innerCtx(ctx));
      learn(child, link, ctx, page);
    },
    // A link that led to no page (404, not HTML) is an irrelevant outcome to learn from as well.
    failed: (link, url, status, ctx) => {
      inner?.failed?.(forInner(link), url, status, innerCtx(ctx));
      // Status 0: a redirect robots.txt disallows. The link leads nowhere this crawler may go; its page is not broken.
      learn({ relevance: 0, kind: 'other' }, link, ctx, undefined, status === 0);
      const on = offeredOn(link, ctx);
      if (people && stateOfLink(link)?.p === 'h' && on.url !== undefined && on.kind !== 'course') site.yieldOf(site.lists, on.url).fetched++;
      if (people && status >= 400) {
        const owner = ownerOf(url);
        const s = owner === undefined ? undefined : linkSignals({ url, anchorText: link.anchorText }, on.url);
        if (s && (s.codeInUrl || s.codeInText)) site.moved.add(owner!);
      }
    },
    prioritize: (page, judgement, pageLinks, ctx) => {
      const given = inner && priorKind !== 'links' ? inner.prioritize(page, judgement, pageLinks, innerCtx(ctx)) : [];
      const started = performance.now();
      const offsets = linkOffsets(page, Math.max(dMax, apprenticeProbe.recordDMax), termsPerLeaf);
      const uClass = classOf(judgement);
      const codes = codesForChildren(judgement);
      // One course's page, whether or not its codes were read (a guía numbered 833815 has none a code's shape).
      const single = codes !== undefined || (judgement.kind === 'course' && ((judgement as Partial<CourseJudgement>).courses ?? 1) <= 1);
      const reachedBy = stateOfLink(ctx.link);
      const incoming = reachedBy?.f;
      const hubFeatures = hubCredit && incoming && judgement.kind !== 'course' ? withinDMax(incoming, hubDMax) : undefined;
      const hubRegion = hubFeatures ? reachedBy?.r : undefined;
      const upFeatures = hubFeatures ? reachedBy?.h : undefined;
      const upRegion = upFeatures ? reachedBy?.g : undefined;
      // A page that links course pages found already is a list of them, however the crawl reached those (a learning
      // platform's category lists again the courses its front page listed): the link that led here is credited as a
      // way, as hub credit does once a course page is found through a page, and so is its list unless it is the
      // seed's. lms-catalog sites 1 to 20: 2,281 -> 2,269 fetches to 90% recall (site 17: 104 -> 89); people-folders
      // 1 to 20 1,173 -> 1,171; every family's sites 1 and 2 2,653 -> 2,630, sites 51 to 54 the same but
      // people-folders-51 (89 -> 84); webkb-dev, fourteen perturbed crawls each, medians 129.5 -> 132 (texas) and
      // 264 -> 268 (wisconsin), within their spread.
      if (hubFeatures && !site.credited.has(page.url) && (new Set(pageLinks.filter((l) => site.found.has(l.url)).map((l) => l.url)).size >= minLinked || (!homePageAt(page.url) && linksWayBelow(page.url, pageLinks, ctx.path)))) {
        creditWay(page.url, hubFeatures, reachedBy?.u === undefined && ctx.link.path.length === 1 ? undefined : hubRegion);
      }
      // Links on a page the crawl reached by a promising link are promising too, a little less (the way down a
      // chain of hubs whose names say nothing); a single course page's links are mostly its own material.
      // What a page passes on is shared among its own links (site-wide navigation aside): a hub's one or few
      // links get it in full, a home page's dozens of links a part each.
      const ownLinks = pageLinks.filter((l) => !l.context.ancestors.some((a) => sitewideTags.has(a))).length;
      // A home page's raise for being a person's says it may list its owner's courses, which its links name by
      // their codes; it is not passed on. Passed on, a teacher's home page sent the crawl through its research
      // group's pages: over fourteen perturbed crawls of each webkb-dev site, the median fetches to 90% recall went
      // from 134 to 122.5 (texas) and from 310 to 303 (wisconsin) without it.
      const reachedWith = ctx.linkScore === undefined ? undefined : ctx.linkScore - (reachedBy?.p === 'h' ? site.peopleBoost('h', ctx.path.at(-1)!) : 0);
      // A list of students passes nothing on to its hundreds of links.
      const students = reachedBy?.p === 's';
      const passed = reachedWith === undefined || judgement.kind === 'course' || students ? 0 : inheritance * Math.min(1, Math.max(0, reachedWith));
      const inherited = passed * Math.min(1, sharedAmong / Math.max(1, ownLinks));
      // A directory of people, on a site that keeps its courses in its people's folders, passes its link's promise
      // whole to each person's home page it lists: each is one more teacher who may keep courses there, not a
      // share of one hub's promise. Shared, a department's list of forty faculty gave each less than a research
      // group's list of ten gave its own.
      const directory = people && reachedBy?.p === 'd' && site.personalSite();
      let namesCourse = judgement.kind === 'course';
      const ownerOfHome = homePageAt(page.url) ? ownerOf(page.url) : undefined;
      const result = pageLinks.map((link, i): Priority => {
        const o = offsets.get(link.url);
        const terms = o?.features ?? [];
        const signals = signalsOf(link, page.url);
        const home = homePageAt(link.url);
        const features = [...(wide ? withinDMax(terms, dMax) : terms), ...ofLinkingPage(linkFeatures(link.url, link.anchorText, page.url, signals), judgement), ...uClass];
        // A person's home page by the kind of page that links to it: a course page's is its teacher's (who may keep
        // other courses there); the naive Bayes cannot learn that from the two features apart.
        if (home) features.push(`home:${judgement.kind}`);
        // Site-wide navigation is on every page: it inherits nothing from the page it happens to be on. Nor do a
        // person's own pages from the person's home page: their papers, CV and hobbies would ride on the promise of
        // the link that led there, and the person's course pages name their courses (the link prior reads that, the
        // naive Bayes learns the person's folder once one of them is found). Links out of the folder (a research
        // group's page, a colleague) still inherit: on webkb-dev texas, course pages of assistants are reached
        // through their group's page. people-folders sites 11 to 20 (never tuned on): 624 -> 568 fetches to 90%
        // recall (median 1.58x -> 1.42x the oracle); sites 1 to 10: 650 -> 645; webkb-dev, eight perturbed crawls
        // each, median 138 -> 137 (texas) and 265.5 -> 264.5 (wisconsin); the other families the same.
        const sitewide = link.context.ancestors.some((a) => sitewideTags.has(a));
        const ownPage = ownerOfHome !== undefined && ownerOf(link.url) === ownerOfHome;
        const q = priorOf(given[i], link, signals, judgement, page.url, sitewide || ownPage ? 0 : directory && home ? passed : inherited);
        const region = o?.region === undefined ? undefined : `${page.url}#${o.region}`;
        if (home && people) {
          const owner = ownerOf(link.url);
          if (owner) site.homesSeen.add(owner);
        }
        // A directory of people near the seed is the department's; one deeper in is a group's list of its members.
        // A list of students is one of neither: its people are raised only where their course pages moved.
        const toPeople = signals.peopleWord && ctx.depth <= directoryDepth ? 'd'
          : people && signals.studentsWord && ctx.depth <= directoryDepth ? 's'
          : home ? (students ? 'm' : 'h') : undefined;
        if (signals.codeInUrl || signals.codeInText) namesCourse = true;
        const priority = q >= 0 ? (combine(q, features) + site.boost(link.url, region) + site.peopleBoost(toPeople, link.url)) * site.aliveShare(undefined, link.url) * site.placeShare(link.url) * site.recordShare(link.url, page.url, single) : q;
        const state: ApprenticeLinkState = { f: features, q };
        if (toPeople) state.p = toPeople;
        if (wide) state.w = terms.filter((t) => Math.abs(Number(t.slice(0, t.indexOf(':')))) > dMax);
        if (region) state.r = region;
        if (single) state.k = codes ?? [];
        if (hubFeatures) state.h = hubFeatures;
        if (hubRegion) state.g = hubRegion;
        if (upFeatures) state.h2 = upFeatures;
        if (upRegion) state.g2 = upRegion;
        const c = given[i] === undefined ? undefined : stateOf(given[i]!);
        if (c !== undefined) state.c = c;
        return { priority, state: state as unknown as Json };
      });
      const { url: from, kind: fromKind } = offeredOn(ctx.link, ctx);
      if (people && reachedBy?.p === 'h' && from !== undefined && fromKind !== 'course') {
        const y = site.yieldOf(site.lists, from);
        y.fetched++;
        if (namesCourse) y.hits++;
      }
      apprenticeProbe.featureMs += performance.now() - started;
      return result;
    },
    rescore: (links: readonly QueuedLink[]) => {
      const fromInner = inner?.rescore && priorKind !== 'links' ? inner.rescore(links.map((l) => ({ ...l, context: forInner(l.context) }))) : [];
      const started = performance.now();
      const out = links.map((link, i): Priority | undefined => {
        const info = stateOfLink(link.context);
        const byInner = fromInner[i];
        if (!info) return byInner;
        let q = info.q;
        let c = info.c;
        if (byInner !== undefined) {
          // The wrapped strategy demoted the link (print views, barren patterns): that is its place now.
          const p = priorityOf(byInner);
          if (priorKind === 'strategy' || p < 0) q = p;
          if (stateOf(byInner) !== undefined) c = stateOf(byInner);
        }
        const priority = q >= 0 ? weigh(info, link, q) : q;
        // Another page's offer of the link that now weighs more takes its place; this one is kept among the others.
        if (q >= 0 && info.a?.length) {
          let best = -1;
          let bestPriority = priority;
          info.a.forEach((offer, k) => {
            const p = weigh(offer, link);
            if (p > bestPriority) [best, bestPriority] = [k, p];
          });
          if (best >= 0) {
            const on = link.context.path.at(-1);
            const { a: others, ...held } = { ...info, q };
            const replaced: ApprenticeLinkState = on && held.u === undefined ? { ...held, u: on.url, j: on.kind } : held;
            const state: ApprenticeLinkState = { ...others![best]!, a: [...others!.filter((_, k) => k !== best), replaced] };
            // A directory stays one whichever offer holds the link (see merge).
            if (info.p === 'd') state.p = 'd';
            if (c !== undefined) state.c = c;
            else delete state.c;
            return { priority: bestPriority, state: state as unknown as Json };
          }
        }
        if (q === info.q && c === info.c) {
          // Every change is a frontier row written: the naive Bayes' small drifts are left alone.
          return Math.abs(priority - link.priority) < rescoreTolerance ? undefined : priority;
        }
        const state: ApprenticeLinkState = { ...info, q };
        if (c !== undefined) state.c = c;
        return { priority, state: state as unknown as Json };
      });
      apprenticeProbe.rescoreMs += performance.now() - started;
      return out;
    },
    merge: (queued, offered) => {
      const held = stateOfLink(queued.context);
      const other = stateOfLink(offered.context);
      if (!held || !other || held.q < 0 || other.q < 0) return undefined;
      // The frontier keeps the context of the higher offer; the other one joins the offers kept beside it, each
      // with the page it was made on. The best `maxOffers` of them by what they weigh now are kept, one per page.
      const keepOffered = offered.priority > queued.priority;
      const [main, mainContext, rest, restContext] = keepOffered ? [other, offered.context, held, queued.context] : [held, queued.context, other, offered.context];
      const mainOn = main.u ?? mainContext.path.at(-1)?.url;
      const restStep = restContext.path.at(-1);
      const { a: restOffers, c: _, ...restOwn } = rest;
      const own: ApprenticeLinkState = rest.u !== undefined || !restStep ? restOwn : { ...restOwn, u: restStep.url, j: restStep.kind };
      const candidates = [...(main.a ?? []), ...(restOffers ?? []), own].filter((o, i, all) => o.u !== undefined && o.u !== mainOn && all.findIndex((x) => x.u === o.u) === i);
      const at = { url: queued.url, context: mainContext };
      const kept = candidates.map((o) => ({ o, p: weigh(o, at) })).sort((x, y) => y.p - x.p).slice(0, maxOffers).map((x) => x.o);
      // A link named as a directory of people near the seed stays one whichever offer comes to hold it: a site's
      // menu offers its "Faculty Directory" on every page, and an offer from deeper in (no directory by its depth)
      // that weighed more pushed the seed's out of those kept, and the directory's raise with it. people-folders
      // sites 1 to 30, one fetch slot: 1,803 -> 1,701 fetches to 90% recall (site 25: 65 -> 43); sites 31 to 40
      // (never traced before): 602 -> 569; webkb-dev and every other family the same.
      const directory = held.p === 'd' || other.p === 'd';
      // Nothing new to keep (the same page again, or an offer weaker than those kept): no row to write.
      if (!keepOffered && (!directory || held.p === 'd') && kept.length === (held.a?.length ?? 0) && kept.every((o) => held.a!.includes(o))) return undefined;
      const state: ApprenticeLinkState = { ...main };
      if (directory) state.p = 'd';
      if (kept.length) state.a = kept;
      else delete state.a;
      return { priority: keepOffered ? offered.priority : queued.priority, state: state as unknown as Json };
    },
    snapshot: () => {
      const started = performance.now();
      nbLog = [];
      const s = {
        nb: checkpoint, since, batch, judged, ...site.snapshot(),
        ...(inner?.snapshot ? { critic: inner.snapshot() } : {}),
      } satisfies ApprenticeSnapshot;
      apprenticeProbe.snapshotMs += performance.now() - started;
      return s as unknown as Json;
    },
    journal: () => {
      const started = performance.now();
      const log = nbLog;
      nbLog = [];
      const e: ApprenticeJournal = {
        nb: log, batch, judged, ...site.journal(),
        ...(inner?.snapshot ? { critic: inner.journal ? inner.journal() : inner.snapshot() } : {}),
      };
      apprenticeProbe.snapshotMs += performance.now() - started;
      return e as unknown as Json;
    },
    restore: (snapshot, journal = []) => {
      const s = snapshot as unknown as ApprenticeSnapshot;
      nb = TwoBucketNaiveBayes.load(s.nb);
      checkpoint = s.nb;
      since = s.since;
      for (const x of since) nb.add(x.features, x.high);
      batch = s.batch;
      judged = s.judged;
      const entries = journal as unknown as ApprenticeJournal[];
      for (const e of entries) {
        // The naive Bayes takes the instances and prunings in the order the crawl made them.
        for (const x of e.nb) {
          if (x === null) checkpointNb();
          else train(x);
        }
        batch = e.batch;
        judged = e.judged;
      }
      site.restore(s, entries);
      nbLog = [];
      if (s.critic === undefined) return;
      const criticEntries = entries.map((e) => e.critic).filter((c): c is Json => c !== undefined);
      // A wrapped strategy without a journal of its own wrote its whole snapshot with each entry: the last one holds.
      if (inner?.journal) inner.restore?.(s.critic, criticEntries);
      else inner?.restore?.(criticEntries.at(-1) ?? s.critic);
    },
  };
}

export const apprentice: StrategyModule = {
  name: 'apprentice',
  description: "chakrabarti's apprentice over the forest: a naive Bayes learns during the crawl, from the DOM-offset terms and address of each followed link, which links lead to pages the critic (course recognition and the forest's page regressor) calls course pages or lists of them, starting from the mean of the forest's link priorities and the generic link prior; links sharing a list, table or URL pattern with course-page links are raised",
  modelKind: 'forest',
  // The forest's priorities were learned on other sites; the generic link prior reads what any link says. Their
  // mean starts the apprentice where either is sure (on the generated families, leave one family out, the forest's
  // prior alone lowered the forest's loss on 5 of 7 families, the mean on 6).
  create: (options) => createApprentice(forest.create(options), { prior: 'both' }),
};

export const online: StrategyModule = {
  name: 'online',
  description: "chakrabarti's apprentice without a trained model: it starts from what any link says (course codes in its text or address, words for course lists) and learns the site it crawls, which links lead to pages the recogniser calls course pages and which lead to lists of them",
  create: () => createApprentice(undefined, { name: 'online' }),
};

/** `online` without its learning (its prior, passed down hub chains, only): what its learning is measured
 * against in bench/harvest. Not registered. */
export const onlinePrior: StrategyModule = {
  name: 'online-prior',
  description: 'the online strategy without learning',
  create: () => createApprentice(undefined, { name: 'online-prior', maxEvidence: 0, coBoost: 0, hubCredit: false, deadLinks: false, people: false, material: false }),
};
