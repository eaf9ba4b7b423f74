// The crawl store in memory: the same contract as the database's, for fast unit tests of strategies and the
// scheduler (a crawl over a handful of pages runs in milliseconds). Values are copied through JSON on the way in,
// as the database would, so a test cannot pass by sharing objects with the store.
import type { CrawlRun, Page, RunStatus } from '../generated/prisma/client.ts';
import type { Json } from '../strategies/strategy.ts';
import type {
  CommitGroup, CommitResult, CrawlStore, FrontierRow, LearnerState, LoadedFrontier, ModelVersions, NewFrontierRow, NewRun, PageWrite, RunCounters, RunPatch, StoredLink, StoredModel,
} from './store.ts';

interface MemoryFrontierRow extends FrontierRow {
  state: 'PENDING' | 'LEASED' | 'DONE' | 'FAILED' | 'SKIPPED';
  leaseExpiresAt: Date | null;
  attempts: number;
}

export type MemoryPage = Omit<Page, 'id'> & { links: StoredLink[] };

const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)) as T);

export class MemoryCrawlStore implements CrawlStore {
  readonly runs = new Map<number, CrawlRun>();
  readonly frontier = new Map<number, Map<string, MemoryFrontierRow>>();
  readonly pages: (MemoryPage & { id: number })[] = [];
  readonly models: (StoredModel & { active: boolean })[] = [];
  private nextSeq = 0;
  /** Set by tests: a page write that throws, as the database would on bad data. */
  failWrite?: (write: PageWrite) => string | undefined;

  async createRun(run: NewRun): Promise<CrawlRun> {
    const id = this.runs.size + 1;
    const row: CrawlRun = {
      id, institutionId: run.institutionId, strategy: run.strategy, status: 'QUEUED', seeds: [...run.seeds], maxPages: run.maxPages, maxDepth: run.maxDepth,
      options: copy(run.options), models: copy(run.models), learnerState: null, pagesFetched: 0, pagesSaved: 0, coursePages: 0, listingPages: 0, errors: 0,
      bytesFetched: 0n, harvestCurve: [], error: null, createdAt: new Date(), startedAt: null, finishedAt: null, heartbeatAt: null, distributed: run.distributed ?? false,
    };
    this.runs.set(id, row);
    this.frontier.set(id, new Map());
    return { ...row };
  }

  async run(id: number): Promise<CrawlRun | null> {
    const row = this.runs.get(id);
    return row ? { ...row } : null;
  }

  async updateRun(id: number, patch: RunPatch): Promise<void> {
    Object.assign(this.mustRun(id), patch);
  }

  async runStatus(id: number): Promise<RunStatus | null> {
    return this.runs.get(id)?.status ?? null;
  }

  async runModels(id: number): Promise<ModelVersions> {
    return copy((this.runs.get(id)?.models ?? {}) as ModelVersions);
  }

  readonly keepsJournal = true;
  /** Each run's journal since its last full snapshot. */
  readonly journals = new Map<number, Json[]>();

  async learnerState(runId: number): Promise<LearnerState | undefined> {
    const snapshot = this.runs.get(runId)?.learnerState;
    return snapshot === null || snapshot === undefined ? undefined : copy({ snapshot: snapshot as Json, journal: this.journals.get(runId) ?? [] });
  }

  readonly institutions = new Map<number, { hosts: string[]; lastCrawledAt: Date | null }>();

  async institution(id: number): Promise<{ hosts: string[] } | null> {
    const found = this.institutions.get(id);
    return found ? { hosts: [...found.hosts] } : null;
  }

  async crawled(institutionId: number, at: Date): Promise<void> {
    const found = this.institutions.get(institutionId);
    if (found) found.lastCrawledAt = at;
  }

  async activeModel(kind: string): Promise<StoredModel | null> {
    const found = this.models.filter((m) => m.kind === kind && m.active).sort((a, b) => b.version - a.version)[0];
    return found ? { kind, version: found.version, parameters: copy(found.parameters) } : null;
  }

  async model(kind: string, version: number): Promise<StoredModel | null> {
    const found = this.models.find((m) => m.kind === kind && m.version === version);
    return found ? { kind, version, parameters: copy(found.parameters) } : null;
  }

  async loadFrontier(runId: number, host?: string): Promise<LoadedFrontier> {
    const loaded: LoadedFrontier = { pending: [], finished: [], lastSeq: 0 };
    const rows = [...this.rows(runId).values()].filter((r) => host === undefined || r.host === host).sort((a, b) => a.seq - b.seq);
    for (const row of rows) {
      if (row.state === 'LEASED' && host === undefined) Object.assign(row, { state: 'PENDING', leaseExpiresAt: null });
      loaded.lastSeq = Math.max(loaded.lastSeq, row.seq);
      const { state: _s, leaseExpiresAt: _l, attempts: _a, ...plain } = row;
      if (row.state === 'PENDING' || row.state === 'LEASED') loaded.pending.push(copy(plain));
      else loaded.finished.push({ url: row.url, host: row.host, depth: row.depth, discoveredFrom: row.discoveredFrom });
    }
    return loaded;
  }

  async addFrontier(runId: number, rows: NewFrontierRow[]): Promise<void> {
    this.insert(runId, rows);
  }

  async lease(runId: number, urls: string[], until: Date): Promise<void> {
    for (const url of urls) {
      const row = this.rows(runId).get(url);
      if (row?.state === 'PENDING') Object.assign(row, { state: 'LEASED', leaseExpiresAt: until });
    }
  }

  async fetchedAddresses(runId: number): Promise<string[]> {
    return this.pages.filter((p) => p.runId === runId && p.status >= 200 && p.status < 300).flatMap((p) => [p.finalUrl, ...(p.declaredUrls ?? [])]);
  }

  async skip(runId: number, url: string): Promise<void> {
    const row = this.rows(runId).get(url);
    if (row) Object.assign(row, { state: 'SKIPPED', leaseExpiresAt: null });
  }

  async commit(group: CommitGroup): Promise<CommitResult> {
    const result: CommitResult = { stored: 0, recorded: [] };
    const run = this.mustRun(group.runId);
    for (const write of group.pages) {
      const failure = this.failWrite?.(write);
      if (failure) {
        const error = `not stored: ${failure}`;
        this.storePage(group.runId, { page: { ...write.page, title: null, text: null, htmlGz: null, relevance: null, disagreement: null, kind: null, saved: false, error }, links: [], inserts: [], outcome: 'FAILED' });
        result.recorded.push({ url: write.page.url, error });
      } else {
        this.storePage(group.runId, write);
        result.stored++;
      }
    }
    const rows = this.rows(group.runId);
    for (const u of group.updates) {
      const row = rows.get(u.url);
      if (row?.state === 'PENDING') Object.assign(row, { priority: u.priority, context: copy(u.context) });
    }
    if (group.harvestCurve) run.harvestCurve = copy(group.harvestCurve);
    if (group.snapshot !== undefined) {
      run.learnerState = copy(group.snapshot);
      this.journals.delete(group.runId);
    }
    if (group.journal !== undefined) {
      const journal = this.journals.get(group.runId) ?? [];
      journal.push(copy(group.journal));
      this.journals.set(group.runId, journal);
    }
    run.heartbeatAt = new Date();
    run.bytesFetched += BigInt(group.pages.reduce((n, w) => n + w.page.bytes, 0));
    await this.counters(group.runId);
    return result;
  }

  async counters(runId: number): Promise<RunCounters> {
    const pages = this.pages.filter((p) => p.runId === runId);
    const run = this.mustRun(runId);
    const counters = {
      pagesFetched: pages.length, pagesSaved: pages.filter((p) => p.saved).length, coursePages: pages.filter((p) => p.kind === 'COURSE').length,
      listingPages: pages.filter((p) => p.kind === 'LISTING').length, errors: pages.filter((p) => p.error !== null || p.status === 0 || p.status >= 400).length,
    };
    Object.assign(run, counters);
    return { ...counters, bytesFetched: run.bytesFetched };
  }

  private storePage(runId: number, write: PageWrite): void {
    if (this.pages.some((p) => p.runId === runId && p.url === write.page.url)) throw new Error(`page ${write.page.url} stored twice in run ${runId}`);
    const { bytes: _b, ...page } = write.page;
    this.pages.push({ ...copy({ ...page, htmlGz: null }), htmlGz: page.htmlGz, fetchedAt: page.fetchedAt, runId, id: this.pages.length + 1,
      extractedAt: null, links: copy(write.links) } as MemoryPage & { id: number });
    this.insert(runId, write.inserts);
    const row = this.rows(runId).get(write.page.url);
    if (row) Object.assign(row, { state: write.outcome, leaseExpiresAt: null, attempts: row.attempts + 1 });
  }

  private insert(runId: number, rows: NewFrontierRow[]): void {
    const map = this.rows(runId);
    for (const r of rows) {
      if (!map.has(r.url)) map.set(r.url, { ...copy(r), seq: ++this.nextSeq, state: 'PENDING', leaseExpiresAt: null, attempts: 0 });
    }
  }

  private rows(runId: number): Map<string, MemoryFrontierRow> {
    const rows = this.frontier.get(runId);
    if (!rows) throw new Error(`no crawl run ${runId}`);
    return rows;
  }

  private mustRun(id: number): CrawlRun {
    const run = this.runs.get(id);
    if (!run) throw new Error(`no crawl run ${id}`);
    return run;
  }
}
