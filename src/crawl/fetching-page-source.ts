// Training pages over the network: pages a crawl already stored first, else a polite fetch (robots.txt, the
// per-host delay, one request per host at a time). Each URL is fetched at most once per source.
import { documentKind } from '../parse/document-kind.ts';
import { documentReader } from '../parse/document-reader.ts';
import { parseHtml } from '../parse/html.ts';
import type { PageSource, SourcePage, StoredLookup } from '../learn/page-source.ts';
import type { Fetcher } from './fetcher.ts';
import { Politeness } from './politeness.ts';

export class FetchingPageSource implements PageSource {
  fetched = 0;
  private readonly cache = new Map<string, Promise<SourcePage | undefined>>();
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
    // The pacing lets one request per host out at a time (its connections per host), so the delay holds however
    // many pages are asked for at once.
    const res = await this.fetcher.fetch(url, undefined, undefined, this.politeness.pacing);
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
