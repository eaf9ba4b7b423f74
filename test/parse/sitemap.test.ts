import zlib from 'node:zlib';
import { maxSitemapUrls, readSitemap, sitemapPage } from '../../src/parse/sitemap.ts';

const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- generated -->\n${body}`);

describe('sitemaps', () => {
  test('a <urlset> lists its pages: entities decoded, CDATA unwrapped, relative entries resolved, other schemes dropped', () => {
    const body = xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://u.test/catalog/preview_course.php?catoid=3&amp;coid=17</loc><lastmod>2026-01-01</lastmod></url>
      <url><loc> <![CDATA[https://u.test/courses/cs101.html]]> </loc></url>
      <url><loc>/courses/cs102.html</loc></url>
      <url><loc>mailto:registrar@u.test</loc></url>
    </urlset>`);
    expect(readSitemap(body, 'application/xml', 'https://u.test/sitemap.xml')).toEqual({
      kind: 'urls',
      urls: ['https://u.test/catalog/preview_course.php?catoid=3&coid=17', 'https://u.test/courses/cs101.html', 'https://u.test/courses/cs102.html'],
    });
  });

  test('a <sitemapindex> lists further sitemaps, with or without a namespace prefix, gzipped or not', () => {
    const index = xml(`<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:sitemap><sm:loc>https://u.test/a.xml.gz</sm:loc></sm:sitemap></sm:sitemapindex>`);
    expect(readSitemap(index, 'text/xml', 'https://u.test/sitemap.xml')).toEqual({ kind: 'index', urls: ['https://u.test/a.xml.gz'] });
    expect(readSitemap(zlib.gzipSync(index), 'application/x-gzip', 'https://u.test/sitemap.xml.gz')).toEqual({ kind: 'index', urls: ['https://u.test/a.xml.gz'] });
  });

  test('the plain-text form: one address per line, served as text', () => {
    const body = Buffer.from('https://u.test/courses/a.html\r\n\r\nhttps://u.test/courses/b.html\n');
    expect(readSitemap(body, 'text/plain; charset=utf-8', 'https://u.test/sitemap.txt')).toEqual({ kind: 'urls', urls: ['https://u.test/courses/a.html', 'https://u.test/courses/b.html'] });
    // Text with anything else in it is no sitemap, nor is a list of addresses served as something else.
    expect(readSitemap(Buffer.from('https://u.test/a.html\nnot an address\n'), 'text/plain', 'https://u.test/s.txt')).toBeUndefined();
    expect(readSitemap(body, 'application/octet-stream', 'https://u.test/s.txt')).toBeUndefined();
  });

  test('other XML, HTML, an empty body and broken gzip are no sitemaps', () => {
    for (const [body, type] of [
      [xml('<rss version="2.0"><channel><link>https://u.test/</link></channel></rss>'), 'application/rss+xml'],
      [Buffer.from('<!DOCTYPE html><html><body><a href="/x">x</a> urlset</body></html>'), 'application/xml'],
      [Buffer.from(''), 'text/plain'],
      [Buffer.from([0x1f, 0x8b, 1, 2, 3]), 'application/gzip'],
    ] as const) {
      expect(readSitemap(body, type, 'https://u.test/sitemap.xml')).toBeUndefined();
    }
  });

  test("a gzip bomb stops at the protocol's 50 MB; a sitemap over the protocol's 50,000 addresses gives the first 50,000", () => {
    const bomb = zlib.gzipSync(Buffer.concat([xml('<urlset>'), Buffer.alloc(60 * 1024 * 1024, 0x20), Buffer.from('</urlset>')]));
    expect(readSitemap(bomb, 'application/gzip', 'https://u.test/s.xml.gz')).toBeUndefined();
    const many = xml(`<urlset>${Array.from({ length: maxSitemapUrls + 10 }, (_, i) => `<url><loc>https://u.test/p${i}</loc></url>`).join('')}</urlset>`);
    const read = readSitemap(many, 'application/xml', 'https://u.test/s.xml')!;
    expect(read.urls).toHaveLength(maxSitemapUrls);
    expect(read.urls.at(-1)).toBe(`https://u.test/p${maxSitemapUrls - 1}`);
  });

  test("as a page: no text, its pages' addresses as links without anchor text; an index's sitemaps are not its links", () => {
    const page = sitemapPage('https://u.test/sitemap.xml', { kind: 'urls', urls: ['https://u.test/a', 'https://u.test/b'] });
    expect(page.text).toBe('');
    expect(page.links.map((l) => [l.url, l.anchorText, l.position])).toEqual([['https://u.test/a', '', 0], ['https://u.test/b', '', 1]]);
    expect(sitemapPage('https://u.test/i.xml', { kind: 'index', urls: ['https://u.test/a.xml'] }).links).toEqual([]);
  });
});
