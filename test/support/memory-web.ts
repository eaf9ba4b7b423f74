// A web in memory for fast crawler tests: pages by URL, fetched without sockets (robots.txt allows everything).
import type { FetchResult } from '../../src/crawl/fetcher.ts';
import type { PageFetcher } from '../../src/crawl/politeness.ts';

export class MemoryWeb implements PageFetcher {
  readonly fetched: string[] = [];

  /** `redirects`: URL → where it redirects (one hop, answered as one fetch that ends at the target). */
  constructor(private readonly pages: Record<string, string>, private readonly redirects: Record<string, string> = {}) {}

  async fetch(url: string): Promise<FetchResult> {
    const finalUrl = this.redirects[url] ?? url;
    const html = this.pages[finalUrl];
    const isRobots = url.endsWith('/robots.txt');
    if (!isRobots) this.fetched.push(url);
    const status = isRobots ? 404 : html === undefined ? 404 : 200;
    const body = html === undefined ? Buffer.from('not found') : Buffer.from(html);
    return {
      url, finalUrl, status, contentType: html === undefined ? 'text/plain' : 'text/html', etag: undefined, lastModified: undefined, redirects: finalUrl === url ? [] : [finalUrl],
      body, text: html, charset: 'utf-8', notModified: false, error: undefined, fetchedAt: new Date(0), durationMs: 0,
    };
  }
}

/** A small site: a root linking to departments, each listing courses; course pages link on to print views. */
export function memorySite(origin = 'http://site.test', departments = 3, courses = 4): Record<string, string> {
  const pages: Record<string, string> = {};
  const deps = Array.from({ length: departments }, (_, d) => `${origin}/dept${d}/`);
  pages[`${origin}/`] = `<title>Home</title>${deps.map((u, d) => `<li><a href="${u}">Department ${d}</a></li>`).join('')}<a href="${origin}/news/">News</a>`;
  pages[`${origin}/news/`] = '<title>News</title><p>nothing to see</p>';
  deps.forEach((u, d) => {
    const list = Array.from({ length: courses }, (_, c) => `${u}c${c}.html`);
    pages[u] = `<title>Department ${d}</title><ul>${list.map((c, i) => `<li><a href="${c}">Course ${d}${i}</a></li>`).join('')}</ul>`;
    list.forEach((c, i) => {
      pages[c] = `<title>Course ${d}${i}</title><p>Credits: 3. Prerequisites: none.</p><a href="${c}?print=1">Print</a>`;
      pages[`${c}?print=1`] = `<title>Course ${d}${i}</title><p>Credits: 3.</p>`;
    });
  });
  return pages;
}
