// TF-IDF over a vocabulary fitted on training documents: terms seen in at least minDf documents and in at most
// maxDfShare of them (words on every page tell nothing), the maxTerms most frequent kept. Vectors are
// sublinear-tf times smoothed idf, L2-normalised. Serialisable (toJSON/load) so the vocabulary ships with a model.

export interface SparseVector { indices: number[]; values: number[] }

export interface TfidfJSON { kind: 'tfidf'; terms: string[]; idf: number[] }

export interface TfidfOptions { maxTerms: number; minDf?: number; maxDfShare?: number }

export class TfidfVectorizer {
  private readonly index: Map<string, number>;

  private constructor(readonly terms: string[], readonly idf: number[]) {
    this.index = new Map(terms.map((t, i) => [t, i]));
  }

  get size(): number {
    return this.terms.length;
  }

  static fit(documents: string[][], options: TfidfOptions): TfidfVectorizer {
    const df = new Map<string, number>();
    for (const doc of documents) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
    const n = documents.length;
    const minDf = options.minDf ?? 2;
    const maxDf = Math.max(minDf, Math.floor(n * (options.maxDfShare ?? 0.6)));
    const kept = [...df].filter(([, c]) => c >= minDf && c <= maxDf)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, options.maxTerms);
    return new TfidfVectorizer(kept.map(([t]) => t), kept.map(([, c]) => Math.log((1 + n) / (1 + c)) + 1));
  }

  sparse(doc: string[]): SparseVector {
    const counts = new Map<number, number>();
    for (const t of doc) {
      const i = this.index.get(t);
      if (i !== undefined) counts.set(i, (counts.get(i) ?? 0) + 1);
    }
    const indices = [...counts.keys()].sort((a, b) => a - b);
    const values = indices.map((i) => (1 + Math.log(counts.get(i)!)) * this.idf[i]!);
    const norm = Math.hypot(...values) || 1;
    return { indices, values: values.map((v) => v / norm) };
  }

  dense(doc: string[]): number[] {
    const out = new Array<number>(this.size).fill(0);
    const { indices, values } = this.sparse(doc);
    indices.forEach((i, k) => { out[i] = values[k]!; });
    return out;
  }

  toJSON(): TfidfJSON {
    return { kind: 'tfidf', terms: this.terms, idf: this.idf.map((v) => Number(v.toPrecision(6))) };
  }

  static load(json: TfidfJSON): TfidfVectorizer {
    if (json?.kind !== 'tfidf' || json.terms.length !== json.idf.length) throw new Error('not a tfidf vocabulary');
    return new TfidfVectorizer(json.terms, json.idf);
  }
}
