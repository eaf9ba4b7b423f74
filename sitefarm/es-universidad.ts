// A Spanish-language university website, in Spain or in Latin America. Its studies hub ("Estudios", "Oferta
// académica", "Titulaciones", "Carreras" … or a word of its own) leads to its centres (Facultad de Ciencias, Escuela
// Técnica Superior de Ingeniería …) and their degrees (Grado en …, Máster Universitario en …, Licenciatura en …,
// Ingeniería en …), by level, by centre or both. Each degree's plan de estudios (a table by curso and cuatrimestre,
// or a malla curricular by semestre) lists its asignaturas with code, name, type and credits and links each to its
// guía docente (ficha, programa, syllabus): the course's page, one course record in a table, a definition list, lines
// or headed sections among competencias, temario, evaluación and bibliografía. Asignaturas shared by degrees are in
// several plans; some sites put a PDF of the guía beside it, or publish some guías only as a PDF, or keep the guías on
// a host of their own; some keep the guías of earlier academic years, linked from the guía or from the plan's year
// selector. Around them: noticias, agenda and the endless calendar, departments and a directory of staff whose
// profiles name (and sometimes link) what they teach, research groups, secretaría, becas, movilidad, biblioteca,
// summer courses, a search form, print views and, on some sites, an English version of every page at another address.
//
// What the truth counts: the guía docente of the current academic year (2026-27; 2026 on Latin-American sites) of
// each asignatura is its one target, the HTML page or, where the site publishes only a PDF for it, the PDF. Its
// other addresses are the same target (duplicateOf): its print view, its English version, the PDF beside it, and on
// sites whose guía addresses name the degree, its address under each further degree that shares it. Guías of earlier
// years (2023-24 to 2025-26) are kind 'other' with no course record: they describe past offerings (that year's staff),
// not the course as it is now taught, and a crawler that spends fetches on them finds nothing new.
import { SiteBuilder } from './builder.ts';
import type { Encoding, GoldCourse, Page, SiteDefinition, TruthKind } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';
import type { Field } from './languages.ts';
import { writePdf, type PdfLine } from './pdf.ts';
import * as v from './vocab-es.ts';

type Region = 'es' | 'latam';
type Link = [href: string, text: string];
type Sem = 0 | 1 | 2; // 0: annual
type Tipo = 'FB' | 'OB' | 'OP' | 'TF';

interface Person { name: string; slug: string; rank: string; dept: Dept; path: string; email: string; teaches: Course[] }
interface Dept { name: string; slug: string; area: v.AreaKey; centre: Centre; staff: Person[]; path: string; index: number; courses: Course[] }
interface Centre { name: string; slug: string; kind: v.CentreKind; path: string; index: number; degrees: Degree[]; depts: Dept[]; code: string }
interface Degree { name: string; level: v.DegreeLevel; slug: string; id: number; planCode: string; centre: Centre; years: number; placements: Placement[]; path: string }
interface Placement { course: Course; year: number; sem: Sem; tipo: Tipo }
interface Course {
  gold: GoldCourse; area: v.AreaKey; dept: Dept; centre: Centre; year: number; sem: Sem; master: boolean; final: boolean;
  degrees: Degree[]; teachers: Person[]; pdfOnly: boolean; language: string; past: number[]; topic: string; other: string;
  /** The target's address, and where each degree's plan links it. */
  path: string; pathIn: Map<Degree, string>;
}

const CURRENT = 2026;

/** "Grado en Ingeniería Informática" -> "grado-en-ingenieria-informatica". */
export function slugify(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const syllables = ['ta', 'mi', 'rel', 'so', 'ven', 'cu', 'dra', 'lan', 'bi', 'or', 'que', 'llo', 'za', 'pe', 'nia', 'gal', 'tor', 'ba'];
/** A word no vocabulary holds ("Vencudra"): names of places, portals and programmes no model has seen. */
function invented(r: Random): string {
  const w = Array.from({ length: r.int(2, 3) }, () => r.pick(syllables)).join('');
  return w[0]!.toUpperCase() + w.slice(1);
}

/** Characters outside ISO-8859-1 as a Latin-1 site would have typed them. */
const latin1 = (s: string) => s.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/…/g, '...').replace(/›/g, '&gt;').replace(/€/g, 'euros');

const ordinalsM = ['', 'Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno', 'Décimo'];
const ordinals = ['', 'Primero', 'Segundo', 'Tercero', 'Cuarto', 'Quinto'];
const roman = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Spanish sentence case: "Fundamentos de Programación" -> "Fundamentos de programación" (proper words kept). */
function sentenceCase(s: string): string {
  return s.split(' ').map((w, i) => (i === 0 || v.properWords.has(w) ? w : w.toLowerCase())).join(' ');
}
const lowerTopic = (s: string) => s.split(' ').map((w) => (v.properWords.has(w) ? w : w.toLowerCase())).join(' ');

export function buildEsUniversidad(id: string, r: Random, description: string): SiteDefinition {
  // ---- Who the site is: region, name, encoding, conventions.
  const region: Region = r.chance(0.55) ? 'es' : 'latam';
  const place = r.chance(0.3) ? `${invented(r)} del ${r.pick(['Valle', 'Norte', 'Sur', 'Mar', 'Río'])}` : invented(r);
  const institution = region === 'es'
    ? `${r.pick(['Universidad de', 'Universidad de', 'Universidad Politécnica de', 'Universidad Autónoma de', 'Universidad Católica de'])} ${place}`
    : `${r.pick(['Universidad Nacional de', 'Pontificia Universidad Católica de', 'Universidad Autónoma de', 'Universidad Tecnológica de', 'Universidad de', 'Instituto Tecnológico de'])} ${place}`;
  const country = region === 'es' ? { tld: 'es', lang: r.pick(['es', 'es-ES', 'es']) } : r.pick([{ tld: 'edu.mx', lang: 'es-MX' }, { tld: 'cl', lang: 'es-CL' }, { tld: 'edu.ar', lang: 'es-AR' }, { tld: 'edu.co', lang: 'es-CO' }, { tld: 'edu.pe', lang: 'es-PE' }, { tld: 'edu.uy', lang: 'es' }]);
  const handle = `u${slugify(place).replace(/-/g, '').slice(0, 8)}`;
  const encoding: Encoding = r.chance(0.55) ? 'utf-8' : 'iso-8859-1';
  const declare = r.pick(['header', 'meta', 'both'] as const);
  const charsetLabel = encoding === 'utf-8' ? r.pick(['utf-8', 'UTF-8']) : r.pick(['iso-8859-1', 'ISO-8859-1', 'windows-1252', 'windows-1252']);
  const metaTag = r.chance(0.5) ? `<meta charset="${charsetLabel}">` : `<meta http-equiv="Content-Type" content="text/html; charset=${charsetLabel}">`;
  const xhtml = r.chance(0.3);
  const legacy = r.chance(0.3); // hand-maintained pages: some closing tags missing
  const crawlDelay = r.chance(0.25) ? 0.05 : undefined;
  // Guías on a host of their own (guiasdocentes.…, the academic-management system's) on some sites.
  const guideOrigin = r.chance(0.25) ? 'guias' : 'www';
  const b = new SiteBuilder({ id, institution, language: 'es', encoding, declare, description, noise: { news: 0, people: 0, research: 0 }, ...(crawlDelay ? { crawlDelay } : {}), ...(guideOrigin !== 'www' ? { extraOrigins: [guideOrigin] } : {}) });
  /** A link to a page on the guías' host, from anywhere. */
  const onGuides = (p: string) => (guideOrigin === 'www' ? p : `{{${guideOrigin}}}${p}`);
  /** A link to a course's guía (a PDF-only guía is on www, among the site's documents). */
  const guideHref = (c: Course, p: string) => (c.pdfOnly ? p : onGuides(p));

  // Academic years: how the site writes them in text and in addresses.
  const yearText = region === 'es'
    ? r.pick([(y: number) => `${y}-${String(y + 1).slice(2)}`, (y: number) => `${y}/${String(y + 1).slice(2)}`, (y: number) => `${y}-${y + 1}`, (y: number) => `${y}/${y + 1}`])
    : (y: number) => String(y);
  const yearUrl = region === 'es'
    ? r.pick([(y: number) => `${y}-${String(y + 1).slice(2)}`, (y: number) => `${y}-${y + 1}`, (y: number) => `${y}${String(y + 1).slice(2)}`, (y: number) => String(y)])
    : r.pick([(y: number) => String(y), (y: number) => `${y}-1`]);
  const termNames: [string, string, string] = region === 'es'
    ? r.pick([['Anual', 'Primer cuatrimestre', 'Segundo cuatrimestre'], ['Anual', 'Primer semestre', 'Segundo semestre'], ['Anual', '1er cuatrimestre', '2º cuatrimestre'], ['Anual', 'Cuatrimestre 1', 'Cuatrimestre 2'], ['A', '1C', '2C'], ['Anual', 'S1', 'S2']] as [string, string, string][])
    : r.pick([['Anual', `${CURRENT}-1`, `${CURRENT}-2`], ['Anual', 'Primer semestre', 'Segundo semestre'], ['Anual', 'Semestre impar', 'Semestre par'], ['Anual', `Otoño ${CURRENT}`, `Primavera ${CURRENT + 1}`], ['Anual', 'Semestre I', 'Semestre II']] as [string, string, string][]);
  const creditSet = region === 'es' ? [6, 6, 6, 6, 6, 4.5, 3, 9, 12, 7.5] : r.pick([[10, 10, 10, 5, 15], [8, 8, 6, 10, 12], [3, 3, 4, 2, 4], [6, 6, 4, 5, 8]]);
  const num = (c: number, decimals: boolean, sep: string) => (decimals ? c.toFixed(1) : String(c)).replace('.', sep);
  const creditsRaw: (c: number) => string = region === 'es'
    ? r.pick([(c: number) => num(c, false, ','), (c: number) => `${num(c, false, ',')} ECTS`, (c: number) => num(c, true, ','), (c: number) => `${num(c, false, ',')} créditos ECTS`, (c: number) => `${num(c, true, '.')} ECTS`, (c: number) => `${num(c, true, ',')} créditos`])
    : r.pick([(c: number) => String(c), (c: number) => `${c} créditos`, (c: number) => `${c} créditos académicos`, (c: number) => `${c} cr.`]);
  const titleCase = r.chance(0.6);
  const caseTitle = (t: string) => (titleCase ? t : sentenceCase(t));
  const honorifics = r.pick([0, 0.5, 1]);
  const person = (): string => {
    const female = r.chance(0.5);
    const first = r.pick(female ? v.femaleNames : v.maleNames);
    const title = r.chance(honorifics) ? (region === 'es' || r.chance(0.6) ? (female ? 'Dra. ' : 'Dr. ') : r.pick(female ? ['Mtra. ', 'Ing. ', 'Lic. '] : ['Mtro. ', 'Ing. ', 'Lic. '])) : '';
    return `${title}${first} ${r.pick(v.surnames)} ${r.pick(v.surnames)}`;
  };

  // ---- Centres, departments, degrees.
  const centreKinds = r.sample(v.centres, r.int(2, 6));
  const centres: Centre[] = [];
  const usedCentreNames = new Set<string>();
  centreKinds.forEach((kind, index) => {
    let name = r.pick(kind.names[region]);
    if (usedCentreNames.has(name)) name = kind.names[region].find((n) => !usedCentreNames.has(n)) ?? `${name} de ${invented(r)}`;
    usedCentreNames.add(name);
    centres.push({ name, slug: slugify(name.replace(/^(Facultad|Escuela Técnica Superior|Escuela)( de)? /, '')), kind, path: '', index, degrees: [], depts: [], code: String(r.int(10, 99)) });
  });
  const deptByArea = new Map<v.AreaKey, Dept>();
  const depts: Dept[] = [];
  for (const c of centres) {
    for (const area of c.kind.areas.slice(0, r.int(2, c.kind.areas.length))) {
      if (deptByArea.has(area)) continue;
      const name = r.pick(v.areas[area].departments);
      const d: Dept = { name, slug: slugify(name.replace(/^Departamento de /, '')), area, centre: c, staff: [], path: '', index: depts.length, courses: [] };
      deptByArea.set(area, d);
      depts.push(d);
      c.depts.push(d);
    }
  }
  const deptFor = (area: v.AreaKey, c: Centre): Dept => {
    const existing = deptByArea.get(area);
    if (existing) return existing;
    const name = r.pick(v.areas[area].departments);
    const d: Dept = { name, slug: slugify(name.replace(/^Departamento de /, '')), area, centre: c, staff: [], path: '', index: depts.length, courses: [] };
    deptByArea.set(area, d);
    depts.push(d);
    c.depts.push(d);
    return d;
  };
  const degreeIds = new Set<number>();
  for (const c of centres) {
    const pool = c.kind.degrees[region];
    const grados = pool.filter(([l]) => l === 'grado');
    const masters = pool.filter(([l]) => l === 'master');
    const count = r.int(1, 4);
    const nMasters = count === 1 ? 0 : Math.min(masters.length, r.int(0, Math.floor(count / 2)));
    const chosen = [...r.sample(grados, count - nMasters), ...r.sample(masters, nMasters)];
    for (const [level, name] of chosen) {
      let did = r.int(100, 999);
      while (degreeIds.has(did)) did = r.int(100, 999);
      degreeIds.add(did);
      const years = level === 'grado' ? (region === 'es' ? 4 : r.pick([4, 5, 5])) : (region === 'es' ? r.pick([1, 1, 2]) : 2);
      c.degrees.push({ name, level, slug: slugify(name), id: did, planCode: String(did), centre: c, years, placements: [], path: '' });
    }
  }
  const degrees = centres.flatMap((c) => c.degrees);

  // ---- Asignaturas: 60 to 200 in all, each degree's own final project among them, spread over the centres.
  const D = degrees.length;
  const total = r.int(Math.max(60, 5 * D + 12), 200);
  const N = total - D;
  const weights = centres.map((c) => c.degrees.length * (0.7 + 0.6 * r.next()));
  const minimum = (c: Centre) => 3 * c.degrees.length + 2;
  const counts = centres.map((c, i) => Math.max(minimum(c), Math.round((N * weights[i]!) / weights.reduce((a, x) => a + x, 0))));
  for (let guard = 0; counts.reduce((a, x) => a + x, 0) !== N && guard < 10000; guard++) {
    const diff = N - counts.reduce((a, x) => a + x, 0);
    const i = r.int(0, centres.length - 1);
    if (diff > 0) counts[i]!++;
    else if (counts[i]! > minimum(centres[i]!)) counts[i]!--;
  }
  const codeStyle = region === 'es'
    ? r.pick(['num5', 'num6', 'num6', 'num7', 'num8', 'num9', 'alpha'] as const)
    : r.pick(['alpha', 'alpha', 'alphaDash', 'alphaSpace', 'num4', 'num6'] as const);
  const prefixes = new Map<v.AreaKey, string>();
  const prefixOf = (area: v.AreaKey) => {
    if (!prefixes.has(area)) {
      const free = v.areas[area].prefix.filter((p) => ![...prefixes.values()].includes(p));
      prefixes.set(area, free.length ? r.pick(free) : `${v.areas[area].prefix[0]}${prefixes.size}`);
    }
    return prefixes.get(area)!;
  };
  const codes = new Set<string>();
  const newCode = (area: v.AreaKey, home: Degree, year: number): string => {
    for (let attempt = 0; ; attempt++) {
      const n3 = String(r.int(0, 999)).padStart(3, '0');
      const code = codeStyle === 'num5' ? `${home.centre.code}${r.int(100, 999)}`
        : codeStyle === 'num6' ? `${home.planCode}${n3}`
          : codeStyle === 'num7' ? `${home.planCode}${String(r.int(1, 9999)).padStart(4, '0')}`
            : codeStyle === 'num8' ? `${home.centre.code}${home.planCode.slice(1)}${year}${String(r.int(0, 999)).padStart(3, '0')}`
              : codeStyle === 'num9' ? `1${home.centre.code}${home.planCode}${n3}`
                : codeStyle === 'num4' ? String(r.int(1000, 9999))
                  : codeStyle === 'alphaDash' ? `${prefixOf(area)}-${year}${String(r.int(0, 99)).padStart(2, '0')}`
                    : codeStyle === 'alphaSpace' ? `${prefixOf(area)} ${year}${n3}`
                      : `${prefixOf(area)}${year}${n3}`;
      if (!codes.has(code)) { codes.add(code); return code; }
      if (attempt > 50 && !codes.has(`${code}B`)) { codes.add(`${code}B`); return `${code}B`; }
    }
  };
  const titles = new Set<string>();
  const courses: Course[] = [];
  const language = () => (r.chance(0.1) ? 'Inglés' : r.chance(0.1) ? r.pick(['Español e inglés', 'Castellano e inglés']) : region === 'es' ? r.pick(['Castellano', 'Español']) : 'Español');
  const makeCourse = (centre: Centre, area: v.AreaKey, home: Degree, year: number, master: boolean, final?: string): Course => {
    const topics = v.areas[area].topics;
    let title = final ?? '';
    let topic = final ?? r.pick(topics);
    for (let attempt = 0; !final && (!title || titles.has(title)); attempt++) {
      topic = r.pick(topics);
      const pattern = master && r.chance(0.5) ? r.pick(['Temas Avanzados de {T}', 'Seminario de {T}', 'Métodos de {T}']) : r.pick(v.titlePatterns);
      // Not "Fundamentos de Fundamentos de Programación".
      if (topic.split(' ').includes(pattern.split(' ')[0]!)) continue;
      title = caseTitle(pattern.replace('{T}', topic));
      if (attempt > 30) title = `${title} ${roman[(attempt % 9) + 1]}`;
    }
    titles.add(title);
    const sem: Sem = final ? 2 : r.chance(0.08) ? 0 : r.chance(0.5) ? 1 : 2;
    const credits = final ? (master ? r.pick([6, 12, 15]) : region === 'es' ? r.pick([6, 12, 12, 18]) : r.pick(creditSet) * 2) : r.pick(creditSet);
    const other = r.pick(topics);
    const sentences = final ? [`${final}: realización de un proyecto original en el ámbito de la titulación, bajo la dirección de un tutor o tutora.`, r.pick(['Se presenta y defiende ante un tribunal.', 'El trabajo se defiende públicamente ante una comisión evaluadora.'])]
      : r.sample(v.descriptionSentences, r.int(2, 4)).map((s) => s.replace('{t}', lowerTopic(topic)).replace('{u}', lowerTopic(other)));
    const dept = deptFor(area, centre);
    const course: Course = {
      gold: { code: newCode(area, home, year), title, credits, creditsRaw: creditsRaw(credits), instructors: [], term: termNames[sem], prerequisites: '', description: sentences.join(' ') },
      area, dept, centre, year, sem, master, final: !!final, degrees: [home], teachers: [], pdfOnly: false, language: final ? r.pick(['Castellano', 'Español']) : language(), past: [], topic, other, path: '', pathIn: new Map(),
    };
    if (region === 'latam' && !final && course.language === 'Castellano') course.language = 'Español';
    dept.courses.push(course);
    courses.push(course);
    return course;
  };
  centres.forEach((c, ci) => {
    const grados = c.degrees.filter((d) => d.level === 'grado');
    const masters = c.degrees.filter((d) => d.level === 'master');
    const n = counts[ci]!;
    const nMaster = masters.length ? Math.max(3 * masters.length, Math.round((n * masters.length) / (grados.length * 2.5 + masters.length))) : 0;
    const areaWeights = c.kind.areas.flatMap((a, i) => Array<v.AreaKey>(i === 0 ? 3 : 1).fill(a));
    const group = (list: Degree[], size: number, master: boolean) => {
      const homes = r.sample(Array.from({ length: size }, (_, i) => list[i % list.length]!), size);
      for (const home of homes) {
        const course = makeCourse(c, r.pick(areaWeights), home, r.int(1, home.years), master);
        // Shared: basic first-year subjects most often, with the centre's other degrees of the level.
        for (const other of list) if (other !== home && r.chance(course.year === 1 ? 0.45 : 0.15)) course.degrees.push(other);
      }
    };
    group(grados, n - nMaster, false);
    if (masters.length) group(masters, nMaster, true);
  });
  // A few subjects taught in another centre's degree too (statistics in economics, law in business).
  for (const course of courses) {
    if (course.master || !r.chance(0.04)) continue;
    const other = r.pick(degrees.filter((d) => d.level === 'grado' && !course.degrees.includes(d)));
    if (other) course.degrees.push(other);
  }
  for (const d of degrees) {
    const name = d.level === 'grado' ? (region === 'es' ? 'Trabajo Fin de Grado' : r.pick(['Trabajo de Titulación', 'Proyecto de Título', 'Seminario de Tesis', 'Trabajo Final de Grado'])) : (region === 'es' ? 'Trabajo Fin de Máster' : r.pick(['Tesis de Maestría', 'Trabajo de Grado', 'Proyecto de Tesis']));
    makeCourse(d.centre, d.centre.kind.areas[0]!, d, d.years, d.level === 'master', name);
  }
  // Placements in each plan: year, term and type.
  for (const course of courses) {
    course.degrees.forEach((d, i) => {
      const year = Math.min(course.year, d.years);
      const tipo: Tipo = course.final ? 'TF' : i === 0
        ? (year === 1 && d.level === 'grado' ? 'FB' : year === d.years && r.chance(0.5) ? 'OP' : 'OB')
        : (year === 1 && d.level === 'grado' ? 'FB' : r.chance(0.5) ? 'OP' : 'OB');
      d.placements.push({ course, year, sem: course.sem, tipo });
    });
  }
  for (const d of degrees) d.placements.sort((x, y) => x.year - y.year || (x.sem || 3) - (y.sem || 3) || x.course.gold.code.localeCompare(y.course.gold.code));
  // Prerequisites: earlier subjects of the same area, named by title, by code or both.
  const prereqStyle = r.pick(['title', 'code', 'both'] as const);
  for (const course of courses) {
    if (course.final || course.year === 1 || !r.chance(0.4)) continue;
    const earlier = courses.filter((x) => x.area === course.area && x.year < course.year && !x.final && x.master === course.master);
    if (!earlier.length) continue;
    const named = r.sample(earlier, r.int(1, Math.min(2, earlier.length))).map((x) => (prereqStyle === 'title' ? x.gold.title : prereqStyle === 'code' ? x.gold.code : `${x.gold.title} (${x.gold.code})`));
    course.gold.prerequisites = r.pick([`Se recomienda haber cursado ${named.join(' y ')}.`, `Haber superado ${named.join(' y ')}.`, `${named.join(', ')}.`, `Es conveniente haber aprobado ${named.join(' y ')}.`]);
  }

  // ---- People: 40 to 150, in the departments; each asignatura taught by one to three of its department's.
  const staffCount = r.int(Math.max(40, depts.length * 3), 150);
  const plainNames = new Map<string, string>();
  for (let guard = 0; plainNames.size < staffCount && guard < staffCount * 20; guard++) {
    const name = person();
    const plain = name.replace(/^(Dra?|Mtr[oa]|Ing|Lic)\. /, '');
    if (!plainNames.has(plain)) plainNames.set(plain, name);
  }
  const people: Person[] = [...plainNames.values()].map((name, i) => {
    const dept = i < depts.length * 2 ? depts[i % depts.length]! : r.pick(depts);
    const plain = name.replace(/^(Dra?|Mtr[oa]|Ing|Lic)\. /, '');
    const [first, ...rest] = plain.split(' ');
    const p: Person = { name, slug: slugify(plain), rank: r.pick(v.ranks[region]), dept, path: '', email: `${slugify(first!)}.${slugify(rest.at(-2) ?? rest[0] ?? 'x')}@${handle}.${country.tld}`.replace(/-/g, ''), teaches: [] };
    dept.staff.push(p);
    return p;
  });
  for (const course of courses) {
    const staff = course.dept.staff;
    const n = Math.min(staff.length, r.chance(0.55) ? 1 : r.chance(0.75) ? 2 : 3);
    course.teachers = r.sample(staff, n);
    course.gold.instructors = course.teachers.map((t) => t.name);
    for (const t of course.teachers) t.teaches.push(course);
  }

  // ---- Addresses. A site's scheme is one of a few real kinds; every part of it varies.
  const pre = r.chance(0.25) ? '/es' : '';
  const style = region === 'es' ? r.pick(['pretty', 'pretty', 'ids', 'php', 'tree'] as const) : r.pick(['pretty', 'php', 'syllabus', 'syllabus', 'ids'] as const);
  const end = r.pick(['', '/', '.html']);
  const q = (p: string) => (p.includes('?') ? '&' : '?');
  const studiesSeg = r.pick(region === 'es' ? ['estudios', 'oferta-academica', 'titulaciones', 'estudiar'] : ['oferta-academica', 'carreras', 'programas', 'estudios']);
  const levelSeg: Record<v.DegreeLevel, string> = region === 'es'
    ? r.pick([{ grado: 'grados', master: 'masteres' }, { grado: 'grado', master: 'master' }, { grado: 'estudios-de-grado', master: 'masteres-universitarios' }, { grado: 'grados', master: 'posgrado' }])
    : r.pick([{ grado: 'pregrado', master: 'posgrado' }, { grado: 'licenciaturas', master: 'maestrias' }, { grado: 'carreras', master: 'posgrados' }]);
  const ext = r.pick(['.php', '.php', '.jsp', '.aspx', '.asp', '.do']);
  const params = { code: r.pick(['codigo', 'cod', 'asignatura', 'cod_asig', 'id', 'codAsig', 'sigla']), year: r.pick(['anyo', 'anio', 'curso', 'curso_academico', 'ca', 'any', 'periodo']), plan: r.pick(['plan', 'titulacion', 'tit', 'estudio', 'codPlan']) };
  const script = r.pick(['ficha', 'guia', 'asignatura', 'verFicha', 'guiadocente', 'programa']);
  const planWord = region === 'es' ? r.pick(['plan-de-estudios', 'plan-estudios', 'asignaturas', 'estructura-del-plan', 'itinerario']) : r.pick(['malla-curricular', 'plan-de-estudios', 'malla', 'asignaturas']);
  const degreeBase = (d: Degree) => style === 'pretty' ? `${pre}/${studiesSeg}/${levelSeg[d.level]}/${d.slug}`
    : style === 'ids' ? `${pre}/titulaciones/${d.id}`
      : style === 'tree' ? `${pre}/${levelSeg[d.level]}/${d.slug}`
        : style === 'syllabus' ? `${pre}/${levelSeg[d.level]}/${d.slug}`
          : `/titulacion${ext}?${params.plan}=${d.id}`;
  const degreePath = (d: Degree) => (style === 'php' ? degreeBase(d) : `${degreeBase(d)}${end}`);
  const sub = (d: Degree, slug: string) => (style === 'php' ? `${degreeBase(d)}&sec=${slug}` : `${degreeBase(d)}/${slug}${end === '.html' ? '.html' : end}`);
  const planEmbedded = style !== 'ids' && style !== 'php' && r.chance(0.2);
  const planPath = (d: Degree, year = CURRENT): string => {
    if (style === 'ids') return `${degreeBase(d)}/asignaturas?curso=${yearUrl(year)}`;
    if (style === 'php') return `/plan${ext}?${params.plan}=${d.id}&${params.year}=${yearUrl(year)}`;
    const current = planEmbedded ? degreePath(d) : sub(d, planWord);
    return year === CURRENT ? current : `${current}${q(current)}${params.year}=${yearUrl(year)}`;
  };
  const perCurso = !planEmbedded && r.chance(0.3);
  const cursoPath = (d: Degree, n: number) => (style === 'php' || style === 'ids' ? `${planPath(d)}&nivel=${n}` : `${sub(d, planWord).replace(/\.html$|\/$/, '')}/${region === 'es' ? 'curso' : 'anio'}-${n}${end}`);
  const guideIndexMode = !perCurso && r.chance(0.2);
  const guideIndexPath = (d: Degree) => (style === 'php' ? `/guias${ext}?${params.plan}=${d.id}&${params.year}=${yearUrl(CURRENT)}` : sub(d, 'guias-docentes'));
  const guideKind = style === 'pretty' ? r.pick(['code', 'keyed', 'title', 'yearpath'] as const)
    : style === 'ids' ? r.pick(['keyed', 'code'] as const)
      : style === 'php' ? r.pick(['code', 'keyed'] as const)
        : style === 'tree' ? r.pick(['yearpath', 'keyed'] as const)
          : r.pick(['code', 'query', 'title'] as const);
  const guideWord = region === 'es' ? r.pick(['guia-docente', 'guias-docentes', 'asignatura', 'ficha']) : r.pick(['syllabus', 'cursos', 'programa', 'asignatura']);
  const titleSlugs = new Map<Course, string>();
  const usedTitleSlugs = new Set<string>();
  const titleSlug = (c: Course) => {
    if (!titleSlugs.has(c)) {
      let s = slugify(c.gold.title);
      if (usedTitleSlugs.has(s)) s = `${s}-${slugify(c.degrees[0]!.slug).split('-').slice(-1)[0]}`;
      for (let k = 2; usedTitleSlugs.has(s); k++) s = `${slugify(c.gold.title)}-${k}`;
      usedTitleSlugs.add(s);
      titleSlugs.set(c, s);
    }
    return titleSlugs.get(c)!;
  };
  const codeSeg = (c: Course) => encodeURIComponent(c.gold.code.replace(/\s+/g, ''));
  const yearInPath = guideKind === 'yearpath' || (style === 'ids') || style === 'php' || guideKind === 'query';
  const guidePath = (c: Course, d: Degree, year = CURRENT): string => {
    const code = codeSeg(c);
    let p: string;
    switch (guideKind) {
      case 'code': p = style === 'php' ? `/${script}${ext}?${params.code}=${code}&${params.year}=${yearUrl(year)}` : style === 'ids' ? `${pre}/asignaturas/${code}?curso=${yearUrl(year)}` : `${pre}/${guideWord}/${code}${end === '.html' ? '.html' : ''}`; break;
      case 'keyed': p = style === 'php' ? `/${script}${ext}?${params.code}=${code}&${params.plan}=${d.id}&${params.year}=${yearUrl(year)}` : style === 'ids' ? `${degreeBase(d)}/asignaturas/${code}?curso=${yearUrl(year)}` : `${degreeBase(d)}/${style === 'tree' ? yearUrl(year) + '/' : ''}asignaturas/${code}-${titleSlug(c)}`; break;
      case 'title': p = `${pre}/${guideWord}/${titleSlug(c)}`; break;
      case 'yearpath': p = `${pre}/${guideWord}/${yearUrl(year)}/${style === 'tree' ? `${d.planCode}/` : ''}${code}${end === '.html' ? '.html' : ''}`; break;
      case 'query': p = `${pre}/programa-asignatura?${params.code}=${code}&periodo=${yearUrl(year)}`; break;
    }
    // Guías without the year in their address keep earlier years' versions under the year's query.
    return year === CURRENT || yearInPath ? p : `${p}${q(p)}${params.year}=${yearUrl(year)}`;
  };
  const keyed = guideKind === 'keyed' || (guideKind === 'yearpath' && style === 'tree');
  const pdfMode = r.pick(['none', 'none', 'beside', 'some', 'beside-some'] as const);
  const pdfScheme = r.pick([
    (c: Course) => `/guias/${yearUrl(CURRENT)}/${codeSeg(c)}.pdf`, (c: Course) => `/documentos/guias-docentes/${codeSeg(c)}_${yearUrl(CURRENT)}.pdf`,
    (c: Course) => `/sites/default/files/guias/GD_${codeSeg(c)}.pdf`, (c: Course) => `/descarga${ext}?tipo=guia&${params.code}=${codeSeg(c)}&${params.year}=${yearUrl(CURRENT)}`,
  ]);
  const printOf: ((p: string) => string) | undefined = r.chance(0.45) ? r.pick([(p: string) => `${p}${q(p)}print=1`, (p: string) => `${p}${q(p)}imprimir=1`, (p: string) => `${p}${q(p)}formato=imprimir`, (p: string) => `${p}${q(p)}view=print`]) : undefined;
  const twins = r.chance(0.5);
  const twinOf = (p: string) => (pre && p.startsWith(`${pre}/`) ? `/en${p.slice(pre.length)}` : `${p}${q(p)}lang=en`);
  const archive = r.pick(['none', 'guide', 'plan', 'guide'] as const);
  const pastYears = archive === 'none' ? [] : [CURRENT - 1, CURRENT - 2, CURRENT - 3].slice(0, r.int(1, 3));
  for (const c of courses) {
    c.past = pastYears.filter(() => r.chance(0.85));
    c.pdfOnly = (pdfMode === 'some' || pdfMode === 'beside-some') && !c.final && r.chance(0.25);
  }
  for (const c of courses) {
    if (c.pdfOnly) {
      c.path = pdfScheme(c);
      for (const d of c.degrees) c.pathIn.set(d, c.path);
      continue;
    }
    c.path = guidePath(c, c.degrees[0]!);
    for (const d of c.degrees) c.pathIn.set(d, keyed ? guidePath(c, d) : c.path);
  }
  const centreSeg = r.pick(['centros', 'facultades', 'unidades-academicas']);
  const centrePath = (c: Centre) => style === 'php' ? `/centro${ext}?id=${c.index + 1}` : style === 'ids' ? `${pre}/centros/${c.index + 1}` : `${pre}/${centreSeg}/${c.slug}${end}`;
  const deptPath = (d: Dept) => style === 'php' ? `/departamento${ext}?id=${d.index + 1}` : style === 'ids' ? `${pre}/departamentos/${d.index + 1}` : `${pre}/departamentos/${d.slug}${end}`;
  for (const c of centres) c.path = centrePath(c);
  for (const d of depts) d.path = deptPath(d);
  for (const d of degrees) d.path = degreePath(d);
  const profileStyle = r.pick(['slug', 'ficha', 'dept', 'query'] as const);
  people.forEach((p, i) => {
    p.path = profileStyle === 'slug' ? `${pre}/personal/${p.slug}` : profileStyle === 'ficha' ? `/directorio/ficha${ext}?id=${1000 + i * 7}` : profileStyle === 'dept' && style !== 'php' && style !== 'ids' ? `${p.dept.path.replace(/\.html$|\/$/, '')}/profesorado/${p.slug}` : `${pre}/directorio?persona=${2000 + i}`;
  });

  // ---- The page template: header (utility bar, logo, search, main menu), breadcrumbs, content, footer.
  const sectionsChosen = v.sections.map((s) => ({ ...s, title: r.pick(s.titles), slug: r.pick(s.slugs) }));
  const sec = (key: string) => sectionsChosen.find((s) => s.key === key)!;
  const secPath = (key: string, page?: string) => `${pre}/${sec(key).slug}${page ? `/${slugify(page)}` : ''}${end === '.html' && page ? '.html' : end === '.html' ? '/' : end}`;
  const studiesWords = region === 'es' ? ['Estudios', 'Oferta académica', 'Titulaciones', 'Grados', 'Docencia', 'Estudiar', 'Oferta de estudios', 'Formación'] : ['Oferta académica', 'Carreras', 'Programas académicos', 'Oferta educativa', 'Estudios', 'Pregrado y posgrado'];
  const studiesWord = r.chance(0.25) ? `${r.pick(studiesWords)} ${invented(r)}` : r.pick(studiesWords);
  const hubs: Link[] = [];
  if (r.chance(0.3)) {
    const w = r.pick(['Futuros estudiantes', 'Vida académica', 'Academia', 'Docencia y estudios', invented(r)]);
    hubs.push([`${pre}/${slugify(w)}${end === '.html' ? '/' : end}`, w]);
  }
  hubs.push([r.chance(0.2) ? `${pre}/${invented(r).toLowerCase()}${end === '.html' ? '/' : end}` : `${pre}/${slugify(studiesWord)}${end === '.html' ? '/' : end}`, studiesWord]);
  const hub = hubs.at(-1)!;
  const newsWord = r.pick(['Noticias', 'Actualidad', 'Sala de prensa', 'Comunicación']);
  const newsRoot = `${pre}/${r.pick(['noticias', 'actualidad/noticias', 'sala-de-prensa/noticias', 'comunicacion/noticias'])}`;
  const agendaRoot = `${pre}/${r.pick(['agenda', 'eventos', 'actualidad/agenda'])}`;
  const searchPath = r.pick(['/buscador', '/buscar', '/busqueda', '/search']);
  const searchParam = r.pick(['q', 'texto', 'search_api_fulltext', 'keys', 'query']);
  const sede = `/sede${r.pick(['/', ''])}`;
  const intranet = '/intranet/';
  const langText = r.pick(['English', 'EN', 'Versión en inglés', 'English version']);
  const menu: Link[] = r.sample([
    [secPath('universidad'), sec('universidad').title] as Link, hubs[0]!, [secPath('investigacion'), sec('investigacion').title] as Link,
    [secPath('internacional'), sec('internacional').title] as Link, [secPath('estudiantes'), sec('estudiantes').title] as Link,
    [secPath('biblioteca'), sec('biblioteca').title] as Link, [`${newsRoot}${end === '.html' ? '' : end}`, newsWord] as Link, [`${agendaRoot}${end === '.html' ? '' : end}`, 'Agenda'] as Link,
  ], 8);
  const newsIndex = menu.find(([, t]) => t === newsWord)![0];
  const agendaIndex = menu.find(([, t]) => t === 'Agenda')![0];
  const megaStudies = r.chance(0.4);
  const levelPaths: Partial<Record<v.DegreeLevel, Link>> = {};
  const organisation = r.pick(['level', 'centre', 'both'] as const);
  const levelTitles: Record<v.DegreeLevel, string> = region === 'es'
    ? { grado: r.pick(['Grados', 'Estudios de Grado', 'Grados universitarios']), master: r.pick(['Másteres universitarios', 'Másteres oficiales', 'Posgrado', 'Másteres']) }
    : { grado: r.pick(['Carreras de pregrado', 'Licenciaturas e ingenierías', 'Pregrado', 'Carreras']), master: r.pick(['Posgrado', 'Maestrías y especializaciones', 'Posgrados']) };
  if (organisation !== 'centre') {
    for (const level of ['grado', 'master'] as const) {
      if (degrees.some((d) => d.level === level)) levelPaths[level] = [style === 'php' ? `/estudios${ext}?tipo=${level}` : `${pre}/${studiesSeg}/${levelSeg[level]}${end === '.html' ? '/' : end}`, levelTitles[level]];
    }
  }
  const centresWord = region === 'es' ? r.pick(['Centros', 'Facultades y Escuelas', 'Centros propios', 'Facultades']) : r.pick(['Facultades', 'Unidades académicas', 'Facultades y Escuelas']);
  const centresPath = style === 'php' ? `/centros${ext}` : `${pre}/${slugify(centresWord)}${end === '.html' ? '/' : end}`;
  const social: Link[] = r.sample<Link>([[`https://www.facebook.com/${handle}`, 'Facebook'], [`https://x.com/${handle}`, 'X'], [`https://www.instagram.com/${handle}/`, 'Instagram'], [`https://www.youtube.com/@${handle}`, 'YouTube'], [`https://www.linkedin.com/school/${handle}/`, 'LinkedIn']], r.int(2, 5));
  const footer: Link[] = r.sample<Link>([
    [`${pre}/contacto`, 'Contacto'], [`${pre}/aviso-legal`, 'Aviso legal'], [`${pre}/privacidad`, 'Política de privacidad'], [`${pre}/accesibilidad`, 'Accesibilidad'],
    [`${pre}/mapa-web`, 'Mapa web'], [`${pre}/transparencia`, 'Portal de transparencia'], [`${pre}/perfil-contratante`, 'Perfil del contratante'], [`${pre}/cookies`, 'Política de cookies'],
    [`${pre}/empleo`, 'Trabaja con nosotros'], [`${pre}/quejas-y-sugerencias`, 'Quejas y sugerencias'],
  ], r.int(6, 10));
  const utility: Link[] = [[secPath('estudiantes'), 'Estudiantes'], [`${pre}/pdi`, region === 'es' ? 'PDI' : 'Docentes'], [intranet, 'Intranet'], [sede, 'Sede electrónica'], [`https://campusvirtual.${handle}.${country.tld}/`, 'Campus virtual']];
  const crumbsOn = r.chance(0.7);
  const crumbSep = r.pick([' › ', ' &gt; ', ' / ', ' » ']);
  const shell = r.pick(['semantic', 'divs'] as const);
  const link = (href: string, text: string, attrs = '') => `<a href="${esc(href)}"${attrs}>${esc(text)}</a>`;
  const ul = (items: Link[], cls?: string) => `<ul${cls ? ` class="${cls}"` : ''}>\n${items.map(([h, t]) => `<li>${link(h, t)}</li>`).join('\n')}\n</ul>`;
  const fillers = (n: number) => Array.from({ length: n }, () => r.pick(v.fillerSentences)).join(' ');

  interface PutOptions { kind?: TruthKind; courses?: GoldCourse[]; duplicateOf?: string; crumbs?: Link[]; delayMs?: number; bare?: boolean; broken?: boolean; noTwin?: boolean; origin?: string }
  const documentHtml = (path: string, title: string, main: string, o: PutOptions, english: boolean): string => {
    const head = `${declare === 'header' ? '' : metaTag}<title>${esc(title)}${o.bare || title === institution ? '' : ` | ${esc(institution)}`}</title>`;
    const open = xhtml ? `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="es" lang="es">` : `<!DOCTYPE html>\n<html lang="${country.lang}">`;
    if (o.bare) return `${open}<head>${head}</head>\n<body class="imprimir">\n${o.origin && o.origin !== 'www' ? main.replace(/(href|action)="\//g, '$1="{{www}}/') : main}\n</body></html>\n`;
    const self = o.origin && o.origin !== 'www' ? `{{${o.origin}}}` : '';
    const langLink = twins ? (english ? link(`${self}${path}`, 'Español', ' hreflang="es"') : link(`${self}${twinOf(path)}`, langText, ' hreflang="en"')) : '';
    const megaItems = megaStudies ? `<ul class="submenu">${[...Object.values(levelPaths), ...(organisation !== 'level' ? [[centresPath, centresWord] as Link] : [])].map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}</ul>` : '';
    const nav = `<ul class="menu-principal">${menu.map(([h, t]) => `<li>${link(h, t)}${h === hubs[0]![0] ? megaItems : ''}</li>`).join('')}</ul>`;
    const search = `<form class="buscador" action="${searchPath}" method="get"><label for="${searchParam}">Buscar</label><input type="text" id="${searchParam}" name="${searchParam}"><input type="submit" value="Buscar"></form>`;
    const top = `<div class="barra-superior">${utility.map(([h, t]) => link(h, t)).join(' | ')}${langLink ? ` | ${langLink}` : ''}</div>`;
    const logo = `<a href="${pre || '/'}${pre ? '/' : ''}" class="logo">${esc(institution)}</a>`;
    const crumbs = crumbsOn && o.crumbs ? `<div class="migas">${[[`${pre}/`, 'Inicio'] as Link, ...o.crumbs].map(([h, t]) => link(h, t)).join(crumbSep)}</div>\n` : '';
    const foot = `${footer.map(([h, t]) => link(h, t)).join(' · ')}<p>${esc(institution)} · ${social.map(([h, t]) => link(h, t)).join(' ')}</p><p>© ${CURRENT} ${esc(institution)}</p>`;
    const body = shell === 'semantic'
      ? `<header>${top}${logo}${search}<nav>${nav}</nav></header>\n<main id="contenido">\n${crumbs}${main}\n</main>\n<footer>${foot}</footer>`
      : `<div id="cabecera">${top}${logo}${search}<div id="menu">${nav}</div></div>\n<div id="contenido">\n${crumbs}${main}\n</div>\n<div id="pie">${foot}</div>`;
    let html = `${open}<head>${head}</head>\n<body>\n${body}\n</body></html>\n`;
    // On the guías' host, every address of the main site is written whole.
    if (self) html = html.replace(/(href|action)="\//g, '$1="{{www}}/');
    return o.broken ? html.replace(/<\/(li|p|td|tr)>/g, (m) => (r.chance(0.5) ? '' : m)) : html;
  };
  const finish = (html: string) => {
    if (encoding === 'utf-8') return html;
    const out = latin1(html);
    for (const ch of out) if (ch.charCodeAt(0) > 0xff) throw new Error(`${id}: "${ch}" has no place in ISO-8859-1`);
    return out;
  };
  const put = (path: string, title: string, main: string, o: PutOptions = {}): void => {
    const kind = o.kind ?? 'other';
    const extra: Partial<Page> = { ...(o.duplicateOf ? { duplicateOf: o.duplicateOf } : {}), ...(o.delayMs ? { delayMs: o.delayMs } : {}) };
    b.add(path, { body: finish(documentHtml(path, title, main, o, false)), kind, courses: o.courses ?? [], ...extra }, o.origin);
    if (twins && !o.bare && !o.noTwin) b.add(twinOf(path), { body: finish(documentHtml(path, title, main, o, true)), kind, courses: o.courses ?? [], duplicateOf: o.duplicateOf ?? path }, o.origin);
  };

  // ---- Guías docentes: the targets. Labels and layout are the site's template.
  const labelOf = (f: Field) => r.pick(v.fieldLabels[f][region]);
  const labels: Record<Field, string> = { code: labelOf('code'), title: labelOf('title'), credits: labelOf('credits'), instructors: labelOf('instructors'), term: labelOf('term'), prerequisites: labelOf('prerequisites'), description: labelOf('description') };
  const extraLabels = {
    degree: r.pick(region === 'es' ? ['Titulación', 'Grado', 'Plan de estudios', 'Estudio'] : ['Carrera', 'Programa', 'Plan de estudios', 'Titulación']),
    centre: r.pick(['Centro', 'Facultad', 'Centro responsable']),
    dept: r.pick(['Departamento', 'Departamento responsable', 'Unidad académica']),
    curso: region === 'es' ? r.pick(['Curso', 'Curso en que se imparte', 'Nivel']) : r.pick(['Nivel', 'Semestre de la carrera', 'Ubicación en la malla']),
    tipo: r.pick(['Carácter', 'Tipo', 'Tipología', 'Naturaleza']),
    language: r.pick(['Idioma de impartición', 'Idioma', 'Lengua de impartición', 'Idioma en que se imparte']),
    mode: r.pick(['Modalidad', 'Modalidad de enseñanza']),
    year: region === 'es' ? r.pick(['Curso académico', 'Año académico']) : r.pick(['Año lectivo', 'Año académico']),
  };
  const tipoNames: Record<Tipo, string> = region === 'es'
    ? r.pick([{ FB: 'Formación básica', OB: 'Obligatoria', OP: 'Optativa', TF: 'Trabajo fin de estudios' }, { FB: 'Básica', OB: 'Obligatoria', OP: 'Optativa', TF: 'Trabajo Fin de Grado' }, { FB: 'Troncal', OB: 'Obligatoria', OP: 'Optativa', TF: 'Proyecto fin de carrera' }])
    : r.pick([{ FB: 'Obligatorio', OB: 'Obligatorio', OP: 'Electivo', TF: 'Obligatorio' }, { FB: 'Básica', OB: 'Obligatoria', OP: 'Optativa', TF: 'Obligatoria' }, { FB: 'Formación general', OB: 'Disciplinar', OP: 'Electiva', TF: 'Titulación' }]);
  const tipoShort = r.chance(0.5);
  const tipoText = (t: Tipo) => (tipoShort && region === 'es' ? t : tipoNames[t]);
  const cursoStyle = r.pick([(n: number) => `${n}º`, (n: number) => ordinals[n]!, (n: number) => String(n)]);
  const cursoText = (_d: Degree, n: number, sem: Sem) => (region === 'es' ? cursoStyle(n) : `${roman[Math.min(10, (n - 1) * 2 + (sem || 1))]}`);
  const datosLayout = r.pick(['table', 'grid', 'dl', 'lines', 'list'] as const);
  const sectionLayout = r.pick(['h2', 'h3', 'table', 'strong', 'accordion'] as const);
  const staffLayout = r.pick(['inline', 'list', 'table'] as const);
  const nameSep = r.pick([', ', '; ', ' / ', '<br>']);
  const heading = r.pick([(c: Course) => c.gold.title, (c: Course) => `${c.gold.code} - ${c.gold.title}`, (c: Course) => `Guía docente: ${c.gold.title}`, (c: Course) => `${c.gold.title} (${c.gold.code})`]);
  const inDatos = r.pick([['code', 'title', 'credits', 'term', 'instructors'], ['code', 'credits', 'term'], ['code', 'title', 'credits', 'term']] as Field[][]);
  const showNone = r.chance(0.6); // "Requisitos previos: Ninguno." when there are none
  const noneText = r.pick(v.noPrerequisites);
  const sectionKinds = r.sample(['competencias', 'resultados', 'temario', 'metodologia', 'evaluacion', 'bibliografia', 'tutorias'], r.int(3, 7));
  const sectionTitles: Record<string, string> = {
    competencias: r.pick(['Competencias', 'Competencias que se adquieren', 'Competencias generales y específicas']),
    resultados: r.pick(['Resultados de aprendizaje', 'Objetivos de aprendizaje', 'Resultados del aprendizaje']),
    temario: labels.description === 'Contenidos' ? r.pick(['Temario', 'Programa']) : r.pick(['Temario', 'Programa', 'Contenidos detallados', 'Programa de la asignatura']),
    metodologia: r.pick(['Metodología', 'Metodología docente', 'Actividades formativas']),
    evaluacion: r.pick(['Evaluación', 'Sistema de evaluación', 'Criterios de evaluación', 'Evaluación del aprendizaje']),
    bibliografia: r.pick(['Bibliografía', 'Bibliografía básica', 'Referencias', 'Bibliografía y recursos']),
    tutorias: r.pick(['Horario de tutorías', 'Tutorías', 'Atención al estudiante']),
  };
  const sectionText = (kind: string, c: Course): string => {
    switch (kind) {
      case 'competencias': return `<ul>${r.sample(v.competences, r.int(3, 5)).map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
      case 'resultados': return `<ul>${r.sample(v.learningOutcomes, r.int(2, 4)).map((s) => `<li>${esc(s.replace('{t}', lowerTopic(c.topic)).replace('{u}', lowerTopic(c.other)))}</li>`).join('')}</ul>`;
      case 'temario': return `<ol>${Array.from({ length: r.int(4, 8) }, (_, i) => `<li>Tema ${i + 1}. ${esc(r.pick(['Introducción a', 'Conceptos básicos de', 'Métodos de', 'Aplicaciones de', 'Problemas de', 'Casos prácticos de']))} ${esc(lowerTopic(i % 2 ? c.other : c.topic))}.</li>`).join('')}</ol>`;
      case 'metodologia': return `<ul>${r.sample(v.methods, r.int(2, 4)).map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
      case 'evaluacion': {
        const [a, b2] = r.sample(v.assessment, 2);
        const first = r.pick(a![1]);
        return `<ul><li>${esc(a![0])}: ${first} %</li><li>${esc(b2![0])}: ${100 - first} %</li></ul><p>${esc(r.pick(['En la convocatoria extraordinaria se realizará un examen final que supondrá el 100 % de la calificación.', 'La asistencia a las prácticas es obligatoria.', 'Para aprobar es necesario obtener al menos un 4 sobre 10 en el examen final.']))}</p>`;
      }
      case 'bibliografia': return `<ul>${Array.from({ length: r.int(2, 4) }, () => `<li>${esc(`${r.pick(v.surnames)}, ${r.pick(v.maleNames.concat(v.femaleNames))[0]}. (${r.int(1995, 2024)}). ${r.pick(['Manual de', 'Introducción a la', 'Fundamentos de', 'Curso de', 'Problemas resueltos de'])} ${lowerTopic(c.topic)}. ${r.pick(v.publishers)}.`)}</li>`).join('')}</ul>`;
      default: return `<p>${esc(r.pick(['Lunes y miércoles de 11:00 a 13:00, en el despacho del profesorado.', 'Previa cita por correo electrónico.', 'Martes de 16:00 a 19:00 y a través del campus virtual.']))}</p>`;
    }
  };
  const staffHtml = (c: Course, year: number, names: string[]): string => {
    if (staffLayout === 'inline' || year !== CURRENT) return names.map(esc).join(nameSep);
    if (staffLayout === 'list') return `<ul class="profesorado">${c.teachers.map((t, i) => `<li>${r.chance(0.5) ? link(t.path, t.name) : esc(t.name)}${i === 0 && c.teachers.length > 1 ? ' (coordinador/a)' : ''}</li>`).join('')}</ul>`;
    return `<table class="profesorado"><tr><th>Nombre</th><th>${esc(extraLabels.dept)}</th><th>Correo electrónico</th></tr>${c.teachers.map((t) => `<tr><td>${link(t.path, t.name)}</td><td>${esc(t.dept.name)}</td><td>${esc(t.email)}</td></tr>`).join('')}</table>`;
  };
  /** A guía's record as the site lays it out; `year` an earlier one for the archive (other staff, maybe another term). */
  const degreeRow = r.int(1, 3);
  const [yearRow, deptRow, centreRow] = [r.chance(0.5), r.chance(0.7), r.chance(0.4)];
  const restOrder: string[] = ['instructors', 'description', 'prerequisites'];
  for (const kind of sectionKinds) restOrder.splice(r.int(1, restOrder.length), 0, kind);
  const datosTitle = r.pick(['', '<h2>Datos generales</h2>\n', '<h2>Datos básicos de la asignatura</h2>\n', '<h2>Información general</h2>\n']);
  const guideMain = (c: Course, d: Degree, year: number, extras: string): string => {
    const g = c.gold;
    const names = year === CURRENT ? g.instructors : r.sample(c.dept.staff, 1).map((p) => p.name);
    const term = year === CURRENT ? g.term : termNames[c.sem];
    const placement = d.placements.find((p) => p.course === c)!;
    const staff = staffHtml(c, year, names);
    const values: Record<Field, string> = {
      code: esc(g.code), title: esc(g.title), credits: esc(g.creditsRaw), term: esc(term), instructors: staff,
      prerequisites: esc(g.prerequisites || noneText), description: esc(g.description),
    };
    const datos: [string, string][] = [];
    for (const f of inDatos) if (f !== 'instructors' || staffLayout === 'inline' || year !== CURRENT) datos.push([labels[f], values[f]]);
    datos.splice(Math.min(degreeRow, datos.length), 0, [extraLabels.degree, keyed || c.degrees.length === 1 ? esc(d.name) : c.degrees.map((x) => esc(x.name)).join('<br>')]);
    datos.push([extraLabels.tipo, esc(tipoNames[placement.tipo])], [extraLabels.curso, esc(cursoText(d, placement.year, placement.sem))]);
    if (yearRow) datos.push([extraLabels.year, esc(yearText(year))]);
    if (deptRow) datos.push([extraLabels.dept, esc(c.dept.name)]);
    datos.push([extraLabels.language, esc(c.language)]);
    if (centreRow) datos.push([extraLabels.centre, esc(d.centre.name)]);
    const rest: [string, string][] = [];
    for (const key of restOrder) {
      if (key === 'instructors') { if (!inDatos.includes('instructors') || (staffLayout !== 'inline' && year === CURRENT)) rest.push([labels.instructors, staff]); }
      else if (key === 'description') rest.push([labels.description, `<p>${values.description}</p>`]);
      else if (key === 'prerequisites') { if (g.prerequisites || showNone) rest.push([labels.prerequisites, `<p>${values.prerequisites}</p>`]); }
      else rest.push([sectionTitles[key]!, sectionText(key, c)]);
    }
    const datosHtml = datosLayout === 'table' ? `<table class="datos-asignatura">\n${datos.map(([l, x]) => `<tr><th>${esc(l)}</th><td>${x}</td></tr>`).join('\n')}\n</table>`
      : datosLayout === 'grid' ? `<table class="ficha">\n${Array.from({ length: Math.ceil(datos.length / 2) }, (_, i) => `<tr>${datos.slice(i * 2, i * 2 + 2).map(([l, x]) => `<th>${esc(l)}</th><td>${x}</td>`).join('')}</tr>`).join('\n')}\n</table>`
        : datosLayout === 'dl' ? `<dl class="datos">\n${datos.map(([l, x]) => `<dt>${esc(l)}</dt><dd>${x}</dd>`).join('\n')}\n</dl>`
          : datosLayout === 'lines' ? datos.map(([l, x]) => `<p><strong>${esc(l)}:</strong> ${x}</p>`).join('\n')
            : `<ul class="datos-basicos">\n${datos.map(([l, x]) => `<li><span class="etiqueta">${esc(l)}:</span> ${x}</li>`).join('\n')}\n</ul>`;
    const body = (x: string) => (/^<(p|ul|ol|table)/.test(x) ? x : `<p>${x}</p>`);
    const restHtml = rest.map(([l, x]) => sectionLayout === 'h2' ? `<h2>${esc(l)}</h2>\n${body(x)}`
      : sectionLayout === 'h3' ? `<h3>${esc(l)}</h3>\n${body(x)}`
        : sectionLayout === 'strong' ? `<p><strong>${esc(l)}</strong></p>\n${body(x)}`
          : sectionLayout === 'accordion' ? `<div class="acordeon"><button type="button" class="acordeon-titulo">${esc(l)}</button><div class="acordeon-panel">${body(x)}</div></div>`
            : `<table class="apartado"><tr><th>${esc(l)}</th></tr><tr><td>${body(x)}</td></tr></table>`).join('\n');
    const yearLine = yearRow ? '' : `<p class="curso-academico">${esc(extraLabels.year)} ${esc(yearText(year))}</p>\n`;
    return `<h1>${esc(heading(c))}</h1>\n${yearLine}${datosTitle}${datosHtml}\n${restHtml}\n${extras}`;
  };
  const guideCrumbs = (d: Degree): Link[] => [hub, [d.path, d.name], [planPath(d), 'Plan de estudios']];
  const pdfWord = r.pick(['Guía docente (PDF)', 'Descargar PDF', 'Versión PDF', 'Imprimir guía (PDF)']);
  const archiveWord = r.pick(['Guías de cursos anteriores', 'Cursos anteriores', 'Otros cursos académicos', 'Histórico de guías']);
  const pdfDoc = (c: Course, d: Degree): Buffer => {
    const g = c.gold;
    const lines: PdfLine[] = [{ cells: institution, size: 9 }, { cells: `GUÍA DOCENTE ${yearText(CURRENT)}`, size: 11 }, { cells: `${g.code} ${g.title}`, size: 15 }];
    const fields: [string, string][] = [[labels.code, g.code], [labels.title, g.title], [extraLabels.degree, d.name], [labels.credits, g.creditsRaw], [labels.term, g.term], [labels.instructors, g.instructors.join(', ')], [extraLabels.language, c.language]];
    for (const [l, x] of fields) lines.push({ cells: [l, x] });
    lines.push({ cells: labels.description, size: 13 }, { cells: g.description });
    if (g.prerequisites || showNone) lines.push({ cells: labels.prerequisites, size: 13 }, { cells: g.prerequisites || noneText });
    lines.push({ cells: sectionTitles.evaluacion!, size: 13 }, { cells: 'Examen final 60 %, evaluación continua 40 %.' });
    return writePdf({ title: `${g.code} ${g.title}`, pages: [lines] });
  };
  for (const c of courses) {
    const home = c.degrees[0]!;
    if (c.pdfOnly) {
      b.add(c.path, { body: pdfDoc(c, home), contentType: 'application/pdf', kind: 'course', courses: [c.gold], links: [] });
      continue;
    }
    const pdf = pdfMode === 'beside' || pdfMode === 'beside-some' ? pdfScheme(c) : undefined;
    if (pdf) b.add(pdf, { body: pdfDoc(c, home), contentType: 'application/pdf', kind: 'course', courses: [c.gold], links: [], duplicateOf: c.path }, guideOrigin);
    const variants = keyed ? c.degrees : [home];
    for (const d of variants) {
      const path = c.pathIn.get(d)!;
      const duplicateOf = path === c.path ? undefined : c.path;
      const tools = [pdf ? link(onGuides(pdf), pdfWord) : '', printOf ? link(onGuides(printOf(path)), r.pick(['Imprimir', 'Versión para imprimir'])) : ''].filter(Boolean).join(' | ');
      const past = archive === 'guide' && c.past.length ? `<h2>${esc(archiveWord)}</h2>\n${ul(c.past.map((y) => [onGuides(guidePath(c, home, y)), `${extraLabels.year} ${yearText(y)}`]))}` : '';
      const back = `<p>${link(planPath(d), r.pick(['Volver al plan de estudios', 'Volver', 'Plan de estudios']))}</p>`;
      const extras = `${tools ? `<p class="herramientas">${tools}</p>\n` : ''}${past}\n${back}`;
      const main = guideMain(c, d, CURRENT, extras);
      put(path, `${c.gold.title}${r.chance(0.5) ? ` - ${r.pick(['Guía docente', 'Ficha de la asignatura', 'Programa de la asignatura'])}` : ''}`, main, { kind: 'course', courses: [c.gold], crumbs: [...guideCrumbs(d), [onGuides(path), c.gold.title]], origin: guideOrigin, ...(duplicateOf ? { duplicateOf } : {}) });
      if (printOf) put(printOf(path), c.gold.title, guideMain(c, d, CURRENT, ''), { kind: 'course', courses: [c.gold], duplicateOf: c.path, bare: true, origin: guideOrigin });
    }
    // Earlier years: the archive, not the current course (kind 'other', no record).
    for (const y of c.past) {
      const path = guidePath(c, home, y);
      put(path, `${c.gold.title} (${yearText(y)})`, guideMain(c, home, y, `<p>${link(onGuides(c.path), `${extraLabels.year} ${yearText(CURRENT)}`)}</p>`), { crumbs: [...guideCrumbs(home), [onGuides(path), c.gold.title]], origin: guideOrigin });
    }
  }

  // ---- Plans of study: the listings.
  const anchor = r.pick(['title', 'title', 'code', 'generic', 'both'] as const);
  const genericWord = r.pick(['Guía docente', 'Ficha', 'Ver guía', '+ info', 'Programa', 'Ver']);
  const tableStyle = region === 'es' ? r.pick(['grouped', 'flat', 'list'] as const) : r.pick(['malla', 'grouped', 'flat'] as const);
  const upperInPlan = r.chance(0.25);
  const yearHeadingStyle = r.pick([(n: number) => `${ordinalsM[n]} curso`, (n: number) => `Curso ${n}º`, (n: number) => `${n}º curso`]);
  const yearHeading = (_d: Degree, n: number) => (region === 'es' ? yearHeadingStyle(n) : `${ordinalsM[n]} año`);
  const semesterHeading = r.pick([(k: number) => `${ordinalsM[k]} semestre`, (k: number) => `Semestre ${roman[k]}`, (k: number) => `Nivel ${k}`]);
  const decimalsInPlan = r.chance(0.5);
  const semHeading = (sem: Sem) => (sem === 0 ? termNames[0] : region === 'es' ? `${ordinalsM[sem]} ${termNames[1].toLowerCase().includes('semestre') || termNames[1] === 'S1' ? 'semestre' : 'cuatrimestre'}` : `${ordinalsM[sem]} semestre`);
  const cols = r.pick([['code', 'name', 'tipo', 'ects'], ['name', 'code', 'ects', 'tipo'], ['code', 'name', 'ects'], ['name', 'tipo', 'ects', 'code']]);
  const creditsHead = region === 'es' ? r.pick(['ECTS', 'Créditos', 'Cr.']) : r.pick(['Créditos', 'Cr.', 'CR']);
  const head: Record<string, string> = { code: r.pick(['Código', 'Cód.', region === 'es' ? 'Código' : 'Sigla']), name: r.pick(['Asignatura', 'Nombre', region === 'es' ? 'Asignatura' : 'Curso']), tipo: r.pick(['Carácter', 'Tipo']), ects: creditsHead, guide: r.pick(['Guía', 'Guía docente', 'Ficha']) };
  const showPdfColumn = pdfMode === 'beside' || pdfMode === 'beside-some';
  const rowCells = (p: Placement, href: string | undefined, year: number): Record<string, string> => {
    const g = p.course.gold;
    const shownTitle = upperInPlan ? g.title.toUpperCase() : g.title;
    const linked = (text: string) => (href ? link(href, text) : esc(text));
    return {
      code: anchor === 'code' || anchor === 'both' ? linked(g.code) : esc(g.code),
      name: anchor === 'title' || anchor === 'both' || (p.course.pdfOnly && anchor !== 'code') ? linked(shownTitle) : esc(shownTitle),
      tipo: esc(tipoText(p.tipo)), ects: esc(num(g.credits, region === 'es' && decimalsInPlan, region === 'es' ? ',' : '.')),
      guide: anchor === 'generic' && href && !(p.course.pdfOnly && anchor !== 'generic') ? link(href, p.course.pdfOnly ? 'PDF' : genericWord) : '',
      pdf: showPdfColumn && year === CURRENT && !p.course.pdfOnly ? link(onGuides(pdfScheme(p.course)), 'PDF') : '',
    };
  };
  const columns = [...cols, ...(anchor === 'generic' ? ['guide'] : []), ...(showPdfColumn ? ['pdf'] : [])];
  const tableOf = (ps: Placement[], d: Degree, year: number, linked: boolean, withYear: boolean): string => {
    const hrefOf = (p: Placement) => (!linked ? undefined : year === CURRENT ? b.track(guideHref(p.course, p.course.pathIn.get(d)!)) : p.course.pdfOnly ? undefined : onGuides(guidePath(p.course, p.course.degrees[0]!, year)));
    if (tableStyle === 'list') return `<ul class="asignaturas">\n${ps.map((p) => { const c = rowCells(p, hrefOf(p), year); return `<li>${c.code} - ${c.name} (${c.ects} ${esc(creditsHead)}, ${c.tipo})${c.guide ? ` ${c.guide}` : ''}${c.pdf ? ` ${c.pdf}` : ''}</li>`; }).join('\n')}\n</ul>`;
    if (tableStyle === 'malla') return `<div class="malla">\n${ps.map((p) => { const c = rowCells(p, hrefOf(p), year); return `<div class="ramo"><span class="sigla">${c.code}</span> <span class="nombre">${c.name}</span> <span class="creditos">${c.ects}</span>${c.guide ? ` ${c.guide}` : ''}${c.pdf ? ` ${c.pdf}` : ''}</div>`; }).join('\n')}\n</div>`;
    const extraHead = withYear ? `<th>${region === 'es' ? 'Curso' : 'Nivel'}</th><th>${region === 'es' ? 'Periodo' : 'Semestre'}</th>` : '';
    const headRow = `<tr>${extraHead}${columns.map((k) => `<th>${esc(head[k] ?? 'PDF')}</th>`).join('')}</tr>`;
    return `<table class="plan">\n${headRow}\n${ps.map((p) => { const c = rowCells(p, hrefOf(p), year); return `<tr>${withYear ? `<td>${p.year}</td><td>${esc(p.sem === 0 ? termNames[0] : String(p.sem))}</td>` : ''}${columns.map((k) => `<td>${c[k] ?? ''}</td>`).join('')}</tr>`; }).join('\n')}\n</table>`;
  };
  const groupedPlan = (d: Degree, ps: Placement[], year: number, linked: boolean, years = d.years): string => {
    if (tableStyle === 'flat') return tableOf(ps, d, year, linked, true);
    const out: string[] = [];
    for (let n = 1; n <= years; n++) {
      const inYear = ps.filter((p) => p.year === n);
      if (!inYear.length) continue;
      if (region === 'latam') {
        for (const sem of [1, 2, 0] as Sem[]) {
          const list = inYear.filter((p) => p.sem === sem);
          if (list.length) out.push(`<h3>${esc(sem === 0 ? `${yearHeading(d, n)} (${termNames[0].toLowerCase()})` : semesterHeading((n - 1) * 2 + sem))}</h3>\n${tableOf(list, d, year, linked, false)}`);
        }
        continue;
      }
      out.push(`<h2>${esc(yearHeading(d, n))}</h2>`);
      for (const sem of [1, 2, 0] as Sem[]) {
        const list = inYear.filter((p) => p.sem === sem);
        if (list.length) out.push(`<h3>${esc(semHeading(sem))}</h3>\n${tableOf(list, d, year, linked, false)}`);
      }
    }
    return out.join('\n');
  };
  const legend = tipoShort && region === 'es' ? `<p class="leyenda">FB: ${esc(tipoNames.FB)}; OB: ${esc(tipoNames.OB)}; OP: ${esc(tipoNames.OP)}; TF: ${esc(tipoNames.TF)}</p>` : '';
  const degreeSubs = (d: Degree): Link[] => r.sample<[string, string]>([
    ['acceso-y-admision', 'Acceso y admisión'], ['salidas-profesionales', 'Salidas profesionales'], ['calidad', 'Sistema de Garantía Interna de Calidad'], ['horarios', 'Horarios y calendario de exámenes'],
    ['profesorado', 'Profesorado'], ['practicas-externas', 'Prácticas externas'], [d.level === 'grado' ? 'trabajo-fin-de-grado' : 'trabajo-fin-de-master', d.level === 'grado' ? 'Trabajo Fin de Grado' : 'Trabajo Fin de Máster'], ['normativa', 'Normativa'], ['reconocimiento-de-creditos', 'Reconocimiento de créditos'],
  ], r.int(3, 7)).map(([slug, t]) => [sub(d, slug), t]);
  const planTitle = region === 'es' ? r.pick(['Plan de estudios', 'Estructura del plan de estudios', 'Asignaturas del plan']) : r.pick(['Malla curricular', 'Plan de estudios', 'Mapa curricular']);
  for (const d of degrees) {
    const subs = degreeSubs(d);
    const current = d.placements;
    const intro = `<p>${esc(`${planTitle} de ${d.name}`)} · ${esc(extraLabels.year)} ${esc(yearText(CURRENT))}</p>`;
    const selector = archive === 'plan' && pastYears.length ? `<p class="selector-curso">${esc(r.pick(['Otros cursos académicos', 'Consultar planes de cursos anteriores', 'Cursos anteriores']))}: ${pastYears.map((y) => link(planPath(d, y), yearText(y))).join(' | ')}</p>` : '';
    const linkedPlan = !guideIndexMode;
    const planBody = `${intro}\n${legend}\n${groupedPlan(d, current, CURRENT, linkedPlan)}\n${selector}\n${guideIndexMode ? `<p>${link(guideIndexPath(d), `Guías docentes ${yearText(CURRENT)}`)}</p>` : ''}`;
    const facts = `<table class="datos-titulacion"><tr><th>${esc(extraLabels.centre)}</th><td>${link(d.centre.path, d.centre.name)}</td></tr><tr><th>Rama de conocimiento</th><td>${esc(d.centre.kind.branch)}</td></tr><tr><th>Duración</th><td>${d.level === 'grado' ? (region === 'es' ? `${d.years} años (240 ECTS)` : `${d.years * 2} semestres`) : (region === 'es' ? `${d.years} ${d.years === 1 ? 'año (60 ECTS)' : 'años (120 ECTS)'}` : '4 semestres')}</td></tr><tr><th>Modalidad</th><td>Presencial</td></tr>${region === 'es' ? `<tr><th>Código RUCT</th><td>${2500000 + d.id * 7}</td></tr>` : ''}</table>`;
    const degreeLinks: Link[] = [...(planEmbedded ? [] : [[planPath(d), planTitle] as Link]), ...subs];
    const crumbs: Link[] = [hub, ...(levelPaths[d.level] ? [levelPaths[d.level]!] : [[d.centre.path, d.centre.name] as Link]), [d.path, d.name]];
    put(d.path, d.name, `<h1>${esc(d.name)}</h1>\n${facts}\n<p>${fillers(2)}</p>\n${ul(degreeLinks, 'pestanas')}${planEmbedded ? `\n<h2>${esc(planTitle)}</h2>\n${planBody}` : ''}`, { crumbs, ...(planEmbedded ? { kind: linkedPlan ? 'listing' as const : 'other' as const } : {}) });
    for (const [p, t] of subs) {
      const extra = t === 'Profesorado' ? ul([...new Set(current.flatMap((x) => x.course.teachers))].map((x) => [x.path, x.name])) : t.startsWith('Horarios') ? `<p>${link(`/documentos/horarios/${d.slug}-${yearUrl(CURRENT)}.pdf`, `Horarios ${yearText(CURRENT)} (PDF)`)}</p>` : '';
      put(p, `${t} - ${d.name}`, `<h1>${esc(t)}</h1>\n<p>${fillers(3)}</p>\n${extra}`, { crumbs: [...crumbs, [p, t]] });
      if (t.startsWith('Horarios')) b.add(`/documentos/horarios/${d.slug}-${yearUrl(CURRENT)}.pdf`, { body: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'), contentType: 'application/pdf', links: [] });
    }
    const planCrumbs: Link[] = [...crumbs, [planPath(d), planTitle]];
    if (!planEmbedded) {
      if (perCurso) {
        const years = [...new Set(current.map((p) => p.year))];
        const items: Link[] = years.map((n) => [cursoPath(d, n), region === 'es' ? yearHeading(d, n) : `${ordinalsM[n]} año`]);
        put(planPath(d), `${planTitle} - ${d.name}`, `<h1>${esc(planTitle)}</h1>\n${intro}\n${ul(items)}\n${selector}`, { crumbs: planCrumbs });
        for (const n of years) put(cursoPath(d, n), `${items.find(([h]) => h === cursoPath(d, n))![1]} - ${d.name}`, `<h1>${esc(d.name)}</h1>\n<h2>${esc(items.find(([h]) => h === cursoPath(d, n))![1])}</h2>\n${legend}\n${groupedPlan(d, current.filter((p) => p.year === n), CURRENT, true, n)}\n<p>${link(planPath(d), planTitle)}</p>`, { kind: 'listing', crumbs: [...planCrumbs, [cursoPath(d, n), String(n)]] });
      } else {
        put(planPath(d), `${planTitle} - ${d.name}`, `<h1>${esc(planTitle)}</h1>\n<h2>${esc(d.name)}</h2>\n${planBody}`, { kind: linkedPlan ? 'listing' : 'other', crumbs: planCrumbs });
      }
    }
    if (guideIndexMode) {
      const sorted = [...current].sort((x, y) => x.course.gold.title.localeCompare(y.course.gold.title, 'es'));
      put(guideIndexPath(d), `Guías docentes - ${d.name}`, `<h1>Guías docentes ${esc(yearText(CURRENT))}</h1>\n<h2>${esc(d.name)}</h2>\n${ul(sorted.map((p) => [b.track(guideHref(p.course, p.course.pathIn.get(d)!)), `${p.course.gold.code} ${p.course.gold.title}`]))}`, { kind: 'listing', crumbs: [...crumbs, [guideIndexPath(d), 'Guías docentes']] });
    }
    // Earlier years' plans link earlier years' guías (not the current ones).
    if (archive === 'plan') {
      for (const y of pastYears) {
        const ps = current.filter((p) => p.course.past.includes(y));
        put(planPath(d, y), `${planTitle} ${yearText(y)} - ${d.name}`, `<h1>${esc(planTitle)} ${esc(yearText(y))}</h1>\n<h2>${esc(d.name)}</h2>\n${groupedPlan(d, ps, y, true)}\n<p>${link(planPath(d), `${extraLabels.year} ${yearText(CURRENT)}`)}</p>`, { crumbs: planCrumbs });
      }
    }
  }

  const centreNews: Link[][] = centres.map(() => []);
  // ---- News, agenda and the endless calendar.
  const newsCount = r.int(60, 400);
  const perPage = r.pick([10, 12, 15, 20]);
  const newsPageStyle = r.pick(['page0', 'pagina', 'path', 'start'] as const);
  const newsIndexPath = newsIndex;
  const newsPage = (n: number) => (n === 1 ? newsIndexPath : newsPageStyle === 'page0' ? `${newsIndexPath}?page=${n - 1}` : newsPageStyle === 'pagina' ? `${newsIndexPath}?pagina=${n}` : newsPageStyle === 'path' ? `${newsIndexPath.replace(/\/$|\.html$/, '')}/pagina/${n}` : `${newsIndexPath}?start=${(n - 1) * perPage}`);
  const articleStyle = r.pick(['slug', 'dated', 'php', 'html'] as const);
  const articles: Link[] = [];
  const slugs = new Set<string>();
  for (let i = 0; i < newsCount; i++) {
    const year = CURRENT - Math.floor(i / 80);
    const month = 12 - Math.floor((i % 80) / 7);
    let title = r.pick(v.newsTitles);
    if (r.chance(0.3)) title = `${title} en la ${r.pick(centres).name}`;
    let s = slugify(title);
    for (let k = 2; slugs.has(s); k++) s = `${slugify(title)}-${k}`;
    slugs.add(s);
    const path = articleStyle === 'slug' ? `${newsRoot}/${s}` : articleStyle === 'dated' ? `${newsRoot}/${year}/${String(Math.max(1, month)).padStart(2, '0')}/${s}` : articleStyle === 'php' ? `/noticia${ext}?id=${10000 + i * 3}` : `${newsRoot}/${year}/${s}.html`;
    articles.push([path, title]);
    const mentions = r.chance(0.06) ? (() => { const c = r.pick(courses); return `<p>${esc(r.pick(['Estudiantes de la asignatura', 'El alumnado de']))} ${r.chance(0.4) ? link(guideHref(c, c.path), c.gold.title) : esc(c.gold.title)} ${esc('participaron en la actividad.')}</p>\n`; })() : '';
    const centre = r.pick(centres);
    put(path, title, `<article><h1>${esc(title)}</h1>\n<p class="fecha">${r.int(1, 28)}/${String(Math.max(1, month)).padStart(2, '0')}/${year}</p>\n<p>${fillers(3)}</p>\n${mentions}<p>${link(centre.path, centre.name)}</p>\n<p>${link(newsIndexPath, r.pick(['Volver a noticias', 'Todas las noticias']))}</p></article>`, { crumbs: [[newsIndexPath, newsWord], [path, title]], broken: legacy && i % 7 === 3 });
    if (centreNews[centre.index]!.length < 5) centreNews[centre.index]!.push([path, title]);
  }
  const newsPages = Math.ceil(articles.length / perPage);
  for (let n = 1; n <= newsPages; n++) {
    const items = articles.slice((n - 1) * perPage, n * perPage).map(([h, t]): Link => [b.track(h), t]);
    const pager = [n > 1 ? link(newsPage(n - 1), '« Anterior') : '', n < newsPages ? link(newsPage(n + 1), 'Siguiente »') : '', link(newsPage(newsPages), 'Última')].filter(Boolean).join(' ');
    put(newsPage(n), `${newsWord}${n > 1 ? ` - página ${n}` : ''}`, `<h1>${esc(newsWord)}</h1>\n${ul(items, 'noticias')}\n<p class="paginacion">${pager}</p>`, { crumbs: [[newsIndexPath, newsWord]] });
  }
  const calendar = '/events/calendar?month=2026-11';
  const events: Link[] = Array.from({ length: r.int(8, 25) }, (_, i) => {
    const t = `${r.pick(v.eventTitles)}${i > 5 ? ` ${i}` : ''}`;
    return [`${agendaRoot}/${slugify(t)}-${i + 1}`, t];
  });
  for (const [p, t] of events) put(p, t, `<h1>${esc(t)}</h1>\n<p>${fillers(3)}</p>\n<p>${link(agendaIndex, 'Agenda')}</p>`, { crumbs: [[agendaIndex, 'Agenda'], [p, t]] });
  put(agendaIndex, 'Agenda', `<h1>Agenda</h1>\n${ul(events)}\n<p>${link(calendar, r.pick(['Calendario de actividades', 'Ver calendario', 'Calendario']))}</p>`, { crumbs: [[agendaIndex, 'Agenda']] });

  // ---- Centres and departments, with their staff; the directory; profiles naming what their people teach.
  const profileLinksGuides = r.pick([0, 0.3, 0.8]);
  const deptLinksGuides = r.chance(0.4);
  for (const c of centres) {
    const secretaria: Link = [`${c.path.replace(/\.html$|\/$/, '')}${style === 'php' ? '&sec=secretaria' : '/secretaria'}`, 'Secretaría del centro'];
    put(secretaria[0], `${secretaria[1]} - ${c.name}`, `<h1>${esc(secretaria[1])}</h1>\n<p>${fillers(3)}</p>`, { crumbs: [[c.path, c.name], secretaria] });
    const blocks = [
      `<h2>${region === 'es' ? 'Titulaciones' : 'Carreras'}</h2>\n${ul(c.degrees.map((d) => [d.path, d.name]))}`,
      `<h2>Departamentos</h2>\n${ul(c.depts.map((d) => [d.path, d.name]))}`,
    ];
    put(c.path, c.name, `<h1>${esc(c.name)}</h1>\n<p>${fillers(2)}</p>\n${r.sample(blocks, 2).join('\n')}\n<p>${link(secretaria[0], secretaria[1])}</p>${centreNews[c.index]!.length ? `\n<h2>Noticias</h2>\n${ul(centreNews[c.index]!)}` : ''}`, { crumbs: [[organisation === 'level' ? hub[0] : centresPath, organisation === 'level' ? hub[1] : centresWord], [c.path, c.name]] });
  }
  const directoryPath = `${pre}/${r.pick(['directorio', 'personal', 'pdi/directorio'])}`;
  const dirParam = r.pick(['pagina', 'page', 'p']);
  const zeroBased = dirParam === 'page' && r.chance(0.5);
  const dirPage = (n: number) => (n === 1 ? directoryPath : `${directoryPath}?${dirParam}=${zeroBased ? n - 1 : n}`);
  const sortedPeople = [...people].sort((x, y) => x.name.replace(/^\S+\. /, '').split(' ').slice(-2).join(' ').localeCompare(y.name.replace(/^\S+\. /, '').split(' ').slice(-2).join(' '), 'es'));
  const dirPages = Math.ceil(sortedPeople.length / 20);
  for (let n = 1; n <= dirPages; n++) {
    const rows = sortedPeople.slice((n - 1) * 20, n * 20).map((p) => `<tr><td>${link(p.path, p.name)}</td><td>${esc(p.rank)}</td><td>${link(p.dept.path, p.dept.name)}</td></tr>`).join('\n');
    const pager = Array.from({ length: dirPages }, (_, k) => (k + 1 === n ? `<strong>${k + 1}</strong>` : link(dirPage(k + 1), String(k + 1)))).join(' ');
    put(dirPage(n), `Directorio${n > 1 ? ` (${n})` : ''}`, `<h1>Directorio de personal</h1>\n<table class="directorio">\n<tr><th>Nombre</th><th>Categoría</th><th>Departamento</th></tr>\n${rows}\n</table>\n<p class="paginacion">${pager}</p>`, { crumbs: [[secPath('universidad'), sec('universidad').title], [directoryPath, 'Directorio']] });
  }
  for (const d of depts) {
    const teaching = d.courses.filter((c) => !c.final);
    const docencia = deptLinksGuides ? `<h2>Docencia</h2>\n${ul(teaching.map((c) => [guideHref(c, c.path), c.gold.title]))}` : `<h2>Docencia</h2>\n<p>${esc(teaching.slice(0, 8).map((c) => c.gold.title).join(', '))}.</p>`;
    put(d.path, d.name, `<h1>${esc(d.name)}</h1>\n<p>${link(d.centre.path, d.centre.name)}</p>\n<p>${fillers(2)}</p>\n<h2>Personal docente e investigador</h2>\n${ul(d.staff.map((p) => [p.path, p.name]))}\n${docencia}\n<p>${link(directoryPath, 'Directorio completo')}</p>`, { crumbs: [[d.centre.path, d.centre.name], [d.path, d.name]] });
  }
  for (const p of people) {
    const items = p.teaches.map((c) => `<li>${r.chance(profileLinksGuides) ? link(guideHref(c, c.path), c.gold.title) : esc(c.gold.title)} (${esc(c.degrees[0]!.name)})</li>`).join('');
    const docencia = p.teaches.length ? `<h2>${esc(r.pick(['Docencia', `Docencia ${yearText(CURRENT)}`, 'Asignaturas que imparte']))}</h2>\n<ul>${items}</ul>` : '';
    put(p.path, p.name, `<h1>${esc(p.name)}</h1>\n<p>${esc(p.rank)} · ${link(p.dept.path, p.dept.name)}</p>\n<p>${link(`mailto:${p.email}`, p.email)} · Despacho ${r.int(1, 4)}.${String(r.int(1, 40)).padStart(2, '0')}</p>\n<h2>${esc(r.pick(['Líneas de investigación', 'Investigación']))}</h2>\n<p>${esc(r.pick(v.areas[p.dept.area].topics))}, ${esc(lowerTopic(r.pick(v.areas[p.dept.area].topics)))}.</p>\n${docencia}`, { crumbs: [[directoryPath, 'Directorio'], [p.path, p.name]] });
  }

  // ---- The studies hub, level pages and the list of centres.
  const extrasOfHub: Link[] = r.sample<Link>([
    [`${pre}/doctorado${end === '.html' ? '/' : end}`, 'Doctorado'], [`${pre}/titulos-propios${end === '.html' ? '/' : end}`, 'Títulos propios'], [`${pre}/cursos-de-verano${end === '.html' ? '/' : end}`, 'Cursos de verano'],
    [`${pre}/formacion-permanente${end === '.html' ? '/' : end}`, 'Formación permanente'], [`${pre}/centro-de-lenguas${end === '.html' ? '/' : end}`, 'Centro de Lenguas'], [`${pre}/acceso${end === '.html' ? '/' : end}`, 'Acceso y admisión'],
  ], r.int(3, 6));
  const hubLinks: Link[] = [...Object.values(levelPaths), ...(organisation !== 'level' ? [[centresPath, centresWord] as Link] : []), ...extrasOfHub];
  hubs.forEach(([p, t], i) => {
    const next = hubs[i + 1];
    const links = next ? [next, ...r.sample<Link>([[secPath('estudiantes', 'Becas y ayudas'), 'Becas y ayudas'], [secPath('secretaria'), sec('secretaria').title], [secPath('internacional'), sec('internacional').title]], 2)] : hubLinks;
    put(p, t, `<h1>${esc(t)}</h1>\n<p>${fillers(2)}</p>\n${ul(links)}`, { crumbs: hubs.slice(0, i + 1) });
  });
  for (const level of ['grado', 'master'] as const) {
    const lp = levelPaths[level];
    if (!lp) continue;
    const list = degrees.filter((d) => d.level === level);
    const groups = r.chance(0.5)
      ? centres.filter((c) => list.some((d) => d.centre === c)).map((c) => `<h2>${esc(c.name)}</h2>\n${ul(list.filter((d) => d.centre === c).map((d) => [d.path, d.name]))}`).join('\n')
      : [...new Set(list.map((d) => d.centre.kind.branch))].map((br) => `<h2>${esc(br)}</h2>\n${ul(list.filter((d) => d.centre.kind.branch === br).map((d) => [d.path, d.name]))}`).join('\n');
    put(lp[0], lp[1], `<h1>${esc(lp[1])}</h1>\n<p>${esc(`Oferta ${yearText(CURRENT)}`)}. ${fillers(1)}</p>\n${groups}`, { crumbs: [hub, lp] });
  }
  if (organisation !== 'level') put(centresPath, centresWord, `<h1>${esc(centresWord)}</h1>\n${ul(centres.map((c) => [c.path, c.name]))}`, { crumbs: [hub, [centresPath, centresWord]] });
  else put(centresPath, centresWord, `<h1>${esc(centresWord)}</h1>\n${ul(centres.map((c) => [c.path, c.name]))}`, { crumbs: [[secPath('universidad'), sec('universidad').title], [centresPath, centresWord]] });
  // Extras of the hub: pages of their own; summer courses are courses of a kind, not asignaturas of a degree.
  for (const [p, t] of extrasOfHub) {
    if (t !== 'Cursos de verano') { put(p, t, `<h1>${esc(t)}</h1>\n<p>${fillers(4)}</p>`, { crumbs: [hub, [p, t]] }); continue; }
    const summer = Array.from({ length: r.int(3, 8) }, () => `${r.pick(['Fotografía digital', 'Cocina mediterránea', 'Escritura creativa', 'Astronomía para todos', 'Iniciación al golf', 'Historia del cine', 'Arqueología de campo'])} ${invented(r)}`);
    const items: Link[] = [...new Set(summer)].map((s) => [`${p.replace(/\/$|\.html$/, '')}/${slugify(s)}`, `Curso de verano: ${s}`]);
    put(p, t, `<h1>${esc(t)} ${CURRENT + 1}</h1>\n<p>${esc(v.fillerSentences[1]!)}</p>\n${ul(items)}`, { crumbs: [hub, [p, t]] });
    for (const [ip, it] of items) put(ip, it, `<h1>${esc(it)}</h1>\n<p><strong>Dirección:</strong> ${esc(person())}</p>\n<p><strong>Fechas:</strong> del ${r.int(1, 10)} al ${r.int(11, 20)} de julio de ${CURRENT + 1}</p>\n<p><strong>Horas:</strong> ${r.pick([20, 25, 30])}</p>\n<p><strong>Reconocimiento:</strong> ${r.pick(['1', '1,5', '2'])} créditos ECTS de libre configuración</p>\n<p>${fillers(2)}</p>`, { crumbs: [hub, [p, t], [ip, it]] });
  }

  // ---- The rest of the website: its sections, research groups, footer pages, hostile corners, the home page.
  const groupCount = r.int(8, 30);
  const groups: Link[] = [];
  for (let i = 0; i < groupCount; i++) {
    const dept = r.pick(depts);
    const name = `${r.pick(['Grupo de Investigación en', 'Grupo de', 'Laboratorio de'])} ${r.pick(v.areas[dept.area].topics)} (${invented(r).toUpperCase().slice(0, 4)})`;
    const path = `${secPath('investigacion').replace(/\/$|\.html$/, '')}/grupos/${slugify(name)}-${i + 1}`;
    groups.push([path, name]);
    put(path, name, `<h1>${esc(name)}</h1>\n<p>${fillers(3)}</p>\n<h2>Miembros</h2>\n${ul(r.sample(dept.staff, Math.min(dept.staff.length, r.int(2, 6))).map((p) => [p.path, p.name]))}`, { crumbs: [[secPath('investigacion'), sec('investigacion').title], [path, name]] });
  }
  const groupsPath = `${secPath('investigacion').replace(/\/$|\.html$/, '')}/grupos`;
  put(groupsPath, 'Grupos de investigación', `<h1>Grupos de investigación</h1>\n${ul(groups)}`, { crumbs: [[secPath('investigacion'), sec('investigacion').title], [groupsPath, 'Grupos de investigación']] });
  const memoria = secPath('universidad', 'Memoria anual');
  for (const s of sectionsChosen) {
    const pages: Link[] = r.sample(s.pages, r.int(3, Math.min(7, s.pages.length))).map((t) => [secPath(s.key, t), t]);
    if (s.key === 'universidad' && !pages.some(([p]) => p === memoria)) pages.push([memoria, 'Memoria anual']);
    const special: Link[] = s.key === 'investigacion' ? [[groupsPath, 'Grupos de investigación']] : s.key === 'universidad' ? [[directoryPath, 'Directorio'], [centresPath, centresWord], [`${pre}/historia-antigua`, 'Memoria 2024 (enlace antiguo)'], [`${pre}/visita`, 'Visita virtual'], [`${pre}/estado-servicios`, 'Estado de los servicios'], [`${pre}/plan-estrategico-2020`, 'Plan estratégico']] : s.key === 'secretaria' ? [[`/documentos/calendario-academico-${yearUrl(CURRENT)}.pdf`, `Calendario académico ${yearText(CURRENT)} (PDF)`]] : [];
    put(secPath(s.key), s.title, `<h1>${esc(s.title)}</h1>\n<p>${fillers(2)}</p>\n${ul([...special, ...pages])}`, { crumbs: [[secPath(s.key), s.title]] });
    for (const [p, t] of pages) put(p, t, `<h1>${esc(t)}</h1>\n<p>${fillers(4)}</p>${r.chance(0.4) ? `\n<h2>En esta sección</h2>\n${ul(pages.filter(([x]) => x !== p))}` : ''}`, { crumbs: [[secPath(s.key), s.title], [p, t]], ...(p === memoria ? { delayMs: 400 } : {}) });
  }
  b.add(`/documentos/calendario-academico-${yearUrl(CURRENT)}.pdf`, { body: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'), contentType: 'application/pdf', links: [] });
  for (const [p, t] of footer) put(p, t, `<h1>${esc(t)}</h1>\n<p>${fillers(4)}</p>${t === 'Mapa web' ? `\n${ul([...menu, ...hubs, [centresPath, centresWord], ...Object.values(levelPaths)])}` : ''}`, { crumbs: [[p, t]] });
  put(`${pre}/pdi`, region === 'es' ? 'PDI' : 'Docentes', `<h1>${region === 'es' ? 'Personal docente e investigador' : 'Docentes'}</h1>\n<p>${fillers(3)}</p>\n${ul([[directoryPath, 'Directorio'], [intranet, 'Intranet']])}`);
  put(searchPath, 'Buscador', `<h1>Buscador</h1>\n<form action="${searchPath}" method="get"><input type="text" name="${searchParam}"><input type="submit" value="Buscar"></form>`, { noTwin: true });
  put(sede.endsWith('/') ? sede : `${sede}/`, 'Sede electrónica', `<h1>Sede electrónica</h1>\n<p>${fillers(3)}</p>\n${ul([[`${sede.replace(/\/$/, '')}/tablon`, 'Tablón oficial'], [`${sede.replace(/\/$/, '')}/registro`, 'Registro electrónico']])}`, { noTwin: true });
  if (!sede.endsWith('/')) b.redirect(sede, `${sede}/`, 301);
  for (const [p, t] of [[`${sede.replace(/\/$/, '')}/tablon`, 'Tablón oficial'], [`${sede.replace(/\/$/, '')}/registro`, 'Registro electrónico']] as Link[]) put(p, t, `<h1>${esc(t)}</h1>\n<p>${fillers(3)}</p>`, { noTwin: true });
  put(intranet, 'Intranet', '<h1>Intranet</h1>\n<form method="post" action="/intranet/login"><input name="usuario"><input type="password" name="clave"><input type="submit" value="Entrar"></form>', { noTwin: true });
  // Hostile corners: a redirect chain to the slow annual report, a loop, a server error, a dead link.
  b.redirect(`${pre}/historia-antigua`, `${pre}/memoria-2025`, 301);
  b.redirect(`${pre}/memoria-2025`, memoria, 302);
  b.redirect(`${pre}/visita`, `${pre}/visita-virtual`, 302);
  b.redirect(`${pre}/visita-virtual`, `${pre}/visita`, 302);
  b.add(`${pre}/estado-servicios`, { body: 'Error interno del servidor', status: 500, contentType: 'text/plain', links: [] });

  const homePath = pre ? `${pre}/` : '/';
  const featured = r.sample(articles.slice(0, 12), r.int(3, 6));
  put(homePath, institution, `<h1>${esc(institution)}</h1>\n<p>${esc(r.pick(['Bienvenida a la Universidad.', 'Te damos la bienvenida.', `Curso académico ${yearText(CURRENT)}`]))}</p>\n<div class="accesos-directos">${ul([hubs[0]!, ...Object.values(levelPaths).slice(0, 1), [secPath('estudiantes', 'Becas y ayudas'), 'Becas'], [secPath('secretaria'), sec('secretaria').title], [secPath('internacional', 'Programa Erasmus+'), 'Erasmus+']])}</div>\n<h2>${esc(newsWord)}</h2>\n${ul(featured)}\n<p>${link(newsIndexPath, r.pick(['Más noticias', 'Ver todas las noticias']))}</p>\n<h2>Agenda</h2>\n${ul(events.slice(0, 3))}`, {});
  if (pre) b.redirect('/', `${pre}/`, r.pick([301, 302]));

  // ---- robots.txt: the site's own, as its content-management system or its webmaster wrote it.
  const disallow = ['/intranet/', '/cgi-bin/'];
  if (r.chance(0.6)) disallow.push(searchPath);
  if (r.chance(0.3)) disallow.push(`${sede.replace(/\/$/, '')}/`);
  if (r.chance(0.3)) disallow.push(newsPageStyle === 'path' ? `${newsIndexPath.replace(/\/$|\.html$/, '')}/pagina/` : newsPageStyle === 'start' ? '/*?start=' : newsPageStyle === 'pagina' ? '/*?pagina=' : `${newsIndexPath}?page=`);
  if (printOf && r.chance(0.5)) disallow.push(`/*${printOf('').slice(1).replace(/=1$/, '=')}`);
  if (r.chance(0.3)) disallow.push('/documentos/horarios/');
  const drupal = style === 'pretty' && r.chance(0.5);
  const lines = ['# robots.txt', ...(r.chance(0.4) ? ['User-agent: GPTBot', 'Disallow: /', ''] : []), 'User-agent: *'];
  if (drupal) lines.push('# CSS, JS, Images', 'Allow: /core/*.css$', 'Allow: /core/*.js$', '# Directories', 'Disallow: /core/', 'Disallow: /profiles/', '# Paths (clean URLs)', 'Disallow: /admin/', 'Disallow: /comment/reply/', 'Disallow: /node/add/', 'Disallow: /user/login', 'Disallow: /user/register', 'Disallow: /user/password');
  lines.push(...disallow.map((x) => `Disallow: ${x}`));
  if (crawlDelay) lines.push(`Crawl-delay: ${crawlDelay}`);
  if (r.chance(0.5)) lines.push('', `Sitemap: https://www.${handle}.${country.tld}/sitemap.xml`);
  const rendered = `${lines.join('\n')}\n`;

  // The endless calendar, served by the sitefarm, in the site's template.
  const site = b.build();
  // (Served as UTF-8 whatever the site's own encoding: no charset of its own in the frame.)
  const markerPage = documentHtml('/events/calendar', 'Calendario', '\u0000content\u0000', { crumbs: [[agendaIndex, 'Agenda']] }, false).replace(metaTag, '').split('\u0000content\u0000');
  for (const origin of site.origins) origin.robotsTxt = rendered;
  return { ...site, frame: { before: markerPage[0]!, after: markerPage[1]! } };
}
