// The crawl store in the database (PGlite or PostgreSQL). A group of pages is one statement: pages, links,
// new and changed frontier rows, finished rows, the learner's snapshot and the run's counters land together.
// When the statement fails, each page is written on its own and a page that still fails becomes an error row,
// so one bad page never loses the others. A run shared by worker processes writes each group's pages in one
// statement and tallies its counters for the worker to flush (see run-counters.ts).
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Json } from '../strategies/strategy.ts';
import type { FrontierEntry } from '../generated/prisma/client.ts';
import type {
  CommitGroup, CommitResult, CrawlStore, FrontierRow, LearnerState, LoadedFrontier, ModelVersions, NewFrontierRow, NewRun, PageWrite, RunCounters, RunPatch, StoredModel,
} from './store.ts';
import { seedContext, type LinkContext } from '../strategies/strategy.ts';
import { writePages, type RawRunner } from './page-writes.ts';
import { recount, RunTallies, type RunBudget } from './run-counters.ts';

type Tx = Prisma.TransactionClient;

export interface PrismaStoreOptions {
  /**
   * Worker processes share the run (see workers/): loading the frontier leaves other workers' leased rows alone
   * (they count as finished here), a page another worker stored first is not stored twice, and counters are
   * tallied in this process until flushTallies() adds them to the run's row.
   */
  shared?: boolean;
}

export class PrismaCrawlStore implements CrawlStore {
  private readonly tallies = new RunTallies();
  /** Leases of runs this process alone crawls, written with the run's next commit. */
  private readonly leases = new Map<number, { urls: Set<string>; until: Date }>();

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

  /** A run shared by workers keeps full snapshots: each worker's tallies carry the latest one to the run's row. */
  get keepsJournal(): boolean {
    return !this.options.shared;
  }

  async learnerState(runId: number): Promise<LearnerState | undefined> {
    const row = await this.db.crawlRun.findUnique({
      where: { id: runId }, select: { learnerState: true, journal: { select: { entry: true }, orderBy: { seq: 'asc' } } },
    });
    if (row?.learnerState === null || row?.learnerState === undefined) return undefined;
    return { snapshot: row.learnerState as Json, journal: row.journal.map((j) => j.entry as Json) };
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
    // One process crawls the run: the lease only shows the page as being fetched, so it goes with the next
    // commit rather than costing a statement of its own per fetch.
    if (!this.options.shared) {
      const pending = this.leases.get(runId) ?? { urls: new Set<string>(), until };
      for (const url of urls) pending.urls.add(url);
      pending.until = until;
      this.leases.set(runId, pending);
      return;
    }
    await this.db.$executeRaw`UPDATE "FrontierEntry" SET "state" = 'LEASED', "leaseExpiresAt" = ${until.toISOString()}::timestamp(3)
      WHERE "runId" = ${runId} AND "url" = ANY(${urls}::text[]) AND "state" = 'PENDING'`;
  }

  async fetchedAddresses(runId: number): Promise<string[]> {
    const rows = await this.db.page.findMany({ where: { runId, status: { gte: 200, lt: 300 } }, select: { finalUrl: true, declaredUrls: true } });
    return rows.flatMap((r) => [r.finalUrl, ...r.declaredUrls]);
  }

  async skip(runId: number, url: string): Promise<void> {
    await this.db.frontierEntry.updateMany({ where: { runId, url }, data: { state: 'SKIPPED', leaseExpiresAt: null } });
  }

  async commit(group: CommitGroup): Promise<CommitResult> {
    if (this.options.shared) return this.commitShared(group);
    const leases = this.leases.get(group.runId);
    this.leases.delete(group.runId);
    try {
      await writePages(this.db, group.runId, group.pages, false, {
        updates: group.updates, run: { snapshot: group.snapshot, journal: group.journal, harvestCurve: group.harvestCurve }, leases: leases && { urls: [...leases.urls], until: leases.until },
      });
      return { stored: group.pages.length, recorded: [] };
    } catch (err) {
      if (leases) void this.lease(group.runId, [...leases.urls], leases.until); // still being fetched: they go with the next commit
      if (group.pages.length === 0) throw err;
      const { stored, recorded } = await this.commitOneByOne(group);
      await this.db.$transaction((tx) => writeRunState(tx, group));
      return { stored, recorded };
    }
  }

  /**
   * A shared run's group: its pages and changed priorities in one statement, and counters, curve and snapshot
   * tallied for the next flush rather than written to the run's row, which every worker would otherwise update
   * with every group.
   */
  private async commitShared(group: CommitGroup): Promise<CommitResult> {
    let result: CommitResult;
    let rows: PageWrite['page'][];
    try {
      const urls = await writePages(this.db, group.runId, group.pages, true, { updates: group.updates });
      rows = group.pages.filter((w) => urls.has(w.page.url)).map((w) => w.page);
      result = { stored: group.pages.length, recorded: [] };
    } catch (err) {
      if (group.pages.length === 0) throw err;
      ({ rows, ...result } = await this.commitOneByOne(group));
      if (group.updates.length) await updatePriorities(this.db, group.runId, group.updates);
    }
    this.tallies.add(group.runId, rows, { curve: group.harvestCurve, snapshot: group.snapshot });
    return result;
  }

  /** The slow path: each page on its own, an error row for a page whose write fails; `rows`: the rows written. */
  private async commitOneByOne(group: CommitGroup): Promise<CommitResult & { rows: PageWrite['page'][] }> {
    const shared = !!this.options.shared;
    const result: CommitResult & { rows: PageWrite['page'][] } = { stored: 0, recorded: [], rows: [] };
    for (const write of group.pages) {
      try {
        if ((await writePages(this.db, group.runId, [write], shared)).size) result.rows.push(write.page);
        result.stored++;
      } catch (err) {
        const error = `not stored: ${(err as Error).message.replace(/\0/g, '').slice(0, 2000)}`;
        const page = { ...write.page, title: null, text: null, htmlGz: null, relevance: null, disagreement: null, kind: null, saved: false, error };
        if ((await writePages(this.db, group.runId, [{ page, links: [], inserts: [], outcome: 'FAILED' }], shared)).size) result.rows.push(page);
        result.recorded.push({ url: write.page.url, error });
      }
    }
    return result;
  }

  /**
   * Adds what shared runs' groups tallied since the last flush to the runs' rows (see run-counters.ts); answers
   * the status and budget of the runs it updated.
   */
  flushTallies(): Promise<Map<number, RunBudget>> {
    return this.tallies.flush(this.db);
  }

  async counters(runId: number): Promise<RunCounters> {
    // A shared run's row holds what the workers flushed: a recount here would race with their tallies.
    if (this.options.shared) {
      return this.db.crawlRun.findUniqueOrThrow({
        where: { id: runId }, select: { pagesFetched: true, pagesSaved: true, coursePages: true, listingPages: true, errors: true, bytesFetched: true },
      });
    }
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

/** The slow path's rest: changed frontier rows, the learner's snapshot or journal entry, the curve and the counters,
 * counted from the pages. */
async function writeRunState(tx: Tx, group: CommitGroup): Promise<void> {
  const { runId, updates } = group;
  if (updates.length) await updatePriorities(tx, runId, updates);
  await tx.crawlRun.update({
    where: { id: runId },
    data: {
      heartbeatAt: new Date(), bytesFetched: { increment: group.pages.reduce((n, w) => n + w.page.bytes, 0) },
      ...(group.harvestCurve ? { harvestCurve: group.harvestCurve } : {}),
      ...(group.snapshot !== undefined ? { learnerState: group.snapshot as Prisma.InputJsonValue } : {}),
    },
  });
  if (group.snapshot !== undefined) await tx.learnerJournal.deleteMany({ where: { runId } });
  if (group.journal !== undefined) {
    const last = await tx.learnerJournal.aggregate({ where: { runId }, _max: { seq: true } });
    await tx.learnerJournal.create({ data: { runId, seq: (last._max.seq ?? 0) + 1, entry: group.journal as Prisma.InputJsonValue } });
  }
  await recount(tx, runId);
}

/** Pending rows whose priority or context changed; rows no longer pending keep theirs. */
async function updatePriorities(db: RawRunner, runId: number, updates: CommitGroup['updates']): Promise<void> {
  await db.$queryRaw`UPDATE "FrontierEntry" AS f SET "priority" = u.priority, "context" = u.context
    FROM unnest(${updates.map((u) => u.url)}::text[], ${updates.map((u) => u.priority)}::float8[], ${updates.map((u) => JSON.stringify(u.context))}::jsonb[]) AS u(url, priority, context)
    WHERE f."runId" = ${runId} AND f."url" = u.url AND f."state" = 'PENDING'`;
}
