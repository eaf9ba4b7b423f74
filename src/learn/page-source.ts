// Where training pages come from: pages a crawl already stored (here), else a polite fetch
// (src/crawl/fetching-page-source.ts). The learners read pages through this interface only.
import type { Db } from '../db/client.ts';
import { pageHtml } from '../extract/stored-page.ts';
import type { ParsedPage } from '../parse/html.ts';

export interface SourcePage { url: string; finalUrl: string; page: ParsedPage }

export interface PageSource {
  get(url: string): Promise<SourcePage | undefined>;
  /** How many pages came over the network. */
  readonly fetched: number;
}

export type StoredLookup = (url: string) => Promise<{ finalUrl: string; html: string } | undefined>;

/** Stored pages of any crawl run, newest first, by requested or final URL. */
export function storedPages(db: Db): StoredLookup {
  return async (url) => {
    const row = await db.page.findFirst({
      where: { OR: [{ url }, { finalUrl: url }], status: { gte: 200, lt: 300 }, htmlGz: { not: null } },
      orderBy: { fetchedAt: 'desc' },
      select: { finalUrl: true, htmlGz: true, charset: true },
    });
    const html = row ? pageHtml(row) : undefined;
    return row && html ? { finalUrl: row.finalUrl, html } : undefined;
  };
}
