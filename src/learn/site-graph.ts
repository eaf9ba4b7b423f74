// The link graph around recorded training paths, as the sequential learners need it: the paths' pages and
// the pages within a few clicks of them (fetched breadth-first from the path pages through a PageSource:
// stored pages first, else a polite fetch), with which pages are known targets (each path's last page, and
// whatever the caller knows to be one: pages people labeled, or a simulated site's truth).
import { hostOf, inScope, trapReason } from '../urls.ts';
import type { ParsedPage } from '../parse/html.ts';
import type { PageSource } from './page-source.ts';

export interface SiteGraph {
  /** Fetched pages by final URL. */
  pages: Map<string, ParsedPage>;
  /** Final URL of each link URL that was fetched (redirects followed). */
  finalOf: Map<string, string>;
  /** Each fetched page's links, as final URLs where known. */
  outlinks: Map<string, string[]>;
  /** The training paths as final URLs (paths with a page that could not be fetched are dropped). */
  paths: string[][];
  /** Known targets (final URLs, and link URLs the caller recognises without fetching them). */
  targets: Set<string>;
}

export interface GatherOptions {
  /** Whether a URL is known to be a target besides the paths' last pages. */
  isTarget?: (url: string) => boolean;
  /** Clicks from the path pages to expand. */
  hops?: number;
  /** Pages fetched per start host at most (paths included). */
  maxPagesPerHost?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export async function gatherSiteGraph(paths: string[][], source: PageSource, options: GatherOptions = {}): Promise<SiteGraph> {
  const hops = options.hops ?? 2;
  const cap = options.maxPagesPerHost ?? 400;
  const graph: SiteGraph = { pages: new Map(), finalOf: new Map(), outlinks: new Map(), paths: [], targets: new Set() };
  const perHost = new Map<string, number>();
  const fetchAll = async (urls: string[]) => {
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        if (options.signal?.aborted) throw new Error('training cancelled');
        const url = urls[next++]!;
        const got = await source.get(url);
        if (!got) continue;
        graph.finalOf.set(url, got.finalUrl);
        graph.pages.set(got.finalUrl, got.page);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  };

  await fetchAll([...new Set(paths.flat())]);
  for (const path of paths) {
    const finals = path.map((u) => graph.finalOf.get(u));
    if (finals.every((u): u is string => !!u)) graph.paths.push(finals);
  }
  for (const path of graph.paths) {
    perHost.set(hostOf(path[0]!), (perHost.get(hostOf(path[0]!)) ?? 0) + path.length);
  }
  // Each path's hosts bound where its neighbours may be (a catalog on a second host is on some path).
  const hosts = new Set(graph.paths.flatMap((p) => p.map((u) => new URL(u).host.toLowerCase())));
  let layer = [...new Set(graph.paths.flat())];
  for (let hop = 0; hop < hops; hop++) {
    const wanted: string[] = [];
    const queued = new Set<string>();
    for (const url of layer) {
      const rootHost = hostOf(url);
      for (const l of graph.pages.get(url)?.links ?? []) {
        if (graph.finalOf.has(l.url) || queued.has(l.url) || !inScope(l.url, hosts) || trapReason(l.url, hop + 2)) continue;
        const used = perHost.get(rootHost) ?? 0;
        if (used >= cap) break;
        perHost.set(rootHost, used + 1);
        queued.add(l.url);
        wanted.push(l.url);
      }
    }
    await fetchAll(wanted);
    layer = wanted.map((u) => graph.finalOf.get(u)).filter((u): u is string => !!u);
    options.log?.(`site graph: hop ${hop + 1}, ${graph.pages.size} pages`);
  }
  for (const [url, page] of graph.pages) graph.outlinks.set(url, page.links.map((l) => graph.finalOf.get(l.url) ?? l.url));
  for (const path of graph.paths) graph.targets.add(path.at(-1)!);
  if (options.isTarget) {
    for (const url of new Set([...graph.pages.keys(), ...[...graph.outlinks.values()].flat()])) if (options.isTarget(url)) graph.targets.add(url);
  }
  return graph;
}
