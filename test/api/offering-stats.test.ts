// Offering statistics from grouped credit counts: medians over even and odd counts, each institution's credit
// scale read from all its courses in a unit, ECTS figures, and groups by subject.
import { offeringStats } from '../../src/api/offering-stats.ts';
import { describeEachDatabase } from '../support/database.ts';

describeEachDatabase('offering statistics', (db) => {
  let uk: number;
  let us: number;
  let empty: number;
  beforeAll(async () => {
    const prisma = db().prisma;
    const institution = async (name: string) => (await prisma.institution.create({ data: { name, rootUrls: [`https://${name}.example/`], hosts: [] } })).id;
    [uk, us, empty] = [await institution('uk'), await institution('us'), await institution('empty')];
    const course = (inst: number, n: number, credits: number | null, subject: string, prerequisites: string | null = null) => ({
      key: `${inst}:${n}`, institutionId: inst, code: `C ${n}`, codeKey: `C${n}`, title: `Course ${n}`, sourceUrl: `https://x.example/${inst}/${n}`,
      sourceUrls: [], credits, creditsUnit: 'credits', subject, prerequisites,
    });
    await prisma.course.createMany({ data: [
      // UK-sized credits (median 20: CATS-like, 0.5 ECTS each); History has an even count
      course(uk, 1, 15, 'History', 'C 0'), course(uk, 2, 15, 'History'), course(uk, 3, 30, 'History'), course(uk, 4, 20, 'History'),
      course(uk, 5, 20, 'Physics', ''), course(uk, 6, 60, 'Physics'), course(uk, 7, null, 'Physics'),
      // US-sized credits (median 3: semester credits, 2 ECTS each)
      course(us, 1, 3, 'History'), course(us, 2, 3, 'History'), course(us, 3, 4, 'Physics', 'C 1'), course(us, 4, 1, 'Physics'),
    ] });
  });

  test('per institution: counts, credit statistics, ECTS and the share with prerequisites', async () => {
    const [a, b, c] = await offeringStats(db().prisma, [uk, us, empty], 'NONE');
    expect(a).toMatchObject({ institutionId: uk, group: null, courseCount: 7, creditsMin: 15, creditsMax: 60, creditsMedian: 20, creditsMean: 160 / 6,
      ectsMedian: 10, ectsTotal: 80, shareWithPrerequisites: 1 / 7 }); // an empty prerequisites text is none
    expect(a!.creditsBasis).toEqual(['credits sized like UK CATS credits (median 20)']);
    expect(b).toMatchObject({ institutionId: us, courseCount: 4, creditsMedian: 3, creditsMean: 11 / 4, ectsMedian: 6, ectsMean: 5.5, shareWithPrerequisites: 1 / 4 });
    expect(c).toMatchObject({ institutionId: empty, courseCount: 0, creditsMedian: null, ectsMedian: null, creditsBasis: [] });
  });

  test('per subject: an even count takes the mean of the middle two; the scale still comes from every course', async () => {
    const stats = await offeringStats(db().prisma, [uk, us], 'SUBJECT');
    expect(stats.map((s) => [s.institutionId, s.group, s.courseCount, s.creditsMedian, s.ectsMedian])).toEqual([
      [uk, 'History', 4, 17.5, 8.75],
      [uk, 'Physics', 3, 40, 20],
      [us, 'History', 2, 3, 6],
      [us, 'Physics', 2, 2.5, 5],
    ]);
  });
});
