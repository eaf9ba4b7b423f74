import { familySite, families } from '../../sitefarm/families.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { allPages as all, bodyOf as html, expectSeeded, expectServedSizes, landing, pagesOf, targetAt, targetPages as targets } from '../support/site-pages.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { esc } from '../../sitefarm/render.ts';
import { parseRobots } from '../../src/crawl/robots.ts';

const family = families.find((f) => f.id === 'course-webs')!;
const sites = Array.from({ length: 8 }, (_, i) => familySite(family, i + 1));
const folderOf = (path: string) => path.replace(/[^/]*$/, '');
/** A person's home page: the page that names the person in its heading and lists their research or their advisor. */
const isHomePage = (p: Page) => /Research interests:|graduate student working with/.test(html(p));

describe('course-webs: a department website with one course web per offering', () => {
  test('20 to 80 course web home pages per site, 400 to 2,500 pages, every target reachable and allowed', async () => {
    await expectServedSizes(sites.slice(0, 4), { targets: [20, 80], pages: [400, 2500], oracleBelow: () => 150, siteTimesOracle: 5 });
  });

  test('a course web home page shows its code, title, term, instructor, credits and description, and links its material', () => {
    for (const site of sites) {
      for (const page of targets(site)) {
        expect(page.courses).toHaveLength(1);
        const [c] = page.courses;
        for (const value of [c!.code, c!.title, c!.term, c!.creditsRaw, c!.description, ...c!.instructors, ...(c!.prerequisites ? [c!.prerequisites] : [])]) expect(html(page)).toContain(esc(value));
        const material = page.links.map((h) => landing(site, page.path, h)).filter((p) => p?.startsWith(folderOf(page.path)) && pagesOf(site).get(p)?.kind === 'other');
        expect(material.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  test('material pages, sections and mailing-list archives are there, link back, and are not targets', () => {
    let archives = 0;
    let sections = 0;
    for (const site of sites) {
      const homes = new Set(targets(site).map((p) => p.path));
      const folders = [...homes].map(folderOf);
      const inWebs = all(site).filter((p) => folders.some((f) => p.path.startsWith(f)) && p.kind !== 'course');
      expect(inWebs.length).toBeGreaterThan(5 * homes.size);
      for (const p of inWebs) expect(p.courses).toEqual([]);
      // Every material page outside an archive links its course's home page.
      for (const p of inWebs.filter((x) => !/\/\d{4}\.html$|(date|subject|author|index)\.html$|\/$/.test(x.path))) {
        expect(p.links.some((h) => homes.has(targetAt(site, landing(site, p.path, h)) ?? ''))).toBe(true);
      }
      const messages = inWebs.filter((p) => /\/\d{4}\.html$/.test(p.path));
      if (messages.length) archives++;
      for (const m of messages) {
        expect(html(m)).toMatch(/Messages sorted by:/);
        expect(m.links.some((h) => /^\d{4}\.html$/.test(h))).toBe(true);
      }
      if (inWebs.some((p) => /section-[a-e]\.html$/.test(p.path))) sections++;
    }
    expect(archives).toBe(sites.length);
    expect(sections).toBeGreaterThan(0);
  });

  test('term pages list offerings; some offerings are linked only from their instructor; dead links on some sites', () => {
    let onlyByInstructor = 0;
    let deadFromTerms = 0;
    let deadFromPeople = 0;
    for (const site of sites) {
      const listings = all(site).filter((p) => p.kind === 'listing');
      expect(listings.length).toBeGreaterThanOrEqual(3);
      const listed = new Set(listings.flatMap((l) => l.links.map((h) => targetAt(site, landing(site, l.path, h))).filter(Boolean)));
      expect(listed.size).toBeGreaterThan(targets(site).length / 2);
      const homes = all(site).filter(isHomePage);
      const byPeople = new Set(homes.flatMap((p) => p.links.map((h) => targetAt(site, landing(site, p.path, h))).filter(Boolean)));
      if (targets(site).some((t) => !listed.has(t.path) && byPeople.has(t.path))) onlyByInstructor++;
      const dead = (p: Page) => p.links.some((h) => { const to = landing(site, p.path, h); return to !== undefined && !pagesOf(site).has(to); });
      if (listings.some(dead)) deadFromTerms++;
      if (homes.some(dead)) deadFromPeople++;
    }
    expect(onlyByInstructor).toBeGreaterThan(sites.length / 2);
    expect(deadFromTerms).toBeGreaterThan(0);
    expect(deadFromTerms).toBeLessThan(sites.length);
    expect(deadFromPeople).toBeGreaterThan(0);
  });

  test('sites differ in URL scheme, page template and people folders', () => {
    const shapes = new Set<string>();
    const folders = new Set<string>();
    const headings = new Set<string>();
    for (const site of sites) {
      const t = targets(site)[0]!;
      shapes.add(t.path.replace(/\d+/g, '9').replace(/[a-z]+/gi, 'a'));
      folders.add(/^\/(~|homes\/|people\/|u\/)/.exec(all(site).find(isHomePage)!.path)![1]!);
      headings.add(/<(h1|H1|CENTER|h2|H2)>/.exec(html(t))?.[1]?.toLowerCase() ?? 'none');
    }
    expect(shapes.size).toBeGreaterThanOrEqual(4);
    expect(folders.size).toBeGreaterThanOrEqual(2);
    expect(headings.size).toBeGreaterThanOrEqual(2);
  });

  test('the folder and index.html addresses of a course web are one target, on sites that link both', () => {
    const aliased = sites.filter((s) => all(s).some((p) => p.kind === 'course' && p.duplicateOf));
    expect(aliased.length).toBeGreaterThan(0);
    expect(aliased.length).toBeLessThan(sites.length);
    for (const site of aliased) {
      for (const dup of all(site).filter((p) => p.kind === 'course' && p.duplicateOf)) {
        const original = pagesOf(site).get(dup.duplicateOf!)!;
        expect(original.kind).toBe('course');
        expect(folderOf(original.path)).toBe(folderOf(dup.path));
        expect(dup.courses).toEqual(original.courses);
      }
    }
  });

  test('robots.txt keeps crawlers out of private folders (and mailing-list archives on some sites), never off a target', () => {
    let archivesOff = 0;
    for (const site of sites) {
      const robots = parseRobots(site.origins[0]!.robotsTxt, 'coursegraph');
      expect(robots.isAllowed('/')).toBe(true);
      expect(robots.isAllowed('/private/')).toBe(false);
      for (const t of targets(site)) expect(robots.isAllowed(t.path)).toBe(true);
      const messages = all(site).filter((p) => /\/\d{4}\.html$/.test(p.path));
      if (messages.length && messages.every((m) => !robots.isAllowed(m.path))) archivesOff++;
    }
    expect(archivesOff).toBeGreaterThan(0);
    expect(archivesOff).toBeLessThan(sites.length);
  });

  test('some pages are in Latin-1, served in it', async () => {
    const latin = sites.flatMap((s) => all(s).filter((p) => p.encoding === 'iso-8859-1' && /[^\x00-\x7f]/.test(html(p))).map((p) => ({ site: s, page: p })));
    expect(latin.length).toBeGreaterThan(0);
    const { site, page } = latin[0]!;
    const farm = await startSitefarm([site]);
    try {
      const bytes = Buffer.from(await (await fetch(`${farm.sites[0]!.baseUrls.www}${page.path}`)).arrayBuffer());
      const accented = /[^\x00-\x7f]+/.exec(html(page))![0];
      expect(bytes.includes(Buffer.from(accented, 'latin1'))).toBe(true);
      expect(bytes.includes(Buffer.from(accented, 'utf8'))).toBe(false);
    } finally {
      await farm.stop();
    }
  });

  test('the same seed builds the same site; sites differ; the family builds among the others', () => {
    expectSeeded(family, sites);
  });

  test('no two courses of a site share a code: a shifted number that lands on another is moved on', () => {
    // Sites 79, 108 and 142 drew course numbers shifted by ten (480 -> 490) beside one not shifted (490): two
    // courses had one code and, offered in one term, one course web folder.
    for (const index of [79, 108, 142]) {
      const site = familySite(family, index);
      const byTerm = new Map<string, string[]>();
      for (const page of targets(site)) {
        const g = page.courses[0]!;
        byTerm.set(g.term, [...(byTerm.get(g.term) ?? []), g.code]);
      }
      for (const codes of byTerm.values()) expect(new Set(codes).size).toBe(codes.length);
    }
  });
});
