// Training examples from the database: the pages people labeled (the latest label of each page counts, parsed
// when a crawl stored its HTML), the recorded training paths, and a page source that reads stored pages first
// and fetches the rest politely.
import type { Db } from '../db/client.ts';
import { Fetcher } from '../crawl/fetcher.ts';
import { pageHtml } from '../extract/stored-page.ts';
import { parseHtml } from '../parse/html.ts';
import type { Kind, LabeledExample, TrainingExamples } from '../strategies/strategy.ts';
import { storedPages } from '../learn/page-source.ts';
import { FetchingPageSource } from '../crawl/fetching-page-source.ts';

export interface ExampleOptions {
  /** Delay between requests to one host when a page must be fetched (default 1000 ms). */
  delayMs?: number;
  allowPrivateNetwork?: boolean;
}

export function databaseExamples(db: Db, options: ExampleOptions = {}): TrainingExamples & { close(): Promise<void> } {
  const fetcher = new Fetcher({ allowPrivateNetwork: options.allowPrivateNetwork });
  return {
    labeled: () => labeledExamples(db),
    paths: async () => (await db.trainingPath.findMany({ orderBy: { id: 'asc' }, select: { urls: true } })).map((p) => p.urls),
    pages: new FetchingPageSource(fetcher, { delayMs: options.delayMs ?? 1000, stored: storedPages(db) }),
    close: () => fetcher.close(),
  };
}

async function labeledExamples(db: Db): Promise<LabeledExample[]> {
  const labels = await db.label.findMany({ orderBy: { id: 'desc' }, select: { url: true, pageId: true, kind: true, relevance: true } });
  // The latest label of each page (by URL) counts.
  const latest = new Map<string, (typeof labels)[number]>();
  for (const l of labels) if (!latest.has(l.url)) latest.set(l.url, l);
  const pageIds = [...latest.values()].flatMap((l) => (l.pageId === null ? [] : [l.pageId]));
  const pages = new Map((await db.page.findMany({ where: { id: { in: pageIds } }, select: { id: true, finalUrl: true, htmlGz: true, charset: true } })).map((p) => [p.id, p]));
  return [...latest.values()].map((l) => {
    const stored = l.pageId === null ? undefined : pages.get(l.pageId);
    const html = stored ? pageHtml(stored) : undefined;
    return { url: l.url, kind: l.kind.toLowerCase() as Kind, relevance: l.relevance, ...(html && stored ? { page: parseHtml(html, stored.finalUrl) } : {}) };
  });
}
