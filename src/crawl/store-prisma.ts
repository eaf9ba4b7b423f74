// The crawl store in the database (PGlite or PostgreSQL). A group of pages is one transaction: pages, links,
// new and changed frontier rows, finished rows, the learner's snapshot and the run's counters land together.
// When the transaction fails, each page is written on its own and a page that still fails becomes an error row,
// so one bad page never loses the others.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Json } from '../strategies/strategy.ts';
import type { FrontierEntry } from '../generated/prisma/client.ts';
import type {
  CommitGroup, CommitResult, CrawlStore, FrontierRow, LoadedFrontier, ModelVersions, NewFrontierRow, NewRun, PageWrite, RunCounters, RunPatch, StoredModel,
} from './store.ts';
import { seedContext, type LinkContext } from '../strategies/strategy.ts';

type Tx = Prisma.TransactionClient;

export interface PrismaStoreOptions {
  /**
   * Worker processes share the run (see workers/): loading the frontier leaves other workers' leased rows alone
   * (they count as finished here), and a page another worker stored first is not stored twice.
   */
  shared?: boolean;
}

export class PrismaCrawlStore implements CrawlStore {
  constructor(private readonly db: Db, private readonly options: PrismaStoreOptions = {}) {}

  createRun(run: NewRun) {
    return this.db.crawlRun.create({
      data: { ...run, options: run.options as Prisma.InputJsonValue, models: run.models as Prisma.InputJsonValue },
    });
  }

  run(id: number) {
    return this.db.crawlRun.findUnique({ where: { id } });
  }

  async updateRun(id: number, patch: RunPatch): Promise<void> {
    await this.db.crawlRun.update({ where: { id }, data: patch });
  }

  async runStatus(id: number) {
    return (await this.db.crawlRun.findUnique({ where: { id }, select: { status: true } }))?.status ?? null;
  }

  async runModels(id: number): Promise<ModelVersions> {
    const row = await this.db.crawlRun.findUnique({ where: { id }, select: { models: true } });
    return (row?.models ?? {}) as ModelVersions;
  }

  async snapshot(runId: number): Promise<Json | undefined> {
    const row = await this.db.crawlRun.findUnique({ where: { id: runId }, select: { learnerState: true } });
    return (row?.learnerState ?? undefined) as Json | undefined;
  }

  institution(id: number) {
    return this.db.institution.findUnique({ where: { id }, select: { hosts: true } });
  }

  async crawled(institutionId: number, at: Date): Promise<void> {
    await this.db.institution.update({ where: { id: institutionId }, data: { lastCrawledAt: at } });
  }

  activeModel(kind: string): Promise<StoredModel | null> {
    return this.db.model.findFirst({ where: { kind, active: true }, orderBy: { version: 'desc' }, select: { kind: true, version: true, parameters: true } });
  }

  model(kind: string, version: number): Promise<StoredModel | null> {
    return this.db.model.findUnique({ where: { kind_version: { kind, version } }, select: { kind: true, version: true, parameters: true } });
  }

  async loadFrontier(runId: number, host?: string): Promise<LoadedFrontier> {
    // One process crawls a run: leases left by a process that died are orphans, pending again.
    if (!this.options.shared && host === undefined) await this.db.frontierEntry.updateMany({ where: { runId, state: 'LEASED' }, data: { state: 'PENDING', leaseExpiresAt: null } });
    const rows = await this.db.frontierEntry.findMany({ where: { runId, ...(host === undefined ? {} : { host }) }, orderBy: { id: 'asc' } });
    const loaded: LoadedFrontier = { pending: [], finished: [], lastSeq: 0 };
    for (const row of rows) {
      loaded.lastSeq = Math.max(loaded.lastSeq, row.id);
      if (row.state === 'PENDING' || (row.state === 'LEASED' && host !== undefined)) loaded.pending.push(frontierRowOf(row));
      else loaded.finished.push({ url: row.url, host: row.host, depth: row.depth, discoveredFrom: row.discoveredFrom });
    }
    return loaded;
  }

  async addFrontier(runId: number, rows: NewFrontierRow[]): Promise<void> {
    if (rows.length) await this.db.frontierEntry.createMany({ data: rows.map((r) => frontierData(runId, r)), skipDuplicates: true });
  }

  async lease(runId: number, urls: string[], until: Date): Promise<void> {
    await this.db.frontierEntry.updateMany({ where: { runId, url: { in: urls }, state: 'PENDING' }, data: { state: 'LEASED', leaseExpiresAt: until } });
  }

  async skip(runId: number, url: string): Promise<void> {
    await this.db.frontierEntry.updateMany({ where: { runId, url }, data: { state: 'SKIPPED', leaseExpiresAt: null } });
  }

  async commit(group: CommitGroup): Promise<CommitResult> {
    try {
      await this.db.$transaction(async (tx) => {
        const stored = await writePages(tx, group.runId, group.pages, this.options.shared);
        await writeRunState(tx, group, this.options.shared ? stored : undefined);
      });
      return { stored: group.pages.length, recorded: [] };
    } catch (err) {
      if (group.pages.length === 0) throw err;
      return this.commitOneByOne(group);
    }
  }

  /** The slow path: each page in its own transaction, an error row for a page whose write fails. */
  private async commitOneByOne(group: CommitGroup): Promise<CommitResult> {
    const result: CommitResult = { stored: 0, recorded: [] };
    for (const write of group.pages) {
      try {
        await this.db.$transaction((tx) => writePages(tx, group.runId, [write]));
        result.stored++;
      } catch (err) {
        const error = `not stored: ${(err as Error).message.replace(/\0/g, '').slice(0, 2000)}`;
        const page = { ...write.page, title: null, text: null, htmlGz: null, relevance: null, disagreement: null, kind: null, saved: false, error };
        await this.db.$transaction((tx) => writePages(tx, group.runId, [{ page, links: [], inserts: [], outcome: 'FAILED' }]));
        result.recorded.push({ url: write.page.url, error });
      }
    }
    await this.db.$transaction((tx) => writeRunState(tx, group));
    return result;
  }

  async counters(runId: number): Promise<RunCounters> {
    return this.db.$transaction((tx) => recount(tx, runId));
  }
}

/** A stored row as the frontier holds it (rows from before contexts were kept get a seed's, with their anchor). */
function frontierRowOf(row: FrontierEntry): FrontierRow {
  const stored = row.context as Partial<LinkContext> | null;
  const context = stored && Array.isArray(stored.path) ? stored as LinkContext : { ...seedContext(), anchorText: stored?.anchorText ?? '' };
  return { url: row.url, host: row.host, priority: row.priority, depth: row.depth, discoveredFrom: row.discoveredFrom, context, seq: row.id };
}

function frontierData(runId: number, r: NewFrontierRow): Prisma.FrontierEntryCreateManyInput {
  return { runId, url: r.url, host: r.host, priority: r.priority, depth: r.depth, discoveredFrom: r.discoveredFrom, context: r.context as unknown as Prisma.InputJsonValue };
}

async function writePages(tx: Tx, runId: number, written: PageWrite[], shared = false): Promise<PageWrite[]> {
  if (written.length === 0) return [];
  // Shared runs: a page another worker stored first (it took the host after this one's lease lapsed) is skipped.
  const created = await tx.page.createManyAndReturn({
    data: written.map(({ page: { bytes: _bytes, ...p } }) => ({ ...p, runId })),
    select: { id: true, url: true },
    skipDuplicates: shared,
  });
  const ids = new Map(created.map((c) => [c.url, c.id]));
  const pages = written.filter((w) => ids.has(w.page.url));
  const links = pages.flatMap((w) => w.links.map((l) => ({ ...l, pageId: ids.get(w.page.url)! })));
  // Links are the bulk of what a crawl writes: one statement over arrays instead of one row each.
  if (links.length) {
    await tx.$executeRaw`INSERT INTO "Link" ("pageId", "targetUrl", "anchorText", "context", "position")
      SELECT * FROM unnest(${links.map((l) => l.pageId)}::int[], ${links.map((l) => l.targetUrl)}::text[],
        ${links.map((l) => l.anchorText)}::text[], ${links.map((l) => JSON.stringify(l.context))}::jsonb[], ${links.map((l) => l.position)}::int[])`;
  }
  const inserts = pages.flatMap((w) => w.inserts);
  if (inserts.length) await tx.frontierEntry.createMany({ data: inserts.map((r) => frontierData(runId, r)), skipDuplicates: true });
  for (const state of ['DONE', 'FAILED'] as const) {
    const urls = pages.filter((w) => w.outcome === state).map((w) => w.page.url);
    if (urls.length) await tx.frontierEntry.updateMany({ where: { runId, url: { in: urls } }, data: { state, leaseExpiresAt: null, attempts: { increment: 1 } } });
  }
  return pages;
}

/**
 * Changed frontier rows, the snapshot, the curve and the counters: what a group adds beyond its pages. Given the
 * pages a shared run's group stored, the counters move by those pages in the transaction's last statement: workers
 * committing at once then hold the run's row only briefly (a recount holds it while the run's pages are counted).
 */
async function writeRunState(tx: Tx, group: CommitGroup, stored?: PageWrite[]): Promise<void> {
  const { runId, updates } = group;
  if (updates.length) {
    await tx.$executeRaw`UPDATE "FrontierEntry" AS f SET "priority" = u.priority, "context" = u.context
      FROM unnest(${updates.map((u) => u.url)}::text[], ${updates.map((u) => u.priority)}::float8[], ${updates.map((u) => JSON.stringify(u.context))}::jsonb[]) AS u(url, priority, context)
      WHERE f."runId" = ${runId} AND f."url" = u.url AND f."state" = 'PENDING'`;
  }
  const bytes = (stored ?? group.pages).reduce((n, w) => n + w.page.bytes, 0);
  const count = (f: (p: PageWrite['page']) => boolean) => ({ increment: stored!.filter((w) => f(w.page)).length });
  await tx.crawlRun.update({
    where: { id: runId },
    data: {
      heartbeatAt: new Date(), bytesFetched: { increment: bytes },
      ...(stored ? {
        pagesFetched: { increment: stored.length }, pagesSaved: count((p) => p.saved), coursePages: count((p) => p.kind === 'COURSE'),
        listingPages: count((p) => p.kind === 'LISTING'), errors: count((p) => p.error !== null || p.status === 0 || p.status >= 400),
      } : {}),
      ...(group.harvestCurve ? { harvestCurve: group.harvestCurve } : {}),
      ...(group.snapshot !== undefined ? { learnerState: group.snapshot as Prisma.InputJsonValue } : {}),
    },
  });
  if (!stored) await recount(tx, runId);
}

/** The run's counters, counted from its pages and written to the run row. */
async function recount(tx: Tx, runId: number): Promise<RunCounters> {
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
