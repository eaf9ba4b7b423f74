// A course filter as SQL conditions (parameterised, through Prisma.sql): what Query.courses, Institution.courses
// and their counts share. Text words are found through the generated `search` tsvector and its GIN index, then
// checked against title and description so that a word means what it always meant (a case-insensitive
// substring at the start of a word, or anywhere in CJK text). With the catalog's vocabulary at hand, a plain word
// is asked for as the whole words it begins (src/api/vocabulary.ts).
import { Prisma } from '../generated/prisma/client.ts';
import type { CourseFilter } from '../generated/graphql.ts';
import { parseId } from './connection.ts';
import { badInput } from './errors.ts';
import { normalizeCode } from '../extract/store.ts';
import type { Vocabulary } from './vocabulary.ts';

type Sql = Prisma.Sql;
const { sql, join } = Prisma;

/** The CJK scripts the migration indexes as bigrams (same ranges as course_cjk_grams). */
const cjkRun = /[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/gu;
const hasWordCharacter = /[\p{L}\p{N}]/u;

/** Escapes LIKE's wildcards so that `%`, `_` and `\` in user input match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/** Words of a text filter, validated. */
export function textWords(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || text.length > 200) throw badInput('text must be 1 to 200 characters with at least one word', 'text');
  return words.slice(0, 8);
}

/** The tsquery of a word's CJK runs: every bigram of the run, or a one-character run as a prefix. */
export function cjkQuery(word: string): string | null {
  const terms = new Set<string>();
  for (const run of word.match(cjkRun) ?? []) {
    const chars = [...run];
    if (chars.length === 1) terms.add(`'${run}':*`);
    for (let i = 0; i + 1 < chars.length; i++) terms.add(`'${chars[i]}${chars[i + 1]}'`);
  }
  return terms.size ? [...terms].join(' & ') : null;
}

/** A word of ASCII letters and digits is one lexeme of the 'simple' configuration: its lower case. */
const plainWord = /^[a-z0-9]+$/i;

/**
 * The index condition for one word, or null when it has nothing an index can find (punctuation only).
 * `exact` says the condition alone means "a word of the title or description starts with it", so no
 * substring check of the text is needed.
 */
function wordQuery(word: string, vocabulary?: Vocabulary): { query: Sql; exact: boolean } | null {
  const cjk = cjkQuery(word);
  if (cjk) return { query: sql`${cjk}::tsquery`, exact: false };
  // The vector holds the title's and the description's words only: no weight restriction, which the index
  // could not check without reading every match from the table.
  if (plainWord.test(word)) {
    const prefix = word.toLowerCase();
    const words = vocabulary?.expand(prefix);
    // When no word of the catalog begins with it, the word itself finds nothing just as fast (the index's
    // lookup of an absent word).
    const terms = words ? (words.length ? words : [prefix]).map((w) => `'${w}'`).join(' | ') : `'${prefix}':*`;
    return { query: sql`${terms}::tsquery`, exact: true };
  }
  return hasWordCharacter.test(word) ? { query: sql`"course_word_query"(${word})`, exact: false } : null;
}

export interface CourseConditions {
  where: Sql;
  /** The text filter as one tsquery, for relevance order; null without text words an index can find. */
  textQuery: Sql | null;
}

/** `vocabulary`: the catalog's words, current (Catalog.words); without it plain words are prefix queries. */
export function courseConditions(filter: CourseFilter | null | undefined, institutionId?: number, vocabulary?: Vocabulary): CourseConditions {
  const and: Sql[] = [];
  let textQuery: Sql | null = null;
  if (institutionId !== undefined) and.push(sql`"institutionId" = ${institutionId}`);
  if (filter?.institutionIds) {
    if (filter.institutionIds.length > 500) throw badInput('at most 500 institutionIds', 'institutionIds');
    const ids = filter.institutionIds.map((id) => parseId(id, 'institution', 'institutionIds'));
    and.push(ids.length ? sql`"institutionId" IN (${join(ids)})` : sql`false`);
  }
  if (filter?.text !== undefined && filter.text !== null) {
    const queries: Sql[] = [];
    for (const word of textWords(filter.text)) {
      const indexed = wordQuery(word, vocabulary);
      if (indexed) {
        queries.push(indexed.query);
        and.push(sql`"search" @@ ${indexed.query}`);
        if (indexed.exact) continue;
      }
      const pattern = containsPattern(word);
      and.push(sql`("title" ILIKE ${pattern} OR "description" ILIKE ${pattern})`);
    }
    if (queries.length) textQuery = join(queries, ' && ');
  }
  if (filter?.subject) and.push(sql`lower("subject") = lower(${filter.subject.trim()})`);
  if (filter?.codePrefix) {
    const prefix = normalizeCode(filter.codePrefix);
    if (!prefix || prefix.length > 20) throw badInput('codePrefix must be 1 to 20 letters or digits', 'codePrefix');
    and.push(sql`"codeKey" LIKE ${`${escapeLike(prefix)}%`}`);
  }
  if (filter?.level) and.push(sql`lower("level") = lower(${filter.level.trim()})`);
  if (filter?.term) and.push(sql`"term" ILIKE ${containsPattern(filter.term.trim())}`);
  if (filter?.language) and.push(sql`lower("language") = lower(${filter.language.trim()})`);
  const { creditsMin, creditsMax } = filter ?? {};
  if (creditsMin != null && creditsMax != null && creditsMin > creditsMax) {
    throw badInput(`creditsMin (${creditsMin}) is above creditsMax (${creditsMax})`, 'creditsMin');
  }
  if (creditsMin != null) and.push(sql`"credits" >= ${creditsMin}`);
  if (creditsMax != null) and.push(sql`"credits" <= ${creditsMax}`);
  if (filter?.hasPrerequisites === true) and.push(sql`"prerequisites" IS NOT NULL`);
  if (filter?.hasPrerequisites === false) and.push(sql`"prerequisites" IS NULL`);
  return { where: and.length ? join(and, ' AND ') : sql`true`, textQuery };
}
