// What a link says about the course pages behind it before a crawl has learned anything of its site: its signals
// (features/link-signals.ts: course codes, words for course lists and the way there) and what the linking page is
// (a list of courses, one course, a page holding none). Nothing here was fitted to a site: it is the prior an online
// learner starts from and then outgrows. And where a site keeps its people's own pages (/~jdoe/, /users/jdoe/).
import type { ParsedLink } from '../parse/html.ts';
import type { Kind } from './strategy.ts';
import { addressCode } from '../parse/course-codes.ts';
import { linkSignals, type LinkSignals } from '../features/link-signals.ts';

/** The linking page as the critic saw it. */
export interface LinkingPage {
  url?: string;
  kind: Kind;
  relevance: number;
  /** Courses the page holds inline, or links to course pages it has (a listing). */
  courseLinks?: number;
}

/** 0..1: how likely the link leads to a course page or towards one, from its signals and its page. */
/** `signals`: the link's signals, when the caller has them already. */
export function linkPrior(link: Pick<ParsedLink, 'url' | 'anchorText'>, from: LinkingPage, signals?: LinkSignals): number {
  const s = signals ?? linkSignals(link, from.url);
  if (s.variant) return 0;
  // One course's page links into its own folder to its material (syllabus, homework, notes), whatever codes the
  // addresses hold: that is the same course again.
  if (from.kind === 'course' && !(from.courseLinks && from.courseLinks >= 3) && s.inside && !s.pager) return s.file ? 0.02 : 0.05;
  let p = 0.1;
  if (s.codeInText || s.codeBefore) p += 0.35;
  if (s.codeInUrl) p += 0.25;
  if (s.listWord) p += 0.3;
  else if (s.wayWord) p += 0.15;
  if (s.awayWord && !s.codeInText && !s.codeBefore && !s.listWord) p -= 0.08;
  if (s.file) p -= 0.08;
  // A list of courses links to them and pages through itself. A course page's links into its own folder are
  // mostly its material; the ones that leave it lead to its teacher, its department, other courses.
  if (from.kind === 'listing' || (from.courseLinks ?? 0) >= 3) p += s.pager ? 0.3 : s.looseCode && !s.codeInText ? 0.35 : 0.1;
  else if (from.kind === 'course' && s.pager) p += 0.2;
  else if (from.kind === 'course' && !s.codeInText && !s.codeBefore && !s.codeInUrl) p += 0.05;
  return Math.max(0, Math.min(1, p));
}

/** An absolute address in a person's own folder: /~jdoe/… (or /%7Ejdoe/…, as many links spell it), or a folder
 * under one of the first two segments where sites keep their people's pages (/users/novak/…, /people/jdoe/…,
 * /Info/People/jdoe/…, /u/jdoe/…). Read with one regular expression, not a URL parser: every link of every page
 * is asked. */
const ownFolderPattern = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/(?:(?:~|%7e)([^/?#]+)|(?:[^/?#~.]+\/)?(?:users|user|u|people|homes|home|staff|faculty|personal|members)\/([^/?#.]+)(?=[/?#]|$)))\/?([^?#]*)/i;
/** A course code in an account's name (cs302, cs537-1): a class account, not a person's. */
const codeInName = new RegExp(addressCode.source, 'i');
/** An account named in capitals (/users/UTCS/, /~ACM/): a department's or a club's, not a person's (logins are
 * written in small letters). Taken for a person's, texas's department folder (its course descriptions, its
 * schedule, its reports) went dry once its schedule's links died, and in the crawls where that happened its
 * "course descriptions" was fetched last (fourteen webkb-dev crawls perturbed by up to ±35%: worst 212 -> 170
 * fetches to 90% recall, median 125.5 -> 126). */
const organisationName = /^[A-Z][A-Z0-9_-]+$/;

function ownFolder(url: string): { home: string; name: string; rest: string } | undefined {
  const m = ownFolderPattern.exec(url);
  const name = m?.[2] ?? m?.[3];
  if (!m || !name || codeInName.test(name) || organisationName.test(name)) return undefined;
  return { home: `${m[1]}/`, name, rest: m[4]! };
}

/** The folder of the person whose own web space holds `url` (/~jdoe/, /users/jdoe/), if it is in one. An account
 * named like a course (/~cs302/, /~cs537-1/) is the course's, not a person's. */
export function personalHome(url: string): string | undefined {
  return ownFolder(url)?.home;
}

/** A folder's index page by its name: the folder's own page. */
export const homeIndex = /^(index|home|welcome|default)\.s?html?$/i;

/** A person's home page: their folder or its index (/users/jdoe/, /~jdoe/index.html, /~jdoe/jdoe.html). */
export function isHomePage(url: string): boolean {
  const own = ownFolder(url);
  if (!own) return false;
  return own.rest === '' || homeIndex.test(own.rest) || own.rest.toLowerCase().replace(/\.s?html?$/, '') === own.name.toLowerCase();
}
