// Labeled pages from the sitefarm (kind from the ground truth), for training page classifiers. A PDF or Word
// document is read as the crawler reads it (src/parse/document-reader.ts), so a classifier learns the course pages
// of a site that publishes its syllabi only as documents; one nothing can read (a stub) is left out, as a crawl
// stores no page for it.
import { parseHtml, type ParsedPage } from '../src/parse/html.ts';
import { documentKind } from '../src/parse/document-kind.ts';
import { documentReader, DocumentReadError } from '../src/parse/document-reader.ts';
import type { Kind } from '../src/strategies/strategy.ts';
import type { SiteDefinition } from './model.ts';
import { Random } from './random.ts';

export async function labeledPages(sites: SiteDefinition[], options: { exclude?: string; otherShare?: number } = {}): Promise<{ page: ParsedPage; kind: Kind }[]> {
  const rng = new Random('labeled');
  const out: { page: ParsedPage; kind: Kind }[] = [];
  for (const site of sites) {
    if (site.id === options.exclude) continue;
    for (const origin of site.origins) {
      for (const [path, page] of origin.pages) {
        if (page.status !== 200 || page.location) continue;
        if (page.kind === 'other' && !rng.chance(options.otherShare ?? 0.3)) continue;
        const base = `http://${origin.name}.${site.id}.example`;
        const html = typeof page.body === 'string' ? page.body : await documentHtml(page.contentType, `${base}${path}`, page.body);
        if (html === undefined) continue;
        const resolved = html.replace(/\{\{(\w+)\}\}/g, (_m, n: string) => `http://${n}.${site.id}.example`);
        out.push({ page: parseHtml(resolved, `${base}${path}`), kind: page.kind });
      }
    }
  }
  return out;
}

async function documentHtml(contentType: string, url: string, body: Buffer): Promise<string | undefined> {
  const kind = documentKind(contentType, body, url);
  if (!kind) return undefined;
  try {
    return (await documentReader.read(kind, body)).html;
  } catch (err) {
    if (err instanceof DocumentReadError) return undefined;
    throw err;
  }
}
