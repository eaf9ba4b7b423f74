// URL handling shared by every stage, from the crawler and the parser to the learners and the API: parsing,
// normalisation, hosts, what an address names (a page, a document, a file of another kind) and the trap guards.
// A crawl's scope of hosts by registrable domain is the crawler's (crawl/scope-filter.ts).

/** Parses an absolute http(s) URL or returns an error message that says what is wrong. */
export function parseHttpUrl(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return `"${raw}" is not an absolute URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${raw}" is not an http(s) URL`;
  if (!url.hostname) return `"${raw}" has no host`;
  if (url.username || url.password) return `"${raw}" must not carry credentials`;
  return url;
}

const trackingParam = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|_ga|yclid|ref_src|sid|sessionid|session_id|phpsessid|jsessionid|cfid|cftoken|aspsessionid)$/i;

/**
 * Canonical form of a URL for deduplication: lower-case scheme and host, no default port, no fragment,
 * no session ids or tracking parameters; the remaining query keeps its order.
 */
export function normalizeUrl(raw: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = base === undefined ? new URL(raw) : new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  if ((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443')) url.port = '';
  url.pathname = url.pathname.replace(/;(jsessionid|phpsessid|sid)=[^/]*/gi, '') || '/';
  if (url.search) {
    const kept = url.search.slice(1).split('&').filter((kv) => kv && !trackingParam.test(decodeURIComponentSafe(kv.split('=')[0]!)));
    url.search = kept.length ? `?${kept.join('&')}` : '';
  }
  return url.toString();
}

/** decodeURIComponent, or the text as it is where it holds a malformed escape ("100%"). */
export function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

/**
 * A URL is in scope when its host with its port is one of the scope's hosts; a host listed without a port
 * (an institution's "www.u.edu") covers the default port of http and https only, so another service on the
 * same machine (":8080") is not crawled because the site's name matches.
 */
export function inScope(url: string, hosts: Set<string>): boolean {
  const u = new URL(url);
  return hosts.has(u.host.toLowerCase()) || (u.port === '' && hosts.has(u.hostname.toLowerCase()));
}

/** Path endings of files that are not web pages (documents, archives, media, code): the crawler reads HTML, and
 * PDF and Word documents (see namesDocument), only. The older binary .doc is not read. */
const fileEnding = /\.(ps|eps|gz|z|zip|tar|tgz|bz2|xz|7z|rar|ppt|pptx|doc|xls|xlsx|dvi|tex|txt|c|cc|cpp|h|hh|java|py|m|jpe?g|gif|png|bmp|tiff?|ico|svg|webp|mp[34]|mpe?g|mov|avi|wav|wmv|exe|bin|iso|dmg|jar|class)$/i;

/** Whether a URL's path (not its query) ends as `ending` says; false for what is not a URL. */
export function pathEnds(url: string, ending: RegExp): boolean {
  try {
    return ending.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** Whether a URL's path names a file that is not a web page (its links could never be read). */
export function namesNonPageFile(url: string): boolean {
  return pathEnds(url, fileEnding);
}

/** Server programs that answer about a login (finger, rwho, whois) or about a click on a server-side image map
 * (imagemap, htimage: the browser adds the click's coordinates, which a crawler has none of), and an image map's
 * own file. A 1990s department links a finger gateway from its people's home pages; no answer of these is a page
 * that lists or describes a course. On webkb-dev texas they were six fetches of the first 126. */
const gatewayProgram = /\/(?:cgi|cgi-bin|bin|htbin|scripts)\/(?:[\w-]*finger|rwho|whois|imagemap|htimage)(?:\.(?:cgi|pl|exe))?(?:\/|$)|\.map$/i;

/** Whether a URL's path names such a gateway (its query aside). */
export function namesGateway(url: string): boolean {
  try {
    return gatewayProgram.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** Whether a URL's path names a PDF or a Word document: one the crawler reads (syllabi and handbooks are often
 * published only so), though it seldom leads further. */
export function namesDocument(url: string): boolean {
  return pathEnds(url, /\.(pdf|docx)$/i);
}

const indexFile = /^(.*\/)index\.html?$/i;

/**
 * Other addresses that an ordinary web server answers with the same page as `url`: a folder's address without its
 * slash (the server redirects it to the folder) and the folder's index file (index.html, index.htm), or, for an
 * index file, its folder. Old department sites link `dir`, `dir/` and `dir/index.html` alike; a crawl that fetched
 * one of them has the page. Addresses with a query have none.
 */
export function sameFolderPage(url: string): string[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [];
  }
  if (u.search) return [];
  const folder = u.pathname.endsWith('/') ? u.pathname : indexFile.exec(u.pathname)?.[1];
  if (folder === undefined) return [];
  const forms = [folder, `${folder}index.html`, `${folder}index.htm`];
  if (folder !== '/') forms.push(folder.slice(0, -1));
  return forms.filter((p) => p !== u.pathname).map((p) => `${u.origin}${p}`);
}

export interface TrapLimits {
  /** Links from the seed, along the way the crawl found the page. */
  maxDepth: number;
  /** Pages of no course value in a row on the way to a link (a calendar, an archive, a profile's links). A focused
   * crawl's way runs deep through course pages and lists, which a trap never holds: this limit holds traps where
   * the depth limit alone would cut the way to a degree's last year pages. */
  maxTunnel: number;
  maxUrlLength: number;
  maxRepeatedSegments: number;
  maxQueryParams: number;
}

export const defaultTrapLimits: TrapLimits = { maxDepth: 20, maxTunnel: 12, maxUrlLength: 512, maxRepeatedSegments: 2, maxQueryParams: 8 };

/** Returns why a URL looks like a crawler trap, or undefined when it looks fine. `tunnel`: pages of no course value
 * in a row on the way to it. */
export function trapReason(url: string, depth: number, limits: TrapLimits = defaultTrapLimits, tunnel = 0): string | undefined {
  if (depth > limits.maxDepth) return `depth ${depth} > ${limits.maxDepth}`;
  if (tunnel > limits.maxTunnel) return `${tunnel} pages of no course value in a row > ${limits.maxTunnel}`;
  if (url.length > limits.maxUrlLength) return `URL longer than ${limits.maxUrlLength}`;
  const u = new URL(url);
  // "/a/b//a/b/c.html": a relative link written as if it were absolute; servers answer 404 or the same page again.
  if (u.pathname.includes('//')) return 'empty path segment';
  const segments = u.pathname.split('/').filter(Boolean);
  const counts = new Map<string, number>();
  for (const s of segments) counts.set(s, (counts.get(s) ?? 0) + 1);
  if ([...counts.values()].some((n) => n > limits.maxRepeatedSegments)) return 'repeating path segments';
  const params = u.search ? u.search.slice(1).split('&').length : 0;
  if (params > limits.maxQueryParams) return `more than ${limits.maxQueryParams} query parameters`;
  return undefined;
}
