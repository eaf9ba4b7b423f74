// The bench/api catalog and request mix, shared by the loader (bench/api.ts) and the clients (bench/api-load.ts).
// Requests are what course apps send: text searches in English and Japanese (some with a credit minimum or an
// institution), an institution's courses, subject and credit filters, course pages by id, and institution
// comparisons. Half of the lists ask for totalCount. Every request of the uncached phase is distinct.
export const institutionCount = 50;
export const subjects = ['Mathematics', 'Computer Science', 'History', 'Chemistry', 'Economics', 'Physics', 'Biology', 'Linguistics'];
const prefixes = ['MATH', 'CSE', 'HIST', 'CHEM', 'ECON', 'PHYS', 'BIOL', 'LING'];
const heads = ['calculus', 'algebra', 'learning', 'history', 'networks', 'chemistry', 'theory', 'systems', 'methods', 'design', 'ecology', 'syntax',
  'optics', 'genetics', 'statistics', 'geometry', 'economics', 'ethics', 'robotics', 'databases', 'compilers', 'semantics', 'topology', 'mechanics'];
const modifiers = ['applied', 'computational', 'modern', 'classical', 'quantum', 'social', 'environmental', 'medieval', 'digital', 'molecular',
  'experimental', 'numerical', 'cognitive', 'global', 'urban', 'political', 'financial', 'theoretical', 'clinical', 'comparative'];
const topics = heads.flatMap((h) => modifiers.map((m) => `${m} ${h}`));
export const japaneseTopics = ['量子力学', '熱力学', '線形代数', '微分積分', '日本史', '西洋史', '有機化学', '分子生物学', '計量経済学', '統計学', '情報理論', '言語学'];
const japaneseSearches = ['力学', '量子力学', '代数', '日本史', '化学', '生物', '経済', '統計', '情報', '言語', '微分', '歴史'];

/** The course at position n (ids follow positions: the loader inserts them in order). Every tenth is Japanese. */
export function course(n: number, institutionIds: number[]) {
  const s = n % subjects.length;
  const ja = n % 10 === 7;
  const topic = ja ? japaneseTopics[(n * 7919) % japaneseTopics.length]! : topics[(n * 7919) % topics.length]!;
  const other = ja ? japaneseTopics[(n * 104729) % japaneseTopics.length]! : topics[(n * 104729) % topics.length]!;
  const code = `${prefixes[s]} ${100 + (n % 900)}`;
  return {
    key: `i${institutionIds[n % institutionCount]}:code:${n}`, codeKey: code.replace(' ', '') + String(n), code,
    title: ja ? `${topic}${1 + (n % 3)}` : `${['Introduction to', 'Advanced', 'Topics in', 'Seminar in'][n % 4]} ${topic}`,
    description: ja ? `${topic}と${other}の基礎を講義と演習で学ぶ。` : `Students study ${topic} and ${other} through lectures, readings and projects.`,
    credits: [1, 2, 3, 4, 5][n % 5]!, subject: subjects[s]!, level: n % 5 === 0 ? 'graduate' : 'undergraduate',
    term: ['Fall 2026', 'Spring 2027'][n % 2]!, language: ja ? 'ja' : 'en', prerequisites: n % 3 === 0 ? `${prefixes[s]} 101` : null,
    institutionId: institutionIds[n % institutionCount]!, sourceUrl: `https://u${n % institutionCount}.example/c/${n}`, sourceUrls: [],
  };
}

export interface BenchRequest {
  kind: 'search-en' | 'search-ja' | 'institution' | 'subject' | 'course' | 'compare';
  query: string;
  variables: Record<string, unknown>;
  /** For list requests: the filter and whether totalCount is asked (the raw-SQL floor runs the same). */
  filter?: Record<string, unknown>;
  withCount?: boolean;
}

const list = (count: boolean) => `query($f: CourseFilter, $first: Int) { courses(first: $first, filter: $f) { ${count ? 'totalCount ' : ''}edges { cursor node { id code title credits institution { name } } } pageInfo { hasNextPage endCursor } } }`;

/** The i-th request of the mix: distinct for distinct i (up to hundreds of thousands), deterministic. */
export function request(i: number, courses: number): BenchRequest {
  const r = (k: number) => Math.floor(i / 10) * 7 + k; // varies the parameters within each kind
  const withCount = i % 2 === 0;
  const first = [10, 20][Math.floor(i / 20) % 2]!;
  const pickList = (kind: BenchRequest['kind'], filter: Record<string, unknown>): BenchRequest =>
    ({ kind, query: list(withCount), variables: { f: filter, first }, filter, withCount });
  switch (i % 10) {
    case 0: case 1: case 2: {
      const n = r(i % 10);
      const words = n % 3 === 0 ? topics[n % topics.length]! : topics[n % topics.length]!.split(' ')[1]!;
      return pickList('search-en', { text: words, ...(n % 4 === 1 ? { creditsMin: 1 + (n % 5) } : {}), ...(n % 4 === 2 ? { institutionIds: [String(1 + (n % institutionCount))] } : {}) });
    }
    case 3: {
      const n = r(3);
      return pickList('search-ja', { text: japaneseSearches[n % japaneseSearches.length], ...(n % 2 ? { institutionIds: [String(1 + (n % institutionCount))] } : { creditsMin: 1 + (n % 5) }) });
    }
    case 4: case 5: {
      const n = r(i % 10);
      return pickList('institution', { institutionIds: [String(1 + (n % institutionCount))], ...(n % 3 ? { creditsMin: 1 + (n % 5) } : { level: 'graduate' }) });
    }
    case 6: {
      const n = r(6);
      return pickList('subject', { subject: subjects[n % subjects.length], creditsMin: 1 + (n % 5), creditsMax: 1 + (n % 5) + (n % 3) });
    }
    case 7: case 8:
      return { kind: 'course', query: 'query($id: ID!) { course(id: $id) { id code title description credits subject institution { name } prerequisiteCourses { code } } }', variables: { id: String(1 + ((r(i % 10) * 7919) % courses)) } };
    default: {
      const n = r(9);
      const a = 1 + (n % institutionCount);
      const b = 1 + ((n * 13 + 1) % institutionCount);
      return { kind: 'compare', query: 'query($ids: [ID!]!) { compareInstitutions(institutionIds: $ids, groupBy: SUBJECT) { group courseCount creditsMedian } }', variables: { ids: [String(a), String(b === a ? (a % institutionCount) + 1 : b)] } };
    }
  }
}
