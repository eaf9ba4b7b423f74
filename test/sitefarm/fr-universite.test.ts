import { familySite, families } from '../../sitefarm/families.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { esc } from '../../sitefarm/render.ts';
import { fieldLabels } from '../../sitefarm/vocab-fr.ts';
import { parseRobots } from '../../src/crawl/robots.ts';
import { bodyOf as html, expectDeclaredCharset, expectSeeded, expectServedSizes, hostedKey as keyOf, hostedLanding as landing, hostedLinkedTargets as linkedTargets, hostedPageAt as pageAt, hostedPages as all, hostedTargets as targets, siteDigest, type Hosted } from '../support/site-pages.ts';

const family = families.find((f) => f.id === 'fr-universite')!;
const sites = Array.from({ length: 12 }, (_, i) => familySite(family, i + 1));
const isHtml = (p: Page) => p.contentType === 'text/html';
const h1 = (p: Page) => /<h1>([^<]*)<\/h1>/.exec(html(p))?.[1];
const isContainer = (p: Page) => html(p).includes('composée des éléments constitutifs');
const isSearch = (p: Page) => html(p).includes('class="recherche-facettes"');
const isPrint = (p: Page) => /[?&](print|version|imprimer|format)=(1|imprimable|print)/.test(p.path);
const isEnglish = (p: Page) => /^\/en\/|[?&]lang=en/.test(p.path);
const isPast = (p: Page) => html(p).includes('cette fiche n\'est plus à jour');
/** The programmes (and lists of courses) that link fiches, each named by its parcours. */
const programmes = (site: SiteDefinition) => all(site).filter((p) => p.kind === 'listing' && !p.duplicateOf && !isContainer(p) && !isSearch(p));
/** The shapes of the student systems' codes, and BUT's ressources and SAÉ. */
const codeShapes: [string, RegExp][] = [['hai', /^[A-Z][AMP][A-Z]\d{3,4}[ILXEU]$/], ['lyon', /^[A-Z]{3}\d{4}[LM]$/], ['apogee', /^\d[UMP][A-Z]{3}\d{3}$/], ['elp', /^[LMP][A-Z]\d{2}[A-Z]\d{3}$/], ['semester', /^S\d{1,2}[A-Z]{4}\d{2}$/], ['bordeaux', /^\d[A-Z]{3}\d{3}U$/], ['but', /^(R|SAÉ )\d\.\d{2}$/]];
const shapeOf = (code: string) => codeShapes.find(([, re]) => re.test(code))?.[0];

describe('fr-universite: French university websites, course fiches behind an offre de formation', () => {
  test('40 to 300 fiches a site, a few hundred to a few thousand pages, every target reachable and allowed', async () => {
    await expectServedSizes(sites.slice(0, 4), { targets: [40, 300], pages: [500, 4000], oracleBelow: (n) => 2 * n + 60, siteTimesOracle: 3 });
  });

  test('every site 1 to 200 builds: 40 to 300 fiches, each duplicate of a page of its host, Latin-1 sites in Latin-1', () => {
    const counts: number[] = [];
    for (let i = 1; i <= 200; i++) {
      const site = i <= sites.length ? sites[i - 1]! : familySite(family, i);
      const pages = all(site);
      const own = targets(site);
      counts.push(own.length);
      expect(site.language).toBe('fr');
      expect(own.length).toBeGreaterThanOrEqual(40);
      expect(own.length).toBeLessThanOrEqual(300);
      expect(pages.length).toBeLessThanOrEqual(4000);
      for (const p of pages) if (p.duplicateOf) expect(pageAt(site, `${p.origin} ${p.duplicateOf}`)?.kind).toBe(p.kind);
      if (pages[0]!.encoding === 'iso-8859-1') for (const p of pages) if (typeof p.body === 'string') expect([...p.body].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
    }
    expect(Math.min(...counts)).toBeLessThan(100);
    expect(Math.max(...counts)).toBeGreaterThan(200);
  });

  test('the same seed builds the same site, byte for byte on every host (a digest); sites differ; the family builds among the others', () => {
    expectSeeded(family, sites);
    const hosted = sites.findIndex((s) => s.origins.length > 1);
    expect(hosted).toBeGreaterThanOrEqual(0);
    expect(siteDigest(familySite(family, hosted + 1))).toBe(siteDigest(sites[hosted]!));
    expect(siteDigest(familySite(family, 150))).toBe(siteDigest(familySite(family, 150)));
  });

  test('a fiche shows its record: code (or none on some sites), title, credits, semester, teachers, content and prerequisites, in French', () => {
    let noCodes = 0;
    let noTeachers = 0;
    const shapes = new Set<string>();
    for (const site of sites) {
      const own = targets(site);
      for (const p of own.filter(isHtml)) {
        expect(p.courses).toHaveLength(1);
        const [c] = p.courses;
        for (const value of [c!.code, c!.title, c!.creditsRaw, c!.term, c!.description, ...c!.instructors, ...(c!.prerequisites ? [c!.prerequisites] : [])]) expect(html(p)).toContain(esc(value));
        expect(html(p)).toMatch(/<html[^>]* lang="fr(-FR)?"/);
        // The credits as written are the credits.
        expect(Number(/\d+(?:[.,]\d+)?/.exec(c!.creditsRaw)![0].replace(',', '.'))).toBe(c!.credits);
      }
      const codes = own.map((p) => p.courses[0]!.code);
      if (codes.every((code) => code === '')) noCodes++;
      else {
        // The site's codes have one of the student systems' shapes (an EC's code may add a letter or a digit to its UE's).
        const counts = new Map<string, number>();
        for (const code of codes) { const s = shapeOf(code); if (s) counts.set(s, (counts.get(s) ?? 0) + 1); }
        const [shape, n] = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]!;
        expect(n).toBeGreaterThan(codes.length / 2);
        shapes.add(shape);
      }
      if (own.every((p) => p.courses[0]!.instructors.length === 0)) noTeachers++;
    }
    expect(noCodes).toBeGreaterThan(0);
    expect(noCodes).toBeLessThan(sites.length / 2);
    expect(noTeachers).toBeLessThan(sites.length / 2);
    expect(shapes.size).toBeGreaterThanOrEqual(4);
  });

  test('a target is an UE without EC or an EC; an UE made of EC is a listing of its EC, with no description of its own', () => {
    let containerSites = 0;
    let ecSites = 0;
    for (const site of sites) {
      const containers = all(site).filter((p) => isContainer(p) && !p.duplicateOf);
      if (containers.length) containerSites++;
      const descriptions = targets(site).map((t) => t.courses[0]!.description);
      for (const c of containers) {
        expect(c.kind).toBe('listing');
        expect(c.courses).toEqual([]);
        expect(new Set(linkedTargets(site, c)).size).toBeGreaterThanOrEqual(2);
        expect(descriptions.some((d) => html(c).includes(esc(d)))).toBe(false);
      }
      // EC are listed below their UE in the programmes, and their fiches name the UE.
      const ecRows = programmes(site).some((p) => /<tr class="ec">|class="odf-ec"|<li class="ec">/.test(html(p)));
      const ecFiches = targets(site).filter((t) => fieldLabels.parent.some((l) => html(t).includes(`>${esc(l)}`)));
      if (ecRows) expect(ecFiches.length).toBeGreaterThan(0);
      // (Where the programme is only a PDF, the HTML lists the courses in alphabetical order.)
      else if (ecFiches.length) expect(programmes(site).every((p) => html(p).includes('Liste des enseignements</h2>'))).toBe(true);
      if (ecFiches.length) ecSites++;
    }
    expect(containerSites).toBeGreaterThan(0);
    expect(containerSites).toBeLessThan(sites.length);
    expect(ecSites).toBeGreaterThan(sites.length / 2);
  });

  test('programmes link every fiche; a course shared by parcours is one target, at one address on some sites and one per parcours on others', () => {
    const kinds = { oneAddress: 0, perParcours: 0 };
    for (const site of sites) {
      const parcoursOf = new Map<string, Set<string>>();
      for (const l of programmes(site)) for (const t of linkedTargets(site, l)) parcoursOf.set(t, (parcoursOf.get(t) ?? new Set()).add(h1(l)!));
      expect(targets(site).map(keyOf).filter((t) => !parcoursOf.has(t))).toEqual([]);
      const shared = [...parcoursOf.values()].filter((s) => s.size > 1).length;
      const perParcours = all(site).filter((p) => p.kind === 'course' && p.duplicateOf && isHtml(p) && !isPrint(p) && !isEnglish(p));
      for (const p of perParcours) expect(p.courses).toEqual(pageAt(site, `${p.origin} ${p.duplicateOf}`)!.courses);
      if (perParcours.length) kinds.perParcours++;
      else if (shared) kinds.oneAddress++;
    }
    expect(kinds.oneAddress).toBeGreaterThan(0);
    expect(kinds.perParcours).toBeGreaterThan(0);
  });

  test("print views, PDF fiches and English copies are the fiche's target; the earlier offer's fiches are not targets", async () => {
    const seen = { print: 0, english: 0, pdf: 0, pastSites: 0 };
    for (const site of sites) {
      for (const p of all(site).filter((x) => x.kind === 'course' && x.duplicateOf)) {
        const original = pageAt(site, `${p.origin} ${p.duplicateOf}`)!;
        expect(original.duplicateOf).toBeUndefined();
        expect(p.courses).toEqual(original.courses);
        if (isPrint(p)) seen.print++;
        else if (isEnglish(p)) { seen.english++; expect(html(p)).toMatch(/<html[^>]* lang="en"/); }
        else if (p.contentType === 'application/pdf') seen.pdf++;
      }
      const past = all(site).filter(isPast);
      for (const p of past) {
        expect(p.kind).toBe('other');
        expect(p.courses).toEqual([]);
      }
      if (past.length) seen.pastSites++;
    }
    expect(seen.print).toBeGreaterThan(0);
    expect(seen.english).toBeGreaterThan(0);
    expect(seen.pdf).toBeGreaterThan(0);
    expect(seen.pastSites).toBeGreaterThan(0);
    expect(seen.pastSites).toBeLessThan(sites.length);
    // As the truth reads them, served: the print view and the English copy land on the target, the earlier fiche on none.
    const withPast = sites.find((s) => all(s).some(isPast))!;
    const withPrint = sites.find((s) => all(s).some((p) => p.kind === 'course' && isPrint(p)))!;
    const withEnglish = sites.find((s) => all(s).some((p) => p.kind === 'course' && isEnglish(p)))!;
    const farm = await startSitefarm([...new Set([withPast, withPrint, withEnglish])]);
    try {
      for (const served of farm.sites) {
        const truth = siteTruth(served);
        const url = (p: Hosted) => `${served.baseUrls[p.origin]}${p.path}`;
        for (const copy of all(served).filter((p) => p.kind === 'course' && (isPrint(p) || isEnglish(p))).slice(0, 20)) expect(truth.targetOf(url(copy))).toBe(`${served.baseUrls[copy.origin]}${copy.duplicateOf}`);
        for (const past of all(served).filter(isPast).slice(0, 20)) {
          expect(truth.targetOf(url(past))).toBeUndefined();
          expect((await fetch(url(past))).status).toBe(200);
        }
      }
    } finally {
      await farm.stop();
    }
  });

  test('the faceted search lists the same formations under many filter, sort and page addresses, none a target; a course search on some sites', () => {
    let sorted = 0;
    let paired = 0;
    let courseSearch = 0;
    for (const site of sites) {
      const searches = all(site).filter((p) => isSearch(p) && !p.duplicateOf);
      const formations = searches.filter((p) => h1(p) === 'Trouver une formation');
      expect(formations.length).toBeGreaterThanOrEqual(4);
      for (const p of formations) expect(p.kind).toBe('other');
      expect(new Set(formations.map((p) => p.path.split('?')[0])).size).toBe(1);
      // A formation is listed under several addresses.
      const times = new Map<string, number>();
      for (const p of formations) for (const m of html(p).matchAll(/<li class="formation">.*?<a href="([^"]+)"/g)) times.set(m[1]!, (times.get(m[1]!) ?? 0) + 1);
      expect(Math.max(...times.values())).toBeGreaterThanOrEqual(3);
      if (formations.some((p) => html(p).includes('class="tri"'))) sorted++;
      if (formations.some((p) => (p.path.split('?')[1] ?? '').split('&').filter((kv) => !/^(tri|sort|ordre|page|p)=/.test(kv)).length === 2)) paired++;
      const courses = searches.filter((p) => h1(p) === 'Rechercher un enseignement');
      if (courses.length) {
        courseSearch++;
        for (const p of courses) expect(p.kind).toBe('listing');
        expect(courses.some((p) => linkedTargets(site, p).length > 0)).toBe(true);
      }
    }
    expect(sorted).toBeGreaterThan(0);
    expect(sorted).toBeLessThan(sites.length);
    expect(paired).toBeGreaterThan(0);
    expect(paired).toBeLessThan(sites.length);
    expect(courseSearch).toBeGreaterThan(0);
    expect(courseSearch).toBeLessThan(sites.length);
  });

  test("the catalogue's form is answered for every choice of its selects, \"Tous\" sent empty: the matching formations, none a target", async () => {
    for (const site of sites) {
      const withForm = all(site).filter((p) => html(p).includes('<form class="recherche-formation"'));
      const home = withForm[0]!;
      const linked = new Set(withForm.flatMap((p) => p.links));
      const form = /<form class="recherche-formation" action="([^"]+)"[^>]*>(.*?)<\/form>/s.exec(html(home))!;
      const action = form[1]!.replace(/^\{\{\w+\}\}/, '');
      const selects = [...form[2]!.matchAll(/<select name="([^"]+)">(.*?)<\/select>/gs)].map((m) => ({ name: m[1]!, values: [...m[2]!.matchAll(/<option value="([^"]*)"/g)].map((o) => o[1]!) }));
      expect(selects.map((s) => s.values[0])).toEqual(['', '']);
      for (const first of selects[0]!.values) {
        for (const second of selects[1]!.values) {
          const key = `${home.origin} ${action}?${selects[0]!.name}=${encodeURIComponent(first)}&${selects[1]!.name}=${encodeURIComponent(second)}`;
          const answer = pageAt(site, key);
          expect(answer).toBeDefined();
          expect(answer!.kind).not.toBe('course');
          // Submitted as a browser does, the catalogue's home links its answer (the truth follows it).
          expect(linked).toContain(key.slice(key.indexOf(' ') + 1));
        }
      }
      const everything = pageAt(site, `${home.origin} ${action}?${selects[0]!.name}=&${selects[1]!.name}=`)!;
      const one = pageAt(site, `${home.origin} ${action}?${selects[0]!.name}=${encodeURIComponent(selects[0]!.values[1]!)}&${selects[1]!.name}=`)!;
      const listed = (p: Page) => [...html(p).matchAll(/<li class="formation">/g)].length;
      expect(listed(one)).toBeGreaterThan(0);
      expect(listed(one)).toBeLessThanOrEqual(listed(everything));
    }
    // Served: what a form submission of the first site asks for answers 200.
    const farm = await startSitefarm([sites[0]!]);
    try {
      const served = farm.sites[0]!;
      const home = all(served).find((p) => html(p).includes('<form class="recherche-formation"'))!;
      const action = /<form class="recherche-formation" action="([^"]+)"/.exec(html(home))![1]!.replace(/^\{\{\w+\}\}/, '');
      const names = [...html(home).matchAll(/<select name="([^"]+)">/g)].map((m) => m[1]!);
      const res = await fetch(`${served.baseUrls[home.origin]}${action}?${new URLSearchParams(names.map((n) => [n, ''])).toString()}`);
      expect(res.status).toBe(200);
    } finally {
      await farm.stop();
    }
  });

  test('the catalogue on a host of its own on some sites: every fiche there, linked from the main site, served with its robots.txt', async () => {
    const hosted = sites.filter((s) => s.origins.length === 2);
    expect(hosted.length).toBeGreaterThan(0);
    expect(hosted.length).toBeLessThan(sites.length);
    for (const site of sites) {
      const where = new Set(targets(site).filter(isHtml).map((p) => p.origin));
      expect(where).toEqual(new Set([site.origins.length === 2 ? 'formations' : 'www']));
    }
    for (const site of hosted) expect(all(site).some((p) => p.origin === 'www' && p.links.some((h) => h.startsWith('{{formations}}/')))).toBe(true);
    const farm = await startSitefarm([hosted[0]!]);
    try {
      const served = farm.sites[0]!;
      const base = served.baseUrls.formations!;
      const root = await fetch(`${base}/`);
      expect(root.status).toBe(200);
      expect(await root.text()).toContain('class="recherche-formation"');
      expect(await (await fetch(`${base}/robots.txt`)).text()).toBe(served.origins[1]!.robotsTxt);
      const truth = siteTruth(served);
      expect(truth.unreachableTargets.size).toBe(0);
      expect([...truth.reachableTargets].every((t) => t.startsWith(base))).toBe(true);
    } finally {
      await farm.stop();
    }
  });

  test('accented text survives each declared encoding: UTF-8, ISO-8859-1 and windows-1252', async () => {
    const more = Array.from({ length: 40 }, (_, i) => familySite(family, sites.length + 1 + i));
    const pool = [...sites, ...more];
    const enc = (s: SiteDefinition) => all(s)[0]!;
    const declaresWindows = (s: SiteDefinition) => enc(s).encoding === 'iso-8859-1' && enc(s).declare !== 'header' && /charset=windows-1252/.test(html(targets(s).find(isHtml)!));
    const chosen = [pool.find((s) => enc(s).encoding === 'utf-8')!, pool.find(declaresWindows)!, pool.find((s) => enc(s).encoding === 'iso-8859-1' && enc(s).declare === 'header')!];
    expect(chosen.every(Boolean)).toBe(true);
    const farm = await startSitefarm(chosen);
    try {
      for (const served of farm.sites) {
        const page = targets(served).find((p) => isHtml(p) && /é/.test(p.courses[0]!.title + p.courses[0]!.description))!;
        await expectDeclaredCharset(served.baseUrls[page.origin]!, page, 'é');
      }
    } finally {
      await farm.stop();
    }
  });

  test('around the catalogue: hundreds of news items, labs, a directory whose teachers name what they teach, dead links, selection and share links, an endless calendar', async () => {
    let teachersLinking = 0;
    for (const site of sites) {
      const pages = all(site).filter((p) => !p.duplicateOf && isHtml(p));
      expect(pages.filter((p) => html(p).includes('<p class="date">Publié le')).length).toBeGreaterThanOrEqual(100);
      expect(pages.filter((p) => html(p).includes('class="liste-actualites"')).length).toBeGreaterThanOrEqual(5);
      expect(pages.filter((p) => html(p).includes('<h2>Membres</h2>')).length).toBeGreaterThanOrEqual(6);
      expect(pages.filter((p) => html(p).includes('<table class="annuaire">')).length).toBeGreaterThanOrEqual(2);
      const titles = targets(site).map((t) => esc(t.courses[0]!.title));
      const teachers = pages.filter((p) => /<h2>(Enseignements|Enseignements dispensés|Cours)<\/h2>/.test(html(p)));
      expect(teachers.filter((p) => titles.some((t) => html(p).includes(t))).length).toBeGreaterThan(teachers.length / 2);
      if (teachers.some((p) => linkedTargets(site, p).length)) teachersLinking++;
      // A link to a page that is gone, and news that say "parcours" or "course" of a race or a golf course.
      expect(pages.some((p) => p.links.some((h) => { const k = landing(site, p, h); return !!k && !pageAt(site, k) && !k.includes('/events/calendar') && !(site.calendar && k.includes(site.calendar)); }))).toBe(true);
    }
    expect(teachersLinking).toBeGreaterThan(0);
    expect(teachersLinking).toBeLessThan(sites.length);
    // "Ajouter à ma sélection": an address a fiche each, redirected to the (empty) selection; share links leave the site.
    let selecting = 0;
    for (const site of sites) {
      const fiche = targets(site).find((t) => /Ajouter à ma sélection/.test(html(t)));
      if (!fiche) continue;
      selecting++;
      const href = /<a href="([^"]+)"[^>]*>Ajouter à ma sélection<\/a>/.exec(html(fiche))![1]!.replace(/&amp;/g, '&');
      expect(pageAt(site, `www ${href.replace(/^\{\{www\}\}/, '')}`)?.status).toBe(302);
      const landed = pageAt(site, landing(site, fiche, href)!)!;
      expect(h1(landed)).toBe('Ma sélection');
      expect(landed.kind).toBe('other');
    }
    expect(selecting).toBeGreaterThan(0);
    expect(selecting).toBeLessThan(sites.length);
    const shared = sites.flatMap((s) => targets(s).filter((t) => html(t).includes('class="partage"')));
    expect(shared.length).toBeGreaterThan(0);
    for (const t of shared.slice(0, 50)) expect(t.links.filter((h) => /facebook\.com\/sharer|^mailto:\?subject=/.test(h)).length).toBe(2);
    const site = sites.find((s) => s.calendar)!;
    const farm = await startSitefarm([site]);
    try {
      let url = `${farm.sites[0]!.baseUrls.www}${site.calendar}2026-11`;
      for (let i = 0; i < 14; i++) {
        const res = await fetch(url);
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).toContain('<ul class="menu-principal">');
        url = new URL(/<a href="([^"]+)">Next month<\/a>/.exec(text)![1]!, url).toString();
      }
      expect(url).toContain('2028-01');
    } finally {
      await farm.stop();
    }
    // On a site whose catalogue has a host of its own, the calendar's template links that host as every page does.
    const twoHosts = sites.find((s) => s.calendar && s.origins.length > 1) ?? Array.from({ length: 40 }, (_, i) => familySite(family, 13 + i)).find((s) => s.calendar && s.origins.length > 1)!;
    const served = await startSitefarm([twoHosts]);
    try {
      const text = await (await fetch(`${served.sites[0]!.baseUrls.www}${twoHosts.calendar}2026-11`)).text();
      expect(text).not.toContain('{{');
      expect(text).toContain(served.sites[0]!.baseUrls[twoHosts.origins[1]!.name]!);
    } finally {
      await served.stop();
    }
  });

  test('robots.txt as the CMS writes it lets our crawler fetch every fiche; labels, layouts, URL schemes and codes vary from site to site', () => {
    let gpt = 0;
    const credits = new Set<string>();
    const teachersLabels = new Set<string>();
    const layouts = new Set<string>();
    const schemes = new Set<string>();
    for (const site of sites) {
      const txt = site.origins[0]!.robotsTxt;
      const robots = parseRobots(txt, 'coursegraph');
      for (const t of targets(site)) expect(robots.isAllowed(t.path)).toBe(true);
      expect(robots.isAllowed('/')).toBe(true);
      expect(['/admin/', '/_admin/', '/wp-admin/', '/typo3/'].some((p) => !robots.isAllowed(p))).toBe(true);
      if (/User-agent: GPTBot\nDisallow: \/\n/.test(txt)) gpt++;
      const fiches = targets(site).filter(isHtml);
      const used = (list: readonly string[]) => list.filter((l) => fiches.every((p) => html(p).includes(`>${esc(l)}`))).sort((a, b) => b.length - a.length)[0];
      credits.add(used(fieldLabels.credits)!);
      const teacher = used(fieldLabels.instructors);
      if (teacher) teachersLabels.add(teacher);
      const g = html(fiches[0]!);
      layouts.add(/<dl class="fiche-infos">/.test(g) ? 'dl' : /<table class="fiche-infos">/.test(g) ? 'table' : /class="tableau-infos"/.test(g) ? 'grid' : /class="infos-cles"/.test(g) ? 'list' : 'lines');
      const path = fiches[0]!.path;
      schemes.add(/-[A-Z0-9]{8}\.html$/.test(path) ? 'ametys' : /\.(php|asp|jsp)\?/.test(path) ? 'query' : /\/20\d\d(-20\d\d)?\//.test(path) ? 'year' : 'slugs');
    }
    expect(gpt).toBeGreaterThan(0);
    expect(gpt).toBeLessThan(sites.length);
    expect(credits.size).toBeGreaterThanOrEqual(3);
    expect(teachersLabels.size).toBeGreaterThanOrEqual(3);
    expect(layouts.size).toBeGreaterThanOrEqual(3);
    expect(schemes.size).toBe(4);
  });
});
