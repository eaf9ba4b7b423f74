// ml-cart (under ml-random-forest) grows a regression tree by copying and transposing the node's matrix at every
// node and re-partitioning it for every candidate threshold: O(n²) per feature, minutes for a few thousand
// examples. This installs standard exact CART growth on ml-cart's own tree nodes: each feature is sorted once
// at the root, nodes split those sorted lists stably (no re-sorting), and a split's squared error comes from
// running sums, so a node costs O(n · features). The grown nodes have ml-cart's fields (splitColumn,
// splitValue, left, right, distribution), so ml-cart's predict, toJSON and load work unchanged. The stopping
// rules are ml-cart's: minNumSamples, maxDepth, gainThreshold and an unchanged error. Thresholds lie midway
// between consecutive distinct values and a value equal to the threshold goes right, as in ml-cart.
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

class Grower {
  private readonly side: Uint8Array;

  constructor(private readonly columns: Float64Array[], private readonly y: Float64Array) {
    this.side = new Uint8Array(y.length);
  }

  /** Sorted row lists per feature for the whole training set. */
  rootLists(): Int32Array[] {
    return this.columns.map((col) => {
      const idx = Array.from({ length: col.length }, (_, i) => i);
      idx.sort((a, b) => col[a]! - col[b]! || a - b);
      return Int32Array.from(idx);
    });
  }

  grow(node: TreeNodeLike, lists: Int32Array[], depth: number, parentGain: number): void {
    const n = lists[0]?.length ?? 0;
    const rows = lists[0] ?? new Int32Array(0);
    let total = 0;
    let totalSq = 0;
    for (let k = 0; k < n; k++) { const v = this.y[rows[k]!]!; total += v; totalSq += v * v; }
    const leaf = () => { node.distribution = n ? total / n : 0; };
    if (n <= node.minNumSamples) return leaf();
    const best = this.bestSplit(lists, total, totalSq);
    if (!best) return leaf();
    node.splitColumn = best.column;
    node.splitValue = best.threshold;
    node.gain = best.gain;
    node.numberSamples = n;
    if (!(depth < node.maxDepth && best.gain > (node.gainThreshold || 0) && best.gain !== parentGain)) {
      delete node.splitColumn; delete node.splitValue;
      return leaf();
    }
    const col = this.columns[best.column]!;
    let leftCount = 0;
    for (let k = 0; k < n; k++) { const r = rows[k]!; const goesLeft = col[r]! < best.threshold; this.side[r] = goesLeft ? 1 : 0; if (goesLeft) leftCount++; }
    const leftLists: Int32Array[] = [];
    const rightLists: Int32Array[] = [];
    for (const list of lists) {
      const l = new Int32Array(leftCount);
      const r = new Int32Array(n - leftCount);
      let a = 0;
      let b = 0;
      for (let k = 0; k < n; k++) { const row = list[k]!; if (this.side[row]) l[a++] = row; else r[b++] = row; }
      leftLists.push(l);
      rightLists.push(r);
    }
    const Node = node.constructor as new (options: TreeNodeLike) => TreeNodeLike;
    node.left = new Node(node);
    node.right = new Node(node);
    this.grow(node.left, leftLists, depth + 1, best.gain);
    this.grow(node.right, rightLists, depth + 1, best.gain);
  }

  /** The threshold with the least summed squared error of the two sides; undefined when no feature varies. */
  private bestSplit(lists: Int32Array[], total: number, totalSq: number): Split | undefined {
    let best: Split | undefined;
    const n = lists[0]!.length;
    for (let f = 0; f < lists.length; f++) {
      const list = lists[f]!;
      const col = this.columns[f]!;
      if (col[list[0]!] === col[list[n - 1]!]) continue;
      let sum = 0;
      let sq = 0;
      for (let k = 0; k < n - 1; k++) {
        const row = list[k]!;
        const v = this.y[row]!;
        sum += v;
        sq += v * v;
        const x = col[row]!;
        const next = col[list[k + 1]!]!;
        if (x === next) continue;
        const left = k + 1;
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
    const grower = new Grower(columns, Float64Array.from(y));
    grower.grow(this, columns.length ? grower.rootLists() : [Int32Array.from(y.map((_, i) => i))], depth, parentGain ?? 0);
  };
  installed = true;
}
