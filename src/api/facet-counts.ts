// Exact course counts for filters on institution, subject, level, language, credits and prerequisites, from the
// catalog's courses grouped by those columns and kept in memory: one grouped statement per catalog version answers
// every such count until the next change, where each count was a statement that read up to 1,001 matching rows
// (after building a bitmap of a whole subject or credits range) and gave only an estimate above 1,000. Filters
// with text, a code prefix or a term, and values outside ASCII (whose lower case is the database's to say), are
// counted by SQL as before.
import type { Db } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { CourseFilter } from '../generated/graphql.ts';
import { parseId } from './connection.ts';

export interface FacetGroup {
  institutionId: number | null;
  subject: string | null;
  level: string | null;
  language: string | null;
  credits: number | null;
  prerequisites: boolean;
  n: number;
}

/** Beyond this many groups (a catalog whose subjects and credits barely repeat) the counts stay in SQL. */
export const maxFacetGroups = 200_000;

const ascii = /^[\x20-\x7e]*$/;
/** The filter's case-insensitive value as the SQL filter compares it (lower(trim(value))), or undefined. */
const folded = (value: string | null | undefined) => (value ? value.trim().toLowerCase() : undefined);

/** Whether a filter is one the grouped counts can answer exactly as the SQL filter would. */
export function countableByFacets(filter: CourseFilter | null | undefined): boolean {
  if (!filter) return true;
  if ((filter.text !== undefined && filter.text !== null) || filter.codePrefix || filter.term) return false;
  return [filter.subject, filter.level, filter.language].every((v) => !v || ascii.test(v));
}

/** The grouped statement (also run by bench/api's raw-SQL floor). */
export const facetGroupsStatement = Prisma.sql`
  SELECT "institutionId", lower("subject") AS "subject", lower("level") AS "level", lower("language") AS "language",
    "credits", ("prerequisites" IS NOT NULL) AS "prerequisites", count(*)::int AS "n"
  FROM "Course" GROUP BY 1, 2, 3, 4, 5, 6 LIMIT ${maxFacetGroups + 1}`;

export class FacetCounts {
  private readonly byInstitution = new Map<number | null, FacetGroup[]>();

  constructor(groups: FacetGroup[]) {
    for (const g of groups) {
      const list = this.byInstitution.get(g.institutionId);
      if (list) list.push(g); else this.byInstitution.set(g.institutionId, [g]);
    }
  }

  /** The grouped counts of every course, or undefined when there are too many groups to be worth it. */
  static async read(db: Db): Promise<FacetCounts | undefined> {
    const rows = await db.$queryRaw<FacetGroup[]>(facetGroupsStatement);
    return rows.length > maxFacetGroups ? undefined : new FacetCounts(rows);
  }

  /** The number of courses matching a filter that countableByFacets accepts (and `institutionId`, if given). */
  count(filter: CourseFilter | null | undefined, institutionId?: number): number {
    let institutions: (number | null)[] = [...this.byInstitution.keys()];
    if (institutionId !== undefined) institutions = [institutionId];
    if (filter?.institutionIds) {
      const listed = new Set(filter.institutionIds.map((id) => parseId(id, 'institution', 'institutionIds')));
      institutions = institutions.filter((i) => i !== null && listed.has(i));
    }
    const subject = folded(filter?.subject);
    const level = folded(filter?.level);
    const language = folded(filter?.language);
    const { creditsMin, creditsMax, hasPrerequisites } = filter ?? {};
    let n = 0;
    for (const institution of institutions) {
      for (const g of this.byInstitution.get(institution) ?? []) {
        // A NULL column never equals a value, as in SQL.
        if (subject !== undefined && g.subject !== subject) continue;
        if (level !== undefined && g.level !== level) continue;
        if (language !== undefined && g.language !== language) continue;
        if (creditsMin != null && (g.credits === null || g.credits < creditsMin)) continue;
        if (creditsMax != null && (g.credits === null || g.credits > creditsMax)) continue;
        if (hasPrerequisites != null && g.prerequisites !== hasPrerequisites) continue;
        n += g.n;
      }
    }
    return n;
  }
}
