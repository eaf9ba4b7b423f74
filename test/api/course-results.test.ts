// Pins the course list's results (ids, order, totals, cursors, page info) for a realistic set of filters on a
// deterministic catalog. The snapshot was recorded with the first implementation (Prisma model queries with
// ILIKE and OFFSET); any later query path must return exactly the same pages.
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { normalizeCode } from '../../src/extract/store.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

const subjects = ['Mathematics', 'Computer Science', 'History', 'Physics', '物理学'];
const prefixes = ['MATH', 'CSE', 'HIST', 'PHYS', 'BUTSU'];
const english = ['calculus', 'algebra', 'data structures', 'machine learning', 'modern history', 'quantum mechanics', 'statistics', 'networks', 'ethics', 'optics'];
const japanese = ['力学', '量子力学', '日本史', '線形代数', 'データ構造', '統計学', '情報ネットワーク'];
const openers = ['Introduction to', 'Advanced', 'Topics in', 'Seminar on'];

/** 360 courses over three institutions; every tenth course field left empty, a sixth of them Japanese. */
function catalog(institutions: number[]) {
  return Array.from({ length: 360 }, (_, n) => {
    const s = n % subjects.length;
    const ja = n % 6 === 5;
    const topic = ja ? japanese[(n * 7) % japanese.length]! : english[(n * 7) % english.length]!;
    const other = ja ? japanese[(n * 3 + 1) % japanese.length]! : english[(n * 3 + 1) % english.length]!;
    const code = `${prefixes[s]} ${100 + ((n * 37) % 400)}${n % 11 === 0 ? '-A' : ''}`;
    return {
      key: `pin:${n}`,
      institutionId: institutions[n % institutions.length]!,
      code,
      codeKey: normalizeCode(code),
      title: ja ? `${topic}${1 + (n % 3)}` : `${openers[n % 4]} ${topic}`,
      description: n % 10 === 3 ? null : ja ? `${topic}と${other}を学ぶ。` : `Students study ${topic} and ${other} through lectures and projects.`,
      credits: n % 9 === 4 ? null : [1, 2, 3, 4, 4.5][n % 5]!,
      subject: n % 13 === 7 ? null : subjects[s]!,
      level: n % 4 === 0 ? 'graduate' : 'undergraduate',
      term: ['Fall 2026', 'Spring 2027', 'Summer 2027'][n % 3]!,
      language: ja ? 'ja' : 'en',
      prerequisites: n % 3 === 0 ? `${prefixes[s]} 101` : null,
      sourceUrl: `https://u${n % institutions.length}.example/c/${n}`,
      sourceUrls: [],
      // Several courses share each update time, so ordering ties are broken by id.
      updatedAt: new Date(Date.UTC(2026, 0, 1) + (n % 40) * 3_600_000),
    };
  });
}

// Filters as clients send them; I0..I2 stand for the institutions' ids.
const I0 = -1, I1 = -2, I2 = -3;
const filters: Record<string, unknown>[] = [
  {},
  { text: 'calculus' },
  { text: 'CALCULUS' },
  { text: 'machine learning' },
  { text: 'history', creditsMin: 3 },
  { text: 'statistics', subject: 'mathematics' },
  { text: 'networks ethics' },
  { text: '力学' },
  { text: '量子力学' },
  { text: '日本史 線形代数' },
  { text: 'zeppelin' },
  { institutionIds: [I0] },
  { institutionIds: [I1, I2], creditsMin: 2, creditsMax: 4 },
  { subject: 'Computer Science' },
  { subject: '物理学', level: 'graduate' },
  { codePrefix: 'cse1' },
  { codePrefix: 'MATH 2' },
  { level: 'undergraduate', hasPrerequisites: true },
  { hasPrerequisites: false, language: 'ja' },
  { term: 'spring' },
  { creditsMin: 4.5 },
  { creditsMax: 1 },
];
const orders = ['', 'orderBy: { field: CODE }', 'orderBy: { field: CODE, direction: DESC }', 'orderBy: { field: CREDITS }', 'orderBy: { field: CREDITS, direction: DESC }'];

const pageQuery = `query($filter: CourseFilter, $after: String, $first: Int) {
  courses(first: $first, after: $after, filter: $filter, __ORDER__) {
    totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

describeEachDatabase('course results stay what they were', (db) => {
  let api: RunningApi;
  let institutions: number[];
  beforeAll(async () => {
    const prisma = db().prisma;
    institutions = [];
    for (const name of ['Alpha University', 'Beta College', '東都大学']) {
      institutions.push((await prisma.institution.create({ data: { name, rootUrls: [`https://${institutions.length}.example/`], hosts: [] } })).id);
    }
    await prisma.course.createMany({ data: catalog(institutions) });
    api = await startApi(db(), 0, { allowAnonymousReads: true });
  });
  afterAll(() => api.stop());

  test.each(filters.flatMap((f) => orders.map((o) => [JSON.stringify(f), o, f] as const)))('filter %s %s: two pages', async (_name, order, filter) => {
    const ids = filter.institutionIds as number[] | undefined;
    const variables = { filter: ids ? { ...filter, institutionIds: ids.map((i) => String(institutions[-i - 1])) } : filter };
    const query = pageQuery.replace(', __ORDER__', order ? `, ${order}` : '');
    const pages: unknown[] = [];
    let after: string | null = null;
    for (let i = 0; i < 2; i++) {
      const res: any = await gql(api.url, query, { ...variables, after, first: 7 });
      expect(res.errors).toBeUndefined();
      const page = res.data.courses;
      pages.push({ ...page, edges: page.edges.map((e: any) => [Number(e.node.id), e.cursor]) });
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toMatchSnapshot();
  });
});
