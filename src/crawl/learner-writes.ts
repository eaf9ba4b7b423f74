// What each group commit writes of the learner's state. A full snapshot with every commit made a crawl write the
// square of its pages: the apprentice over the forest wrote 1.4 GB of snapshots in a crawl of 1,000 pages of a
// 1997 department site on the memory store, which commits each page (2.4 MB a commit by its end). Where the store
// keeps journals and the strategy can say what changed, a commit writes only that, and the full snapshot again
// once the journal since the last one has grown as large as it: what a crawl writes grows with its pages (at most
// twice its journal and one snapshot), and a resume replays no more than a snapshot's worth of entries.
import type { CrawlStrategy } from '../strategies/strategy.ts';
import type { CommitGroup, LearnerState } from './store.ts';
import { withoutNul } from './sanitize.ts';

/** Where the store keeps no journal (a run shared by workers), the least time between two snapshots. */
export const sharedSnapshotMs = 5_000;

export class LearnerWrites {
  /** The size of the last full snapshot written; unset: the next write is a full snapshot. */
  private snapshotBytes: number | undefined;
  /** The size of the journal entries written since that snapshot. */
  private journalBytes = 0;
  /** When the last snapshot was taken without a journal (-Infinity: none yet, or one is due). */
  private lastSnapshotAt = -Infinity;
  /** A commit went without the snapshot since the last one was taken. */
  private skipped = false;

  constructor(private readonly strategy: CrawlStrategy, private readonly storeKeepsJournal: boolean, private readonly now: () => number = () => performance.now()) {}

  private get journals(): boolean {
    return this.storeKeepsJournal && !!this.strategy.journal;
  }

  /** A resumed run: the stored snapshot and the journal after it go back into the strategy. */
  restore(state: LearnerState | undefined): void {
    if (state === undefined || !this.strategy.restore) return;
    this.strategy.restore(state.snapshot, state.journal);
    if (!this.journals) return;
    this.snapshotBytes = JSON.stringify(state.snapshot).length;
    this.journalBytes = state.journal.reduce<number>((n, e) => n + JSON.stringify(e).length, 0);
  }

  /** The learner's part of the next commit: a journal entry, or the full snapshot when one is due. */
  next(): Pick<CommitGroup, 'snapshot' | 'journal'> {
    if (!this.strategy.snapshot) return {};
    if (this.journals && this.snapshotBytes !== undefined && this.journalBytes < this.snapshotBytes) {
      const journal = withoutNul(this.strategy.journal!());
      this.journalBytes += JSON.stringify(journal).length;
      return { journal };
    }
    // Without a journal the snapshot is a run's shared learning, not an exact resume (workers' choices interleave):
    // taken and written with every group, an apprentice's megabytes of state were most of a worker's commits.
    if (!this.storeKeepsJournal && this.now() - this.lastSnapshotAt < sharedSnapshotMs) {
      this.skipped = true;
      return {};
    }
    this.lastSnapshotAt = this.now();
    this.skipped = false;
    const snapshot = withoutNul(this.strategy.snapshot());
    if (this.journals) {
      this.snapshotBytes = JSON.stringify(snapshot).length;
      this.journalBytes = 0;
    }
    return { snapshot };
  }

  /** A commit failed: the changes its entry held are lost with it, so the next commit writes the whole state. */
  failed(): void {
    this.snapshotBytes = undefined;
    this.lastSnapshotAt = -Infinity;
  }

  /** Whether the stored state lags the learner's: entries written since the last full snapshot, or, without a
   * journal, commits that went without one. The crawl's end writes it whole. */
  get behind(): boolean {
    return this.journalBytes > 0 || this.skipped;
  }

  /** The crawl ends: the next commit writes the whole state, so a finished run's snapshot stands on its own. */
  closing(): void {
    this.snapshotBytes = undefined;
    this.lastSnapshotAt = -Infinity;
  }
}
