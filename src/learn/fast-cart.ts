// ml-cart (under ml-random-forest) grows a regression tree by copying and transposing the node's matrix at every
// node and re-partitioning it for every candidate threshold: O(n²) per feature, minutes for a few thousand
// examples. This installs standard exact CART growth on ml-cart's own tree nodes: each feature is sorted once
// at the root, nodes split those sorted lists stably in place (no re-sorting, no copies), and a split's squared
// error comes from running sums, so a node costs O(n · features). The grown nodes have ml-cart's fields (splitColumn,
// splitValue, left, right, distribution), so ml-cart's predict, toJSON and load work unchanged. The stopping
// rules are ml-cart's: minNumSamples, maxDepth, gainThreshold and an unchanged error. Thresholds lie midway
// between consecutive distinct values and a value equal to the threshold goes right, as in ml-cart.
// Optionally each split considers a random share of the features (Breiman's forests; ml-random-forest only
// draws features once per tree): set through withSplitSampling around a forest's training.
import { DecisionTreeRegression } from 'ml-cart';

interface MatrixLike { rows: number; columns: number; getColumn(j: number): number[] }
interface TreeNodeLike {
  kind: string;
  minNumSamples: number;
  maxDepth: number;
  gainThreshold: number;
  splitValue?: number;
  splitColumn?: number;
  gain?: number;
  numberSamples?: number;
  distribution?: number;
  left?: TreeNodeLike;
  right?: TreeNodeLike;
  train(X: MatrixLike, y: number[], depth: number, parentGain?: number): void;
}

interface Split { gain: number; column: number; threshold: number }

/** Share of the features each split considers (1 = all), and the seed of the draw; set by withSplitSampling. */
let splitSampling = { share: 1, seed: 1 };
let treesGrown = 0;

/** Runs fn (a synchronous forest training) with each split considering a random share of the features. */
export function withSplitSampling<T>(share: number, seed: number, fn: () => T): T {
  const previous = splitSampling;
  splitSampling = { share, seed };
  treesGrown = 0;
  try {
    return fn();
  } finally {
    splitSampling = previous;
  }
}

class Grower {
  private readonly side: Uint8Array;
  /** Per feature, the rows sorted by that feature; a node owns one range [lo, hi) of every list. */
  private readonly lists: Int32Array[];
  private readonly scratch: Int32Array;
  private readonly candidates: number;
  private state: number;

  constructor(private readonly columns: Float64Array[], private readonly y: Float64Array) {
    const n = y.length;
    this.candidates = Math.max(1, Math.round(columns.length * Math.min(1, splitSampling.share)));
    this.state = (Math.imul(splitSampling.seed, 2654435761) + Math.imul(++treesGrown, 40503)) >>> 0 || 1;
    this.side = new Uint8Array(n);
    this.scratch = new Int32Array(n);
    this.lists = columns.length ? columns.map(sortedRows) : [Int32Array.from({ length: n }, (_, i) => i)];
  }

  grow(node: TreeNodeLike, lo: number, hi: number, depth: number, parentGain: number): void {
    const n = hi - lo;
    const rows = this.lists[0]!;
    let total = 0;
    let totalSq = 0;
    for (let k = lo; k < hi; k++) { const v = this.y[rows[k]!]!; total += v; totalSq += v * v; }
    const leaf = () => { node.distribution = n ? total / n : 0; };
    if (n <= node.minNumSamples || this.columns.length === 0) return leaf();
    const best = this.bestSplit(lo, hi, total, totalSq);
    if (!best || !(depth < node.maxDepth && best.gain > (node.gainThreshold || 0) && best.gain !== parentGain)) return leaf();
    node.splitColumn = best.column;
    node.splitValue = best.threshold;
    node.gain = best.gain;
    node.numberSamples = n;
    const col = this.columns[best.column]!;
    for (let k = lo; k < hi; k++) { const r = rows[k]!; this.side[r] = col[r]! < best.threshold ? 1 : 0; }
    // Stable partition of every list's range: left rows first, in order, then right rows, in order.
    let mid = lo;
    for (const list of this.lists) {
      let a = lo;
      let b = 0;
      for (let k = lo; k < hi; k++) { const row = list[k]!; if (this.side[row]) list[a++] = row; else this.scratch[b++] = row; }
      list.set(this.scratch.subarray(0, b), a);
      mid = a;
    }
    const Node = node.constructor as new (options: TreeNodeLike) => TreeNodeLike;
    node.left = new Node(node);
    node.right = new Node(node);
    this.grow(node.left, lo, mid, depth + 1, best.gain);
    this.grow(node.right, mid, hi, depth + 1, best.gain);
  }

  /** All features, or a random subset of them (partial Fisher-Yates), in increasing order. */
  private featuresToTry(): number[] {
    const all = Array.from({ length: this.columns.length }, (_, i) => i);
    if (this.candidates >= all.length) return all;
    for (let i = 0; i < this.candidates; i++) {
      this.state = (Math.imul(this.state, 1664525) + 1013904223) >>> 0;
      const j = i + (this.state % (all.length - i));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    return all.slice(0, this.candidates).sort((x, y) => x - y);
  }

  /** The threshold with the least summed squared error of the two sides; undefined when no feature varies. */
  private bestSplit(lo: number, hi: number, total: number, totalSq: number): Split | undefined {
    let best: Split | undefined;
    const n = hi - lo;
    for (const f of this.featuresToTry()) {
      const list = this.lists[f]!;
      const col = this.columns[f]!;
      if (col[list[lo]!] === col[list[hi - 1]!]) continue;
      let sum = 0;
      let sq = 0;
      for (let k = lo; k < hi - 1; k++) {
        const row = list[k]!;
        const v = this.y[row]!;
        sum += v;
        sq += v * v;
        const x = col[row]!;
        const next = col[list[k + 1]!]!;
        if (x === next) continue;
        const left = k + 1 - lo;
        const right = n - left;
        const gain = Math.max(0, sq - (sum * sum) / left) + Math.max(0, totalSq - sq - ((total - sum) * (total - sum)) / right);
        if (!best || gain < best.gain) {
          const threshold = (x + next) / 2;
          // Rounding can put the midpoint on the upper value; then "x < threshold" would not separate them.
          best = { gain, column: f, threshold: threshold > x && threshold <= next ? threshold : next };
        }
      }
    }
    return best;
  }
}

/** Rows in order of a column's values (ties by row). Sparse columns are mostly zero: only the rest is sorted. */
function sortedRows(col: Float64Array): Int32Array {
  const neg: number[] = [];
  const zero: number[] = [];
  const pos: number[] = [];
  for (let i = 0; i < col.length; i++) (col[i]! < 0 ? neg : col[i]! > 0 ? pos : zero).push(i);
  const byValue = (a: number, b: number) => col[a]! - col[b]! || a - b;
  const out = new Int32Array(col.length);
  out.set(neg.sort(byValue), 0);
  out.set(zero, neg.length);
  out.set(pos.sort(byValue), neg.length + zero.length);
  return out;
}

let installed = false;

/** Installs the sorted-list growth on ml-cart's regression tree nodes (classifiers keep ml-cart's); idempotent. */
export function installFastRegressionTrees(): void {
  if (installed) return;
  const probe = new DecisionTreeRegression({ maxDepth: 1, minNumSamples: 0 });
  probe.train([[0], [1], [2]], [0, 1, 1]);
  const proto = Object.getPrototypeOf((probe as unknown as { root: object }).root) as TreeNodeLike;
  const original = proto.train;
  if (typeof original !== 'function') throw new Error('ml-cart changed: TreeNode.train not found');
  proto.train = function train(this: TreeNodeLike, X: MatrixLike, y: number[], depth: number, parentGain?: number) {
    if (this.kind !== 'regression') return original.call(this, X, y, depth, parentGain);
    const columns = Array.from({ length: X.columns }, (_, j) => Float64Array.from(X.getColumn(j)));
    new Grower(columns, Float64Array.from(y)).grow(this, 0, y.length, depth, parentGain ?? 0);
  };
  installed = true;
}
