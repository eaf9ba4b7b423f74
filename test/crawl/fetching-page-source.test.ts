// The pages learners train on are read as the crawler reads them: HTML, and PDF documents as HTML of their text.
import http from 'node:http';
import { Fetcher } from '../../src/crawl/fetcher.ts';
import { FetchingPageSource } from '../../src/crawl/fetching-page-source.ts';
import { writePdf } from '../../sitefarm/pdf.ts';

let server: http.Server;
let origin: string;
beforeAll(async () => {
  const syllabus = writePdf({ title: 'GEO 120 Physical Geography', pages: [[{ cells: 'GEO 120 Physical Geography', size: 16 }, { cells: ['Instructor', 'Mary Somerville'] }]] });
  const files: Record<string, [string, Buffer | string]> = {
    '/': ['text/html', '<html><head><title>Home</title></head><body><a href="/geo120.pdf">GEO 120</a></body></html>'],
    '/geo120.pdf': ['application/pdf', syllabus],
    '/broken.pdf': ['application/pdf', '%PDF-1.4 nothing more'],
    '/data.bin': ['application/octet-stream', Buffer.from([0, 1, 2, 3])],
  };
  server = http.createServer((req, res) => {
    const file = files[req.url!];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a PDF is a page of its text; a broken PDF, a binary file and a missing page are none', async () => {
  const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
  try {
    const source = new FetchingPageSource(fetcher, { delayMs: 0 });
    expect((await source.get(`${origin}/`))?.page.title).toBe('Home');
    const pdf = await source.get(`${origin}/geo120.pdf`);
    expect(pdf?.page.title).toBe('GEO 120 Physical Geography');
    expect(pdf?.page.text).toContain('Instructor Mary Somerville');
    expect(await source.get(`${origin}/broken.pdf`)).toBeUndefined();
    expect(await source.get(`${origin}/data.bin`)).toBeUndefined();
    expect(await source.get(`${origin}/missing`)).toBeUndefined();
  } finally {
    await fetcher.close();
  }
});

test('pages asked for at once from one host are fetched one at a time, the delay apart', async () => {
  const seen: { start: number; end: number }[] = [];
  const slow = http.createServer((req, res) => {
    const start = Date.now();
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><head><title>${req.url}</title></head></html>`);
      if (req.url !== '/robots.txt') seen.push({ start, end: Date.now() });
    }, 30);
  });
  await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
  const at = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
  const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
  try {
    const source = new FetchingPageSource(fetcher, { delayMs: 100 });
    const pages = await Promise.all(['/a', '/b', '/c'].map((p) => source.get(`${at}${p}`)));
    expect(pages.map((p) => p?.page.title)).toEqual(['/a', '/b', '/c']);
    expect(seen).toHaveLength(3);
    seen.sort((x, y) => x.start - y.start);
    // Each request starts after the one before it ended and the delay passed (a few ms for the timers).
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.start - seen[i - 1]!.end).toBeGreaterThanOrEqual(95);
  } finally {
    await fetcher.close();
    await new Promise<void>((r) => slow.close(() => r()));
  }
});
