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

/** Features past which the numbers given to features only asked about (never learned) are given anew. */
const maxNumbered = 200_000;

export class TwoBucketNaiveBayes {
  // Each feature has a number, given the first time it is learned or asked about, and its counts in the low and
  // high buckets and its log ratio log((high + 1) / (low + 1)) sit at that number: a frontier of thousands of
  // links is weighed again after every few pages learned, and a feature list asked about again is read as the
  // numbers it was given (kept per list), not looked up by name. A feature with no count is unknown.
  private numbers = new Map<string, number>();
  private names: string[] = [];
  private low: number[] = [];
  private high: number[] = [];
  private ratio: number[] = [];
  /** The known features' numbers in the order they became known (the order of the model's JSON). */
  private order: number[] = [];
  /** Features numbered again from scratch this many times: a list's numbers from before are read afresh. */
  private generation = 0;
  private readonly listNumbers = new WeakMap<readonly string[], { generation: number; length: number; numbers: Int32Array }>();
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
    return this.order.length;
  }

  add(features: readonly string[], high: boolean): void {
    const b = high ? 1 : 0;
    this.docs[b]++;
    for (const f of features) this.count(this.numberOf(f), high ? 0 : 1, high ? 1 : 0);
  }

  /** Pr(high | features); 0.5 before both buckets have an instance. */
  probabilityHigh(features: readonly string[]): number {
    if (this.docs[0] === 0 || this.docs[1] === 0) return 0.5;
    const v = this.vocabulary + 1;
    let logOdds = Math.log(this.docs[1] / this.docs[0]);
    const denomLow = this.totals[0] + v;
    const denomHigh = this.totals[1] + v;
    for (const f of features) {
      const n = this.numbers.get(f);
      if (n === undefined || !this.known(n)) continue; // unseen everywhere: the same factor for both buckets
      logOdds += Math.log((this.high[n]! + 1) / denomHigh) - Math.log((this.low[n]! + 1) / denomLow);
    }
    return 1 / (1 + Math.exp(-logOdds));
  }

  /** Above `max` features, drops those seen once (the least telling), so the model's size stays bounded on a long
   * crawl. Deterministic: a model restored from its JSON prunes the same way. */
  prune(max: number): void {
    if (this.vocabulary <= max) return;
    this.order = this.order.filter((n) => {
      if (this.low[n]! + this.high[n]! > 1) return true;
      this.totals[0] -= this.low[n]!;
      this.totals[1] -= this.high[n]!;
      this.low[n] = this.high[n] = this.ratio[n] = 0;
      return false;
    });
  }

  /** The features' evidence for high over low, in log-odds, without the buckets' sizes (the class balance):
   * what the features say beyond how common high instances are, scaled down for many features (below). 0
   * before both buckets have an instance. */
  evidence(features: readonly string[]): number {
    if (this.docs[0] === 0 || this.docs[1] === 0) return 0;
    const v = this.vocabulary + 1;
    // Each known feature's log((high + 1) / denomHigh) - log((low + 1) / denomLow), as its kept ratio plus the
    // buckets' share.
    const shared = Math.log((this.totals[0] + v) / (this.totals[1] + v));
    const numbers = this.numbersOf(features);
    const { low, high, ratio } = this;
    let sum = 0;
    let known = 0;
    for (let i = 0; i < numbers.length; i++) {
      const n = numbers[i]!;
      if (low[n]! + high[n]! === 0) continue;
      known++;
      sum += ratio[n]!;
    }
    sum += known * shared;
    // Dependent features repeat one piece of evidence: scaled by the square root of their number, a link with a
    // paragraph beside it does not outvote one with three telling words.
    return known ? sum / Math.sqrt(known) : 0;
  }

  private known(n: number): boolean {
    return this.low[n]! + this.high[n]! > 0;
  }

  /** A feature's number, given now if it has none. */
  private numberOf(f: string): number {
    let n = this.numbers.get(f);
    if (n === undefined) {
      n = this.low.length;
      this.numbers.set(f, n);
      this.names.push(f);
      this.low.push(0);
      this.high.push(0);
      this.ratio.push(0);
    }
    return n;
  }

  /** The numbers of a list's features, kept with the list while its length and the numbering stand. */
  private numbersOf(features: readonly string[]): Int32Array {
    // Features only asked about are numbered too (so that a list's numbers stay right when one of them is learned
    // later); past a bound, only the known ones keep a number.
    if (this.numbers.size >= Math.max(maxNumbered, 4 * this.vocabulary)) this.renumber();
    const kept = this.listNumbers.get(features);
    if (kept && kept.generation === this.generation && kept.length === features.length) return kept.numbers;
    const numbers = Int32Array.from(features, (f) => this.numberOf(f));
    this.listNumbers.set(features, { generation: this.generation, length: features.length, numbers });
    return numbers;
  }

  /** Numbers the known features afresh, in the order they became known, and forgets the others'. */
  private renumber(): void {
    const old = { names: this.names, low: this.low, high: this.high, ratio: this.ratio, order: this.order };
    this.numbers = new Map();
    this.names = [];
    this.low = [];
    this.high = [];
    this.ratio = [];
    this.order = [];
    for (const n of old.order) {
      const m = this.numberOf(old.names[n]!);
      this.low[m] = old.low[n]!;
      this.high[m] = old.high[n]!;
      this.ratio[m] = old.ratio[n]!;
      this.order.push(m);
    }
    this.generation++;
  }

  /** Counts `low` and `high` more occurrences of feature `n`. */
  private count(n: number, low: number, high: number): void {
    const was = this.known(n);
    this.low[n]! += low;
    this.high[n]! += high;
    if (!was && this.known(n)) this.order.push(n);
    this.ratio[n] = Math.log((this.high[n]! + 1) / (this.low[n]! + 1));
    this.totals[0] += low;
    this.totals[1] += high;
  }

  toJSON(): NaiveBayesJSON {
    let packed = '';
    for (const n of this.order) packed += `${this.names[n]}\t${this.low[n]}\t${this.high[n]}\n`;
    return { kind: 'naive-bayes-2', docs: [...this.docs], totals: [...this.totals], packed };
  }

  static load(json: NaiveBayesJSON): TwoBucketNaiveBayes {
    if (json?.kind !== 'naive-bayes-2') throw new Error('not a two-bucket naive Bayes model');
    const m = new TwoBucketNaiveBayes();
    m.docs[0] = json.docs[0]; m.docs[1] = json.docs[1];
    const set = (f: string, low: number, high: number) => {
      const n = m.numberOf(f);
      // A feature listed twice holds its last counts (as a map's keys would).
      m.count(n, low - m.low[n]!, high - m.high[n]!);
    };
    for (const [f, c] of Object.entries(json.counts ?? {})) set(f, c[0], c[1]);
    for (const line of (json.packed ?? '').split('\n')) {
      if (!line) continue;
      const [f, low, high] = line.split('\t');
      set(f!, Number(low), Number(high));
    }
    // The totals are the model's own (pruning took its features' counts out of them).
    m.totals[0] = json.totals[0]; m.totals[1] = json.totals[1];
    return m;
  }
}
