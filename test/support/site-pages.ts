// A generated site's pages on its first origin, read without serving it, for the family tests.
import { canonicalPath } from '../../sitefarm/canonical.ts';
import type { SiteDefinition } from '../../sitefarm/model.ts';

export const pagesOf = (site: SiteDefinition) => site.origins[0]!.pages;

/** Where an href on a page lands: its canonical path (tracking parameters and session ids gone), redirects
 * followed; undefined off the site or after five hops. */
export function landing(site: SiteDefinition, from: string, href: string): string | undefined {
  if (/^(https?:|ftp:|mailto:)/.test(href)) return undefined;
  let u = new URL(href, `http://site${from}`);
  for (let hop = 0; hop < 5; hop++) {
    const path = canonicalPath(u.pathname + u.search);
    const page = pagesOf(site).get(path);
    if (!page?.location) return path;
    u = new URL(page.location, u);
  }
  return undefined;
}
