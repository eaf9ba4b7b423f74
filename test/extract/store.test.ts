import type { ExtractedCourse } from '../../src/extract/extract.ts';
import { overrideCourseField, upsertCourse, upsertCourses } from '../../src/extract/store.ts';
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

  test('a broken page\'s NUL bytes and lone surrogates are dropped, not the course (one by one and in a batch)', async () => {
    const prisma = db().prisma;
    const broken = (code: string, url: string) => course({
      sourceUrl: url, code, title: 'Bro\u0000ken \uD800title', description: 'Text\u0000 with NUL', instructors: ['Ada\u0000 Lovelace'],
      provenance: { title: { label: 'Ti\u0000tle', selector: 'td', structure: 'table', confidence: 1, via: 'alias' } },
    });
    const one = await upsertCourse(prisma, broken('NUL 101', 'https://u.edu/nul/101'), { institutionId: null, pageId: null });
    const batch = await upsertCourses(prisma, [{ course: broken('NUL 102', 'https://u.edu/nul/102'), institutionId: null, pageId: null }]);
    expect(one.action).toBe('created');
    expect(batch.created).toBe(1);
    for (const code of ['NUL 101', 'NUL 102']) {
      const row = await prisma.course.findFirstOrThrow({ where: { code } });
      expect(row).toMatchObject({ title: 'Broken \uFFFDtitle', description: 'Text with NUL', instructors: ['Ada Lovelace'] });
      expect(row.provenance).toMatchObject({ title: { label: 'Title' } });
    }
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

  test('a batch stores as course-by-course storing would: new rows in one go, values and arrays intact, repeats merged', async () => {
    const prisma = db().prisma;
    const ja = course({ sourceUrl: 'https://u.ac.jp/s/KG0110', code: 'KG0110', title: '有機化学Ⅰ', instructors: ['山田 太郎', '林 一'], credits: 2, creditsUnit: '単位',
      prerequisites: null, keywords: ['化学', '反応'], language: 'ja', confidence: 0.75 });
    const en = course({ sourceUrl: 'https://u.edu/b/MATH-112', code: 'MATH 112', title: "Nature of Modern Math's Ideas", credits: null, creditsUnit: null, creditsRaw: null,
      instructors: [], prerequisites: 'MATH 100 or "consent"', prerequisiteCodes: ['MATH 100'], description: null });
    const again: ExtractedCourse = { ...en, sourceUrl: 'https://u.edu/b/print/MATH-112', term: 'Spring 2027' };
    const r = await upsertCourses(prisma, [ja, en, again].map((c) => ({ course: c, institutionId: null, pageId: null })));
    expect(r).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const jaRow = await prisma.course.findFirstOrThrow({ where: { code: 'KG0110' } });
    expect(jaRow).toMatchObject({ title: '有機化学Ⅰ', instructors: ['山田 太郎', '林 一'], credits: 2, creditsUnit: '単位', keywords: ['化学', '反応'], prerequisiteCodes: [],
      codeKey: 'KG0110', confidence: 0.75, sourceUrls: ['https://u.ac.jp/s/KG0110'] });
    expect((jaRow.provenance as Record<string, unknown>).title).toMatchObject({ label: 'Title', via: 'alias' });
    const enRow = await prisma.course.findFirstOrThrow({ where: { codeKey: 'MATH112' } });
    expect(enRow).toMatchObject({ code: 'MATH 112', credits: null, instructors: [], prerequisites: 'MATH 100 or "consent"', prerequisiteCodes: ['MATH 100'], term: 'Spring 2027' });
    expect(enRow.sourceUrls.sort()).toEqual(['https://u.edu/b/MATH-112', 'https://u.edu/b/print/MATH-112']);
    // Stored again: nothing changes, nothing is duplicated.
    expect(await upsertCourses(prisma, [ja, again].map((c) => ({ course: c, institutionId: null, pageId: null })))).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await prisma.course.count({ where: { OR: [{ code: 'KG0110' }, { codeKey: 'MATH112' }] } })).toBe(2);
  });

  test('a batch of thousands of courses is stored in full (more values than a statement may bind one by one)', async () => {
    const prisma = db().prisma;
    const many = Array.from({ length: 3000 }, (_, i) => ({ course: course({ sourceUrl: `https://big.edu/p/${i >> 6}`, code: `BIG ${1000 + i}`, title: `Topic ${i}` }), institutionId: null, pageId: null }));
    expect(await upsertCourses(prisma, many)).toEqual({ created: 3000, updated: 0, unchanged: 0 });
    expect(await prisma.course.count({ where: { code: { startsWith: 'BIG ' } } })).toBe(3000);
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
  });
});
