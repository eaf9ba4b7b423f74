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
    const started = Date.now();
    const slow = await impatient.fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    expect(slow.error).toMatch(/timeout/i);
    expect(Date.now() - started).toBeLessThan(5000);
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
});
