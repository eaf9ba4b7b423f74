// The apprentice's two-bucket naive Bayes, learned during the crawl: each judged page's instances (the links that
// led to it, and the ways hub credit found) gather in a batch the model takes every few pages. What it has learned
// joins a link's prior in log-odds. Its state goes into the crawl's snapshots and journals, so a resumed crawl goes
// on with what it had learned.
import { TwoBucketNaiveBayes, type NaiveBayesJSON } from '../../learn/naive-bayes.ts';

export interface Instance { features: string[]; high: boolean }

/** The naive Bayes as of its last checkpoint, the instances it took since, and those not yet taken. */
export interface LearnerSnapshot { nb: NaiveBayesJSON; since: Instance[]; batch: Instance[]; judged: number }
/** The instances the naive Bayes took since the last snapshot or journal entry, and its prunings (null), in order. */
export interface LearnerJournal { nb: (Instance | null)[]; batch: Instance[]; judged: number }

export interface LinkLearnerOptions {
  /** Judged pages between updates of the naive Bayes. */
  batchPages: number;
  /** Instances after which the naive Bayes' evidence counts in full. */
  priorStrength: number;
  /** The naive Bayes' evidence is bounded to ± this, in log-odds: its features are far from independent. */
  maxEvidence: number;
}

/** Pages between checkpoints of the naive Bayes for snapshots (and prunings of its features). */
const checkpointEvery = 25;
/** The naive Bayes keeps at most this many features (beyond, those seen once go): its state is in every snapshot. */
const maxVocabulary = 30_000;

const logit = (p: number) => Math.log(Math.min(0.999, Math.max(0.001, p)) / (1 - Math.min(0.999, Math.max(0.001, p))));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export class LinkLearner {
  private nb = new TwoBucketNaiveBayes();
  // The model's state for snapshots is rewritten every `checkpointEvery` pages only; the instances in between go
  // with the snapshot as they are (a store without journals takes a snapshot at every commit).
  private checkpoint = this.nb.toJSON();
  private since: Instance[] = [];
  private batch: Instance[] = [];
  /** What the naive Bayes took since the last snapshot or journal entry, in order; null where it was pruned. */
  private log: (Instance | null)[] = [];
  private judgedPages = 0;

  constructor(private readonly options: LinkLearnerOptions) {}

  /** Pages judged so far. */
  get judged(): number {
    return this.judgedPages;
  }

  /** The prior and the naive Bayes' evidence, in log-odds; a demoted link (negative prior) keeps its place. */
  combine(prior: number, features: string[]): number {
    if (prior < 0) return prior;
    const ready = this.nb.bucketSize(0) > 0 && this.nb.bucketSize(1) > 0;
    if (!ready) return prior;
    const weight = Math.min(1, this.nb.instances / this.options.priorStrength);
    const evidence = Math.max(-this.options.maxEvidence, Math.min(this.options.maxEvidence, this.nb.evidence(features)));
    return sigmoid(logit(prior) + weight * evidence);
  }

  /** One more instance from the page being judged; the naive Bayes takes it with its batch. */
  teach(x: Instance): void {
    this.batch.push(x);
  }

  /** The page being judged is done: a full batch goes to the naive Bayes, and every `checkpointEvery` pages it is
   * pruned and its state for snapshots rewritten. */
  pageDone(): void {
    if (++this.judgedPages % this.options.batchPages === 0) {
      for (const x of this.batch) this.train(x);
      this.batch = [];
    }
    if (this.judgedPages % checkpointEvery === 0) this.checkpointNb();
  }

  snapshot(): LearnerSnapshot {
    this.log = [];
    return { nb: this.checkpoint, since: this.since, batch: this.batch, judged: this.judgedPages };
  }

  journal(): LearnerJournal {
    const log = this.log;
    this.log = [];
    return { nb: log, batch: this.batch, judged: this.judgedPages };
  }

  restore(s: LearnerSnapshot, entries: readonly LearnerJournal[]): void {
    this.nb = TwoBucketNaiveBayes.load(s.nb);
    this.checkpoint = s.nb;
    this.since = s.since;
    for (const x of this.since) this.nb.add(x.features, x.high);
    this.batch = s.batch;
    this.judgedPages = s.judged;
    for (const e of entries) {
      // The naive Bayes takes the instances and prunings in the order the crawl made them.
      for (const x of e.nb) {
        if (x === null) this.checkpointNb();
        else this.train(x);
      }
      this.batch = e.batch;
      this.judgedPages = e.judged;
    }
    this.log = [];
  }

  /** The naive Bayes takes an instance (kept for the snapshot and the journal). */
  private train(x: Instance): void {
    this.nb.add(x.features, x.high);
    this.since.push(x);
    this.log.push(x);
  }

  private checkpointNb(): void {
    this.nb.prune(maxVocabulary);
    this.checkpoint = this.nb.toJSON();
    this.since = [];
    this.log.push(null);
  }
}
