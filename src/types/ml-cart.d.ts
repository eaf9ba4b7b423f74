declare module 'ml-cart' {
  export class DecisionTreeClassifier {
    constructor(options?: { gainFunction?: 'gini'; splitFunction?: 'mean'; minNumSamples?: number; maxDepth?: number; gainThreshold?: number });
    train(trainingSet: number[][], trainingLabels: number[]): void;
    predict(toPredict: number[][]): number[];
    toJSON(): object;
    static load(model: object): DecisionTreeClassifier;
  }
  export class DecisionTreeRegression {
    constructor(options?: { minNumSamples?: number; maxDepth?: number; gainThreshold?: number });
    train(trainingSet: number[][], trainingValues: number[]): void;
    predict(toPredict: number[][]): number[];
    toJSON(): object;
    static load(model: object): DecisionTreeRegression;
  }
}
