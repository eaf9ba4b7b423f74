// Offering statistics for compareInstitutions. The database groups the courses down to one row per
// institution, credit unit, group and credit value (a few dozen rows where an institution has thousands of
// courses); medians and each institution's credit scale are then computed from those counts. With the API's
// catalog, each institution's rows are kept until the catalog changes: a comparison of institutions compared
// before costs no statement.
import type { Db } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { CompareGroup } from '../generated/graphql.ts';
import { creditScale } from './comparable-credits.ts';
import type { Catalog } from './catalog.ts';

interface CreditCount {
  institutionId: number;
  unit: string | null;
  group: string | null;
  credits: number | null;
  courses: number;
  withPrerequisites: number;
}

export interface GroupStats {
  institutionId: number;
  group: string | null;
  courseCount: number;
  creditsMin: number | null;
  creditsMax: number | null;
  creditsMean: number | null;
  creditsMedian: number | null;
  shareWithPrerequisites: number;
  ectsMedian: number | null;
  ectsMean: number | null;
  ectsTotal: number | null;
  creditsBasis: string[];
}

const groupColumn: Record<CompareGroup, Prisma.Sql> = {
  SUBJECT: Prisma.sql`coalesce("subject", '(none)')`,
  LEVEL: Prisma.sql`coalesce("level", '(none)')`,
  NONE: Prisma.sql`NULL::text`,
};

/** Credit values with how many courses carry each: a group's thousands of courses share a handful of values. */
type Histogram = Map<number, number>;

function add(h: Histogram, value: number, times: number): void {
  h.set(value, (h.get(value) ?? 0) + times);
}

function stats(h: Histogram) {
  const values = [...h.keys()].sort((a, b) => a - b);
  let n = 0;
  let total = 0;
  for (const v of values) { n += h.get(v)!; total += v * h.get(v)!; }
  /** The value at 0-based position k of the sorted list the histogram stands for. */
  const at = (k: number) => {
    for (const v of values) if ((k -= h.get(v)!) < 0) return v;
    return values.at(-1)!;
  };
  const median = n === 0 ? null : n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return { n, min: values[0] ?? null, max: values.at(-1) ?? null, mean: n ? total / n : null, total: n ? total : null, median, at };
}

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

const creditCounts = (db: Db, institutionIds: number[], groupBy: CompareGroup) => db.$queryRaw<CreditCount[]>`
    SELECT "institutionId", "creditsUnit" AS unit, ${groupColumn[groupBy]} AS "group", "credits",
           count(*)::int AS courses, count(NULLIF("prerequisites", ''))::int AS "withPrerequisites"
    FROM "Course" WHERE "institutionId" IN (${Prisma.join(institutionIds)})
    GROUP BY 1, 2, 3, 4`;

/** One entry per institution and group, ordered by institution id then group. */
export async function offeringStats(db: Db, institutionIds: number[], groupBy: CompareGroup, catalog?: Catalog): Promise<GroupStats[]> {
  const rows = catalog
    ? (await Promise.all([...new Set(institutionIds)].map((id) => catalog.cached(`offering|${groupBy}|${id}`, () => creditCounts(db, [id], groupBy))))).flat()
    : await creditCounts(db, institutionIds, groupBy);
  // Each institution's scale per credit unit, from all its courses in that unit (not only one group's).
  const unitCredits = new Map<string, { unit: string | null; credits: Histogram }>();
  for (const r of rows) {
    if (r.credits === null) continue;
    const key = `${r.institutionId}|${r.unit}`;
    const entry = unitCredits.get(key) ?? { unit: r.unit, credits: new Map() };
    add(entry.credits, r.credits, r.courses);
    unitCredits.set(key, entry);
  }
  const scales = new Map([...unitCredits].map(([key, { unit, credits }]) => {
    const { n, at } = stats(credits);
    return [key, creditScale(unit, n ? [at(Math.floor(n / 2))] : [])]; // the scale reads the upper median only
  }));

  const groups = new Map<string, { institutionId: number; group: string | null; credits: Histogram; ects: Histogram; bases: Set<string>; count: number; withPrerequisites: number }>();
  const entry = (institutionId: number, group: string | null) => {
    const key = `${institutionId}|${group}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { institutionId, group, credits: new Map(), ects: new Map(), bases: new Set(), count: 0, withPrerequisites: 0 }));
    return g;
  };
  for (const r of rows) {
    const g = entry(r.institutionId, r.group);
    g.count += r.courses;
    g.withPrerequisites += r.withPrerequisites;
    if (r.credits === null) continue;
    add(g.credits, r.credits, r.courses);
    const scale = scales.get(`${r.institutionId}|${r.unit}`);
    if (scale) {
      add(g.ects, r.credits * scale.ectsPerCredit, r.courses);
      g.bases.add(scale.basis);
    }
  }
  // Without grouping, an institution with no courses still gets its (empty) line.
  if (groupBy === 'NONE') for (const id of institutionIds) entry(id, null);

  return [...groups.values()]
    .sort((a, b) => a.institutionId - b.institutionId || String(a.group).localeCompare(String(b.group)))
    .map((g) => {
      const credits = stats(g.credits);
      const ects = stats(g.ects);
      return {
        institutionId: g.institutionId, group: g.group, courseCount: g.count,
        creditsMin: credits.min, creditsMax: credits.max, creditsMean: credits.mean, creditsMedian: credits.median,
        shareWithPrerequisites: g.count ? g.withPrerequisites / g.count : 0,
        ectsMedian: round2(ects.median), ectsMean: round2(ects.mean), ectsTotal: round2(ects.total),
        creditsBasis: [...g.bases].sort(),
      };
    });
}
