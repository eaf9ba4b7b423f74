import { buildFamilies, familySite, families } from '../../sitefarm/families.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { recognise } from '../../src/extract/recognise.ts';
import { pdfToHtml } from '../../src/parse/pdf.ts';
import { parseHtml } from '../../src/parse/html.ts';

describe('site families', () => {
  test('the same seed builds the same site; sites of one family differ', () => {
    const f = families[0]!;
    const a = familySite(f, 1);
    const b = familySite(f, 1);
    const c = familySite(f, 2);
    const paths = (s: typeof a) => [...s.origins[0]!.pages.keys()].sort();
    expect(paths(a)).toEqual(paths(b));
    expect(paths(a)).not.toEqual(paths(c));
  });

  test('a later first site gives sites of later seeds, the same as built one by one', () => {
    const later = buildFamilies(2, ['people-folders'], 11);
    expect(later.map((g) => g.site.id)).toEqual(['people-folders-11', 'people-folders-12']);
    const paths = (s: (typeof later)[number]['site']) => [...s.origins[0]!.pages.keys()].sort();
    expect(paths(later[0]!.site)).toEqual(paths(familySite(families.find((f) => f.id === 'people-folders')!, 11)));
    expect(paths(later[0]!.site)).not.toEqual(paths(buildFamilies(1, ['people-folders'])[0]!.site));
  });

  test('family sites have course pages reachable from their home page, and an oracle', async () => {
    expect(buildFamilies(1).map((g) => g.family)).toEqual(families.map((f) => f.id));
    const generated = buildFamilies(1, ['courseleaf-like', 'banner-like', 'ja-syllabus']);
    expect(generated.some((g) => g.site.language === 'ja')).toBe(true);
    const farm = await startSitefarm(generated.map((g) => g.site));
    try {
      for (const site of farm.sites) {
        const truth = siteTruth(site);
        expect(truth.reachableTargets.size).toBeGreaterThan(3);
        expect(truth.oracleFetches90).toBeGreaterThan(0);
      }
    } finally {
      await farm.stop();
    }
  });

  test('German module handbooks: German pages, served in their declared encoding, course pages recognised by shape', async () => {
    const site = familySite(families.find((f) => f.id === 'de-modulhandbuch')!, 1);
    expect(site.language).toBe('de');
    const course = site.origins.flatMap((o) => [...o.pages.values()]).find((p) => p.kind === 'course')!;
    expect(String(course.body)).toMatch(/<html lang="de">/);
    const farm = await startSitefarm([site]);
    try {
      const served = farm.sites[0]!;
      const res = await fetch(`${served.baseUrls.www}${course.path}`);
      const charset = /charset=([^;]+)/i.exec(res.headers.get('content-type') ?? '')?.[1];
      const text = new TextDecoder(charset ?? 'utf-8').decode(await res.arrayBuffer());
      // Umlauts survive the page's own encoding (UTF-8 or ISO-8859-1), whichever the site drew.
      expect(text).toContain('Über uns');
      expect(recognise(text).kind).toBe('course');
      expect(siteTruth(served).reachableTargets.size).toBeGreaterThan(3);
    } finally {
      await farm.stop();
    }
  });

  test('handbooks put a PDF beside each department listing', () => {
    const site = familySite(families.find((f) => f.id === 'handbook')!, 1);
    const pages = [...site.origins[0]!.pages.values()];
    const listings = pages.filter((p) => p.kind === 'listing');
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings.filter((p) => !p.path.includes('?'))) expect(l.links.some((h) => h.endsWith('.pdf'))).toBe(true);
    expect(pages.filter((p) => p.contentType === 'application/pdf').length).toBeGreaterThan(listings.length - 1);
  });

  test('PDF syllabi: every course is a PDF only, linked from an HTML table, and reads back as a course page', async () => {
    const layouts = new Set<string>();
    const fonts = new Set<string>();
    for (const index of [1, 2, 3, 4]) {
      const site = familySite(families.find((f) => f.id === 'pdf-syllabi')!, index);
      const pages = [...site.origins[0]!.pages.values()];
      const courses = pages.filter((p) => p.kind === 'course');
      expect(courses.length).toBeGreaterThan(10);
      for (const c of courses) expect(c.contentType).toBe('application/pdf');
      const listings = pages.filter((p) => p.kind === 'listing');
      // Linked by the listing of its department (with a session id or a tracking parameter, as the site draws it).
      const untracked = (h: string) => h.replace(/&amp;/g, '&').replace(/;jsessionid=[^?]*/, '');
      const linked = (path: string) => listings.some((l) => l.links.some((h) => untracked(h).startsWith(path)));
      for (const c of courses) expect(linked(c.path)).toBe(true);
      fonts.add(String(courses[0]!.body).includes('/Encoding /UniJIS-UCS2-H') ? 'predefined' : 'embedded');
      const { html } = await pdfToHtml(courses[0]!.body as Buffer);
      layouts.add(html.includes('<td>') ? 'form' : html.includes('<h2>') && (html.match(/<h2>/g) ?? []).length > 2 ? 'headings' : 'lines');
      expect(html).toContain(courses[0]!.courses[0]!.title);
      expect(recognise(html).kind).toBe('course');
    }
    expect(layouts.size).toBeGreaterThan(1);
    expect(fonts).toEqual(new Set(['embedded', 'predefined']));
  });

  test("people's folders: courses in their teachers' folders, linked from home pages; the courses page lists only some", async () => {
    for (const index of [1, 2, 3]) {
      const site = familySite(families.find((f) => f.id === 'people-folders')!, index);
      const pages = site.origins[0]!.pages;
      const courses = [...pages.values()].filter((p) => p.kind === 'course');
      expect(courses.length).toBeGreaterThan(10);
      const linkedFrom = (path: string) => [...pages.values()].filter((p) => p.links.includes(path));
      // Home pages: what the directory of teachers and the list of students link.
      const lists = [...pages.values()].filter((p) => /\/students\.html$/.test(p.path) || p.links.some((l) => /\/students\.html$/.test(l)));
      const homes = new Set(lists.flatMap((p) => p.links));
      for (const course of courses) {
        // A course page is in a person's folder, and that person's home page (in the same folder) links it.
        const home = linkedFrom(course.path).find((p) => homes.has(p.path) && course.path.startsWith(p.path.slice(0, p.path.lastIndexOf('/') + 1)));
        expect(home).toBeDefined();
        expect(course.courses[0]!.instructors).toEqual([String(home!.body).match(/<h1>([^<]*)<\/h1>/)![1]]);
      }
      const listing = [...pages.values()].filter((p) => p.kind === 'listing');
      const listed = new Set(listing.flatMap((p) => p.links));
      const unlisted = courses.filter((c) => !listed.has(c.path));
      expect(unlisted.length).toBeGreaterThan(0);
      expect(unlisted.length).toBeLessThan(courses.length);
    }
    const farm = await startSitefarm([familySite(families.find((f) => f.id === 'people-folders')!, 1)]);
    try {
      const truth = siteTruth(farm.sites[0]!);
      // Every course page can be reached, some only through a home page; dead links answer 404.
      expect(truth.unreachableTargets.size).toBe(0);
      const course = [...truth.reachableTargets][0]!;
      const res = await fetch(course);
      expect(recognise(await res.text()).kind).toBe('course');
      const linked = new Set([...farm.sites[0]!.origins[0]!.pages.values()].flatMap((p) => p.links));
      const dead = [...linked].find((l) => l.startsWith('/') && !farm.sites[0]!.origins[0]!.pages.has(l) && /\/(~|users|staff|homes)\//.test(l));
      expect(dead).toBeDefined();
      expect((await fetch(`${farm.sites[0]!.baseUrls.www}${dead}`)).status).toBe(404);
    } finally {
      await farm.stop();
    }
  });
  test('search systems: departments behind a form or a select, courses opened by script, every one read back as a link', () => {
    const choosers = new Set<string>();
    const openers = new Set<string>();
    for (const index of [1, 2, 3, 4, 5, 6]) {
      const site = familySite(families.find((f) => f.id === 'search-system')!, index);
      const pages = [...site.origins[0]!.pages.values()];
      const listings = pages.filter((p) => p.kind === 'listing');
      const courses = pages.filter((p) => p.kind === 'course');
      expect(listings.length).toBeGreaterThan(3);
      const index_ = pages.find((p) => listings.every((l) => p.links.includes(l.path)))!;
      const indexHtml = String(index_.body);
      choosers.add(/<form [^>]*method="get"/.test(indexHtml) ? 'form' : /onchange="showDepartment/.test(indexHtml) ? 'function' : 'select');
      for (const l of listings) {
        const html = String(l.body);
        openers.add(/<tr onclick=/.test(html) ? 'row' : /href="javascript:/.test(html) ? 'javascript' : /data-href=/.test(html) ? 'data' : 'function');
        // No <a href> leads to a course: only what the page's scripts would load.
        expect(courses.some((c) => html.includes(`<a href="${c.path.replace(/&/g, '&amp;')}"`))).toBe(false);
      }
      // What the truth counts as each page's links is what the parser reads from the page.
      for (const page of [index_, ...listings]) {
        const read = new Set(parseHtml(String(page.body), `http://u.ac.jp${page.path}`).links.map((l) => new URL(l.url).pathname + new URL(l.url).search));
        for (const target of page.links.filter((h) => h.startsWith('/'))) expect(read).toContain(target);
      }
    }
    expect(choosers.size).toBeGreaterThan(1);
    expect(openers.size).toBeGreaterThan(2);
  });
  test("programmes: dozens of requirement tables beside the catalog, none a course page, and the recogniser says so", () => {
    for (const index of [1, 2]) {
      const site = familySite(families.find((f) => f.id === 'programmes')!, index);
      const pages = [...site.origins[0]!.pages.values()];
      const programmes = pages.filter((p) => /\/programs\/[^/]+\.html$/.test(p.path));
      expect(programmes.length).toBeGreaterThan(20);
      const indexPage = pages.find((p) => p.path.endsWith('/programs/'))!;
      for (const p of programmes) {
        expect(p.kind).toBe('other');
        expect(indexPage.links).toContain(p.path);
        expect(recognise(String(p.body)).kind).toBe('listing');
      }
      // Some of a programme's codes lead where the course is described.
      const targets = new Set(pages.filter((p) => p.kind === 'course').map((p) => p.path));
      expect(programmes.some((p) => p.links.some((h) => targets.has(h)))).toBe(true);
    }
  });
});

