// The extract stage over stored pages: newly fetched course and listing pages become courses.
import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import type { Db } from '../db/client.ts';
import { AliasIndex } from './aliases.ts';
import { extractFromHtml } from './extract.ts';
import { upsertCourse } from './store.ts';
import { seedAliases } from '../features/page-keywords.ts';

export async function loadAliasIndex(db: Db): Promise<AliasIndex> {
  const rows = await db.fieldAlias.findMany({ select: { alias: true, field: true } });
  // The seeds always count, so a database that was never seeded still extracts.
  return new AliasIndex([...[...seedAliases()].map(([alias, field]) => ({ alias, field })), ...rows]);
}

export interface ExtractRunResult {
  pages: number;
  courses: number;
  created: number;
  updated: number;
  failed: number;
  unmatchedLabels: [string, number][];
}

export function pageHtml(page: { htmlGz: Uint8Array | null; charset: string | null }): string | undefined {
  if (!page.htmlGz) return undefined;
  const raw = zlib.gunzipSync(page.htmlGz);
  const charset = page.charset && iconv.encodingExists(page.charset) ? page.charset : 'utf-8';
  return iconv.decode(raw, charset);
}

export async function extractPendingPages(db: Db, options: { limit?: number; signal?: AbortSignal; log?: (line: string) => void } = {}): Promise<ExtractRunResult> {
  const aliases = await loadAliasIndex(db);
  const result: ExtractRunResult = { pages: 0, courses: 0, created: 0, updated: 0, failed: 0, unmatchedLabels: [] };
  const limit = options.limit ?? Infinity;
  let lastId = 0;
  while (result.pages < limit && !options.signal?.aborted) {
    const batch = await db.page.findMany({
      where: { id: { gt: lastId }, extractedAt: null, kind: { in: ['COURSE', 'LISTING'] }, status: { gte: 200, lt: 300 } },
      orderBy: { id: 'asc' },
      take: Math.min(100, limit - result.pages),
      select: { id: true, finalUrl: true, institutionId: true, htmlGz: true, charset: true },
    });
    if (batch.length === 0) break;
    for (const page of batch) {
      lastId = page.id;
      result.pages++;
      try {
        const html = pageHtml(page);
        const courses = html ? extractFromHtml(html, page.finalUrl, aliases) : [];
        for (const course of courses) {
          const r = await upsertCourse(db, course, { institutionId: page.institutionId, pageId: page.id });
          result.courses++;
          if (r.action === 'created') result.created++;
          if (r.action === 'updated') result.updated++;
        }
      } catch (err) {
        result.failed++;
        options.log?.(`page ${page.id} (${page.finalUrl}): ${(err as Error).message}`);
      }
      await db.page.update({ where: { id: page.id }, data: { extractedAt: new Date() } });
    }
    options.log?.(`extracted ${result.pages} pages: ${result.courses} courses (${result.created} new, ${result.updated} changed)`);
  }
  result.unmatchedLabels = [...aliases.unmatched.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  if (result.unmatchedLabels.length) {
    options.log?.(`labels no alias matched (add them with upsertFieldAlias): ${result.unmatchedLabels.map(([l, n]) => `"${l}" ×${n}`).join(', ')}`);
  }
  return result;
}
