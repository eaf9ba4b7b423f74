import { familySite, families } from '../../sitefarm/families.ts';
import { canonicalPath } from '../../sitefarm/canonical.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { parseHtml } from '../../src/parse/html.ts';

const family = families.find((f) => f.id === 'lms-catalog')!;
const sites = Array.from({ length: 12 }, (_, i) => familySite(family, i + 1));
const pagesOf = (site: SiteDefinition) => site.origins[0]!.pages;
const all = (site: SiteDefinition) => [...pagesOf(site).values()];
const htmlPages = (site: SiteDefinition) => all(site).filter((p) => p.status === 200 && p.contentType === 'text/html');
/** The page a redirect or a link lands on, by path: {{www}} taken off, redirects followed (none: off the site or a loop). */
const landing = (site: SiteDefinition, from: string, href: string): string | undefined => {
  const resolved = href.replace(/\{\{www\}\}/g, 'http://site');
  if (/^(https?:|mailto:)/.test(resolved) && !resolved.startsWith('http://site')) return undefined;
  let u = new URL(resolved, `http://site${from}`);
  for (let hop = 0; hop < 6; hop++) {
    if (u.origin !== 'http://site') return undefined;
    const path = canonicalPath(u.pathname + u.search);
    const page = pagesOf(site).get(path);
    if (!page?.location) return path;
    u = new URL(page.location.replace(/\{\{www\}\}/g, 'http://site'), u);
  }
  return undefined;
};
const targets = (site: SiteDefinition) => all(site).filter((p) => p.kind === 'course' && !p.duplicateOf);
const isLogin = (site: SiteDefinition, path: string | undefined) => !!path && /id="page-login-index"/.test(String(pagesOf(site).get(path)?.body ?? ''));
/** The courses a listing page lists: its coursebox elements. */
const boxes = (p: Page) => String(p.body).match(/<div class="coursebox clearfix[^"]*" data-courseid="\d+"[\s\S]*?<\/h3>[\s\S]*?<\/div><\/div>/g) ?? [];
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('lms-catalog: course summaries on a learning-management platform, in a tree of categories', () => {
  test('40 to 150 courses in 3 to 12 categories; each summary page holds its course as the truth has it', () => {
    for (const site of sites) {
      const courses = targets(site);
      expect(courses.length).toBeGreaterThanOrEqual(40);
      expect(courses.length).toBeLessThanOrEqual(150);
      for (const page of courses) {
        expect(page.courses).toHaveLength(1);
        const c = page.courses[0]!;
        const text = String(page.body).replace(/&amp;/g, '&');
        for (const value of [c.code, c.title, c.creditsRaw, c.term, c.description, c.prerequisites, ...c.instructors]) expect(text).toContain(value);
      }
      // The category picker names every category once.
      const picker = /<select id="catsel"[^>]*>([\s\S]*?)<\/select>/.exec(String(all(site).find((p) => p.kind === 'listing')!.body))![1]!;
      const categories = picker.match(/<option /g)!.length;
      expect(categories).toBeGreaterThanOrEqual(3);
      expect(categories).toBeLessThanOrEqual(12);
      // Codes are unique within an offering: no two courses share code and term.
      const keys = courses.map((p) => `${p.courses[0]!.code}|${p.courses[0]!.term}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  test('sites differ in where the platform is, its addresses, its summary pages, its look and what a name links', () => {
    const bases = new Set<string>();
    const schemes = new Set<string>();
    const kinds = new Set<string>();
    const themes = new Set<string>();
    const nameLinks = new Set<string>();
    for (const site of sites) {
      const listing = all(site).find((p) => p.kind === 'listing')!.path;
      bases.add(/^\/[a-z]+\/(course|catalog|catalogue|local|browse|categor|c\/)/.test(listing) ? listing.split('/')[1]! : '(root)');
      schemes.add(listing.includes('/course/index.php') ? 'moodle' : listing.includes('.php') ? 'catalogue plugin' : 'no scripts');
      const t = targets(site)[0]!.path;
      kinds.add(t.includes('/course/info.php') ? 'info' : t.includes('/enrol/') ? 'enrol' : 'catalogue');
      themes.add(/theme-(\w+)/.exec(String(all(site).find((p) => p.kind === 'listing')!.body))![1]!);
      const box = boxes(all(site).find((p) => p.kind === 'listing' && boxes(p).length)!)[0]!;
      const name = landing(site, listing, hrefs(/<h3 class="coursename">[\s\S]*?<\/h3>/.exec(box)![0])[0]!);
      nameLinks.add(targets(site).some((p) => p.path === name) ? 'summary' : isLogin(site, name) ? 'login' : 'course page');
    }
    expect(bases.size).toBeGreaterThanOrEqual(3);
    expect(schemes.size).toBeGreaterThanOrEqual(2);
    expect(kinds.size).toBeGreaterThanOrEqual(2);
    expect(themes.size).toBeGreaterThanOrEqual(2);
    expect(nameLinks.has('summary') && nameLinks.has('login')).toBe(true);
  });

  test('every course is reached from the front page by links a crawler follows, login redirects among them', async () => {
    const farm = await startSitefarm(sites.slice(0, 6));
    try {
      for (const served of farm.sites) {
        const truth = siteTruth(served);
        expect(truth.unreachableTargets.size).toBe(0);
        expect(truth.disallowedTargets.size).toBe(0);
        expect(truth.reachableTargets.size).toBe(targets(served).length);
        expect(truth.oracleFetches90).toBeGreaterThan(0.9 * targets(served).length);
        const base = served.baseUrls.www!;
        // The front page over HTTP (the root redirects to the platform or links it): a navbar, the calendar, a login link.
        let front = await fetch(served.rootUrl);
        expect(front.status).toBe(200);
        let html = await front.text();
        if (!/id="page-site-index"/.test(html)) {
          front = await fetch(parseHtml(html, front.url).links[0]!.url);
          html = await front.text();
        }
        expect(html).toMatch(/id="page-site-index"/);
        const frontLinks = parseHtml(html, front.url).links.map((l) => new URL(l.url));
        expect(frontLinks.some((u) => /calendar|events/.test(u.pathname))).toBe(true);
        expect(frontLinks.some((u) => /login/.test(u.pathname))).toBe(true);
        // A course's own page sends an anonymous visitor on with a 303: to log in, or to the enrolment page.
        const listing = all(served).find((p) => p.kind === 'listing' && boxes(p).length)!;
        const box = boxes(listing)[0]!;
        const nameHref = hrefs(/<h3 class="coursename">[\s\S]*?<\/h3>/.exec(box)![0])[0]!.replace('{{www}}', base);
        const res = await fetch(new URL(nameHref, `${base}${listing.path}`), { redirect: 'manual' });
        if (res.status === 303) {
          const to = landing(served, listing.path, res.headers.get('location')!.replace(base, '{{www}}'))!;
          expect(isLogin(served, to) || targets(served).some((t) => t.path === to)).toBe(true);
          if (isLogin(served, to)) {
            // Then a small summary link beside the name leads to the summary.
            const summary = /<div class="moreinfo">([\s\S]*?)<\/div>/.exec(box)![1]!;
            expect(targets(served).some((t) => t.path === landing(served, listing.path, hrefs(summary)[0]!))).toBe(true);
          }
        } else {
          expect(res.status).toBe(200);
        }
        const first = [...truth.reachableTargets][0]!;
        const page = await fetch(first);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(truth.targets.get(first)![0]!.title.replace(/&/g, '&amp;'));
      }
    } finally {
      await farm.stop();
    }
  });

  test('categories: subcategories and courses, pages of courses, "Show all" and "Expand all" under other addresses', () => {
    let paged = 0;
    let collapsed = 0;
    let expanded = 0;
    for (const site of sites) {
      const courses = new Set(targets(site).map((p) => p.path));
      const listings = all(site).filter((p) => p.kind === 'listing');
      // Every course is in a listing, by its name or a summary link beside it, at one address or more.
      const listedAt = new Map<string, number>();
      for (const l of listings) {
        for (const box of boxes(l)) {
          const reached = new Set(hrefs(box).map((h) => landing(site, l.path, h)).filter((p): p is string => !!p && courses.has(p)));
          for (const p of reached) listedAt.set(p, (listedAt.get(p) ?? 0) + 1);
        }
      }
      expect([...courses].filter((c) => !listedAt.has(c))).toEqual([]);
      // A paged category lists the same courses on its pages as its "Show all" page does.
      const showAll = listings.filter((l) => /Show \d+ per page/.test(String(l.body)));
      for (const l of showAll) {
        paged++;
        const named = (p: Page) => boxes(p).map((b) => /data-courseid="(\d+)"/.exec(b)![1]!);
        const pagesOfIt = listings.filter((x) => x !== l && /<nav aria-label="Page"/.test(String(x.body)) && String(x.body).includes(`category-browse-${/category-browse-(\d+)/.exec(String(l.body))![1]}"`));
        expect(pagesOfIt.length).toBeGreaterThanOrEqual(2);
        expect(new Set(pagesOfIt.flatMap(named))).toEqual(new Set(named(l)));
      }
      // "Expand all" links a listing with the subcategories' courses (or theirs) in it.
      for (const l of listings.filter((x) => /class="collapseexpand">Expand all/.test(String(x.body))).slice(0, 3)) {
        const to = landing(site, l.path, hrefs(/<a href="([^"]*)" class="collapseexpand">Expand all/.exec(String(l.body))![0])[0]!)!;
        expect(to).not.toBe(l.path);
        expect(pagesOf(site).get(to)!.kind).toBe('listing');
        const more = pagesOf(site).get(to)!;
        expect(boxes(more).length + more.links.length).toBeGreaterThan(boxes(l).length + l.links.length);
      }
      collapsed += listings.filter((l) => /coursebox clearfix collapsed/.test(String(l.body))).length;
      expanded += listings.filter((l) => /coursebox clearfix even/.test(String(l.body))).length;
    }
    expect(paged).toBeGreaterThan(3);
    expect(collapsed).toBeGreaterThan(0);
    expect(expanded).toBeGreaterThan(0);
  });

  test('the calendar goes on month after month, each by its epoch, further than a crawl goes', async () => {
    const farm = await startSitefarm(sites.slice(0, 2));
    try {
      for (const served of farm.sites) {
        const base = served.baseUrls.www!;
        const front = htmlPages(served).find((p) => /id="page-site-index"/.test(String(p.body)) && !/[?&]lang=/.test(p.path))!;
        const calendar = hrefs(String(front.body)).map((h) => h.replace('{{www}}', base)).find((h) => /view=month/.test(h) || /\/(calendar|events)$/.test(h))!;
        for (const [word, steps] of [['Next', 150], ['Previous', 200]] as const) {
          let url = new URL(calendar, base).toString();
          const seen = new Set<string>();
          for (let i = 0; i < steps; i++) {
            const res = await fetch(url);
            expect(res.status).toBe(200);
            const html = await res.text();
            seen.add(/<h2 class="current">([^<]*)<\/h2>/.exec(html)?.[1] ?? url);
            url = new URL(new RegExp(`<a href="([^"]*)" class="arrow_link ${word === 'Next' ? 'next' : 'previous'}"`).exec(html)![1]!.replace(/&amp;/g, '&'), url).toString();
            expect(url).toMatch(/time=\d{9,10}/);
          }
          expect(seen.size).toBe(steps);
        }
      }
    } finally {
      await farm.stop();
    }
  });

  test('around the courses: login pages, profiles listing their courses by login redirects, session keys, language copies', () => {
    let profilesWithCourses = 0;
    let languageCopies = 0;
    let sesskeys = 0;
    for (const site of sites) {
      const pages = all(site);
      const courses = new Set(targets(site).map((p) => p.path));
      const logins = pages.filter((p) => /id="page-login-index"/.test(String(p.body)));
      expect(logins.length).toBeGreaterThanOrEqual(1);
      for (const l of logins) expect(l.links.some((h) => /forgot/.test(h))).toBe(true);
      // Links with a session key send to the login page.
      for (const p of pages.filter((x) => x.location && /sesskey=/.test(x.path))) {
        sesskeys++;
        expect(p.status).toBe(303);
        const to = landing(site, p.path, p.location!);
        expect(isLogin(site, to) || to === undefined).toBe(true);
      }
      // Public profiles name the courses their people teach, by addresses that need a login.
      for (const p of htmlPages(site).filter((x) => /id="page-user-profile"/.test(String(x.body)) && /Course profiles/.test(String(x.body)))) {
        profilesWithCourses++;
        const list = /<dt>Course profiles<\/dt><dd>([\s\S]*?)<\/dd>/.exec(String(p.body))![1]!;
        for (const h of hrefs(list)) {
          const to = landing(site, p.path, h);
          expect(isLogin(site, to) || courses.has(to!) || /You are currently using guest access|Enrolment options/.test(String(pagesOf(site).get(to!)?.body))).toBe(true);
        }
      }
      // "?lang=xx" copies of a summary page are the same course (the truth's target is the page itself).
      for (const p of pages.filter((x) => x.kind === 'course' && /[?&]lang=/.test(x.path))) {
        languageCopies++;
        expect(courses.has(p.duplicateOf!)).toBe(true);
        expect(p.courses).toEqual(pagesOf(site).get(p.duplicateOf!)!.courses);
      }
    }
    expect(profilesWithCourses).toBeGreaterThan(20);
    expect(languageCopies).toBeGreaterThan(0);
    expect(sesskeys).toBeGreaterThan(20);
  });

  test('robots.txt parses, differs between sites, and never keeps crawlers from the courses or their listings', async () => {
    const farm = await startSitefarm(sites);
    try {
      const disallowed = new Set<string>();
      let silent = 0;
      let delay = 0;
      for (const served of farm.sites) {
        const robots = siteTruth(served).robots.get('www')!;
        const txt = served.origins[0]!.robotsTxt;
        expect(txt).toMatch(/^User-agent: \*\n/);
        const lines = [...txt.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
        if (!lines.length) silent++;
        if (robots.crawlDelay) delay++;
        for (const d of lines) {
          disallowed.add(d.replace(/^\/(moodle|lms|learn|elearning|vle|online)\//, '/'));
          if (!d.includes('*')) expect(robots.isAllowed(`${d}${d.endsWith('/') ? 'x' : ''}`)).toBe(false);
        }
        for (const p of all(served).filter((x) => x.kind !== 'other' && !/[?&]lang=/.test(x.path))) expect(robots.isAllowed(p.path)).toBe(true);
      }
      expect(silent).toBeGreaterThan(0);
      expect(silent).toBeLessThan(sites.length);
      expect(delay).toBeGreaterThan(0);
      expect(disallowed.size).toBeGreaterThan(5);
    } finally {
      await farm.stop();
    }
  });

  test("no link is dead but the calendar's two far ends; a select's GET form submits to a page the site serves", () => {
    for (const site of sites.slice(0, 8)) {
      const served = (path: string) => pagesOf(site).has(path);
      const dead = new Set<string>();
      for (const p of htmlPages(site)) {
        for (const h of p.links) {
          const r = h.replace(/\{\{www\}\}/g, 'http://site');
          if (/^https?:/.test(r) && !r.startsWith('http://site')) continue;
          const u = new URL(r, `http://site${p.path}`);
          if (!served(canonicalPath(u.pathname + u.search))) dead.add(canonicalPath(u.pathname + u.search));
        }
      }
      expect([...dead].filter((d) => !/(view=month|calendar|events)/.test(d))).toEqual([]);
      expect(dead.size).toBeLessThanOrEqual(2);
      // The language select of Classic pages and the category picker: hidden fields first, then the select's option.
      for (const p of htmlPages(site).filter((x) => /[?&]lang=cy|categorypicker|name="lang"/.test(String(x.body))).slice(0, 200)) {
        for (const form of String(p.body).match(/<form method="get" action="[^"]*">(?:(?!<\/form>)[\s\S])*?<select[\s\S]*?<\/form>/g) ?? []) {
          const action = /action="([^"]*)"/.exec(form)![1]!.replace(/\{\{www\}\}/g, 'http://site');
          const hidden = [...form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]);
          const name = /<select[^>]* name="([^"]*)"/.exec(form)![1]!;
          for (const value of [...form.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!)) {
            const u = new URL(action, `http://site${p.path}`);
            u.search = new URLSearchParams([...hidden, [name, value]]).toString();
            expect(served(canonicalPath(u.pathname + u.search))).toBe(true);
          }
        }
      }
    }
  });

  test('the same seed builds the same site, byte for byte; sites differ', () => {
    for (const i of [1, 2, 3]) {
      const again = familySite(family, i);
      const a = all(sites[i - 1]!);
      const b = [...pagesOf(again).values()];
      expect(b.map((p) => p.path)).toEqual(a.map((p) => p.path));
      expect(b.map((p) => String(p.body))).toEqual(a.map((p) => String(p.body)));
      expect(again.origins[0]!.robotsTxt).toBe(sites[i - 1]!.origins[0]!.robotsTxt);
    }
    const paths = (s: SiteDefinition) => [...pagesOf(s).keys()].sort().join('\n');
    expect(new Set(sites.map(paths)).size).toBe(sites.length);
  });
});
