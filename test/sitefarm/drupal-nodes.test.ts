import { familySite, families } from '../../sitefarm/families.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { allPages as all, bodyOf as html, expectSeeded, expectServedSizes, linkedTargets, pagesOf, targetPages as targets } from '../support/site-pages.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { esc } from '../../sitefarm/render.ts';
import { parseRobots } from '../../src/crawl/robots.ts';

const family = families.find((f) => f.id === 'drupal-nodes')!;
const sites = Array.from({ length: 10 }, (_, i) => familySite(family, i + 1));
const nidOf = (p: Page) => /about="\/node\/(\d+)"/.exec(html(p))![1]!;
const courseLists = (site: SiteDefinition) => all(site).filter((p) => p.kind === 'listing' && !/\/taxonomy\/term\/|\/course-areas\//.test(p.path));

describe('drupal-nodes: a department website on Drupal where every page is a node', () => {
  test('25 to 120 course nodes per site, a few hundred to a few thousand pages, every target reachable and allowed', async () => {
    await expectServedSizes(sites.slice(0, 4), { targets: [25, 120], pages: [300, 6000], oracleBelow: (n) => n + 40, siteTimesOracle: 4 });
  });

  test('every course node is at /node/N on every site; on sites with aliases the alias is the target and /node/N the same page', () => {
    let aliased = 0;
    for (const site of sites) {
      const own = targets(site);
      const nids = new Set(own.map(nidOf));
      expect(nids.size).toBe(own.length);
      for (const t of own) {
        const node = pagesOf(site).get(`/node/${nidOf(t)}`)!;
        expect(node.kind).toBe('course');
        if (t.path.startsWith('/node/')) expect(node).toBe(t);
        else {
          expect(node.duplicateOf).toBe(t.path);
          expect(node.courses).toEqual(t.courses);
        }
      }
      if (own.some((t) => !t.path.startsWith('/node/'))) aliased++;
      // Node numbers are shared by every kind of node: news and people sit between the courses.
      const numbers = all(site).map((p) => /^\/node\/(\d+)$/.exec(p.path)?.[1]).filter(Boolean).map(Number).sort((a, z) => a - z);
      const courseNumbers = [...nids].map(Number);
      const between = numbers.filter((n) => n > Math.min(...courseNumbers) && n < Math.max(...courseNumbers) && !nids.has(String(n)));
      expect(between.length).toBeGreaterThan(50);
    }
    expect(aliased).toBeGreaterThan(0);
    expect(aliased).toBeLessThan(sites.length);
  });

  test('an alias and its /node/N address, both linked, count as one target; canonical links on some sites', async () => {
    const both = sites.filter((s) => targets(s).some((t) => !t.path.startsWith('/node/') && all(s).some((p) => p.links.includes(`/node/${nidOf(t)}`))));
    expect(both.length).toBeGreaterThan(0);
    const farm = await startSitefarm([both[0]!]);
    try {
      const served = farm.sites[0]!;
      const truth = siteTruth(served);
      expect(truth.targets.size).toBe(targets(served).length);
      for (const t of targets(served).filter((x) => !x.path.startsWith('/node/'))) {
        expect(truth.targetOf(`${served.baseUrls.www}/node/${nidOf(t)}`)).toBe(`${served.baseUrls.www}${t.path}`);
        expect(truth.targetOf(`${served.baseUrls.www}${t.path}`)).toBe(`${served.baseUrls.www}${t.path}`);
      }
    } finally {
      await farm.stop();
    }
    const canonical = sites.filter((s) => targets(s).every((t) => html(t).includes(`<link rel="canonical" href="${t.path}">`)));
    expect(canonical.length).toBeGreaterThan(0);
    expect(canonical.length).toBeLessThan(sites.length);
  });

  test("a course node shows its code, title, credits, term, description, prerequisites and (on some sites) instructors in Drupal's field markup; its class names a course on some sites only", () => {
    const types = new Set<string>();
    let instructors = 0;
    for (const site of sites) {
      for (const t of targets(site)) {
        expect(t.courses).toHaveLength(1);
        const [c] = t.courses;
        for (const value of [c!.code, c!.title, c!.creditsRaw, c!.term, c!.description, ...c!.instructors, ...(c!.prerequisites ? [c!.prerequisites] : [])]) expect(html(t)).toContain(esc(value));
        expect(html(t)).toMatch(/class="field field-{1,2}name-/);
      }
      if (targets(site).some((t) => t.courses[0]!.instructors.length)) instructors++;
      types.add(/class="node node-{1,2}(?:type-)?(\w+)/.exec(html(targets(site)[0]!))![1]!.startsWith('course') ? 'course' : 'generic');
    }
    expect(types).toEqual(new Set(['course', 'generic']));
    expect(instructors).toBeGreaterThan(0);
    expect(instructors).toBeLessThan(sites.length);
  });

  test('course lists are paginated (?page=N) and filtered or sorted under several addresses listing the same courses', () => {
    const withView = sites.filter((s) => courseLists(s).length > 0);
    expect(withView.length).toBeGreaterThan(sites.length / 2);
    let sorted = 0;
    for (const site of withView) {
      const lists = courseLists(site);
      expect(lists.some((p) => /[?&]page=\d+/.test(p.path))).toBe(true);
      const bases = new Set(lists.map((p) => p.path.split('?')[0]));
      expect(bases.size).toBe(1);
      expect(lists.filter((p) => /\?(field_level_value|level|field_course_level_target_id|type)=All/.test(p.path)).length).toBeGreaterThan(0);
      if (lists.some((p) => /[?&](order|sort_by)=/.test(p.path))) sorted++;
      // A course is listed under more than one address.
      const times = new Map<string, number>();
      for (const l of lists) for (const t of new Set(linkedTargets(site, l))) times.set(t, (times.get(t) ?? 0) + 1);
      expect(Math.max(...times.values())).toBeGreaterThanOrEqual(2);
    }
    expect(sorted).toBeGreaterThan(0);
  });

  test('courses are also reached by term pages, faculty profiles or programme pages; some only by a route other than the list', () => {
    const routes = { terms: 0, faculty: 0, programs: 0 };
    let onlyElsewhere = 0;
    for (const site of sites) {
      const own = new Set(targets(site).map((t) => t.path));
      const terms = all(site).filter((p) => /\/taxonomy\/term\/\d+$|\/course-areas\/[^/?]+$/.test(p.path));
      const profiles = all(site).filter((p) => /field-courses-taught/.test(html(p)) && linkedTargets(site, p).length);
      const programs = all(site).filter((p) => /<table class="curriculum">/.test(html(p)));
      if (terms.length) routes.terms++;
      if (profiles.length) routes.faculty++;
      if (programs.some((p) => linkedTargets(site, p).length)) routes.programs++;
      const listed = new Set(courseLists(site).flatMap((l) => linkedTargets(site, l)));
      if (listed.size && [...own].some((t) => !listed.has(t))) onlyElsewhere++;
    }
    expect(routes.terms).toBeGreaterThan(0);
    expect(routes.faculty).toBeGreaterThan(0);
    expect(routes.programs).toBeGreaterThan(0);
    expect(onlyElsewhere).toBeGreaterThan(0);
  });

  test('the month calendar is endless: every month links the next, none of them pages of the site', async () => {
    const paths = new Set(sites.map((s) => s.calendar ?? '/events/calendar?month='));
    expect(paths.size).toBeGreaterThan(1);
    const site = sites.find((s) => s.calendar)!;
    const farm = await startSitefarm([site]);
    try {
      const base = farm.sites[0]!.baseUrls.www;
      let url = `${base}${site.calendar}2026-11`;
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const res = await fetch(url);
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).toContain('Main navigation');
        seen.add(url);
        url = new URL(/<a href="([^"]+)">Next month<\/a>/.exec(text)![1]!, url).toString();
      }
      expect(seen.size).toBe(30);
      expect(url).toContain('2029-05');
      expect(pagesOf(site).has(`${site.calendar}2026-11`)).toBe(false);
    } finally {
      await farm.stop();
    }
  });

  test("Drupal's default robots.txt: search and login off limits, except the Drupal 7 rule that lets /user/login?destination= through", () => {
    let d7 = 0;
    for (const site of sites) {
      const robots = parseRobots(site.origins[0]!.robotsTxt, 'coursegraph');
      expect(robots.isAllowed('/search/node?keys=course')).toBe(false);
      expect(robots.isAllowed('/node/add/course')).toBe(false);
      for (const t of targets(site)) expect(robots.isAllowed(t.path)).toBe(true);
      const logins = all(site).flatMap((p) => p.links.filter((h) => h.startsWith('/user/login?destination=')));
      expect(logins.length).toBeGreaterThan(all(site).length / 3);
      if (robots.isAllowed(logins[0]!)) {
        d7++;
        for (const l of logins) expect(pagesOf(site).get(l)?.status).toBe(200);
      }
    }
    expect(d7).toBeGreaterThan(0);
    expect(d7).toBeLessThan(sites.length);
  });

  test('dead node links in menus or news on some sites; news archives of hundreds of nodes', () => {
    let deadSites = 0;
    for (const site of sites) {
      const dead = all(site).some((p) => p.links.some((h) => /^\/node\/\d+$/.test(h) && !pagesOf(site).has(h)));
      if (dead) deadSites++;
      expect(all(site).filter((p) => /^\/news\?page=\d+$/.test(p.path)).length).toBeGreaterThanOrEqual(9);
    }
    expect(deadSites).toBeGreaterThan(0);
    expect(deadSites).toBeLessThan(sites.length);
  });

  test('the same seed builds the same site; sites differ; the family builds among the others', () => {
    expectSeeded(family, sites);
  });
});
