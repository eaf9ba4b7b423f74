// robots.txt per RFC 9309, read by robots-parser (groups, longest match, Allow on a tie, * and $ matched
// without regular expressions). Before parsing, lines are brought to the RFC's reading where the parser is
// looser or stricter: a user-agent line names a product token (its leading letters, "_" and "-", matched
// case-insensitively and exactly, so a group for "c" does not bind "coursegraph"), percent-encoded unreserved
// characters in rules and paths are decoded ("/%7Ejoe/" blocks "/~joe/"), other escapes are compared
// upper-cased, a rule line that lost its colon still counts, and an empty last group binds its agents.
import robotsParserModule from 'robots-parser';

// The package is CommonJS (module.exports = function); its typings describe it as an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

export interface Robots {
  isAllowed(pathAndQuery: string): boolean;
  /** Seconds between requests the site asks for, if any. */
  crawlDelay: number | undefined;
  /** The sitemaps its Sitemap lines name (for every agent), as written. */
  sitemaps: string[];
}

/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt; what follows may be ignored. */
export const maxRobotsBytes = 512 * 1024;

/** Sitemap lines read from one robots.txt: a site names a few; a hostile file could name thousands. */
const maxSitemaps = 50;

const base = 'http://robots.invalid';

/** Decodes %XX of unreserved characters (RFC 3986) and upper-cases the hex of all other escapes. */
export function normalizeEscapes(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

function productToken(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('*')) return '*';
  return /^[A-Za-z_-]*/.exec(trimmed)![0];
}

function normalizeLine(line: string): string {
  const withoutComment = line.replace(/#.*$/, '');
  const match = /^\s*([A-Za-z-]+)\s*(?::\s*|\s+)(.*?)\s*$/.exec(withoutComment);
  if (!match) return withoutComment;
  const key = match[1]!.toLowerCase();
  const value = match[2]!;
  if (key === 'user-agent') return `user-agent: ${productToken(value)}`;
  if (key === 'allow' || key === 'disallow') return `${key}: ${normalizeEscapes(value)}`;
  if (key === 'crawl-delay') return `${key}: ${value}`;
  return withoutComment;
}

/** Parses robots.txt for the given product token (e.g. "coursegraph", or a whole "coursegraph/1.0" agent). */
export function parseRobots(text: string, agent: string): Robots {
  const lines = text.slice(0, maxRobotsBytes).split(/\r\n|\r|\n/).map(normalizeLine);
  // A group with no rules at the end of the file still binds its agents (to "allow all"); the parser only
  // creates a group when it sees a rule, so it gets an empty one.
  const lastAgent = lines.findLastIndex((l) => l.startsWith('user-agent:'));
  if (lastAgent >= 0 && !lines.slice(lastAgent).some((l) => /^(allow|disallow|crawl-delay):/.test(l))) lines.push('disallow:');
  const normalized = lines.join('\n');
  const parser = robotsParser(`${base}/robots.txt`, normalized);
  const token = productToken(agent) || agent;
  const delay = parser.getCrawlDelay(token);
  return {
    crawlDelay: delay !== undefined && Number.isFinite(delay) && delay >= 0 ? delay : undefined,
    sitemaps: parser.getSitemaps().slice(0, maxSitemaps),
    isAllowed(pathAndQuery: string): boolean {
      if (pathAndQuery === '/robots.txt') return true;
      return parser.isAllowed(`${base}${normalizeEscapes(pathAndQuery)}`, token) ?? true;
    },
  };
}

export const allowAll: Robots = { isAllowed: () => true, crawlDelay: undefined, sitemaps: [] };
export const disallowAll: Robots = { isAllowed: (p) => p === '/robots.txt', crawlDelay: undefined, sitemaps: [] };
