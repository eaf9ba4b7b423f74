// The crawl frontier: persisted in FrontierEntry (the source of truth, so a killed crawl resumes), mirrored
// in memory as one priority heap per host so that picking the next URL costs no query.
import type { Db } from '../db/client.ts';
import { Heap } from './heap.ts';
import { hostOf } from './urls.ts';

export interface FrontierItem {
  url: string;
  host: string;
  priority: number;
  depth: number;
  seq: number;
  discoveredFrom: string | null;
  anchorText: string | null;
  /** Path of URLs from the seed, for strategies that look at it (kept in memory only). */
  path: string[];
}

export interface NewLink {
  url: string;
  priority: number;
  depth: number;
  discoveredFrom: string;
  anchorText: string;
  fromListing: boolean;
  path: string[];
}

export class Frontier {
  private readonly heaps = new Map<string, Heap<FrontierItem>>();
  /** Every URL the run knows, with its pending item if it is still waiting. */
  private readonly known = new Map<string, FrontierItem | null>();
  private seq = 0;

  constructor(private readonly db: Db, readonly runId: number) {}

  /** Loads a run's frontier; entries leased by a process that died are pending again. */
  async load(): Promise<void> {
    await this.db.frontierEntry.updateMany({ where: { runId: this.runId, state: 'LEASED' }, data: { state: 'PENDING', leaseExpiresAt: null } });
    const rows = await this.db.frontierEntry.findMany({ where: { runId: this.runId }, orderBy: { id: 'asc' } });
    for (const row of rows) {
      this.seq = Math.max(this.seq, row.id);
      if (row.state !== 'PENDING') {
        this.known.set(row.url, null);
        continue;
      }
      const item: FrontierItem = { url: row.url, host: row.host, priority: row.priority, depth: row.depth, seq: row.id,
        discoveredFrom: row.discoveredFrom, anchorText: row.anchorText, path: [row.url] };
      this.known.set(row.url, item);
      this.heap(row.host).push(item);
    }
  }

  private heap(host: string): Heap<FrontierItem> {
    let heap = this.heaps.get(host);
    if (!heap) this.heaps.set(host, (heap = new Heap()));
    return heap;
  }

  has(url: string): boolean {
    return this.known.has(url);
  }

  get pending(): number {
    let n = 0;
    for (const h of this.heaps.values()) n += h.size;
    return n;
  }

  /**
   * Accepts links found on a page. Returns the rows to insert (URLs never seen) and the pending URLs whose
   * priority rose; the caller writes both in the page's transaction.
   */
  offer(links: NewLink[]): { inserts: NewLink[]; raised: { url: string; priority: number }[] } {
    const inserts: NewLink[] = [];
    const raised: { url: string; priority: number }[] = [];
    for (const link of links) {
      const existing = this.known.get(link.url);
      if (existing === undefined) {
        const item: FrontierItem = { url: link.url, host: hostOf(link.url), priority: link.priority, depth: link.depth, seq: ++this.seq,
          discoveredFrom: link.discoveredFrom, anchorText: link.anchorText, path: link.path };
        this.known.set(link.url, item);
        this.heap(item.host).push(item);
        inserts.push(link);
      } else if (existing && link.priority > existing.priority) {
        // Re-push with the higher priority; the stale copy is skipped when popped.
        const item = { ...existing, priority: link.priority, path: link.path, anchorText: link.anchorText };
        this.known.set(link.url, item);
        this.heap(item.host).push(item);
        raised.push({ url: link.url, priority: link.priority });
      }
    }
    return { inserts, raised };
  }

  /** The best pending item of a host, without removing it. */
  peek(host: string): FrontierItem | undefined {
    const heap = this.heaps.get(host);
    while (heap?.size) {
      const top = heap.peek()!;
      if (this.known.get(top.url) === top) return top;
      heap.pop(); // stale: taken or re-prioritised
    }
    return undefined;
  }

  hosts(): string[] {
    return [...this.heaps.keys()];
  }

  /**
   * Lowers a pending item's priority (a strategy learned better). In memory only: a resumed run starts from the
   * priorities as queued.
   */
  lower(item: FrontierItem, priority: number): void {
    if (this.known.get(item.url) !== item || priority >= item.priority) return;
    const lowered = { ...item, priority };
    this.known.set(item.url, lowered);
    this.heap(item.host).push(lowered);
  }

  /** Raises a pending URL's priority (a strategy learned better). In memory only, like lower(). */
  raise(url: string, priority: number): void {
    const item = this.known.get(url);
    if (!item || priority <= item.priority) return;
    const raised = { ...item, priority };
    this.known.set(url, raised);
    this.heap(item.host).push(raised);
  }

  /** Removes an item from the pending set (it is being fetched or skipped). */
  take(item: FrontierItem): void {
    this.known.set(item.url, null);
  }

  async persistSeeds(seeds: NewLink[]): Promise<void> {
    const { inserts } = this.offer(seeds);
    if (inserts.length) await this.db.frontierEntry.createMany({ data: inserts.map((l) => this.row(l)), skipDuplicates: true });
  }

  row(link: NewLink) {
    return {
      runId: this.runId, url: link.url, host: hostOf(link.url), priority: link.priority, depth: link.depth,
      discoveredFrom: link.discoveredFrom || null, anchorText: link.anchorText.slice(0, 500) || null, fromListing: link.fromListing,
    };
  }
}
