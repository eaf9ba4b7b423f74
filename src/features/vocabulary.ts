// A feature vocabulary: tokens seen at least minCount times in training, the maxSize most frequent kept, each
// given an id; id 0 is a bias feature every item has. Serialisable, so a model reads tokens as it was trained.

export interface VocabularyJSON { kind: 'vocabulary'; tokens: string[] }

export class Vocabulary {
  private readonly index: Map<string, number>;

  private constructor(readonly tokens: string[]) {
    this.index = new Map(tokens.map((t, i) => [t, i + 1]));
  }

  /** Features including the bias. */
  get size(): number {
    return this.tokens.length + 1;
  }

  static fit(items: string[][], options: { minCount?: number; maxSize?: number } = {}): Vocabulary {
    const counts = new Map<string, number>();
    for (const item of items) for (const t of new Set(item)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const kept = [...counts].filter(([, c]) => c >= (options.minCount ?? 2))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, options.maxSize ?? 5000)
      .map(([t]) => t);
    return new Vocabulary(kept);
  }

  /** Sorted ids of the known tokens, bias first. */
  ids(tokens: string[]): Int32Array {
    const ids = new Set<number>([0]);
    for (const t of tokens) {
      const id = this.index.get(t);
      if (id !== undefined) ids.add(id);
    }
    return Int32Array.from([...ids].sort((a, b) => a - b));
  }

  toJSON(): VocabularyJSON {
    return { kind: 'vocabulary', tokens: this.tokens };
  }

  static load(json: VocabularyJSON): Vocabulary {
    if (json?.kind !== 'vocabulary' || !Array.isArray(json.tokens)) throw new Error('not a vocabulary');
    return new Vocabulary(json.tokens);
  }
}
