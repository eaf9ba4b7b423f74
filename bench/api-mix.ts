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

/** A well-mixed hash of n: topics that do not repeat with the institution's position. */
const mix = (n: number, salt: number) => (Math.imul(n ^ salt, 2654435761) >>> 0) % 1_000_003;

/**
 * The course at position n (ids follow positions: the loader inserts them in order). Every tenth is Japanese.
 * The institution is n's last digits in base 50 and subject, credits and level the next ones, so that every
 * institution offers every subject at every credit value and level (a course's attributes are not functions of
 * its institution, as they would be if all were taken modulo small numbers of n).
 */
export function course(n: number, institutionIds: number[]) {
  const rest = Math.floor(n / institutionCount);
  const s = rest % subjects.length;
  const credits = 1 + (Math.floor(rest / subjects.length) % 5);
  const graduate = Math.floor(rest / (subjects.length * 5)) % 5 === 0;
  const ja = n % 10 === 7;
  const topic = ja ? japaneseTopics[mix(n, 1) % japaneseTopics.length]! : topics[mix(n, 1) % topics.length]!;
  const other = ja ? japaneseTopics[mix(n, 2) % japaneseTopics.length]! : topics[mix(n, 2) % topics.length]!;
  const code = `${prefixes[s]} ${100 + (n % 900)}`;
  return {
    key: `i${institutionIds[n % institutionCount]}:code:${n}`, codeKey: code.replace(' ', '') + String(n), code,
    title: ja ? `${topic}${1 + (mix(n, 3) % 3)}` : `${['Introduction to', 'Advanced', 'Topics in', 'Seminar in'][mix(n, 3) % 4]} ${topic}`,
    description: ja ? `${topic}と${other}の基礎を講義と演習で学ぶ。` : `Students study ${topic} and ${other} through lectures, readings and projects.`,
    credits, subject: subjects[s]!, level: graduate ? 'graduate' : 'undergraduate',
    term: ['Fall 2026', 'Spring 2027'][mix(n, 4) % 2]!, language: ja ? 'ja' : 'en', prerequisites: mix(n, 5) % 3 === 0 ? `${prefixes[s]} 101` : null,
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

/** n's digits in the mixed radix `bases`, least significant first: n below the bases' product give distinct
 * tuples, so consecutive n never repeat a filter. */
function digits(n: number, bases: number[]): number[] {
  let rest = n % bases.reduce((a, b) => a * b, 1);
  return bases.map((b) => {
    const d = rest % b;
    rest = Math.floor(rest / b);
    return d;
  });
}

const singleWords = [...modifiers, ...heads];
const texts = [...topics, ...singleWords];
const japaneseTexts = [...japaneseSearches, ...japaneseSearches.flatMap((a) => japaneseSearches.filter((b) => b !== a).map((b) => `${a} ${b}`))];
/** Credit ranges: no bound, or a minimum of 1-5 with no maximum or a maximum up to 3 above it. */
const creditRanges: Record<string, number>[] = [{}, ...[1, 2, 3, 4, 5].flatMap((min) => [{ creditsMin: min }, ...[0, 1, 2, 3].map((d) => ({ creditsMin: min, creditsMax: min + d }))])];
const levels = [undefined, 'graduate', 'undergraduate'];
const institutionId = (k: number) => String(1 + k);
/** One institution (k < 50) or a pair of them. */
function institutionSet(k: number): string[] {
  if (k < institutionCount) return [institutionId(k)];
  const pair = k - institutionCount;
  const a = pair % institutionCount;
  const b = (a + 1 + Math.floor(pair / institutionCount)) % institutionCount;
  return [institutionId(a), institutionId(b)];
}

/**
 * The i-th request of the mix, deterministic. Within any run of consecutive i (up to about a million), no
 * request and no list filter repeats: each kind's parameters are the mixed-radix digits of its own counter, so an
 * uncached phase is uncached for the response cache and the count cache alike.
 */
export function request(i: number, courses: number): BenchRequest {
  const slot = i % 10;
  const round = Math.floor(i / 10);
  const withCount = i % 2 === 0;
  const first = [10, 20][round % 2]!;
  const pickList = (kind: BenchRequest['kind'], filter: Record<string, unknown>): BenchRequest =>
    ({ kind, query: list(withCount), variables: { f: filter, first }, filter, withCount });
  const clean = (filter: Record<string, unknown>) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
  switch (slot) {
    case 0: case 1: case 2: {
      // English words, alone or with a credit range or one institution: 524 × 26 × 51 filters.
      const [t, c, inst] = digits(round * 3 + slot, [texts.length, creditRanges.length, institutionCount + 1]);
      return pickList('search-en', clean({ text: texts[t!], ...creditRanges[c!], institutionIds: inst ? [institutionId(inst - 1)] : undefined }));
    }
    case 3: {
      // Japanese words (one or two), with a credit range or an institution: 144 × 26 × 51 filters.
      const [t, c, inst] = digits(round, [japaneseTexts.length, creditRanges.length, institutionCount + 1]);
      return pickList('search-ja', clean({ text: japaneseTexts[t!], ...creditRanges[c!], institutionIds: inst ? [institutionId(inst - 1)] : undefined }));
    }
    case 4: case 5: {
      // An institution's courses, or two institutions', by credits and level: 2,500 × 26 × 3 filters.
      const [set, c, l] = digits(round * 2 + slot - 4, [institutionCount * institutionCount, creditRanges.length, levels.length]);
      return pickList('institution', clean({ institutionIds: institutionSet(set!), ...creditRanges[c!], level: levels[l!] }));
    }
    case 6: {
      // A subject by credits and level, at one institution or all: 8 × 26 × 3 × 51 filters.
      const [sub, c, l, inst] = digits(round, [subjects.length, creditRanges.length, levels.length, institutionCount + 1]);
      return pickList('subject', clean({ subject: subjects[sub!], ...creditRanges[c!], level: levels[l!], institutionIds: inst ? [institutionId(inst - 1)] : undefined }));
    }
    case 7: case 8:
      // 7919 is prime to the course count of the bench (a power of ten times a few): ids do not repeat.
      return { kind: 'course', query: 'query($id: ID!) { course(id: $id) { id code title description credits subject institution { name } prerequisiteCourses { code } } }', variables: { id: String(1 + (((round * 2 + slot - 7) * 7919) % courses)) } };
    default: {
      // Three institutions compared by subject or level.
      const [a, b, c, g] = digits(round, [institutionCount, institutionCount - 1, institutionCount - 2, 2]);
      const second = (a! + 1 + b!) % institutionCount;
      const third = [...Array(institutionCount).keys()].filter((k) => k !== a && k !== second)[c!]!;
      const ids = [a!, second, third].map(institutionId);
      return { kind: 'compare', query: `query($ids: [ID!]!) { compareInstitutions(institutionIds: $ids, groupBy: ${g ? 'LEVEL' : 'SUBJECT'}) { group courseCount creditsMedian } }`, variables: { ids } };
    }
  }
}
