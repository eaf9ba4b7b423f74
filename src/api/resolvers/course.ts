import type { Resolvers } from '../../generated/graphql.ts';
import { courseConnection } from '../course-query.ts';
import { parseId } from '../connection.ts';
import { courseJsonLd } from '../export.ts';
import { requireRole } from '../auth.ts';
import { badInput } from '../errors.ts';
import { courseFields, overrideCourseField, normalizeCode, type CourseField } from '../../extract/store.ts';

const arrayFields = new Set<CourseField>(['instructors', 'keywords', 'prerequisiteCodes']);

function checkValue(field: CourseField, value: unknown): unknown {
  if (value === null) {
    if (field === 'title') throw badInput('title cannot be empty', 'value');
    return arrayFields.has(field) ? [] : null;
  }
  if (arrayFields.has(field)) {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length <= 300) || value.length > 100) {
      throw badInput(`${field} takes a list of up to 100 strings`, 'value');
    }
    return value.map((v: string) => v.trim()).filter(Boolean);
  }
  if (field === 'credits') {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1000) throw badInput('credits takes a number from 0 to 1000', 'value');
    return value;
  }
  if (typeof value !== 'string' || value.length > 20_000) throw badInput(`${field} takes a string of up to 20,000 characters`, 'value');
  return value.trim();
}

export const courseResolvers: Resolvers = {
  Query: {
    courses: (_p, args, { statements, catalog }, info) => courseConnection(statements, catalog, args, undefined, info),
    course: (_p, { id }, { loaders }) => loaders.course.load(parseId(id, 'course')),
  },
  Mutation: {
    correctCourseField: async (_p, { input }, { db, role, tokenName, loaders, catalog }) => {
      requireRole(role, 'LABELER');
      const id = parseId(input.courseId, 'course', 'courseId');
      if (!(courseFields as readonly string[]).includes(input.field)) {
        throw badInput(`"${input.field}" is not a course field; one of: ${courseFields.join(', ')}`, 'field');
      }
      const field = input.field as CourseField;
      if (!(await db.course.findUnique({ where: { id }, select: { id: true } }))) throw badInput(`no course with id ${id}`, 'courseId');
      await overrideCourseField(db, id, field, checkValue(field, input.value ?? null), tokenName);
      loaders.course.clear(id);
      catalog.changed();
      return db.course.findUniqueOrThrow({ where: { id } });
    },
  },
  Course: {
    id: (c) => String(c.id),
    institution: (c, _a, { loaders }) => (c.institutionId ? loaders.institution.load(c.institutionId) : null),
    sourcePage: (c, _a, { loaders }) => (c.pageId ? loaders.page.load(c.pageId) : null),
    prerequisiteCourses: async (c, _a, { loaders }) => {
      const lists = await Promise.all(c.prerequisiteCodes.map((code) => loaders.coursesByCode.load(`${c.institutionId ?? 0}|${normalizeCode(code)}`)));
      return lists.flat().filter((p) => p.id !== c.id);
    },
    provenance: (c) => Object.entries((c.provenance ?? {}) as Record<string, Record<string, unknown>>)
      .filter(([, v]) => v && typeof v === 'object')
      .map(([field, v]) => ({
        field, label: (v.label as string) ?? null, structure: (v.structure as string) ?? null, selector: (v.selector as string) ?? null,
        via: (v.via as string) ?? null, confidence: typeof v.confidence === 'number' ? v.confidence : null, sourceUrl: (v.sourceUrl as string) ?? c.sourceUrl,
      })),
    overrides: (c) => c.overrides ?? {},
    history: (c) => c.history ?? [],
    jsonLd: async (c, _a, { loaders }) => courseJsonLd(c, c.institutionId ? await loaders.institution.load(c.institutionId) : null),
  },
};
