// The critic: what counts as "found a course page" for the learners that learn during a crawl. It reads the page
// with the extractor's recogniser (src/extract/recognise.ts): one course (a catalog entry, a syllabus, a course's
// own home page), a listing of courses inline (forty descriptions on one page count as found), a list of links
// to course pages, or neither; on any site, in any language, whatever words a model was trained on. A strategy's
// own page judgement (the forest's page regressor) may be combined with it: either may say "course".
// One thing a page alone cannot show: a page about the course the page linking to it was about (its syllabus,
// homework, lecture notes, print view) is that course again, not a new one; it is judged "other" so that a
// learner does not learn to wander into every course's material.
import type { ParsedPage } from '../parse/html.ts';
import { recognise } from '../extract/recognise.ts';
import type { CrawlStrategy, Judgement, PageContext } from './strategy.ts';
import { originOf, recordIdsOf } from './apprentice/addresses.ts';

export interface CourseJudgement extends Judgement {
  /** Codes of the courses the page is about (a single course page: its code). */
  codes: string[];
  /** Courses held inline (0 for a list of links). */
  courses: number;
  /** Links on the page whose text starts with a course code. */
  courseLinks: number;
}

/** Relevance of a page about the same course as the page that linked to it. */
const repeatRelevance = 0.3;

/** A page the critic judges at least this relevant is a course page: the apprentice's good outcome. */
export const highRelevance = 0.5;

/** The critic's judgement of a page by recognition alone. */
export function judgeByRecognition(page: ParsedPage): CourseJudgement {
  let r: ReturnType<typeof recognise>;
  try {
    r = recognise(page);
  } catch {
    return { relevance: 0, kind: 'other', codes: [], courses: 0, courseLinks: 0 };
  }
  const base = { codes: r.codes, courses: r.courses, courseLinks: r.codeLinks };
  if (r.kind === 'course') return { ...base, relevance: Math.max(highRelevance, r.confidence), kind: 'course' };
  if (r.kind === 'listing' && r.courses > 0) return { ...base, relevance: Math.max(0.8, r.confidence), kind: 'course' };
  if (r.kind === 'listing') return { ...base, relevance: 0.3, kind: 'listing' };
  return { ...base, relevance: Math.round(50 * (1 - r.confidence)) / 100, kind: 'other' };
}

/** The folder a page sits in, as its address shows it (host and path up to the last slash). */
function folderOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname.slice(0, u.pathname.lastIndexOf('/') + 1)}`;
  } catch {
    return undefined;
  }
}

/**
 * A single-course page about a course its linking page (itself one course) was about: not a new course. A course's
 * own material (syllabus, homework, print view) sits in the linking page's folder or below it; a page about the
 * same course elsewhere (another section's, another teacher's, another host's) is a course page of its own. When
 * the addresses are not given, every such page is a repeat. Where either page has no code read, the course is the
 * same when both addresses hold one record number. `parentCodes`: the linking page's codes, given (empty when none
 * was read) only when that page is one course's.
 */
export function isRepeat(j: CourseJudgement, parentCodes: readonly string[] | undefined, url?: string, parentUrl?: string): boolean {
  if (!(j.kind === 'course' && j.courses <= 1 && parentCodes !== undefined)) return false;
  // Either page without a code read (a guía titled by its course's name alone): the same record number in both
  // addresses is the same course (`/guia-docente/2025-2026/167/167487`, last year's edition of
  // `/guia-docente/2026-2027/123/167487`).
  if (!parentCodes.length || !j.codes.length) return url !== undefined && parentUrl !== undefined && sameRecordNumber(url, parentUrl);
  if (!j.codes.some((c) => parentCodes.includes(c))) return false;
  if (url === undefined || parentUrl === undefined) return true;
  const folder = folderOf(parentUrl);
  return folder === undefined || (folderOf(url) ?? '').startsWith(folder) || sameRecord(url, parentUrl);
}

/** Two addresses on one host that hold a record number (five digits or more, an academic year aside) in common. */
function sameRecordNumber(url: string, parentUrl: string): boolean {
  if (originOf(url) !== originOf(parentUrl)) return false;
  const ids = recordIdsOf(parentUrl);
  return ids.length > 0 && recordIdsOf(url).some((id) => ids.includes(id));
}

/** Two addresses that name one record by the same query under different scripts (a learning platform's summary
 * `catalogue/course.php?id=832` and its enrolment page `enrol/index.php?id=832`): the same course in another view. */
function sameRecord(url: string, parentUrl: string): boolean {
  try {
    const [a, b] = [new URL(url), new URL(parentUrl)];
    if (a.host !== b.host || !a.search || a.pathname === b.pathname) return false;
    a.searchParams.sort();
    b.searchParams.sort();
    return a.searchParams.toString() === b.searchParams.toString();
  } catch {
    return false;
  }
}

export function asRepeat(j: CourseJudgement): CourseJudgement {
  return { ...j, relevance: Math.min(j.relevance, repeatRelevance), kind: 'other' };
}

/** The codes a judgement passes to the links of its page, for their children's repeat test: only a single
 * course page's (a listing's children are its courses, not repeats of it). */
export function codesForChildren(j: Judgement): string[] | undefined {
  const c = j as Partial<CourseJudgement>;
  return j.kind === 'course' && (c.courses ?? 1) <= 1 && c.codes?.length ? c.codes : undefined;
}

/**
 * The critic over a strategy's own judgement: a page either calls a course page is one (its relevance the
 * higher of the two); recognition's codes and counts go with the judgement. `parentCodes`: the codes of the
 * single course the linking page was about, if any.
 */
export function criticJudge(inner: CrawlStrategy | undefined, page: ParsedPage, ctx: PageContext, parentCodes?: readonly string[]): CourseJudgement {
  const own = inner?.judge(page, ctx);
  const recognised = judgeByRecognition(page);
  let j: CourseJudgement = recognised;
  if (own) {
    const ownCourse = own.kind === 'course' && own.relevance >= (inner!.saveThreshold ?? 0.5);
    j = ownCourse && recognised.kind !== 'course'
      ? { ...recognised, relevance: own.relevance, kind: 'course' }
      : { ...recognised, relevance: Math.max(recognised.relevance, recognised.kind === 'course' ? 0 : Math.min(own.relevance, 0.49)) };
    if (own.disagreement !== undefined) j.disagreement = own.disagreement;
  }
  if (isRepeat(j, parentCodes, ctx.path.at(-1), ctx.path.at(-2))) return asRepeat(j);
  // A course page is saved whatever the strategy's own threshold (the forest's is 0.85).
  return j.kind === 'course' ? { ...j, relevance: Math.max(j.relevance, inner?.saveThreshold ?? 0.5) } : j;
}

/** Wraps a strategy so that pages holding recognised course records are judged course pages (its links are
 * still ordered by the strategy itself). */
export function withRecognition(inner: CrawlStrategy): CrawlStrategy {
  return { ...inner, judge: (page, ctx) => criticJudge(inner, page, ctx) };
}
