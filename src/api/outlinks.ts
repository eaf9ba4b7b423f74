// A stored page's outlinks as a labeler sees them: each link's score in the page's crawl, where it stands in
// that crawl's frontier, what the page behind it turned out to be, and those facts said in words.
import type { Db } from '../db/client.ts';
import type { Page } from '../generated/prisma/client.ts';

export interface OutlinkView {
  url: string;
  anchorText: string;
  score: number | null;
  state: string | null;
  why: string[];
  targetPageId: number | null;
}

const stateWords: Record<string, string> = {
  PENDING: 'still waiting in the frontier',
  LEASED: 'being fetched',
  DONE: 'fetched',
  FAILED: 'fetch failed',
  SKIPPED: 'skipped by the crawler (robots.txt, a trap guard or a page cap)',
};

export async function pageOutlinks(db: Db, page: Pick<Page, 'id' | 'runId' | 'url' | 'finalUrl'>, first: number): Promise<OutlinkView[]> {
  const links = await db.link.findMany({ where: { pageId: page.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }], take: first });
  const urls = [...new Set(links.map((l) => l.targetUrl))];
  if (!urls.length) return [];
  const [run, entries, targets] = await Promise.all([
    page.runId ? db.crawlRun.findUnique({ where: { id: page.runId }, select: { strategy: true } }) : null,
    page.runId ? db.frontierEntry.findMany({ where: { runId: page.runId, url: { in: urls } } }) : [],
    db.page.findMany({
      where: { OR: [{ url: { in: urls } }, { finalUrl: { in: urls } }], status: { gte: 200, lt: 300 } },
      select: { id: true, url: true, finalUrl: true, kind: true, relevance: true, labels: { select: { kind: true }, orderBy: { id: 'desc' }, take: 1 } },
      orderBy: { id: 'asc' },
    }),
  ]);
  const entryByUrl = new Map(entries.map((e) => [e.url, e]));
  // The latest fetch of each URL wins (ordered by id ascending, later rows overwrite).
  const targetByUrl = new Map<string, (typeof targets)[number]>();
  for (const t of targets) { targetByUrl.set(t.url, t); targetByUrl.set(t.finalUrl, t); }
  const strategy = run?.strategy ?? 'the crawl';
  return links.map((link) => {
    const entry = entryByUrl.get(link.targetUrl);
    const target = targetByUrl.get(link.targetUrl);
    const why: string[] = [];
    // Seeds enter the frontier above every score (they are fetched first): they have no score of the strategy's.
    const seed = entry !== undefined && entry.priority >= Number.MAX_SAFE_INTEGER;
    if (seed) why.push(`a start page of the run, ${stateWords[entry.state] ?? entry.state.toLowerCase()}`);
    else if (entry) {
      why.push(`${strategy} scored it ${entry.priority.toFixed(3)}`);
      const foundOn = (entry.context as { path?: { kind?: string }[] } | null)?.path?.at(-1);
      if (foundOn?.kind === 'listing') why.push('found on a page judged a listing');
      if (entry.discoveredFrom && entry.discoveredFrom !== page.url && entry.discoveredFrom !== page.finalUrl) why.push(`queued first from ${entry.discoveredFrom}`);
      why.push(`depth ${entry.depth}, ${stateWords[entry.state] ?? entry.state.toLowerCase()}`);
    } else {
      why.push('never queued in this run: out of scope, caught by a trap guard, or the run ended first');
    }
    if (target) {
      if (target.kind) why.push(`leads to a page judged ${target.kind.toLowerCase()}${target.relevance !== null ? ` (relevance ${target.relevance.toFixed(2)})` : ''}`);
      if (target.labels[0]) why.push(`a person labeled it ${target.labels[0].kind.toLowerCase()}`);
    }
    return { url: link.targetUrl, anchorText: link.anchorText, score: entry && !seed ? entry.priority : null, state: entry?.state ?? null, why, targetPageId: target?.id ?? null };
  });
}
