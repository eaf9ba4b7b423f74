// Which Course columns a query needs: the fields selected under edges.node, mapped to the columns their
// resolvers read. A page of courses then fetches only those (5 columns for a typical list, not 31).
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { Prisma } from '../generated/prisma/client.ts';

export type CourseColumn = keyof typeof Prisma.CourseScalarFieldEnum;
export const allColumns = Object.keys(Prisma.CourseScalarFieldEnum) as CourseColumn[];

/** Course fields whose resolvers read other columns than their own name; `null` means every column. */
const fieldColumns: Record<string, CourseColumn[] | null> = {
  __typename: [],
  institution: ['institutionId'],
  sourcePage: ['pageId'],
  prerequisiteCourses: ['prerequisiteCodes', 'institutionId'],
  provenance: ['provenance', 'sourceUrl'],
  jsonLd: null,
};

/** The names of the fields selected in a selection set, through fragments, grouped by name (aliases merge). */
function selections(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, out = new Map<string, SelectionSetNode[]>()) {
  for (const s of set?.selections ?? []) {
    if (s.kind === 'Field') {
      const list = out.get(s.name.value) ?? [];
      if (s.selectionSet) list.push(s.selectionSet);
      out.set(s.name.value, list);
    } else if (s.kind === 'InlineFragment') selections(s.selectionSet, fragments, out);
    else selections(fragments[s.name.value]?.selectionSet, fragments, out);
  }
  return out;
}

/** Columns for the course nodes of a connection field; every column when the selection cannot be read. */
export function selectedCourseColumns(info: GraphQLResolveInfo | undefined): CourseColumn[] {
  if (!info) return allColumns;
  const columns = new Set<CourseColumn>(['id']);
  for (const connection of info.fieldNodes) {
    for (const edges of selections(connection.selectionSet, info.fragments).get('edges') ?? []) {
      for (const node of selections(edges, info.fragments).get('node') ?? []) {
        for (const field of selections(node, info.fragments).keys()) {
          const mapped = field in fieldColumns ? fieldColumns[field]! : (allColumns as string[]).includes(field) ? [field as CourseColumn] : null;
          if (!mapped) return allColumns;
          for (const c of mapped) columns.add(c);
        }
      }
    }
  }
  return [...columns];
}

/** Timestamp columns: without a time zone in the table, which the drivers would read as local time. */
const timestampColumns: ReadonlySet<CourseColumn> = new Set<CourseColumn>(['createdAt', 'updatedAt']);

/** List columns: NULL in rows written without them, which Prisma reads as an empty list. */
const listColumns: ReadonlySet<CourseColumn> = new Set<CourseColumn>(['instructors', 'prerequisiteCodes', 'keywords', 'sourceUrls']);

/** The SELECT list for columns as Prisma would read them: timestamps as ISO-8601 text in UTC (courseRow turns them
 * back into dates), missing lists as empty ones. */
export function courseSelectList(columns: CourseColumn[]): Prisma.Sql {
  return Prisma.raw(columns.map((c) => (timestampColumns.has(c) ? `to_char("${c}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${c}"`
    : listColumns.has(c) ? `coalesce("${c}", '{}') AS "${c}"` : `"${c}"`)).join(', '));
}

/** A row selected with courseSelectList, as Prisma's Course (its timestamps dates again). */
export function courseRow<T extends Record<string, unknown>>(row: T): T {
  for (const c of timestampColumns) if (typeof row[c] === 'string') (row as Record<string, unknown>)[c] = new Date(row[c] as string);
  return row;
}

/** Whether a connection field's selection asks for its count (totalCount or totalCountIsExact). */
export function selectsCount(info: GraphQLResolveInfo | undefined): boolean {
  return !!info?.fieldNodes.some((connection) => {
    const fields = selections(connection.selectionSet, info.fragments);
    return fields.has('totalCount') || fields.has('totalCountIsExact');
  });
}
