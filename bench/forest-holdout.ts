// Hold-one-site-out training of effland's forest for bench/harvest: train on every other site's sample
// traversals (fetched over HTTP from the sitefarm, with their neighbours) and measure, after each
// self-training round, both regressors' mean absolute error on the held-out site's traversal pages.
import { Fetcher } from '../src/crawl/fetcher.ts';
import type { PageSource } from '../src/learn/page-source.ts';
import { FetchingPageSource } from '../src/crawl/fetching-page-source.ts';
import { selfTrain, type RoundStats } from '../src/learn/self-training.ts';
import { pathRelevance } from '../src/learn/link-distance.ts';
import { distancesToTargets } from '../src/learn/graph-distance.ts';
import type { ForestModel } from '../src/learn/forest-model.ts';
import type { SiteTruth } from '../sitefarm/truth.ts';

export interface HoldoutRound extends RoundStats { heldOutPageMae: number; heldOutUrlMae: number; heldOutAllPagesMae: number }

export function sitefarmSource(): { source: PageSource; close: () => Promise<void> } {
  const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
  return { source: new FetchingPageSource(fetcher, { delayMs: 0 }), close: () => fetcher.close() };
}

/**
 * Held-out error of a model: on a site's traversal pages (their link-distance labels, as the paper measures) and
 * on the links between them; and on a sample of all the site's pages, labeled with their exact normalised link
 * distance to the nearest course page in the site's whole link graph.
 */
export async function heldOutError(model: ForestModel, truth: SiteTruth, source: PageSource, sample = 300): Promise<{ page: number; url: number; pageAll: number }> {
  const finals: string[][] = [];
  const pages = new Map<string, Awaited<ReturnType<PageSource['get']>>>();
  for (const path of truth.traversals) {
    const f: string[] = [];
    for (const url of path) {
      const got = await source.get(url);
      if (!got) break;
      pages.set(got.finalUrl, got);
      f.push(got.finalUrl);
    }
    if (f.length === path.length) finals.push(f);
  }
  const labels = pathRelevance(finals);
  const pageErrors = [...labels].map(([url, y]) => Math.abs(model.pageRelevance(pages.get(url)!.page) - y));
  const linkErrors: number[] = [];
  for (const got of pages.values()) {
    const links = got!.page.links.filter((l) => labels.has(l.url));
    model.linkRelevance(links).forEach((p, i) => linkErrors.push(Math.abs(p - labels.get(links[i]!.url)!)));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

  const targets = [...truth.parent.keys()].filter((k) => truth.targetOf(k));
  const dist = distancesToTargets(truth.outlinks, targets);
  const root = [...truth.parent].find(([, p]) => p === null)![0];
  const all = [...truth.parent.keys()];
  const step = Math.max(1, Math.floor(all.length / sample));
  const allErrors: number[] = [];
  for (let i = 0; i < all.length; i += step) {
    const got = await source.get(all[i]!);
    const d = dist.get(all[i]!);
    if (!got) continue;
    const y = d === undefined ? 0 : Math.max(0, 1 - d / dist.get(root)!);
    allErrors.push(Math.abs(model.pageRelevance(got.page) - y));
  }
  return { page: mean(pageErrors), url: mean(linkErrors), pageAll: mean(allErrors) };
}

export async function trainHoldout(heldOut: SiteTruth, others: SiteTruth[], source: PageSource, log: (line: string) => void) {
  const rounds: HoldoutRound[] = [];
  const result = await selfTrain(others.flatMap((t) => t.traversals), source, {
    log,
    onRound: async (stats, model) => {
      const err = await heldOutError(model, heldOut, source);
      rounds.push({ ...stats, heldOutPageMae: err.page, heldOutUrlMae: err.url, heldOutAllPagesMae: err.pageAll });
    },
  });
  return { ...result, holdoutRounds: rounds };
}
