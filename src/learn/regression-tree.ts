// A CART regression tree (least squares), grown exactly and fast: each feature's rows are sorted once at the
// root, a node splits those sorted lists stably in place (no re-sorting, no copies), and a split's squared error
// comes from running sums, so a node costs O(n · features) instead of ml-cart's O(n²) per feature.
// Thresholds lie midway between consecutive distinct values; a value below the threshold goes left. Optionally
// each split considers a random share of the features (Breiman's forests).
// The stopping rules are ml-cart's, so the trees it grew before this module are grown again node for node: a node
// of at most minNumSamples rows is a leaf; a split is made only below maxDepth, when its squared error is
// positive (a split that separates the targets perfectly is not made: ml-cart's rule) and differs from the
// parent split's.
// Nodes are kept in preorder in flat arrays (a node's left child follows it); toJSON/load follow the ml.js
// convention, and load also reads ml-cart's own DTRegression JSON (forests stored before this module).

export interface RegressionTreeOptions {
  maxDepth: number;
  /** A node with at most this many rows is a leaf. */
  minNumSamples: number;
  /** Share of the features each split considers (1 = all, the default). */
  splitShare?: number;
  /** Seed of the features each split considers (an LCG state; unused when splitShare is 1). */
  splitSeed?: number;
}

export interface RegressionTreeJSON {
  name: 'RegressionTree';
  /** Per node in preorder: the feature it splits on, or -1 for a leaf. */
  column: number[];
  /** Per node: the split threshold, or the leaf's prediction (the mean of its rows' targets). */
  value: number[];
  /** Per node: the index of its right child (0 for a leaf); its left child is the next node. */
  right: number[];
}

/** ml-cart's stored tree node (DecisionTreeRegression.toJSON().root): a leaf has a distribution. */
export interface MlCartNode {
  distribution?: number;
  splitColumn?: number;
  splitValue?: number;
  left?: MlCartNode;
  right?: MlCartNode;
}

export class RegressionTree {
  private constructor(
    private readonly column: Int32Array,
    private readonly value: Float64Array,
    private readonly right: Int32Array,
  ) {}

  /** Grows a tree on feature columns (column j holds every row's value of feature j) and the rows' targets. */
  static grow(columns: Float64Array[], y: Float64Array, options: RegressionTreeOptions): RegressionTree {
    const nodes = new Grower(columns, y, options).grow();
    return new RegressionTree(Int32Array.from(nodes.column), Float64Array.from(nodes.value), Int32Array.from(nodes.right));
  }

  /** Grows a tree on rows of equal length. */
  static train(rows: number[][], y: number[], options: RegressionTreeOptions): RegressionTree {
    const dimensions = rows[0]?.length ?? 0;
    const columns = Array.from({ length: dimensions }, (_, j) => Float64Array.from(rows, (r) => r[j]!));
    return RegressionTree.grow(columns, Float64Array.from(y), options);
  }

  get size(): number {
    return this.column.length;
  }

  predict(row: ArrayLike<number>): number {
    let i = 0;
    while (this.column[i]! >= 0) i = row[this.column[i]!]! < this.value[i]! ? i + 1 : this.right[i]!;
    return this.value[i]!;
  }

  /** The same tree reading feature `features[j]` where it read feature j (a forest's tree grown on a subset). */
  renumbered(features: ArrayLike<number>): RegressionTree {
    return new RegressionTree(this.column.map((c) => (c < 0 ? c : features[c]!)), this.value, this.right);
  }

  /** Rounds thresholds and leaf values to `digits` significant digits (a smaller stored model). */
  rounded(digits: number): RegressionTree {
    return new RegressionTree(this.column, this.value.map((v) => (Number.isInteger(v) ? v : Number(v.toPrecision(digits)))), this.right);
  }

  toJSON(): RegressionTreeJSON {
    return { name: 'RegressionTree', column: [...this.column], value: [...this.value], right: [...this.right] };
  }

  static load(json: RegressionTreeJSON): RegressionTree {
    if (json?.name !== 'RegressionTree') throw new Error(`not a regression tree: ${String((json as { name?: unknown })?.name)}`);
    const n = json.column.length;
    if (json.value.length !== n || json.right.length !== n) throw new Error('regression tree arrays differ in length');
    for (let i = 0; i < n; i++) {
      if (json.column[i]! >= 0 && !(json.right[i]! > i + 1 && json.right[i]! < n)) throw new Error(`regression tree node ${i} has no right child`);
    }
    return new RegressionTree(Int32Array.from(json.column), Float64Array.from(json.value), Int32Array.from(json.right));
  }

  /** A tree from ml-cart's stored root node (its classify: below splitValue goes left). */
  static fromMlCart(root: MlCartNode): RegressionTree {
    const nodes = { column: [] as number[], value: [] as number[], right: [] as number[] };
    const emit = (node: MlCartNode): void => {
      const at = nodes.column.length;
      const leaf = node.distribution !== undefined || !node.left || !node.right;
      nodes.column.push(leaf ? -1 : node.splitColumn!);
      nodes.value.push(leaf ? node.distribution ?? 0 : node.splitValue!);
      nodes.right.push(0);
      if (leaf) return;
      emit(node.left!);
      nodes.right[at] = nodes.column.length;
      emit(node.right!);
    };
    emit(root);
    return new RegressionTree(Int32Array.from(nodes.column), Float64Array.from(nodes.value), Int32Array.from(nodes.right));
  }
}

interface Split { error: number; column: number; threshold: number }

class Grower {
  private readonly side: Uint8Array;
  /** Per feature, the rows sorted by that feature; a node owns one range [lo, hi) of every list. */
  private readonly lists: Int32Array[];
  private readonly scratch: Int32Array;
  private readonly candidates: number;
  private state: number;
  readonly nodes = { column: [] as number[], value: [] as number[], right: [] as number[] };

  constructor(private readonly columns: Float64Array[], private readonly y: Float64Array, private readonly options: RegressionTreeOptions) {
    const n = y.length;
    this.candidates = Math.max(1, Math.round(columns.length * Math.min(1, options.splitShare ?? 1)));
    this.state = options.splitSeed ?? 1;
    this.side = new Uint8Array(n);
    this.scratch = new Int32Array(n);
    this.lists = columns.length ? columns.map(sortedRows) : [Int32Array.from({ length: n }, (_, i) => i)];
  }

  grow(): Grower['nodes'] {
    this.node(0, this.y.length, 0, 0);
    return this.nodes;
  }

  private node(lo: number, hi: number, depth: number, parentError: number): void {
    const n = hi - lo;
    const rows = this.lists[0]!;
    let total = 0;
    let totalSq = 0;
    for (let k = lo; k < hi; k++) { const v = this.y[rows[k]!]!; total += v; totalSq += v * v; }
    const at = this.nodes.column.length;
    const leaf = () => { this.nodes.column.push(-1); this.nodes.value.push(n ? total / n : 0); this.nodes.right.push(0); };
    if (n <= this.options.minNumSamples || this.columns.length === 0) return leaf();
    const best = this.bestSplit(lo, hi, total, totalSq);
    if (!best || !(depth < this.options.maxDepth && best.error > 0 && best.error !== parentError)) return leaf();
    this.nodes.column.push(best.column);
    this.nodes.value.push(best.threshold);
    this.nodes.right.push(0);
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
    this.node(lo, mid, depth + 1, best.error);
    this.nodes.right[at] = this.nodes.column.length;
    this.node(mid, hi, depth + 1, best.error);
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
        const error = Math.max(0, sq - (sum * sum) / left) + Math.max(0, totalSq - sq - ((total - sum) * (total - sum)) / right);
        if (!best || error < best.error) {
          const threshold = (x + next) / 2;
          // Rounding can put the midpoint on the upper value; then "x < threshold" would not separate them.
          best = { error, column: f, threshold: threshold > x && threshold <= next ? threshold : next };
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
