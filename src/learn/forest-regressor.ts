// A random-forest regressor (ml-random-forest) over fixed-length vectors, predicting a value in 0..1, with the
// ml.js toJSON/load convention. Each tree gets a bootstrap sample. ml-random-forest draws feature subsets per
// tree, not per split: with sparse term vectors a tree that misses a page's telling terms pulls every prediction
// toward the middle (course pages came out at 0.73 instead of 1 with a third of the features). So every tree
// sees every feature and each split considers a random third of them instead, as in Breiman's forests.
import { RandomForestRegression } from 'ml-random-forest';
import { installFastRegressionTrees, withSplitSampling } from './fast-cart.ts';

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
  forest: object;
}

export const defaultForestOptions: Required<ForestOptions> = { trees: 40, featureShare: 1, splitShare: 0.33, maxDepth: 14, minLeafSamples: 3, seed: 7 };

export class ForestRegressor {
  private constructor(private readonly forest: RandomForestRegression, readonly dimensions: number, readonly options: Required<ForestOptions>) {}

  static train(rows: number[][], targets: number[], options: ForestOptions = {}): ForestRegressor {
    if (rows.length < 2) throw new Error(`a forest needs at least 2 examples, got ${rows.length}`);
    if (rows.length !== targets.length) throw new Error('rows and targets differ in length');
    installFastRegressionTrees();
    const o = { ...defaultForestOptions, ...options };
    const dimensions = rows[0]!.length;
    const forest = new RandomForestRegression({
      nEstimators: o.trees,
      maxFeatures: Math.max(1, Math.round(dimensions * o.featureShare)),
      replacement: false,
      seed: o.seed,
      useSampleBagging: true,
      noOOB: true,
      treeOptions: { maxDepth: o.maxDepth, minNumSamples: o.minLeafSamples },
    });
    withSplitSampling(o.splitShare, o.seed, () => forest.train(rows, targets));
    return new ForestRegressor(forest, dimensions, o);
  }

  /** Predictions clamped to 0..1. */
  predict(rows: number[][]): number[] {
    if (rows.length === 0) return [];
    return this.forest.predict(rows).map((v) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0));
  }

  toJSON(): ForestRegressorJSON {
    return { kind: 'forest-regressor', dimensions: this.dimensions, options: this.options, forest: roundNumbers(this.forest.toJSON()) as object };
  }

  static load(json: ForestRegressorJSON): ForestRegressor {
    if (json?.kind !== 'forest-regressor') throw new Error('not a forest-regressor model');
    return new ForestRegressor(RandomForestRegression.load(json.forest as never), json.dimensions, json.options);
  }
}

/** Six significant digits are plenty for thresholds and leaf means, and halve the stored size. */
export function roundNumbers(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toPrecision(6));
  if (Array.isArray(value)) return value.map(roundNumbers);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundNumbers(v)]));
  return value;
}
