// A French university's website (LMD system) and its offer of courses ("offre de formation"), as universities
// publish it through the ODF module of a CMS or on pages of their own. "Formation" in the menu leads to the
// catalogue (on the main host or on a host of its own, formations.<host>), which leads by type of diploma and by
// domaine to the diplomas, their parcours and their programmes, which list the UE and EC of each semester and link
// the fiche of each course. Everything is drawn from the site's seed: its name, host, encoding (UTF-8, or ISO-8859-1
// declared as such or as windows-1252), template, URL scheme (fr-addresses.ts), offer (fr-offer.ts, fr-courses.ts),
// catalogue (fr-catalogue.ts), fiches (fr-fiches.ts) and the rest of the website (fr-campus.ts).
//
// What the truth counts, in short: each course of the current offer (an UE without EC, or an EC) has one target, its
// fiche at its home parcours' address; its other addresses, print view, PDF and English copy are the same target;
// container UE, programmes and lists are listings; the earlier offer's fiches are not targets. See fr-fiches.ts.
import { SiteBuilder } from './builder.ts';
import type { Encoding, SiteDefinition } from './model.ts';
import type { Random } from './random.ts';
import { invented } from './course-webs.ts';
import * as v from './vocab-fr.ts';
import { drawAddresses } from './fr-addresses.ts';
import { FrSite } from './fr-theme.ts';
import { OfferDrawer, slugify, type Level } from './fr-offer.ts';
import { drawOffer, type Texts } from './fr-courses.ts';
import { catalogueAddresses, drawCatalogueStyle, putCatalogue } from './fr-catalogue.ts';
import { drawFicheStyle, putFiches } from './fr-fiches.ts';
import { Campus } from './fr-campus.ts';

export function buildFrUniversite(id: string, r: Random, description: string): SiteDefinition {
  // ---- Who the site is.
  const place = invented(r, v.syllables);
  const other = invented(r, v.syllables);
  const de = (w: string) => (/^[AEIOUYÉÈH]/.test(w) ? `d'${w}` : `de ${w}`);
  const institution = r.pick([`Université ${de(place)}`, `Université ${place}`, `Université ${place}-${other}`, `Université ${de(place)} ${r.pick(['Nord', 'Sud', 'Val-de-Seine', 'Côte d\'Opale', 'Haute-Vallée'])}`, `Université ${r.pick(['Jean', 'Marie', 'Paul', 'Louise'])}-${other} ${de(place)}`]);
  const host = `${r.pick(['univ-', 'u-', ''])}${slugify(place)}${r.pick(['', '', '-univ'])}.fr`;
  const handle = `univ${slugify(place).replace(/-/g, '')}`;
  const encoding: Encoding = r.chance(0.7) ? 'utf-8' : 'iso-8859-1';
  const declare = r.pick(['header', 'meta', 'both'] as const);
  const charset = encoding === 'utf-8' ? r.pick(['utf-8', 'UTF-8']) : r.pick(['iso-8859-1', 'ISO-8859-1', 'windows-1252']);
  const catOrigin = r.chance(0.3) ? 'formations' : 'www';
  const crawlDelay = r.chance(0.2) ? 0.05 : undefined;
  const b = new SiteBuilder({ id, institution, language: 'fr', encoding, declare, description, noise: { news: 0, people: 0, research: 0 }, ...(catOrigin !== 'www' ? { extraOrigins: [catOrigin] } : {}), ...(crawlDelay ? { crawlDelay } : {}) });
  const cat = (p: string) => (catOrigin === 'www' ? p : `{{${catOrigin}}}${p}`);

  // ---- How it writes records, and where it puts its pages.
  const showCodes = r.chance(0.85);
  const showTeachers = r.chance(0.8);
  const levelNames: Record<Level, string> = { licence: 'Licence', lp: 'Licence professionnelle', master: 'Master', but: 'BUT', du: 'Diplôme d\'université' };
  const levelPlural: Record<Level, string> = { licence: r.pick(['Licences', 'Licences générales']), lp: 'Licences professionnelles', master: r.pick(['Masters', 'Masters et masters en alternance']), but: r.pick(['BUT', 'Bachelors universitaires de technologie (BUT)']), du: r.pick(['Diplômes d\'université', 'DU et certificats']) };
  const domaineNames = Object.fromEntries(Object.entries(v.domaines).map(([k, names]) => [k, r.pick(names)])) as Record<v.DomaineKey, string>;
  const a = drawAddresses(r, levelNames, domaineNames, showCodes);
  const site = new FrSite(b, r, {
    institution, host, encoding, declare, charset, lang: r.pick(['fr', 'fr', 'fr-FR']), shell: a.scheme === 'ametys' ? r.pick(['cms', 'cms', 'semantic']) : r.pick(['semantic', 'divs', 'cms']),
    xhtml: r.chance(0.25), legacy: a.scheme === 'query' && r.chance(0.5), crumbs: r.chance(0.75), crumbSep: r.pick([' > ', ' / ', ' › ', ' » ']), twins: r.chance(0.45), english: a.english,
  });
  site.address = `${r.int(1, 120)} ${r.pick(['rue', 'avenue', 'boulevard', 'cours', 'place'])} ${r.pick(['de l\'Université', 'des Facultés', 'Victor Hugo', 'Jean Jaurès', `du Docteur ${invented(r, v.syllables)}`, 'du Campus'])} - ${r.pick(['CS', 'BP'])} ${r.int(10000, 99999)} - ${String(r.int(1, 95)).padStart(2, '0')}${r.int(0, 9)}${r.int(0, 9)}0 ${place} Cedex`;
  const num = (e: number, decimals: boolean, sep: string) => (decimals ? e.toFixed(1) : String(e)).replace('.', sep);
  const texts: Texts = {
    fold: (s) => site.fold(s),
    credits: r.pick([(e: number) => num(e, false, ','), (e: number) => `${num(e, false, ',')} ECTS`, (e: number) => `${num(e, false, ',')} crédits`, (e: number) => `${num(e, false, ',')} crédits ECTS`, (e: number) => num(e, true, ','), (e: number) => `${num(e, true, '.')} ECTS`]),
    term: r.pick([(s: number) => `Semestre ${s}`, (s: number) => `S${s}`, (s: number) => `Semestre ${s} (${s % 2 ? 'automne' : 'printemps'})`, (s: number) => (s % 2 ? 'Semestre impair' : 'Semestre pair'), (s: number) => `${s === 1 ? '1er' : `${s}e`} semestre`,
      (s: number, l: Level) => `${l === 'master' ? 'M' : l === 'but' ? 'BUT' : 'L'}${Math.ceil((l === 'master' && s > 6 ? s - 6 : s) / 2)} - Semestre ${s}`]),
    person: r.pick([(f: string, l: string) => `${f} ${l}`, (f: string, l: string) => `${f} ${l.toUpperCase()}`, (f: string, l: string) => `${l.toUpperCase()} ${f}`, (f: string, l: string, female: boolean) => `${female ? 'Mme' : 'M.'} ${f} ${l}`]),
    showCodes, showTeachers, prerequisites: r.pick(['title', 'code', 'both', 'generic'] as const), withMention: r.chance(0.5),
  };
  const drawer = new OfferDrawer(r, { masterFrom7: r.chance(0.25), ecShare: r.pick([0, 0.25, 0.5]), crossShare: r.pick([0, 0.5, 1]), codes: r.pick(['hai', 'lyon', 'apogee', 'elp', 'semester', 'bordeaux'] as const) });
  const campuses = [place, ...Array.from({ length: r.int(0, 2) }, () => `${r.pick(v.campusWords)} ${invented(r, v.syllables)}`)].map((c, i) => (i === 0 ? `Campus de ${c}` : c));
  const offer = drawOffer(r, drawer, texts, [...new Set(campuses)], host);

  // ---- Addresses: courses (one slug each on the site), diplomas, parcours.
  const slugs = new Set<string>();
  for (const c of offer.courses) {
    let s = c.slug;
    for (let k = 2; slugs.has(s); k++) s = `${c.slug}-${k}`;
    slugs.add(s);
    c.slug = s;
    c.unit.slug = s;
  }
  for (const d of offer.diplomas) { d.path = a.diploma(d); for (const p of d.parcours) p.path = a.parcours(p); }
  for (const c of offer.courses) {
    c.path = a.course(c, c.parcours[0]!);
    for (const p of c.parcours) c.pathIn.set(p, a.course(c, p));
  }
  const hasPast = r.chance(0.5);
  for (const c of offer.courses) c.past = hasPast && r.chance(0.8);

  // ---- The website around the catalogue (its frame first: every page shows it), the catalogue, the fiches.
  const campus = new Campus(site, r, offer, a.pre, a.home, cat);
  campus.frame(host, handle);
  const catalogueStyle = drawCatalogueStyle(r, showCodes, invented(r, v.syllables));
  // Written as on the main site: on the catalogue's own host the template writes them whole.
  const wwwLinks: [string, string][] = [[campus.at('formation-continue'), 'Formation continue'], [campus.at('alternance'), 'Alternance et apprentissage'], [campus.sec('recherche'), 'Doctorat']];
  const ctx = { site, a, r, offer, style: catalogueStyle, origin: catOrigin, institution, cat, levelNames, levelPlural, domaineNames, hasPast, wwwLinks };
  const back = catalogueAddresses(ctx);
  putCatalogue(ctx);
  const fiche = drawFicheStyle(r, showCodes, showTeachers);
  const publicHost = catOrigin === 'www' ? `www.${host}` : `formations.${host}`;
  for (const c of offer.courses) putFiches(c, fiche, { site, a, r, cat, origin: catOrigin, host: publicHost, hasPast }, institution, (p) => back(c, p));
  site.put(a.selectionPage, 'Ma sélection', '<h1>Ma sélection</h1>\n<p>Votre sélection est vide. Ajoutez des formations depuis le catalogue.</p>', {});
  if (catOrigin !== 'www' && a.home !== '/') b.redirect('/', a.home, 302, catOrigin);
  const guide = r.chance(0.3) ? '/medias/guide-des-formations-2026.pdf' : undefined;
  campus.put(r.pick([0, 0.4, 0.9]), guide);
  if (guide) site.pdf(guide, Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'));

  // ---- robots.txt as the site's CMS or webmaster wrote it; the endless calendar in the site's template.
  const lines = ['# robots.txt', ...(r.chance(0.4) ? ['User-agent: GPTBot', 'Disallow: /', ''] : []), 'User-agent: *'];
  if (a.scheme === 'ametys') lines.push('Disallow: /_admin/', 'Disallow: /_plugins/', 'Disallow: /plugins/', 'Disallow: /_wrapped-content/', 'Disallow: /kernel/');
  else if (a.scheme === 'slugs') lines.push(...r.pick([['Disallow: /wp-admin/', 'Allow: /wp-admin/admin-ajax.php', 'Disallow: /wp-login.php'], ['Disallow: /typo3/', 'Disallow: /typo3conf/', 'Disallow: /typo3temp/'], ['Disallow: /admin/']]));
  else lines.push('Disallow: /admin/', 'Disallow: /include/', 'Disallow: /tmp/');
  lines.push(`Disallow: ${site.search.path}?`);
  if (r.chance(0.5)) lines.push(`Disallow: ${a.selectionPage}`);
  if (r.chance(0.3)) lines.push(`Disallow: ${a.search('').split('?')[0]}?`);
  if (crawlDelay) lines.push(`Crawl-delay: ${crawlDelay}`);
  if (r.chance(0.5)) lines.push('', `Sitemap: https://www.${host}/sitemap.xml`);
  const built = b.build();
  for (const o of built.origins) o.robotsTxt = `${lines.join('\n')}\n`;
  const marker = '\u0000content\u0000';
  const framed = site.document(campus.calendarBase ?? '/events/calendar', 'Agenda', marker, { crumbs: [[campus.agenda, 'Agenda']] }).replace(/<meta[^>]*charset[^>]*>/, '').split(marker);
  return { ...built, frame: { before: framed[0]!, after: framed[1]! }, ...(campus.calendarBase ? { calendar: campus.calendarBase } : {}) };
}
