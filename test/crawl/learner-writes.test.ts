// What each commit writes of the learner's state: the full snapshot first, then journal entries until they have
// grown as large as it, then the full snapshot again; whole after a failed commit and at the crawl's end; full
// snapshots where the strategy keeps no journal, and at most every few seconds where the store keeps none.
import { LearnerWrites, sharedSnapshotMs } from '../../src/crawl/learner-writes.ts';
import type { CrawlStrategy, Json } from '../../src/strategies/strategy.ts';

/** A learner whose state is a list of words; each commit adds one of ten letters. */
function wordLearner(journals: boolean): CrawlStrategy & { learn(word: string): void; restored?: [Json, readonly Json[]] } {
  let words: string[] = [];
  let since: string[] = [];
  const s: CrawlStrategy & { learn(word: string): void; restored?: [Json, readonly Json[]] } = {
    name: 'words',
    judge: () => ({ relevance: 0, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map(() => 0),
    learn: (word) => { words.push(word); since.push(word); },
    snapshot: () => { since = []; return words; },
    restore: (snapshot, journal = []) => { words = [...snapshot as string[], ...journal.flatMap((e) => e as string[])]; s.restored = [snapshot, journal]; },
  };
  if (journals) s.journal = () => { const e = since; since = []; return e; };
  return s;
}

const kinds = (writes: ReturnType<LearnerWrites['next']>[]) => writes.map((w) => (w.snapshot !== undefined ? 'S' : w.journal !== undefined ? 'j' : '-')).join('');

test('a full snapshot first, then entries until they weigh as much as it, then a full snapshot again', () => {
  const learner = wordLearner(true);
  const writes = new LearnerWrites(learner, true);
  const out: ReturnType<LearnerWrites['next']>[] = [];
  for (let i = 0; i < 12; i++) {
    learner.learn('abcdefghij');
    out.push(writes.next());
  }
  // Each entry is 14 bytes. The first snapshot, one word, is 14 bytes: one entry; the next, three words, is 40
  // bytes: three entries; then seven words, 92 bytes.
  expect(kinds(out)).toBe('SjSjjjSjjjjj');
  expect(out[1]!.journal).toEqual(['abcdefghij']);
  expect((out[6]!.snapshot as string[]).length).toBe(7);
  expect(writes.behind).toBe(true);
});

test('after a failed commit and at the crawl\'s end the state is written whole', () => {
  const learner = wordLearner(true);
  const writes = new LearnerWrites(learner, true);
  learner.learn('a');
  expect(kinds([writes.next()])).toBe('S');
  learner.learn('b');
  expect(kinds([writes.next()])).toBe('j');
  writes.failed();
  learner.learn('c');
  expect(writes.next().snapshot).toEqual(['a', 'b', 'c']);
  learner.learn('d');
  expect(kinds([writes.next()])).toBe('j');
  writes.closing();
  expect(writes.next().snapshot).toEqual(['a', 'b', 'c', 'd']);
  expect(writes.behind).toBe(false);
});

test('a strategy without a journal gets the full snapshot with every commit; a strategy without state, nothing', () => {
  const writes = new LearnerWrites(wordLearner(false), true);
  expect(kinds([writes.next(), writes.next(), writes.next()])).toBe('SSS');
  const stateless: CrawlStrategy = { name: 'bfs', judge: () => ({ relevance: 0, kind: 'other' }), prioritize: () => [] };
  expect(kinds([new LearnerWrites(stateless, true).next()])).toBe('-');
});

test('a resume hands the strategy the snapshot and its journal, and counts them: the next full snapshot comes when it would have', () => {
  const learner = wordLearner(true);
  const writes = new LearnerWrites(learner, true);
  writes.restore({ snapshot: ['abcdefghij'], journal: [] });
  expect(learner.restored).toEqual([['abcdefghij'], []]);
  learner.learn('abcdefghij');
  expect(kinds([writes.next(), writes.next()])).toBe('jS');

  const other = wordLearner(true);
  const resumed = new LearnerWrites(other, true);
  resumed.restore({ snapshot: ['abcdefghij'], journal: [['abcdefghij']] });
  expect(resumed.behind).toBe(true);
  expect(kinds([resumed.next()])).toBe('S');
  expect(new LearnerWrites(wordLearner(true), true).behind).toBe(false);
});

test('where the store keeps no journal (a run shared by workers), a snapshot at most every few seconds, and one at the end', () => {
  let now = 0;
  const learner = wordLearner(true);
  const writes = new LearnerWrites(learner, false, () => now);
  learner.learn('a');
  expect(kinds([writes.next(), writes.next()])).toBe('S-');
  expect(writes.behind).toBe(true);
  now += sharedSnapshotMs - 1;
  expect(kinds([writes.next()])).toBe('-');
  now += 1;
  learner.learn('b');
  expect(writes.next().snapshot).toEqual(['a', 'b']);
  expect(writes.behind).toBe(false);
  learner.learn('c');
  expect(kinds([writes.next()])).toBe('-');
  writes.closing();
  expect(writes.next().snapshot).toEqual(['a', 'b', 'c']);
});
