// Two-bucket multinomial naive Bayes, trained incrementally (chakrabarti's apprentice): an instance is a bag of
// features and a low/high relevance bucket; the prediction is Pr(high | features), which the paper takes as the
// regression value (the buckets' medians sit near 0 and 1). Adding instances costs their feature count, so the
// model can learn during a crawl; Laplace smoothing keeps unseen features neutral.
export interface NaiveBayesJSON {
  kind: 'naive-bayes-2';
  /** Instances per bucket [low, high]. */
  docs: [number, number];
  /** Feature occurrences per bucket. */
  totals: [number, number];
  /** feature -> [count in low, count in high] */
  counts: Record<string, [number, number]>;
}

export class TwoBucketNaiveBayes {
  private readonly counts = new Map<string, [number, number]>();
  private readonly docs: [number, number] = [0, 0];
  private readonly totals: [number, number] = [0, 0];

  get instances(): number {
    return this.docs[0] + this.docs[1];
  }

  /** Instances seen in a bucket (0 low, 1 high). */
  bucketSize(bucket: 0 | 1): number {
    return this.docs[bucket];
  }

  get vocabulary(): number {
    return this.counts.size;
  }

  add(features: readonly string[], high: boolean): void {
    const b = high ? 1 : 0;
    this.docs[b]++;
    for (const f of features) {
      let c = this.counts.get(f);
      if (!c) this.counts.set(f, (c = [0, 0]));
      c[b]++;
      this.totals[b]++;
    }
  }

  /** Pr(high | features); 0.5 before both buckets have an instance. */
  probabilityHigh(features: readonly string[]): number {
    if (this.docs[0] === 0 || this.docs[1] === 0) return 0.5;
    const v = this.counts.size + 1;
    let logOdds = Math.log(this.docs[1] / this.docs[0]);
    const denomLow = this.totals[0] + v;
    const denomHigh = this.totals[1] + v;
    for (const f of features) {
      const c = this.counts.get(f);
      if (!c) continue; // unseen everywhere: the same factor for both buckets
      logOdds += Math.log((c[1] + 1) / denomHigh) - Math.log((c[0] + 1) / denomLow);
    }
    return 1 / (1 + Math.exp(-logOdds));
  }

  toJSON(): NaiveBayesJSON {
    return { kind: 'naive-bayes-2', docs: [...this.docs], totals: [...this.totals], counts: Object.fromEntries([...this.counts].map(([f, c]) => [f, [...c]])) };
  }

  static load(json: NaiveBayesJSON): TwoBucketNaiveBayes {
    if (json?.kind !== 'naive-bayes-2') throw new Error('not a two-bucket naive Bayes model');
    const m = new TwoBucketNaiveBayes();
    m.docs[0] = json.docs[0]; m.docs[1] = json.docs[1];
    m.totals[0] = json.totals[0]; m.totals[1] = json.totals[1];
    for (const [f, c] of Object.entries(json.counts)) m.counts.set(f, [c[0], c[1]]);
    return m;
  }
}
