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
//   to course pages, the other links of that region or pattern are raised wherever they wait in the frontier; so
//   are the pager's links of a page that linked a course page found (a subject's next page of course titles);
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
//   raised wherever they wait or turn up; where such a link is outside people's folders (a department's list of
//   course webs), the directories of people are raised, and the home pages of whoever the link's row names;
// - a course's material: once a course page is found in a folder named for its course (/~cs302/, /cs395t/96F/),
//   links to the folder's other pages and below it (handouts, solutions, labs) are lowered wherever they wait or
//   turn up: the naive Bayes learns the course code in their addresses as a course page's, and would raise them;
//   another term's course web there (/cs395t/97S/) is a course page of its own and keeps its priority;
// - a dry folder: once three pages in a row fetched in a person's folder were no course page or list, the
//   folder's other links keep half their priority until a course page turns up there (the learner raises a
//   teacher's whole folder for the teacher's courses);
// - a copy of a list: a page under another query of its linking page's address (sorted, filtered, a page of such
//   a sorting) whose every other link was queued or fetched already is the list again: it passes nothing on and
//   its links keep a course's material share (a course list's sortings and filters, each paginated, and the naive
//   Bayes raising every pager for the list's own pages that led to courses).
// Every batch the whole frontier is rescored with what the naive Bayes now knows. The wrapped strategy's
// demotions (print views, barren patterns) stay. Each queued link carries its instance with its frontier row,
// and the naive Bayes and the yields are in the snapshot (and what changed since, in the journal), so a resumed
// crawl goes on with what it had learned. This file wires the apprentice's parts together, in apprentice/: the
// naive Bayes (link-learner.ts), the features and priority of each new link (new-links.ts), what a followed link
// led to (outcomes.ts), hub credit (ways.ts), a link's offers from several pages (offers.ts), what the site's
// knowledge beside the naive Bayes takes off or adds to a link's priority (site-knowledge.ts) and what is read from
// addresses (addresses.ts).
import { defaultDMax } from '../features/dom-offsets.ts';
import { forest } from './forest.ts';
import { criticJudge } from './critic.ts';
import { linkSignals, type LinkSignals } from '../features/link-signals.ts';
import type { ParsedLink } from '../parse/html.ts';
import type { CrawlStrategy, Json, LinkContext, PageContext, PathStep, Priority, StrategyModule } from './strategy.ts';
import { priorityOf, stateOf } from './strategy.ts';
import { materialShare, SiteKnowledge, type SiteJournal, type SiteSnapshot } from './apprentice/site-knowledge.ts';
import { LinkLearner, type LearnerJournal, type LearnerSnapshot, type LinkLearnerOptions } from './apprentice/link-learner.ts';
import { forInner, stateOfLink, type ApprenticeLinkState } from './apprentice/links.ts';
import { betterOffer, mergeOffers } from './apprentice/offers.ts';
import { Outcomes, type OutcomeOptions } from './apprentice/outcomes.ts';
import { NewLinks, type NewLinkOptions, type PriorKind } from './apprentice/new-links.ts';
import { WayCredit } from './apprentice/ways.ts';
import { apprenticeProbe } from './apprentice/probe.ts';

export { courseFolderOf } from './apprentice/addresses.ts';
export { materialShare } from './apprentice/site-knowledge.ts';
export { withinDMax, type PriorKind } from './apprentice/new-links.ts';
export { apprenticeProbe } from './apprentice/probe.ts';

export interface ApprenticeOptions extends Partial<LinkLearnerOptions & OutcomeOptions & Pick<NewLinkOptions, 'dMax' | 'prior'>> {
  /** Fetches between rescorings of the whole frontier with what the naive Bayes has learned. */
  rescoreEvery?: number;
  /** Co-citation: added to a link's priority when its region or pattern has led to course pages. */
  coBoost?: number;
  /** Lower the queued links of a page whose followed links led to no page. */
  deadLinks?: boolean;
  /** Name the strategy reports. */
  name?: string;
}

const focusMargin = 0.3;
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

/** The apprentice's state in a snapshot: the site's knowledge beside the naive Bayes and the wrapped strategy's. */
interface ApprenticeSnapshot extends SiteSnapshot, LearnerSnapshot {
  critic?: Json;
}
/** What the apprentice changed since its last snapshot or journal entry: the naive Bayes' instances and prunings
 * (null) in order, what the site's knowledge changed, and the wrapped strategy's own journal (or snapshot, without
 * one). */
interface ApprenticeJournal extends SiteJournal, LearnerJournal {
  critic?: Json;
}

/**
 * An apprentice over `inner`, the strategy whose page judgement joins the critic and whose priorities may be the
 * prior (undefined: the critic is recognition alone and the prior the link prior).
 */
export function createApprentice(inner: CrawlStrategy | undefined, options: ApprenticeOptions = {}): CrawlStrategy {
  const dMax = options.dMax ?? defaultDMax;
  const rescoreEvery = options.rescoreEvery ?? 20;
  const coBoost = options.coBoost ?? 0.5;
  const priorKind: PriorKind = inner ? options.prior ?? 'strategy' : 'links';
  const hubCredit = options.hubCredit ?? true;
  const people = options.people ?? true;
  const site = new SiteKnowledge({ coBoost, deadLinks: options.deadLinks ?? true, people });
  const learner = new LinkLearner({ batchPages: options.batchPages ?? 1, priorStrength: options.priorStrength ?? 20, maxEvidence: options.maxEvidence ?? 4 });
  /** A link's signals on its page, read for the page's outcome (a list of courses) and again for its priority. */
  const knownSignals = new WeakMap<ParsedLink, LinkSignals>();
  const signalsOf = (link: ParsedLink, pageUrl: string): LinkSignals => {
    let s = knownSignals.get(link);
    if (!s) knownSignals.set(link, (s = linkSignals(link, pageUrl)));
    return s;
  };
  const ways = new WayCredit(site, learner, signalsOf);
  const outcomes = new Outcomes(site, learner, ways, { hubCredit, people, material: options.material ?? true });
  const newLinks = new NewLinks(site, learner, ways, signalsOf, { dMax, prior: priorKind, hubCredit, people });
  const innerCtx = (ctx: PageContext): PageContext => ({ ...ctx, link: forInner(ctx.link) });

  /** A queued link's priority from one offer of it: its prior and features, where it leads, and the page it was
   * offered on (the context's last page unless the offer says another). */
  const weigh = (offer: ApprenticeLinkState, link: { url: string; context: LinkContext }, q = offer.q): number => {
    const on: PathStep | undefined = offer.u !== undefined ? { url: offer.u, kind: offer.j ?? 'other', relevance: 0 } : link.context.path.at(-1);
    return (learner.combine(q, offer.f) + Math.max(site.boost(link.url, offer.r), site.pagerBoost(offer.f, on?.url)) + site.peopleBoost(offer.p, link.url, link.context.anchorText)) * site.aliveShare(on?.url, link.url) * site.placeShare(link.url) * site.recordShare(link.url, on?.url, offer.k !== undefined, link.context.anchorText) * site.listShare(offer.p, on) * (offer.x ? materialShare : 1);
  };

  return {
    name: options.name ?? 'apprentice',
    saveThreshold: inner?.saveThreshold,
    // Priorities are probabilities (plus co-citation's raise): a host whose best link is far below the best one
    // pending elsewhere waits for it rather than spend a fetch.
    focusMargin: inner?.focusMargin ?? focusMargin,
    // Read by the crawler before each pick; `judged` is in the snapshot, so a resumed crawl rescores where an
    // uninterrupted one did.
    get rescoreEvery() { return rescoreInterval(rescoreEvery, learner.judged); },
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
      outcomes.learn(child, link, ctx, page);
    },
    failed: (link, url, status, ctx) => {
      inner?.failed?.(forInner(link), url, status, innerCtx(ctx));
      outcomes.failed(link, url, status, ctx);
    },
    prioritize: (page, judgement, pageLinks, ctx) => {
      const given = inner && priorKind !== 'links' ? inner.prioritize(page, judgement, pageLinks, innerCtx(ctx)) : [];
      return newLinks.prioritize(page, judgement, pageLinks, ctx, given);
    },
    rescore: (links) => {
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
        const better = q >= 0 ? betterOffer(info, link, q, c, priority, weigh) : undefined;
        if (better) return better;
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
    merge: (queued, offered) => mergeOffers(queued, offered, weigh),
    snapshot: () => {
      const started = performance.now();
      const s = {
        ...learner.snapshot(), ...site.snapshot(),
        ...(inner?.snapshot ? { critic: inner.snapshot() } : {}),
      } satisfies ApprenticeSnapshot;
      apprenticeProbe.snapshotMs += performance.now() - started;
      return s as unknown as Json;
    },
    journal: () => {
      const started = performance.now();
      const e: ApprenticeJournal = {
        ...learner.journal(), ...site.journal(),
        ...(inner?.snapshot ? { critic: inner.journal ? inner.journal() : inner.snapshot() } : {}),
      };
      apprenticeProbe.snapshotMs += performance.now() - started;
      return e as unknown as Json;
    },
    restore: (snapshot, journal = []) => {
      const s = snapshot as unknown as ApprenticeSnapshot;
      const entries = journal as unknown as ApprenticeJournal[];
      learner.restore(s, entries);
      site.restore(s, entries);
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
