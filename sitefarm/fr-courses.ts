// A French university's offer drawn whole: its domaines and mentions, the diplomas of each (licence, master,
// licences professionnelles, BUT, DU) with their parcours, which diplomas publish a fiche per course (until the
// site's size is reached), the courses with their records, and the teachers who give them.
import type { Random } from './random.ts';
import * as v from './vocab-fr.ts';
import { OfferDrawer, elide, leavesOf, lowerFirst, slugify, type Course, type Diploma, type Level, type Person } from './fr-offer.ts';

/** How the site writes what a course's record holds. */
export interface Texts {
  /** Text as the site's encoding can hold it. */
  fold: (s: string) => string;
  credits: (ects: number) => string;
  term: (sem: number, level: Level) => string;
  person: (first: string, last: string, female: boolean) => string;
  showCodes: boolean;
  showTeachers: boolean;
  prerequisites: 'title' | 'code' | 'both' | 'generic';
  /** Diploma names: "Licence Informatique" or "Licence mention Informatique". */
  withMention: boolean;
}

export interface Offer { diplomas: Diploma[]; courses: Course[]; people: Person[]; domaines: v.DomaineKey[]; campuses: string[] }

const fill = (s: string, t: string, u: string) => elide(s.replace('{T}', t).replace('{t}', lowerFirst(t)).replace('{u}', lowerFirst(u)));

export function drawOffer(r: Random, drawer: OfferDrawer, t: Texts, campuses: string[], handle: string): Offer {
  // ---- Domaines, mentions, diplomas.
  const domaines = r.sample(['STS', 'DEG', 'ALL', 'SHS'] as v.DomaineKey[], r.int(2, 4));
  const chosen = domaines.flatMap((dom) => r.sample(v.mentions.filter((m) => m.domaine === dom), r.int(2, 3)));
  const diplomas: Diploma[] = [];
  const make = (level: Level, name: string, mention: v.Mention): Diploma => {
    const d: Diploma = {
      level, name, mention, domaine: mention.domaine, slug: slugify(name), id: drawer.id(), code: `${level === 'master' ? 'M' : level === 'but' ? 'B' : level === 'du' ? 'D' : 'L'}${mention.prefix[0]!.slice(0, 3)}${r.int(10, 99)}`,
      parcours: [], detailed: false, campus: r.pick(campuses), modes: ['fi', ...(['fc', 'fa', 'ead'] as const).filter((m) => r.chance(m === 'ead' ? 0.1 : 0.35))], path: '',
    };
    diplomas.push(d);
    return d;
  };
  const mentionWord = t.withMention ? 'mention ' : '';
  const parcoursOf = new Map<Diploma, string[]>();
  for (const m of chosen) {
    const licence = r.chance(0.85);
    if (licence) parcoursOf.set(make('licence', `Licence ${mentionWord}${m.name}`, m), r.chance(0.55) ? r.sample(m.licence, r.int(2, Math.min(3, m.licence.length))) : ['']);
    if (!licence || r.chance(0.7)) parcoursOf.set(make('master', `Master ${mentionWord}${m.name}`, m), r.sample(m.master, r.int(1, Math.min(3, m.master.length))));
  }
  const names = new Set(chosen.map((m) => m.name));
  for (const [mention, name] of r.sample(v.licencesPro.filter(([m]) => names.has(m)), r.int(0, 3))) parcoursOf.set(make('lp', `${r.pick(['Licence professionnelle', 'Licence professionnelle', 'Licence pro'])} ${name}`, chosen.find((m) => m.name === mention)!), ['']);
  if (r.chance(0.5)) for (const [mention, name] of r.sample(v.buts.filter(([m]) => names.has(m)), r.int(1, 2))) parcoursOf.set(make('but', `${r.pick(['BUT', 'BUT', 'Bachelor universitaire de technologie'])} ${name}`, chosen.find((m) => m.name === mention)!), r.chance(0.5) ? r.sample(chosen.find((m) => m.name === mention)!.licence, 2) : ['']);
  for (const name of r.sample(v.dus, r.int(2, 5))) {
    const d = make('du', `${r.pick(['DU', 'Diplôme d\'université', 'DU'])} ${name}`, r.pick(chosen));
    d.parcours = [{ name: '', slug: '', id: drawer.id(), diploma: d, semesters: [], path: '', own: false }];
  }

  // ---- Which diplomas publish a fiche per course: until the site's size is reached, at most one BUT.
  const budget = r.int(40, 250);
  const seen = new Set<unknown>();
  let total = 0;
  let butDetailed = false;
  for (const d of r.sample([...parcoursOf.keys()], parcoursOf.size)) {
    const { added } = drawer.structure(d, parcoursOf.get(d)!.map((p) => p || d.name));
    d.parcours.forEach((p, i) => { if (parcoursOf.get(d)![i] === '') p.own = false; });
    const fresh = new Set(d.parcours.flatMap((p) => leavesOf(p).map((l) => l.unit)).filter((u) => !seen.has(u)));
    if (total < budget && total + fresh.size <= 300 && !(d.level === 'but' && butDetailed)) {
      d.detailed = true;
      total += fresh.size;
      for (const u of fresh) seen.add(u);
      if (d.level === 'but') butDetailed = true;
    } else {
      drawer.forget(added);
    }
  }

  // ---- Teachers: a team per mention, language teachers, staff who teach nothing.
  const plain = new Set<string>();
  const person = (mention?: v.Mention, rank?: string): Person => {
    for (;;) {
      const female = r.chance(0.5);
      const first = r.pick(female ? v.femaleNames : v.maleNames);
      const last = r.pick(v.surnames);
      const key = `${first} ${last}`;
      if (plain.has(key)) continue;
      plain.add(key);
      const slug = slugify(key);
      return { name: t.fold(t.person(first, last, female)), plain: t.fold(key), slug, rank: rank ?? r.pick(v.ranks), email: `${slugify(first)}.${slugify(last)}@${handle}`.replace(/-/g, ''), ...(mention ? { mention } : {}), path: '', teaches: [] };
    }
  };
  const teams = new Map(chosen.map((m) => [m, Array.from({ length: r.int(4, 9) }, () => person(m))]));
  const linguists = Array.from({ length: r.int(2, 5) }, () => person(undefined, r.pick(['PRAG', 'PRCE', 'Lecteur', 'Maîtresse de langue'])));
  const staff = Array.from({ length: r.int(10, 40) }, () => person(undefined, r.pick(['Gestionnaire de scolarité', 'Responsable administrative', 'Chargé de communication', 'Ingénieur d\'études', 'Technicienne de laboratoire', 'Directeur des services'])));

  // ---- Courses: every leaf of a detailed diploma's parcours, once, with each parcours that shows it.
  const courses: Course[] = [];
  for (const d of diplomas.filter((x) => x.detailed)) {
    for (const p of d.parcours) {
      for (const { unit, parent, sem } of leavesOf(p)) {
        if (unit.course) { if (!unit.course.parcours.includes(p)) unit.course.parcours.push(p); continue; }
        const other = r.pick(d.mention.topics);
        const topic = unit.topic;
        // In the list's order: what the course presents first, then how it is taught.
        const first = sem === p.semesters[0]!.n;
        const description = r.sample(v.descriptionSentences.filter((s) => !first || !s.includes('semestres précédents')), r.int(2, 4)).sort((s1, s2) => v.descriptionSentences.indexOf(s1) - v.descriptionSentences.indexOf(s2)).map((s) => fill(s, topic, other)).join(' ');
        const cm = r.pick([0, 12, 15, 18, 20, 24, 30]);
        const td = r.pick([0, 12, 18, 24, 30]);
        const tp = r.pick([0, 0, 9, 12, 15, 18]);
        const english = unit.transversal && /Anglais/.test(unit.title);
        const c: Course = {
          gold: { code: t.showCodes ? unit.code : '', title: t.fold(unit.title), credits: unit.ects, creditsRaw: t.credits(unit.ects), instructors: [], term: t.term(sem, d.level), prerequisites: '', description: t.fold(description) },
          code: unit.code, kind: parent ? 'EC' : 'UE', unit, ...(parent ? { parent } : {}), sem, level: d.level, mention: d.mention, topic, other,
          hours: cm + td + tp ? [cm, td, tp] : [18, 24, 0], language: english ? 'Anglais' : d.level === 'master' && r.chance(0.1) ? 'Anglais' : r.chance(0.08) ? 'Français et anglais' : 'Français',
          teachers: [], pastTeachers: [], objectives: r.sample(v.objectiveLines, r.int(2, 4)).map((s) => t.fold(fill(s, topic, other))), competences: r.sample(v.competences, r.int(2, 4)),
          mcc: [r.pick(v.mcc), r.pick(v.secondSession)], books: Array.from({ length: r.int(1, 3) }, () => t.fold(`${r.pick(v.surnames)} ${r.pick([...v.femaleNames, ...v.maleNames])[0]}., ${fill(r.pick(v.bookPatterns), topic, other)}, ${r.pick(v.publishers)}, ${r.int(1998, 2024)}.`)),
          parcours: [p], id: unit.id, slug: unit.slug, path: '', pathIn: new Map(), past: false,
        };
        unit.course = c;
        courses.push(c);
      }
    }
  }
  for (const c of courses) {
    const pool = c.unit.transversal ? linguists : teams.get(c.mention)!;
    c.teachers = r.sample(pool, r.chance(0.7) ? 1 : 2);
    for (const p of c.teachers) p.teaches.push(c);
    c.gold.instructors = t.showTeachers ? c.teachers.map((p) => p.name) : [];
    c.pastTeachers = [r.pick(pool).name];
  }
  // Prerequisites: an earlier course of the mention, by title, code or both; or what a student should know.
  for (const c of courses) {
    if (c.sem === 1 || (c.sem === 5 && c.level === 'lp') || c.unit.transversal || !r.chance(0.35)) continue;
    const earlier = courses.filter((x) => x.mention === c.mention && x.sem < c.sem && x.level === c.level && !x.unit.transversal);
    if (t.prerequisites === 'generic' || !earlier.length) { c.gold.prerequisites = t.fold(r.pick([`Notions de base en ${lowerFirst(c.topic)}.`, elide(`Connaissances de niveau licence de ${lowerFirst(c.topic)}.`), `Avoir suivi un enseignement de ${lowerFirst(c.topic)}.`].map(elide))); continue; }
    const e = r.pick(earlier);
    const named = t.prerequisites === 'code' && t.showCodes ? e.code : t.prerequisites === 'both' && t.showCodes ? `${e.gold.title} (${e.code})` : e.gold.title;
    c.gold.prerequisites = t.fold(r.pick([`Avoir suivi l'UE ${named}.`, `${named}.`, `Il est recommandé d'avoir validé ${named}.`]));
  }
  return { diplomas, courses, people: [...[...teams.values()].flat(), ...linguists, ...staff], domaines, campuses };
}
