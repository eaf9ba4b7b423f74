// Hub credit: the apprentice learns the way to course pages, not only the last step. When a page turns out to link
// to course pages, or to a page proven a way to them, the link that led to it is taught as a good link too (a
// "Classes" link, a degree's page above its plan of study), and its list and its place among its siblings count
// one more way to courses, so their other links are raised as co-cited links are.
import type { ParsedLink, ParsedPage } from '../../parse/html.ts';
import { findCourseCode } from '../../extract/shapes.ts';
import type { CourseJudgement } from '../critic.ts';
import type { LinkSignals } from '../../features/link-signals.ts';
import type { Judgement, Kind, LinkContext } from '../strategy.ts';
import { deepTwinOf, homePageAt, namedPlaceOf, patternOf, slotOf, twinOf, wideSlotOf } from './addresses.ts';
import type { LinkLearner } from './link-learner.ts';
import { inSiteTemplate, type ApprenticeLinkState } from './links.ts';
import type { SiteKnowledge } from './site-knowledge.ts';

/** A list of courses is the way to them when it links at least this many courses (`leadsToCourses`: by a code in
 * the link's text, before it or in its address, or in its table row), and at least this share of the codes it lists.
 * A programme's requirements list a dozen courses by code and link a few, to courses a department's list links too:
 * learned as the way to courses, one programme page taught that its forty siblings were, and they came before the
 * department lists beside them. On the generated catalogs with programmes (sites 1 to 10), `online` needed 550
 * fetches to 90% recall in all with the rule, 607 without (programmes-4: 74 and 107, the oracle 72); webkb-dev and
 * the people-folders sites the same. A person's page linking the three courses it names is such a way. */
export const minLinked = 3;
/** The pages found through a way (course pages, or ways below it) that make it a big way, counted twice. */
export const bigWay = 5;
const linkedShare = 0.5;
/** The folder an address sits in (query and leaf left out). */
const folderOf = (url: string) => url.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
/** Two addresses of folders side by side (`…/contacts/` and `…/organisation/` under one programme). */
const siblingFolders = (a: string, b: string) => {
  const [x, y] = [a, b].map((u) => u.replace(/[?#].*$/, ''));
  return x!.endsWith('/') && y!.endsWith('/') && x !== y && folderOf(x!.slice(0, -1)) === folderOf(y!.slice(0, -1));
};

export class WayCredit {
  constructor(
    private readonly site: SiteKnowledge,
    private readonly learner: LinkLearner,
    /** A link's signals on its page (read once per link, for the page's outcome and again for its priority). */
    private readonly signalsOf: (link: ParsedLink, pageUrl: string) => LinkSignals,
  ) {}

  /** A page the critic calls a list of courses leads to them: it links enough of the courses it lists. A course is
   * linked by a link that names its code, or by any link in the table row or list item that does ("CH 210 |
   * Organic Chemistry | 4 | Syllabus (PDF)", the file named by a number). */
  leadsToCourses(child: Judgement, page: ParsedPage): boolean {
    let named = 0;
    for (const l of page.links) {
      const s = this.signalsOf(l, page.url);
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
  }

  /** A page just fetched that links course pages found already is a list of them, however the crawl reached those
   * (a learning platform's category lists again the courses its front page listed); so is a page that links a
   * proven way below it. The link that led here (`features`, in `region`) is credited as a way, as hub credit
   * does once a course page is found through a page. lms-catalog sites 1 to 20: 2,281 -> 2,269 fetches to 90%
   * recall (site 17: 104 -> 89); people-folders 1 to 20 1,173 -> 1,171; every family's sites 1 and 2 2,653 ->
   * 2,630, sites 51 to 54 the same but people-folders-51 (89 -> 84); webkb-dev, fourteen perturbed crawls each,
   * medians 129.5 -> 132 (texas) and 264 -> 268 (wisconsin), within their spread. */
  creditList(page: ParsedPage, links: readonly ParsedLink[], path: readonly string[], features: string[], region: string | undefined): void {
    if (this.site.credited.has(page.url)) return;
    const found = new Set(links.filter((l) => this.site.found.has(l.url)).map((l) => l.url)).size;
    if (found >= minLinked) this.creditWay(page.url, features, region);
    else if (!homePageAt(page.url) && this.linksWayBelow(page.url, links, path)) this.creditWay(page.url, features, region, true);
  }

  /** The link (`info`, its context `link`) offered on page `on` led to a course page or a way to them: `on` is a
   * way, once; and so are the pages above it on the way the crawl came (`link.path`), as far as their links'
   * features were kept, and further up by their place among their siblings. */
  creditHub(info: ApprenticeLinkState, link: LinkContext, on: { url: string | undefined; kind: Kind | undefined }): void {
    const hub = on.url;
    if (!hub || !info.h || on.kind === 'course') return;
    // A page its critic took for none of the way (a list of course titles without codes, its next page) proves
    // a way to courses with each one found through it: pages of its address pattern (the list's other pages)
    // are raised as a list's are.
    if (on.kind === 'other') this.site.yieldOf(this.site.patterns, patternOf(hub)).hits++;
    if (this.site.credited.has(hub)) {
      // A way to many courses (a programme's list of its twenty courses) says more of its siblings than a page that
      // led to one (a news item that names a course): its place by name counts it twice, so that its next sibling
      // (the same programme's other parcours, `programme.asp?diplome=14417&parcours=2`, or its `…/programme.html`)
      // need not wait for a second way to be found by chance. Not its list nor its folder's slot: a programme's
      // tabs (`…/organisation/` beside `…/contacts/`) are a list and a slot whose other members lead nowhere.
      // Counted up to the big way only: every change is written to the learner's journal.
      const led = (this.site.ledTo.get(hub) ?? 1) + 1;
      if (led > bigWay) return;
      this.site.ledTo.set(hub, led);
      if (led === bigWay) this.creditAgain(hub);
      return;
    }
    // A list on the seed is no list of ways: the front page's lists are the site's sections ("Classes",
    // "People", "Research"), and one that leads to courses says nothing of the others. Credited, a 1997
    // department's other sections came before its teachers' pages (webkb-dev, fourteen perturbed crawls each,
    // median fetches to 90% recall 135 -> 129.5 texas, 264.5 -> 260 wisconsin without; every generated family's
    // sites the same). The link's path runs from the seed to the hub (when the hub is the page the link was
    // found on): the hub's list is on the seed when it holds two pages, the list one step up when it holds three.
    const seedList = (pages: number) => info.u === undefined && link.path.length === pages;
    this.creditWay(hub, info.h, seedList(2) ? undefined : info.g);
    // The page that led to the hub is a way too, one step further up: a degree's page whose plan of study (a
    // page of its own, its guías named by number and title) is the hub, in a centre's list of degrees. Its
    // link, its list and its slot are credited once, as the hub's are. Not above a person's home page, where
    // the people rules say where courses are: credited there, a department's other lists rose (webkb-dev,
    // eight perturbed crawls each, median fetches to 90% recall: texas 141 -> 143.5, wisconsin 265 -> 275.5;
    // without: 138 and 265.5). es-universidad sites 1-9, one fetch slot: 2,525 -> 2,204 fetches.
    const up = info.u === undefined && !homePageAt(hub) ? link.path.at(-2) : undefined;
    if (info.h2 && up && up.kind !== 'course' && !this.site.credited.has(up.url)) this.creditWay(up.url, info.h2, seedList(3) ? undefined : info.g2, true);
    // Further up, the pages on the way are ways too, by their place among their siblings only (their links'
    // features are not kept): a faculty's page above a degree's above its plan, in a list of faculties.
    // Not the seed's sections (the path's first step), a course page or a person's home page; once each.
    // es-universidad-64 (never looked at before): 338 -> 267 fetches to 90% recall (its faculties'
    // `centro.php?id=N` waited at 0.1 and three of six were never fetched); every family's sites 1-2 and 51-54,
    // the other sites 61-64 and webkb-dev the same.
    for (let i = link.path.length - 3; up && i >= 2; i--) {
      const step = link.path[i]!;
      if (step.kind === 'course' || homePageAt(step.url) || this.site.credited.has(step.url)) break;
      this.site.credited.add(step.url);
      this.creditPlace(step.url, undefined, true);
    }
  }

  /** A page that links, in its own content, a page proven a way to course pages (not one above it or on the way
   * the crawl came) is a way too: a degree's page whose plan of study the crawl reached first by another link.
   * Learned low instead (it led to nothing new), es-universidad-74's degree pages sank to 0.006 and the two whose
   * plans no other page linked came at fetches 330 and 477. With the two record rules of the outcomes: es-universidad
   * 1-30 6,661 -> 6,374 fetches to 90% recall (sites 20, 21, 28 about -90 each; site 1 +11), sites 71-74 (never
   * looked at before) 988 -> 883 (site 74 292 -> 166); every other family's sites 1-2, 51-54 and 61-64 the same,
   * webkb-dev's medians 132 and 268 -> 132 and 267.5.
   * A way on the crawl's path counts when it lies in the page's own subtree (`grado-x.html` links `grado-x/plan.html`):
   * es-universidad-73 reached a degree's plan through a course page and the degree's page through one of the plan's
   * courses; left out as a way the crawl came, the degree was learned low and the next list's degrees with it (268 ->
   * 216 fetches to 90% recall). Any way on the path (a breadcrumb's centre page too) raised the tabs of every degree
   * instead: es-universidad-71 224 -> 241. */
  private linksWayBelow(url: string, links: readonly ParsedLink[], path: readonly string[]): boolean {
    const address = url.replace(/[?#].*$/, '');
    const folder = folderOf(address);
    const subtree = `${address.replace(/\/$/, '').replace(/\.[a-z0-9]{1,5}$/i, '')}/`;
    // Nor a way in a sibling folder: a programme's tabs as folders (`…/contacts/` beside `…/organisation/`) link one
    // another, and the "Programme" tab's proving a way made every other tab one.
    return links.some((l) => this.site.credited.has(l.url) && l.url !== url && (!path.includes(l.url) || l.url.startsWith(subtree))
      && !inSiteTemplate(l) && !folder.startsWith(folderOf(l.url)) && !siblingFolders(address, l.url));
  }

  /** Hub credit, once per page: the link that led to a page proven a way to course pages is taught as a good link.
   * The list it was found in is a list of ways to courses (a faculty's degrees, each a plan of study whose guías the
   * critic cannot count as a way), and so are its siblings' addresses: their other links are raised as co-cited
   * links are (no region given: a list on the seed, which the caller leaves out). A way already counted when it was
   * fetched (its link was a good one) is not counted twice. */
  private creditWay(url: string, features: string[], region: string | undefined, above = false): void {
    this.site.credited.add(url);
    this.learner.teach({ features, high: true });
    this.creditPlace(url, region, above);
  }

  /** A way's list (if given) and its place among its siblings count one more way to courses. The place is its slot,
   * or for an address with a query, its pattern (the parameters' names: `titulacion.jsp?tit=720` beside
   * `titulacion.jsp?tit=642`; its tabs, `?sec=normativa&tit=642`, apart). es-universidad sites 1 to 30, one fetch
   * slot: 7,302 -> 7,098 fetches to 90% recall (site 14 357 -> 233, site 8 308 -> 394), sites 51 to 54 833 -> 807;
   * lms-catalog 1 to 20 2,269 -> 2,257; webkb-dev and every family's sites 1 and 2 the same; the other families' sites
   * 51 to 54 the same but cms-finder-51 (131 -> 136), courseleaf-like-54 (12 -> 13) and lms-catalog-52 (131 -> 124).
   * A way `above` a list of courses (a degree's page above its programme) counts for its wide slot too: the degrees
   * of the site's other sectors (`licence/droit/*`, where `licence/sciences/*` proved ways) wait otherwise at what
   * the naive Bayes learned of a degree's link from the barren ones. */
  private creditPlace(url: string, region?: string, above = false): void {
    const place = slotOf(url) || (url.includes('?') ? patternOf(url) : '');
    const twins = [above ? wideSlotOf(url) : '', twinOf(url), deepTwinOf(url), namedPlaceOf(url)].filter(Boolean);
    for (const y of [region ? this.site.yieldOf(this.site.regions, region) : undefined, place ? this.site.yieldOf(this.site.patterns, place) : undefined, ...twins.map((t) => this.site.yieldOf(this.site.patterns, t))]) {
      if (y) y.hits = Math.min(y.fetched, y.hits + 1);
    }
  }

  /** A big way's second count, for its places by name: its query's pattern, its twin and its deep twin. It may pass
   * the links of the place fetched: it stands for a sibling not fetched yet. */
  private creditAgain(url: string): void {
    const places = [url.includes('?') ? patternOf(url) : '', twinOf(url), deepTwinOf(url)].filter(Boolean);
    for (const y of places.map((p) => this.site.yieldOf(this.site.patterns, p))) y.hits = Math.min(y.fetched + 1, y.hits + 1);
  }
}
