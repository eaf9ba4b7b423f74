import { startApi, type RunningApi } from '../../src/api/server.ts';
import { describeEachDatabase } from '../support/database.ts';
import { addCourses, extracted } from '../support/courses.ts';
import { gql } from '../support/graphql.ts';

describeEachDatabase('analyst queries over HTTP', (db) => {
  let api: RunningApi;
  let a: number;
  let b: number;
  let ml: number;
  beforeAll(async () => {
    const prisma = db().prisma;
    a = (await prisma.institution.create({ data: { name: 'Alpha University', rootUrls: ['https://alpha.example/'], hosts: ['alpha.example'] } })).id;
    b = (await prisma.institution.create({ data: { name: 'Beta College', rootUrls: ['https://beta.example/'], hosts: ['beta.example'] } })).id;
    ml = (await addCourses(prisma, a, [
      extracted({ code: 'CS 446', title: 'Machine Learning', description: 'Supervised learning, neural networks and generalisation.', credits: 4, subject: 'Computer Science', prerequisites: 'CS 225' }),
      extracted({ code: 'CS 225', title: 'Data Structures', description: 'Trees, hashing and graphs.', credits: 4, subject: 'Computer Science' }),
      extracted({ code: 'HIST 100', title: 'World History', description: 'Empires and trade, "revisited", one, two.', credits: 3, subject: 'History' }),
    ]))[0]!;
    await addCourses(prisma, b, [
      extracted({ sourceUrl: 'https://beta.example/ml', code: 'COMP3670', title: 'Introduction to Machine Learning', description: 'Neural networks and supervised learning in practice.', credits: 6, subject: 'Computer Science' }),
      extracted({ sourceUrl: 'https://beta.example/gr', code: 'COMP2100', title: 'Graph Theory', description: 'Graphs and trees.', credits: 6, subject: 'Computer Science', prerequisites: 'none' }),
      extracted({ sourceUrl: 'https://beta.example/cook', code: 'CULI1000', title: 'Cooking', description: 'Knife skills and sauces.', credits: 2, subject: 'Culinary Arts' }),
    ]);
    api = await startApi(db(), 0, { allowAnonymousReads: true });
  });
  afterAll(() => api.stop());

  test('compareInstitutions per institution and per subject', async () => {
    const res = await gql(api.url, `{ compareInstitutions(institutionIds: ["${a}", "${b}"]) { institution { name } group courseCount creditsMin creditsMax creditsMean creditsMedian shareWithPrerequisites } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.compareInstitutions).toEqual([
      { institution: { name: 'Alpha University' }, group: null, courseCount: 3, creditsMin: 3, creditsMax: 4, creditsMean: 11 / 3, creditsMedian: 4, shareWithPrerequisites: 1 / 3 },
      { institution: { name: 'Beta College' }, group: null, courseCount: 3, creditsMin: 2, creditsMax: 6, creditsMean: 14 / 3, creditsMedian: 6, shareWithPrerequisites: 1 / 3 },
    ]);
    const bySubject = await gql(api.url, `{ compareInstitutions(institutionIds: ["${a}", "${b}"], groupBy: SUBJECT) { institution { id } group courseCount } }`);
    expect(bySubject.data!.compareInstitutions).toEqual([
      { institution: { id: String(a) }, group: 'Computer Science', courseCount: 2 },
      { institution: { id: String(a) }, group: 'History', courseCount: 1 },
      { institution: { id: String(b) }, group: 'Computer Science', courseCount: 2 },
      { institution: { id: String(b) }, group: 'Culinary Arts', courseCount: 1 },
    ]);
  });

  test('similarCourses finds the machine learning course at the other institution first', async () => {
    const res = await gql(api.url, `{ similarCourses(courseId: "${ml}", first: 3) { similarity course { code institution { name } } } }`);
    expect(res.errors).toBeUndefined();
    const list = res.data!.similarCourses;
    expect(list[0].course.code).toBe('COMP3670');
    expect(list[0].similarity).toBeGreaterThan(0.3);
    expect(list.every((s: any) => s.course.institution.name === 'Beta College')).toBe(true);
    expect(list.map((s: any) => s.course.code)).not.toContain('CULI1000');
  });

  test('exportInstitution as schema.org JSON-LD and as CSV', async () => {
    const ld = await gql(api.url, `{ exportInstitution(id: "${a}", format: JSONLD) }`);
    const doc = JSON.parse(ld.data!.exportInstitution);
    expect(doc['@context']).toBe('https://schema.org');
    expect(doc['@graph']).toHaveLength(3);
    expect(doc['@graph'][0]).toMatchObject({ '@type': 'Course', courseCode: 'CS 225', numberOfCredits: { value: 4 }, provider: { name: 'Alpha University' } });
    const csv = await gql(api.url, `{ exportInstitution(id: "${a}", format: CSV) }`);
    const lines = csv.data!.exportInstitution.trim().split('\r\n');
    expect(lines[0]).toBe('code,title,credits,creditsUnit,creditsRaw,level,subject,instructors,term,prerequisites,language,description,sourceUrl');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('"Empires and trade, ""revisited"", one, two."');
  });

  test('bad arguments', async () => {
    expect((await gql(api.url, '{ compareInstitutions(institutionIds: []) { courseCount } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(api.url, '{ similarCourses(courseId: "999999") { similarity } }')).errors?.[0]?.message).toContain('no course');
    expect((await gql(api.url, '{ exportInstitution(id: "999999", format: CSV) }')).errors?.[0]?.message).toContain('no institution');
  });

  test('anonymous reads can be switched off', async () => {
    const closed = await startApi(db(), 0, { allowAnonymousReads: false });
    try {
      const res = await gql(closed.url, '{ institutions { totalCount } }');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await closed.stop();
    }
  });
});
