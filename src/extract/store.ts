// Idempotent storage of extracted courses. A course's identity is its institution (or host) and normalised
// code, so a print view or a second URL of the same course merges into one row; extracting a page again never
// duplicates; a changed value is updated and recorded in the history; a person's override always wins.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ExtractedCourse } from './extract.ts';

/** Fields a person may correct and extraction may change. */
export const courseFields = [
  'code', 'title', 'description', 'credits', 'creditsUnit', 'creditsRaw', 'level', 'subject', 'instructors', 'term', 'schedule',
  'prerequisites', 'prerequisiteCodes', 'learningOutcomes', 'assessment', 'materials', 'keywords', 'language',
] as const;
export type CourseField = (typeof courseFields)[number];

/** "CSE 115", "cse-115" and "ＣＳＥ１１５" are one code: CSE115. */
export function normalizeCode(code: string): string {
  return code.normalize('NFKC').toUpperCase().replace(/[\s\-_.]+/g, '');
}

export function courseKey(course: ExtractedCourse, institutionId: number | null): string {
  const scope = institutionId ? `i${institutionId}` : (() => { try { return new URL(course.sourceUrl).host || 'local'; } catch { return 'local'; } })();
  const code = course.code ? normalizeCode(course.code) : undefined;
  if (code) return `${scope}:code:${code}`;
  return `${scope}:title:${(course.title ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()}`;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What the database can hold: PostgreSQL rejects NUL in text and in JSON, and a lone UTF-16 surrogate (a page's
 * broken bytes or character reference) cannot be encoded. Both come only from broken pages; the rest of the
 * value is kept.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u0000/g, '').replace(loneSurrogate, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), storable(v)])) as T;
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface UpsertResult {
  id: number;
  action: 'created' | 'updated' | 'unchanged';
  changed: CourseField[];
}

/** Canonical source: a print view or a URL with more query never replaces a plainer one. */
function preferredUrl(a: string, b: string): string {
  const score = (u: string) => (/print/i.test(u) ? 100 : 0) + u.length;
  return score(b) < score(a) ? b : a;
}

function fieldValues(course: ExtractedCourse): Record<CourseField, unknown> {
  return {
    code: course.code, title: course.title ?? course.code ?? '(untitled)', description: course.description, credits: course.credits,
    creditsUnit: course.creditsUnit, creditsRaw: course.creditsRaw, level: course.level, subject: course.subject, instructors: course.instructors,
    term: course.term, schedule: course.schedule, prerequisites: course.prerequisites, prerequisiteCodes: course.prerequisiteCodes,
    learningOutcomes: course.learningOutcomes, assessment: course.assessment, materials: course.materials, keywords: course.keywords, language: course.language,
  };
}

function createData(course: ExtractedCourse, key: string, ctx: { institutionId: number | null; pageId: number | null }): Prisma.CourseUncheckedCreateInput {
  return {
    key, codeKey: course.code ? normalizeCode(course.code) : null, institutionId: ctx.institutionId, pageId: ctx.pageId,
    sourceUrl: course.sourceUrl, sourceUrls: [course.sourceUrl], confidence: course.confidence,
    provenance: { ...course.provenance, sourceUrl: course.sourceUrl } as Prisma.InputJsonValue,
    ...(fieldValues(course) as object),
  } as Prisma.CourseUncheckedCreateInput;
}

export async function upsertCourse(db: Db, extracted: ExtractedCourse, ctx: { institutionId: number | null; pageId: number | null; now?: Date }): Promise<UpsertResult> {
  const course = storable(extracted);
  const key = courseKey(course, ctx.institutionId);
  const existing = await db.course.findUnique({ where: { key } });
  if (!existing) {
    const row = await db.course.create({ data: createData(course, key, ctx) });
    return { id: row.id, action: 'created', changed: [] };
  }
  return updateExisting(db, existing, course, ctx);
}

type Item = { course: ExtractedCourse; institutionId: number | null; pageId: number | null };

/**
 * New courses in one statement: one array per column, unnested into rows (a row per parameter would reach the
 * server's parameter limit at a few thousand courses, and the ORM's createMany spends ten times the server's
 * time on the client). A key another writer stored meanwhile is skipped. Returns how many rows were inserted.
 */
async function insertCourses(db: Db, fresh: (Item & { key: string })[]): Promise<number> {
  const values = fresh.map((i) => fieldValues(i.course));
  const col = <T>(f: (i: Item & { key: string }, v: Record<CourseField, unknown>) => T) => fresh.map((i, k) => f(i, values[k]!));
  const json = (v: unknown) => JSON.stringify(v ?? []);
  return db.$executeRaw`INSERT INTO "Course" ("key", "codeKey", "institutionId", "pageId", "sourceUrl", "sourceUrls", "confidence", "provenance",
      "code", "title", "description", "credits", "creditsUnit", "creditsRaw", "level", "subject", "instructors", "term", "schedule",
      "prerequisites", "prerequisiteCodes", "learningOutcomes", "assessment", "materials", "keywords", "language", "updatedAt")
    SELECT u.key, u.code_key, u.institution_id, u.page_id, u.source_url, ARRAY(SELECT jsonb_array_elements_text(u.source_urls)), u.confidence, u.provenance,
      u.code, u.title, u.description, u.credits, u.credits_unit, u.credits_raw, u.level, u.subject, ARRAY(SELECT jsonb_array_elements_text(u.instructors)),
      u.term, u.schedule, u.prerequisites, ARRAY(SELECT jsonb_array_elements_text(u.prerequisite_codes)), u.learning_outcomes, u.assessment,
      u.materials, ARRAY(SELECT jsonb_array_elements_text(u.keywords)), u.language, now()
    FROM unnest(${col((i) => i.key)}::text[], ${col((i) => (i.course.code ? normalizeCode(i.course.code) : null))}::text[],
      ${col((i) => i.institutionId)}::int[], ${col((i) => i.pageId)}::int[], ${col((i) => i.course.sourceUrl)}::text[],
      ${col((i) => json([i.course.sourceUrl]))}::jsonb[], ${col((i) => i.course.confidence)}::float8[],
      ${col((i) => JSON.stringify({ ...i.course.provenance, sourceUrl: i.course.sourceUrl }))}::jsonb[],
      ${col((_, v) => v.code)}::text[], ${col((_, v) => v.title)}::text[], ${col((_, v) => v.description)}::text[], ${col((_, v) => v.credits)}::float8[],
      ${col((_, v) => v.creditsUnit)}::text[], ${col((_, v) => v.creditsRaw)}::text[], ${col((_, v) => v.level)}::text[], ${col((_, v) => v.subject)}::text[],
      ${col((_, v) => json(v.instructors))}::jsonb[], ${col((_, v) => v.term)}::text[], ${col((_, v) => v.schedule)}::text[],
      ${col((_, v) => v.prerequisites)}::text[], ${col((_, v) => json(v.prerequisiteCodes))}::jsonb[], ${col((_, v) => v.learningOutcomes)}::text[],
      ${col((_, v) => v.assessment)}::text[], ${col((_, v) => v.materials)}::text[], ${col((_, v) => json(v.keywords))}::jsonb[], ${col((_, v) => v.language)}::text[])
      AS u(key, code_key, institution_id, page_id, source_url, source_urls, confidence, provenance, code, title, description, credits, credits_unit,
        credits_raw, level, subject, instructors, term, schedule, prerequisites, prerequisite_codes, learning_outcomes, assessment, materials, keywords, language)
    ON CONFLICT ("key") DO NOTHING`;
}

/**
 * Many courses at once, in a few statements whatever their number: one finds which keys exist (and their rows),
 * one inserts every new course, and only courses that changed are updated one by one. Within the batch, a later
 * course of the same key merges into the earlier one as it would when stored in turn.
 */
export async function upsertCourses(db: Db, items: Item[], now = new Date()): Promise<{ created: number; updated: number; unchanged: number }> {
  const result = { created: 0, updated: 0, unchanged: 0 };
  if (items.length === 0) return result;
  const keyed = items.map((item) => ({ ...item, course: storable(item.course) })).map((item) => ({ ...item, key: courseKey(item.course, item.institutionId) }));
  const keys = [...new Set(keyed.map((k) => k.key))];
  const present = await db.$queryRaw<{ key: string }[]>`SELECT "key" FROM "Course" WHERE "key" = ANY(${keys}::text[])`;
  const existing = new Map(present.length ? (await db.course.findMany({ where: { key: { in: present.map((r) => r.key) } } })).map((c) => [c.key, c]) : []);
  const fresh = new Map<string, (typeof keyed)[number]>();
  const later: (typeof keyed)[number][] = [];
  for (const item of keyed) {
    if (existing.has(item.key)) later.push(item);
    else if (!fresh.has(item.key)) fresh.set(item.key, item);
    else later.push(item);
  }
  if (fresh.size) result.created = await insertCourses(db, [...fresh.values()]);
  // A row read above serves its first update; a key written earlier in this batch is read again.
  const written = new Set(fresh.keys());
  for (const item of later) {
    const row = written.has(item.key) ? await db.course.findUnique({ where: { key: item.key } }) : existing.get(item.key);
    if (!row) continue;
    const r = await updateExisting(db, row, item.course, { ...item, now });
    written.add(item.key);
    if (r.action === 'updated') result.updated++; else result.unchanged++;
  }
  return result;
}

type CourseRow = NonNullable<Awaited<ReturnType<Db['course']['findUnique']>>>;

async function updateExisting(db: Db, existing: CourseRow, course: ExtractedCourse, ctx: { institutionId: number | null; pageId: number | null; now?: Date }): Promise<UpsertResult> {
  const now = ctx.now ?? new Date();
  const values = fieldValues(course);
  const overrides = (existing.overrides ?? {}) as Record<string, unknown>;
  const changed: CourseField[] = [];
  const update: Record<string, unknown> = {};
  const history = [...((existing.history ?? []) as unknown[])];
  for (const field of courseFields) {
    if (field in overrides) continue; // a person's correction survives re-extraction
    const next = values[field];
    // An empty extraction does not erase a value another URL of the same course provided.
    if (next === null || next === undefined || (Array.isArray(next) && next.length === 0)) continue;
    const previous = (existing as Record<string, unknown>)[field];
    if (!same(previous, next)) {
      changed.push(field);
      update[field] = next;
      history.push({ at: now.toISOString(), field, from: previous ?? null, to: next, sourceUrl: course.sourceUrl });
    }
  }
  const sourceUrls = existing.sourceUrls.includes(course.sourceUrl) ? existing.sourceUrls : [...existing.sourceUrls, course.sourceUrl];
  const sourceUrl = preferredUrl(existing.sourceUrl, course.sourceUrl);
  if (changed.length === 0 && sourceUrls.length === existing.sourceUrls.length && sourceUrl === existing.sourceUrl) {
    return { id: existing.id, action: 'unchanged', changed };
  }
  const provenance = { ...(existing.provenance as object), ...Object.fromEntries(changed.map((f) => [f, { ...course.provenance[f], sourceUrl: course.sourceUrl }])) };
  await db.course.update({
    where: { id: existing.id },
    data: {
      ...update, ...('code' in update && typeof update.code === 'string' ? { codeKey: normalizeCode(update.code) } : {}),
      sourceUrls, sourceUrl, history: history as Prisma.InputJsonValue, provenance: provenance as Prisma.InputJsonValue,
      ...(changed.length ? { confidence: course.confidence } : {}),
      ...(ctx.pageId && sourceUrl === course.sourceUrl ? { pageId: ctx.pageId } : {}),
    },
  });
  return { id: existing.id, action: changed.length ? 'updated' : 'unchanged', changed };
}

/** A person's correction: stored as an override (wins over every later extraction) and applied now. */
export async function overrideCourseField(db: Db, courseId: number, field: CourseField, value: unknown, by: string | null): Promise<void> {
  const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
  const overrides = { ...(course.overrides as object), [field]: { value, by, at: new Date().toISOString() } };
  const history = [...((course.history ?? []) as unknown[]), { at: new Date().toISOString(), field, from: (course as Record<string, unknown>)[field] ?? null, to: value, by: by ?? 'person' }];
  const codeKey = field === 'code' && typeof value === 'string' ? { codeKey: normalizeCode(value) } : {};
  await db.course.update({ where: { id: courseId }, data: { [field]: value, ...codeKey, overrides, history } as Prisma.CourseUncheckedUpdateInput });
}
