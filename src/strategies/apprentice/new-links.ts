// The links of a page just judged: each gets its instance's features (the paper's DOM-offset terms within d_max, the
// shapes of its address and where it points, the critic's class of the page), a prior (the wrapped strategy's
// priority, the generic link prior, or their mean, with what the page passes on), and its priority: the prior with
// the naive Bayes' evidence, raised and lowered by what the site's knowledge says of it.
import { linkOffsets } from '../../features/dom-offsets.ts';
import { linkFeatures } from '../../features/link-features.ts';
import type { ParsedLink, ParsedPage } from '../../parse/html.ts';
import { codesForChildren, highRelevance, type CourseJudgement } from '../critic.ts';
import { linkPrior } from '../link-prior.ts';
import type { LinkSignals } from '../../features/link-signals.ts';
import type { Judgement, PageContext, Priority, Json } from '../strategy.ts';
import { priorityOf, stateOf } from '../strategy.ts';
import { gateOf, homePageAt, ownerOf } from './addresses.ts';
import type { LinkLearner } from './link-learner.ts';
import { inSiteTemplate, offeredOn, stateOfLink, type ApprenticeLinkState } from './links.ts';
import { materialShare, type SiteKnowledge } from './site-knowledge.ts';
import { minLinked, type WayCredit } from './ways.ts';
import { apprenticeProbe } from './probe.ts';

export type PriorKind = 'strategy' | 'links' | 'both';

export interface NewLinkOptions {
  /** DOM-offset terms within this many leaves of a link are its features (chakrabarti's d_max). */
  dMax: number;
  /** Where a link's prior comes from: the wrapped strategy's priority, the generic link prior, or their mean. */
  prior: PriorKind;
  hubCredit: boolean;
  people: boolean;
}

/** Terms of a leaf beside a link that become features: the nearest ones. */
const termsPerLeaf = 5;
/** A demoted link's priority (a wrapped strategy's demotions lie in -1..-0.9): a variant of its linking page. */
const variantPriority = -0.95;
/** What a link passes on to the links of the page it led to, as their prior's floor. */
const inheritance = 0.8;
/** What a link's own prior adds above the floor its page passes on: this share of the lower of the two (the sum is
 * continuous in both). Without it, links at the floor waited first in, first out, whatever their words said: a
 * catalogue's archive, a programme's "Liste des enseignements" and its "Contacts" tab alike. Every family's sites
 * 181-184 and 191-194 (never run before): 6,913 -> 6,816 and 6,863 -> 6,677 fetches to 90% recall, within 1.3x 58
 * -> 60 and 59 -> 61 of 72; fr-universite 1-20 5,174 -> 5,139 (site 11 227 -> 440); every other family's sites 1-2
 * 2,918 -> 2,934; webkb-dev's medians (fourteen crawls each at +-35%) 126 -> 128 (texas) and 277.5 -> 277. */
export const floorTieBreak = 0.1;
/** A page passes on its link's promise in full to at most this many links of its own. */
const sharedAmong = 12;
/** Hub credit carries the parent link's features nearest the link only (its text, its neighbours, its address). */
const hubDMax = 1;
/** Links named for people count as a directory of them on pages at most this many clicks from the seed: the
 * department's directories are near its front page; deeper in, a research group's "People" page lists its
 * students and visitors, who keep few courses. Over fourteen perturbed crawls of each webkb-dev site, the median
 * fetches to 90% recall went from 149.5 to 135.5 (texas) and from 424 to 387.5 (wisconsin) with the limit. */
const directoryDepth = 2;

/** The features of an instance within |d| <= dMax (features without an offset always). */
export function withinDMax(features: readonly string[], dMax: number): string[] {
  return features.filter((f) => {
    const colon = f.indexOf(':');
    const d = Number(f.slice(0, colon));
    return colon <= 0 || Number.isNaN(d) || Math.abs(d) <= dMax;
  });
}

const classOf = (j: Judgement) => [`u:${j.kind}`, `u:${j.relevance >= highRelevance ? 'high' : 'low'}`];
/** What a link's words say (a course code, course-list words) depends on the page it is on: on a course page they
 * mostly name the course's own material ("Course Overview", "CS 302 Labs"), elsewhere the way to course pages.
 * Learned as one feature, the material's many links taught that list words lead nowhere, and the learner
 * lowered a department's "Courses offered". Over fourteen perturbed crawls of each webkb-dev site, the median
 * fetches to 90% recall stayed 122.5 (texas) and went from 303 to 297 (wisconsin) with them apart. */
const ofLinkingPage = (features: string[], j: Judgement) => (j.kind === 'course' ? features.map((f) => (f.startsWith('a:') ? `${f}@course` : f)) : features);

/** Whether `page` is a list again under another query (sorted, filtered), reached from an address of its own path
 * by a link that is no pager's: every link it has beyond its own path's addresses was queued or fetched already, or
 * has the text of the link to a course page found (`named`: a sorted view's `/node/3927` "Theory of Heat Transfer"
 * for the default order's `/course/theory-of-heat-transfer`), three at least. A content-management system's course
 * list sorted by title, by number, up and down, filtered by any level, each paginated: dozens of addresses, one list. A list's next page is the list going on, even where
 * another list queued its courses first: a subject's second page is the way to the next subject's (drupal-nodes-15,
 * 226 -> 267 fetches to 90% recall when its pages counted as copies). */
export function listCopy(page: ParsedPage, links: readonly ParsedLink[], ctx: PageContext, named: (link: ParsedLink) => boolean = () => false): boolean {
  const { known } = ctx;
  const q = page.url.indexOf('?');
  const from = ctx.path.at(-2);
  if (!known || q < 0 || from === undefined || stateOfLink(ctx.link)?.f.includes('a:pager')) return false;
  const path = page.url.slice(0, q);
  const ownPath = (url: string) => url === path || url.startsWith(`${path}?`) || url.startsWith(`${path}#`);
  if (!ownPath(from)) return false;
  let others = 0;
  // Each by a text of its own: a list whose every link says "Guía docente" names no course by it.
  const texts = new Set<string>();
  for (const l of links) {
    if (inSiteTemplate(l) || ownPath(l.url)) continue;
    if (!known(l.url)) {
      if (!named(l) || texts.has(l.anchorText)) return false;
      texts.add(l.anchorText);
    }
    others++;
  }
  return others >= minLinked;
}

export class NewLinks {
  /** Terms beyond d_max are kept with each link while bench/harvest records instances for its d_max figure. */
  private readonly wide: boolean;

  constructor(
    private readonly site: SiteKnowledge,
    private readonly learner: LinkLearner,
    private readonly ways: WayCredit,
    private readonly signalsOf: (link: ParsedLink, pageUrl: string) => LinkSignals,
    private readonly options: NewLinkOptions,
  ) {
    this.wide = apprenticeProbe.recordDMax > options.dMax;
  }

  /** The priority and state of each of `page`'s links; `given`: the wrapped strategy's own priorities of them. */
  prioritize(page: ParsedPage, judgement: Judgement, pageLinks: ParsedLink[], ctx: PageContext, given: readonly (Priority | undefined)[]): Priority[] {
    const { site, learner, signalsOf } = this;
    const { dMax, hubCredit, people } = this.options;
    const started = performance.now();
    const { wide } = this;
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
    // A page that links course pages found already, or a way below it, is a way: so is its list unless it is the
    // seed's.
    // A copy of a list seen already is no new way: it is not credited, passes nothing on, and its links (its own
    // pages and sortings) keep a course's material share of their priority.
    const copy = listCopy(page, pageLinks, ctx, (l) => site.namesCourseFound(l.anchorText, l.url));
    if (hubFeatures && !copy) this.ways.creditList(page, pageLinks, ctx.path, hubFeatures, reachedBy?.u === undefined && ctx.link.path.length === 1 ? undefined : hubRegion);
    // Links on a page the crawl reached by a promising link are promising too, a little less (the way down a
    // chain of hubs whose names say nothing); a single course page's links are mostly its own material.
    // What a page passes on is shared among its own links (site-wide navigation aside): a hub's one or few
    // links get it in full, a home page's dozens of links a part each.
    const ownLinks = pageLinks.filter((l) => !inSiteTemplate(l)).length;
    // A home page's raise for being a person's says it may list its owner's courses, which its links name by
    // their codes; it is not passed on. Passed on, a teacher's home page sent the crawl through its research
    // group's pages: over fourteen perturbed crawls of each webkb-dev site, the median fetches to 90% recall went
    // from 134 to 122.5 (texas) and from 310 to 303 (wisconsin) without it.
    const reachedWith = ctx.linkScore === undefined ? undefined : ctx.linkScore - (reachedBy?.p === 'h' ? site.peopleBoost('h', ctx.path.at(-1)!, ctx.anchorText ?? '') : 0);
    // A list of students passes nothing on to its hundreds of links; nor does a login page a redirect put in front
    // of the page the link promised: its links (a forgotten password, a sign-up, another sign-in) are its own.
    const students = reachedBy?.p === 's';
    const requested = ctx.path.at(-1);
    const gate = requested !== undefined && gateOf(requested, page.url);
    const passed = reachedWith === undefined || judgement.kind === 'course' || students || gate || copy ? 0 : inheritance * Math.min(1, Math.max(0, reachedWith));
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
      const sitewide = inSiteTemplate(link);
      const ownPage = ownerOfHome !== undefined && ownerOf(link.url) === ownerOfHome;
      const q = this.priorOf(given[i], link, signals, judgement, page.url, sitewide || ownPage ? 0 : directory && home ? passed : inherited);
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
      const priority = q >= 0 ? (learner.combine(q, features) + Math.max(site.boost(link.url, region), site.pagerBoost(features, page.url)) + site.peopleBoost(toPeople, link.url, link.anchorText)) * site.aliveShare(undefined, link.url) * site.placeShare(link.url) * site.recordShare(link.url, page.url, single, link.anchorText) * (copy ? materialShare : 1) : q;
      const state: ApprenticeLinkState = { f: features, q };
      if (toPeople) state.p = toPeople;
      if (copy) state.x = 1;
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
  }

  private priorOf(given: Priority | undefined, link: { url: string; anchorText: string }, signals: LinkSignals, from: CourseJudgement | Judgement, fromUrl: string, inherited: number): number {
    const priorKind = this.options.prior;
    const fromInner = given === undefined ? 0 : priorityOf(given);
    // The linking page again (its print view, its copy in another language or for another year) waits behind every
    // other link, whatever the naive Bayes learns of the page it repeats.
    if (signals.variant) return Math.min(fromInner, variantPriority);
    if (priorKind === 'strategy') return fromInner;
    const c = from as Partial<CourseJudgement>;
    const own = linkPrior(link, { url: fromUrl, kind: from.kind, relevance: from.relevance, courseLinks: Math.max(c.courseLinks ?? 0, c.courses ?? 0) }, signals);
    // Links that share an inherited floor keep their own order above it: a programme's "Liste des enseignements"
    // before its "Contacts" tab, where both had stood at the floor, first in, first out.
    const shape = Math.max(inherited, own) + floorTieBreak * Math.min(inherited, own);
    if (priorKind === 'links' || fromInner < 0) return priorKind === 'links' ? shape : fromInner;
    return (Math.min(1, Math.max(0, fromInner)) + shape) / 2;
  }
}
