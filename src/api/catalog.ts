// What the API keeps in memory between requests, keyed by the catalog's version: course counts per normalised
// filter, the courses grouped by the columns most filters use (src/api/facet-counts.ts), and every institution.
// Triggers advance catalog_version_seq on each statement that writes courses or institutions (see the
// course_search migration), from this process or any other, so a cached value never outlives a change by more
// than `maxVersionAgeMs`. A version read while a write is still in flight (not yet visible) is unsettled: it is
// never reused, so nothing read before that write commits is kept under the version it moved to.
import type { Db } from '../db/client.ts';
import type { Institution } from '../generated/prisma/client.ts';
import { FacetCounts } from './facet-counts.ts';
import { Vocabulary, wordsStatement } from './vocabulary.ts';

export interface CatalogOptions {
  /** How long a read of the version is trusted before it is read again (one tiny query per period at most). */
  maxVersionAgeMs?: number;
  /** Values kept by `cached` (least recently used dropped first). */
  maxCounts?: number;
  /** The grouped counts are read again after a change at most this often; in between, counts go to SQL. */
  minFacetIntervalMs?: number;
}

export class Catalog {
  private version: string | undefined;
  private versionReadAt = 0;
  private versionRead: Promise<string> | undefined;
  private counts = new Map<string, Promise<unknown>>();
  private countsVersion: string | undefined;
  private institutions: { version: string; byId: Promise<Map<number, Institution>> } | undefined;
  private facetCounts: { version: string; readAt: number; value: Promise<FacetCounts | undefined> } | undefined;
  /** Whether the last version read was settled, and the vocabulary's last id then (see the catalog_version function). */
  private settled = false;
  private wordIds = 0;
  private unsettledReads = 0;
  private readonly vocabulary = new Vocabulary();
  /** The vocabulary holds every word of the catalog at this version; its rows are loaded up to `wordsLoaded`. */
  private vocabularyVersion: string | undefined;
  private wordsLoaded = 0;
  private vocabularyRead: Promise<Vocabulary | undefined> | undefined;
  private readonly maxVersionAgeMs: number;
  private readonly maxCounts: number;
  private readonly minFacetIntervalMs: number;

  constructor(private readonly db: Db, options: CatalogOptions = {}) {
    this.maxVersionAgeMs = options.maxVersionAgeMs ?? 100;
    this.maxCounts = options.maxCounts ?? 10_000;
    this.minFacetIntervalMs = options.minFacetIntervalMs ?? 1000;
  }

  /** The catalog's version: changes whenever a course or an institution is written, and with every read while
   * a write is in flight. */
  async currentVersion(): Promise<string> {
    if (this.version !== undefined && Date.now() - this.versionReadAt < this.maxVersionAgeMs) return this.version;
    this.versionRead ??= this.db.$queryRaw<{ settled: boolean; version: bigint; words: bigint }[]>`
        SELECT "settled", "version", "words" FROM "catalog_version"()`
      .then(([row]) => {
        this.settled = row!.settled;
        this.wordIds = Number(row!.words);
        this.version = row!.settled ? String(row!.version) : `${row!.version}~${++this.unsettledReads}`;
        this.versionReadAt = Date.now();
        return this.version;
      })
      .finally(() => { this.versionRead = undefined; });
    return this.versionRead;
  }

  /** Forgets the version read, for writes made by this process: the next read sees them at once. */
  changed(): void {
    this.versionReadAt = 0;
  }

  /** A value read from the catalog (a count by its normalised statement, an institution's grouped credits),
   * computed once per catalog version. */
  async cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    if (version !== this.countsVersion) {
      this.counts.clear();
      this.countsVersion = version;
    }
    let count = this.counts.get(key) as Promise<T> | undefined;
    if (count) {
      this.counts.delete(key); // re-insert: Map order is the recency order
    } else {
      count = compute();
      count.catch(() => this.counts.delete(key));
      if (this.counts.size >= this.maxCounts) this.counts.delete(this.counts.keys().next().value!);
    }
    this.counts.set(key, count);
    return count;
  }

  /**
   * The courses grouped by institution, subject, level, language, credits and prerequisites, as of the current
   * version; undefined while a change is newer than them and they were read less than `minFacetIntervalMs` ago
   * (under a stream of writes, grouping every course again at each change would cost more than the counts it
   * saves), or when the catalog has too many groups.
   */
  async facets(): Promise<FacetCounts | undefined> {
    const version = await this.currentVersion();
    if (this.facetCounts?.version === version) return this.facetCounts.value;
    if (this.facetCounts && Date.now() - this.facetCounts.readAt < this.minFacetIntervalMs) return undefined;
    const entry: NonNullable<Catalog['facetCounts']> = { version, readAt: Date.now(), value: Promise.resolve(undefined) };
    // A failed read leaves the counts to SQL and is tried again at the next count.
    entry.value = FacetCounts.read(this.db).catch(() => {
      if (this.facetCounts === entry) this.facetCounts = undefined;
      return undefined;
    });
    this.facetCounts = entry;
    return entry.value;
  }

  /**
   * Every plain word of the catalog's courses as of the current version, or undefined while a write is in flight
   * and the vocabulary has not caught up (text words are then prefix queries: slower, same courses). Only the
   * rows added since the last load are read: when the version is settled, every row up to the id read with it is
   * committed, and later rows have higher ids.
   */
  async words(): Promise<Vocabulary | undefined> {
    const version = await this.currentVersion();
    if (this.vocabularyVersion === version) return this.vocabulary;
    if (!this.settled) return undefined;
    const upTo = this.wordIds;
    this.vocabularyRead ??= this.db.$queryRaw<{ word: string }[]>(wordsStatement(this.wordsLoaded, upTo))
      .then((rows) => {
        this.vocabulary.add(rows.map((r) => r.word));
        this.wordsLoaded = Math.max(this.wordsLoaded, upTo);
        this.vocabularyVersion = version;
        return this.vocabulary as Vocabulary | undefined;
      })
      .catch(() => undefined) // prefix queries until the next try
      .finally(() => { this.vocabularyRead = undefined; });
    return this.vocabularyRead;
  }

  /** An institution by id from the in-memory copy of the table, read again after each change. */
  async institution(id: number): Promise<Institution | null> {
    const version = await this.currentVersion();
    if (this.institutions?.version !== version) {
      const byId = this.db.institution.findMany().then((rows) => new Map(rows.map((r) => [r.id, r])));
      byId.catch(() => { this.institutions = undefined; });
      this.institutions = { version, byId };
    }
    // A miss may be an institution added by another process since the version was read.
    return (await this.institutions.byId).get(id) ?? this.db.institution.findUnique({ where: { id } });
  }
}
