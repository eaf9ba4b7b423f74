// The embedded database over PostgreSQL's wire protocol on a Unix socket, so that psql, Prisma and every other
// coursegraph process use it while the server runs. PGlite has one session; this multiplexes connections onto
// it one request at a time. A request is everything a client sends up to Sync (extended protocol: Parse, Bind,
// Describe, Execute), a simple Query, or a Flush, so one client's unnamed statement is never another's; and
// while a client's transaction is open, only that client runs.
// (@electric-sql/pglite-socket's multiplexer queues single messages, so two clients' Parse/Bind/Execute
// sequences interleave on the shared session: not safe for concurrent pg or Prisma clients.)
import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const sslRequestCode = 80877103;
const cancelRequestCode = 80877102;
const protocolVersion3 = 196608;
/** Message types after which the client waits for an answer. */
const requestEnds = new Set(['S', 'Q', 'H']);

interface Waiting {
  connection: object;
  bytes: Uint8Array;
  resolve: (reply: Uint8Array) => void;
  reject: (err: Error) => void;
}

/** Runs requests on the one session in arrival order, keeping an open transaction's client exclusive. */
class SessionScheduler {
  private waiting: Waiting[] = [];
  private running = false;
  private owner: object | null = null;

  constructor(private readonly db: PGlite) {}

  run(connection: object, bytes: Uint8Array): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, bytes, resolve, reject });
      void this.pump();
    });
  }

  /** A client went away: roll back its transaction so that the others can go on. */
  async release(connection: object): Promise<void> {
    this.waiting = this.waiting.filter((w) => w.connection !== connection);
    if (this.owner === connection) {
      await this.run(connection, simpleQuery('ROLLBACK')).catch(() => {});
      this.owner = null;
      void this.pump();
    }
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const i = this.waiting.findIndex((w) => this.owner === null || w.connection === this.owner);
        if (i < 0) break;
        const [next] = this.waiting.splice(i, 1);
        try {
          next!.resolve(await this.db.execProtocolRaw(next!.bytes));
        } catch (err) {
          next!.reject(err as Error);
        }
        this.owner = this.db.isInTransaction() ? next!.connection : null;
      }
    } finally {
      this.running = false;
    }
  }
}

function simpleQuery(sql: string): Uint8Array {
  const body = Buffer.from(`${sql}\0`);
  const out = Buffer.alloc(5 + body.length);
  out.write('Q', 0);
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

function serveConnection(socket: net.Socket, scheduler: SessionScheduler): void {
  const connection = {};
  let buffer = Buffer.alloc(0);
  let started = false;
  let pending: Buffer[] = [];
  let chain = Promise.resolve();
  const send = (bytes: Uint8Array) => chain = chain.then(async () => {
    const reply = await scheduler.run(connection, bytes);
    if (reply.length && socket.writable) socket.write(reply);
  }).catch((err: Error) => { socket.destroy(err); });

  socket.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (code === sslRequestCode) { buffer = buffer.subarray(8); socket.write('N'); continue; }
        if (code === cancelRequestCode) { socket.end(); return; } // no backend process to signal
        if (buffer.length < length) return;
        if (code !== protocolVersion3) { socket.destroy(); return; }
        send(buffer.subarray(0, length));
        buffer = buffer.subarray(length);
        started = true;
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = String.fromCharCode(buffer[0]!);
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (type === 'X') { socket.end(); return; }
      pending.push(message);
      if (requestEnds.has(type)) {
        send(Buffer.concat(pending));
        pending = [];
      }
    }
  });
  const gone = () => { void chain.then(() => scheduler.release(connection)); };
  socket.on('close', gone);
  socket.on('error', () => socket.destroy());
}

export interface WireServer {
  /** A connection URL for pg, Prisma and psql. */
  url: string;
  close(): Promise<void>;
}

/** node-postgres and psql find a server's socket as <dir>/.s.PGSQL.<port>. */
export function socketPath(dir: string, port = 5432): string {
  return `${dir}/.s.PGSQL.${port}`;
}

export function socketUrl(dir: string, port = 5432): string {
  return `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
}

export async function serveOverSocket(db: PGlite, dir: string): Promise<WireServer> {
  const scheduler = new SessionScheduler(db);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, scheduler);
  });
  const file = socketPath(dir);
  fs.rmSync(file, { force: true }); // left by a killed server; the data directory's lock says no server runs
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  fs.chmodSync(file, 0o600); // only this user may connect: the socket has no password
  return {
    url: socketUrl(dir),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
