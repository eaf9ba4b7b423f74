// The course list behind Query.courses and Institution.courses: one SQL statement per page with only the
// columns the query selects; keyset pagination by id (forward and backward), offset cursors for the other
// orders; totalCount only when selected (started beside the page's statement), from the catalog's grouped counts
// when the filter allows (src/api/facet-counts.ts), else from its count cache.
import type { GraphQLResolveInfo } from 'graphql';
import { Prisma, type Course } from '../generated/prisma/client.ts';
import type { CourseFilter, CourseOrder } from '../generated/graphql.ts';
import { decodeCursor, encodeCursor, pageSize, type CourseConnectionShape } from './connection.ts';
import { courseConditions } from './course-filter.ts';
import { courseRow, courseSelectList, selectedCourseColumns, selectsCount } from './course-columns.ts';
import type { Statements } from './statements.ts';
import { badInput } from './errors.ts';
import type { Catalog } from './catalog.ts';
import { countableByFacets } from './facet-counts.ts';

type Sql = Prisma.Sql;
const { sql, raw } = Prisma;

export interface CourseListArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  filter?: CourseFilter | null;
  orderBy?: CourseOrder | null;
}

const orderColumns: Record<Exclude<CourseOrder['field'], 'RELEVANCE'>, string> = {
  CODE: '"codeKey"', TITLE: '"title"', CREDITS: '"credits"', UPDATED_AT: '"updatedAt"',
};

/** ORDER BY for an ordered list: the field (empty values last), then id. */
function orderClause(orderBy: CourseOrder, textQuery: Sql | null): Sql {
  if (orderBy.field === 'RELEVANCE') {
    if (!textQuery) throw badInput('orderBy RELEVANCE needs a text filter with at least one word', 'orderBy');
    return sql`ts_rank("search", ${textQuery}) DESC, "id" ASC`; // most relevant first; the direction does not apply
  }
  return raw(`${orderColumns[orderBy.field]} ${orderBy.direction === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, "id" ASC`);
}

/** Counts shown to clients are exact up to this many courses; above it they are the planner's estimate. */
export const exactCountLimit = 1000;

interface ShownCount {
  n: number;
  exact: boolean;
}

/**
 * The number of matching courses, counting at most exactCountLimit + 1 of them: an exact count walks every
 * match, which for a common word or a large subject cost more than the page itself. Above the limit, the
 * query planner's row estimate (never below the limit + 1) stands in, marked as not exact.
 */
async function cappedCount(sql: Statements, where: Sql): Promise<ShownCount> {
  const [row] = await sql<{ n: number }>(cappedCountStatement(where));
  if (row!.n <= exactCountLimit) return { n: row!.n, exact: true };
  const [plan] = await sql<EstimateRow>(estimateStatement(where));
  return { n: estimatedRows(plan!), exact: false };
}

/** The statements of a shown count, also run by the API bench's raw-SQL floor. */
export const cappedCountStatement = (where: Sql) =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "Course" WHERE ${where} LIMIT ${exactCountLimit + 1}) AS capped`;
export const estimateStatement = (where: Sql) => sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM "Course" WHERE ${where}`;
export type EstimateRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] };
export const estimatedRows = (row: EstimateRow) => Math.max(exactCountLimit + 1, Math.round(row['QUERY PLAN'][0].Plan['Plan Rows']));

interface Window {
  rows: Course[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** For offset-ordered lists: the position of the first row (cursors are positions). */
  offset?: number;
}

export async function courseConnection(run: Statements, catalog: Catalog, args: CourseListArgs, institutionId?: number, info?: GraphQLResolveInfo): Promise<CourseConnectionShape> {
  if (args.first != null && args.last != null) throw badInput('give first or last, not both', 'last');
  if (args.after && args.before) throw badInput('give after or before, not both', 'before');
  const backward = args.last != null || (args.before != null && args.first == null);
  const take = backward ? pageSize(args.last, 20) : pageSize(args.first);
  const vocabulary = args.filter?.text ? await catalog.words() : undefined;
  const { where, textQuery } = courseConditions(args.filter, institutionId, vocabulary);
  const columns = courseSelectList(selectedCourseColumns(info));
  const select = async (clause: Sql, order: Sql, limit: number, offset = 0) =>
    (await run<Course>(sql`SELECT ${columns} FROM "Course" WHERE ${where} AND ${clause} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`)).map(courseRow);
  const countKey = `${institutionId ?? ''}|${JSON.stringify([where.sql, where.values])}`;
  // Counted over the groups once per request: the page's plan, the shown count and the exact length share it.
  let grouped: Promise<number | undefined> | undefined;
  const fromFacets = () => (grouped ??= countableByFacets(args.filter) ? catalog.facets().then((f) => f?.count(args.filter, institutionId)) : Promise.resolve(undefined));
  const counted = async (): Promise<ShownCount> => {
    const n = await fromFacets();
    return n !== undefined ? { n, exact: true } : catalog.cached(`shown|${countKey}`, () => cappedCount(run, where));
  };
  // Reading an ordered list backward from its end needs the exact length, however long.
  const totalCount = async () => (await fromFacets()) ?? catalog.cached(`exact|${countKey}`, async () => {
    const [row] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM "Course" WHERE ${where}`);
    return row!.n;
  });
  // A selected count runs beside the page's statement, not after it.
  let count: Promise<ShownCount> | undefined = selectsCount(info) ? counted() : undefined;
  count?.catch(() => {}); // awaited by the totalCount resolver, which reports a failure

  let window: Window;
  if (!args.orderBy) {
    // Keyset pagination by id: stable and fast however deep the page. The order's plan is chosen from the count
    // when it is known at no cost (the grouped counts): a filter matching few courses has them read through its
    // own indexes and sorted ("id" + 0 keeps the planner off the primary key), not found by walking the primary
    // key in id order past every course that does not match (the whole table, for a filter that matches none).
    // A filter they know to match nothing needs no statement at all (they are as fresh as the count cache). A
    // text filter's count is a statement of its own: waiting for it cost the page more than the walks it would
    // have saved (they are rare: a word with another condition that together match almost nothing).
    const known = await fromFacets();
    const byId = known !== undefined && known <= exactCountLimit ? '"id" + 0' : '"id"';
    const page = (clause: Sql, order: Sql) => (known === 0 ? Promise.resolve([]) : select(clause, order, take + 1));
    const afterId = args.after ? decodeCursor(args.after, 'id') : undefined;
    const beforeId = args.before ? decodeCursor(args.before, 'id') : undefined;
    if (!backward) {
      const rows = await page(afterId !== undefined ? sql`"id" > ${afterId}` : sql`true`, raw(`${byId} ASC`));
      window = { rows: rows.slice(0, take), hasNextPage: rows.length > take, hasPreviousPage: afterId !== undefined };
    } else {
      const rows = await page(beforeId !== undefined ? sql`"id" < ${beforeId}` : sql`true`, raw(`${byId} DESC`));
      window = { rows: rows.slice(0, take).reverse(), hasNextPage: beforeId !== undefined, hasPreviousPage: rows.length > take };
    }
  } else if (!backward) {
    const offset = args.after ? decodeCursor(args.after, 'at') : 0;
    const rows = await select(sql`true`, orderClause(args.orderBy, textQuery), take + 1, offset);
    window = { rows: rows.slice(0, take), hasNextPage: rows.length > take, hasPreviousPage: offset > 0, offset };
  } else {
    // Positions count from the start, so reading backward needs the end: the cursor's, or the list's length.
    const end = args.before ? decodeCursor(args.before, 'at') - 1 : await totalCount();
    const start = Math.max(0, end - take);
    const rows = end > 0 ? await select(sql`true`, orderClause(args.orderBy, textQuery), end - start, start) : [];
    window = { rows, hasNextPage: args.before != null, hasPreviousPage: start > 0, offset: start };
  }

  const edges = window.rows.map((node, i) => ({
    cursor: window.offset === undefined ? encodeCursor('id', node.id) : encodeCursor('at', window.offset + i + 1),
    node,
  }));
  return {
    totalCount: async () => (await (count ??= counted())).n,
    totalCountIsExact: async () => (await (count ??= counted())).exact,
    edges,
    pageInfo: {
      hasNextPage: window.hasNextPage,
      hasPreviousPage: window.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
