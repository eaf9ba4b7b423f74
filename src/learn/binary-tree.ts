// A CART decision tree for yes/no page classes (ml-cart), with class probabilities from its leaves and
// the ml.js toJSON/load convention so models can be stored in the Model table.
import { DecisionTreeClassifier } from 'ml-cart';

export interface BinaryTreeJSON {
  kind: 'binary-tree';
  features: string[];
  tree: unknown;
}

export class BinaryTree {
  private constructor(private readonly tree: DecisionTreeClassifier, readonly features: string[]) {}

  static train(rows: number[][], labels: boolean[], features: string[], options: { maxDepth?: number; minNumSamples?: number } = {}): BinaryTree {
    if (rows.length === 0) throw new Error('cannot train a decision tree on no examples');
    const tree = new DecisionTreeClassifier({ maxDepth: options.maxDepth ?? 6, minNumSamples: options.minNumSamples ?? 4, gainFunction: 'gini' });
    tree.train(rows, labels.map((l) => (l ? 1 : 0)));
    return new BinaryTree(tree, features);
  }

  /** Probability of the positive class, from the training examples that reached the leaf. */
  probability(row: number[]): number {
    const root = (this.tree as unknown as { root: { classify(r: number[]): { columns: number; get(r: number, c: number): number } | number } }).root;
    const dist = root.classify(row);
    if (typeof dist === 'number') return dist;
    return dist.columns > 1 ? dist.get(0, 1) : 0;
  }

  toJSON(): BinaryTreeJSON {
    return { kind: 'binary-tree', features: this.features, tree: JSON.parse(JSON.stringify(this.tree.toJSON())) };
  }

  static load(json: BinaryTreeJSON): BinaryTree {
    if (json?.kind !== 'binary-tree') throw new Error('not a binary-tree model');
    return new BinaryTree(DecisionTreeClassifier.load(json.tree as never), json.features);
  }
}
