// The catalog's plain words (CourseWord), sorted, for expanding a word of the text filter to the whole words it
// begins: the search index finds exact words several times faster than a prefix (see the course_words migration).
// Loaded by the catalog per settled version, only the rows added since the last load.

import { Prisma } from '../generated/prisma/client.ts';

/** The vocabulary's distinct words among the rows with ids in (after, upTo]: the catalog loads what was added
 * since its last load (bench/api's raw-SQL floor loads them all). */
export const wordsStatement = (after: number, upTo: number) =>
  Prisma.sql`SELECT DISTINCT "word" FROM "CourseWord" WHERE "id" > ${after} AND "id" <= ${upTo}`;

/** Above this many words a prefix stays a prefix query: a long OR of exact words costs more than it saves. */
export const maxExpansions = 64;

export class Vocabulary {
  private words: string[] = [];

  constructor(words: Iterable<string> = []) {
    this.add(words);
  }

  get size(): number {
    return this.words.length;
  }

  /** Adds words (duplicates ignored); keeps the list sorted by UTF-16 code units, which for ASCII is byte order.
   * The new words are sorted and merged in (a catalog's vocabulary is large, each load's new words few). */
  add(words: Iterable<string>): void {
    const added = [...words].sort();
    if (added.length === 0) return;
    const merged: string[] = [];
    const push = (w: string) => { if (merged.length === 0 || merged[merged.length - 1] !== w) merged.push(w); };
    let i = 0;
    for (const w of added) {
      while (i < this.words.length && this.words[i]! <= w) push(this.words[i++]!);
      push(w);
    }
    while (i < this.words.length) push(this.words[i++]!);
    this.words = merged;
  }

  /** The words that begin with `prefix`, or null when there are more than `limit` of them. */
  expand(prefix: string, limit = maxExpansions): string[] | null {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid]! < prefix) lo = mid + 1; else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.words.length && this.words[i]!.startsWith(prefix); i++) {
      if (found.length === limit) return null;
      found.push(this.words[i]!);
    }
    return found;
  }
}
