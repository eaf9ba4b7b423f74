// Many small department sites, one host each: a home page, sections, and course pages that link to each other,
// a robots.txt that forbids /private/ (linked from every home page) and, on some hosts, asks for a Crawl-delay.
// Every page is reachable, so a complete crawl stores exactly the allowed pages: tests and benches of crawling
// across many hosts and many processes compare what was stored, and when, against this.
import type { Origin, Page, SiteDefinition } from './model.ts';

export interface DepartmentOptions {
  /** Number of sites (hosts). */
  hosts: number;
  /** Course pages per host (besides the home page and four section pages). */
  coursesPerHost: number;
  /** Crawl-delay in seconds, asked for by every `delayEvery`-th host (0: none). */
  crawlDelay?: number;
  delayEvery?: number;
  /** Distinguishes several sets served at once. */
  prefix?: string;
}

const sections = ['mathematics', 'history', 'biology', 'economics'];

function html(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
}

function page(path: string, body: string): Page {
  return { path, status: 200, contentType: 'text/html', body, encoding: 'utf-8', declare: 'header', kind: 'other', courses: [], links: [] };
}

export function departmentSites(options: DepartmentOptions): SiteDefinition[] {
  const prefix = options.prefix ?? 'dept';
  return Array.from({ length: options.hosts }, (_, h) => {
    const pages = new Map<string, Page>();
    const add = (p: Page) => pages.set(p.path, p);
    const courses = Array.from({ length: options.coursesPerHost }, (_, i) => ({ section: sections[i % sections.length]!, code: `${sections[i % sections.length]!.slice(0, 3).toUpperCase()}${100 + i}` }));
    add(page('/', html(`Department ${h} of ${prefix}`, `<ul>${sections.map((s) => `<li><a href="/${s}/">${s}</a></li>`).join('')}</ul><a href="/private/staff.html">Staff only</a>`)));
    for (const s of sections) {
      const list = courses.filter((c) => c.section === s).map((c) => `<li><a href="/${s}/${c.code}.html">${c.code}</a></li>`).join('');
      add(page(`/${s}/`, html(`${s} courses`, `<p>Courses in ${s}.</p><ul>${list}</ul><a href="/">Home</a>`)));
    }
    courses.forEach((c, i) => {
      const next = courses[(i + 1) % courses.length]!;
      add(page(`/${c.section}/${c.code}.html`, html(`${c.code}: introduction to ${c.section} ${i}`,
        `<p>Credits: 3. Instructor: Prof. ${prefix} ${h}. Term: autumn. This course studies ${c.section} topic ${i} of department ${h}.</p>`
        + `<a href="/${c.section}/">${c.section}</a> <a href="/${next.section}/${next.code}.html">next course</a> <a href="/">Home</a>`)));
    });
    add(page('/private/staff.html', html('Staff', '<p>Not for crawlers.</p>')));
    const delayed = !!options.crawlDelay && h % (options.delayEvery ?? 1) === 0;
    const origin: Origin = { name: 'www', pages, robotsTxt: `User-agent: *\nDisallow: /private/\n${delayed ? `Crawl-delay: ${options.crawlDelay}\n` : ''}` };
    return { id: `${prefix}-${h}`, institution: `Department ${h}`, language: 'en', description: 'a small department site', origins: [origin], rootPath: '/' };
  });
}

/** The paths a complete, polite crawl of a department site fetches. */
export function allowedPaths(site: SiteDefinition): string[] {
  return [...site.origins[0]!.pages.keys()].filter((p) => !p.startsWith('/private/'));
}
