// Courses exported as CSV, JSON Lines or one schema.org JSON-LD document, streamed in batches so that a large
// catalog never sits in memory at once. Served at /export/courses.{csv,jsonl,jsonld} and by `coursegraph export`.
import type { Db } from '../db/client.ts';
import type { CourseFilter } from '../generated/graphql.ts';
import type { Course, Institution } from '../generated/prisma/client.ts';
import { courseConditions } from './course-filter.ts';
import { courseJsonLd, coursesCsv } from './export.ts';
import { badInput } from './errors.ts';

export const exportFormats = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/jsonl; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
} as const;
export type ExportFileFormat = keyof typeof exportFormats;

const batchSize = 500;

/** A course as one JSON Lines record: its stored fields (not provenance or history) and its institution's name. */
function courseRecord(c: Course, institution: Institution | null): Record<string, unknown> {
  const { id, institutionId, pageId: _page, key: _key, codeKey: _codeKey, provenance: _p, overrides: _o, history: _h, contentHash: _c, ...fields } = c;
  return { id: String(id), institutionId: institutionId === null ? null : String(institutionId), institution: institution?.name ?? null, ...fields };
}

/** The filter of an export URL's query string: the same names and meanings as GraphQL's CourseFilter. */
export function filterFromQuery(params: URLSearchParams): CourseFilter {
  const number = (name: string) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) throw badInput(`${name} must be a number, got "${raw}"`, name);
    return n;
  };
  const bool = (name: string) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    if (!/^(true|false)$/.test(raw)) throw badInput(`${name} must be true or false, got "${raw}"`, name);
    return raw === 'true';
  };
  const known = new Set(['institutionId', 'institutionIds', 'text', 'subject', 'codePrefix', 'level', 'term', 'language', 'creditsMin', 'creditsMax', 'hasPrerequisites']);
  for (const name of params.keys()) if (!known.has(name)) throw badInput(`unknown export parameter "${name}"; known: ${[...known].join(', ')}`, name);
  const ids = [...params.getAll('institutionId'), ...params.getAll('institutionIds').flatMap((v) => v.split(','))].filter(Boolean);
  const text = (name: string) => params.get(name) || undefined;
  return {
    ...(ids.length ? { institutionIds: ids } : {}),
    text: text('text'), subject: text('subject'), codePrefix: text('codePrefix'), level: text('level'),
    term: text('term'), language: text('language'),
    creditsMin: number('creditsMin'), creditsMax: number('creditsMax'), hasPrerequisites: bool('hasPrerequisites'),
  };
}

/** The export's text in chunks. The filter is checked before the first chunk, so a bad one fails cleanly. */
export async function* exportCourses(db: Db, filter: CourseFilter, format: ExportFileFormat): AsyncGenerator<string> {
  const { where } = courseConditions(filter);
  const institutions = new Map<number, Institution | null>();
  const institutionOf = async (id: number | null) => {
    if (id === null) return null;
    if (!institutions.has(id)) institutions.set(id, await db.institution.findUnique({ where: { id } }));
    return institutions.get(id)!;
  };
  if (format === 'jsonld') yield '{"@context":"https://schema.org","@graph":[\n';
  let afterId = 0;
  let first = true;
  for (;;) {
    // The same conditions as the courses query, then whole rows for the batch's ids.
    const ids = await db.$queryRaw<{ id: number }[]>`SELECT id FROM "Course" WHERE ${where} AND id > ${afterId} ORDER BY id LIMIT ${batchSize}`;
    const batch = ids.length ? await db.course.findMany({ where: { id: { in: ids.map((r) => r.id) } }, orderBy: { id: 'asc' } }) : [];
    if (format === 'csv') {
      // The header comes once, with the first batch (or alone for an empty export).
      const csv = coursesCsv(batch);
      yield first ? csv : csv.slice(csv.indexOf('\r\n') + 2);
    } else {
      const lines: string[] = [];
      for (const c of batch) {
        const institution = await institutionOf(c.institutionId);
        if (format === 'jsonl') lines.push(`${JSON.stringify(courseRecord(c, institution))}\n`);
        else {
          const { '@context': _ctx, ...node } = courseJsonLd(c, institution);
          lines.push(`${first && lines.length === 0 ? '' : ',\n'}${JSON.stringify(node)}`);
        }
      }
      if (lines.length) yield lines.join('');
    }
    if (batch.length) first = false;
    if (batch.length < batchSize) break;
    afterId = batch.at(-1)!.id;
  }
  if (format === 'jsonld') yield '\n]}\n';
}
