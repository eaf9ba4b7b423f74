// Writing a group of fetched pages in one SQL statement: the pages, their links, the links seen for the first
// time, the end of each page's own frontier row, the queued rows whose priority changed and, for a run one process
// crawls, the run's counters, curve and learner snapshot or journal entry. One statement is atomic on its own, so
// a group needs no transaction and costs one round trip however many pages it holds: per-page statements were
// most of what a crawl spent on the database, and on the embedded database a transaction's round trips hold its
// only thread.
// Columns travel as parallel arrays (unnest), which the driver encodes without building a statement per row.
import { Prisma } from '../generated/prisma/client.ts';
import type { CommitGroup, PageWrite } from './store.ts';

/** What can run a raw statement: the client or a transaction. */
export interface RawRunner {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
}

/** What a group writes beyond its pages: priorities, and the run's own state (a run one process crawls). */
export interface GroupState {
  updates?: CommitGroup['updates'];
  /** Rows being fetched (their pages are not in this group): LEASED until then. */
  leases?: { urls: string[]; until: Date };
  /** Counters added from the pages stored, with the heartbeat, bytes, curve and snapshot, on the run's row; a
   * journal entry appended to the run's journal (a snapshot clears it). */
  run?: Pick<CommitGroup, 'snapshot' | 'journal' | 'harvestCurve'>;
}

/**
 * Stores the pages and returns the URLs stored. `shared` (a run many workers serve): a page already stored for the
 * run (another worker stored it first) is left as it is, and so are its links and frontier changes (otherwise it
 * is an error and the statement stores nothing); a host queued for the first time gets its lease row, so workers
 * find it without scanning the frontier.
 */
export async function writePages(db: RawRunner, runId: number, written: PageWrite[], shared: boolean, state: GroupState = {}): Promise<Set<string>> {
  if (written.length === 0 && !state.updates?.length && !state.run && !state.leases) return new Set();
  const pages = written.map((w) => w.page);
  const col = <T>(f: (p: PageWrite['page']) => T) => pages.map(f);
  const links = written.flatMap((w) => w.links.map((l) => ({ ...l, from: w.page.url })));
  const inserts = written.flatMap((w) => w.inserts.map((r) => ({ ...r, from: w.page.url })));
  const updates = state.updates ?? [];
  const leased = state.leases?.urls ?? [];
  const leaseUntil = (state.leases?.until ?? new Date()).toISOString();
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
        ${written.map((w) => w.outcome)}::text[], ${col((p) => p.bytes)}::int8[],
        ${col((p) => (p.declaredUrls ?? []).join('\n'))}::text[]
      ) AS i("url", "finalUrl", "status", "contentType", "charset", "etag", "lastModified", "depth", "fetchSeq", "title", "text",
             "error", "htmlGz", "relevance", "disagreement", "kind", "saved", "fetchedAt", "institutionId", "outcome", "bytes", "declared")
    ),
    changed AS (
      SELECT * FROM unnest(${updates.map((u) => u.url)}::text[], ${updates.map((u) => u.priority)}::float8[], ${updates.map((u) => JSON.stringify(u.context))}::jsonb[])
        AS u("url", "priority", "context")
    ),
    page AS (
      INSERT INTO "Page" ("runId", "institutionId", "url", "finalUrl", "declaredUrls", "status", "contentType", "charset", "etag", "lastModified",
        "depth", "fetchSeq", "title", "text", "error", "htmlGz", "relevance", "disagreement", "kind", "saved", "fetchedAt")
      -- Addresses contain no newline (they are normalised): a page's list travels as one text.
      SELECT ${runId}, i."institutionId", i."url", i."finalUrl", CASE WHEN i."declared" = '' THEN '{}'::text[] ELSE string_to_array(i."declared", E'\n') END,
        i."status", i."contentType", i."charset", i."etag", i."lastModified",
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
      -- A link queued by a page of this group and raised since goes in with its new priority. One fetched since
      -- and stored by this same statement goes in ended: the update that ends the group's rows cannot see a row
      -- this statement inserts (left pending, a worker would fetch the page again and never end the row). One being
      -- fetched goes in leased, for the same reason.
      INSERT INTO "FrontierEntry" ("runId", "url", "host", "priority", "depth", "discoveredFrom", "context", "state", "attempts", "leaseExpiresAt")
      SELECT ${runId}, f."url", f."host", coalesce(c."priority", f."priority"), f."depth", f."discoveredFrom", coalesce(c."context", f."context"),
        coalesce(s."outcome", CASE WHEN f."url" = ANY(${leased}::text[]) THEN 'LEASED' ELSE 'PENDING' END)::"FrontierState",
        CASE WHEN s."url" IS NULL THEN 0 ELSE 1 END,
        CASE WHEN s."url" IS NULL AND f."url" = ANY(${leased}::text[]) THEN ${leaseUntil}::timestamp(3) END
      FROM unnest(${inserts.map((r) => r.from)}::text[], ${inserts.map((r) => r.url)}::text[], ${inserts.map((r) => r.host)}::text[],
        ${inserts.map((r) => r.priority)}::float8[], ${inserts.map((r) => r.depth)}::int[], ${inserts.map((r) => r.discoveredFrom)}::text[],
        ${inserts.map((r) => JSON.stringify(r.context))}::jsonb[]
      ) AS f("from", "url", "host", "priority", "depth", "discoveredFrom", "context")
      LEFT JOIN changed c ON c."url" = f."url"
      LEFT JOIN (SELECT i."url", i."outcome" FROM input i JOIN page p ON p."url" = i."url") s ON s."url" = f."url"
      WHERE f."from" IN (SELECT "url" FROM page)
      ON CONFLICT ("runId", "url") DO NOTHING
      RETURNING "host"
    ),
    ${shared ? Prisma.sql`leased AS (INSERT INTO "HostLease" ("host") SELECT DISTINCT "host" FROM queued ON CONFLICT ("host") DO NOTHING),` : Prisma.empty}
    ended AS (
      UPDATE "FrontierEntry" e SET "state" = i."outcome"::"FrontierState", "leaseExpiresAt" = NULL, "attempts" = e."attempts" + 1
      FROM input i JOIN page p ON p."url" = i."url"
      WHERE e."runId" = ${runId} AND e."url" = i."url"
    ),
    raised AS (
      -- Rows still pending keep the newest priority; a row this group ends is not touched twice.
      UPDATE "FrontierEntry" e SET "priority" = c."priority", "context" = c."context"
      FROM changed c
      WHERE e."runId" = ${runId} AND e."url" = c."url" AND e."state" = 'PENDING' AND c."url" NOT IN (SELECT "url" FROM input)
        AND c."url" <> ALL(${leased}::text[])
    ),
    taken AS (
      UPDATE "FrontierEntry" e SET "state" = 'LEASED', "leaseExpiresAt" = ${leaseUntil}::timestamp(3)
      WHERE e."runId" = ${runId} AND e."url" = ANY(${leased}::text[]) AND e."state" = 'PENDING' AND e."url" NOT IN (SELECT "url" FROM input)
    )
    ${state.run ? runUpdate(runId, state.run) : Prisma.empty}
    SELECT "url" FROM page`;
  return new Set(rows.map((r) => r.url));
}

/** The run's row: counters grow by the pages this statement stored (it stores all of a one-process run's group or fails). */
function runUpdate(runId: number, run: NonNullable<GroupState['run']>): Prisma.Sql {
  return Prisma.sql`, counted AS (
      UPDATE "CrawlRun" r SET "heartbeatAt" = ${new Date().toISOString()}::timestamp(3),
        "pagesFetched" = r."pagesFetched" + n."fetched", "pagesSaved" = r."pagesSaved" + n."saved",
        "coursePages" = r."coursePages" + n."course", "listingPages" = r."listingPages" + n."listing",
        "errors" = r."errors" + n."errors", "bytesFetched" = r."bytesFetched" + n."bytes"
        ${run.harvestCurve ? Prisma.sql`, "harvestCurve" = ${JSON.stringify(run.harvestCurve)}::jsonb` : Prisma.empty}
        ${run.snapshot !== undefined ? Prisma.sql`, "learnerState" = ${JSON.stringify(run.snapshot)}::jsonb` : Prisma.empty}
      FROM (
        SELECT count(*)::int AS "fetched", count(*) FILTER (WHERE i."saved")::int AS "saved",
          count(*) FILTER (WHERE i."kind" = 'COURSE')::int AS "course", count(*) FILTER (WHERE i."kind" = 'LISTING')::int AS "listing",
          count(*) FILTER (WHERE i."error" IS NOT NULL OR i."status" = 0 OR i."status" >= 400)::int AS "errors",
          coalesce(sum(i."bytes"), 0)::int8 AS "bytes"
        FROM input i JOIN page p ON p."url" = i."url"
      ) n
      WHERE r."id" = ${runId}
    )${journalUpdate(runId, run)}`;
}

/** The learner's journal: cleared by a full snapshot, or one entry more (numbered after the run's last). */
function journalUpdate(runId: number, run: NonNullable<GroupState['run']>): Prisma.Sql {
  if (run.snapshot !== undefined) return Prisma.sql`, cleared AS (DELETE FROM "LearnerJournal" WHERE "runId" = ${runId})`;
  if (run.journal === undefined) return Prisma.empty;
  return Prisma.sql`, journaled AS (
      INSERT INTO "LearnerJournal" ("runId", "seq", "entry")
      SELECT ${runId}, coalesce(max(j."seq"), 0) + 1, ${JSON.stringify(run.journal)}::jsonb FROM "LearnerJournal" j WHERE j."runId" = ${runId}
    )`;
}
