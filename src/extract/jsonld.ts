// schema.org Course records published as JSON-LD: the most reliable source when a page has one.
import { cleanText } from './normalize.ts';

export interface JsonLdCourse {
  code?: string;
  title?: string;
  description?: string;
  credits?: string;
  prerequisites?: string;
  instructors?: string[];
  term?: string;
  level?: string;
  language?: string;
  keywords?: string[];
}

type Json = Record<string, unknown>;

function asText(v: unknown): string | undefined {
  if (typeof v === 'string') return cleanText(v) || undefined;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(asText).filter(Boolean).join('; ') || undefined;
  if (v && typeof v === 'object') return asText((v as Json).name ?? (v as Json).value);
  return undefined;
}

function names(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list.map((p) => (typeof p === 'string' ? p : asText((p as Json).name))).filter((s): s is string => !!s);
}

function collect(node: unknown, out: Json[]): void {
  if (Array.isArray(node)) { for (const n of node) collect(n, out); return; }
  if (!node || typeof node !== 'object') return;
  const obj = node as Json;
  const type = obj['@type'];
  if (type === 'Course' || (Array.isArray(type) && type.includes('Course'))) out.push(obj);
  if (obj['@graph']) collect(obj['@graph'], out);
}

/** The Course records of a page's JSON-LD blocks (their text, as the page index found them). */
export function jsonLdCourses(blocks: string[]): JsonLdCourse[] {
  const found: Json[] = [];
  for (const block of blocks) {
    try {
      collect(JSON.parse(block), found);
    } catch { /* a broken JSON-LD block is skipped; the page's own text still counts */ }
  }
  return found.map((c) => {
    const instance = (Array.isArray(c.hasCourseInstance) ? c.hasCourseInstance[0] : c.hasCourseInstance) as Json | undefined;
    const credits = c.numberOfCredits as unknown;
    return {
      code: asText(c.courseCode),
      title: asText(c.name),
      description: asText(c.description),
      credits: credits && typeof credits === 'object' ? asText((credits as Json).name) ?? asText((credits as Json).value) : asText(credits),
      prerequisites: asText(c.coursePrerequisites),
      instructors: names(instance?.instructor ?? c.instructor),
      term: asText(instance?.name ?? instance?.academicTerm),
      level: asText(c.educationalLevel),
      language: asText(c.inLanguage),
      keywords: typeof c.keywords === 'string' ? c.keywords.split(/\s*,\s*/) : names(c.keywords),
    };
  });
}
