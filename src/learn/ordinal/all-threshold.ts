// Ordinal regression of a rank with one linear score and ordered thresholds (the all-threshold loss of Rennie
// and Srebro, a smooth stand-in for babaria's ordinal SVM, eq. 4.3): an example of rank y should score below
// every threshold at or above y and above every threshold below it; each threshold it is on the wrong side of
// (or too near) costs log(1 + e^margin). Rank 0 scores lowest. Thresholds stay ordered because they are stored
// as a first value and positive gaps. The clustered variant (babaria §4.2) fits the same loss on the clusters
// of each rank, their mean standing for the points and their spread widening the margin by κ·σ·‖w‖ (the
// Chebyshev–Cantelli bound of eq. 4.9–4.10), so the work grows with the clusters, not the points.
import { minimize } from '../lbfgs.ts';

/** A training point: binary features (sparse ids) or a cluster mean (dense), its rank, weight and spread. */
export interface OrdinalPoint {
  sparse?: Int32Array;
  dense?: Float64Array;
  rank: number;
  weight: number;
  /** Standard deviation of a spherical cluster (0 for a single example). */
  sigma: number;
}

export interface AllThresholdJSON { kind: 'all-threshold'; weights: number[]; thresholds: number[] }

const softplus = (z: number) => (z > 30 ? z : Math.log1p(Math.exp(z)));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export class AllThresholdModel {
  constructor(readonly weights: Float64Array, readonly thresholds: number[]) {}

  get ranks(): number {
    return this.thresholds.length + 1;
  }

  score(features: Int32Array): number {
    let v = 0;
    for (const f of features) v += this.weights[f] ?? 0;
    return v;
  }

  rank(features: Int32Array): number {
    const s = this.score(features);
    let r = 0;
    while (r < this.thresholds.length && s > this.thresholds[r]!) r++;
    return r;
  }

  /** Probability of each rank under the cumulative-logit reading of the thresholds. */
  rankProbabilities(features: Int32Array): number[] {
    const s = this.score(features);
    const above = this.thresholds.map((t) => sigmoid(s - t)); // Pr(rank > k)
    return Array.from({ length: this.ranks }, (_, r) => Math.max(0, (r === 0 ? 1 : above[r - 1]!) - (r < above.length ? above[r]! : 0)));
  }

  toJSON(): AllThresholdJSON {
    return { kind: 'all-threshold', weights: Array.from(this.weights, (v) => Math.round(v * 1e5) / 1e5), thresholds: this.thresholds };
  }

  static load(json: AllThresholdJSON): AllThresholdModel {
    if (json?.kind !== 'all-threshold') throw new Error('not an all-threshold model');
    return new AllThresholdModel(Float64Array.from(json.weights), json.thresholds);
  }
}

export interface OrdinalFitOptions {
  l2?: number;
  /** κ = sqrt(η / (1 − η)) for the clustered variant (η: the share of a cluster to fall on the right side). */
  kappa?: number;
  maxIterations?: number;
}

export function fitAllThreshold(points: OrdinalPoint[], featureCount: number, ranks: number, options: OrdinalFitOptions = {}): AllThresholdModel {
  const l2 = options.l2 ?? 1;
  const kappa = options.kappa ?? 0;
  const T = ranks - 1;
  // x = [weights (featureCount), first threshold, log gaps (T − 1)]
  const thresholdsOf = (x: Float64Array) => {
    const t = [x[featureCount]!];
    for (let k = 1; k < T; k++) t.push(t[k - 1]! + Math.exp(x[featureCount + k]!));
    return t;
  };
  const objective = (x: Float64Array) => {
    const gradient = new Float64Array(x.length);
    const thresholds = thresholdsOf(x);
    const dThreshold = new Float64Array(T);
    let norm = 0;
    for (let f = 0; f < featureCount; f++) norm += x[f]! * x[f]!;
    norm = Math.sqrt(norm);
    let value = 0;
    let dNorm = 0;
    for (const p of points) {
      let s = 0;
      if (p.sparse) for (const f of p.sparse) s += x[f]!;
      else if (p.dense) for (let f = 0; f < featureCount; f++) s += x[f]! * p.dense[f]!;
      const widen = kappa * p.sigma * norm;
      let dScore = 0;
      for (let k = 0; k < T; k++) {
        // Rank above threshold k: the score should exceed it; at or below: stay under it.
        const z = k < p.rank ? thresholds[k]! - s + widen : s - thresholds[k]! + widen;
        value += p.weight * softplus(z);
        const g = p.weight * sigmoid(z);
        if (k < p.rank) { dScore -= g; dThreshold[k]! += g; } else { dScore += g; dThreshold[k]! -= g; }
        dNorm += g * kappa * p.sigma;
      }
      if (p.sparse) for (const f of p.sparse) gradient[f]! += dScore;
      else if (p.dense) for (let f = 0; f < featureCount; f++) gradient[f]! += dScore * p.dense[f]!;
    }
    for (let f = 0; f < featureCount; f++) {
      value += 0.5 * l2 * x[f]! * x[f]!;
      gradient[f]! += l2 * x[f]! + (norm > 0 ? (dNorm * x[f]!) / norm : 0);
    }
    // Threshold k = first + Σ_{j ≤ k} e^{gap j}: the first moves them all, gap j those from j on.
    for (let k = 0; k < T; k++) gradient[featureCount]! += dThreshold[k]!;
    for (let j = 1; j < T; j++) {
      let sum = 0;
      for (let k = j; k < T; k++) sum += dThreshold[k]!;
      gradient[featureCount + j] = sum * Math.exp(x[featureCount + j]!);
    }
    return { value, gradient };
  };
  const x0 = new Float64Array(featureCount + T);
  for (let j = 1; j < T; j++) x0[featureCount + j] = 0; // gaps of 1
  const result = minimize(objective, x0, { maxIterations: options.maxIterations ?? 200 });
  return new AllThresholdModel(result.x.slice(0, featureCount), thresholdsOf(result.x));
}
