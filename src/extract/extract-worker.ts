// The extraction worker: parses and extracts pages off the main thread, so a server's requests never wait on
// a large page. Messages: { id, pages: [{ html, url, site }], aliases: { [site]: [{ alias, field }] } } ->
// { id, results: [{ courses } | { error }], unmatched: [[label, count]] }.
import { parentPort } from 'node:worker_threads';
import { AliasIndex } from './aliases.ts';
import { extractFromHtml } from './extract.ts';
import { proposeAliases } from './templates.ts';

export interface WorkerRequest {
  id: number;
  /** extract (default): courses per page; propose: the site's template as proposed aliases. */
  kind?: 'extract' | 'propose';
  pages: { html: string; url: string; site: string }[];
  aliases: Record<string, { alias: string; field: string }[]>;
}

parentPort?.on('message', (req: WorkerRequest) => {
  if (req.kind === 'propose') {
    try {
      parentPort!.postMessage({ id: req.id, proposals: proposeAliases(req.pages, new AliasIndex(Object.values(req.aliases)[0] ?? [])) });
    } catch (err) {
      parentPort!.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  const indexes = new Map<string, AliasIndex>();
  const results = req.pages.map((page) => {
    let index = indexes.get(page.site);
    if (!index) indexes.set(page.site, (index = new AliasIndex(req.aliases[page.site] ?? req.aliases[''] ?? [])));
    try {
      return { courses: extractFromHtml(page.html, page.url, index) };
    } catch (err) {
      return { error: err instanceof Error ? err.message : String(err) };
    }
  });
  const unmatched = new Map<string, number>();
  for (const index of indexes.values()) for (const [l, n] of index.unmatched) unmatched.set(l, (unmatched.get(l) ?? 0) + n);
  parentPort!.postMessage({ id: req.id, results, unmatched: [...unmatched] });
});
