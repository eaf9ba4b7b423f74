// Documents (PDF, Word) are read on worker threads. PDF.js and mammoth parse synchronously between their awaits:
// on the main thread a huge or hostile document would stall every fetch of the crawl, and no timer could stop it.
// Here a document that takes longer than the deadline, or fills the thread's heap, has its thread terminated (the
// next document on it starts a fresh one) and is an error. With more than one thread, a slow document holds up only
// the documents queued behind it on its own thread.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentKind, DocumentReply, DocumentRequest } from './document-worker.ts';

export type { DocumentKind };

export class DocumentReadError extends Error {
  override name = 'DocumentReadError';
}

export interface DocumentReaderOptions {
  /** Longest one document may take on the thread, from when the thread takes it up. */
  deadlineMs?: number;
  /** Heap the thread may use: a document that decompresses into more (a zip bomb of a stream) ends the thread, not
   * the process. */
  maxMemoryMb?: number;
  /** Threads that read documents side by side (default 1); each document goes to the one with the fewest waiting. */
  threads?: number;
}

export class DocumentReader {
  private readonly lanes: ReaderThread[];

  constructor(options: DocumentReaderOptions = {}) {
    const threads = Math.max(1, Math.floor(options.threads ?? 1));
    this.lanes = Array.from({ length: threads }, () => new ReaderThread(options.deadlineMs ?? 30_000, options.maxMemoryMb ?? 1024));
  }

  /** The document as HTML (src/parse/pdf.ts, src/parse/docx.ts; `pages` for a PDF); rejects with a
   * DocumentReadError if it cannot be read, or not within the deadline (the reader's, unless this call gives its own). */
  read(kind: DocumentKind, body: Uint8Array, options: Pick<DocumentReaderOptions, 'deadlineMs'> = {}): Promise<{ html: string; pages?: number }> {
    const lane = this.lanes.reduce((best, l) => (l.waiting < best.waiting ? l : best));
    return lane.read(kind, body, options.deadlineMs);
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((l) => l.close()));
  }
}

/** One thread and the documents waiting for it, read one after another. */
class ReaderThread {
  private worker?: Worker;
  private next = 1;
  /** Documents are read one after another: each waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve();
  waiting = 0;

  constructor(private readonly deadlineMs: number, private readonly maxMemoryMb: number) {}

  read(kind: DocumentKind, body: Uint8Array, deadlineMs = this.deadlineMs): Promise<{ html: string; pages?: number }> {
    this.waiting++;
    const done = this.queue.then(() => this.readNow(kind, body, deadlineMs));
    this.queue = done.catch(() => undefined);
    return done.finally(() => { if (--this.waiting === 0) this.worker?.unref(); });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // The entry registers tsx itself; the parent's flags (an --input-type, a test runner's) are not the thread's.
    const worker = new Worker(new URL('./document-worker-entry.mjs', import.meta.url), { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.maxMemoryMb } });
    worker.on('exit', () => { if (this.worker === worker) this.worker = undefined; });
    this.worker = worker;
    return worker;
  }

  private readNow(kind: DocumentKind, body: Uint8Array, deadlineMs: number): Promise<{ html: string; pages?: number }> {
    const worker = this.start();
    worker.ref(); // a document on the thread keeps the process alive; an idle thread does not
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (reply: DocumentReply) => {
        if (reply.id !== id) return;
        finish();
        if ('error' in reply) reject(new DocumentReadError(reply.error));
        else resolve({ html: reply.html, pages: reply.pages });
      };
      const onError = (err: Error) => { finish(); this.worker = undefined; reject(new DocumentReadError(`the document reader failed: ${err.message}`)); };
      const onExit = (code: number) => { finish(); reject(new DocumentReadError(`the document reader stopped (exit code ${code})`)); };
      const timer = setTimeout(() => {
        finish();
        this.worker = undefined;
        void worker.terminate();
        reject(new DocumentReadError(`not read within ${deadlineMs} ms`));
      }, deadlineMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, kind, body } satisfies DocumentRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}

/** The process's reader: two threads where there are two cores to run them (a crawl's fetches go on beside a slow
 * document on either); each starts with its first document and, idle, does not hold the process open. */
export const documentReader = new DocumentReader({ threads: Math.min(2, os.availableParallelism()) });
