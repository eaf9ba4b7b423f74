// The crawl report: every fetch of a run in order, failed ones included (robots.txt fetches never are).
import type { Db } from '../db/client.ts';

export interface CrawlReport {
  runId: number;
  strategy: string;
  fetches: {
    url: string; finalUrl: string; status: number; contentType: string | null; fetchedAt: string;
    relevance: number | null; kind: 'course' | 'listing' | 'other' | null; saved: boolean; error?: string;
  }[];
}

export async function buildReport(db: Db, runId: number): Promise<CrawlReport> {
  const run = await db.crawlRun.findUniqueOrThrow({ where: { id: runId } });
  const pages = await db.page.findMany({
    where: { runId },
    orderBy: { fetchSeq: 'asc' },
    select: { url: true, finalUrl: true, status: true, contentType: true, fetchedAt: true, relevance: true, kind: true, saved: true, error: true },
  });
  return {
    runId,
    strategy: run.strategy,
    fetches: pages.map((p) => ({
      url: p.url, finalUrl: p.finalUrl, status: p.status, contentType: p.contentType, fetchedAt: p.fetchedAt.toISOString(),
      relevance: p.relevance, kind: p.kind ? (p.kind.toLowerCase() as 'course' | 'listing' | 'other') : null, saved: p.saved,
      ...(p.error ? { error: p.error } : {}),
    })),
  };
}
