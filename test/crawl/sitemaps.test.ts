// Sitemaps over real HTTP: a site whose course pages no menu links, listed only in the sitemaps its robots.txt
// names (an index, and a gzipped list), crawled by the default strategy into the database.
import http from 'node:http';
import zlib from 'node:zlib';
import { runCrawl } from '../../src/crawl/run.ts';
import { buildReport } from '../../src/crawl/report.ts';
import { describeEachDatabase } from '../support/database.ts';

const courses = ['CS 101', 'CS 102', 'CS 210', 'MATH 221', 'PHYS 150'];
const coursePage = (code: string) => `<html><head><title>${code}: Foundations</title></head><body><h1>${code}: Foundations</h1>
  <p>Credits: 3</p><p>Instructor: A. Teacher</p><p>Prerequisites: none</p>
  <p>An introduction to the field for first-year students: its methods, its history and its open questions, with weekly exercises.</p></body></html>`;

let server: http.Server;
let origin = '';
const requested: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requested.push(path);
    const send = (type: string, body: string | Buffer) => { res.writeHead(200, { 'content-type': type }); res.end(body); };
    if (path === '/robots.txt') {
      return send('text/plain', `User-agent: *\nDisallow: /private/\nSitemap: ${origin}/sitemap_index.xml\nSitemap: http://elsewhere.invalid/sitemap.xml\n`);
    }
    if (path === '/sitemap_index.xml') {
      return send('application/xml', `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/maps/courses.xml.gz</loc></sitemap><sitemap><loc>${origin}/maps/nested.xml</loc></sitemap></sitemapindex>`);
    }
    // An index inside an index (the protocol has none): a trap of sitemaps that would eat the crawl's budget.
    if (path === '/maps/nested.xml') return send('application/xml', `<sitemapindex><sitemap><loc>${origin}/maps/deeper.xml</loc></sitemap></sitemapindex>`);
    if (path === '/maps/courses.xml.gz') {
      const urls = [...courses.map((_, i) => `${origin}/catalog/course.php?id=${i + 1}`), `${origin}/private/secret.html`, `${origin}/events/short-courses.html`];
      return send('application/gzip', zlib.gzipSync(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u.replace(/&/g, '&amp;')}</loc></url>`).join('')}</urlset>`));
    }
    if (path === '/') return send('text/html', '<html><body><h1>Welcome</h1><a href="/news/">News</a> <a href="/academics/">Academics</a></body></html>');
    if (path === '/academics/' || path === '/events/short-courses.html') return send('text/html', '<html><body><p>Soon.</p></body></html>');
    if (path === '/news/') return send('text/html', '<html><body><p>Nothing new.</p></body></html>');
    const m = /^\/catalog\/course\.php\?id=(\d)$/.exec(path);
    if (m && courses[Number(m[1]) - 1]) return send('text/html', coursePage(courses[Number(m[1]) - 1]!));
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase('sitemaps', (db) => {
  test("the sitemaps robots.txt names are fetched, an index's in turn (not an index's index), and the pages they list are crawled; robots.txt still rules", async () => {
    requested.length = 0;
    const outcome = await runCrawl(db().prisma, { seeds: [`${origin}/`], strategy: 'online', maxPages: 30, allowPrivateNetwork: true, delayMs: 0 });
    const report = await buildReport(db().prisma, outcome.runId);
    const fetched = report.fetches.map((f) => new URL(f.url).pathname + new URL(f.url).search);
    // The front page first, then the sitemaps (each one fetch), then the course pages they list: none is linked.
    expect(fetched.slice(0, 4)).toEqual(['/', '/sitemap_index.xml', '/maps/courses.xml.gz', '/maps/nested.xml']);
    expect(requested).not.toContain('/maps/deeper.xml');
    const found = report.fetches.filter((f) => f.kind === 'course' && f.status === 200).map((f) => new URL(f.url).search).sort();
    expect(found).toEqual(courses.map((_, i) => `?id=${i + 1}`));
    // Listed in the sitemap, disallowed by robots.txt: never requested. A sitemap on another host: out of scope.
    expect(requested).not.toContain('/private/secret.html');
    expect(fetched.filter((p) => p === '/sitemap_index.xml')).toHaveLength(1);
    // An entry is weighed below a link: the front page's "Academics" goes before an entry whose address alone names
    // courses ("short-courses", a list word that would outrank it at full weight).
    expect(fetched.indexOf('/academics/')).toBeGreaterThan(0);
    expect(fetched.indexOf('/academics/')).toBeLessThan(fetched.indexOf('/events/short-courses.html'));
    expect(report.fetches.every((f) => f.url.startsWith(origin))).toBe(true);
  });
});
