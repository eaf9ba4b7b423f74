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
  /** feature -> [count in low, count in high] (older snapshots), or */
  counts?: Record<string, [number, number]>;
  /** the same as lines "feature<TAB>low<TAB>high": one string, which a crawl's snapshot stores and checks at every
   * commit far faster than thousands of small arrays. Features hold no tabs or newlines (they are terms). */
  packed?: string;
}

/** A feature's counts in the low and high buckets, and its log ratio log((high + 1) / (low + 1)), kept with them:
 * a frontier of thousands of links is rescored after every page learned, and only the page's own features
 * change their ratio. */
interface Counts { low: number; high: number; ratio: number }
const ratioOf = (c: Counts) => Math.log((c.high + 1) / (c.low + 1));

export class TwoBucketNaiveBayes {
  private readonly counts = new Map<string, Counts>();
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
      if (!c) this.counts.set(f, (c = { low: 0, high: 0, ratio: 0 }));
      if (high) c.high++;
      else c.low++;
      c.ratio = ratioOf(c);
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
      logOdds += Math.log((c.high + 1) / denomHigh) - Math.log((c.low + 1) / denomLow);
    }
    return 1 / (1 + Math.exp(-logOdds));
  }

  /** Above `max` features, drops those seen once (the least telling), so the model's size stays bounded on a long
   * crawl. Deterministic: a model restored from its JSON prunes the same way. */
  prune(max: number): void {
    if (this.counts.size <= max) return;
    for (const [f, c] of this.counts) {
      if (c.low + c.high > 1) continue;
      this.counts.delete(f);
      this.totals[0] -= c.low;
      this.totals[1] -= c.high;
    }
  }

  /** The features' evidence for high over low, in log-odds, without the buckets' sizes (the class balance):
   * what the features say beyond how common high instances are, scaled down for many features (below). 0
   * before both buckets have an instance. */
  evidence(features: readonly string[]): number {
    if (this.docs[0] === 0 || this.docs[1] === 0) return 0;
    const v = this.counts.size + 1;
    // Each known feature's log((high + 1) / denomHigh) - log((low + 1) / denomLow), as its kept ratio plus the
    // buckets' share.
    const shared = Math.log((this.totals[0] + v) / (this.totals[1] + v));
    let sum = 0;
    let known = 0;
    for (const f of features) {
      const c = this.counts.get(f);
      if (!c) continue;
      known++;
      sum += c.ratio;
    }
    sum += known * shared;
    // Dependent features repeat one piece of evidence: scaled by the square root of their number, a link with a
    // paragraph beside it does not outvote one with three telling words.
    return known ? sum / Math.sqrt(known) : 0;
  }

  toJSON(): NaiveBayesJSON {
    let packed = '';
    for (const [f, c] of this.counts) packed += `${f}\t${c.low}\t${c.high}\n`;
    return { kind: 'naive-bayes-2', docs: [...this.docs], totals: [...this.totals], packed };
  }

  static load(json: NaiveBayesJSON): TwoBucketNaiveBayes {
    if (json?.kind !== 'naive-bayes-2') throw new Error('not a two-bucket naive Bayes model');
    const m = new TwoBucketNaiveBayes();
    m.docs[0] = json.docs[0]; m.docs[1] = json.docs[1];
    m.totals[0] = json.totals[0]; m.totals[1] = json.totals[1];
    const set = (f: string, low: number, high: number) => {
      const c = { low, high, ratio: 0 };
      c.ratio = ratioOf(c);
      m.counts.set(f, c);
    };
    for (const [f, c] of Object.entries(json.counts ?? {})) set(f, c[0], c[1]);
    for (const line of (json.packed ?? '').split('\n')) {
      if (!line) continue;
      const [f, low, high] = line.split('\t');
      set(f!, Number(low), Number(high));
    }
    return m;
  }
}
