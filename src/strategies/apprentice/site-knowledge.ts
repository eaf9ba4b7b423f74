// What the apprentice learns of the site in front of it beside its naive Bayes: how the links of each list, address
// pattern, page and address shape turned out, the course pages found and whose folders they sit in, people's home
// pages seen and fetched, folders gone dry, course records found. From it, what a queued link gains (co-citation,
// people) and keeps (dead links, a course's material, a dry folder, a record found already) of its priority.
// Everything here grows with the crawl: its maps remember what changed, so a journal entry holds only that.
import { TrackedMap, TrackedSet } from '../../learn/online/tracked.ts';
import type { PathStep } from '../strategy.ts';
import { homeIndex } from '../link-prior.ts';
import { namesDocument } from '../../urls.ts';
import { anotherOffering, broaderPatternsOf, codeKeyOfText, codeKeysIn, deepTwinOf, idInAddress, linkTextKey, namedPlaceOf, namingKey, recordCodesOf, homePageAt, localWallOf, originOf, ownerOf, patternOf, recordIdsOf, shapeOf, slotOf, twinOf, wideSlotOf } from './addresses.ts';

export interface Yield { fetched: number; hits: number }
/** A link to people: a directory of them ('d'), a list of students ('s'), a person's home page ('h'), or a home
 * page on a list of students ('m', raised only where the person's course page moved). */
export type PeopleLink = 'd' | 'h' | 's' | 'm';

/** A region or pattern raises its links once it has this many course pages and at least this share of them. */
const minHits = 2;
const minShare = 0.5;
/** A slot of numbered records outside people's folders (`/titulaciones/267/`, `/programme/1043/`) holds pages of one
 * kind: once one of them proved a way to course pages (a degree's page that leads to its plan), its siblings are
 * raised. A slot of named pages (`/docs/classes.html` beside `/docs/personal.html`) holds a site's sections, and one
 * that leads to courses says little of the others. es-universidad sites 51 to 54 (never looked at before; one fetch
 * slot): 929 -> 833 fetches to 90% recall (site 54: 239 -> 143, its three degrees in one list); sites 1 to 30 7,294
 * -> 7,322 (crawls there vary by a tenth from run to run); webkb-dev (fourteen perturbed crawls each, medians) 129.5
 * and 260 -> 129.5 and 264; every other family's sites 1 and 2, and sites 51 to 54, the same. */
const minNumberedHits = 1;
const numberedRecord = (url: string) => ownerOf(url) === undefined && /\d[^/]*\/?$/.test(url.replace(/[?#].*$/, ''));
/** The same for an address pattern whose path numbers its record (`/es/titulaciones/#/asignaturas?curso`): a degree's
 * list of subjects that led to course pages raises the other degrees' lists. A pattern numbered in its query only
 * (`noticia.php?id`, `centro.php?id`) still needs two. es-universidad sites 61 to 64 (never looked at before): 855 ->
 * 767 fetches to 90% recall (site 61 166 -> 102: its second degree's list waited at 0.11 behind fifty guías' PDFs
 * of courses found; site 62 216 -> 192); every other family's sites 1-2, 51-54 and 61-64 and webkb-dev's medians the
 * same. */
const numberedPattern = (url: string, pattern: string) => ownerOf(url) === undefined && pattern.replace(/\?.*$/, '').includes('#');
/** A page's links are lowered once at least this many of those followed led to no page (and most did). */
const minDead = 3;
/** A page's name anywhere in its section is barren once this many of its pages were fetched and none led anywhere. */
const minBarren = 2;
/** An address pattern is barren once this many of its pages were fetched and none was a course page, a list of them
 * or a way to them (nor any in its slot): its other links keep `barrenShare` of their priority. */
const minBarrenPattern = 4;
const barrenShare = 0.5;
/** A pattern's links are lowered once at least this many of those followed ended at a gate (and most did). */
const minWalled = 2;
/** The site keeps its courses in its people's own folders once this many people's folders held course pages, and
 * they held at least this share of the course pages found. The generated site families keep none there. */
const minOwners = 3;
const minOwnedShare = 0.25;
/** What is added then to the priority of a link to a directory of people, and to a person's home page: a
 * directory is one fetch that leads to every home page, and a home page among hundreds holds a course page seldom.
 * On webkb-dev (fetches to 90% recall, texas and wisconsin; 322 and 989 without the raise), directories raised by
 * 0.3, 0.5 or 0.8: homes by 0 gave 196-208 and 1,031-1,285, by 0.2 180-194 and 507-533, by 0.4 175-236 and 590-637. */
const directoryBoost = 0.5;
const homeBoost = 0.2;
/** A person's folder has gone dry once this many pages fetched there in a row (dead links included) were neither
 * a course page nor a list of them; its other links then keep this share of their priority until a course page
 * turns up there. The naive Bayes learns a teacher's folder name from the teacher's course pages and raised the
 * rest of the folder, papers and demos; texas's crawl fetched ten of one teacher's pages after his four courses.
 * Over fourteen perturbed crawls of each webkb-dev site, the median fetches to 90% recall went from 128 to 124
 * (texas) and from 277 to 274.5 (wisconsin, worst 315 to 296); after two pages, 124.5 / 270.5 over six crawls, after
 * four 126.5 / 276.5, with a quarter of the priority 122.5 / 272.5 against 121.5 / 276. */
const dryAfter = 3;
const dryFolderShare = 0.5;
/** A page that listed this many people whose home pages (or dead links to them) named no course by its code, and
 * none that did, lowers its other people (`listShare`). The generated sites' common People pages of staff took a
 * fifth of `online`'s fetches on the people-folders family. On that family's sites 3 to 10 (not the bench's), the
 * median of fetches to 90% recall against the oracle went from 1.49x to 1.47x and the mean from 1.74x to 1.56x;
 * webkb-dev's fourteen perturbed crawls per site stayed 124 (texas) and 274.5 (wisconsin). After three such
 * pages: 1.43x and 1.53x, and 275 on wisconsin; after three with at most a fifth naming a course, 282.5 there. */
const emptyListAfter = 5;
/** What is added to the priority of a link to the home page of a person whose course page was not where a link
 * said: the page is one fetch from there more often than not. */
const movedBoost = 0.5;
/** A name as a list of courses writes a teacher beside a course ("Usman", "Brontë, Dubois", "(Todd Munson)"): a
 * capitalised word of three letters or more. Lower-cased, as a home page's link is matched against it. */
const nameWord = /(?<!\p{L})\p{Lu}[\p{L}'’-]{2,}/gu;
export const namesIn = (text: string): string[] => [...text.normalize('NFC').matchAll(nameWord)].map((m) => m[0].toLowerCase());
/** `url` is a document (PDF, Word) at `page`'s address with another ending, query and fragment aside. */
export function sameStemDocument(url: string, page: string): boolean {
  // Every queued link is asked at each rescoring: most name no document, which one test tells; the address is read
  // with a URL parser only where the stems match.
  if (!documentEnding.test(url)) return false;
  const stem = (u: string) => u.replace(/[?#].*$/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  return stem(url) === stem(page) && url.replace(/[?#].*$/, '') !== page.replace(/[?#].*$/, '') && namesDocument(url);
}
const documentEnding = /\.(?:pdf|docx)(?=[?#]|$)/i;

/** What is left of a link's priority when it leads into the folder of a course page found: the course's own
 * material (handouts, solutions, its sections' exercises), which the naive Bayes would raise for the course code
 * its address shares with the course pages. The folder itself and its index are the course's page. Over fourteen
 * perturbed crawls of each webkb-dev site, the median fetches to 90% recall went from 134.5 to 134 (texas) and
 * from 360 to 310 (wisconsin) with 0.15; 0.05 to 0.15 did alike, 0.3 and 0.5 less. */
export const materialShare = 0.15;

/** What a link keeps once most links of its pattern (`y`) ended at a gate, two at least. */
const walled = (y: Yield | undefined) => (!y || y.fetched - y.hits < minWalled || y.hits >= y.fetched - y.hits ? 1 : (y.hits + 1) / (y.fetched + 1));

export interface SiteKnowledgeOptions {
  /** Co-citation: added to a link's priority when its region or pattern has led to course pages. */
  coBoost: number;
  /** Lower the queued links of a page whose followed links led to no page. */
  deadLinks: boolean;
  /** Raise links to people once the course pages found sit in people's own folders. */
  people: boolean;
}

/** The site's knowledge in a snapshot: yields packed as lines "key<TAB>fetched<TAB>hits", counts as "key<TAB>count"
 * (one string each: cheap to store at every commit). Keys added later are optional: older snapshots lack them. */
export interface SiteSnapshot {
  regions: string; patterns: string; credited: string[];
  /** Per linking page: links followed ("fetched") and those that led to a page ("hits"). */
  sources?: string;
  /** Per address shape (host, depth, ending): links followed and those that led to a page. */
  shapes?: string;
  /** Per address pattern: links followed and those that did not end at a gate. */
  walls?: string;
  /** Where the redirects followed ended. */
  ends?: string[];
  /** Per page that links people's home pages: those followed, and those that link a course by its code. */
  lists?: string;
  /** Course pages found, those in people's own folders, and whose folders. */
  courses?: number; owned?: number; owners?: string[];
  /** People's folders where a link named for a course found no page. */
  moved?: string[];
  /** The pages that linked a course page found. */
  listed?: string[];
  /** The names written beside a link named for a course, outside people's folders, that found no page. */
  named?: string[];
  /** The folders named for a course that held a course page found. */
  folders?: string[];
  /** The course pages found, by address. */
  found?: string[];
  /** The people whose home page a link was seen to. */
  homes?: string[];
  /** The people whose home page was fetched under one of its addresses. */
  visited?: string[];
  /** Per person's folder: pages fetched there in a row that were no course page or list, "folder<TAB>count" lines. */
  dry?: string;
  /** Per long number in a course page's address: the course pages found whose address holds it, "id<TAB>count". */
  records?: string;
  /** Per way to courses: the pages found through it, "url<TAB>count". */
  ledTo?: string;
}
/** What changed since the last snapshot or journal entry: the counts as they are now, the yields changed (packed as
 * in the snapshot) and the members added to the sets. */
export interface SiteJournal {
  courses: number; owned: number;
  regions: string; patterns: string; sources: string; shapes: string; lists: string; dry: string; records?: string; walls?: string; ledTo?: string;
  credited: string[]; folders: string[]; homes: string[]; owners: string[]; moved: string[]; named?: string[]; listed?: string[]; visited?: string[]; found?: string[]; ends?: string[];
}

const packYields = (m: Iterable<[string, Yield]>) => {
  let out = '';
  for (const [k, y] of m) out += `${k}\t${y.fetched}\t${y.hits}\n`;
  return out;
};
const unpackYields = (s: string) => new Map(s.split('\n').filter(Boolean).map((line): [string, Yield] => {
  const [k, fetched, hits] = line.split('\t');
  return [k!, { fetched: Number(fetched), hits: Number(hits) }];
}));
const packCounts = (m: Iterable<[string, number]>) => {
  let out = '';
  for (const [k, n] of m) out += `${k}\t${n}\n`;
  return out;
};
const unpackCounts = (s: string) => s.split('\n').filter(Boolean).map((line): [string, number] => {
  const [k, n] = line.split('\t');
  return [k!, Number(n)];
});

export class SiteKnowledge {
  regions = new TrackedMap<Yield>();
  patterns = new TrackedMap<Yield>();
  /** Pages credited as hubs (a way to course pages) once. */
  credited = new TrackedSet();
  sources = new TrackedMap<Yield>();
  shapes = new TrackedMap<Yield>();
  lists = new TrackedMap<Yield>();
  /** Per address pattern: links followed, and those that did not end at a gate (a redirect to a login page, or to
   * where robots.txt keeps this crawler out). */
  walls = new TrackedMap<Yield>();
  /** Where the redirects followed so far ended: a second address sent to the same page met a gate (a login page
   * every course's address sends a visitor without a session to). lms-catalog 1-20: 2,179 -> 2,111 fetches to 90%
   * recall, sites 51-54 5,139 -> 5,109, site 72 (never looked at before) 140 -> 107; the other families and
   * webkb-dev the same. */
  ends = new TrackedSet();
  courses = 0;
  owned = 0;
  owners = new TrackedSet();
  moved = new TrackedSet();
  /** The names (`namesIn`) written beside a link named for a course outside people's folders that found no page:
   * a course web moved into its teacher's folder, where the department's list of courses still links its old
   * address and names the teacher. */
  named = new TrackedSet();
  /** The pages that linked a course page found (the page its link was offered on). */
  listed = new TrackedSet();
  folders = new TrackedSet();
  /** The course pages found, by address: a page that links several of them is a list of courses, however the crawl
   * reached them. */
  found = new TrackedSet();
  /** The people whose home page a link was seen to. */
  homesSeen = new TrackedSet();
  /** The people whose home page was fetched (a page answered under one of its addresses). */
  homesVisited = new TrackedSet();
  /** Per person's folder: pages fetched there in a row (dead links included) that were no course page or list. */
  dry = new TrackedMap<number>();
  /** Per way to courses: the pages found through it (course pages and ways), counted from its second up to a big way. */
  ledTo = new TrackedMap<number>();
  /** Long numbers in the addresses of course pages found, and the codes of single course pages found (`c:HIST177`),
   * and how many such pages held each. */
  records = new TrackedMap<number>();
  /** The link leads into a course's folder, to a page that is not the folder's own. Kept by URL until a folder is
   * added: every queued link is asked at each rescoring. */
  private readonly materialKnown = new Map<string, { at: number; is: boolean }>();
  /** Whether a link's text names a person in `named`, by text, as of the set's size. */
  private readonly namedKnown = new Map<string, { at: number; is: boolean }>();
  private packed = { regions: '', patterns: '', credited: [] as string[], sources: '', shapes: '', lists: '', folders: [] as string[], homes: [] as string[], dry: '', records: '', ledTo: '', found: [] as string[], walls: '', ends: [] as string[] };
  /** What the packed state was made from: the versions of the maps and the sizes of the sets it packs. */
  private packedAt = '';

  constructor(private readonly options: SiteKnowledgeOptions) {}

  /** A key's yield, about to be counted. */
  yieldOf(map: TrackedMap<Yield>, key: string): Yield {
    let y = map.get(key);
    if (!y) map.set(key, (y = { fetched: 0, hits: 0 }));
    else map.touch(key);
    return y;
  }

  isGood(y: Yield | undefined, least = minHits): boolean {
    return !!y && y.hits >= least && y.hits / Math.max(1, y.fetched) >= minShare;
  }

  /** What a link keeps of its priority when its address holds the record number of one course page found (its
   * /guia-docente/260569 fetched, /documentos/guias-docentes/260569_2026.pdf waits): the same course's record in
   * another form. A number that two course pages' addresses hold is no record's (a catalog's or a term's), nor is
   * one the linking page's own address holds (a list of one catalog's courses), unless that page is one course's
   * (`single`): /guia-docente/833815 links its own /documentos/guias-docentes/833815_2026.pdf. */
  recordShare(url: string, from: string | undefined, single: boolean, anchorText = ''): number {
    // One course's page's own document, at its address with another ending (a fiche's
    // `…/algorithmique-KFBR2M1C.html` and its "Télécharger la fiche (PDF)", `…/algorithmique-KFBR2M1C.pdf`).
    if (single && from !== undefined && sameStemDocument(url, from)) return materialShare;
    const records = this.records;
    if (records.size === 0) return 1;
    for (const id of recordIdsOf(url)) if (records.get(id) === 1 && (single || !from?.includes(idInAddress(id)))) return materialShare;
    // A document named by the code of one course page found is that course's record too (its guía's PDF beside a
    // page named by its title), and so is an address whose query names it (`descarga.aspx?tipo=guia&codAsig=NUT1601`
    // beside `programa.aspx?codAsig=NUT1601`, another degree's `ficha.aspx?cod_asig=BIOL3710&tit=144`), unless a
    // list's own address names the code.
    for (const key of recordCodesOf(url)) if (records.get(key) === 1 && (single || !from || !codeKeysIn(from).includes(key))) return materialShare;
    // A link named only by the code of one course page found, to an address that does not name the code: that
    // course's page under another address (its fiche under another parcours of a diploma, 1UBIO102 in each
    // programme). A course's web named for its code (/cse142/97wi/) may be another offering, and keeps its place.
    const named = anchorText ? codeKeyOfText(anchorText) : undefined;
    if (named !== undefined && records.get(named) === 1 && !this.found.has(url) && !codeKeysIn(url).includes(named)) return materialShare;
    // A link whose text, a code and a title, is that of the link to one course page found, to another address: that
    // page again (a sorted list's `/node/3927` for the default order's `/academics/courses/optics-and-society`).
    const byText = anchorText ? namingKey(anchorText, url) : undefined;
    if (byText !== undefined && records.get(byText) === 1 && !this.found.has(url)) return materialShare;
    return 1;
  }

  /** The link's text is that of the link to one course page found, under its address's terms (not a text every
   * course's link has, "Guía docente"). */
  namesCourseFound(anchorText: string, url: string): boolean {
    const key = this.records.size > 0 ? linkTextKey(anchorText, url) : undefined;
    return key !== undefined && this.records.get(key) === 1;
  }

  /** A person's folder that has gone dry keeps its home page's priority, and a part of its other links'. */
  dryShare(url: string): number {
    if (!this.options.people || this.dry.size === 0 || homePageAt(url)) return 1;
    const owner = ownerOf(url);
    return owner !== undefined && (this.dry.get(owner) ?? 0) >= dryAfter ? dryFolderShare : 1;
  }

  /** The link leads into a course's folder, to a page that is not the folder's own nor another term's offering. */
  material(url: string): boolean {
    const folders = this.folders;
    if (folders.size === 0) return false;
    const known = this.materialKnown.get(url);
    if (known?.at === folders.size) return known.is;
    const end = url.search(/[?#]/);
    const path = end < 0 ? url : url.slice(0, end);
    const origin = originOf(path);
    let i = path.lastIndexOf('/');
    // A folder or its index is the folder's own page: its material starts in the folders above.
    if (i === path.length - 1 || homeIndex.test(path.slice(i + 1))) i = path.lastIndexOf('/', i - 1);
    let is = false;
    for (; i > origin.length; i = path.lastIndexOf('/', i - 1)) {
      const folder = path.slice(0, i + 1);
      if (!folders.has(folder)) continue;
      is = !anotherOffering(folder, path.slice(i + 1));
      break;
    }
    if (this.materialKnown.size >= 50_000) this.materialKnown.clear();
    this.materialKnown.set(url, { at: folders.size, is });
    return is;
  }

  /** A person's home page under another of its addresses (/~jdoe, /~jdoe/, /~jdoe/jdoe.html, index.html), once
   * one of them answered: most likely the same page again. */
  visitedHome(url: string): boolean {
    return this.options.people && this.homesVisited.size > 0 && homePageAt(url) && this.homesVisited.has(ownerOf(url) ?? '');
  }

  /** What a link keeps of its priority for where it leads: a course's material, a dry folder, a home page seen, a
   * barren pattern. */
  placeShare(url: string): number {
    return (this.material(url) || this.visitedHome(url) ? materialShare : 1) * this.dryShare(url) * (this.barrenPattern(url) ? barrenShare : 1);
  }

  /** Before any course page is found the naive Bayes knows nothing, and every link stands at the floor its page
   * passed on: a diploma's five tabs (`fiche_diplome.php?id=N&onglet=…`) came before the next diploma's programme,
   * one diploma after another. A pattern whose pages led nowhere, four times, gives way to the patterns not tried
   * yet. Not a person's home page (the people rules weigh those). Co-citation's other side: off without it. */
  private barrenPattern(url: string): boolean {
    const y = this.patterns.size > 0 && this.options.coBoost > 0 ? this.patterns.get(patternOf(url)) : undefined;
    if (y === undefined || y.hits > 0 || y.fetched < minBarrenPattern || homePageAt(url)) return false;
    const slot = slotOf(url);
    return !slot || !this.patterns.get(slot)?.hits;
  }

  /** The site keeps its courses in its people's own folders. */
  personalSite(): boolean {
    return this.owners.size >= minOwners && this.owned >= minOwnedShare * this.courses;
  }

  private movedHere(url: string): boolean {
    return this.moved.size > 0 && this.moved.has(ownerOf(url) ?? '');
  }

  /** Some person's course page moved, and no link to that person's home page has turned up yet. */
  private unresolved(): boolean {
    for (const owner of this.moved) if (!this.homesSeen.has(owner)) return true;
    return false;
  }

  /** The link to a person's home page names a person written beside a course page that was not where its link
   * said. */
  private namedHere(anchorText: string): boolean {
    if (this.named.size === 0) return false;
    // Every queued link to people is asked at each rescoring: a text's answer is kept until a name is added.
    const known = this.namedKnown.get(anchorText);
    if (known?.at === this.named.size) return known.is;
    const is = namesIn(anchorText).some((name) => this.named.has(name));
    if (this.namedKnown.size >= 50_000) this.namedKnown.clear();
    this.namedKnown.set(anchorText, { at: this.named.size, is });
    return is;
  }

  /** What a link to people gains (`anchorText`: the link's text). */
  peopleBoost(kind: PeopleLink | undefined, url: string, anchorText: string): number {
    if (!this.options.people || !kind) return 0;
    // A list of students is worth its fetch while it may list a person whose course page moved; on it, only such
    // people are raised (a department's hundreds of students keep few courses).
    if (kind === 's') return this.unresolved() ? directoryBoost : 0;
    // A directory of people is one fetch to the home page of whoever was named beside a course page that moved.
    if (kind === 'd') return this.personalSite() || this.named.size > 0 ? directoryBoost : 0;
    const moved = this.movedHere(url) || this.namedHere(anchorText) ? movedBoost : 0;
    return kind === 'm' ? moved : (this.personalSite() ? homeBoost : 0) + moved;
  }

  /** What a page's dead links take off its other links' priority: the square root of the (smoothed) share of its
   * followed links that led to a page, once most of them did not. The root: lowered by the share itself, the
   * crawl of a 1997 department site (webkb-dev wisconsin) needed 1,322 fetches to 90% recall instead of 881.
   * Links of an address shape whose followed links mostly died are lowered alike (the lower of the two shares):
   * over six perturbed crawls of each webkb-dev site, the median fetches to 90% recall went from 206.5 to 193
   * (texas) and from 455.5 to 392.5 (wisconsin). */
  private share(y: Yield | undefined): number {
    return !this.options.deadLinks || !y || y.fetched - y.hits < minDead || y.hits > y.fetched - y.hits ? 1 : Math.sqrt((y.hits + 1) / (y.fetched + 1));
  }

  /** What a person's home page keeps of its priority once the page that lists it has listed `emptyListAfter`
   * people or more whose pages named no course, and none whose page did: the root of one over their number plus
   * one. A department's "People" page of staff and visitors, a group's members. A course page's people (its
   * teacher, its assistants) are no such list. */
  listShare(kind: PeopleLink | undefined, from: PathStep | undefined): number {
    const y = kind === 'h' && from !== undefined && from.kind !== 'course' ? this.lists.get(from.url) : undefined;
    return !this.options.people || !y || y.hits > 0 || y.fetched < emptyListAfter ? 1 : Math.sqrt(1 / (y.fetched + 1));
  }

  aliveShare(from: string | undefined, url: string): number {
    return Math.min(this.share(from === undefined ? undefined : this.sources.get(from)), this.share(this.shapes.get(shapeOf(url))), this.wallShare(url, from));
  }

  /** What a link keeps once most links of its address pattern ended at a gate, two at least: the (smoothed) share
   * that did not. A learning platform's course names lead to its login page, each a fetch; its summaries do not.
   * The same among the linking page's own links of the pattern: an acalog-like catalog keeps one department's
   * previews behind a redirect robots.txt disallows, a fetch per course where the pattern led to courses from every
   * other department. Its sites 1 to 20, fetches to 90% recall: 2,726 -> 2,649 (site 1 157 -> 145, 5 160 -> 142,
   * 7 184 -> 175, 9 175 -> 160, 12 119 -> 114, 15 164 -> 153, 17 136 -> 129; the other thirteen the same); every
   * other family's sites 1-2 and 101-104, and webkb-dev, the same. */
  private wallShare(url: string, from: string | undefined): number {
    if (!this.options.deadLinks || this.walls.size === 0) return 1;
    const ofPattern = this.walls.get(patternOf(url));
    // The linking page's own links of the pattern are counted with the pattern's: they met a gate twice only where
    // the pattern did. Every queued link is asked at each rescoring, and their key is a new string to look up.
    if (!ofPattern || ofPattern.fetched - ofPattern.hits < minWalled) return 1;
    return Math.min(walled(ofPattern), from === undefined ? 1 : walled(this.walls.get(localWallOf(from, url))));
  }

  /** Co-citation: a link whose list, pattern or slot has led to course pages gains this much. */
  boost(url: string, region: string | undefined): number {
    // A page's name whose pages have led nowhere, twice or more, is not raised by its list or its folder: a
    // programme's "Contacts" tab beside its proven "Programme" tab, in the same tab bar and the same folder.
    if (this.barrenName(url)) return 0;
    if (region !== undefined && this.isGood(this.regions.get(region))) return this.options.coBoost;
    const pattern = patternOf(url);
    const kin = this.patterns.get(pattern);
    if (kin && this.isGood(kin, numberedPattern(url, pattern) ? minNumberedHits : minHits)) return this.options.coBoost;
    // A narrower view of a record whose broader view proved a way: a parcours' programme
    // (`programme.jsp?diplome=63488&parcours=2`) beside its diploma's (`programme.jsp?diplome=72865`), until its own
    // pattern's pages led nowhere.
    if (!(kin && kin.hits === 0 && kin.fetched >= minBarren)) {
      for (const broader of broaderPatternsOf(url)) if (this.isGood(this.patterns.get(broader))) return this.options.coBoost;
    }
    // Every queued link is asked at each rescoring: the address is read for a record's number only where its slot
    // has a yield.
    const slot = this.patterns.get(slotOf(url));
    if (slot !== undefined && this.isGood(slot, numberedRecord(url) ? minNumberedHits : minHits)) return this.options.coBoost;
    // A wide slot: a degree's cousins in the site's other sectors, once two of them proved ways above their lists of
    // courses; not a name other folders hold too (a tab's: the twin places below weigh those). After one, by a part:
    // the naive Bayes learns a degree's link low from the degrees whose programmes are PDFs, and on fr-universite-241
    // the last sector's degree waited at 0.006 below the site's news until fetch 363 (390 -> 251 fetches).
    const wide = this.patterns.get(wideSlotOf(url));
    const cousins = wide !== undefined && wide.hits > 0 && !this.patterns.get(namedPlaceOf(url))?.fetched ? wide : undefined;
    if (cousins && this.isGood(cousins)) return this.options.coBoost;
    const partOfWide = cousins ? this.byShare(cousins) * (cousins.hits >= minHits ? 1 : 0.5) : 0;
    // A twin place: one tab's name on every degree's page (`/grados/*/plan-estudios`), raised once two of them proved
    // a way, where the degree's other tabs outweighed what the naive Bayes learned of the plan's link. es-universidad
    // sites never looked at before: 94 282 -> 109 fetches to 90% recall, 83 481 -> 352; every family's sites 81-84
    // and 91-94 10,104 -> 9,801; es-universidad and lms-catalog 51-74 8,276 -> 7,877 (site 66 153 -> 169); every
    // family's sites 1-2 and webkb-dev the same.
    const twin = this.patterns.get(twinOf(url));
    if (twin !== undefined && this.isGood(twin)) return this.options.coBoost;
    // The same tab's name at any depth of its section (a parcours' programme below its diploma's), raised by the
    // share of its pages that proved a way: where some diplomas keep their programme in a PDF, such a tab is still
    // the best bet a site has left once its lists are done.
    const deep = this.patterns.get(deepTwinOf(url));
    return Math.max(partOfWide, deep !== undefined && deep.hits >= minHits ? this.byShare(deep) : 0);
  }

  /** Co-citation's raise by the share of a place's pages that proved a way, in full from half of them. */
  private byShare(y: Yield): number {
    return this.options.coBoost * Math.min(1, y.hits / Math.max(1, y.fetched) / minShare);
  }

  private barrenName(url: string): boolean {
    const named = this.patterns.size > 0 ? this.patterns.get(namedPlaceOf(url)) : undefined;
    return named !== undefined && named.hits === 0 && named.fetched >= minBarren;
  }

  /** A list that linked a course page found (`on`) goes on on its next pages: its pager's links (`features`
   * holding `a:pager`) gain as co-cited links do. A subject's page of course titles without codes (the critic's
   * "other") led to its courses; its second page waited at its link's prior. Not the pages above such a list (a
   * news archive whose item named a teacher): their pages hold more of the same. */
  pagerBoost(features: readonly string[], on: string | undefined): number {
    return on !== undefined && this.listed.has(on) && features.includes('a:pager') ? this.options.coBoost : 0;
  }

  /** What the journal keeps track of starts again (a snapshot or a journal entry holds it). */
  private drain() {
    const yields = { regions: this.regions.drain(), patterns: this.patterns.drain(), sources: this.sources.drain(), shapes: this.shapes.drain(), lists: this.lists.drain(), dry: this.dry.drain(), records: this.records.drain(), ledTo: this.ledTo.drain(), walls: this.walls.drain() };
    const added = { credited: this.credited.drain(), folders: this.folders.drain(), homes: this.homesSeen.drain(), owners: this.owners.drain(), moved: this.moved.drain(), named: this.named.drain(), listed: this.listed.drain(), visited: this.homesVisited.drain(), found: this.found.drain(), ends: this.ends.drain() };
    return { yields, added };
  }

  snapshot(): SiteSnapshot {
    this.drain();
    // The yields are packed again only after something changed them (a store without journals takes a snapshot
    // at every commit).
    const { regions, patterns, sources, shapes, lists, dry, records, ledTo, walls, credited, folders, homesSeen, found, ends } = this;
    const at = [regions, patterns, sources, shapes, lists, dry, records, ledTo, walls].map((m) => m.version).join('/') + `/${credited.size}/${folders.size}/${homesSeen.size}/${found.size}/${ends.size}`;
    if (this.packedAt !== at) {
      this.packed = {
        regions: packYields(regions), patterns: packYields(patterns), credited: [...credited], sources: packYields(sources), shapes: packYields(shapes), lists: packYields(lists),
        folders: [...folders], homes: [...homesSeen], dry: packCounts(dry), records: packCounts(records), ledTo: packCounts(ledTo), found: [...found], walls: packYields(walls), ends: [...ends],
      };
    }
    this.packedAt = at;
    return { ...this.packed, courses: this.courses, owned: this.owned, owners: [...this.owners], moved: [...this.moved], named: [...this.named], listed: [...this.listed], visited: [...this.homesVisited] };
  }

  journal(): SiteJournal {
    const { yields, added } = this.drain();
    return {
      courses: this.courses, owned: this.owned, ...added,
      regions: packYields(yields.regions), patterns: packYields(yields.patterns), sources: packYields(yields.sources), shapes: packYields(yields.shapes), lists: packYields(yields.lists),
      dry: packCounts(yields.dry), records: packCounts(yields.records), ledTo: packCounts(yields.ledTo), walls: packYields(yields.walls),
    };
  }

  /** Back to a snapshot, then the journal entries taken after it, in order. */
  restore(s: SiteSnapshot, entries: readonly SiteJournal[]): void {
    this.regions = new TrackedMap(unpackYields(s.regions));
    this.patterns = new TrackedMap(unpackYields(s.patterns));
    this.credited = new TrackedSet(s.credited ?? []);
    this.sources = new TrackedMap(unpackYields(s.sources ?? ''));
    this.shapes = new TrackedMap(unpackYields(s.shapes ?? ''));
    this.lists = new TrackedMap(unpackYields(s.lists ?? ''));
    this.courses = s.courses ?? 0;
    this.owned = s.owned ?? 0;
    this.owners = new TrackedSet(s.owners ?? []);
    this.moved = new TrackedSet(s.moved ?? []);
    this.named = new TrackedSet(s.named ?? []);
    this.listed = new TrackedSet(s.listed ?? []);
    this.folders = new TrackedSet(s.folders ?? []);
    this.found = new TrackedSet(s.found ?? []);
    this.materialKnown.clear();
    this.namedKnown.clear();
    this.homesSeen = new TrackedSet(s.homes ?? []);
    this.homesVisited = new TrackedSet(s.visited ?? []);
    this.dry = new TrackedMap(unpackCounts(s.dry ?? ''));
    this.records = new TrackedMap(unpackCounts(s.records ?? ''));
    this.ledTo = new TrackedMap(unpackCounts(s.ledTo ?? ''));
    this.walls = new TrackedMap(unpackYields(s.walls ?? ''));
    this.ends = new TrackedSet(s.ends ?? []);
    for (const e of entries) {
      this.courses = e.courses;
      this.owned = e.owned;
      for (const [map, lines] of [[this.regions, e.regions], [this.patterns, e.patterns], [this.sources, e.sources], [this.shapes, e.shapes], [this.lists, e.lists], [this.walls, e.walls ?? '']] as const) {
        for (const [k, y] of unpackYields(lines)) map.set(k, y);
      }
      for (const [k, n] of unpackCounts(e.dry)) this.dry.set(k, n);
      for (const [k, n] of unpackCounts(e.records ?? '')) this.records.set(k, n);
      for (const [k, n] of unpackCounts(e.ledTo ?? '')) this.ledTo.set(k, n);
      for (const [set, added] of [[this.credited, e.credited], [this.folders, e.folders], [this.homesSeen, e.homes], [this.owners, e.owners], [this.moved, e.moved], [this.named, e.named ?? []], [this.listed, e.listed ?? []], [this.homesVisited, e.visited ?? []], [this.found, e.found ?? []], [this.ends, e.ends ?? []]] as const) {
        for (const m of added) set.add(m);
      }
    }
    this.drain();
    this.packedAt = '';
  }
}
