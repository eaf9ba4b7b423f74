// The critic: a page is relevant when its strategy's own judgement says so, or when course records can be
// read off it (a code, a title and at least one more field), so that a listing of forty inline course
// descriptions counts as found on any site, in any language, whatever vocabulary a model was trained on.
import type { ParsedPage } from '../parse/html.ts';
import { AliasIndex } from '../extract/aliases.ts';
import { extractFromHtml, type ExtractedCourse } from '../extract/extract.ts';
import { seedAliases } from '../features/page-keywords.ts';
import type { CrawlStrategy, Judgement } from './strategy.ts';

let aliases: AliasIndex | undefined;
const aliasIndex = () => (aliases ??= new AliasIndex([...seedAliases()].map(([alias, field]) => ({ alias, field }))));

const moreFields: (keyof ExtractedCourse)[] = ['description', 'credits', 'instructors', 'prerequisites', 'term', 'schedule', 'learningOutcomes', 'assessment'];
const filled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '');

/** Course records on the page with a code, a title and at least one more field. */
export function recognisedCourses(page: ParsedPage): number {
  let courses: ExtractedCourse[];
  try {
    courses = extractFromHtml(page.$.html(), page.url, aliasIndex());
  } catch {
    return 0; // a page the extractor cannot read is judged by the strategy alone
  }
  return courses.filter((c) => c.code && c.title && moreFields.some((f) => filled(c[f]))).length;
}

/** Wraps a strategy so that pages holding recognised course records are judged course pages. */
export function withRecognition(inner: CrawlStrategy, recognise: (page: ParsedPage) => number = recognisedCourses): CrawlStrategy {
  const threshold = inner.saveThreshold ?? 0.5;
  return {
    ...inner,
    judge: (page, ctx): Judgement => {
      const own = inner.judge(page, ctx);
      if (own.relevance >= threshold && own.kind === 'course') return own;
      return recognise(page) > 0 ? { ...own, relevance: Math.max(own.relevance, 1), kind: 'course' } : own;
    },
  };
}
