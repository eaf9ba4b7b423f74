// Small sites in memory for the sequential learners' tests: home → academics → catalog → department listing →
// courses, with news and an about page beside, in a few wordings.
import { parseHtml } from '../../src/parse/html.ts';
import type { PageSource, SourcePage } from '../../src/learn/page-source.ts';

/** Small sites in memory: home → academics → catalog → department listing → courses, and news beside. */
export function site(host: string, words: { academics: string; catalog: string }): Map<string, string> {
  const base = `http://${host}`;
  const a = (href: string, text: string) => `<li><a href="${base}${href}">${text}</a></li>`;
  const pages = new Map<string, string>();
  const page = (path: string, title: string, body: string) => pages.set(`${base}${path}`, `<html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
  page('/', `${host} University`, `<ul>${a('/news/', 'News')}${a('/about/', 'About us')}${a('/study/', words.academics)}</ul>`);
  page('/news/', 'News', `<ul>${[1, 2, 3].map((i) => a(`/news/${i}`, `Story ${i}`)).join('')}</ul>`);
  for (const i of [1, 2, 3]) page(`/news/${i}`, `Story ${i}`, `<p>Our team won a prize.</p>${a('/news/', 'Back to news')}`);
  page('/about/', 'About us', `<p>History and mission.</p>${a('/', 'Home')}`);
  page('/study/', words.academics, `<ul>${a('/study/catalog/', words.catalog)}${a('/about/', 'About')}</ul>`);
  page('/study/catalog/', words.catalog, `<ul>${['math', 'physics'].map((d) => a(`/study/catalog/${d}/`, `Department of ${d}`)).join('')}</ul>`);
  for (const d of ['math', 'physics']) {
    page(`/study/catalog/${d}/`, `${d} courses`, `<ul>${[101, 201, 301].map((n) => a(`/study/catalog/${d}/${n}`, `${d.toUpperCase()} ${n} Introduction`)).join('')}</ul>`);
    for (const n of [101, 201, 301]) page(`/study/catalog/${d}/${n}`, `${d.toUpperCase()} ${n}`, `<p>Credits: 3. Prerequisites: none. Instructor: Smith. Course description: lectures and exercises.</p>`);
  }
  return pages;
}

export function memorySource(pages: Map<string, string>): PageSource {
  return {
    fetched: 0,
    async get(url: string): Promise<SourcePage | undefined> {
      const html = pages.get(url);
      return html === undefined ? undefined : { url, finalUrl: url, page: parseHtml(html, url) };
    },
  };
}

export function smallSites() {
  const hosts = [['alpha.test', 'Academics', 'Course catalog'], ['beta.test', 'Study', 'Catalogue'], ['gamma.test', 'Academics', 'Bulletin']] as const;
  const pages = new Map(hosts.flatMap(([h, academics, catalog]) => [...site(h, { academics, catalog })]));
  const paths = hosts.flatMap(([h]) => ['math', 'physics'].map((d) => [`http://${h}/`, `http://${h}/study/`, `http://${h}/study/catalog/`, `http://${h}/study/catalog/${d}/`, `http://${h}/study/catalog/${d}/101`]));
  return { pages, paths };
}

export const isSmallSiteCourse = (url: string) => /\/catalog\/\w+\/\d+$/.test(url);
