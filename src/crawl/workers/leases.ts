// Host leases: a worker fetches from a host only while it holds the host's HostLease row, so one connection per
// host, robots.txt and Crawl-delay hold across every worker sharing the database. Claims lock candidate rows with
// FOR UPDATE SKIP LOCKED, so concurrent claimers never wait on each other nor take the same host; a lease that is
// not renewed expires and its host goes to the next claimer. Every time is the database server's clock, so
// workers on machines whose clocks disagree still agree on who holds what.
import { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';

/** The database clock as a timestamp without time zone, like the columns Prisma writes (UTC). */
const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/** Runs workers serve: enqueued, neither finished nor cancelled, with fetches left in their budget. */
const ACTIVE_RUN = Prisma.sql`r."distributed" AND r."status" IN ('QUEUED', 'RUNNING') AND r."pagesFetched" < r."maxPages"`;

/** How often a claimer scans the frontier for hosts without a lease row. */
const scanEveryMs = 5000;

/** Gives hosts their lease rows, so claims find them without a scan of the frontier. */
export async function addHosts(db: Db, hosts: string[]): Promise<void> {
  if (hosts.length) await db.$executeRaw`INSERT INTO "HostLease" ("host") SELECT DISTINCT unnest(${hosts}::text[]) ON CONFLICT ("host") DO NOTHING`;
}

export interface ClaimedHost {
  host: string;
  runId: number;
  /** How long to wait before the first request (the previous holder's delay, or a dead holder's, still running). */
  waitMs: number;
}

export interface HeldHost {
  host: string;
  /** The host's delay between requests as this worker applies it (robots.txt Crawl-delay or the default). */
  delayMs: number;
}

export class HostLeases {
  constructor(private readonly db: Db, readonly workerId: string, readonly leaseMs: number) {}

  /** When the claim next looks for hosts that have work but no lease row yet. */
  private nextScanAt = 0;

  /**
   * Leases up to `limit` hosts with pending work in an active distributed run, each for the oldest such run.
   * A host gets its lease row when a worker queues its first URL (see page-writes.ts) or a run is enqueued; hosts
   * queued any other way (a run handed over by its own process, rows written by hand) are found by a scan of the
   * pending frontier, which reads every pending row and so runs at most every `scanEveryMs`.
   */
  async claim(limit: number): Promise<ClaimedHost[]> {
    if (limit <= 0) return [];
    const first = await this.claimExisting(limit);
    if (first.length === limit || Date.now() < this.nextScanAt) return first;
    this.nextScanAt = Date.now() + scanEveryMs;
    const added = await this.db.$executeRaw`
      INSERT INTO "HostLease" ("host")
      SELECT DISTINCT f."host" FROM "FrontierEntry" f JOIN "CrawlRun" r ON r."id" = f."runId"
      WHERE f."state" IN ('PENDING', 'LEASED') AND ${ACTIVE_RUN} AND NOT EXISTS (SELECT 1 FROM "HostLease" l WHERE l."host" = f."host")
      ON CONFLICT ("host") DO NOTHING`;
    return added ? [...first, ...(await this.claimExisting(limit - first.length))] : first;
  }

  private async claimExisting(limit: number): Promise<ClaimedHost[]> {
    const rows = await this.db.$queryRaw<{ host: string; runId: number | null; waitMs: number }[]>`
      WITH picked AS (
        SELECT l."host" FROM "HostLease" l
        WHERE (l."workerId" IS NULL OR l."expiresAt" < ${NOW})
          AND EXISTS (SELECT 1 FROM "FrontierEntry" f JOIN "CrawlRun" r ON r."id" = f."runId"
                      WHERE f."host" = l."host" AND f."state" IN ('PENDING', 'LEASED') AND ${ACTIVE_RUN})
        ORDER BY l."notBefore" ASC NULLS FIRST
        LIMIT ${limit}
        FOR UPDATE OF l SKIP LOCKED
      )
      UPDATE "HostLease" l SET
        "workerId" = ${this.workerId},
        "runId" = (SELECT f."runId" FROM "FrontierEntry" f JOIN "CrawlRun" r ON r."id" = f."runId"
                   WHERE f."host" = l."host" AND f."state" IN ('PENDING', 'LEASED') AND ${ACTIVE_RUN} ORDER BY f."runId" LIMIT 1),
        "expiresAt" = ${NOW} + ${this.leaseMs} * interval '1 millisecond',
        "acquiredAt" = ${NOW},
        -- A lease taken from a holder that stopped renewing: that holder may have just sent a request.
        "notBefore" = CASE WHEN l."workerId" IS NULL THEN l."notBefore"
                      ELSE GREATEST(COALESCE(l."notBefore", ${NOW}), ${NOW} + l."delayMs" * interval '1 millisecond') END
      FROM picked WHERE l."host" = picked."host"
      RETURNING l."host", l."runId", GREATEST(0, CEIL(EXTRACT(EPOCH FROM (COALESCE(l."notBefore", ${NOW}) - ${NOW})) * 1000))::int AS "waitMs"`;
    return rows.filter((r): r is ClaimedHost => r.runId !== null);
  }

  /**
   * Extends the leases on hosts this worker still holds and records their delays; returns the hosts it holds.
   * A host missing from the answer was taken by another worker after this one's lease expired: stop using it.
   */
  async renew(held: HeldHost[]): Promise<Set<string>> {
    if (held.length === 0) return new Set();
    const rows = await this.db.$queryRaw<{ host: string }[]>`
      UPDATE "HostLease" l SET "expiresAt" = ${NOW} + ${this.leaseMs} * interval '1 millisecond', "delayMs" = d."delayMs"
      FROM unnest(${held.map((h) => h.host)}::text[], ${held.map((h) => Math.round(h.delayMs))}::int[]) AS d("host", "delayMs")
      WHERE l."host" = d."host" AND l."workerId" = ${this.workerId}
      RETURNING l."host"`;
    return new Set(rows.map((r) => r.host));
  }

  /** Hands a host back; the next holder waits `waitMs` (what is left of this worker's delay) before its first request. */
  async release(host: string, waitMs: number, delayMs: number): Promise<void> {
    await this.db.$executeRaw`
      UPDATE "HostLease" SET "workerId" = NULL, "runId" = NULL, "expiresAt" = NULL, "acquiredAt" = NULL,
        "notBefore" = ${NOW} + ${Math.max(0, Math.round(waitMs))} * interval '1 millisecond', "delayMs" = ${Math.round(delayMs)}
      WHERE "host" = ${host} AND "workerId" = ${this.workerId}`;
  }

  /** Every lease this worker holds, as the database sees it. */
  async held(): Promise<string[]> {
    const rows = await this.db.hostLease.findMany({ where: { workerId: this.workerId }, select: { host: true } });
    return rows.map((r) => r.host);
  }
}

/** Leases held per run and per worker (expired leases are not held). */
export async function leaseCounts(db: Db): Promise<{ byRun: Map<number, number>; byWorker: Map<string, number> }> {
  const rows = await db.$queryRaw<{ runId: number | null; workerId: string; n: number }[]>`
    SELECT "runId", "workerId", count(*)::int AS n FROM "HostLease"
    WHERE "workerId" IS NOT NULL AND "expiresAt" >= ${NOW} GROUP BY "runId", "workerId"`;
  const byRun = new Map<number, number>();
  const byWorker = new Map<string, number>();
  for (const r of rows) {
    if (r.runId !== null) byRun.set(r.runId, (byRun.get(r.runId) ?? 0) + r.n);
    byWorker.set(r.workerId, (byWorker.get(r.workerId) ?? 0) + r.n);
  }
  return { byRun, byWorker };
}
