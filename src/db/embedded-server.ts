// Runs the embedded database in a worker thread behind a Unix socket (see wire-server.ts): what `coursegraph
// serve` does, so that other coursegraph processes, psql and Prisma Studio connect while it runs.
import { Worker } from 'node:worker_threads';

export interface EmbeddedServer {
  /** postgresql:// URL of the socket, for pg, Prisma and psql. */
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  const worker = new Worker(new URL('./embedded-worker-entry.mjs', import.meta.url), { workerData: { dataDir } });
  const first = await new Promise<{ url?: string; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded database's worker exited with code ${code}`)));
  });
  if (!first.url) {
    await worker.terminate();
    throw new Error(first.error ?? 'the embedded database did not start');
  }
  return {
    url: first.url,
    stop: async () => {
      const stopped = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}
