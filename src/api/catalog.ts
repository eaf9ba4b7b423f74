// What the API keeps in memory between requests, keyed by the catalog's version: course counts per normalised
// filter and every institution. Triggers advance catalog_version_seq on each statement that writes courses or
// institutions (see the course_search migration), from this process or any other, so a cached value never
// outlives a change by more than `maxVersionAgeMs`.
import type { Db } from '../db/client.ts';
import type { Institution } from '../generated/prisma/client.ts';

export interface CatalogOptions {
  /** How long a read of the version is trusted before it is read again (one tiny query per period at most). */
  maxVersionAgeMs?: number;
  /** Counts kept (least recently used dropped first). */
  maxCounts?: number;
}

export class Catalog {
  private version: string | undefined;
  private versionReadAt = 0;
  private versionRead: Promise<string> | undefined;
  private counts = new Map<string, Promise<unknown>>();
  private countsVersion: string | undefined;
  private institutions: { version: string; byId: Promise<Map<number, Institution>> } | undefined;
  private readonly maxVersionAgeMs: number;
  private readonly maxCounts: number;

  constructor(private readonly db: Db, options: CatalogOptions = {}) {
    this.maxVersionAgeMs = options.maxVersionAgeMs ?? 100;
    this.maxCounts = options.maxCounts ?? 10_000;
  }

  /** The catalog's version: changes whenever a course or an institution is written. */
  async currentVersion(): Promise<string> {
    if (this.version !== undefined && Date.now() - this.versionReadAt < this.maxVersionAgeMs) return this.version;
    this.versionRead ??= this.db.$queryRaw<{ v: string }[]>`
        SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS v FROM "catalog_version_seq"`
      .then(([row]) => {
        this.version = row!.v;
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

  /** A count by its normalised statement, computed once per catalog version. */
  async count<T>(key: string, compute: () => Promise<T>): Promise<T> {
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
