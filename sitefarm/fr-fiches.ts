// The fiche of a course (an UE without EC, or an EC): its record in a head block (a dl, a table, a grid, label : value
// lines or a list) and its texts in sections (headed, bold, in a table or an accordion collapsed by script), with the
// labels the site drew. Around it: "Version imprimable", "Télécharger la fiche (PDF)", "Ajouter à ma sélection",
// share links, the way back to the programme, and on some sites the fiche of the earlier offer.
//
// What the truth counts: the fiche of each course in the current offer is its one target, at its home parcours'
// address. Its other addresses are the same target (duplicateOf): its address under each other parcours (or diploma)
// that has it, its print view, its PDF and its English copy. The fiche of the earlier offer is kind 'other' with no
// record: it describes the course as it was taught then (other teachers), not as it is now.
import type { Random } from './random.ts';
import { esc } from './render.ts';
import { writePdf, type PdfLine } from './pdf.ts';
import * as v from './vocab-fr.ts';
import type { Addresses } from './fr-addresses.ts';
import type { FrSite, Link } from './fr-theme.ts';
import type { Course, Parcours } from './fr-offer.ts';

type Field = v.FicheField;
type TextField = 'objectives' | 'description' | 'prerequisites' | 'competences' | 'mcc' | 'bibliography';

export interface FicheStyle {
  labels: Record<Field, string>;
  head: 'dl' | 'table' | 'grid' | 'lines' | 'list';
  sections: 'h2' | 'h3' | 'strong' | 'table' | 'accordion';
  headFields: Field[];
  order: TextField[];
  heading: (c: Course) => string;
  hours: 'split' | 'words' | 'total' | 'table';
  noneText?: string;
  englishLabels: boolean;
  showCodes: boolean;
  showTeachers: boolean;
  linkTeachers: boolean;
  print: boolean;
  pdf: boolean;
  selection: boolean;
  share: boolean;
  /** Where the fiche links the earlier offer's (on sites that keep one and link it from the fiche). */
  pastLink: boolean;
}

export function drawFicheStyle(r: Random, showCodes: boolean, showTeachers: boolean): FicheStyle {
  const labels = Object.fromEntries(Object.entries(v.fieldLabels).map(([k, list]) => [k, r.pick(list)])) as Record<Field, string>;
  const head = r.pick(['dl', 'table', 'grid', 'lines', 'list'] as const);
  const headFields: Field[] = [...(showCodes ? ['code' as const] : []), ...(r.chance(0.3) ? ['title' as const] : []), 'credits', 'term', ...(r.chance(0.7) ? ['hours' as const] : []), ...(r.chance(0.6) ? ['language' as const] : []), ...(r.chance(0.4) ? ['nature' as const] : []), 'parent'];
  if (showTeachers && r.chance(0.5)) headFields.splice(r.int(1, headFields.length), 0, 'instructors');
  const texts: TextField[] = ['description', ...r.sample(['objectives', 'competences', 'mcc', 'bibliography'] as TextField[], r.int(1, 4)), 'prerequisites'];
  const order = r.sample(texts, texts.length);
  const heading = r.pick([(c: Course) => c.gold.title, (c: Course) => (showCodes ? `${c.code} - ${c.gold.title}` : c.gold.title), (c: Course) => `${c.kind === 'EC' ? 'EC' : 'UE'} ${c.gold.title}`, (c: Course) => (showCodes ? `${c.gold.title} (${c.code})` : c.gold.title)]);
  return {
    labels, head, sections: r.pick(['h2', 'h3', 'strong', 'table', 'accordion'] as const), headFields, order, heading, hours: r.pick(['split', 'words', 'total', 'table'] as const),
    ...(r.chance(0.6) ? { noneText: r.pick(v.noPrerequisites) } : {}), englishLabels: r.chance(0.5), showCodes, showTeachers, linkTeachers: r.chance(0.5),
    print: r.chance(0.5), pdf: r.chance(0.35), selection: r.chance(0.4), share: r.chance(0.5), pastLink: r.chance(0.5),
  };
}

export interface FicheContext {
  site: FrSite;
  a: Addresses;
  r: Random;
  /** An address of the catalogue's host, as a page anywhere links it. */
  cat: (path: string) => string;
  origin: string;
  host: string;
  hasPast: boolean;
}

const hoursText = (c: Course, style: FicheStyle['hours']): string => {
  const [cm, td, tp] = c.hours;
  const parts: [string, string, number][] = [['CM', 'Cours magistraux', cm], ['TD', 'Travaux dirigés', td], ['TP', 'Travaux pratiques', tp]];
  if (style === 'total') return `${cm + td + tp} h`;
  if (style === 'words') return parts.filter(([, , h]) => h).map(([, w, h]) => `${w} : ${h}h`).join(' - ');
  if (style === 'table') return `<table class="volume-horaire"><tr>${parts.map(([s]) => `<th>${s}</th>`).join('')}<th>Total</th></tr><tr>${parts.map(([, , h]) => `<td>${h ? `${h} h` : '-'}</td>`).join('')}<td>${cm + td + tp} h</td></tr></table>`;
  return parts.filter(([, , h]) => h).map(([s, , h]) => `${s} : ${h} h`).join(', ');
};

/** A fiche's content: heading, head block, text sections and tools; `past` for the earlier offer's (other teachers). */
export function ficheMain(c: Course, s: FicheStyle, x: FicheContext, o: { english?: boolean; past?: boolean; tools?: string } = {}): string {
  const { site } = x;
  const g = c.gold;
  const L = (f: Field) => (o.english && s.englishLabels ? v.englishLabels[f] : s.labels[f]);
  const teachers = o.past ? (s.showTeachers ? c.pastTeachers : []) : g.instructors;
  const names = o.past || !s.linkTeachers ? teachers.map(esc).join(', ') : c.teachers.map((t) => site.link(t.path, t.name)).join(', ');
  const parent = c.parent ? (c.parent.path ? site.link(x.cat(c.parent.path), c.parent.title) : esc(c.parent.title)) : '';
  const values: Partial<Record<Field, string>> = {
    code: esc(c.code), title: esc(g.title), credits: esc(g.creditsRaw), term: esc(g.term), hours: hoursText(c, s.hours), language: esc(c.language),
    nature: esc(c.kind === 'EC' ? 'Élément constitutif' : c.unit.nature === 'option' ? 'UE optionnelle' : 'UE obligatoire'), instructors: names,
  };
  const headRows: [string, string][] = s.headFields.filter((f) => (f !== 'parent' || parent) && (f !== 'instructors' || teachers.length)).map((f) => [L(f), f === 'parent' ? parent : values[f]!]);
  const headHtml = s.head === 'dl' ? `<dl class="fiche-infos">\n${headRows.map(([l, h]) => `<dt>${esc(l)}</dt><dd>${h}</dd>`).join('\n')}\n</dl>`
    : s.head === 'table' ? `<table class="fiche-infos">\n${headRows.map(([l, h]) => `<tr><th scope="row">${esc(l)}</th><td>${h}</td></tr>`).join('\n')}\n</table>`
      : s.head === 'grid' ? `<table class="tableau-infos">\n<tr>${headRows.map(([l]) => `<th>${esc(l)}</th>`).join('')}</tr>\n<tr>${headRows.map(([, h]) => `<td>${h}</td>`).join('')}</tr>\n</table>`
        : s.head === 'lines' ? headRows.map(([l, h]) => `<p><strong>${esc(l)} :</strong> ${h}</p>`).join('\n')
          : `<ul class="infos-cles">\n${headRows.map(([l, h]) => `<li><span class="label">${esc(l)}</span> <span class="valeur">${h}</span></li>`).join('\n')}\n</ul>`;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  const texts: [Field, string][] = [];
  if (!s.headFields.includes('instructors') && teachers.length) texts.push(['instructors', `<p>${names}</p>`]);
  for (const f of s.order) {
    if (f === 'description') texts.push([f, `<p>${esc(g.description)}</p>`]);
    else if (f === 'prerequisites') { if (g.prerequisites || s.noneText) texts.push([f, `<p>${esc(g.prerequisites || s.noneText!)}</p>`]); }
    else if (f === 'objectives') texts.push([f, list(c.objectives)]);
    else if (f === 'competences') texts.push([f, list(c.competences)]);
    else if (f === 'mcc') texts.push([f, c.mcc.map((m) => `<p>${esc(m)}</p>`).join('')]);
    else texts.push([f, list(c.books)]);
  }
  const section = ([f, h]: [Field, string], i: number) => s.sections === 'h2' ? `<h2>${esc(L(f))}</h2>\n${h}`
    : s.sections === 'h3' ? `<h3>${esc(L(f))}</h3>\n${h}`
      : s.sections === 'strong' ? `<p><strong>${esc(L(f))}</strong></p>\n${h}`
        : s.sections === 'table' ? `<table class="rubrique"><tr><th>${esc(L(f))}</th></tr><tr><td>${h}</td></tr></table>`
          : `<div class="accordeon"><h3 class="accordeon-titre"><button type="button" aria-expanded="false" aria-controls="rubrique-${i}">${esc(L(f))}</button></h3><div class="accordeon-contenu" id="rubrique-${i}" hidden>${h}</div></div>`;
  const notice = o.past ? `<p class="alerte">${esc(`Offre de formation ${x.a.pastLabel} : cette fiche n'est plus à jour.`)}</p>\n` : '';
  return `<div class="fiche-enseignement">\n<h1>${esc(s.heading(c))}</h1>\n${notice}${headHtml}\n${texts.map(section).join('\n')}\n${o.tools ?? ''}</div>`;
}

/** A fiche as a PDF ("Télécharger la fiche"): the same record, for the same target. */
export function fichePdf(c: Course, s: FicheStyle, institution: string): Buffer {
  const g = c.gold;
  const lines: PdfLine[] = [{ cells: institution, size: 9 }, { cells: g.title, size: 15 }];
  const rows: [Field, string][] = [...(s.showCodes ? [['code', c.code] as [Field, string]] : []), ['credits', g.creditsRaw], ['term', g.term], ...(g.instructors.length ? [['instructors', g.instructors.join(', ')] as [Field, string]] : []), ['language', c.language]];
  for (const [f, val] of rows) lines.push({ cells: [s.labels[f], val] });
  lines.push({ cells: s.labels.description, size: 12 }, { cells: g.description });
  if (g.prerequisites || s.noneText) lines.push({ cells: s.labels.prerequisites, size: 12 }, { cells: g.prerequisites || s.noneText! });
  lines.push({ cells: s.labels.mcc, size: 12 }, ...c.mcc.map((m) => ({ cells: m })));
  return writePdf({ title: g.title, pages: [lines] });
}

/** Every page of a course: its fiche under each parcours, print view, PDF, English copy, the earlier offer's fiche. */
export function putFiches(c: Course, s: FicheStyle, x: FicheContext, institution: string, back: (p: Parcours) => Link): void {
  const { site, a, cat, origin } = x;
  const title = c.gold.title;
  const pdf = s.pdf ? a.fichePdf(c.path, c) : undefined;
  if (pdf) site.pdf(pdf, fichePdf(c, s, institution), { kind: 'course', courses: [c.gold], duplicateOf: c.path, origin });
  const publicUrl = `https://${x.host}${c.path}`;
  const addresses = [...new Map(c.parcours.map((p) => [c.pathIn.get(p)!, p])).entries()];
  for (const [path, p] of addresses) {
    const duplicateOf = path === c.path ? undefined : c.path;
    const share = s.share ? `<div class="partage"><span>Partager</span> ${[[`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(publicUrl)}`, 'Courriel'], [`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`, 'Facebook'], [`https://twitter.com/intent/tweet?url=${encodeURIComponent(publicUrl)}`, 'X'], [`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(publicUrl)}`, 'LinkedIn']].map(([h, t]) => site.link(h!, t!, ' rel="nofollow noopener"')).join(' ')}</div>` : '';
    const tools = [
      s.print ? site.link(cat(a.print(path)), 'Version imprimable', ' rel="nofollow"') : '',
      pdf ? site.link(cat(pdf), 'Télécharger la fiche (PDF)') : '',
      s.selection ? site.link(a.selection(c.id), 'Ajouter à ma sélection', ' rel="nofollow"') : '',
      s.pastLink && c.past ? site.link(cat(a.pastCourse(c)), `Fiche de l'offre ${a.pastLabel}`) : '',
    ].filter(Boolean);
    const [bh, bt] = back(p);
    const toolHtml = `${tools.length ? `<p class="outils">${tools.join(' | ')}</p>\n` : ''}${share}\n<p class="retour">${site.link(cat(bh), `Retour : ${bt}`)}</p>\n`;
    const crumbs: Link[] = [[cat(a.home), 'Offre de formation'], [cat(a.diploma(p.diploma)), p.diploma.name], ...(p.own ? [[cat(a.parcours(p)), `Parcours ${p.name}`] as Link] : [])];
    const main = ficheMain(c, s, x, { tools: toolHtml });
    site.put(path, title, main, { kind: 'course', courses: [c.gold], crumbs, origin, twin: true, ...(duplicateOf ? { duplicateOf } : {}), englishMain: ficheMain(c, s, x, { english: true, tools: toolHtml }) });
    if (s.print) site.put(a.print(path), title, ficheMain(c, s, x), { kind: 'course', courses: [c.gold], duplicateOf: c.path, bare: true, origin });
  }
  if (s.selection) site.b.redirect(a.selection(c.id), a.selectionPage, 302);
  if (x.hasPast && c.past) {
    site.put(a.pastCourse(c), `${title} (${a.pastLabel})`, ficheMain(c, s, x, { past: true, tools: `<p>${site.link(cat(c.path), 'Voir la fiche de l\'offre actuelle')}</p>` }), { origin, crumbs: [[cat(a.pastHome), `Offre ${a.pastLabel}`]] });
  }
}
