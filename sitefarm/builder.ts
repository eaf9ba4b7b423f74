// Builds one site: a shared layout (navigation and footer on every page), the noise every university site
// has (news, events, people, an endless calendar), hostile corners, and the academic part a template adds.
import type { Encoding, GoldCourse, Origin, Page, SiteDefinition, TruthKind } from './model.ts';
import { Random } from './random.ts';
import { esc } from './render.ts';
import { phrasebooks, type Language, type Phrasebook } from './languages.ts';

export interface SiteOptions {
  id: string;
  institution: string;
  language: Language;
  encoding: Encoding;
  declare: Page['declare'];
  description: string;
  /** Extra origins besides "www" (e.g. a catalog host). */
  extraOrigins?: string[];
  /** How much noise: number of news articles, people, research pages. */
  noise: { news: number; people: number; research: number };
  crawlDelay?: number;
}

const hrefPattern = /href\s*=\s*"([^"]*)"/gi;
export const hrefsOf = (body: string) => [...body.matchAll(hrefPattern)].map((m) => m[1]!.replace(/&amp;/g, '&'));

export class SiteBuilder {
  readonly rng: Random;
  readonly origins = new Map<string, Origin>();
  readonly nav: [string, string][] = [];
  readonly disallow: string[] = ['/private/', '/cgi-bin/'];
  /** Nav entries that lead to the academic part (set by the template). */
  academicNav: [string, string][] = [];
  /**
   * A family's own page template around each page's content (a content-management system's header, mega-menu and
   * footer), in place of the shared navigation and footer; the server's endless calendar is framed by it too.
   */
  frame?: (main: string) => string;

  constructor(readonly options: SiteOptions) {
    this.rng = new Random(options.id);
    for (const name of ['www', ...(options.extraOrigins ?? [])]) this.origins.set(name, { name, pages: new Map(), robotsTxt: '' });
  }

  /** What the site says, in its language. */
  get words(): Phrasebook {
    return phrasebooks[this.options.language];
  }

  /** Renders the shared page frame; `broken` drops closing tags the way hand-written pages do. */
  layout(title: string, main: string, opts: { broken?: boolean; origin?: string } = {}): string {
    const { encoding, declare } = this.options;
    const meta = declare === 'meta' || declare === 'both'
      ? (this.rng.chance(0.5) ? `<meta charset="${encoding}">` : `<meta http-equiv="Content-Type" content="text/html; charset=${encoding}">`)
      : '';
    const prefix = opts.origin && opts.origin !== 'www' ? '{{www}}' : '';
    const navLinks = [...this.academicNav, ...this.nav].map(([href, text]) => `<li><a href="${href.startsWith('{{') ? href : prefix + href}">${esc(text)}</a></li>`).join('');
    const footer = `<footer><p>© 2026 ${esc(this.options.institution)}</p>${this.words.footer.map(([href, text]) => `<a href="${prefix}${href}">${esc(text)}</a>`).join(' | ')}</footer>`;
    const body = this.frame ? this.frame(main) : `<header><a href="${prefix || ''}/" class="logo">${esc(this.options.institution)}</a><nav><ul>${navLinks}</ul></nav></header>\n<main>\n${main}\n</main>\n${footer}`;
    const html = `<!DOCTYPE html>\n<html lang="${this.options.language}"><head>${meta}<title>${esc(title)}</title></head>\n<body>\n${body}\n</body></html>\n`;
    return opts.broken ? html.replace(/<\/(li|p|td|tr|div)>/g, (m) => (this.rng.chance(0.5) ? '' : m)).replace('</body></html>', '') : html;
  }

  /** Whether the site has a page at `path` on `origin`. */
  has(path: string, origin = 'www'): boolean {
    return this.origins.get(origin)?.pages.has(path) ?? false;
  }

  add(path: string, page: Partial<Page> & { body: string | Buffer }, origin = 'www'): Page {
    const full: Page = {
      path,
      status: 200,
      contentType: 'text/html',
      encoding: this.options.encoding,
      declare: this.options.declare,
      kind: 'other',
      courses: [],
      links: typeof page.body === 'string' ? hrefsOf(page.body) : [],
      ...page,
    };
    const pages = this.origins.get(origin)!.pages;
    if (pages.has(path)) throw new Error(`${this.options.id}: duplicate page ${origin}${path}`);
    pages.set(path, full);
    return full;
  }

  /** A content page in the shared frame; `scriptedLinks` are what its scripts and forms load, beside its hrefs. */
  html(path: string, title: string, main: string, opts: { kind?: TruthKind; courses?: GoldCourse[]; origin?: string; broken?: boolean; delayMs?: number; duplicateOf?: string; scriptedLinks?: string[] } = {}): Page {
    const body = this.layout(title, main, { broken: opts.broken, origin: opts.origin });
    return this.add(path, {
      body,
      ...(opts.scriptedLinks ? { links: [...hrefsOf(body), ...opts.scriptedLinks] } : {}),
      kind: opts.kind ?? 'other',
      courses: opts.courses ?? [],
      ...(opts.delayMs ? { delayMs: opts.delayMs } : {}),
      ...(opts.duplicateOf ? { duplicateOf: opts.duplicateOf } : {}),
    }, opts.origin);
  }

  redirect(from: string, to: string, status = 301, origin = 'www'): void {
    this.add(from, { body: '', status, location: to, links: [to] }, origin);
  }

  list(items: [string, string][]): string {
    return `<ul>\n${items.map(([href, text]) => `<li><a href="${href}">${esc(text)}</a></li>`).join('\n')}\n</ul>`;
  }

  sentences(n: number): string {
    return Array.from({ length: n }, () => this.rng.pick(this.words.fillerSentences)).join(this.words.sentenceGap);
  }

  /** Adds a tracking parameter or session id to some links, as CMSs do. */
  track(href: string): string {
    const r = this.rng.next();
    if (r < 0.12) return `${href}${href.includes('?') ? '&' : '?'}utm_source=site&utm_medium=nav`;
    if (r < 0.18) {
      const [path, query] = href.split('?');
      return `${path};jsessionid=${Math.floor(this.rng.next() * 1e9).toString(16).toUpperCase()}${query ? `?${query}` : ''}`;
    }
    if (r < 0.22) return `${href}${href.includes('?') ? '&' : '?'}sid=${Math.floor(this.rng.next() * 1e9).toString(36)}`;
    return href;
  }

  /** The noise and hostility every site shares. Call after the template has set academicNav. */
  addCommonSections(): void {
    const { noise } = this.options;
    const t = this.words.nav;
    const ui = this.words.ui;
    this.nav.push(['/news/', t.news], ['/events/', t.events], ['/people/', t.people], ['/research/', t.research], ['/about/', t.about], ['/admissions/', t.admissions]);

    // News: paginated index, articles that say "course" without being courses, some broken HTML.
    const perPage = 15;
    const articles: [string, string][] = [];
    for (let i = 0; i < noise.news; i++) {
      const title = `${this.rng.pick(this.words.noiseTitles)}${i >= 14 ? ` (${2026 - (i % 5)})` : ''}`;
      const path = `/news/${2026 - (i % 5)}/article-${i + 1}.html`;
      articles.push([path, title]);
      this.html(path, title, `<h1>${esc(title)}</h1>\n<p>${this.sentences(4)}</p>\n<p><a href="../../news/">${ui.backToNews}</a> <a href="../../events/">${t.events}</a></p>`, { broken: i % 7 === 3 });
    }
    const pages = Math.max(1, Math.ceil(articles.length / perPage));
    for (let p = 1; p <= pages; p++) {
      const slice = articles.slice((p - 1) * perPage, p * perPage).map(([href, text]) => [this.track(href), text] as [string, string]);
      const pager = [p > 1 ? `<a href="/news/?page=${p - 1}">&laquo; Prev</a>` : '', p < pages ? `<a href="/news/?page=${p + 1}">Next &raquo;</a>` : ''].join(' ');
      this.html(p === 1 ? '/news/' : `/news/?page=${p}`, `${t.news} ${p}`, `<h1>${t.news}</h1>\n${this.list(slice)}\n<p>${pager}</p>`);
    }

    // Events: a few pages and an endless calendar (served dynamically; see server.ts).
    this.html('/events/', t.events, `<h1>${t.events}</h1>\n<p>${this.sentences(2)}</p>\n${this.list([['/events/calendar?month=2026-11', ui.calendar], ['/events/open-day.html', ui.openDay], ['/events/short-courses.html', ui.shortCourses]])}`);
    this.html('/events/open-day.html', 'Open day', `<h1>Open day</h1><p>${this.sentences(3)}</p>`);
    this.html('/events/short-courses.html', 'Short courses', `<h1>${ui.shortCourses}</h1><p>${ui.shortCoursesText}</p>`);

    // People: paginated directory of person pages.
    const people: [string, string][] = [];
    for (let i = 0; i < noise.people; i++) {
      const name = this.words.person(this.rng);
      const path = `/people/person-${i + 1}/`;
      people.push([path, name]);
      this.html(path, name, `<h1>${esc(name)}</h1>\n<p>${this.sentences(2)}</p>\n<p><a href="../">${t.people}</a> <a href="publications.html">Publications</a></p>`);
      this.html(`${path}publications.html`, `${name}: publications`, `<h1>Publications</h1><p>${this.sentences(3)}</p><a href="./">${esc(name)}</a>`);
    }
    const peoplePages = Math.max(1, Math.ceil(people.length / 20));
    for (let p = 1; p <= peoplePages; p++) {
      const slice = people.slice((p - 1) * 20, p * 20);
      const pager = p < peoplePages ? `<a href="/people/?p=${p + 1}">Next</a>` : '';
      this.html(p === 1 ? '/people/' : `/people/?p=${p}`, t.people, `<h1>${t.people}</h1>\n${this.list(slice)}\n${pager}`);
    }

    // Research, about, admissions.
    const labs: [string, string][] = [];
    for (let i = 0; i < noise.research; i++) {
      const path = `/research/labs/lab-${i + 1}.html`;
      labs.push([path, `Lab ${i + 1}`]);
      this.html(path, `Lab ${i + 1}`, `<h1>Lab ${i + 1}</h1><p>${this.sentences(4)}</p><a href="../">Research</a>`);
    }
    this.html('/research/', t.research, `<h1>${t.research}</h1>\n${this.list([...labs, ['/research/annual-report.html', 'Annual report'], ['/docs/research-handbook.pdf', 'Research handbook (PDF)']])}`);
    this.html('/research/annual-report.html', 'Annual report', `<h1>Annual report</h1><p>${this.sentences(6)}</p>`, { delayMs: 400 });
    this.add('/docs/research-handbook.pdf', { body: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'), contentType: 'application/pdf', links: [] });
    this.html('/about/', t.about, `<h1>${t.about}</h1>\n<p>${this.sentences(3)}</p>\n${this.list([['/about/history.html', 'History'], ['/about/contact.html', 'Contact'], ['/about/campus-map.html', 'Campus map'], ['/about/old-prospectus.html', 'Prospectus (old link)'], ['/about/loop.html', 'Visitor information'], ['/about/removed.html', 'Strategic plan'], ['/about/status.html', 'Service status']])}`);
    for (const [path, title] of [['/about/history.html', 'History'], ['/about/contact.html', 'Contact'], ['/about/privacy.html', 'Privacy'], ['/about/accessibility.html', 'Accessibility'], ['/about/access.html', 'Access'], ['/about/campus-map.html', 'Campus map'], ['/about/prospectus-2026.html', 'Prospectus']] as const) {
      this.html(path, title, `<h1>${title}</h1><p>${this.sentences(3)}</p>`);
    }
    // Hostile corners: a redirect chain, a redirect loop, a missing page, a server error.
    this.redirect('/about/old-prospectus.html', '/about/prospectus-2025.html', 301);
    this.redirect('/about/prospectus-2025.html', '/about/prospectus-2026.html', 302);
    this.redirect('/about/loop.html', '/about/loop-b.html', 302);
    this.redirect('/about/loop-b.html', '/about/loop.html', 302);
    this.add('/about/status.html', { body: 'Internal Server Error', status: 500, contentType: 'text/plain', links: [] });
    this.html('/admissions/', t.admissions, `<h1>${t.admissions}</h1><p>${this.sentences(4)}</p>${this.list([['/admissions/apply.html', 'Apply'], ['/admissions/fees.html', 'Fees']])}`);
    this.html('/admissions/apply.html', 'Apply', `<h1>Apply</h1><p>${this.sentences(3)}</p>`);
    this.html('/admissions/fees.html', 'Fees', `<h1>Fees</h1><p>${this.sentences(3)}</p>`);
    this.html('/private/staff-only.html', 'Staff only', '<h1>Staff only</h1>');
  }

  /** Every site's home page links the academic nav, the shared nav and a few featured items. */
  addHome(): void {
    const featured = `<p>${this.words.ui.welcome}</p>`;
    this.html('/', this.options.institution, `<h1>${esc(this.options.institution)}</h1>\n${featured}\n<p>${this.sentences(2)}</p>\n${this.list([['/news/', 'Latest news'], ['/events/', 'Upcoming events'], ['/private/staff-only.html', 'Staff portal']])}`);
  }

  build(): SiteDefinition {
    const robots = [`User-agent: *`, ...this.disallow.map((d) => `Disallow: ${d}`)];
    if (this.options.crawlDelay) robots.push(`Crawl-delay: ${this.options.crawlDelay}`);
    for (const origin of this.origins.values()) origin.robotsTxt = `${robots.join('\n')}\n`;
    const marker = '\u0000content\u0000';
    const framed = this.frame ? this.layout('Events calendar', marker).split(marker) : undefined;
    return {
      id: this.options.id,
      institution: this.options.institution,
      language: this.options.language,
      description: this.options.description,
      origins: [...this.origins.values()],
      rootPath: '/',
      ...(framed ? { frame: { before: framed[0]!, after: framed[1]! } } : {}),
    };
  }
}
