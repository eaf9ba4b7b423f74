// Everything of a French university's website besides its catalogue: the menu's sections (L'université, Recherche,
// International, Vie étudiante, Bibliothèques, Candidater, Entreprises, Fondation) and their pages, the formation
// hub, hundreds of news items in paginated archives, the agenda and its endless calendar, research labs and their
// members, a staff directory ("Annuaire") whose teachers' pages name (and on some sites link) what they teach,
// footer pages, and hostile corners: dead links, a redirect chain, a redirect loop, a server error.
import type { Random } from './random.ts';
import { esc } from './render.ts';
import * as v from './vocab-fr.ts';
import { invented } from './course-webs.ts';
import type { FrSite, Link } from './fr-theme.ts';
import type { Offer } from './fr-courses.ts';
import { lowerFirst, slugify, type Person } from './fr-offer.ts';

const CURRENT = 2026;
const monthsFr = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export class Campus {
  readonly end: string;
  readonly sections: (v.Section & { title: string; slug: string; chosen: string[] })[];
  readonly hub: Link;
  readonly newsRoot: string;
  readonly agenda: string;
  readonly calendarBase: string | undefined;
  readonly directory: string;
  readonly labsPath: string;
  readonly homePath: string;
  readonly perPage: number;
  /** The catalogue's home, as the main site links it. */
  readonly catalogue: string;
  private readonly newsPage: (n: number) => string;
  private readonly dirPage: (n: number) => string;

  constructor(readonly site: FrSite, readonly r: Random, readonly offer: Offer, readonly pre: string, catalogueHome: string, readonly catHref: (p: string) => string) {
    this.end = r.pick(['', '/', '.html']);
    this.homePath = pre ? `${pre}/` : '/';
    this.catalogue = catHref(catalogueHome);
    this.sections = v.sections.map((s) => ({ ...s, title: r.pick(s.titles), slug: r.pick(s.slugs), chosen: r.sample(s.pages, r.int(3, Math.min(7, s.pages.length))) }));
    const hubSlug = r.pick(['formation', 'formations', 'se-former', 'etudier', 'formation-et-orientation'].filter((w) => !catalogueHome.startsWith(`${pre}/${w}/`) && catalogueHome !== `${pre}/${w}${this.end}`));
    const hubWord = r.chance(0.2) ? `Formation ${invented(r, v.syllables)}` : r.pick(['Formation', 'Formations', 'Se former', 'Étudier']);
    this.hub = [this.at(hubSlug), hubWord];
    this.newsRoot = `${pre}/${r.pick(['actualites', 'actus', 'fil-actualites', 'actualites/toutes-les-actualites'])}`;
    const newsPaging = r.pick(['page', 'path', 'start'] as const);
    const perPage = r.pick([10, 12, 15, 20]);
    this.newsPage = (n) => (n === 1 ? `${this.newsRoot}${this.end === '.html' ? '.html' : this.end}` : newsPaging === 'page' ? `${this.newsRoot}${this.end === '.html' ? '.html' : this.end}?page=${n}` : newsPaging === 'path' ? `${this.newsRoot}/page/${n}/` : `${this.newsRoot}${this.end === '.html' ? '.html' : this.end}?start=${(n - 1) * perPage}`);
    this.perPage = perPage;
    this.agenda = this.at('agenda');
    this.calendarBase = r.chance(0.5) ? `${pre}/agenda/${r.pick(['calendrier', 'mois'])}/` : undefined;
    this.directory = this.at(r.pick(['annuaire', 'annuaire-des-personnels', 'annuaire/personnels']));
    const dirParam = r.pick(['page', 'p', 'lettre']);
    this.dirPage = (n) => (n === 1 ? this.directory : `${this.directory}?${dirParam}=${dirParam === 'lettre' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n - 1] : n}`);
    this.labsPath = `${this.sec('recherche').replace(/\/$|\.html$/, '')}/laboratoires${this.end}`;
    const profile = r.pick([(p: Person) => `${this.directory.replace(/\/$|\.html$/, '')}/${p.slug}${this.end}`, (p: Person) => `${pre}/personnes/${p.slug}`, (_p: Person, i: number) => `${pre}/annuaire/fiche.php?id=${1000 + i * 7}`]);
    offer.people.forEach((p, i) => { p.path = profile(p, i); });
  }

  at(slug: string): string { return `${this.pre}/${slug}${this.end}`; }
  sec(key: string, page?: string): string {
    const s = this.sections.find((x) => x.key === key)!;
    return page ? `${this.pre}/${s.slug}/${slugify(page)}${this.end}` : `${this.pre}/${s.slug}${this.end}`;
  }

  /** The menu, utility bar, footer and social links every page shows. */
  frame(host: string, handle: string): void {
    const { site, r } = this;
    const kids = (key: string) => this.sections.find((x) => x.key === key)!.chosen.slice(0, 4).map((p) => [this.sec(key, p), p] as Link);
    const hubKids: Link[] = [[this.catalogue, 'Offre de formation'], [this.sec('admission'), 'Candidater'], [this.at('formation-continue'), 'Formation continue'], [this.at('alternance'), 'Alternance']];
    site.menu = [
      { link: this.hub, english: 'Education', kids: hubKids },
      ...['recherche', 'international', 'vie', 'universite'].map((key) => ({ link: [this.sec(key), this.sections.find((x) => x.key === key)!.title] as Link, english: this.sections.find((x) => x.key === key)!.english, kids: r.chance(0.6) ? kids(key) : [] })),
      ...r.sample(['bu', 'admission', 'entreprises', 'fondation'], r.int(1, 3)).map((key) => ({ link: [this.sec(key), this.sections.find((x) => x.key === key)!.title] as Link, english: this.sections.find((x) => x.key === key)!.english, kids: [] })),
      { link: [this.newsPage(1), 'Actualités'], english: 'News', kids: [] },
      ...(r.chance(0.6) ? [{ link: [this.agenda, 'Agenda'] as Link, english: 'Events', kids: [] }] : []),
    ];
    site.utility = [[this.sec('vie'), 'Étudiants'], [`https://intranet.${host}/`, 'Personnels'], [`https://ent.${host}/`, 'ENT'], [this.directory, 'Annuaire'], ...(r.chance(0.5) ? [[`https://moodle.${host}/`, 'Moodle'] as Link] : [])];
    site.footer = [...r.sample(v.footerPages, r.int(5, 9)).map(([slug, t]) => [this.at(slug), t] as Link), [this.agenda, 'Agenda']];
    site.social = r.sample<Link>([[`https://www.facebook.com/${handle}`, 'Facebook'], [`https://x.com/${handle}`, 'X'], [`https://www.instagram.com/${handle}/`, 'Instagram'], [`https://www.linkedin.com/school/${handle}/`, 'LinkedIn'], [`https://www.youtube.com/@${handle}`, 'YouTube']], r.int(2, 5));
    site.search = { path: r.pick(['/recherche', `${this.pre}/recherche.html`, '/search']), param: r.pick(['q', 'query', 'keywords', 'texte']) };
    site.homePath = this.homePath;
  }

  put(teachersLink: number, pdfLink: string | undefined): void {
    const { site, r, offer } = this;
    const fill = (n: number) => r.sample(v.fillerSentences, n).join(' ');
    const put = (path: string, title: string, main: string, crumbs: Link[] = [], twin = false, o: { broken?: boolean; delayMs?: number } = {}) => site.put(path, title, main, { crumbs, twin, ...o });

    // The formation hub.
    const hubPages: Link[] = [[this.at('formation-continue'), 'Formation continue'], [this.at('alternance'), 'Alternance et apprentissage'], [this.at('vae'), 'Validation des acquis (VAE)'], [this.at('orientation'), 'Orientation et insertion (SUIO)'], [this.at('reussite-en-licence'), 'Réussir en licence']];
    put(this.hub[0], this.hub[1], `<h1>${esc(this.hub[1])}</h1>\n<p>${fill(2)}</p>\n<ul class="cartes">\n<li class="carte-principale">${site.link(this.catalogue, r.pick(['Offre de formation', 'Catalogue des formations', 'Trouver une formation']))}</li>\n${hubPages.map(([h, t]) => `<li>${site.link(h, t)}</li>`).join('\n')}\n</ul>${pdfLink ? `\n<p>${site.link(pdfLink, 'Guide des formations (PDF)')}</p>` : ''}`, [], true);
    for (const [h, t] of hubPages) put(h, t, `<h1>${esc(t)}</h1>\n<p>${fill(4)}</p>\n<p>${site.link(this.catalogue, 'Consulter l\'offre de formation')}</p>`, [this.hub]);

    // Sections and their pages; labs; the doctoral schools.
    const labs: Link[] = [];
    const labCount = r.int(6, 25);
    const teachers = offer.people.filter((p) => p.mention);
    for (let i = 0; i < labCount; i++) {
      const m = r.pick(offer.people.filter((p) => p.mention)).mention!;
      const acronym = invented(r, v.syllables).toUpperCase().slice(0, r.int(3, 6));
      const name = `${r.pick(v.labWords)} ${lowerFirst(r.pick(m.topics))} (${acronym})`;
      const path = `${this.labsPath.replace(/\/$|\.html$/, '')}/${slugify(acronym)}-${i + 1}${this.end}`;
      labs.push([path, name]);
      const members = r.sample(teachers.filter((p) => p.mention === m), r.int(2, 5));
      put(path, name, `<h1>${esc(name)}</h1>\n<p>${esc(`${r.pick(v.labStatus)} ${r.int(5000, 9999)}`)}</p>\n<p>${fill(3)}</p>\n<h2>Membres</h2>\n${site.ul(members.map((p) => [p.path, p.name]))}`, [[this.sec('recherche'), 'Recherche'], [this.labsPath, 'Laboratoires']]);
    }
    put(this.labsPath, 'Laboratoires', `<h1>Laboratoires</h1>\n${site.ul(labs)}`, [[this.sec('recherche'), 'Recherche']]);
    const dead = this.at(r.pick(['plan-campus-2020', 'ancien-portail', 'schema-directeur-2015']));
    for (const s of this.sections) {
      const pages: Link[] = s.chosen.map((p) => [this.sec(s.key, p), p]);
      const special: Link[] = s.key === 'recherche' ? [[this.labsPath, 'Laboratoires']] : s.key === 'universite' ? [[this.directory, 'Annuaire'], [this.at('ancien-site'), 'Présentation (ancienne adresse)'], [this.at('visite-virtuelle'), 'Visite virtuelle'], [this.at('etat-des-services'), 'État des services'], [dead, 'Plan campus']] : [];
      put(this.sec(s.key), s.title, `<h1>${esc(s.title)}</h1>\n<p>${fill(2)}</p>\n${site.ul([...special, ...pages])}`, [], true);
      for (const [p, t] of pages) put(p, t, `<h1>${esc(t)}</h1>\n<p>${fill(4)}</p>`, [[this.sec(s.key), s.title]], false, p === this.sec('universite', s.chosen[0]) && s.key === 'universite' ? { delayMs: 300 } : {});
    }
    for (const [p, t] of this.site.footer.filter(([h]) => h !== this.agenda)) put(p, t, `<h1>${esc(t)}</h1>\n<p>${fill(4)}</p>${/plan-du-site/.test(p) ? `\n${site.ul([this.hub, ...this.sections.map((s) => [this.sec(s.key), s.title] as Link), [this.newsPage(1), 'Actualités'], [this.directory, 'Annuaire']])}` : ''}`);
    // Hostile corners: a redirect chain, a loop, a server error (the dead link above answers 404).
    site.b.redirect(this.at('ancien-site'), this.at('nouveau-site'), 301);
    site.b.redirect(this.at('nouveau-site'), this.sec('universite'), 302);
    site.b.redirect(this.at('visite-virtuelle'), this.at('visite'), 302);
    site.b.redirect(this.at('visite'), this.at('visite-virtuelle'), 302);
    site.b.add(this.at('etat-des-services'), { body: 'Erreur interne du serveur', status: 500, contentType: 'text/plain', links: [] });

    // The directory: staff by name, paginated; teachers' pages name (and on some sites link) what they teach.
    const people = [...offer.people].sort((a, b) => a.plain.split(' ').slice(-1)[0]!.localeCompare(b.plain.split(' ').slice(-1)[0]!, 'fr'));
    const pages = Math.ceil(people.length / 20);
    for (let n = 1; n <= pages; n++) {
      const rows = people.slice((n - 1) * 20, n * 20).map((p) => `<tr><td>${site.link(p.path, p.name)}</td><td>${esc(p.rank)}</td></tr>`).join('\n');
      const pager = Array.from({ length: pages }, (_, k) => (k + 1 === n ? `<strong>${k + 1}</strong>` : site.link(this.dirPage(k + 1), String(k + 1)))).join(' ');
      put(this.dirPage(n), `Annuaire${n > 1 ? ` (${n})` : ''}`, `<h1>Annuaire des personnels</h1>\n<form action="${esc(this.directory)}" method="get"><input type="text" name="nom"><button type="submit">Rechercher</button></form>\n<table class="annuaire">\n${rows}\n</table>\n<p class="pagination">${pager}</p>`, [[this.sec('universite'), 'Université']]);
    }
    for (const p of offer.people) {
      const taught = p.teaches.map((c) => `<li>${r.chance(teachersLink) ? site.link(this.catHref(c.path), c.gold.title) : esc(c.gold.title)} (${esc(c.parcours[0]!.diploma.name)})</li>`).join('');
      put(p.path, p.name, `<h1>${esc(p.name)}</h1>\n<p>${esc(p.rank)}</p>\n<p>${site.link(`mailto:${p.email}`, p.email)} - Bureau ${r.pick(['A', 'B', 'C', 'D'])}${r.int(100, 420)}</p>${p.mention ? `\n<h2>Thèmes de recherche</h2>\n<p>${esc(r.sample(p.mention.topics, 2).join(', '))}</p>` : ''}${taught ? `\n<h2>${r.pick(['Enseignements', 'Enseignements dispensés', 'Cours'])}</h2>\n<ul>${taught}</ul>` : ''}`, [[this.directory, 'Annuaire']]);
    }

    // News: hundreds of items, paginated; a few name a course, a few link a page that is gone.
    const count = r.int(100, 500);
    const articles: Link[] = [];
    const slugs = new Set<string>();
    const articleStyle = r.pick(['slug', 'dated', 'id'] as const);
    for (let i = 0; i < count; i++) {
      const year = CURRENT - Math.floor(i / 90);
      const month = 11 - Math.floor((i % 90) / 8);
      const title = r.pick(v.newsTitles);
      let s = slugify(title);
      for (let k = 2; slugs.has(s); k++) s = `${slugify(title)}-${k}`;
      slugs.add(s);
      const path = articleStyle === 'slug' ? `${this.newsRoot}/${s}${this.end}` : articleStyle === 'dated' ? `${this.newsRoot}/${year}/${String(month + 1).padStart(2, '0')}/${s}${this.end}` : this.pre ? `${this.newsRoot}/${20000 + i * 3}-${s.slice(0, 40)}${this.end}` : `/actualite.php?id=${20000 + i * 3}`;
      articles.push([path, title]);
      const c = r.chance(0.05) ? r.pick(offer.courses) : undefined;
      const mention = c ? `<p>${esc('Les étudiants de l\'enseignement')} ${r.chance(0.5) ? site.link(this.catHref(c.path), c.gold.title) : esc(c.gold.title)} ${esc('ont participé à cette journée.')}</p>\n` : '';
      const gone = r.chance(0.02) ? `<p>${site.link(`${this.newsRoot}/archives/${s}-${year - 3}`, 'Lire aussi')}</p>\n` : '';
      put(path, title, `<article><h1>${esc(title)}</h1>\n<p class="date">Publié le ${r.int(1, 28)} ${monthsFr[month]} ${year}</p>\n<p>${fill(3)}</p>\n${mention}${gone}<p>${site.link(this.newsPage(1), 'Toutes les actualités')}</p></article>`, [[this.newsPage(1), 'Actualités']], false, { broken: site.o.legacy && i % 9 === 4 });
    }
    const newsPages = Math.ceil(articles.length / this.perPage);
    for (let n = 1; n <= newsPages; n++) {
      const items = articles.slice((n - 1) * this.perPage, n * this.perPage).map(([h, t]) => [site.b.track(h), t] as Link);
      const pager = [n > 1 ? site.link(this.newsPage(n - 1), '« Précédent') : '', n < newsPages ? site.link(this.newsPage(n + 1), 'Suivant »') : '', site.link(this.newsPage(newsPages), 'Dernière page')].filter(Boolean).join(' ');
      put(this.newsPage(n), `Actualités${n > 1 ? ` - page ${n}` : ''}`, `<h1>Actualités</h1>\n${site.ul(items, 'liste-actualites')}\n<p class="pagination">${pager}</p>`, [], n === 1);
    }

    // Agenda and the endless calendar.
    const calendar = this.calendarBase ? `${this.calendarBase}${CURRENT}-11` : '/events/calendar?month=2026-11';
    const events: Link[] = Array.from({ length: r.int(10, 35) }, (_, i) => {
      const t = `${r.pick(v.eventTitles)}${r.chance(0.5) ? ` : ${lowerFirst(r.pick(r.pick(offer.people.filter((p) => p.mention)).mention!.topics))}` : ''}`;
      return [`${this.agenda.replace(/\/$|\.html$/, '')}/${i + 1}-${slugify(t)}${this.end}`, t];
    });
    for (const [p, t] of events) put(p, t, `<h1>${esc(t)}</h1>\n<p class="date">Le ${r.int(1, 28)} ${r.pick(monthsFr)} ${CURRENT + 1}</p>\n<p>${fill(3)}</p>`, [[this.agenda, 'Agenda']]);
    put(this.agenda, 'Agenda', `<h1>Agenda</h1>\n${site.ul(events)}\n<p>${site.link(calendar, 'Calendrier des événements')}</p>`, [], true);

    // The home page.
    const home = `<div class="bandeau"><h1>${esc(site.o.institution)}</h1><p>${esc(r.pick(['Bienvenue à l\'université', `Rentrée ${CURRENT} : toutes les informations`, 'Former, chercher, innover']))}</p></div>\n<ul class="acces-directs">\n<li>${site.link(this.catalogue, 'Trouver une formation')}</li>\n<li>${site.link(this.sec('admission'), 'Candidater')}</li>\n<li>${site.link(this.sec('international'), 'International')}</li>\n<li>${site.link(this.directory, 'Annuaire')}</li>\n</ul>\n<h2>Actualités</h2>\n${site.ul(articles.slice(0, 6))}\n<p>${site.link(this.newsPage(1), 'Toutes les actualités')}</p>\n<h2>Agenda</h2>\n${site.ul(events.slice(0, 3))}`;
    put(this.homePath, site.o.institution, home, [], true);
    if (this.pre) site.b.redirect('/', this.homePath, r.pick([301, 302]));
  }
}

