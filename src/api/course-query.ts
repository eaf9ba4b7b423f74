// The course list behind Query.courses and Institution.courses: filters, ordering and pagination.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CourseFilter, CourseOrder } from '../generated/graphql.ts';
import { decodeCursor, pageSize, parseId, toConnection, type CourseConnectionShape } from './connection.ts';
import { badInput } from './errors.ts';
import { normalizeCode } from '../extract/store.ts';

const insensitive = (value: string) => ({ equals: value.trim(), mode: 'insensitive' as const });

/** Words of a text filter, validated. */
function textWords(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || text.length > 200) throw badInput('text must be 1 to 200 characters with at least one word', 'text');
  return words.slice(0, 8);
}

export function courseWhere(filter: CourseFilter | null | undefined): Prisma.CourseWhereInput {
  const and: Prisma.CourseWhereInput[] = [];
  if (!filter) return {};
  if (filter.institutionIds) {
    if (filter.institutionIds.length > 500) throw badInput('at most 500 institutionIds', 'institutionIds');
    and.push({ institutionId: { in: filter.institutionIds.map((id) => parseId(id, 'institution', 'institutionIds')) } });
  }
  if (filter.text !== undefined && filter.text !== null) {
    for (const w of textWords(filter.text)) {
      and.push({ OR: [{ title: { contains: w, mode: 'insensitive' } }, { description: { contains: w, mode: 'insensitive' } }] });
    }
  }
  if (filter.subject) and.push({ subject: insensitive(filter.subject) });
  if (filter.codePrefix) {
    const prefix = normalizeCode(filter.codePrefix);
    if (!prefix || prefix.length > 20) throw badInput('codePrefix must be 1 to 20 letters or digits', 'codePrefix');
    and.push({ codeKey: { startsWith: prefix } });
  }
  if (filter.level) and.push({ level: insensitive(filter.level) });
  if (filter.term) and.push({ term: { contains: filter.term.trim(), mode: 'insensitive' } });
  if (filter.language) and.push({ language: insensitive(filter.language) });
  if (filter.creditsMin !== undefined && filter.creditsMin !== null) and.push({ credits: { gte: filter.creditsMin } });
  if (filter.creditsMax !== undefined && filter.creditsMax !== null) and.push({ credits: { lte: filter.creditsMax } });
  if (filter.creditsMin != null && filter.creditsMax != null && filter.creditsMin > filter.creditsMax) {
    throw badInput(`creditsMin (${filter.creditsMin}) is above creditsMax (${filter.creditsMax})`, 'creditsMin');
  }
  if (filter.hasPrerequisites === true) and.push({ prerequisites: { not: null } });
  if (filter.hasPrerequisites === false) and.push({ prerequisites: null });
  return and.length ? { AND: and } : {};
}

const orderFields: Record<CourseOrder['field'], keyof Prisma.CourseOrderByWithRelationInput> = {
  CODE: 'codeKey', TITLE: 'title', CREDITS: 'credits', UPDATED_AT: 'updatedAt',
};

export async function courseConnection(db: Db, args: { first?: number | null; after?: string | null; filter?: CourseFilter | null; orderBy?: CourseOrder | null }, scope: Prisma.CourseWhereInput = {}): Promise<CourseConnectionShape> {
  const take = pageSize(args.first);
  const where: Prisma.CourseWhereInput = { AND: [scope, courseWhere(args.filter)] };
  const count = () => db.course.count({ where });
  if (!args.orderBy) {
    // Keyset pagination by id: stable and fast however deep the page.
    const afterId = args.after ? decodeCursor(args.after, 'id') : undefined;
    const rows = await db.course.findMany({ where: afterId ? { AND: [where, { id: { gt: afterId } }] } : where, orderBy: { id: 'asc' }, take: take + 1 });
    return toConnection(rows, take, count, afterId !== undefined);
  }
  const offset = args.after ? decodeCursor(args.after, 'at') : 0;
  const direction = args.orderBy.direction === 'DESC' ? 'desc' : 'asc';
  const rows = await db.course.findMany({
    where,
    orderBy: [{ [orderFields[args.orderBy.field]]: { sort: direction, nulls: 'last' } }, { id: 'asc' }],
    skip: offset,
    take: take + 1,
  });
  return toConnection(rows, take, count, offset > 0, offset);
}
