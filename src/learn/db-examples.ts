// A learner's training examples from the database: recorded training paths, the latest label of each labeled
// page, and pages from what crawls stored, else a polite fetch. The caller closes the fetcher.
import type { Db } from '../db/client.ts';
import { Fetcher } from '../crawl/fetcher.ts';
import { FetchingPageSource, storedPages } from './page-source.ts';
import type { Kind, TrainingExamples } from '../strategies/strategy.ts';

export function databaseExamples(db: Db, options: { delayMs?: number; allowPrivateNetwork?: boolean } = {}): { examples: TrainingExamples; close: () => Promise<void> } {
  const fetcher = new Fetcher({ allowPrivateNetwork: options.allowPrivateNetwork });
  const examples: TrainingExamples = {
    paths: async () => (await db.trainingPath.findMany({ orderBy: { id: 'asc' }, select: { urls: true } })).map((p) => p.urls),
    labeled: async () => {
      const labels = await db.label.findMany({ orderBy: { id: 'desc' }, select: { url: true, kind: true, relevance: true } });
      const latest = new Map<string, { url: string; kind: Kind; relevance: number }>();
      for (const l of labels) if (!latest.has(l.url)) latest.set(l.url, { url: l.url, kind: l.kind.toLowerCase() as Kind, relevance: l.relevance });
      return [...latest.values()];
    },
    pages: new FetchingPageSource(fetcher, { delayMs: options.delayMs ?? 1000, stored: storedPages(db) }),
  };
  return { examples, close: () => fetcher.close() };
}
