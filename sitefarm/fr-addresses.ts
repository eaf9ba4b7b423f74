// Where a French university's catalogue puts its pages. Four kinds of scheme, every part of each drawn per site:
// an ODF module of a CMS (Ametys-like: /fr/catalogue-des-formations/licence-XA/sciences-technologies-sante-STS/
// licence-informatique-KFBQ8KAV/ue-algorithmique-KFBR2M1C.html), hand-built or CMS slugs (/formation/licences/
// informatique/parcours-ia/s3/), a PHP script's queries (/offre-formation/fiche.php?code=HAI101I) and a catalogue
// by academic year (/fr/formation/2026-2027/LINF12/licence-informatique/). A course is at one address on some
// sites, and under each parcours (or diploma) that has it on others.
import type { Random } from './random.ts';
import type { DomaineKey } from './vocab-fr.ts';
import { slugify, type Course, type Diploma, type Level, type Parcours, type Unit } from './fr-offer.ts';

export type Scheme = 'ametys' | 'slugs' | 'query' | 'yearpath';
export type Tab = 'presentation' | 'objectifs' | 'competences' | 'admission' | 'programme' | 'poursuite' | 'insertion' | 'contacts';

export interface Addresses {
  scheme: Scheme;
  /** The language prefix of the site's French pages ('' or '/fr'). */
  pre: string;
  home: string;
  byLevel: (l: Level) => string;
  byDomaine: (d: DomaineKey) => string;
  /** The formation search: its address with a query (filters, sort, page), or without one. */
  search: (query: string) => string;
  /** The search of courses ("Rechercher un enseignement") on sites that have one. */
  courseSearch: (query: string) => string;
  diploma: (d: Diploma) => string;
  parcours: (p: Parcours) => string;
  tab: (p: Parcours, tab: Tab) => string;
  semester: (p: Parcours, n: number) => string;
  year: (p: Parcours, y: number) => string;
  list: (p: Parcours) => string;
  maquette: (p: Parcours) => string;
  /** A course's address under a parcours (its home parcours' is the target). */
  course: (c: Course, p: Parcours) => string;
  container: (u: Unit, p: Parcours) => string;
  fichePdf: (path: string, c: Course) => string;
  print: (path: string) => string;
  english: (path: string) => string;
  selection: (id: string) => string;
  selectionPage: string;
  /** The earlier offer: its home, a diploma's page and a course's fiche in it. */
  pastLabel: string;
  pastHome: string;
  pastDiploma: (d: Diploma) => string;
  pastCourse: (c: Course) => string;
}

const q = (p: string) => (p.includes('?') ? '&' : '?');
/** A code as an address holds it: "SAÉ 1.01" -> "SAE101". */
const codeKey = (code: string) => code.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\s.]/g, '');
const CURRENT = 2026;

/** "Licence mention Informatique" -> "informatique"; long names cut at a word. */
function mentionSlug(d: Diploma): string {
  const s = slugify(d.name.replace(/^(Licence professionnelle|Licence pro|Licence|Master|BUT|Bachelor universitaire de technologie|DU|Diplôme d'université)( mention)? /, ''));
  return s.length <= 50 ? s : s.slice(0, s.lastIndexOf('-', 50));
}

export function drawAddresses(r: Random, levelNames: Record<Level, string>, domaineNames: Record<DomaineKey, string>, showCodes: boolean): Addresses {
  const scheme: Scheme = r.pick(['ametys', 'ametys', 'slugs', 'query', 'yearpath']);
  const pre = scheme === 'query' ? '' : r.chance(scheme === 'ametys' ? 0.7 : 0.3) ? '/fr' : '';
  const english = (p: string) => (scheme === 'query' ? `${p}${q(p)}lang=en` : pre ? `/en${p.slice(pre.length)}` : `/en${p}`);
  const print = r.pick([(p: string) => `${p}${q(p)}print=1`, (p: string) => `${p}${q(p)}version=imprimable`, (p: string) => `${p}${q(p)}imprimer=1`, (p: string) => `${p}${q(p)}format=print`]);
  const oldStart = r.pick([2019, 2020, 2021]);
  const oldRange = `${oldStart}-${oldStart + r.pick([4, 5])}`;
  const tabWords: Record<Tab, string> = { presentation: 'presentation', objectifs: 'objectifs', competences: 'competences', admission: r.pick(['admission', 'conditions-d-acces']), programme: r.pick(['programme', 'programme', 'organisation']), poursuite: r.pick(['poursuite-d-etudes', 'poursuite-etudes']), insertion: r.pick(['insertion-professionnelle', 'debouches']), contacts: 'contacts' };
  const numbers = new Map<string, number>();
  const taken = new Set<number>();
  /** A number for an id, as a script's database has it: never twice. */
  const num = (id: string) => {
    if (!numbers.has(id)) {
      let n = r.int(1000, 99999);
      while (taken.has(n)) n = r.int(1000, 99999);
      taken.add(n);
      numbers.set(id, n);
    }
    return numbers.get(id)!;
  };
  const courseKey = (c: Course) => (showCodes ? codeKey(c.code) : String(num(c.id)));

  if (scheme === 'ametys') {
    const root = `${pre}/${r.pick(['catalogue-des-formations', 'offre-de-formation', 'formation/catalogue-des-formations', 'formations', 'odf'])}`;
    const typeCodes = Object.fromEntries((Object.keys(levelNames) as Level[]).map((l, i) => [l, `X${'ABCDEFGH'[i]}`])) as Record<Level, string>;
    const typeSeg = r.chance(0.6);
    const domSeg = r.chance(0.6);
    const under = r.pick(['parcours', 'diploma', 'flat'] as const);
    const tabsAsPages = r.chance(0.4);
    const ueWord = r.pick(['ue-', '', 'ue-']);
    const flat = r.pick(['enseignements', 'cours', 'elements-pedagogiques']);
    const dBase = (d: Diploma, at = root) => `${at}${typeSeg ? `/${slugify(levelNames[d.level])}-${typeCodes[d.level]}` : ''}${domSeg ? `/${slugify(domaineNames[d.domaine])}-${d.domaine}` : ''}/${d.slug}-${d.id}`;
    const pBase = (p: Parcours) => (p.own ? `${dBase(p.diploma)}/${p.slug}-${p.id}` : dBase(p.diploma));
    const leaf = (u: Unit, kind: 'UE' | 'EC') => `${kind === 'UE' ? ueWord : ueWord ? 'ec-' : ''}${u.slug}-${u.id}.html`;
    const cPath = (c: Course, p: Parcours, at = root) => (under === 'flat' ? `${at}/${flat}/${leaf(c.unit, c.kind)}` : `${under === 'parcours' ? pBase(p).replace(root, at) : dBase(p.diploma, at)}/${leaf(c.unit, c.kind)}`);
    return {
      scheme, pre, home: `${root}.html`, byLevel: (l) => `${root}/${slugify(levelNames[l])}-${typeCodes[l]}.html`, byDomaine: (d) => `${root}/${slugify(domaineNames[d])}-${d}.html`,
      search: (query) => `${root}/rechercher-une-formation.html${query ? `?${query}` : ''}`, courseSearch: (query) => `${root}/rechercher-un-enseignement.html${query ? `?${query}` : ''}`,
      diploma: (d) => `${dBase(d)}.html`, parcours: (p) => `${pBase(p)}.html`,
      tab: (p, tab) => (tabsAsPages ? `${pBase(p)}/${tabWords[tab]}.html` : `${pBase(p)}.html#${tabWords[tab]}`),
      semester: (p, n) => `${pBase(p)}/${tabWords.programme}/semestre-${n}.html`, year: (p, y) => `${pBase(p)}/${tabWords.programme}/annee-${y}.html`,
      list: (p) => `${pBase(p)}/liste-des-enseignements.html`, maquette: (p) => `${pBase(p)}.pdf`,
      course: cPath, container: (u, p) => cPath({ unit: u, kind: 'UE' } as Course, p),
      fichePdf: (path) => path.replace(/\.html$/, '.pdf'), print, english,
      selection: (id) => `${pre}/ma-selection.html?add=${id}`, selectionPage: `${pre}/ma-selection.html`,
      pastLabel: oldRange, pastHome: `${root}-${oldRange}.html`, pastDiploma: (d) => `${dBase(d, `${root}-${oldRange}`)}.html`, pastCourse: (c) => cPath(c, c.parcours[0]!, `${root}-${oldRange}`),
    };
  }

  if (scheme === 'slugs') {
    const root = `${pre}/${r.pick(['formation', 'formations', 'etudes', 'offre-de-formation', 'nos-formations', 'etudier'])}`;
    const end = r.pick(['/', '/', '.html', '']);
    const seg: Record<Level, string> = { licence: r.pick(['licences', 'licence']), master: r.pick(['masters', 'master']), lp: r.pick(['licences-professionnelles', 'licence-pro', 'lp']), but: r.pick(['but', 'iut']), du: r.pick(['du', 'diplomes-d-universite']) };
    const parcoursWord = r.pick(['', 'parcours-']);
    const under = r.pick(['semester', 'diploma', 'flat'] as const);
    const flat = r.pick(['enseignements', 'ue', 'cours']);
    const dBase = (d: Diploma, at = root) => `${at}/${seg[d.level]}/${mentionSlug(d)}`;
    const pBase = (p: Parcours) => (p.own ? `${dBase(p.diploma)}/${parcoursWord}${p.slug}` : dBase(p.diploma));
    const leaf = (c: Course) => c.slug;
    const flatKey = r.chance(0.5) && showCodes;
    const cPath = (c: Course, p: Parcours, at = root): string => (under === 'flat' ? `${at}/${flat}/${flatKey ? codeKey(c.code).toLowerCase() : c.slug}${end}`
      : under === 'diploma' ? `${dBase(p.diploma, at)}/${flat}/${leaf(c)}${end}` : `${pBase(p).replace(root, at)}/s${c.sem}/${leaf(c)}${end}`);
    const selectionPage = `${root}/ma-selection${end}`;
    const searchAtHome = r.chance(0.5);
    const pastRoot = `${root}/archives/${oldRange}`;
    return {
      scheme, pre, home: `${root}${end === '.html' ? '/' : end}`, byLevel: (l) => `${root}/${seg[l]}${end === '.html' ? '/' : end}`, byDomaine: (d) => `${root}/domaine/${slugify(domaineNames[d])}${end}`,
      search: (query) => `${searchAtHome ? `${root}${end === '.html' ? '/' : end}` : `${root}/recherche${end}`}${query ? `?${query}` : ''}`, courseSearch: (query) => `${root}/recherche-enseignements${end}${query ? `?${query}` : ''}`,
      diploma: (d) => `${dBase(d)}${end}`, parcours: (p) => `${pBase(p)}${end}`, tab: (p, tab) => `${pBase(p)}/${tabWords[tab]}${end}`,
      semester: (p, n) => `${pBase(p)}/s${n}${end}`, year: (p, y) => `${pBase(p)}/${p.diploma.level === 'master' ? 'm' : p.diploma.level === 'but' ? 'but' : 'l'}${y}${end}`,
      list: (p) => `${pBase(p)}/enseignements${end}`, maquette: (p) => `/fichiers/maquettes/${CURRENT}/${p.diploma.slug}${p.own ? `-${p.slug}` : ''}.pdf`,
      course: cPath, container: (u, p) => `${pBase(p)}/ue-${u.slug}${end}`,
      fichePdf: (_path, c) => `/fichiers/fiches-ue/${courseKey(c).toLowerCase()}.pdf`, print, english,
      selection: (id) => `${selectionPage}?ajouter=${id}`, selectionPage,
      pastLabel: oldRange, pastHome: `${pastRoot}${end === '.html' ? '/' : end}`, pastDiploma: (d) => `${dBase(d, pastRoot)}${end}`, pastCourse: (c) => cPath(c, c.parcours[0]!, pastRoot),
    };
  }

  if (scheme === 'query') {
    const dir = r.pick(['/offre-formation', '/formations', '/odf', '/catalogue', '/scolarite/offre']);
    const ext = r.pick(['.php', '.php', '.php', '.asp', '.jsp']);
    const script = r.pick(['fiche', 'ue', 'detail', 'fiche_ue', 'enseignement']);
    const param = showCodes ? r.pick(['code', 'elp', 'ue', 'cod_elp']) : 'id';
    const dScript = r.pick(['diplome', 'formation', 'fiche_diplome']);
    const perParcours = r.chance(0.3);
    const yearParam = r.pick(['annee', 'millesime', 'au']);
    const pnum = (p: Parcours) => p.diploma.parcours.indexOf(p) + 1;
    const dKey = (d: Diploma) => `${dScript}${ext}?id=${num(d.id)}`;
    const cPath = (c: Course, p: Parcours) => `${dir}/${script}${ext}?${param}=${encodeURIComponent(courseKey(c))}${perParcours && p !== c.parcours[0] ? `&diplome=${num(p.diploma.id)}&parcours=${pnum(p)}` : ''}`;
    const prog = (p: Parcours) => `${dir}/programme${ext}?diplome=${num(p.diploma.id)}${p.own ? `&parcours=${pnum(p)}` : ''}`;
    return {
      scheme, pre, home: r.chance(0.5) ? `${dir}/` : `${dir}/index${ext}`, byLevel: (l) => `${dir}/liste${ext}?type=${l}`, byDomaine: (d) => `${dir}/liste${ext}?domaine=${d}`,
      search: (query) => `${dir}/recherche${ext}${query ? `?${query}` : ''}`, courseSearch: (query) => `${dir}/recherche_ue${ext}${query ? `?${query}` : ''}`,
      diploma: (d) => `${dir}/${dKey(d)}`, parcours: (p) => (p.own ? `${dir}/${dKey(p.diploma)}&parcours=${pnum(p)}` : `${dir}/${dKey(p.diploma)}`),
      tab: (p, tab) => (tab === 'programme' ? prog(p) : `${dir}/${dKey(p.diploma)}${p.own ? `&parcours=${pnum(p)}` : ''}&onglet=${tabWords[tab]}`),
      semester: (p, n) => `${prog(p)}&sem=${n}`, year: (p, y) => `${prog(p)}&niveau=${y}`, list: (p) => `${prog(p)}&vue=liste`,
      maquette: (p) => `${dir}/maquette${ext}?diplome=${num(p.diploma.id)}&parcours=${pnum(p)}&format=pdf`,
      course: cPath, container: (u) => `${dir}/${script}${ext}?${param}=${encodeURIComponent(showCodes ? codeKey(u.code) : String(num(u.id)))}`,
      fichePdf: (path) => `${path}&format=pdf`, print, english,
      selection: (id) => `${dir}/selection${ext}?ajouter=${id}`, selectionPage: `${dir}/selection${ext}`,
      pastLabel: `${CURRENT - 1}-${CURRENT}`, pastHome: `${dir}/index${ext}?${yearParam}=${CURRENT - 1}`, pastDiploma: (d) => `${dir}/${dKey(d)}&${yearParam}=${CURRENT - 1}`, pastCourse: (c) => `${cPath(c, c.parcours[0]!)}&${yearParam}=${CURRENT - 1}`,
    };
  }

  // By academic year: the year in every address; last year's catalogue beside this year's.
  const years = r.pick([(y: number) => `${y}-${y + 1}`, (y: number) => String(y)]);
  const base = `${pre}/${r.pick(['formation', 'formations', 'offre'])}`;
  const root = (y: number) => `${base}/${years(y)}`;
  const end = r.pick(['', '/']);
  const flat = r.chance(0.6);
  const word = r.pick(['enseignement', 'ue', 'element']);
  const dBase = (d: Diploma, y = CURRENT) => `${root(y)}/${d.code}/${d.slug}`;
  const pBase = (p: Parcours) => (p.own ? `${dBase(p.diploma)}/${p.slug}` : dBase(p.diploma));
  const cPath = (c: Course, p: Parcours, y = CURRENT) => (flat ? `${root(y)}/${word}/${courseKey(c)}${end}` : `${p === c.parcours[0] || y !== CURRENT ? dBase(c.parcours[0]!.diploma, y) : pBase(p)}/${word}/${courseKey(c)}${end}`);
  return {
    scheme, pre, home: `${root(CURRENT)}/`, byLevel: (l) => `${root(CURRENT)}/${slugify(levelNames[l])}/`, byDomaine: (d) => `${root(CURRENT)}/domaine/${d.toLowerCase()}/`,
    search: (query) => `${root(CURRENT)}/recherche${query ? `?${query}` : ''}`, courseSearch: (query) => `${root(CURRENT)}/${word}s${query ? `?${query}` : ''}`,
    diploma: (d) => `${dBase(d)}${end}`, parcours: (p) => `${pBase(p)}${end}`, tab: (p, tab) => `${pBase(p)}/${tabWords[tab]}${end}`,
    semester: (p, n) => `${pBase(p)}/semestre-${n}${end}`, year: (p, y) => `${pBase(p)}/annee-${y}${end}`, list: (p) => `${pBase(p)}/${word}s${end}`,
    maquette: (p) => `${pBase(p)}/maquette.pdf`, course: cPath, container: (u, p) => `${pBase(p)}/ue/${u.slug}${end}`,
    fichePdf: (path) => `${path.replace(/\/$/, '')}.pdf`, print, english,
    selection: (id) => `${base}/favoris?ajouter=${id}`, selectionPage: `${base}/favoris`,
    pastLabel: years(CURRENT - 1), pastHome: `${root(CURRENT - 1)}/`, pastDiploma: (d) => `${dBase(d, CURRENT - 1)}${end}`, pastCourse: (c) => cPath(c, c.parcours[0]!, CURRENT - 1),
  };
}
