// A French university's catalogue ("Offre de formation", "Catalogue des formations" or a word of its own): its home,
// lists by type of diploma and by domaine, a faceted search of formations (and of courses on some sites), each
// diploma's page with its parcours, and each parcours' page with its tabs (Présentation, Objectifs, Admission,
// Programme, Poursuite d'études, Insertion professionnelle, Contacts), on one page or one page each. The programme
// (maquette) lists the semesters' UE with their ECTS and, below an UE made of EC, its EC: in accordions collapsed by
// script, in headed tables, one page per semester or per year, or only as a PDF beside a list of the courses; a
// container UE has a page of its own on some sites. Diplomas without fiches show their programme as text, promise
// it, or give it only as a PDF. The earlier offer ("Offre 2019-2024", last year's catalogue) is kept on some sites.
//
// Listings (kind 'listing'): the pages that link fiches (programmes, semester and year pages, lists of courses,
// container UE pages, the course search). The rest of the catalogue links diplomas and is kind 'other'.
import type { Random } from './random.ts';
import { esc } from './render.ts';
import { writePdf, type PdfLine } from './pdf.ts';
import type { DomaineKey } from './vocab-fr.ts';
import type { Addresses, Tab } from './fr-addresses.ts';
import type { FrSite, Link, PutOptions } from './fr-theme.ts';
import type { Offer } from './fr-courses.ts';
import { leavesOf, lowerFirst, type Course, type Diploma, type Level, type Parcours, type Semester, type Unit } from './fr-offer.ts';
import { putSearch, type Facet, type Sort } from './fr-search.ts';

export interface CatalogueStyle {
  title: string;
  organisation: 'level' | 'domaine' | 'both';
  programme: 'accordion' | 'tables' | 'semesters' | 'years' | 'pdf';
  rows: 'table' | 'list' | 'blocks';
  anchor: 'title' | 'code' | 'more';
  containerPages: boolean;
  maquettePdf: boolean;
  hoursColumns: boolean;
  upper: boolean;
  tabs: Tab[];
  print: boolean;
  track: boolean;
  undetailed: 'text' | 'soon' | 'pdf';
  courseSearch: boolean;
  showCodes: boolean;
}

export function drawCatalogueStyle(r: Random, showCodes: boolean, ownWord: string): CatalogueStyle {
  const words = ['Offre de formation', 'Catalogue des formations', 'Trouver une formation', 'Nos formations', 'Toutes nos formations'];
  const programme = r.pick(['accordion', 'accordion', 'tables', 'semesters', 'years', 'pdf'] as const);
  return {
    title: r.chance(0.25) ? `${ownWord} : ${r.pick(words).toLowerCase()}` : r.pick(words), organisation: r.pick(['level', 'domaine', 'both'] as const), programme,
    rows: r.pick(['table', 'list', 'blocks'] as const), anchor: showCodes ? r.pick(['title', 'title', 'code', 'more'] as const) : r.pick(['title', 'title', 'more'] as const),
    containerPages: r.chance(0.35), maquettePdf: programme === 'pdf' || r.chance(0.3), hoursColumns: r.chance(0.35), upper: r.chance(0.2),
    tabs: ['presentation', ...r.sample(['objectifs', 'competences', 'poursuite', 'insertion'] as Tab[], r.int(1, 4)), 'admission', 'programme', 'contacts'],
    print: r.chance(0.4), track: r.chance(0.3), undetailed: r.pick(['text', 'soon', 'pdf'] as const), courseSearch: r.chance(0.35), showCodes,
  };
}

export interface CatalogueContext {
  site: FrSite; a: Addresses; r: Random; offer: Offer; style: CatalogueStyle; origin: string; institution: string;
  cat: (path: string) => string;
  levelNames: Record<Level, string>; levelPlural: Record<Level, string>; domaineNames: Record<DomaineKey, string>;
  hasPast: boolean;
  /** Pages of the main site the catalogue's home links (formation continue, alternance, doctorat …). */
  wwwLinks: Link[];
}

const LEVELS: Level[] = ['licence', 'lp', 'but', 'master', 'du'];
const TAB_TITLES: Record<Tab, string> = { presentation: 'Présentation', objectifs: 'Objectifs', competences: 'Compétences', admission: 'Admission', programme: 'Programme', poursuite: 'Poursuite d\'études', insertion: 'Insertion professionnelle', contacts: 'Contacts' };
const jobs = ['chargé d\'études', 'chef de projet', 'enseignant', 'consultant', 'technicien supérieur', 'analyste', 'chargé de mission', 'cadre de la fonction publique', 'ingénieur d\'études', 'responsable administratif'];

/** The semesters of a parcours two by two: its years (L1, L2, L3; M1, M2). */
const yearsOf = (p: Parcours): Semester[][] => Array.from({ length: Math.ceil(p.semesters.length / 2) }, (_, i) => p.semesters.slice(i * 2, i * 2 + 2));
const yearName = (p: Parcours, y: number) => (p.diploma.level === 'master' ? `M${y}` : p.diploma.level === 'lp' ? 'Licence professionnelle' : p.diploma.level === 'but' ? `BUT ${y}` : `L${y}`);

/** Sets the addresses of containers and returns where a fiche leads back to, for each parcours. */
export function catalogueAddresses(x: CatalogueContext): (c: Course, p: Parcours) => Link {
  const { a, style: s } = x;
  for (const d of x.offer.diplomas.filter((dd) => dd.detailed)) for (const p of d.parcours) for (const sem of p.semesters) for (const u of sem.units) if (u.ecs.length && s.containerPages && !u.path) u.path = a.container(u, p);
  return (c, p) => {
    if (s.programme === 'semesters') return [a.semester(p, c.sem), `Semestre ${c.sem}`];
    if (s.programme === 'years') { const y = yearsOf(p).findIndex((ss) => ss.some((x2) => x2.n === c.sem)) + 1; return [a.year(p, y), yearName(p, y)]; }
    if (s.programme === 'pdf') return [a.list(p), 'Liste des enseignements'];
    return [a.tab(p, 'programme').split('#')[0]!, 'Programme'];
  };
}

export function putCatalogue(x: CatalogueContext): void {
  const { site, a, r, cat, origin, offer, style: s } = x;
  const put = (path: string, title: string, main: string, o: PutOptions = {}) => site.put(path, title, main, { origin, twin: true, ...o });
  const link = (path: string, text: string, attrs = '') => site.link(cat(path), text, attrs);
  const home: Link = [cat(a.home), s.title];
  const levels = LEVELS.filter((l) => offer.diplomas.some((d) => d.level === l));
  const selections = new Set<string>();
  const selection = (id: string) => { if (!selections.has(id)) { selections.add(id); site.b.redirect(a.selection(id), a.selectionPage, 302); } return site.link(a.selection(id), 'Ajouter à ma sélection', ' rel="nofollow" class="selection"'); };

  // ---- A programme: its semesters' UE, each EC below its UE, linked to the fiches on detailed diplomas.
  const shown = (t: string) => esc(s.upper ? t.toUpperCase() : t);
  const href = (c: Course, p: Parcours) => cat(s.track ? site.b.track(c.pathIn.get(p)!) : c.pathIn.get(p)!);
  const cellsOf = (u: Unit, p: Parcours, linked: boolean, ec: boolean): { code: string; title: string; ects: string; hours: string[]; nature: string; more: string } => {
    const c = u.course;
    const target = linked && c ? href(c, p) : linked && u.path ? cat(u.path) : undefined;
    const a2 = (text: string) => (target ? `<a href="${esc(target)}">${text}</a>` : text);
    const hours = c ? c.hours.map((h) => (h ? `${h}` : '-')) : ['', '', ''];
    return {
      code: s.showCodes ? (s.anchor === 'code' ? a2(esc(u.code)) : esc(u.code)) : '', title: s.anchor === 'title' || (s.anchor === 'code' && !c) ? a2(shown(u.title)) : shown(u.title),
      ects: String(u.ects).replace('.', ','), hours, nature: ec ? 'EC' : u.nature === 'option' ? 'Option' : u.ecs.length ? 'UE' : 'Obligatoire',
      more: s.anchor === 'more' && target ? `<a href="${esc(target)}" class="voir">${c ? 'Voir la fiche' : 'Détail'}</a>` : '',
    };
  };
  const semesterHtml = (sem: Semester, p: Parcours, linked: boolean): string => {
    const rows = sem.units.flatMap((u) => [{ u, ec: false }, ...u.ecs.map((e) => ({ u: e, ec: true }))]);
    if (s.rows === 'list') {
      return `<ul class="maquette">\n${sem.units.map((u) => { const c = cellsOf(u, p, linked, false); return `<li class="ue">${c.code ? `${c.code} - ` : ''}${c.title} (${c.ects} ECTS)${c.more ? ` ${c.more}` : ''}${u.ecs.length ? `<ul>${u.ecs.map((e) => { const ce = cellsOf(e, p, linked, true); return `<li class="ec">${ce.code ? `${ce.code} - ` : ''}${ce.title} (${ce.ects} ECTS)${ce.more ? ` ${ce.more}` : ''}</li>`; }).join('')}</ul>` : ''}</li>`; }).join('\n')}\n</ul>`;
    }
    if (s.rows === 'blocks') {
      return rows.map(({ u, ec }) => { const c = cellsOf(u, p, linked, ec); return `<div class="odf-${ec ? 'ec' : 'ue'}">${c.code ? `<span class="code">${c.code}</span> ` : ''}<span class="intitule">${c.title}</span> <span class="ects">${c.ects} crédits</span>${c.more ? ` ${c.more}` : ''}</div>`; }).join('\n');
    }
    const head = `<tr>${s.showCodes ? '<th>Code</th>' : ''}<th>Intitulé</th><th>ECTS</th>${s.hoursColumns ? '<th>CM</th><th>TD</th><th>TP</th>' : ''}<th>Nature</th>${s.anchor === 'more' ? '<th></th>' : ''}</tr>`;
    const body = rows.map(({ u, ec }) => { const c = cellsOf(u, p, linked, ec); return `<tr class="${ec ? 'ec' : 'ue'}">${s.showCodes ? `<td>${c.code}</td>` : ''}<td>${ec ? '&nbsp;&nbsp;' : ''}${c.title}</td><td>${c.ects}</td>${s.hoursColumns ? c.hours.map((h) => `<td>${h}</td>`).join('') : ''}<td>${c.nature}</td>${s.anchor === 'more' ? `<td>${c.more}</td>` : ''}</tr>`; }).join('\n');
    return `<table class="maquette">\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
  };
  const semTitle = (sem: Semester) => `Semestre ${sem.n}`;
  const programmeHtml = (p: Parcours, linked: boolean): string => {
    if (s.programme === 'accordion') {
      return `<div class="accordion" id="maquette-${p.id}">\n${p.semesters.map((sem) => `<div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#sem-${p.id}-${sem.n}" aria-expanded="false">${semTitle(sem)} <span class="ects">30 ECTS</span></button></h3><div id="sem-${p.id}-${sem.n}" class="accordion-collapse collapse"><div class="accordion-body">\n${semesterHtml(sem, p, linked)}\n</div></div></div>`).join('\n')}\n</div>`;
    }
    return p.semesters.map((sem) => `<h3>${semTitle(sem)}</h3>\n${semesterHtml(sem, p, linked)}`).join('\n');
  };
  const maquettePdf = (p: Parcours): Buffer => {
    const lines: PdfLine[] = [{ cells: x.institution, size: 9 }, { cells: `${p.diploma.name}${p.own ? ` - Parcours ${p.name}` : ''}`, size: 14 }, { cells: `Maquette ${2026}-${2027}`, size: 11 }];
    for (const sem of p.semesters) {
      lines.push({ cells: semTitle(sem), size: 12 });
      for (const u of sem.units) {
        lines.push({ cells: [s.showCodes ? u.code : '', u.title, `${u.ects} ECTS`] });
        for (const e of u.ecs) lines.push({ cells: [s.showCodes ? e.code : '', `   ${e.title}`, `${e.ects} ECTS`] });
      }
    }
    return writePdf({ title: `Maquette ${p.diploma.name}`, pages: [lines] });
  };

  // ---- Diplomas and their parcours.
  const article = (d: Diploma) => (d.level === 'licence' || d.level === 'lp' ? 'La' : 'Le');
  const mentionText = (d: Diploma) => lowerFirst(d.mention.name);
  const sections: Record<Tab, (d: Diploma, p: Parcours) => string> = {
    presentation: (d, p) => `<p>${esc(`${article(d)} ${lowerFirst(d.name)}${p.own ? `, parcours ${p.name},` : ''} propose une formation progressive en ${mentionText(d)}, associant enseignements fondamentaux, travaux pratiques et projets.`)}</p>\n<p>${esc(d.level === 'du' ? 'La formation est ouverte aux étudiants et aux professionnels.' : `La formation est organisée en ${p.semesters.length || 2} semestres de 30 crédits ECTS.`)}</p>`,
    objectifs: (d) => `<ul><li>${esc(`Acquérir les connaissances fondamentales en ${mentionText(d)}`)}</li><li>Développer l'autonomie et l'esprit critique</li><li>Préparer la poursuite d'études ou l'insertion professionnelle</li></ul>`,
    competences: () => '<ul><li>Mobiliser les concepts fondamentaux de la discipline</li><li>Travailler en équipe</li><li>Communiquer à l\'écrit et à l\'oral</li></ul>',
    admission: (d) => `<p>${esc(d.level === 'licence' ? 'Accès en première année : candidature sur Parcoursup. Accès en deuxième ou troisième année : candidature sur eCandidat.' : d.level === 'master' ? 'Accès en M1 : candidature sur la plateforme Mon Master. Accès en M2 : sur dossier.' : d.level === 'but' ? 'Candidature sur Parcoursup.' : d.level === 'lp' ? 'Accès après un bac+2 (BUT, BTS, L2) : candidature sur eCandidat.' : 'Candidature sur dossier, en formation initiale ou continue.')}</p>`,
    programme: () => '',
    poursuite: (d) => `<p>${esc(d.level === 'licence' ? `Master ${d.mention.name}, écoles d'ingénieurs ou de commerce, concours.` : d.level === 'master' ? 'Doctorat, concours de la fonction publique.' : 'Insertion professionnelle directe ; poursuite en licence ou en master possible.')}</p>`,
    insertion: () => `<p>Métiers visés : ${esc(r.sample(jobs, 3).join(', '))}.</p>`,
    contacts: (d) => { const team = offer.people.filter((pp) => pp.mention === d.mention).slice(0, 2); return `<p>Responsable${team.length > 1 ? 's' : ''} : ${team.map((t) => site.link(t.path, t.name)).join(', ')}</p>\n<p>Scolarité : ${site.link(`mailto:scolarite-${d.slug.slice(0, 20)}@${x.site.o.host}`, `scolarite-${d.slug.slice(0, 20)}@${x.site.o.host}`)}</p>`; },
  };
  const facts = (d: Diploma) => `<ul class="infos-formation"><li><strong>Niveau :</strong> ${esc(x.levelNames[d.level])}${d.level === 'master' ? ' (bac+5)' : d.level === 'du' ? '' : ' (bac+3)'}</li><li><strong>Domaine :</strong> ${esc(x.domaineNames[d.domaine])}</li><li><strong>Lieu :</strong> ${esc(d.campus)}</li><li><strong>Modalités :</strong> ${d.modes.map((m) => ({ fi: 'Formation initiale', fc: 'Formation continue', fa: 'Alternance', ead: 'À distance' })[m as 'fi']).join(', ')}</li></ul>`;
  const crumbsOf = (d: Diploma): Link[] => [home, ...(s.organisation === 'domaine' ? [[cat(a.byDomaine(d.domaine)), x.domaineNames[d.domaine]] as Link] : [[cat(a.byLevel(d.level)), x.levelPlural[d.level]] as Link])];
  const inPage = (p: Parcours) => a.tab(p, 'programme').includes('#');
  for (const d of offer.diplomas) {
    const single = d.parcours.length === 1 && !d.parcours[0]!.own;
    const tools = (id: string) => `<p class="outils">${selection(id)}</p>`;
    if (!single) {
      const list = d.parcours.map((p) => [cat(a.parcours(p)), `Parcours ${p.name}`] as Link);
      put(a.diploma(d), d.name, `<h1>${esc(d.name)}</h1>\n${facts(d)}\n${sections.presentation(d, d.parcours[0]!)}\n<h2>Parcours</h2>\n${site.ul(list, 'liste-parcours')}\n${tools(d.id)}`, { crumbs: crumbsOf(d) });
    }
    for (const p of d.parcours) {
      const page = a.parcours(p);
      const crumbs: Link[] = [...crumbsOf(d), ...(single ? [] : [[cat(a.diploma(d)), d.name] as Link])];
      const title = single ? d.name : `${d.name} - Parcours ${p.name}`;
      const tabLink = (t: Tab) => (t === 'presentation' ? cat(page) : cat(a.tab(p, t)));
      const tabsNav = `<ul class="onglets" role="tablist">${s.tabs.map((t) => `<li role="presentation"><a href="${esc(tabLink(t))}" role="tab">${esc(TAB_TITLES[t])}</a></li>`).join('')}</ul>`;
      const pdf = d.detailed ? (s.maquettePdf ? a.maquette(p) : undefined) : d.level !== 'du' && s.undetailed === 'pdf' ? a.maquette(p) : undefined;
      if (pdf) site.pdf(pdf, maquettePdf(p), { origin });
      const pdfLink = pdf ? `<p class="telecharger">${link(pdf, 'Télécharger la maquette (PDF)')}</p>` : '';
      // The programme: links to fiches (detailed), the same as text, a promise, or nothing but a PDF.
      let programme: string;
      let kind: PutOptions['kind'] = 'other';
      const progPage = a.tab(p, 'programme').split('#')[0]!;
      if (d.level === 'du') programme = '<p>Le programme détaillé est communiqué aux candidats retenus.</p>';
      else if (!d.detailed) programme = s.undetailed === 'text' ? programmeHtml(p, false) : s.undetailed === 'soon' ? '<p>Le programme détaillé sera publié prochainement.</p>' : '<p>Consultez la maquette de la formation.</p>';
      else if (s.programme === 'semesters') programme = site.ul(p.semesters.map((sem) => [cat(a.semester(p, sem.n)), semTitle(sem)]), 'liste-semestres');
      else if (s.programme === 'years') programme = site.ul(yearsOf(p).map((_ss, i) => [cat(a.year(p, i + 1)), yearName(p, i + 1)]), 'liste-annees');
      else if (s.programme === 'pdf') programme = `<p>La maquette détaillée est disponible au format PDF.</p>\n<p>${link(a.list(p), 'Liste des enseignements')}</p>`;
      else { programme = programmeHtml(p, true); kind = 'listing'; }
      const progPrint = s.print && d.detailed && d.level !== 'du' ? `<p>${link(a.print(progPage), 'Version imprimable', ' rel="nofollow"')}</p>` : '';
      const progSection = `${programme}\n${pdfLink}\n${progPrint}`;
      if (inPage(p)) {
        const all = s.tabs.map((t) => `<section id="${esc(a.tab(p, t).split('#')[1] ?? t)}"><h2>${esc(TAB_TITLES[t])}</h2>\n${t === 'programme' ? progSection : sections[t](d, p)}</section>`).join('\n');
        put(page, title, `<h1>${esc(title)}</h1>\n${facts(d)}\n${tabsNav}\n${all}\n${tools(p.id)}`, { crumbs, kind });
      } else {
        put(page, title, `<h1>${esc(title)}</h1>\n${facts(d)}\n${tabsNav}\n<h2>${TAB_TITLES.presentation}</h2>\n${sections.presentation(d, p)}\n${tools(p.id)}`, { crumbs });
        for (const t of s.tabs.filter((tt) => tt !== 'presentation')) put(a.tab(p, t), `${TAB_TITLES[t]} - ${title}`, `<h1>${esc(title)}</h1>\n${tabsNav}\n<h2>${esc(TAB_TITLES[t])}</h2>\n${t === 'programme' ? progSection : sections[t](d, p)}`, { crumbs: [...crumbs, [cat(page), single ? d.name : p.name]], ...(t === 'programme' ? { kind } : {}) });
      }
      if (progPrint) put(a.print(progPage), `Programme - ${title}`, `<h1>${esc(title)}</h1>\n${programmeHtml(p, s.programme !== 'semesters' && s.programme !== 'years' && s.programme !== 'pdf')}`, { bare: true, kind, duplicateOf: progPage, twin: false });
      if (!d.detailed || d.level === 'du') continue;
      const progCrumbs: Link[] = [...crumbs, [cat(page), single ? d.name : p.name], [cat(progPage), 'Programme']];
      if (s.programme === 'semesters') for (const sem of p.semesters) put(a.semester(p, sem.n), `${semTitle(sem)} - ${title}`, `<h1>${esc(title)}</h1>\n<h2>${semTitle(sem)}</h2>\n${semesterHtml(sem, p, true)}\n<p>${link(progPage, 'Retour au programme')}</p>`, { kind: 'listing', crumbs: progCrumbs });
      if (s.programme === 'years') yearsOf(p).forEach((ss, i) => put(a.year(p, i + 1), `${yearName(p, i + 1)} - ${title}`, `<h1>${esc(title)}</h1>\n<h2>${esc(yearName(p, i + 1))}</h2>\n${ss.map((sem) => `<h3>${semTitle(sem)}</h3>\n${semesterHtml(sem, p, true)}`).join('\n')}`, { kind: 'listing', crumbs: progCrumbs }));
      if (s.programme === 'pdf') {
        const items = leavesOf(p).map((l) => l.unit.course!).sort((c1, c2) => c1.gold.title.localeCompare(c2.gold.title, 'fr'));
        put(a.list(p), `Enseignements - ${title}`, `<h1>${esc(title)}</h1>\n<h2>Liste des enseignements</h2>\n<ul class="enseignements">\n${items.map((c) => `<li><a href="${esc(href(c, p))}">${esc(c.gold.title)}</a>${s.showCodes ? ` (${esc(c.code)})` : ''}</li>`).join('\n')}\n</ul>`, { kind: 'listing', crumbs: progCrumbs });
      }
    }
  }
  // Container UE: their EC and ECTS, no description of their own.
  const containers = new Map<string, [Unit, Parcours]>();
  for (const d of offer.diplomas.filter((dd) => dd.detailed && s.containerPages)) for (const p of d.parcours) for (const sem of p.semesters) for (const u of sem.units) if (u.ecs.length && !containers.has(a.container(u, p))) containers.set(a.container(u, p), [u, p]);
  for (const [path, [u, p]] of containers) {
    const items = u.ecs.map((e) => `<li>${e.course ? `<a href="${esc(href(e.course, p))}">${esc(e.title)}</a>` : esc(e.title)} - ${String(e.ects).replace('.', ',')} ECTS</li>`).join('\n');
    put(path, u.title, `<h1>${esc(u.title)}</h1>\n<ul class="infos-ue">${s.showCodes ? `<li>Code : ${esc(u.code)}</li>` : ''}<li>Crédits ECTS : ${String(u.ects).replace('.', ',')}</li></ul>\n<p>Cette UE est composée des éléments constitutifs suivants :</p>\n<ul class="liste-ec">\n${items}\n</ul>\n<p>${link(a.parcours(p), p.own ? `Parcours ${p.name}` : p.diploma.name)}</p>`, { kind: 'listing', crumbs: [home, [cat(a.parcours(p)), p.own ? p.name : p.diploma.name]], ...(path !== u.path ? { duplicateOf: u.path } : {}) });
  }

  // ---- Lists by type and by domaine, the home, the searches, the earlier offer.
  const row = (d: Diploma) => `<li>${link(a.diploma(d), d.name)}${d.parcours.some((p) => p.own) ? `<ul>${d.parcours.map((p) => `<li>${link(a.parcours(p), `Parcours ${p.name}`)}</li>`).join('')}</ul>` : ''}</li>`;
  const groups = (ds: Diploma[], by: 'level' | 'domaine') => (by === 'level' ? levels : offer.domaines).map((k) => {
    const list = ds.filter((d) => (by === 'level' ? d.level : d.domaine) === k);
    return list.length ? `<h2>${esc(by === 'level' ? x.levelPlural[k as Level] : x.domaineNames[k as DomaineKey])}</h2>\n<ul class="formations">${list.map(row).join('\n')}</ul>` : '';
  }).join('\n');
  const byLevel = s.organisation !== 'domaine';
  const byDomaine = s.organisation !== 'level';
  if (byLevel) for (const l of levels) put(a.byLevel(l), x.levelPlural[l], `<h1>${esc(x.levelPlural[l])}</h1>\n${groups(offer.diplomas.filter((d) => d.level === l), 'domaine')}`, { crumbs: [home] });
  if (byDomaine) for (const k of offer.domaines) put(a.byDomaine(k), x.domaineNames[k], `<h1>${esc(x.domaineNames[k])}</h1>\n${groups(offer.diplomas.filter((d) => d.domaine === k), 'level')}`, { crumbs: [home] });

  const niveau = r.pick([{ licence: 'bac-3', lp: 'bac-3', but: 'bac-3', master: 'bac-5', du: 'du' }, { licence: 'BAC3', lp: 'BAC3', but: 'BAC3', master: 'BAC5', du: 'DU' }, { licence: 'licence', lp: 'licence-pro', but: 'but', master: 'master', du: 'du' }]) as Record<Level, string>;
  const niveauLabel = (val: string) => (/3/.test(val) ? 'Bac +3' : /5/.test(val) ? 'Bac +5' : x.levelNames[(Object.entries(niveau).find(([, v2]) => v2 === val)![0]) as Level]);
  const campusSlug = (c: string) => c.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-');
  const params = { niveau: r.pick(['niveau', 'level', 'diplome']), domaine: r.pick(['domaine', 'domain', 'secteur']), lieu: r.pick(['lieu', 'campus', 'site']), modalite: r.pick(['modalite', 'rythme', 'regime']) };
  const facets: Facet[] = [
    { key: 'niveau', label: 'Niveau', param: params.niveau, values: [...new Set(levels.map((l) => niveau[l]))].map((val) => [val, niveauLabel(val)]) },
    { key: 'domaine', label: 'Domaine', param: params.domaine, values: offer.domaines.map((k) => [k, x.domaineNames[k]]) },
    ...(r.chance(0.7) ? [{ key: 'lieu', label: 'Lieu', param: params.lieu, values: offer.campuses.map((c) => [campusSlug(c), c] as [string, string]) }] : []),
    ...(r.chance(0.7) ? [{ key: 'modalite', label: 'Modalité', param: params.modalite, values: [['fi', 'Formation initiale'], ['fc', 'Formation continue'], ['fa', 'Alternance'], ['ead', 'À distance']] as [string, string][] }] : []),
  ];
  const sortParam = r.pick(['tri', 'sort', 'ordre']);
  const sorts: Sort<Diploma>[] = [{ label: 'Pertinence' }, ...r.sample<Sort<Diploma>>([{ value: 'alpha', label: 'A à Z', compare: (d1, d2) => d1.name.localeCompare(d2.name, 'fr') }, { value: 'alpha-desc', label: 'Z à A', compare: (d1, d2) => d2.name.localeCompare(d1.name, 'fr') }, { value: 'niveau', label: 'Niveau', compare: (d1, d2) => LEVELS.indexOf(d1.level) - LEVELS.indexOf(d2.level) }], r.int(0, 2))];
  const searchPath = a.search('');
  const results = (ds: Diploma[]) => `<ul class="resultats-formations">\n${ds.map((d) => `<li class="formation"><span class="type">${esc(x.levelNames[d.level])}</span> ${link(a.diploma(d), d.name)} <span class="lieu">${esc(d.campus)}</span></li>`).join('\n')}\n</ul>`;
  putSearch(site, {
    items: offer.diplomas, facets, sorts, sortParam, pageParam: r.pick(['page', 'p', 'page']), zeroBased: r.chance(0.3), pageSize: r.pick([10, 12, 15, 20]),
    valuesOf: (d, f) => (f === 'niveau' ? [niveau[d.level]] : f === 'domaine' ? [d.domaine] : f === 'lieu' ? [campusSlug(d.campus)] : d.modes),
    ...(r.chance(0.4) ? { pair: ['niveau', 'domaine'] as [string, string] } : {}), address: a.search, href: cat, title: 'Trouver une formation', render: results,
    put: (path, title, main, o) => { if (path !== a.home) put(path, title, main, o); }, options: { crumbs: [home], twin: false },
  });
  if (s.courseSearch) {
    const courses = offer.courses;
    const sems = [...new Set(courses.map((c) => c.sem))].sort((m, n) => m - n);
    putSearch(site, {
      items: courses, sortParam, pageParam: 'page', zeroBased: false, pageSize: r.pick([20, 25, 50]),
      facets: [{ key: 'semestre', label: 'Semestre', param: 'semestre', values: sems.map((n) => [String(n), `Semestre ${n}`]) }, { key: 'domaine', label: 'Domaine', param: params.domaine, values: offer.domaines.map((k) => [k, x.domaineNames[k]]) }],
      valuesOf: (c, f) => (f === 'semestre' ? [String(c.sem)] : [c.mention.domaine]),
      sorts: [{ label: 'Intitulé', compare: (c1, c2) => c1.gold.title.localeCompare(c2.gold.title, 'fr') }, ...(s.showCodes ? [{ value: 'code', label: 'Code', compare: (c1: Course, c2: Course) => c1.code.localeCompare(c2.code) }] : [])],
      address: a.courseSearch, href: cat, title: 'Rechercher un enseignement',
      render: (cs) => `<table class="resultats-enseignements">\n${cs.map((c) => `<tr>${s.showCodes ? `<td>${esc(c.code)}</td>` : ''}<td><a href="${esc(cat(c.path))}">${esc(c.gold.title)}</a></td><td>${esc(c.gold.creditsRaw)}</td><td>${esc(c.parcours[0]!.diploma.name)}</td></tr>`).join('\n')}\n</table>`,
      put: (path, title, main, o) => put(path, title, main, o), options: { crumbs: [home], kind: 'listing', twin: false },
    });
  }
  const quick: Link[] = facets[0]!.values.map(([val, label]) => [cat(a.search(`${params.niveau}=${encodeURIComponent(val)}`)), label]);
  const form = `<form class="recherche-formation" action="${esc(cat(searchPath))}" method="get"><label>Niveau <select name="${params.niveau}"><option value="">Tous</option>${facets[0]!.values.map(([val, label]) => `<option value="${esc(val)}">${esc(label)}</option>`).join('')}</select></label><label>Domaine <select name="${params.domaine}"><option value="">Tous</option>${offer.domaines.map((k) => `<option value="${k}">${esc(x.domaineNames[k])}</option>`).join('')}</select></label><button type="submit">Rechercher</button></form>`;
  const homeMain = `<h1>${esc(s.title)}</h1>\n<p>${esc(`Licences, masters, licences professionnelles${levels.includes('but') ? ', BUT' : ''} et diplômes d'université : découvrez l'offre de formation ${2026}-${2027}.`)}</p>\n${form}\n<p class="acces-rapides">${quick.map(([h, t]) => site.link(h, t)).join(' | ')} | ${site.link(cat(searchPath), 'Toutes les formations')}</p>\n${byLevel ? `<h2>Par type de diplôme</h2>\n${site.ul(levels.map((l) => [cat(a.byLevel(l)), x.levelPlural[l]]))}` : ''}\n${byDomaine ? `<h2>Par domaine</h2>\n${site.ul(offer.domaines.map((k) => [cat(a.byDomaine(k)), x.domaineNames[k]]))}` : ''}\n${s.courseSearch ? `<p>${link(a.courseSearch(''), 'Rechercher un enseignement')}</p>` : ''}\n${site.ul(x.wwwLinks)}\n${x.hasPast ? `<p class="archives">${link(a.pastHome, `Consulter l'offre de formation ${a.pastLabel} (archives)`)}</p>` : ''}`;
  // What the form sends: every select, "Tous" as an empty value (`?niveau=licence&domaine=`). The search answers it
  // as it answers its own filter links, the matching formations on one page.
  const sent: string[] = [];
  for (const nv of ['', ...facets[0]!.values.map(([val]) => val)]) {
    for (const dv of ['', ...offer.domaines]) {
      const path = `${searchPath}?${params.niveau}=${encodeURIComponent(nv)}&${params.domaine}=${encodeURIComponent(dv)}`;
      sent.push(path);
      if (site.has(path, origin)) continue;
      const found = offer.diplomas.filter((d) => (!nv || niveau[d.level] === nv) && (!dv || d.domaine === dv));
      put(path, 'Résultats de la recherche', `<h1>Résultats de la recherche</h1>\n${form}\n<p>${found.length} formation${found.length > 1 ? 's' : ''}</p>\n${results(found)}`, { crumbs: [home], twin: false });
    }
  }
  put(a.home, s.title, homeMain, { crumbs: [], scriptedLinks: sent });
  if (x.hasPast) {
    const past = offer.diplomas.filter((d) => d.detailed);
    put(a.pastHome, `Offre ${a.pastLabel}`, `<h1>${esc(`Offre de formation ${a.pastLabel}`)}</h1>\n<p class="alerte">Cette offre n'est plus en vigueur. ${link(a.home, 'Consulter l\'offre actuelle')}</p>\n${site.ul(past.map((d) => [cat(a.pastDiploma(d)), d.name]))}`, { crumbs: [home], twin: false });
    for (const d of past) {
      const mine = offer.courses.filter((c) => c.past && c.parcours[0]!.diploma === d).sort((c1, c2) => c1.sem - c2.sem);
      put(a.pastDiploma(d), `${d.name} (${a.pastLabel})`, `<h1>${esc(`${d.name} - offre ${a.pastLabel}`)}</h1>\n<ul class="enseignements">\n${mine.map((c) => `<li>Semestre ${c.sem} : ${link(a.pastCourse(c), c.gold.title)}</li>`).join('\n')}\n</ul>`, { crumbs: [home, [cat(a.pastHome), `Offre ${a.pastLabel}`]], twin: false });
    }
  }
}
