// Extraction off the main thread: one worker (started on first use, stopped by close()) takes batches of pages.
import { Worker } from 'node:worker_threads';
import type { ExtractedCourse } from './extract.ts';
import type { WorkerRequest } from './extract-worker.ts';

export type PageResult = { courses: ExtractedCourse[] } | { error: string };

export class ExtractionWorker {
  private worker?: Worker;
  private next = 1;
  private readonly pending = new Map<number, { resolve: (r: { results: PageResult[]; unmatched: [string, number][] }) => void; reject: (e: Error) => void }>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { resourceLimits: { stackSizeMb: 16 } });
    worker.on('message', (msg: { id: number; results: PageResult[]; unmatched: [string, number][] }) => {
      this.pending.get(msg.id)?.resolve(msg);
      this.pending.delete(msg.id);
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

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}
