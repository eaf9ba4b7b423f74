import type { ExtractedCourse } from '../../src/extract/extract.ts';
import { overrideCourseField, upsertCourse } from '../../src/extract/store.ts';
import { extractPendingPages } from '../../src/extract/pages.ts';
import { runCrawl } from '../../src/crawl/run.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { describeEachDatabase } from '../support/database.ts';

function course(over: Partial<ExtractedCourse> = {}): ExtractedCourse {
  return {
    sourceUrl: 'https://u.edu/courses/cse115', code: 'CSE 115', title: 'Intro to CS', description: 'Programs.', credits: 4, creditsUnit: 'credits',
    creditsRaw: '4 credits', level: null, subject: null, instructors: ['Ada Lovelace'], term: 'Fall 2026', schedule: null, prerequisites: null,
    prerequisiteCodes: [], learningOutcomes: null, assessment: null, materials: null, keywords: [], language: 'en', confidence: 1,
    provenance: { title: { label: 'Title', selector: 'td', structure: 'table', confidence: 1, via: 'alias' } }, ...over,
  };
}

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('course storage', (db) => {
  test('extracting the same page again never duplicates a course', async () => {
    const prisma = db().prisma;
    const first = await upsertCourse(prisma, course(), { institutionId: null, pageId: null });
    const again = await upsertCourse(prisma, course(), { institutionId: null, pageId: null });
    expect(first.action).toBe('created');
    expect(again).toEqual({ id: first.id, action: 'unchanged', changed: [] });
    expect(await prisma.course.count({ where: { code: 'CSE 115' } })).toBe(1);
  });

  test('a changed page updates the course and keeps what changed and when', async () => {
    const prisma = db().prisma;
    const r = await upsertCourse(prisma, course({ term: 'Spring 2027', instructors: ['Alan Turing'] }), { institutionId: null, pageId: null });
    expect(r.action).toBe('updated');
    expect(r.changed.sort()).toEqual(['instructors', 'term']);
    const row = await prisma.course.findUniqueOrThrow({ where: { id: r.id } });
    expect(row.term).toBe('Spring 2027');
    const history = row.history as { field: string; from: unknown; to: unknown; at: string }[];
    expect(history.find((h) => h.field === 'term')).toMatchObject({ from: 'Fall 2026', to: 'Spring 2027' });
    expect(Date.parse(history[0]!.at)).toBeGreaterThan(0);
  });

  test('a print view and a second URL of the same course merge into one', async () => {
    const prisma = db().prisma;
    const a = await upsertCourse(prisma, course({ sourceUrl: 'https://u.edu/courses/cse115?print=1' }), { institutionId: null, pageId: null });
    const b = await upsertCourse(prisma, course({ sourceUrl: 'https://u.edu/archive/CSE-115.html', code: 'CSE-115' }), { institutionId: null, pageId: null });
    expect(a.id).toBe(b.id);
    const row = await prisma.course.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.sourceUrl).toBe('https://u.edu/courses/cse115'); // the plain URL stays canonical
    expect(row.sourceUrls).toEqual(expect.arrayContaining(['https://u.edu/courses/cse115', 'https://u.edu/courses/cse115?print=1', 'https://u.edu/archive/CSE-115.html']));
  });

  test("a person's correction survives re-extraction", async () => {
    const prisma = db().prisma;
    const { id } = await upsertCourse(prisma, course(), { institutionId: null, pageId: null });
    await overrideCourseField(prisma, id, 'title', 'Introduction to Computer Science', 'labeler@u.edu');
    await upsertCourse(prisma, course({ title: 'Intro to CS (changed on the page)', term: 'Summer 2027' }), { institutionId: null, pageId: null });
    const row = await prisma.course.findUniqueOrThrow({ where: { id } });
    expect(row.title).toBe('Introduction to Computer Science');
    expect(row.term).toBe('Summer 2027');
  });

  test('the extract job turns crawled course and listing pages into courses, once', async () => {
    const prisma = db().prisma;
    const site = farm.site('syllabus-sjis');
    const truth = siteTruth(site);
    const inst = await prisma.institution.create({ data: { name: site.institution, rootUrls: [site.rootUrl], hosts: ['127.0.0.1'] } });
    await runCrawl(prisma, { seeds: [site.rootUrl], institutionId: inst.id, strategy: 'keyword', maxPages: 400, allowPrivateNetwork: true, delayMs: 0 });
    const first = await extractPendingPages(prisma);
    const crawledTargets = new Set((await prisma.page.findMany({ where: { institutionId: inst.id }, select: { finalUrl: true } }))
      .map((p) => truth.targetOf(p.finalUrl)).filter((t): t is string => !!t && truth.targets.has(t)));
    const goldCodes = new Set([...crawledTargets].flatMap((t) => truth.targets.get(t)!.map((g) => g.code)));
    const stored = await prisma.course.findMany({ where: { institutionId: inst.id } });
    expect(new Set(stored.map((c) => c.code))).toEqual(goldCodes);
    expect(first.created).toBe(goldCodes.size);
    const second = await extractPendingPages(prisma);
    expect(second.pages).toBe(0);
    expect(await prisma.course.count({ where: { institutionId: inst.id } })).toBe(goldCodes.size);
  }, 300_000);
});
