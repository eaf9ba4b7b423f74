// A strategy with its priorities moved by a small fixed factor per address (exp(±eps), from a seeded hash of the
// URL), for bench/harvest's --perturb: on a real site the last tenth of the course pages hangs on the order of a
// few home pages among hundreds whose priorities nearly tie, so one crawl's fetches to 90% recall can swing by a
// fifth with any change anywhere. Crawls perturbed a few ways tell a change's effect from that reshuffling.
import type { CrawlStrategy, Priority, StrategyModule } from '../src/strategies/strategy.ts';

/** exp(eps * u), u in [-1, 1) from an FNV-1a hash of the URL and the seed: the same link moves the same way at
 * every (re)scoring of one crawl. */
export function perturbation(url: string, seed: number, eps: number): number {
  let h = 2166136261 ^ Math.imul(seed + 1, 2654435761);
  for (let i = 0; i < url.length; i++) h = Math.imul(h ^ url.charCodeAt(i), 16777619);
  return Math.exp(eps * (((h >>> 0) / 4294967296) * 2 - 1));
}

function perturb(p: Priority | undefined, url: string, seed: number, eps: number): Priority | undefined {
  if (p === undefined) return p;
  // A demoted link (negative priority) keeps its place.
  if (typeof p === 'number') return p >= 0 ? p * perturbation(url, seed, eps) : p;
  return p.priority >= 0 ? { ...p, priority: p.priority * perturbation(url, seed, eps) } : p;
}

function perturbedModule(base: StrategyModule, name: string, seed: number, eps: number): StrategyModule {
  return {
    ...base,
    name,
    create: (options) => {
      const inner = base.create(options);
      const wrapped: CrawlStrategy = Object.create(inner);
      return Object.assign(wrapped, {
        name,
        prioritize: (page, judgement, links, ctx) => inner.prioritize(page, judgement, links, ctx).map((p, i) => perturb(p, links[i]!.url, seed, eps)!),
        rescore: inner.rescore && ((links) => inner.rescore!(links).map((p, i) => perturb(p, links[i]!.url, seed, eps))),
      } satisfies Partial<CrawlStrategy>);
    },
  };
}

/** The strategy with its priorities perturbed by `seed`, under a name of its own ("online~3"); not registered: a
 * crawl is given the module itself. */
export function perturbedStrategy(base: StrategyModule, seed: number, eps: number): StrategyModule {
  return perturbedModule(base, `${base.name}~${seed}`, seed, eps);
}
