// A minimal HTTP proxy for tests: absolute-form requests and CONNECT tunnels, recording each target host.
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface TestProxy { url: string; targets: string[]; stop(): Promise<void> }

export async function startProxy(): Promise<TestProxy> {
  const targets: string[] = [];
  const sockets = new Set<Duplex>();
  const server = http.createServer((req, res) => {
    const target = new URL(req.url!);
    targets.push(`${target.host}${target.pathname}`);
    const upstream = http.request(target, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, client, head) => {
    const [host, port] = req.url!.split(':');
    targets.push(`${req.url} CONNECT`);
    const upstream = net.connect(Number(port), host!, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream).add(client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    targets,
    stop: () => new Promise((r) => { for (const s of sockets) s.destroy(); server.closeAllConnections(); server.close(() => r()); }),
  };
}
