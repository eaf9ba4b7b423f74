// A crawl's scope setting: which hosts its links may lead to. The names only, without the public suffix list, so
// the command line's help and usage errors stay light; the check itself is `scopeFilter` in scope-filter.ts.

/**
 * `hosts` (the default): the seeds' and the institution's hosts exactly. `domain`: also every other host of the
 * same registrable domain (www.cs.u.edu's scope takes in catalog.u.edu), as Crawlee's 'same-domain' strategy.
 */
export const crawlScopes = ['hosts', 'domain'] as const;
export type CrawlScope = (typeof crawlScopes)[number];
export const defaultCrawlScope: CrawlScope = 'hosts';

export function isCrawlScope(value: unknown): value is CrawlScope {
  return typeof value === 'string' && (crawlScopes as readonly string[]).includes(value);
}

/** The scope a run was created with (its stored options); a run stored before scopes existed crawled its hosts. */
export function scopeOfRun(options: unknown): CrawlScope {
  const scope = (options as { scope?: unknown } | null)?.scope;
  return isCrawlScope(scope) ? scope : defaultCrawlScope;
}
