// Worker thread entry: holds the embedded database and serves it on a Unix socket in its data directory, so
// the database's work never runs on the thread of the API or the crawler.
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './adapters.ts';
import { serveOverSocket } from './wire-server.ts';

const { dataDir } = workerData as { dataDir: string };
try {
  const adapter = await openPglite(dataDir);
  const server = await serveOverSocket(adapter.pglite!, dataDir);
  adapter.lock!.announce(server.url);
  parentPort!.on('message', async (message: string) => {
    if (message !== 'stop') return;
    await server.close();
    await adapter.close();
    parentPort!.postMessage({ stopped: true });
  });
  parentPort!.postMessage({ url: server.url });
} catch (err) {
  parentPort!.postMessage({ error: (err as Error).message });
}
