// Containers for an online learner's state that grows with the crawl (yields per region or pattern, pages
// remembered, people seen). They remember what changed until `drain`, so the learner's journal entry for a commit
// holds only that: written whole with every commit, such state made a crawl write the square of its pages.

/** A map that remembers the keys set or touched since it was last drained. */
export class TrackedMap<V> implements Iterable<[string, V]> {
  private readonly map = new Map<string, V>();
  private changed = new Set<string>();
  /** Changes ever made: a packed copy made at one count is still the map's while the count stands. */
  version = 0;

  /** A map holding `entries`, none of them changed. */
  constructor(entries: Iterable<[string, V]> = []) {
    for (const [k, v] of entries) this.map.set(k, v);
  }

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    return this.map.get(key);
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  set(key: string, value: V): this {
    this.map.set(key, value);
    this.touch(key);
    return this;
  }

  /** The value under `key` is about to change in place (a counter object). */
  touch(key: string): void {
    this.changed.add(key);
    this.version++;
  }

  [Symbol.iterator](): Iterator<[string, V]> {
    return this.map[Symbol.iterator]();
  }

  /** The entries changed since the last drain, in the order they were first changed; forgets that they changed. */
  drain(): [string, V][] {
    const out = [...this.changed].map((k): [string, V] => [k, this.map.get(k)!]);
    this.changed = new Set();
    return out;
  }
}

/** A set of strings that remembers the members added since it was last drained (members are never removed). */
export class TrackedSet implements Iterable<string> {
  private readonly set = new Set<string>();
  private added: string[] = [];

  constructor(members: Iterable<string> = []) {
    for (const m of members) this.set.add(m);
  }

  get size(): number {
    return this.set.size;
  }

  has(member: string): boolean {
    return this.set.has(member);
  }

  add(member: string): this {
    if (!this.set.has(member)) {
      this.set.add(member);
      this.added.push(member);
    }
    return this;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.set[Symbol.iterator]();
  }

  /** The members added since the last drain, in order; forgets them as added. */
  drain(): string[] {
    const out = this.added;
    this.added = [];
    return out;
  }
}
