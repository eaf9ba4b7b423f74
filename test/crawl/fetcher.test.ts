import http from 'node:http';
import { Fetcher } from '../../src/crawl/fetcher.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { startProxy } from '../support/proxy.ts';

let farm: Sitefarm;
let base: string;
let fetcher: Fetcher;
beforeAll(async () => {
  farm = await startSitefarm();
  base = farm.site('uk-modules').rootUrl;
  fetcher = new Fetcher({ allowPrivateNetwork: true, retryBaseMs: 10 });
});
afterAll(async () => { await fetcher.close(); await farm.stop(); });

const at = (path: string) => new URL(path, base).toString();

describe('fetcher', () => {
  test('follows a redirect chain and records the final URL', async () => {
    const res = await fetcher.fetch(at('/about/old-prospectus.html'));
    expect(res.status).toBe(200);
    expect(res.finalUrl).toBe(at('/about/prospectus-2026.html'));
    expect(res.redirects).toHaveLength(2);
  });

  test('detects a redirect loop', async () => {
    const res = await fetcher.fetch(at('/about/loop.html'));
    expect(res.error).toMatch(/redirect loop/);
  });

  test('records a PDF without decoding it; 404 and 500 are statuses, not exceptions', async () => {
    const pdf = await fetcher.fetch(at('/docs/research-handbook.pdf'));
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.text).toBeUndefined();
    expect((await fetcher.fetch(at('/missing.html'))).status).toBe(404);
    const before = farm.requests.filter((r) => r.path === '/about/status.html').length;
    expect((await fetcher.fetch(at('/about/status.html'))).status).toBe(500);
    expect(farm.requests.filter((r) => r.path === '/about/status.html').length - before).toBe(3); // two retries
  });

  test('decodes Shift_JIS pages by their header', async () => {
    const sjis = farm.site('syllabus-sjis');
    const res = await fetcher.fetch(`${sjis.rootUrl}gakubu/`);
    expect(res.charset).toBe('shift_jis');
    expect(res.text).toContain('学部・大学院');
  });

  test('conditional GET answers 304 with the stored ETag', async () => {
    const first = await fetcher.fetch(at('/study/'));
    const second = await fetcher.fetch(at('/study/'), { etag: first.etag });
    expect(second.status).toBe(304);
    expect(second.notModified).toBe(true);
  });

  test('a slow response times out, and an oversized body is cut off', async () => {
    const server = http.createServer(() => { /* never answers */ });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const impatient = new Fetcher({ allowPrivateNetwork: true, headersTimeoutMs: 1000, retries: 0 });
    const slow = await impatient.fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    expect(slow.error).toMatch(/timeout/i);
    await impatient.close();
    server.closeAllConnections();
    server.close();
    const small = new Fetcher({ allowPrivateNetwork: true, maxBodyBytes: 300 });
    expect((await small.fetch(at('/study/'))).error).toMatch(/too large/);
    await small.close();
  });

  test('sends an honest User-Agent', async () => {
    await fetcher.fetch(at('/admissions/'));
    expect(farm.requests.at(-1)!.userAgent).toMatch(/^coursegraph\/\d/);
  });

  test('refuses loopback and private addresses unless allowed', async () => {
    const strict = new Fetcher();
    const res = await strict.fetch(at('/'));
    expect(res.error).toMatch(/refusing .*private/);
    await strict.close();
  });

  test('goes through an HTTP proxy for every request when one is set', async () => {
    const proxy = await startProxy();
    const viaProxy = new Fetcher({ proxy: proxy.url, allowPrivateNetwork: true });
    const res = await viaProxy.fetch(at('/study/'));
    expect(res.status).toBe(200);
    expect(proxy.targets.some((t) => t.includes(new URL(base).host))).toBe(true);
    await viaProxy.close();
    await proxy.stop();
  });

  test('a server that drops the connection is an error, not a crash', async () => {
    const server = http.createServer((req) => req.socket.destroy());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const res = await fetcher.fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    expect(res.status).toBe(0);
    expect(res.error).toBeTruthy();
    server.close();
  });

  test("a redirect to another host is paced hop by hop: each hop's end is marked on its own host", async () => {
    const target = http.createServer((req, res) => res.end('<p>login</p>'));
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    const targetUrl = `http://127.0.0.1:${(target.address() as { port: number }).port}/login`;
    const source = http.createServer((req, res) => { res.writeHead(303, { location: targetUrl }); res.end(); });
    await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
    const sourceUrl = `http://127.0.0.1:${(source.address() as { port: number }).port}/course/view.php?id=7`;
    const calls: string[] = [];
    const res = await fetcher.fetch(sourceUrl, undefined, undefined, {
      before: async (url) => { calls.push(`before ${url}`); },
      after: (url) => { calls.push(`after ${url}`); },
    });
    expect(res.finalUrl).toBe(targetUrl);
    expect(calls).toEqual([`before ${sourceUrl}`, `after ${sourceUrl}`, `before ${targetUrl}`, `after ${targetUrl}`]);
    source.close();
    target.close();
  });

  test('a body that trickles in forever ends at the overall deadline, though each chunk comes in time', async () => {
    const timers = new Set<NodeJS.Timeout>();
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const t = setInterval(() => res.write('x'), 50);
      timers.add(t);
      res.on('close', () => clearInterval(t));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const patient = new Fetcher({ allowPrivateNetwork: true, bodyTimeoutMs: 30_000, deadlineMs: 1000, retries: 2 });
    const res = await patient.fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    expect(res.error).toMatch(/deadline exceeded/);
    expect(res.body).toBeUndefined();
    await patient.close();
    for (const t of timers) clearInterval(t);
    server.closeAllConnections();
    server.close();
  });
});

describe('SSRF guard in the fetcher', () => {
  let hits: string[];
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    hits = [];
    server = http.createServer((req, res) => { hits.push(req.url!); res.writeHead(200, { 'content-type': 'text/html' }).end('<p>secret</p>'); });
    await new Promise<void>((r) => server.listen(0, '::', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test.each(['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::1]', '127.1', '0x7f000001'])('refuses the literal %s', async (host) => {
    const strict = new Fetcher({ retries: 0 });
    const res = await strict.fetch(`http://${host}:${port}/secret`);
    await strict.close();
    expect(res.error).toMatch(/refusing/);
    expect(hits).toEqual([]);
  });

  test('checks a host name where the socket connects, against the address it connects to', async () => {
    const strict = new Fetcher({ retries: 0 });
    const res = await strict.fetch(`http://localhost:${port}/secret`);
    await strict.close();
    expect(res.error).toMatch(/refusing localhost: it resolves to the private address/);
    expect(hits).toEqual([]);
  });

  test('refuses a redirect to a private IPv6 form of loopback', async () => {
    // A proxy that plays a public site: every request tunnelled through it gets a redirect to the loopback server.
    const tunnels: string[] = [];
    const site = http.createServer((req, res) => { res.writeHead(302, { location: `http://[::ffff:7f00:1]:${port}/secret` }).end(); });
    const proxy = http.createServer((req, res) => { tunnels.push(req.url!); site.emit('request', req, res); });
    proxy.on('connect', (req, socket, head) => {
      tunnels.push(req.url!);
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) socket.unshift(head);
      site.emit('connection', socket);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const strict = new Fetcher({ retries: 0, proxy: `http://127.0.0.1:${(proxy.address() as { port: number }).port}` });
    const res = await strict.fetch('http://campus.example/page');
    await strict.close();
    proxy.closeAllConnections();
    site.closeAllConnections();
    proxy.close();
    expect(res.error).toMatch(/refusing ::ffff:7f00:1/);
    expect(tunnels).toHaveLength(1);
    expect(tunnels[0]).toMatch(/campus\.example/);
    expect(hits).toEqual([]);
  });
});
