// Checks a crawl request before anything is created: every mistake here is the caller's (exit 64 in the CLI,
// BAD_USER_INPUT in the API), found before a run row or a connection exists.
import { maxPagesLimit } from '../limits.ts';
import { strategyByName } from '../strategies/registry.ts';
import { parseHttpUrl } from '../urls.ts';
import { crawlScopes, isCrawlScope } from './scope.ts';

export class CrawlUsageError extends Error {}

export interface CrawlRequestShape {
  seeds: string[];
  strategy?: string;
  /** Given, the strategy need not be a registered one. */
  strategyModule?: { name: string };
  maxPages?: number;
  scope?: string;
  proxy?: string;
  resumeRunId?: number;
  saveThreshold?: number;
}

export function validateCrawlRequest(req: CrawlRequestShape): void {
  if (req.saveThreshold !== undefined && !(req.saveThreshold >= 0 && req.saveThreshold <= 1)) throw new CrawlUsageError('the save threshold must be between 0 and 1');
  if (req.maxPages !== undefined && !(Number.isInteger(req.maxPages) && req.maxPages >= 1 && req.maxPages <= maxPagesLimit)) {
    throw new CrawlUsageError(`maxPages must be an integer from 1 to ${maxPagesLimit}, got ${req.maxPages}`);
  }
  if (req.scope !== undefined && !isCrawlScope(req.scope)) throw new CrawlUsageError(`the scope must be one of ${crawlScopes.join(', ')}, got "${req.scope}"`);
  if (req.proxy) {
    const proxy = parseHttpUrl(req.proxy);
    if (typeof proxy === 'string') throw new CrawlUsageError(`proxy: ${proxy}`);
  }
  if (req.resumeRunId) return;
  if (req.seeds.length === 0) throw new CrawlUsageError('give at least one seed URL');
  for (const seed of req.seeds) {
    const parsed = parseHttpUrl(seed);
    if (typeof parsed === 'string') throw new CrawlUsageError(parsed);
  }
  if (req.strategy !== undefined && !req.strategyModule) {
    try {
      strategyByName(req.strategy);
    } catch (err) {
      throw new CrawlUsageError((err as Error).message);
    }
  }
}
