// A run's counters on its row: counted from its pages (exact, but reads every page of the run), or, for runs many
// workers serve, tallied by each worker and added in one short statement per flush. Adding them with every
// commit made every worker's commits queue on the run's row lock; a tally a worker had not flushed when it died
// is made good by the recount that ends the run.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Json } from '../strategies/strategy.ts';
import type { PageRecord, RunCounters } from './store.ts';

type Tx = Prisma.TransactionClient;

/** The run's counters, counted from its pages and written to the run row (in the caller's transaction). */
export async function recount(tx: Tx, runId: number): Promise<RunCounters> {
  const [row] = await tx.$queryRaw<{ fetched: number; saved: number; course: number; listing: number; errors: number }[]>`
    SELECT count(*)::int AS fetched, count(*) FILTER (WHERE "saved")::int AS saved,
      count(*) FILTER (WHERE "kind" = 'COURSE')::int AS course, count(*) FILTER (WHERE "kind" = 'LISTING')::int AS listing,
      count(*) FILTER (WHERE "error" IS NOT NULL OR "status" = 0 OR "status" >= 400)::int AS errors
    FROM "Page" WHERE "runId" = ${runId}`;
  const run = await tx.crawlRun.update({
    where: { id: runId },
    data: { pagesFetched: row!.fetched, pagesSaved: row!.saved, coursePages: row!.course, listingPages: row!.listing, errors: row!.errors },
    select: { bytesFetched: true },
  });
  return { pagesFetched: row!.fetched, pagesSaved: row!.saved, coursePages: row!.course, listingPages: row!.listing, errors: row!.errors, bytesFetched: run.bytesFetched };
}

/**
 * Recounts holding the run's row: the count is taken after the lock, so of two recounts the later one writes the
 * larger count, and a tally flushed meanwhile waits and then finds the run no longer open to tallies. Undefined:
 * no such run.
 */
export async function recountLocked(tx: Tx, runId: number): Promise<RunCounters | undefined> {
  const found = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "CrawlRun" WHERE "id" = ${runId} FOR UPDATE`;
  return found.length ? recount(tx, runId) : undefined;
}

/** Runs whose counters take tallies: those still being crawled. A finished or cancelled run is recounted instead. */
const tallied = ['QUEUED', 'RUNNING'] as const;

export function isFailed(p: Pick<PageRecord, 'error' | 'status'>): boolean {
  return p.error !== null || p.status === 0 || p.status >= 400;
}

/** What a worker needs of a run it serves every round. */
export interface RunBudget {
  id: number;
  status: string;
  pagesFetched: number;
  maxPages: number;
}

interface Tally {
  pages: number;
  saved: number;
  course: number;
  listing: number;
  errors: number;
  bytes: number;
  curve?: [number, number][];
  snapshot?: Json;
}

/** What a worker stored for each run since its last flush, with the latest harvest curve and learner snapshot. */
export class RunTallies {
  private readonly tallies = new Map<number, Tally>();

  add(runId: number, pages: PageRecord[], state: { curve?: [number, number][]; snapshot?: Json } = {}): void {
    const t = this.tallies.get(runId) ?? { pages: 0, saved: 0, course: 0, listing: 0, errors: 0, bytes: 0 };
    for (const p of pages) {
      t.pages++;
      if (p.saved) t.saved++;
      if (p.kind === 'COURSE') t.course++;
      if (p.kind === 'LISTING') t.listing++;
      if (isFailed(p)) t.errors++;
      t.bytes += p.bytes;
    }
    if (state.curve) t.curve = state.curve;
    if (state.snapshot !== undefined) t.snapshot = state.snapshot;
    this.tallies.set(runId, t);
  }

  /** Whether anything waits to be flushed for the run. */
  has(runId: number): boolean {
    return this.tallies.has(runId);
  }

  /**
   * Adds each run's tally to its row in one statement, which also answers the run's status and budget (the worker
   * needs them every round); a run no longer crawled is recounted from its pages instead, and is not answered.
   */
  async flush(db: Db): Promise<Map<number, RunBudget>> {
    const answered = new Map<number, RunBudget>();
    for (const [runId, t] of [...this.tallies]) {
      this.tallies.delete(runId);
      try {
        const rows = await db.$queryRaw<RunBudget[]>`
          UPDATE "CrawlRun" SET "pagesFetched" = "pagesFetched" + ${t.pages}, "pagesSaved" = "pagesSaved" + ${t.saved},
            "coursePages" = "coursePages" + ${t.course}, "listingPages" = "listingPages" + ${t.listing}, "errors" = "errors" + ${t.errors},
            "bytesFetched" = "bytesFetched" + ${t.bytes}, "heartbeatAt" = ${new Date().toISOString()}::timestamp(3),
            "harvestCurve" = COALESCE(${t.curve ? JSON.stringify(t.curve) : null}::jsonb, "harvestCurve"),
            "learnerState" = CASE WHEN ${t.snapshot !== undefined} THEN ${t.snapshot === undefined ? null : JSON.stringify(t.snapshot)}::jsonb ELSE "learnerState" END
          WHERE "id" = ${runId} AND "status" IN ('QUEUED', 'RUNNING')
          RETURNING "id", "status"::text AS "status", "pagesFetched", "maxPages"`;
        if (rows[0]) { answered.set(runId, rows[0]); continue; }
        const state = {
          ...(t.curve ? { harvestCurve: t.curve } : {}),
          ...(t.snapshot !== undefined ? { learnerState: t.snapshot as Prisma.InputJsonValue } : {}),
        };
        await db.$transaction(async (tx) => {
          if (await recountLocked(tx, runId)) await tx.crawlRun.update({ where: { id: runId }, data: { bytesFetched: { increment: t.bytes }, ...state } });
        });
      } catch (err) {
        this.merge(runId, t);
        throw err;
      }
    }
    return answered;
  }

  /** Puts back a tally whose flush failed, under what was added since. */
  private merge(runId: number, t: Tally): void {
    const now = this.tallies.get(runId);
    if (!now) { this.tallies.set(runId, t); return; }
    for (const k of ['pages', 'saved', 'course', 'listing', 'errors', 'bytes'] as const) now[k] += t[k];
    now.curve ??= t.curve;
    if (now.snapshot === undefined) now.snapshot = t.snapshot;
  }
}
