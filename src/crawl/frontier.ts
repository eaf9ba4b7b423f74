// The crawl frontier in memory: one priority heap per host, so picking the next URL costs no query. The crawl
// store holds the same rows (the source of truth, so a killed crawl resumes); the crawler writes what changes
// here (new rows, raised or rescored priorities and contexts) with the page that caused it.
import { Heap } from './heap.ts';
import { hostOf } from '../urls.ts';
import type { LinkContext } from '../strategies/strategy.ts';
import type { LoadedFrontier, NewFrontierRow } from './store.ts';

export interface FrontierItem {
  url: string;
  host: string;
  priority: number;
  depth: number;
  seq: number;
  discoveredFrom: string | null;
  /** What learners keep with the link (path of judged ancestors, anchor, DOM context, their own state). */
  context: LinkContext;
}

export interface NewLink {
  url: string;
  priority: number;
  depth: number;
  discoveredFrom: string | null;
  context: LinkContext;
}

export interface FrontierChange {
  url: string;
  priority: number;
  context: LinkContext;
}

export class Frontier {
  private readonly heaps = new Map<string, Heap<FrontierItem>>();
  /** Every URL the run knows, with its pending item if it is still waiting. */
  private readonly known = new Map<string, FrontierItem | null>();
  private seq = 0;

  /** Takes over a run's frontier as the store holds it. */
  load(loaded: LoadedFrontier): void {
    this.seq = Math.max(this.seq, loaded.lastSeq);
    for (const row of loaded.finished) this.known.set(row.url, null);
    for (const row of loaded.pending) {
      const item: FrontierItem = { ...row };
      this.known.set(row.url, item);
      this.heap(row.host).push(item);
    }
  }

  /**
   * Brings one host's part of the frontier up to date with the store, where other worker processes queue links
   * and finish rows too. URLs this process is fetching stay out of the pending set.
   */
  reloadHost(loaded: LoadedFrontier, fetching: (url: string) => boolean): void {
    this.seq = Math.max(this.seq, loaded.lastSeq);
    for (const row of loaded.finished) this.known.set(row.url, null);
    for (const row of loaded.pending) {
      if (this.known.get(row.url) || fetching(row.url)) continue;
      const item: FrontierItem = { ...row };
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

  /** The pending item of a URL, if it waits in the queue. */
  pendingItem(url: string): FrontierItem | undefined {
    return this.known.get(url) ?? undefined;
  }

  get pending(): number {
    let n = 0;
    for (const item of this.known.values()) if (item) n++;
    return n;
  }

  /** Every pending item (for a full rescore), in no particular order. */
  pendingItems(): FrontierItem[] {
    return [...this.known.values()].filter((i): i is FrontierItem => !!i);
  }

  /**
   * Accepts links found on a page. Returns the rows to insert (URLs never seen) and the pending URLs whose
   * priority rose (they take the better offer's context); the caller stores both with the page.
   */
  offer(links: NewLink[]): { inserts: NewFrontierRow[]; raised: FrontierChange[] } {
    const inserts: NewFrontierRow[] = [];
    const raised: FrontierChange[] = [];
    for (const link of links) {
      const existing = this.known.get(link.url);
      if (existing === undefined) {
        const item: FrontierItem = { ...link, host: hostOf(link.url), seq: ++this.seq };
        this.known.set(link.url, item);
        this.heap(item.host).push(item);
        inserts.push({ url: item.url, host: item.host, priority: item.priority, depth: item.depth, discoveredFrom: item.discoveredFrom, context: item.context });
      } else if (existing && link.priority > existing.priority) {
        this.reprioritize(existing, link.priority, link.context);
        raised.push({ url: link.url, priority: link.priority, context: link.context });
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

  /** Gives a pending item a new priority (raised or lowered) and context; returns the item now queued. */
  reprioritize(item: FrontierItem, priority: number, context: LinkContext = item.context): FrontierItem | undefined {
    if (this.known.get(item.url) !== item) return undefined;
    // Re-push; the stale copy is skipped when popped. The sequence stays: ties still go first-in, first-out.
    const changed = { ...item, priority, context };
    this.known.set(item.url, changed);
    this.heap(item.host).push(changed);
    return changed;
  }

  /** Returns a taken item to the pending set (it was not fetched after all). */
  putBack(item: FrontierItem): void {
    if (this.known.get(item.url) !== null) return;
    this.known.set(item.url, item);
    this.heap(item.host).push(item);
  }

  /**
   * Marks a URL as fetched under another address (a redirect led there): it is never queued, and if it waits in
   * the queue it leaves it. Returns the item it removed, if any.
   */
  fetchedAs(url: string): FrontierItem | undefined {
    const existing = this.known.get(url);
    this.known.set(url, null);
    return existing ?? undefined;
  }

  /** Removes an item from the pending set (it is being fetched or skipped). */
  take(item: FrontierItem): void {
    this.known.set(item.url, null);
  }
}
