// Where training pages come from: pages a crawl already stored, else a polite fetch (robots.txt, the per-host
// delay, one request per host at a time). Each URL is fetched at most once per source.
import type { Db } from '../db/client.ts';
import { pageHtml } from '../extract/stored-page.ts';
import { documentKind } from '../parse/document-kind.ts';
import { documentReader } from '../parse/document-reader.ts';
import { parseHtml, type ParsedPage } from '../parse/html.ts';
import type { Fetcher } from '../crawl/fetcher.ts';
import { Politeness } from '../crawl/politeness.ts';

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

export class FetchingPageSource implements PageSource {
  fetched = 0;
  private readonly cache = new Map<string, Promise<SourcePage | undefined>>();
  private readonly hostQueues = new Map<string, Promise<unknown>>();
  private readonly politeness: Politeness;

  private readonly stored: StoredLookup | undefined;

  constructor(private readonly fetcher: Fetcher, options: { delayMs: number; stored?: StoredLookup }) {
    this.politeness = new Politeness(fetcher, { defaultDelayMs: options.delayMs, connectionsPerHost: 1, userAgentToken: 'coursegraph' });
    this.stored = options.stored;
  }

  get(url: string): Promise<SourcePage | undefined> {
    let entry = this.cache.get(url);
    if (!entry) {
      entry = this.load(url).catch(() => undefined);
      this.cache.set(url, entry);
    }
    return entry;
  }

  private async load(url: string): Promise<SourcePage | undefined> {
    const stored = await this.stored?.(url);
    if (stored) return { url, finalUrl: stored.finalUrl, page: parseHtml(stored.html, stored.finalUrl) };
    const u = new URL(url);
    const robots = await this.politeness.robots(u.origin);
    if (!robots.isAllowed(u.pathname + u.search)) return undefined;
    // One request per host at a time, so the delay holds however many pages are asked for at once.
    const previous = this.hostQueues.get(u.origin) ?? Promise.resolve();
    const run = previous.then(() => this.fetcher.fetch(url, undefined, undefined, this.politeness.pacing));
    this.hostQueues.set(u.origin, run.catch(() => undefined));
    const res = await run;
    this.fetched++;
    if (res.status < 200 || res.status >= 300) return undefined;
    // A document is read as the crawler reads it (a broken one is no page, as an error status is).
    const kind = res.text === undefined && res.body ? documentKind(res.contentType, res.body, res.finalUrl) : undefined;
    const html = res.text ?? (kind ? (await documentReader.read(kind, res.body!)).html : undefined);
    if (html === undefined) return undefined;
    const got = { url, finalUrl: res.finalUrl, page: parseHtml(html, res.finalUrl) };
    // Where a redirect landed is known now: asking for it later costs no request.
    if (!this.cache.has(res.finalUrl)) this.cache.set(res.finalUrl, Promise.resolve({ ...got, url: res.finalUrl }));
    return got;
  }
}
