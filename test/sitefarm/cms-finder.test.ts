import { familySite, families } from '../../sitefarm/families.ts';
import { canonicalPath } from '../../sitefarm/canonical.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { landing, pagesOf } from '../support/site-pages.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { parseHtml } from '../../src/parse/html.ts';

const family = families.find((f) => f.id === 'cms-finder')!;
const sites = [1, 2, 3, 4, 5, 6].map((i) => familySite(family, i));
const htmlPages = (site: SiteDefinition) => [...pagesOf(site).values()].filter((p) => p.status === 200 && p.contentType === 'text/html');
const coursePaths = (site: SiteDefinition) => new Set([...pagesOf(site).values()].filter((p) => p.kind === 'course').map((p) => p.path));
const finderRoot = (site: SiteDefinition) => [...pagesOf(site).values()].find((p) => p.kind === 'listing' && !p.path.includes('?'))!.path;
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('cms-finder: a university website on a content-management system, its courses behind a course finder', () => {
  test('60 to 150 courses, each at an address made from its title, its record the truth', async () => {
    const farm = await startSitefarm(sites.slice(0, 3));
    try {
      for (const served of farm.sites) {
        const truth = siteTruth(served);
        const courses = [...pagesOf(served).values()].filter((p) => p.kind === 'course');
        expect(courses.length).toBeGreaterThanOrEqual(60);
        expect(courses.length).toBeLessThanOrEqual(150);
        for (const page of courses) {
          const [course] = page.courses;
          expect(page.courses).toHaveLength(1);
          expect(truth.targets.get(`${served.baseUrls.www}${page.path}`)).toEqual([course]);
          expect(squash(page.path)).toContain(squash(course!.title));
          // The course as such pages hold it: its code in the key facts, its title, credits and description.
          const body = String(page.body);
          for (const value of [course!.code, course!.title, course!.creditsRaw, course!.description, ...course!.instructors]) expect(body).toContain(value);
        }
        // Every course can be reached but those robots.txt keeps crawlers from.
        for (const t of truth.unreachableTargets) expect(truth.disallowedTargets.has(t)).toBe(true);
        expect(truth.reachableTargets.size).toBeGreaterThan(courses.length / 2);
        const res = await fetch(truth.targetOf(`${served.baseUrls.www}${courses[0]!.path}`)!);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(courses[0]!.courses[0]!.code);
      }
    } finally {
      await farm.stop();
    }
  });

  test('the finder: paginated lists with facet links on every page, the same courses under many addresses', async () => {
    const farm = await startSitefarm(sites.slice(0, 4));
    try {
      for (const served of farm.sites) {
        const root = finderRoot(served);
        const base = served.baseUrls.www!;
        const courses = coursePaths(served);
        // Reached from the home page's mega-menu and from the study hub.
        const home = await (await fetch(served.rootUrl)).text();
        expect(parseHtml(home, served.rootUrl).links.map((l) => new URL(l.url).pathname)).toContain(root);
        const listings = [...pagesOf(served).values()].filter((p) => p.kind === 'listing');
        expect(listings.every((l) => l.path.startsWith(root))).toBe(true);
        const hubs = htmlPages(served).filter((p) => p.kind === 'other' && p.path !== '/' && p.links.filter((h) => h.startsWith(`${root}?`)).length >= 2);
        expect(hubs.length).toBeGreaterThan(0);
        // The first page: 10 to 20 courses, links to more pages, and facets of five kinds (page, level, faculty,
        // study mode, start, sort: six parameters at least).
        const first = await fetch(`${base}${root}`);
        expect(first.status).toBe(200);
        const parsed = parseHtml(await first.text(), `${base}${root}`);
        const onFirst = new Set(parsed.links.map((l) => landing(served, root, new URL(l.url).pathname + new URL(l.url).search)).filter((p) => p && courses.has(p)));
        expect(onFirst.size).toBeGreaterThanOrEqual(10);
        expect(onFirst.size).toBeLessThanOrEqual(20);
        const finderLinks = parsed.links.map((l) => new URL(l.url)).filter((u) => u.pathname === root && u.search);
        const params = new Set(finderLinks.flatMap((u) => [...u.searchParams.keys()]));
        expect(params.size).toBeGreaterThanOrEqual(6);
        expect(finderLinks.some((u) => [...u.searchParams.values()].includes('2'))).toBe(true);
        for (const u of finderLinks.slice(0, 12)) expect((await fetch(u)).status).toBe(200);
        // Every finder page offers the facets; every course is listed under several addresses.
        const listedAt = new Map<string, number>();
        for (const l of listings) {
          const linksToFinder = l.links.filter((h) => h.startsWith(`${root}?`));
          expect(linksToFinder.length).toBeGreaterThanOrEqual(5);
          for (const p of new Set(l.links.map((h) => landing(served, l.path, h)).filter((p): p is string => !!p && courses.has(p)))) listedAt.set(p, (listedAt.get(p) ?? 0) + 1);
        }
        expect(listings.length).toBeGreaterThan(20);
        expect([...courses].filter((c) => (listedAt.get(c) ?? 0) < 3)).toEqual([]);
      }
    } finally {
      await farm.stop();
    }
  });

  test("no course code in the finder's pages, links or addresses: courses listed by title only", () => {
    for (const site of sites) {
      const pages = [...pagesOf(site).values()];
      const codes = pages.flatMap((p) => p.courses.map((c) => c.code));
      const titles = new Set(pages.flatMap((p) => p.courses.map((c) => c.title)));
      const courses = coursePaths(site);
      const squashed = codes.map(squash);
      const leaks: string[] = [];
      for (const l of pages.filter((p) => p.kind === 'listing')) {
        const body = String(l.body);
        leaks.push(...codes.filter((code) => body.includes(code)).map((code) => `${l.path}: ${code}`));
        for (const href of l.links) {
          const path = squash(canonicalPath(href));
          leaks.push(...squashed.filter((code) => path.includes(code)).map((code) => `${href}: ${code}`));
        }
        // A link to a course says its title (or "View course" beside it), nothing else.
        for (const link of parseHtml(body, `http://site${l.path}`).links) {
          const u = new URL(link.url);
          if (courses.has(landing(site, l.path, u.pathname + u.search) ?? '') && !titles.has(link.anchorText) && link.anchorText !== 'View course') leaks.push(`${l.path}: "${link.anchorText}"`);
        }
      }
      expect(leaks).toEqual([]);
      // Every course page is listed by the finder, by its address or one of its tracked variants.
      const listed = new Set(pages.filter((p) => p.kind === 'listing').flatMap((l) => l.links.map((h) => landing(site, l.path, h))));
      expect([...courses].filter((c) => !listed.has(c))).toEqual([]);
    }
  });

  test('the template on every page: a mega-menu of 60 to 150 links and a footer of 20 to 40, the served calendar too', async () => {
    const shells = new Set<string>();
    for (const site of sites) {
      const pages = htmlPages(site);
      let common = new Set(pages[0]!.links);
      for (const p of pages) common = new Set(p.links.filter((h) => common.has(h)));
      expect(common.size).toBeGreaterThanOrEqual(80);
      expect(common.has(finderRoot(site))).toBe(true);
      const home = String(pagesOf(site).get('/')!.body);
      shells.add(/<header /.test(home) ? 'semantic' : 'divs');
      const footer = /<ul class="footer-links">([\s\S]*?)<\/ul>/.exec(home)![1]!.match(/<a /g)!.length;
      expect(footer).toBeGreaterThanOrEqual(20);
      expect(footer).toBeLessThanOrEqual(40);
      const menu = /(?:<nav|<div) id="[^"]+" class="(?:mega-menu|[^"]*menu)"[^>]*>([\s\S]*?)\n<\/(?:nav|div)>\n<\/(?:header|div)>/.exec(home)![1]!.match(/<a /g)!.length;
      expect(menu).toBeGreaterThanOrEqual(60);
      expect(menu).toBeLessThanOrEqual(150);
    }
    expect(shells).toEqual(new Set(['semantic', 'divs']));
    const farm = await startSitefarm(sites.slice(0, 1));
    try {
      const served = farm.sites[0]!;
      const template = htmlPages(served).reduce((acc, p) => new Set(p.links.filter((h) => acc.has(h))), new Set(htmlPages(served)[0]!.links));
      // The endless calendar: next month after next month, each in the site's template.
      let url = `${served.baseUrls.www}/events/calendar?month=2026-11`;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(url);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect([...template].filter((h) => !html.includes(`href="${h.replace(/&/g, '&amp;')}"`))).toEqual([]);
        url = new URL(/href="([^"]*)">Next month/.exec(html)![1]!, url).toString();
      }
      expect(url).toMatch(/month=2027-02$/);
    } finally {
      await farm.stop();
    }
  });

  test('faculty pages link a few courses among news and people; profiles name courses by title, linking one at most; news pages of ten', () => {
    for (const site of sites) {
      const pages = htmlPages(site);
      const courses = coursePaths(site);
      const root = finderRoot(site);
      const courseLinks = (p: Page) => new Set(p.links.map((h) => landing(site, p.path, h)).filter((x): x is string => !!x && courses.has(x)));
      const faculties = pages.filter((p) => p.kind === 'other' && /<h2>Featured courses<\/h2>/.test(String(p.body)));
      expect(faculties.length).toBeGreaterThanOrEqual(5);
      expect(faculties.length).toBeLessThanOrEqual(8);
      for (const f of faculties) {
        expect(courseLinks(f).size).toBeGreaterThanOrEqual(2);
        expect(courseLinks(f).size).toBeLessThanOrEqual(5);
        expect(f.links.some((h) => h.startsWith(`${root}?`))).toBe(true);
      }
      const titles = [...pagesOf(site).values()].flatMap((p) => p.courses.map((c) => c.title));
      const profiles = pages.filter((p) => /<h2>Research interests<\/h2>/.test(String(p.body)));
      expect(profiles.length).toBeGreaterThanOrEqual(50);
      expect(profiles.length).toBeLessThanOrEqual(150);
      const teaching = profiles.filter((p) => /<h2>Teaching<\/h2>/.test(String(p.body)));
      expect(teaching.length).toBeGreaterThan(10);
      for (const p of teaching) {
        expect(titles.some((t) => String(p.body).includes(t.replace(/&/g, '&amp;')))).toBe(true);
        expect(courseLinks(p).size).toBeLessThanOrEqual(1);
      }
      expect(teaching.some((p) => courseLinks(p).size === 0)).toBe(true);
      // The staff directory is paginated; the news archive too, ten items a page.
      const directory = pages.filter((p) => /<ul class="people">/.test(String(p.body)));
      expect(directory.length).toBeGreaterThanOrEqual(3);
      const news = pages.filter((p) => /<ul class="news-list">/.test(String(p.body)));
      expect(news.length).toBeGreaterThanOrEqual(10);
      const items = news.map((p) => /<ul class="news-list">([\s\S]*?)<\/ul>/.exec(String(p.body))![1]!.match(/<li>/g)!.length);
      expect(items.filter((n) => n === 10).length).toBeGreaterThanOrEqual(news.length - 1);
      // robots.txt as the other families write it.
      expect(site.origins[0]!.robotsTxt).toMatch(/^User-agent: \*\nDisallow: \/private\/\n/);
    }
  });
});
