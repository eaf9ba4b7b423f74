import crypto from 'node:crypto';
import { buildFamilies, familySite, families } from '../../sitefarm/families.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { esc } from '../../sitefarm/render.ts';
import { fieldLabels } from '../../sitefarm/vocab-es.ts';
import { parseRobots } from '../../src/crawl/robots.ts';
import { pdfToHtml } from '../../src/parse/pdf.ts';
import { bodyOf as html, expectDeclaredCharset, hostedKey as keyOf, hostedLanding as landing, hostedPageAt as pageAt, hostedPages as all, hostedTargetAt as targetOf, hostedTargets as targets, type Hosted } from '../support/site-pages.ts';

const family = families.find((f) => f.id === 'es-universidad')!;
const sites = Array.from({ length: 12 }, (_, i) => familySite(family, i + 1));
// Pages on every host (guías are on a host of their own on some sites).
describe('es-universidad: Spanish-language university websites, guías docentes behind plans of study', () => {
  test('60 to 200 asignaturas, each guía one record in the truth, every one reachable from the home page', async () => {
    const farm = await startSitefarm(sites.slice(0, 6));
    try {
      for (const served of farm.sites) {
        const truth = siteTruth(served);
        const own = targets(served);
        expect(own.length).toBeGreaterThanOrEqual(60);
        expect(own.length).toBeLessThanOrEqual(200);
        expect(truth.targets.size).toBe(own.length);
        for (const page of own) {
          expect(page.courses).toHaveLength(1);
          expect(truth.targets.get(`${served.baseUrls[page.origin]}${page.path}`)).toEqual(page.courses);
        }
        // Nothing kept from a polite crawler, nothing out of reach.
        expect(truth.disallowedTargets.size).toBe(0);
        expect(truth.unreachableTargets.size).toBe(0);
        expect(truth.reachableTargets.size).toBe(own.length);
        const res = await fetch(`${served.baseUrls[own[0]!.origin]}${own[0]!.path}`);
        expect(res.status).toBe(200);
      }
    } finally {
      await farm.stop();
    }
  });

  test("a guía shows its record: code, name, credits, term, staff, description (and prerequisites when it has them); PDF guías too", async () => {
    let pdfs = 0;
    for (const site of sites) {
      for (const page of targets(site)) {
        const [course] = page.courses;
        const values = [course!.code, course!.title, course!.creditsRaw, course!.term, course!.description, ...course!.instructors, ...(course!.prerequisites ? [course!.prerequisites] : [])];
        if (page.contentType === 'text/html') {
          for (const v of values) expect(html(page)).toContain(esc(v));
          expect(html(page)).toMatch(/<html[^>]* lang="es(-[A-Z]{2})?"/);
        } else if (pdfs++ < 6) {
          expect(page.contentType).toBe('application/pdf');
          const text = (await pdfToHtml(page.body as Buffer)).html;
          for (const v of [course!.code, course!.title, course!.term]) expect(text).toContain(esc(v));
        }
      }
    }
    expect(pdfs).toBeGreaterThan(0);
  });

  test('2 to 6 centres of 1 to 4 degrees; each degree a plan listing its asignaturas, some asignaturas in several plans', () => {
    let sharedSites = 0;
    for (const site of sites) {
      const pages = all(site).filter((p) => !p.duplicateOf && p.contentType === 'text/html' && p.origin === 'www');
      const centres = pages.filter((p) => /<h2>Departamentos<\/h2>/.test(html(p)));
      expect(centres.length).toBeGreaterThanOrEqual(2);
      expect(centres.length).toBeLessThanOrEqual(6);
      const degreePages = new Set(pages.filter((p) => /<table class="datos-titulacion">/.test(html(p))).map(keyOf));
      for (const c of centres) {
        const degrees = new Set(c.links.map((h) => landing(site, c, h)).filter((p) => p && degreePages.has(p)));
        expect(degrees.size).toBeGreaterThanOrEqual(1);
        expect(degrees.size).toBeLessThanOrEqual(4);
      }
      // Listings (plans, a plan's curso pages, lists of guías): which degree's each one is, and which targets it links.
      const listings = all(site).filter((p) => p.kind === 'listing' && !p.duplicateOf);
      expect(listings.length).toBeGreaterThanOrEqual(degreePages.size);
      const degreeNames = new Set([...degreePages].map((p) => /<h1>([^<]+)<\/h1>/.exec(html(pageAt(site, p)!))![1]!));
      const degreeOfListing = (l: Page) => [...html(l).matchAll(/<h[12]>([^<]+)<\/h[12]>/g)].map((m) => m[1]!).find((h) => degreeNames.has(h));
      const inPlans = new Map<string, Set<string>>();
      for (const l of listings) {
        expect(degreeOfListing(l)).toBeDefined();
        for (const h of l.links) {
          const t = targetOf(site, landing(site, l, h));
          if (!t) continue;
          if (!inPlans.has(t)) inPlans.set(t, new Set());
          inPlans.get(t)!.add(degreeOfListing(l)!);
        }
      }
      // Every target is listed by a plan (or a list of guías); some by more than one degree's.
      expect(targets(site).map(keyOf).filter((t) => !inPlans.has(t))).toEqual([]);
      if ([...inPlans.values()].some((s) => s.size > 1)) sharedSites++;
    }
    expect(sharedSites).toBeGreaterThanOrEqual(sites.length - 2);
  });

  test('other addresses of a guía are the same target; earlier years\' guías are not targets', () => {
    const seen = { print: 0, english: 0, pdfBeside: 0, perDegree: 0, earlier: 0 };
    for (const site of sites) {
      const own = new Map(targets(site).map((p) => [keyOf(p), p]));
      for (const p of all(site).filter((x) => x.duplicateOf && x.kind === 'course')) {
        const original = own.get(`${p.origin} ${p.duplicateOf}`);
        expect(original).toBeDefined();
        expect(p.courses).toEqual(original!.courses);
        if (/[?&](print|imprimir|formato|view)=/.test(p.path)) seen.print++;
        else if (/[?&]lang=en|^\/en\//.test(p.path)) seen.english++;
        else if (p.contentType === 'application/pdf') seen.pdfBeside++;
        else seen.perDegree++;
      }
      // Earlier academic years: a guía's archive or the plan's year selector links them; kind 'other', no record.
      const codes = targets(site).map((p) => p.courses[0]!.code);
      const earlier = all(site).filter((p) => p.kind === 'other' && !p.duplicateOf && /<h1>/.test(html(p)) && /(2023|2024|2025)/.test(p.path) && codes.some((c) => p.path.includes(encodeURIComponent(c.replace(/\s+/g, '')))));
      for (const p of earlier) expect(p.courses).toEqual([]);
      seen.earlier += earlier.length;
    }
    expect(seen.print).toBeGreaterThan(0);
    expect(seen.english).toBeGreaterThan(0);
    expect(seen.pdfBeside).toBeGreaterThan(0);
    expect(seen.perDegree).toBeGreaterThan(0);
    expect(seen.earlier).toBeGreaterThan(0);
  });

  test('field labels, layouts and addresses vary from site to site', () => {
    const labelsSeen: Record<string, Set<string>> = { code: new Set(), credits: new Set(), instructors: new Set(), term: new Set(), description: new Set() };
    const layouts = new Set<string>();
    const shapes = new Set<string>();
    for (const site of sites) {
      const guides = targets(site).filter((p) => p.contentType === 'text/html');
      for (const field of Object.keys(labelsSeen) as (keyof typeof fieldLabels)[]) {
        const variants = [...fieldLabels[field].es, ...fieldLabels[field].latam];
        // The label every guía of the site uses for the field (its template's).
        const used = variants.filter((l) => guides.every((p) => new RegExp(`>${esc(l).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:?<`).test(html(p))));
        expect(used.length).toBeGreaterThan(0);
        labelsSeen[field]!.add(used.sort((a, b) => b.length - a.length)[0]!);
      }
      const g = html(guides[0]!);
      layouts.add(/class="datos-asignatura"/.test(g) ? 'table' : /class="ficha"/.test(g) ? 'grid' : /<dl class="datos">/.test(g) ? 'dl' : /class="datos-basicos"/.test(g) ? 'list' : 'lines');
      shapes.add(guides[0]!.path.replace(/[0-9]+/g, '9').replace(/[A-Z]+/g, 'A').replace(/\/[a-z0-9-]{12,}/g, '/slug'));
    }
    for (const set of Object.values(labelsSeen)) expect(set.size).toBeGreaterThanOrEqual(3);
    // Guías on a host of their own on some sites, linked from the main site's plans by that host's address.
    const hosted = sites.filter((s) => s.origins.length === 2);
    expect(hosted.length).toBeGreaterThan(0);
    expect(hosted.length).toBeLessThan(sites.length);
    for (const site of hosted) {
      expect(targets(site).filter((p) => p.contentType === 'text/html').every((p) => p.origin === 'guias')).toBe(true);
      expect(all(site).some((p) => p.origin === 'www' && p.kind === 'listing' && p.links.some((h) => h.startsWith('{{guias}}/')))).toBe(true);
    }
    expect(layouts.size).toBeGreaterThanOrEqual(3);
    expect(shapes.size).toBeGreaterThanOrEqual(6);
  });

  test('accented text survives each declared encoding: UTF-8, ISO-8859-1 and windows-1252', async () => {
    const encodings = new Set(sites.map((s) => all(s)[0]!.encoding));
    expect(encodings).toEqual(new Set(['utf-8', 'iso-8859-1']));
    // One site of each encoding, and one declaring windows-1252 in its pages where one is among these.
    const latin = sites.filter((s) => all(s)[0]!.encoding === 'iso-8859-1');
    const declaresWindows = (s: SiteDefinition) => all(s)[0]!.encoding === 'iso-8859-1' && all(s)[0]!.declare === 'meta' && /charset=windows-1252/.test(html(targets(s).find((p) => p.contentType === 'text/html')!));
    let windows = sites.find(declaresWindows);
    for (let i = sites.length + 1; !windows && i <= 40; i++) windows = [familySite(family, i)].find(declaresWindows);
    expect(windows).toBeDefined();
    const chosen = [sites.find((s) => all(s)[0]!.encoding === 'utf-8')!, windows!, latin.find((s) => all(s)[0]!.declare !== 'meta')!];
    for (const site of latin) for (const p of all(site)) if (typeof p.body === 'string') expect([...p.body].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
    const farm = await startSitefarm(chosen);
    try {
      for (const served of farm.sites) {
        const page = targets(served).find((p) => p.contentType === 'text/html' && /ó/.test(p.courses[0]!.title + p.courses[0]!.description))!;
        // One byte a letter: "ó" is 0xF3, never UTF-8's 0xC3 0xB3.
        await expectDeclaredCharset(served.baseUrls[(page as Hosted).origin]!, page, 'ó');
      }
    } finally {
      await farm.stop();
    }
  });

  test('the same seed builds the same site; sites differ; the family builds among the others', () => {
    const digest = (s: SiteDefinition) => {
      const h = crypto.createHash('sha256');
      h.update(s.origins[0]!.robotsTxt);
      for (const o of s.origins) for (const [p, page] of o.pages) h.update(o.name).update(p).update(page.body).update(page.kind).update(page.duplicateOf ?? '');
      return h.digest('hex');
    };
    expect(digest(familySite(family, 3))).toBe(digest(sites[2]!));
    expect(digest(sites[2]!)).not.toBe(digest(sites[3]!));
    expect(new Set(sites.map((s) => s.institution)).size).toBe(sites.length);
    expect(buildFamilies(2, ['es-universidad'], 5).map((g) => g.site.id)).toEqual(['es-universidad-5', 'es-universidad-6']);
    expect(sites.every((s) => s.language === 'es')).toBe(true);
  });

  test('robots.txt parses: our crawler may fetch every guía, not the intranet; other robots, Crawl-delay and sitemaps on some sites', async () => {
    let gpt = 0;
    let delay = 0;
    for (const site of sites) {
      const txt = site.origins[0]!.robotsTxt;
      const robots = parseRobots(txt, 'coursegraph');
      expect(robots.isAllowed('/')).toBe(true);
      expect(robots.isAllowed('/intranet/')).toBe(false);
      for (const p of targets(site)) expect(robots.isAllowed(p.path)).toBe(true);
      if (/User-agent: GPTBot\nDisallow: \/\n/.test(txt)) gpt++;
      if (/Crawl-delay: /.test(txt)) delay++;
    }
    expect(gpt).toBeGreaterThan(0);
    expect(gpt).toBeLessThan(sites.length);
    expect(delay).toBeLessThan(sites.length);
    const farm = await startSitefarm(sites.slice(0, 1));
    try {
      const served = farm.sites[0]!;
      expect(await (await fetch(`${served.baseUrls.www}/robots.txt`)).text()).toBe(served.origins[0]!.robotsTxt);
    } finally {
      await farm.stop();
    }
  });

  test('around the guías: news, agenda and the calendar, staff profiles naming what they teach, research groups, a search form', () => {
    let profilesLinking = 0;
    for (const site of sites) {
      const pages = all(site).filter((p) => !p.duplicateOf);
      const own = targets(site);
      expect(pages.filter((p) => p.kind === 'other').length).toBeGreaterThan(2 * own.length);
      const titles = own.map((p) => esc(p.courses[0]!.title));
      const profiles = pages.filter((p) => /<h2>(Líneas de investigación|Investigación)<\/h2>/.test(html(p)));
      expect(profiles.length).toBeGreaterThanOrEqual(40);
      expect(profiles.length).toBeLessThanOrEqual(150);
      expect(profiles.filter((p) => titles.some((t) => html(p).includes(t))).length).toBeGreaterThan(profiles.length / 3);
      if (profiles.some((p) => p.links.some((h) => targetOf(site, landing(site, p, h))))) profilesLinking++;
      expect(pages.some((p) => p.links.includes('/events/calendar?month=2026-11'))).toBe(true);
      expect(pages.some((p) => /Grupo de |Laboratorio de /.test(/<h1>([^<]*)<\/h1>/.exec(html(p))?.[1] ?? ''))).toBe(true);
      expect(pages.filter((p) => /<ul class="noticias">/.test(html(p))).length).toBeGreaterThanOrEqual(3);
      expect(pages.some((p) => /<form class="buscador" action="[^"]+" method="get">/.test(html(p)))).toBe(true);
    }
    expect(profilesLinking).toBeGreaterThan(0);
    expect(profilesLinking).toBeLessThan(sites.length);
  });
});
