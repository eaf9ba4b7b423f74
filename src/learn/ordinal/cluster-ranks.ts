// The scalable variant's first step (babaria §4.2): cluster each rank's points (k-means over binary features,
// standing in for BIRCH) and keep each cluster's second-order moments: its mean, its spherical spread σ (root
// mean squared distance to the mean, per dimension) and its size, which weights it in the fit.
import type { OrdinalPoint } from './all-threshold.ts';

export interface ClusterOptions {
  /** Clusters per rank at most… */
  maxClusters?: number;
  /** …and at least this many points per cluster. */
  pointsPerCluster?: number;
  iterations?: number;
}

function kmeans(points: Int32Array[], k: number, featureCount: number, iterations: number): { means: Float64Array[]; members: number[][] } {
  // Start from points spread evenly through the input (deterministic).
  const means = Array.from({ length: k }, (_, c) => {
    const m = new Float64Array(featureCount);
    for (const f of points[Math.floor((c * points.length) / k)]!) m[f] = 1;
    return m;
  });
  let members: number[][] = [];
  for (let it = 0; it < iterations; it++) {
    const norms = means.map((m) => m.reduce((n, v) => n + v * v, 0));
    members = means.map(() => []);
    points.forEach((x, i) => {
      let best = 0;
      let bestDistance = Infinity;
      means.forEach((m, c) => {
        let dot = 0;
        for (const f of x) dot += m[f]!;
        const d = x.length - 2 * dot + norms[c]!; // ‖x − μ‖² for binary x
        if (d < bestDistance) { bestDistance = d; best = c; }
      });
      members[best]!.push(i);
    });
    members.forEach((list, c) => {
      if (!list.length) return;
      const m = new Float64Array(featureCount);
      for (const i of list) for (const f of points[i]!) m[f]! += 1 / list.length;
      means[c] = m;
    });
  }
  return { means, members };
}

export function clusterRanks(points: { features: Int32Array; rank: number }[], featureCount: number, options: ClusterOptions = {}): OrdinalPoint[] {
  const out: OrdinalPoint[] = [];
  const ranks = [...new Set(points.map((p) => p.rank))].sort((a, b) => a - b);
  for (const rank of ranks) {
    const mine = points.filter((p) => p.rank === rank).map((p) => p.features);
    const k = Math.max(1, Math.min(options.maxClusters ?? 24, Math.floor(mine.length / (options.pointsPerCluster ?? 10))));
    const { means, members } = kmeans(mine, k, featureCount, options.iterations ?? 8);
    means.forEach((mean, c) => {
      const list = members[c]!;
      if (!list.length) return;
      const norm = mean.reduce((n, v) => n + v * v, 0);
      let squared = 0;
      for (const i of list) {
        let dot = 0;
        for (const f of mine[i]!) dot += mean[f]!;
        squared += mine[i]!.length - 2 * dot + norm;
      }
      out.push({ dense: mean, rank, weight: list.length, sigma: Math.sqrt(squared / list.length / featureCount) });
    });
  }
  return out;
}
