// Labeled pages from the sitefarm (kind from the ground truth), for training page classifiers.
import { parseHtml, type ParsedPage } from '../src/parse/html.ts';
import type { Kind } from '../src/strategies/strategy.ts';
import type { SiteDefinition } from './model.ts';
import { Random } from './random.ts';

export function labeledPages(sites: SiteDefinition[], options: { exclude?: string; otherShare?: number } = {}): { page: ParsedPage; kind: Kind }[] {
  const rng = new Random('labeled');
  const out: { page: ParsedPage; kind: Kind }[] = [];
  for (const site of sites) {
    if (site.id === options.exclude) continue;
    for (const origin of site.origins) {
      for (const [path, page] of origin.pages) {
        if (typeof page.body !== 'string' || page.status !== 200 || page.location) continue;
        if (page.kind === 'other' && !rng.chance(options.otherShare ?? 0.3)) continue;
        const base = `http://${origin.name}.${site.id}.example`;
        const html = page.body.replace(/\{\{(\w+)\}\}/g, (_m, n: string) => `http://${n}.${site.id}.example`);
        out.push({ page: parseHtml(html, `${base}${path}`), kind: page.kind });
      }
    }
  }
  return out;
}
