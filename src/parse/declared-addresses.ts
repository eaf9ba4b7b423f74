// The other addresses a page declares as its own: `<link rel="canonical">` (the address the site wants the page
// known by) and `<link rel="shortlink">` (a content-management system's short form of it, Drupal's /node/123
// beside /academics/courses/intro-to-databases). A site that links both addresses of each page would cost the
// crawler two fetches of every such page.
import type { ParsedPage } from './html.ts';
import { normalizeUrl } from '../urls.ts';

const sameAs = new Set(['canonical', 'shortlink']);

/** The addresses `page` names as its own besides the one it was fetched at, normalised, at most one per kind. */
export function declaredAddresses(page: ParsedPage): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  page.$('link[rel][href]').each((_, el) => {
    const rels = (el.attribs.rel ?? '').toLowerCase().split(/\s+/).filter((r) => sameAs.has(r) && !seen.has(r));
    if (!rels.length) return;
    const url = normalizeUrl((el.attribs.href ?? '').trim(), page.url);
    if (!url || !/^https?:/.test(url)) return;
    for (const r of rels) seen.add(r);
    if (url !== page.url && !out.includes(url)) out.push(url);
  });
  return out;
}
