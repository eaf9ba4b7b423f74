// A random-forest regressor over fixed-length vectors, predicting a value in 0..1 (the mean of its trees, clamped),
// with the ml.js toJSON/load convention. Each tree grows (src/learn/regression-tree.ts) on a bootstrap sample of
// the rows, sees its own draw of the features (all of them by default, in a drawn order) and considers a random
// third of them at each split, as in Breiman's forests. Drawing features once per tree only (as ml-random-forest
// does) fails on sparse term vectors: a tree that misses a page's telling terms pulls every prediction toward the
// middle (course pages came out at 0.73 instead of 1 with a third of the features).
// Samples and feature orders are drawn as ml-random-forest 2.1 drew them (MT19937 seeded from `seed`, each draw
// seeding the next), so forests trained before this module are trained again unchanged, and forests stored in
// its format (Model rows, shipped files) still load.
import { MersenneTwister } from './mersenne-twister.ts';
import { RegressionTree, type MlCartNode, type RegressionTreeJSON } from './regression-tree.ts';

export interface ForestOptions {
  trees?: number;
  /** Share of the features each tree sees (drawn once per tree). */
  featureShare?: number;
  /** Share of the tree's features each split considers (drawn at every split). */
  splitShare?: number;
  maxDepth?: number;
  minLeafSamples?: number;
  seed?: number;
}

export interface ForestRegressorJSON {
  kind: 'forest-regressor';
  dimensions: number;
  options: Required<ForestOptions>;
  /** Trees reading the full vector (their features already mapped back). */
  trees?: RegressionTreeJSON[];
  /** Forests stored by ml-random-forest (RandomForestRegression.toJSON), read for compatibility. */
  forest?: MlRandomForestJSON;
}

interface MlRandomForestJSON {
  name: 'RFRegression';
  selectionMethod?: string;
  baseModel: { indexes: number[][]; estimators: { root: MlCartNode }[] };
}

export const defaultForestOptions: Required<ForestOptions> = { trees: 40, featureShare: 1, splitShare: 0.33, maxDepth: 14, minLeafSamples: 3, seed: 7 };

/** Thresholds and leaf means are stored with this many significant digits: plenty, and half the size. */
const storedDigits = 6;

export class ForestRegressor {
  private constructor(private readonly trees: RegressionTree[], readonly dimensions: number, readonly options: Required<ForestOptions>) {}

  static train(rows: number[][], targets: number[], options: ForestOptions = {}): ForestRegressor {
    if (rows.length < 2) throw new Error(`a forest needs at least 2 examples, got ${rows.length}`);
    if (rows.length !== targets.length) throw new Error('rows and targets differ in length');
    const o = { ...defaultForestOptions, ...options };
    const dimensions = rows[0]!.length;
    const perTree = Math.max(1, Math.min(dimensions, Math.round(dimensions * o.featureShare)));
    const trees: RegressionTree[] = [];
    let seed = o.seed;
    for (let t = 0; t < o.trees; t++) {
      let random = new MersenneTwister(seed);
      const sample = Int32Array.from({ length: rows.length }, () => random.below(rows.length));
      random = new MersenneTwister(random.next());
      const features = drawFeatures(random, dimensions, perTree);
      seed = random.next();
      const { columns, y } = bootstrapColumns(rows, targets, sample, features);
      const tree = RegressionTree.grow(columns, y, {
        maxDepth: o.maxDepth, minNumSamples: o.minLeafSamples, splitShare: o.splitShare,
        splitSeed: (Math.imul(o.seed, 2654435761) + Math.imul(t + 1, 40503)) >>> 0 || 1,
      });
      trees.push(tree.renumbered(features));
    }
    return new ForestRegressor(trees, dimensions, o);
  }

  /** Predictions clamped to 0..1. */
  predict(rows: number[][]): number[] {
    return rows.map((row) => {
      let sum = 0;
      for (const tree of this.trees) sum += tree.predict(row);
      const v = sum / this.trees.length;
      return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
    });
  }

  toJSON(): ForestRegressorJSON {
    return { kind: 'forest-regressor', dimensions: this.dimensions, options: this.options, trees: this.trees.map((t) => t.rounded(storedDigits).toJSON()) };
  }

  static load(json: ForestRegressorJSON): ForestRegressor {
    if (json?.kind !== 'forest-regressor') throw new Error('not a forest-regressor model');
    if (json.trees) return new ForestRegressor(json.trees.map((t) => RegressionTree.load(t)), json.dimensions, json.options);
    const legacy = json.forest;
    if (legacy?.name !== 'RFRegression' || (legacy.selectionMethod ?? 'mean') !== 'mean') throw new Error('a forest-regressor model without trees');
    const { indexes, estimators } = legacy.baseModel;
    return new ForestRegressor(estimators.map((e, i) => RegressionTree.fromMlCart(e.root).renumbered(indexes[i]!)), json.dimensions, json.options);
  }
}

/** The sampled rows' values of the chosen features, one array per feature, and their targets. */
function bootstrapColumns(rows: number[][], targets: number[], sample: Int32Array, features: number[]): { columns: Float64Array[]; y: Float64Array } {
  const n = sample.length;
  const columns = features.map(() => new Float64Array(n));
  const y = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const row = rows[sample[k]!]!;
    y[k] = targets[sample[k]!]!;
    for (let j = 0; j < features.length; j++) columns[j]![k] = row[features[j]!]!;
  }
  return { columns, y };
}

/** `count` distinct features in the order drawn (ml-random-forest's featureBagging without replacement). */
function drawFeatures(random: MersenneTwister, dimensions: number, count: number): number[] {
  const used = new Set<number>();
  let f = random.below(dimensions);
  while (used.size < count) {
    while (used.has(f)) f = random.below(dimensions);
    used.add(f);
  }
  return [...used];
}
