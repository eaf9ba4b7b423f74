// The paper's Fig. 6: accuracy of the apprentice's naive Bayes against the DOM window d_max, by k-fold
// cross-validation over link instances (features "d:term" plus the critic's class of the linking page).
import { TwoBucketNaiveBayes } from '../src/learn/naive-bayes.ts';
import { withinDMax } from '../src/strategies/apprentice.ts';

export interface DmaxRow { dMax: number; accuracy: number; lowAccuracy: number; highAccuracy: number; sites: number }
type Instance = { features: string[]; high: boolean };

/** Mean over sites (with both buckets) of k-fold accuracy, for each d_max. */
export function dmaxAccuracy(bySite: Map<string, Instance[]>, dMaxes: number[], folds = 5): DmaxRow[] {
  const usable = [...bySite.values()].filter((xs) => xs.some((x) => x.high) && xs.some((x) => !x.high) && xs.length >= folds * 4);
  return dMaxes.map((dMax) => {
    let acc = 0, low = 0, high = 0;
    for (const xs of usable) {
      let right = 0, rightLow = 0, rightHigh = 0, nLow = 0, nHigh = 0;
      for (let f = 0; f < folds; f++) {
        const nb = new TwoBucketNaiveBayes();
        xs.forEach((x, i) => { if (i % folds !== f) nb.add(withinDMax(x.features, dMax), x.high); });
        xs.forEach((x, i) => {
          if (i % folds !== f) return;
          const ok = (nb.probabilityHigh(withinDMax(x.features, dMax)) >= 0.5) === x.high;
          if (ok) right++;
          if (x.high) { nHigh++; if (ok) rightHigh++; } else { nLow++; if (ok) rightLow++; }
        });
      }
      acc += right / xs.length;
      low += nLow ? rightLow / nLow : 0;
      high += nHigh ? rightHigh / nHigh : 0;
    }
    const n = Math.max(1, usable.length);
    return { dMax, accuracy: acc / n, lowAccuracy: low / n, highAccuracy: high / n, sites: usable.length };
  });
}
