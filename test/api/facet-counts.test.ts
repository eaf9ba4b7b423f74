// The grouped counts answer a filter exactly as SQL counts it: random filters over a catalog with mixed case,
// missing values, fractional credits and several institutions, each compared with count(*) of the same filter's
// SQL conditions.
import { Prisma } from '../../src/generated/prisma/client.ts';
import type { CourseFilter } from '../../src/generated/graphql.ts';
import { courseConditions } from '../../src/api/course-filter.ts';
import { countableByFacets, FacetCounts } from '../../src/api/facet-counts.ts';
import { describeEachDatabase } from '../support/database.ts';

const subjects = ['Mathematics', 'mathematics ', 'MATHEMATICS', 'History', 'Physics', null];
const levels = ['Graduate', 'undergraduate', null];
const languages = ['en', 'EN', 'ja', null];
const credits = [1, 2, 2.5, 3, 4, 7.5, null];

/** A small deterministic generator, so that a failure names a filter that fails again. */
function generator(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describeEachDatabase('grouped course counts', (db) => {
  const institutions: number[] = [];
  beforeAll(async () => {
    const prisma = db().prisma;
    for (const name of ['One', 'Two', 'Three']) institutions.push((await prisma.institution.create({ data: { name, rootUrls: [], hosts: [] } })).id);
    const r = generator(7);
    const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)]!;
    await prisma.course.createMany({
      data: Array.from({ length: 600 }, (_, n) => ({
        key: `facet:${n}`, institutionId: pick(institutions), code: `F ${n}`, codeKey: `F${n}`, title: `Course ${n}`, sourceUrl: `https://f.example/${n}`, sourceUrls: [],
        subject: pick(subjects), level: pick(levels), language: pick(languages), credits: pick(credits), prerequisites: r() < 0.3 ? 'F 1' : null,
      })),
    });
  });

  test('every random filter counts what count(*) of its SQL conditions counts', async () => {
    const prisma = db().prisma;
    const facets = (await FacetCounts.read(prisma))!;
    const r = generator(11);
    const maybe = <T>(value: () => T) => (r() < 0.4 ? value() : undefined);
    const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)]!;
    for (let i = 0; i < 150; i++) {
      const min = maybe(() => pick([1, 2, 2.5, 3, 5]));
      const filter: CourseFilter = {
        institutionIds: maybe(() => institutions.filter(() => r() < 0.5).map(String)),
        subject: maybe(() => pick(['mathematics', 'Mathematics', ' HISTORY ', 'physics', 'Chemistry', ''])),
        level: maybe(() => pick(['graduate', 'UNDERGRADUATE', 'none'])),
        language: maybe(() => pick(['en', 'Ja', 'fr'])),
        creditsMin: min,
        creditsMax: maybe(() => (min ?? 0) + pick([0, 1, 2.5])),
        hasPrerequisites: maybe(() => r() < 0.5),
      };
      const institutionId = r() < 0.2 ? pick(institutions) : undefined;
      expect(countableByFacets(filter)).toBe(true);
      const { where } = courseConditions(filter, institutionId);
      const [row] = await prisma.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM "Course" WHERE ${where}`);
      expect({ filter, institutionId, n: facets.count(filter, institutionId) }).toEqual({ filter, institutionId, n: row!.n });
    }
  });

  test('filters with text, a code prefix, a term or a value outside ASCII are left to SQL', () => {
    expect(countableByFacets(null)).toBe(true);
    expect(countableByFacets({ subject: 'History', creditsMin: 3 })).toBe(true);
    for (const filter of [{ text: 'history' }, { codePrefix: 'F1' }, { term: 'Fall' }, { subject: 'Économie' }, { language: '日本語' }]) {
      expect(countableByFacets(filter)).toBe(false);
    }
  });
});
