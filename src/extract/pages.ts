// The extract stage over stored pages: newly fetched course and listing pages become courses.
import type { Db } from '../db/client.ts';
import { AliasIndex } from './aliases.ts';
import type { ExtractedCourse } from './extract.ts';
import { upsertCourse, upsertCourses } from './store.ts';
import { ExtractionWorker } from './worker-pool.ts';
import { learnSiteTemplate, siteOf } from './proposals.ts';
import { pageHtml } from './stored-page.ts';
import { seedAliases } from '../features/page-keywords.ts';

/** The aliases every site shares: the seeds (so a database never seeded still extracts) and people's own. */
export async function sharedAliases(db: Db): Promise<{ alias: string; field: string }[]> {
  const rows = await db.fieldAlias.findMany({ select: { alias: true, field: true } });
  return [...[...seedAliases()].map(([alias, field]) => ({ alias, field })), ...rows];
}

export async function loadAliasIndex(db: Db): Promise<AliasIndex> {
  return new AliasIndex(await sharedAliases(db));
}

export interface ExtractRunResult {
  pages: number;
  courses: number;
  created: number;
  updated: number;
  failed: number;
  unmatchedLabels: [string, number][];
}

type Item = { course: ExtractedCourse; institutionId: number | null; pageId: number | null };

/** A driver's error message spans lines (the call, the code around it); the cause is its last line. */
function oneLine(err: unknown): string {
  const lines = String((err as Error)?.message ?? err).split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.at(-1) ?? 'unknown error';
}

/** A batch in one go; if that fails, course by course, so one bad row loses only its own page's courses. */
async function storeBatch(db: Db, items: Item[], result: ExtractRunResult, log?: (line: string) => void): Promise<{ created: number; updated: number }> {
  try {
    return await upsertCourses(db, items);
  } catch {
    const out = { created: 0, updated: 0 };
    const failedPages = new Set<number | null>();
    for (const item of items) {
      try {
        const r = await upsertCourse(db, item.course, item);
        if (r.action === 'created') out.created++;
        if (r.action === 'updated') out.updated++;
      } catch (err) {
        if (!failedPages.has(item.pageId)) log?.(`page ${item.pageId} (${item.course.sourceUrl}): ${oneLine(err)}`);
        failedPages.add(item.pageId);
      }
    }
    result.failed += failedPages.size;
    return out;
  }
}

export interface ExtractPendingOptions {
  limit?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Learn the templates of the sites extracted and write proposed aliases (default true). */
  learn?: boolean;
}

/**
 * Extracts the stored course and listing pages not yet extracted, 100 at a time: extraction runs on a worker
 * thread (never on the caller's, which may be serving requests), with each site's accepted aliases; the courses
 * of a batch are stored together, while the worker already extracts the next batch (batches are stored in
 * order, one after another). Afterwards the templates of the sites seen are learned (proposed aliases).
 */
export async function extractPendingPages(db: Db, options: ExtractPendingOptions = {}): Promise<ExtractRunResult> {
  const shared = await sharedAliases(db);
  const result: ExtractRunResult = { pages: 0, courses: 0, created: 0, updated: 0, failed: 0, unmatchedLabels: [] };
  const limit = options.limit ?? Infinity;
  const unmatched = new Map<string, number>();
  const sites = new Map<string, { alias: string; field: string }[]>();
  const worker = new ExtractionWorker();
  let lastId = 0;
  // The batch being stored meanwhile; its failure is kept (not left unhandled) and thrown where it is awaited.
  let storing: Promise<void> = Promise.resolve();
  let storeFailure: { error: unknown } | undefined;
  const stored = async () => { await storing; if (storeFailure) throw storeFailure.error; };
  const store = async (batch: { id: number }[], items: Item[]) => {
    const counts = await storeBatch(db, items, result, options.log);
    result.courses += items.length;
    result.created += counts.created;
    result.updated += counts.updated;
    await db.page.updateMany({ where: { id: { in: batch.map((p) => p.id) } }, data: { extractedAt: new Date() } });
    options.log?.(`extracted ${result.pages} pages: ${result.courses} courses (${result.created} new, ${result.updated} changed)`);
  };
  try {
    while (result.pages < limit && !options.signal?.aborted) {
      const batch = await db.page.findMany({
        where: { id: { gt: lastId }, extractedAt: null, kind: { in: ['COURSE', 'LISTING'] }, status: { gte: 200, lt: 300 } },
        orderBy: { id: 'asc' },
        take: Math.min(100, limit - result.pages),
        select: { id: true, finalUrl: true, institutionId: true, htmlGz: true, charset: true },
      });
      if (batch.length === 0) break;
      lastId = batch.at(-1)!.id;
      const inputs: { html: string; url: string; site: string }[] = [];
      const owners: (typeof batch)[number][] = [];
      for (const page of batch) {
        result.pages++;
        let html: string | undefined;
        try { html = pageHtml(page); } catch (err) { result.failed++; options.log?.(`page ${page.id} (${page.finalUrl}): ${(err as Error).message}`); continue; }
        if (!html) continue;
        const site = siteOf(page.finalUrl);
        if (!sites.has(site)) {
          const accepted = await db.fieldAliasProposal.findMany({ where: { host: site, status: 'ACCEPTED' }, select: { alias: true, field: true } });
          sites.set(site, [...shared, ...accepted]);
        }
        inputs.push({ html, url: page.finalUrl, site });
        owners.push(page);
      }
      const { results, unmatched: labels } = await worker.extract(inputs, Object.fromEntries([...sites].filter(([s]) => inputs.some((i) => i.site === s))));
      for (const [l, n] of labels) unmatched.set(l, (unmatched.get(l) ?? 0) + n);
      const items: Item[] = [];
      results.forEach((r, k) => {
        const page = owners[k]!;
        if ('error' in r) { result.failed++; options.log?.(`page ${page.id} (${page.finalUrl}): ${r.error}`); return; }
        for (const course of r.courses) items.push({ course, institutionId: page.institutionId, pageId: page.id });
      });
      // The previous batch is stored before this one starts (a course on both stays one row); this batch is then
      // stored while the loop reads and extracts the next.
      await stored();
      storing = store(batch, items).catch((error: unknown) => { storeFailure = { error }; });
    }
    await stored();
    if (options.learn ?? true) {
      for (const site of sites.keys()) {
        if (!site || options.signal?.aborted) continue;
        const n = await learnSiteTemplate(db, site, shared, { worker });
        if (n) options.log?.(`${site}: ${n} proposed field aliases (fieldAliasProposals in GraphQL)`);
      }
    }
  } finally {
    await storing;
    await worker.close();
  }
  result.unmatchedLabels = [...unmatched.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  if (result.unmatchedLabels.length) {
    options.log?.(`labels no alias matched (add them with upsertFieldAlias): ${result.unmatchedLabels.map(([l, n]) => `"${l}" ×${n}`).join(', ')}`);
  }
  return result;
}
