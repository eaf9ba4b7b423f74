// Serves the simulated sites over real HTTP on 127.0.0.1, one origin (port) per site host.
import crypto from 'node:crypto';
import http from 'node:http';
import iconv from 'iconv-lite';
import type { Origin, Page, ServedSite, SiteDefinition } from './model.ts';
import { canonicalPath } from './canonical.ts';
import { buildSites } from './sites.ts';

/** How a Content-Type header names each encoding. */
const charsetNames: Record<Page['encoding'], string> = { 'utf-8': 'UTF-8', shift_jis: 'Shift_JIS', 'euc-jp': 'EUC-JP', 'iso-8859-1': 'ISO-8859-1' };

export interface Sitefarm {
  sites: ServedSite[];
  site(id: string): ServedSite;
  /**
   * Requests served, for tests that check what a crawler fetched. doneAt is when the response was handed to the
   * socket (or the connection closed unanswered): a client cannot have it earlier, however late this process is.
   */
  requests: { site: string; origin: string; path: string; at: number; doneAt?: number; userAgent: string }[];
  /**
   * Leaves page requests unanswered (robots.txt aside) once `after` of them have come in since this call, until
   * release(): a crawl is then known to be mid-way, however fast or slow the machine. Only the given sites
   * (default: all).
   */
  hold(after: number, sites?: string[]): Hold;
  stop(): Promise<void>;
}

export interface Hold {
  /** Resolves when the first request is held. */
  reached: Promise<void>;
  /** Answers the held requests (those whose client is still there) and every later one. */
  release(): void;
}

interface Gate {
  after: number;
  sites: Set<string> | undefined;
  seen: number;
  held: (() => void)[];
  reach: () => void;
}

interface Rendered {
  page: Page;
  body: Buffer;
  etag: string;
}

const lastModified = 'Mon, 02 Nov 2026 09:00:00 GMT';

function substitute(text: string, baseUrls: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => baseUrls[name] ?? '');
}

function render(page: Page, baseUrls: Record<string, string>): Rendered {
  const body = typeof page.body === 'string' ? iconv.encode(substitute(page.body, baseUrls), page.encoding) : page.body;
  return { page, body, etag: `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
}

function contentType(page: Page): string {
  if (page.contentType !== 'text/html') return page.contentType;
  return page.declare === 'header' || page.declare === 'both' ? `text/html; charset=${charsetNames[page.encoding]}` : 'text/html';
}

/** The endless event calendar: every month links the next and the previous one. */
function calendarPage(query: string, site: SiteDefinition, baseUrls: Record<string, string>): Buffer {
  const base = site.calendar;
  const month = base ? /(\d{4})-(\d{2})/.exec(query.slice(base.length)) : /month=(\d{4})-(\d{2})/.exec(query);
  const y = Number(month?.[1] ?? 2026);
  const m = Number(month?.[2] ?? 11);
  const fmt = (yy: number, mm: number) => `${yy + Math.floor((mm - 1) / 12)}-${String(((mm - 1) % 12 + 12) % 12 + 1).padStart(2, '0')}`;
  const prev = m === 1 ? `${y - 1}-12` : fmt(y, m - 1);
  const next = fmt(y, m + 1);
  const at = (ym: string) => (base ? `${base}${ym}` : `/events/calendar?month=${ym}`);
  const days = [3, 10, 17, 24].map((d) => `<li><a href="${at(`${y}-${String(m).padStart(2, '0')}`)}${base ? '?' : '&'}day=${d}">Event on day ${d}</a></li>`).join('');
  const content = `<h1>Events calendar</h1><ul>${days}</ul><a href="${at(prev)}">Previous month</a> <a href="${at(next)}">Next month</a> <a href="/">${site.institution}</a>`;
  // A site with a template of its own (a content-management system's) frames its calendar with it too, its links to
  // the site's other hosts written as every page's are.
  if (site.frame) return Buffer.from(substitute(`${site.frame.before}${content}${site.frame.after}`, baseUrls));
  return Buffer.from(`<!DOCTYPE html><html><head><title>Calendar ${y}-${m}</title></head><body>${content}</body></html>`);
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

export interface SitefarmOptions {
  /** Every response waits this long first, as a distant server would (default 0). */
  latencyMs?: number;
}

export async function startSitefarm(definitions: SiteDefinition[] = buildSites(), options: SitefarmOptions = {}): Promise<Sitefarm> {
  const servers: http.Server[] = [];
  const requests: Sitefarm['requests'] = [];
  const sites: ServedSite[] = [];
  let gate: Gate | undefined;
  for (const def of definitions) {
    const baseUrls: Record<string, string> = {};
    const tables = new Map<string, Map<string, Rendered>>();
    const bound: { origin: Origin; server: http.Server }[] = [];
    for (const origin of def.origins) {
      const server = http.createServer();
      server.keepAliveTimeout = 5000;
      baseUrls[origin.name] = `http://127.0.0.1:${await listen(server)}`;
      servers.push(server);
      bound.push({ origin, server });
    }
    for (const { origin, server } of bound) {
      const table = new Map<string, Rendered>();
      for (const [path, page] of origin.pages) table.set(path, render(page, baseUrls));
      tables.set(origin.name, table);
      server.on('request', (req, res) => {
        const raw = req.url ?? '/';
        const entry: Sitefarm['requests'][number] = { site: def.id, origin: origin.name, path: raw, at: Date.now(), userAgent: String(req.headers['user-agent'] ?? '') };
        requests.push(entry);
        const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
        res.end = ((...args: unknown[]) => { entry.doneAt ??= Date.now(); return end(...args); }) as typeof res.end;
        res.once('close', () => { entry.doneAt ??= Date.now(); });
        const answer = () => {
          if (options.latencyMs) setTimeout(() => respond(req, res), options.latencyMs);
          else respond(req, res);
        };
        if (gate && raw !== '/robots.txt' && (!gate.sites || gate.sites.has(def.id)) && ++gate.seen > gate.after) {
          gate.held.push(() => { if (!res.destroyed) answer(); });
          gate.reach();
        } else {
          answer();
        }
      });
      const respond = (req: http.IncomingMessage, res: http.ServerResponse) => {
        const raw = req.url ?? '/';
        if (raw === '/robots.txt') {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(origin.robotsTxt);
          return;
        }
        const key = canonicalPath(raw);
        if (key.startsWith(def.calendar ?? '/events/calendar')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(calendarPage(key, def, baseUrls));
          return;
        }
        const hit = table.get(key);
        if (!hit) {
          res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body><h1>Not Found</h1><a href="/">Home</a></body></html>');
          return;
        }
        const send = () => {
          const { page } = hit;
          if (page.location) {
            res.writeHead(page.status, { location: substitute(page.location, baseUrls) }).end();
            return;
          }
          if (page.status === 200 && req.headers['if-none-match'] === hit.etag) {
            res.writeHead(304, { etag: hit.etag }).end();
            return;
          }
          res.writeHead(page.status, { 'content-type': contentType(page), etag: hit.etag, 'last-modified': lastModified, 'content-length': hit.body.length });
          res.end(req.method === 'HEAD' ? undefined : hit.body);
        };
        if (hit.page.delayMs) setTimeout(send, hit.page.delayMs);
        else send();
      };
    }
    sites.push({ ...def, baseUrls, rootUrl: `${baseUrls[def.origins[0]!.name]}${def.rootPath}` });
  }
  return {
    sites,
    requests,
    site: (id) => {
      const found = sites.find((s) => s.id === id);
      if (!found) throw new Error(`no sitefarm site "${id}"`);
      return found;
    },
    hold: (after, only) => {
      let reach!: () => void;
      const reached = new Promise<void>((resolve) => { reach = resolve; });
      const mine: Gate = { after, sites: only && new Set(only), seen: 0, held: [], reach };
      gate = mine;
      return {
        reached,
        release: () => {
          if (gate === mine) gate = undefined;
          for (const answer of mine.held.splice(0)) answer();
        },
      };
    },
    stop: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()); })));
    },
  };
}
