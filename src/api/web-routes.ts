// Plain-HTTP routes beside /graphql: the web page's built files (web/dist) at /, and course exports at
// /export/courses.{csv,jsonl,jsonld}. Exports authenticate exactly as GraphQL queries do.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { GraphQLError } from 'graphql';
import type { Db } from '../db/client.ts';
import { authenticate, unauthenticated } from './auth.ts';
import { exportCourses, exportFormats, filterFromQuery, type ExportFileFormat } from './export-stream.ts';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2',
};

// The page loads nothing from elsewhere; the labeler's preview frame inherits this policy, so a stored page's
// markup can fetch nothing either.
const pagePolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; "
  + "frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function sendError(res: http.ServerResponse, err: unknown): void {
  const gql = err instanceof GraphQLError ? err : null;
  const code = (gql?.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  const status = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'BAD_USER_INPUT' ? 400 : 500;
  if (status === 500) console.error('[export]', err);
  if (res.headersSent) { res.destroy(); return; }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, message: gql?.message ?? 'internal error' } }));
}

async function serveExport(req: http.IncomingMessage, res: http.ServerResponse, url: URL, db: Db, allowAnonymousReads: boolean, format: ExportFileFormat): Promise<void> {
  try {
    const auth = await authenticate(db, req.headers.authorization);
    if (!auth.role && !allowAnonymousReads) throw unauthenticated('anonymous access is disabled: send an API token');
    const chunks = exportCourses(db, filterFromQuery(url.searchParams), format);
    const first = await chunks.next(); // the filter is checked here, before any header is sent
    res.writeHead(200, {
      'content-type': exportFormats[format],
      'content-disposition': `attachment; filename="courses.${format}"`,
      'cache-control': 'no-store',
    });
    if (req.method === 'HEAD') { res.end(); return; }
    await pipeline(Readable.from((async function* () { if (!first.done) yield first.value; yield* chunks; })()), res);
  } catch (err) {
    sendError(res, err);
  }
}

function serveStatic(res: http.ServerResponse, pathname: string): boolean {
  const rel = pathname === '/' ? 'index.html' : decodeURIComponent(pathname).replace(/^\/+/, '');
  const file = path.resolve(webDist, rel);
  if (!file.startsWith(webDist + path.sep)) return false;
  let stat: fs.Stats;
  try { stat = fs.statSync(file); } catch { return false; }
  if (!stat.isFile()) return false;
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-length': stat.size,
    // Built assets carry a content hash in their names; index.html must be asked for every time.
    'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(rel === 'index.html' ? { 'content-security-policy': pagePolicy, 'referrer-policy': 'no-referrer' } : {}),
  });
  fs.createReadStream(file).pipe(res);
  return true;
}

/** Handles the web page and export routes; false when the request is for something else (e.g. /graphql). */
export async function handleWebRoute(req: http.IncomingMessage, res: http.ServerResponse, url: URL, db: Db, allowAnonymousReads: boolean): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const exportMatch = /^\/export\/courses\.(csv|jsonl|jsonld)$/.exec(url.pathname);
  if (exportMatch) {
    await serveExport(req, res, url, db, allowAnonymousReads, exportMatch[1] as ExportFileFormat);
    return true;
  }
  if (url.pathname === '/graphql' || url.pathname === '/health') return false;
  if (url.pathname === '/' && !fs.existsSync(path.join(webDist, 'index.html'))) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The web page is not built: run `npm run build:web` (npm install does it). GraphQL is at /graphql.\n');
    return true;
  }
  return serveStatic(res, url.pathname);
}
