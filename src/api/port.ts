// Whether the API's port can be taken, checked before the slow start (database, migrations): a port in use is
// reported at once.
import net from 'node:net';

export class PortInUse extends Error {}

export function portInUseMessage(port: number): string {
  return `port ${port} is already in use: stop what listens there or set PORT to another port`;
}

export function assertPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUse(portInUseMessage(port)) : err));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
