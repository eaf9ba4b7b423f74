// What a followed link led to, learned: the link's features become one more instance of a good or bad link for the
// naive Bayes (chakrabarti's ⟨features of u→v, the critic's class of v⟩), and what the site's knowledge counts of
// it: the yields of its page, list, address shape and pattern, the gates, the records and people's folders found,
// and the hub credit of the pages on the way.
import type { ParsedPage } from '../../parse/html.ts';
import { findCourseCode } from '../../extract/shapes.ts';
import { namesDocument } from '../../urls.ts';
import { highRelevance, type CourseJudgement } from '../critic.ts';
import { linkSignals } from '../../features/link-signals.ts';
import type { Judgement, LinkContext, PageContext } from '../strategy.ts';
import { codeKeysIn, codeKey, codeKeyOfText, courseFolderOf, deepTwinOf, gateOf, namedPlaceOf, namingKey, linkTextKey, homePageAt, localWallOf, ownerOf, patternOf, queryCodesOf, recordIdsOf, shapeOf, slotOf, twinOf, wideSlotOf } from './addresses.ts';
import type { LinkLearner } from './link-learner.ts';
import { offeredOn, stateOfLink } from './links.ts';
import { apprenticeProbe } from './probe.ts';
import { namesIn, type SiteKnowledge } from './site-knowledge.ts';
import type { WayCredit } from './ways.ts';

export interface OutcomeOptions {
  /** Teach the link that led to a page as good when the page links to course pages. */
  hubCredit: boolean;
  /** Raise links to people once the course pages found sit in people's own folders. */
  people: boolean;
  /** Lower the links into the folder of a course page found (its material). */
  material: boolean;
}

/** One course's page's record keys: its code as the page shows it (read, or in its first heading), or else as its
 * address names it: its query's (`programa.aspx?codAsig=NUT1601`, a guía titled by its course's name alone), or its
 * path's when that names one code only (`/cursos/SAL1567.html`). None for a page of several courses. */
const recordKeys = (child: Judgement, page: ParsedPage | undefined, url: string): string[] => {
  const c = child as Partial<CourseJudgement>;
  if ((c.courses ?? 1) > 1) return [];
  const heading = page?.$('h1').first().text() ?? '';
  const code = c.codes?.[0] ?? findCourseCode(heading);
  if (code) return [codeKey(code)];
  // A code of no known shape in brackets after the title ("Biochimie (1UBIO102)").
  const bracketed = /\(([^()]{4,16})\)\s*$/.exec(heading.trim())?.[1];
  const key = bracketed === undefined ? undefined : codeKeyOfText(bracketed);
  if (key) return [key];
  const inQuery = queryCodesOf(url);
  if (inQuery.length) return inQuery;
  const inPath = new Set(codeKeysIn(url));
  return inPath.size === 1 ? [...inPath] : [];
};

export class Outcomes {
  constructor(
    private readonly site: SiteKnowledge,
    private readonly learner: LinkLearner,
    private readonly ways: WayCredit,
    private readonly options: OutcomeOptions,
  ) {}

  /** A link that led to no page (404, not HTML) is an irrelevant outcome to learn from as well. Status 0: a redirect
   * robots.txt disallows; the link leads nowhere this crawler may go, its page is not broken. */
  failed(link: LinkContext, url: string, status: number, ctx: PageContext): void {
    const { site } = this;
    this.learn({ relevance: 0, kind: 'other' }, link, ctx, undefined, status === 0);
    if (!this.options.people) return;
    const on = offeredOn(link, ctx);
    if (stateOfLink(link)?.p === 'h' && on.url !== undefined && on.kind !== 'course') site.yieldOf(site.lists, on.url).fetched++;
    if (status >= 400) {
      // A link named for a course that found no page: into a person's folder, that person taught it there; from a
      // list outside people's folders, whoever the link or the two texts after it name (its row's title and
      // teacher) may keep it in their own folder now.
      const s = linkSignals({ url, anchorText: link.anchorText }, on.url);
      if (!s.codeInUrl && !s.codeInText) return;
      const owner = ownerOf(url);
      if (owner !== undefined) site.moved.add(owner);
      else for (const name of namesIn([link.anchorText, ...link.dom.after.slice(0, 2)].join(' '))) site.named.add(name);
    }
  }

  /** What the link to a fetched URL led to (`page`, judged `child`; none when it failed), learned. `linkOnly`: only
   * the link's own features learn from it. */
  learn(child: Judgement, link: LinkContext, ctx: PageContext, page: ParsedPage | undefined, linkOnly = false): void {
    const { site, learner } = this;
    const { people } = this.options;
    const alive = page !== undefined;
    const started = performance.now();
    /** The page's instances go to the naive Bayes once a batch is full. */
    const finishBatch = () => {
      learner.pageDone();
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
    // Counted for the pattern site-wide and among the linking page's own links of it: a catalog keeps one
    // department's course pages behind a gate its other departments' pages are not behind.
    for (const key of from === undefined ? [patternOf(url)] : [patternOf(url), localWallOf(from, url)]) {
      const wall = site.yieldOf(site.walls, key);
      wall.fetched++;
      if (!gated) wall.hits++;
    }
    if (info?.f) {
      // A good link leads to course content: a course page, or a list of links to course pages (matsunaga's
      // A-type page, the way to them; not a table that lists courses and links few of them). Counted low, a pager
      // or department link would be learned as a bad one until hub credit caught up, and the learner would leave a
      // catalog's lists for its site-wide navigation.
      // A document (PDF, Word) of one course whose code a course page found holds already is that course's guía
      // beside its page, not one more course: counted as found, its links were learned good and co-cited, and
      // es-universidad-74 fetched each course's PDF after its page (166 -> 198 fetches to 90% recall without this).
      // So is a page in the folder of a course page found that names the same course (a homework page under the
      // course's own title and navigation in /courses/CS474/): its material, which the recogniser reads as the
      // course again where its title does not name the part.
      const againKeys = child.kind === 'course' && (namesDocument(url) || site.material(url)) ? recordKeys(child, page, url) : [];
      const coursePage = child.kind === 'course' && child.relevance >= highRelevance && !againKeys.some((k) => (site.records.get(k) ?? 0) > 0);
      const high = coursePage || (child.kind === 'listing' && this.ways.leadsToCourses(child, page!));
      const owner = coursePage ? ownerOf(url) : undefined;
      const personal = people && !homePageAt(url) ? ownerOf(url) : undefined;
      if (personal !== undefined) site.dry.set(personal, high ? 0 : (site.dry.get(personal) ?? 0) + 1);
      if (coursePage) this.found(child, page, url, link.anchorText);
      if (coursePage && from !== undefined) site.listed.add(from);
      if (owner) {
        site.owned++;
        site.owners.add(owner);
      }
      learner.teach({ features: info.f, high });
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
      // A slot and a twin place count the ways to courses among their pages (not course pages: a folder of courses'
      // pages holds their material too).
      for (const place of [slotOf(url), twinOf(url), deepTwinOf(url)]) {
        if (!place) continue;
        const y = site.yieldOf(site.patterns, place);
        y.fetched++;
        if (high && !coursePage) y.hits++;
      }
      // A wide slot counts only the pages above a way among its pages (hub credit's): a list of courses there is
      // a tab of each degree's, and their other tabs share its wide slot.
      const wide = wideSlotOf(url);
      if (wide) site.yieldOf(site.patterns, wide).fetched++;
      // And a page's name anywhere in its section counts what its pages were, course pages and ways alike.
      const name = namedPlaceOf(url);
      if (name) {
        const y = site.yieldOf(site.patterns, name);
        y.fetched++;
        if (high) y.hits++;
      }
      // The page that linked here links to a course page: the link that led to it was a good one too.
      if (this.options.hubCredit && high) this.ways.creditHub(info, link, on);
    }
    finishBatch();
  }

  /** A course page found: its address's record numbers, its record keys and the text of the link that led to it are
   * marked, and its course's folder. */
  private found(child: Judgement, page: ParsedPage | undefined, url: string, anchorText: string): void {
    const { site } = this;
    site.found.add(url);
    site.courses++;
    for (const id of recordIdsOf(url)) site.records.set(id, (site.records.get(id) ?? 0) + 1);
    // And the text of the link that led here: where it names the course by its code and title, and any of two words
    // or more (for lists again under another query).
    for (const key of [namingKey(anchorText, url), linkTextKey(anchorText, url)]) if (key !== undefined) site.records.set(key, (site.records.get(key) ?? 0) + 1);
    // One course's page marks its code too, as the page shows it (read, or in its first heading), or else as its
    // address's query names it (a guía titled by its course's name alone). es-universidad sites 1 to 10, one
    // fetch slot: 2,634 -> 2,593 fetches to 90% recall (site 6 306 -> 265: each guía's download beside its
    // page); sites 11 to 20 2,343 -> 2,356 (site 16 152 -> 165), 21 to 30 the same; every other family's bench
    // sites and webkb-dev the same.
    for (const key of recordKeys(child, page, url)) site.records.set(key, (site.records.get(key) ?? 0) + 1);
    const courseFolder = this.options.material ? courseFolderOf(url) : undefined;
    if (courseFolder) site.folders.add(courseFolder);
  }
}
