// Writing a group of fetched pages in one SQL statement: the pages, their links, the links seen for the first
// time and the end of each page's own frontier row. One statement is atomic on its own, so a group needs no
// transaction and costs one round trip however many pages it holds: per-page statements were most of what a
// crawl spent on the database. Columns travel as parallel arrays (unnest), which the driver encodes without
// building a statement per row.
import { Prisma } from '../generated/prisma/client.ts';
import type { PageWrite } from './store.ts';

/** What can run a raw statement: the client or a transaction. */
export interface RawRunner {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
}

/**
 * Stores the pages and returns the URLs stored. `shared` (a run many workers serve): a page already stored for the
 * run (another worker stored it first) is left as it is, and so are its links and frontier changes (otherwise it
 * is an error and the statement stores nothing); a host queued for the first time gets its lease row, so workers
 * find it without scanning the frontier.
 */
export async function writePages(db: RawRunner, runId: number, written: PageWrite[], shared: boolean): Promise<Set<string>> {
  if (written.length === 0) return new Set();
  const pages = written.map((w) => w.page);
  const col = <T>(f: (p: PageWrite['page']) => T) => pages.map(f);
  const links = written.flatMap((w) => w.links.map((l) => ({ ...l, from: w.page.url })));
  const inserts = written.flatMap((w) => w.inserts.map((r) => ({ ...r, from: w.page.url })));
  const rows = await db.$queryRaw<{ url: string }[]>`
    WITH input AS (
      SELECT * FROM unnest(
        ${col((p) => p.url)}::text[], ${col((p) => p.finalUrl)}::text[], ${col((p) => p.status)}::int[],
        ${col((p) => p.contentType)}::text[], ${col((p) => p.charset)}::text[], ${col((p) => p.etag)}::text[],
        ${col((p) => p.lastModified)}::text[], ${col((p) => p.depth)}::int[], ${col((p) => p.fetchSeq)}::int[],
        ${col((p) => p.title)}::text[], ${col((p) => p.text)}::text[], ${col((p) => p.error)}::text[],
        ${col((p) => (p.htmlGz ? Buffer.from(p.htmlGz.buffer, p.htmlGz.byteOffset, p.htmlGz.byteLength).toString('base64') : null))}::text[],
        ${col((p) => p.relevance)}::float8[], ${col((p) => p.disagreement)}::float8[], ${col((p) => p.kind)}::text[],
        ${col((p) => p.saved)}::bool[], ${col((p) => p.fetchedAt.toISOString())}::text[], ${col((p) => p.institutionId)}::int[],
        ${written.map((w) => w.outcome)}::text[]
      ) AS i("url", "finalUrl", "status", "contentType", "charset", "etag", "lastModified", "depth", "fetchSeq", "title", "text",
             "error", "htmlGz", "relevance", "disagreement", "kind", "saved", "fetchedAt", "institutionId", "outcome")
    ),
    page AS (
      INSERT INTO "Page" ("runId", "institutionId", "url", "finalUrl", "status", "contentType", "charset", "etag", "lastModified",
        "depth", "fetchSeq", "title", "text", "error", "htmlGz", "relevance", "disagreement", "kind", "saved", "fetchedAt")
      SELECT ${runId}, i."institutionId", i."url", i."finalUrl", i."status", i."contentType", i."charset", i."etag", i."lastModified",
        i."depth", i."fetchSeq", i."title", i."text", i."error", decode(i."htmlGz", 'base64'), i."relevance", i."disagreement",
        i."kind"::"PageKind", i."saved", i."fetchedAt"::timestamp(3)
      FROM input i
      ${shared ? Prisma.sql`ON CONFLICT ("runId", "url") DO NOTHING` : Prisma.empty}
      RETURNING "id", "url"
    ),
    link AS (
      -- Links are the bulk of what a crawl writes.
      INSERT INTO "Link" ("pageId", "targetUrl", "anchorText", "context", "position")
      SELECT p."id", l."targetUrl", l."anchorText", l."context", l."position"
      FROM unnest(${links.map((l) => l.from)}::text[], ${links.map((l) => l.targetUrl)}::text[], ${links.map((l) => l.anchorText)}::text[],
        ${links.map((l) => JSON.stringify(l.context))}::jsonb[], ${links.map((l) => l.position)}::int[]
      ) AS l("from", "targetUrl", "anchorText", "context", "position")
      JOIN page p ON p."url" = l."from"
    ),
    queued AS (
      INSERT INTO "FrontierEntry" ("runId", "url", "host", "priority", "depth", "discoveredFrom", "context")
      SELECT ${runId}, f."url", f."host", f."priority", f."depth", f."discoveredFrom", f."context"
      FROM unnest(${inserts.map((r) => r.from)}::text[], ${inserts.map((r) => r.url)}::text[], ${inserts.map((r) => r.host)}::text[],
        ${inserts.map((r) => r.priority)}::float8[], ${inserts.map((r) => r.depth)}::int[], ${inserts.map((r) => r.discoveredFrom)}::text[],
        ${inserts.map((r) => JSON.stringify(r.context))}::jsonb[]
      ) AS f("from", "url", "host", "priority", "depth", "discoveredFrom", "context")
      WHERE f."from" IN (SELECT "url" FROM page)
      ON CONFLICT ("runId", "url") DO NOTHING
      RETURNING "host"
    ),
    ${shared ? Prisma.sql`leased AS (INSERT INTO "HostLease" ("host") SELECT DISTINCT "host" FROM queued ON CONFLICT ("host") DO NOTHING),` : Prisma.empty}
    ended AS (
      UPDATE "FrontierEntry" e SET "state" = i."outcome"::"FrontierState", "leaseExpiresAt" = NULL, "attempts" = e."attempts" + 1
      FROM input i JOIN page p ON p."url" = i."url"
      WHERE e."runId" = ${runId} AND e."url" = i."url"
    )
    SELECT "url" FROM page`;
  return new Set(rows.map((r) => r.url));
}
