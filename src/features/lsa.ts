// Latent semantic analysis: a truncated SVD of the TF-IDF document-term matrix, by randomized range finding
// (Halko, Martinsson & Tropp) so only sparse products and an eigen-decomposition of a small matrix are needed.
// A document is projected onto the top right singular vectors.
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import type { SparseVector } from './tfidf.ts';

export interface LsaJSON { kind: 'lsa'; terms: number; components: number[][] }

/** A seeded generator for the random test matrix, so fitting is repeatable. */
function gaussian(seed: number): () => number {
  let s = seed >>> 0 || 1;
  const uniform = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return (s + 0.5) / 4294967296; };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Orthonormal columns spanning the columns of m (modified Gram-Schmidt); dependent columns become zero. */
function orthonormalize(m: Float64Array[], rows: number): void {
  for (let j = 0; j < m.length; j++) {
    const col = m[j]!;
    for (let p = 0; p < j; p++) {
      const q = m[p]!;
      let dot = 0;
      for (let i = 0; i < rows; i++) dot += q[i]! * col[i]!;
      for (let i = 0; i < rows; i++) col[i]! -= dot * q[i]!;
    }
    let norm = 0;
    for (let i = 0; i < rows; i++) norm += col[i]! * col[i]!;
    norm = Math.sqrt(norm);
    for (let i = 0; i < rows; i++) col[i] = norm > 1e-10 ? col[i]! / norm : 0;
  }
}

export class Lsa {
  private constructor(readonly terms: number, readonly components: Float64Array[]) {}

  get dimensions(): number {
    return this.components.length;
  }

  static fit(docs: SparseVector[], terms: number, dimensions: number, options: { oversample?: number; powerIterations?: number; seed?: number } = {}): Lsa {
    const k = Math.max(1, Math.min(dimensions, terms, docs.length));
    const l = Math.min(terms, docs.length, k + (options.oversample ?? 10));
    const n = docs.length;
    const rand = gaussian(options.seed ?? 17);
    // Columns of Y = A·Ω (n × l), each column a Float64Array of length n.
    const omega = Array.from({ length: l }, () => Float64Array.from({ length: terms }, rand));
    const timesA = (cols: Float64Array[]): Float64Array[] => cols.map((c) => Float64Array.from(docs, (d) => d.indices.reduce((s, t, i) => s + d.values[i]! * c[t]!, 0)));
    const timesAT = (cols: Float64Array[]): Float64Array[] => cols.map((c) => {
      const out = new Float64Array(terms);
      docs.forEach((d, r) => { const w = c[r]!; if (w) d.indices.forEach((t, i) => { out[t]! += w * d.values[i]!; }); });
      return out;
    });
    let y = timesA(omega);
    orthonormalize(y, n);
    for (let it = 0; it < (options.powerIterations ?? 3); it++) {
      const z = timesAT(y);
      orthonormalize(z, terms);
      y = timesA(z);
      orthonormalize(y, n);
    }
    // B = Qᵀ·A is l × terms; its right singular vectors are those of A restricted to the range found.
    const b = timesAT(y); // rows of B, each over the terms
    const gram = new Matrix(l, l);
    for (let i = 0; i < l; i++) for (let j = i; j < l; j++) {
      let s = 0;
      for (let t = 0; t < terms; t++) s += b[i]![t]! * b[j]![t]!;
      gram.set(i, j, s);
      gram.set(j, i, s);
    }
    const eig = new EigenvalueDecomposition(gram, { assumeSymmetric: true });
    const order = eig.realEigenvalues.map((v, i) => [v, i] as const).sort((p, q) => q[0] - p[0]).slice(0, k);
    const vectors = eig.eigenvectorMatrix;
    const components = order.filter(([v]) => v > 1e-12).map(([v, i]) => {
      const sigma = Math.sqrt(v);
      const comp = new Float64Array(terms);
      for (let r = 0; r < l; r++) { const w = vectors.get(r, i) / sigma; if (w) for (let t = 0; t < terms; t++) comp[t]! += w * b[r]![t]!; }
      return comp;
    });
    return new Lsa(terms, components);
  }

  transform(doc: SparseVector): number[] {
    return this.components.map((c) => doc.indices.reduce((s, t, i) => s + doc.values[i]! * c[t]!, 0));
  }

  toJSON(): LsaJSON {
    return { kind: 'lsa', terms: this.terms, components: this.components.map((c) => Array.from(c, (v) => Number(v.toPrecision(5)))) };
  }

  static load(json: LsaJSON): Lsa {
    if (json?.kind !== 'lsa' || json.components.some((c) => c.length !== json.terms)) throw new Error('not an LSA projection');
    return new Lsa(json.terms, json.components.map((c) => Float64Array.from(c)));
  }
}
