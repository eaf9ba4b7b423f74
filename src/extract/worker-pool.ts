// Extraction off the main thread: one worker (started on first use, stopped by close()) takes batches of pages.
import { Worker } from 'node:worker_threads';
import type { ExtractedCourse } from './extract.ts';
import type { WorkerRequest } from './extract-worker.ts';
import type { AliasProposal } from './templates.ts';

export type PageResult = { courses: ExtractedCourse[] } | { error: string };

export class ExtractionWorker {
  private worker?: Worker;
  private next = 1;
  // Replies are typed by the request that made them (extract or propose).
  private readonly pending = new Map<number, { resolve: (r: any) => void; reject: (e: Error) => void }>();

  private start(): Worker {
    if (this.worker) return this.worker;
    // The entry registers tsx itself; the parent's flags (an --input-type, a test runner's) are not the thread's.
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { execArgv: [], resourceLimits: { stackSizeMb: 16 } });
    worker.on('message', (msg: { id: number; error?: string }) => {
      const waiting = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.error !== undefined) waiting?.reject(new Error(msg.error));
      else waiting?.resolve(msg);
    });
    const fail = (err: Error) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => { if (this.pending.size) fail(new Error(`extraction worker exited (${code})`)); this.worker = undefined; });
    this.worker = worker;
    return worker;
  }

  extract(pages: WorkerRequest['pages'], aliases: WorkerRequest['aliases']): Promise<{ results: PageResult[]; unmatched: [string, number][] }> {
    const id = this.next++;
    const worker = this.start();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, pages, aliases } satisfies WorkerRequest);
    });
  }

  /** A site's proposed aliases, learned on the worker from the site's pages. */
  async propose(pages: WorkerRequest['pages'], aliases: { alias: string; field: string }[]): Promise<AliasProposal[]> {
    const id = this.next++;
    const worker = this.start();
    const reply = await new Promise<{ proposals: AliasProposal[] }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, kind: 'propose', pages, aliases: { site: aliases } } satisfies WorkerRequest);
    });
    return reply.proposals;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}
