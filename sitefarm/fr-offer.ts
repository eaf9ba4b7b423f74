// The offer of a French university (LMD): diplomas (licence, licence professionnelle, master, BUT, DU) of a mention in
// a domaine, each with one or more parcours; a parcours is a list of semesters, a semester a list of UE (unités
// d'enseignement) with their ECTS, some UE made of EC (éléments constitutifs). The parcours of a diploma share their
// first semesters (the tronc commun) and some UE of the later ones; UE every diploma of a level has (languages, the
// projet personnel) are one UE for all of them on some sites. Only some diplomas publish a fiche per course: the
// site's size is drawn first, and diplomas are detailed until it is reached; the others show their programme as
// text (or not at all).
//
// A course (a fiche) is an UE without EC, or an EC. An UE made of EC has no description of its own: it is a
// container, never a course.
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import * as v from './vocab-fr.ts';

export type Level = 'licence' | 'lp' | 'master' | 'but' | 'du';

export interface Person { name: string; plain: string; slug: string; rank: string; email: string; mention?: v.Mention; path: string; teaches: Course[] }

export interface Course {
  gold: GoldCourse;
  /** The code as the student system has it (shown on the site's pages only when it shows codes). */
  code: string;
  kind: 'UE' | 'EC';
  unit: Unit;
  /** The UE it is part of, for an EC. */
  parent?: Unit;
  sem: number;
  level: Level;
  mention: v.Mention;
  topic: string;
  other: string;
  hours: [cm: number, td: number, tp: number];
  language: string;
  teachers: Person[];
  /** Who gave it in the earlier offer. */
  pastTeachers: string[];
  objectives: string[];
  competences: string[];
  mcc: string[];
  books: string[];
  /** Every parcours whose programme shows it, its home first. */
  parcours: Parcours[];
  /** An opaque id and a slug for addresses. */
  id: string;
  slug: string;
  /** The target's address, and its address under each parcours (the same on sites with one address a course). */
  path: string;
  pathIn: Map<Parcours, string>;
  /** The earlier offer keeps a fiche of it. */
  past: boolean;
}

export interface Unit {
  title: string;
  code: string;
  ects: number;
  nature: 'obligatoire' | 'option';
  topic: string;
  id: string;
  slug: string;
  /** Its EC (a container UE), or none (the UE is itself a course). */
  ecs: Unit[];
  course?: Course;
  /** A container's own page on sites that give it one. */
  path?: string;
  transversal: boolean;
}

export interface Semester { n: number; units: Unit[] }
export interface Parcours { name: string; slug: string; id: string; diploma: Diploma; semesters: Semester[]; path: string; own: boolean }
export interface Diploma {
  level: Level; name: string; mention: v.Mention; domaine: v.DomaineKey; slug: string; id: string; code: string;
  parcours: Parcours[]; detailed: boolean; campus: string; modes: string[]; path: string;
}

export interface OfferStyle {
  /** Licence semesters 1-6, master 1-4 or 7-10. */
  masterFrom7: boolean;
  /** Share of UE made of EC. */
  ecShare: number;
  /** Chance a transversal UE is the one UE of every diploma of its level and semester. */
  crossShare: number;
  codes: CodeStyle;
}
export type CodeStyle = 'hai' | 'lyon' | 'apogee' | 'elp' | 'semester' | 'bordeaux';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const alnum = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** "Licence Informatique" -> "licence-informatique". */
export const slugify = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** "Théorie des graphes" -> "théorie des graphes" (an acronym kept). */
export const lowerFirst = (s: string) => (/^[A-ZÉ]{2}/.test(s) ? s : s[0]!.toLowerCase() + s.slice(1));
/** French elision after "de" and "que": "de algorithmique" -> "d'algorithmique". */
export const elide = (s: string) => s.replace(/\b(de|que) (?=[aeiouyhàâéèêîôAEIOUYHÉÈÊ])/g, (_m, w: string) => `${w[0]}'`);

export class OfferDrawer {
  readonly ids = new Set<string>();
  readonly codes = new Set<string>();
  private readonly pool = new Map<string, Unit>();
  private readonly domLetters: Record<string, string>;
  private readonly codeSuffix: string;
  private readonly siteLetter: string;
  private readonly ecCode: 'letter' | 'digit' | 'new';

  constructor(readonly r: Random, readonly s: OfferStyle) {
    const shuffled = r.sample([...letters], 8);
    this.domLetters = { STS: shuffled[0]!, DEG: shuffled[1]!, ALL: shuffled[2]!, SHS: shuffled[3]! };
    this.codeSuffix = r.pick(['I', 'L', 'X', 'E', 'U']);
    this.siteLetter = r.pick([...letters]);
    this.ecCode = s.codes === 'elp' ? 'digit' : r.pick(['letter', 'digit', 'new'] as const);
  }

  /** An opaque id of the site's catalogue ("KFBQ8KAV"), never twice. */
  id(len = 8): string {
    for (;;) {
      const id = letters[this.r.int(0, 25)]! + Array.from({ length: len - 1 }, () => alnum[this.r.int(0, alnum.length - 1)]).join('');
      if (!this.ids.has(id)) { this.ids.add(id); return id; }
    }
  }

  private unique(make: (bump: number) => string): string {
    for (let bump = 0; ; bump++) {
      const code = make(bump);
      if (!this.codes.has(code)) { this.codes.add(code); return code; }
    }
  }

  /** A code in the site's student-system shape: HAI101I, INF3041L, 1UINF101, LE03Y010, S1ECOM03, 4TIN503U. */
  code(d: Diploma, sem: number, n: number): string {
    const p = d.mention.prefix[0]!;
    const p3 = p.padEnd(3, 'X').slice(0, 3);
    const p4 = (p + slugify(d.mention.name).replace(/-/g, '').toUpperCase()).slice(0, 4);
    const lvl = d.level === 'master' ? 'M' : d.level === 'lp' ? 'P' : 'L';
    const year = Math.ceil(sem / 2);
    const mi = String(v.mentions.indexOf(d.mention) + 1).padStart(2, '0');
    const dom = this.domLetters[d.domaine]!;
    const nn = (k: number) => String(k).padStart(2, '0');
    switch (this.s.codes) {
      case 'hai': return this.unique((b) => `${dom}${lvl === 'L' ? 'A' : lvl}${p[0]}${sem % 10}${nn(n + b * 10)}${this.codeSuffix}`);
      case 'lyon': return this.unique((b) => `${p3}${sem % 10}${String(n * 10 + 1 + b * 3).padStart(3, '0')}${lvl === 'M' ? 'M' : 'L'}`);
      case 'apogee': return this.unique((b) => `${year}${lvl === 'L' ? 'U' : lvl}${p3}${sem % 10}${nn(n + b * 20)}`);
      case 'elp': return this.unique((b) => `${lvl}${dom}${mi}${this.siteLetter}${sem % 10}${n + b}0`);
      case 'semester': return this.unique((b) => `S${sem}${p4}${nn(n + b * 20)}`);
      default: return this.unique((b) => `${this.codeSuffix === 'U' ? 4 : this.r.int(1, 9)}${p3}${sem % 10}${nn(n + b * 30)}U`);
    }
  }

  /** An EC's code, from its UE's: the next digits of an ELP, a letter or digit after it, or a code of its own. */
  ecCodeOf(ue: Unit, d: Diploma, sem: number, k: number): string {
    if (this.ecCode === 'letter') return this.unique((b) => `${ue.code}${letters[k + b]}`);
    if (this.ecCode === 'digit' && /0$/.test(ue.code)) return this.unique((b) => `${ue.code.slice(0, -1)}${k + 1 + b}`);
    if (this.ecCode === 'digit') return this.unique((b) => `${ue.code}${k + 1 + b}`);
    return this.code(d, sem, 40 + k + this.r.int(0, 40));
  }

  private title(topic: string, master: boolean, taken: Set<string>): string {
    for (let attempt = 0; ; attempt++) {
      const pattern = master && this.r.chance(0.35) ? this.r.pick(v.masterPatterns) : this.r.pick(v.titlePatterns);
      let n = 1;
      while (pattern.includes('{n}') && taken.has(pattern.replace('{T}', topic).replace('{n}', String(n)))) n++;
      let t = elide(pattern.replace('{T}', topic).replace('{t}', lowerFirst(topic)).replace('{n}', String(n)));
      if (attempt > 20) t = `${t} ${attempt - 19}`;
      if (!taken.has(t)) { taken.add(t); return t; }
    }
  }

  private named(t: string, taken: Set<string>): string {
    let name = t;
    for (let k = 2; taken.has(name); k++) name = `${t} ${k}`;
    taken.add(name);
    return name;
  }

  private leaf(title: string, topic: string, ects: number, nature: Unit['nature'], code: string, transversal = false): Unit {
    return { title, code, ects, nature, topic, id: this.id(), slug: slugify(title), ecs: [], transversal };
  }

  /** A semester's UE: 30 ECTS over 3 to 6 UE, a transversal UE last on most, some UE made of 2 or 3 EC. */
  semester(d: Diploma, sem: number, taken: Set<string>, added: string[]): Semester {
    const r = this.r;
    const master = d.level === 'master';
    const withTransversal = d.level !== 'du' && r.chance(0.75);
    const last = d.level === 'lp' ? sem === 6 : master ? sem % 10 === (this.s.masterFrom7 ? 0 : 4) : d.level === 'licence' && sem === 6;
    const n = r.int(3, d.level === 'lp' ? 5 : 6);
    const ects = Array<number>(n).fill(3);
    for (let left = (30 - 3 * n) / 3; left > 0; left--) ects[r.int(0, n - 1)]! += 3;
    const units: Unit[] = [];
    ects.forEach((e, i) => {
      const code = this.code(d, sem, units.length + 1);
      if (i === n - 1 && last && r.chance(0.7)) {
        const name = d.level === 'lp' ? v.transversal.final.lp : master ? v.transversal.final.master : v.transversal.final.licence;
        units.push(this.leaf(name, name, e, 'obligatoire', code));
        return;
      }
      if (i === n - 1 && withTransversal) {
        const name = r.pick(master ? v.transversal.master : v.transversal.licence);
        const key = `${d.level}:${sem}:${name}`;
        const shared = this.pool.get(key);
        if (shared && r.chance(this.s.crossShare)) { units.push(shared); this.codes.delete(code); return; }
        const u = this.leaf(`${name} - S${sem}`, name, e, 'obligatoire', code, true);
        if (!shared) { this.pool.set(key, u); added.push(key); }
        units.push(u);
        return;
      }
      const topic = r.pick(d.mention.topics);
      const nature = i >= 2 && r.chance(0.15) ? 'option' : 'obligatoire';
      const u = this.leaf(this.title(topic, master, taken), topic, e, nature, code);
      if (e >= 6 && r.chance(this.s.ecShare)) {
        // A container is named for what it groups: two subjects, or a block of the semester.
        const k = e % 2 === 0 && r.chance(0.5) ? 2 : 3;
        const parts = k === 2 ? [e / 2, e / 2] : [e / 3, e / 3, e / 3];
        const topics = [topic, ...r.sample(d.mention.topics.filter((x) => x !== topic), k - 1)];
        taken.delete(u.title);
        u.title = this.named(k === 2 ? elide(`${topics[0]} et ${lowerFirst(topics[1]!)}`) : `${r.pick(['Enseignements fondamentaux', 'Bloc disciplinaire', 'Approfondissements', 'Outils et méthodes', 'Majeure'])} ${r.pick(['', 'S', 'semestre '])}${sem}`.replace(/ S(\d)/, ' - S$1'), taken);
        u.slug = slugify(u.title);
        u.ecs = parts.map((p, j) => this.leaf(this.title(topics[j]!, master, taken), topics[j]!, p, 'obligatoire', this.ecCodeOf(u, d, sem, j)));
      }
      units.push(u);
    });
    return { n: sem, units };
  }

  /** A BUT semester: 3 to 5 UE, one per competence, each made of ressources (R3.04) and SAÉ (SAÉ 3.01). */
  butSemester(d: Diploma, sem: number, taken: Set<string>, counters: { r: number; s: number }): Semester {
    const r = this.r;
    const n = r.int(3, 5);
    const units: Unit[] = [];
    for (let i = 0; i < n; i++) {
      const topic = r.pick(d.mention.topics);
      const ects = i < 30 % n ? Math.ceil(30 / n) : Math.floor(30 / n);
      const ue = this.leaf(`UE ${sem}.${i + 1} ${r.pick(['Concevoir', 'Réaliser', 'Piloter', 'Analyser', 'Communiquer', 'Gérer'])} : ${lowerFirst(topic)}`, topic, ects, 'obligatoire', this.unique((b) => `UE${sem}.${i + 1}${b ? `-${b}` : ''}`));
      const k = r.int(2, 4);
      ue.ecs = Array.from({ length: k }, (_, j) => {
        const sae = j === k - 1 && r.chance(0.6);
        const t2 = r.pick(d.mention.topics);
        const code = sae ? `SAÉ ${sem}.${String(++counters.s).padStart(2, '0')}` : `R${sem}.${String(++counters.r).padStart(2, '0')}`;
        this.codes.add(code);
        const title = sae ? this.named(`${r.pick(['Projet', 'Mise en situation', 'Étude de cas'])} : ${lowerFirst(t2)}`, taken) : this.title(t2, false, taken);
        return this.leaf(title, t2, Math.round((ects / k) * 10) / 10, 'obligatoire', code);
      });
      units.push(ue);
    }
    return { n: sem, units };
  }

  /** A diploma's parcours and their semesters; the parcours share the first `common` semesters and some UE after. */
  structure(d: Diploma, names: string[]): { added: string[] } {
    const r = this.r;
    const added: string[] = [];
    const taken = new Set<string>();
    const from = d.level === 'lp' ? 5 : d.level === 'master' && this.s.masterFrom7 ? 7 : 1;
    const count = d.level === 'lp' ? 2 : d.level === 'master' ? 4 : 6;
    const common = names.length === 1 ? count : d.level === 'licence' ? r.pick([2, 4, 4, 5]) : d.level === 'master' ? r.pick([0, 1, 2]) : d.level === 'but' ? 2 : count;
    const counters = { r: 0, s: 0 };
    const draw = (sem: number) => (d.level === 'but' ? this.butSemester(d, sem, taken, counters) : this.semester(d, sem, taken, added));
    const shared: Semester[] = [];
    for (let k = 0; k < common; k++) shared.push(draw(from + k));
    d.parcours = names.map((name, i) => ({ name, slug: slugify(name), id: this.id(), diploma: d, semesters: [...shared], path: '', own: names.length > 1 || i > 0 }));
    for (let k = common; k < count; k++) {
      const sem = from + k;
      // UE of the tronc commun in a semester of the parcours: the first drawn semester gives them.
      const base = draw(sem);
      const keep = d.level === 'but' ? 0 : r.int(0, Math.min(2, base.units.length - 1));
      d.parcours.forEach((p, i) => {
        const own = i === 0 ? base : draw(sem);
        p.semesters.push({ n: sem, units: i === 0 ? own.units : [...base.units.slice(0, keep), ...own.units.slice(keep)] });
      });
    }
    return { added };
  }

  /** Forgets the transversal UE a diploma put in the pool (it is not detailed after all). */
  forget(added: string[]): void {
    for (const key of added) this.pool.delete(key);
  }
}

/** Every UE or EC that is a course in a diploma's parcours: UE without EC and the EC of the others. */
export function leavesOf(p: Parcours): { unit: Unit; parent?: Unit; sem: number }[] {
  return p.semesters.flatMap((s) => s.units.flatMap((u) => (u.ecs.length ? u.ecs.map((ec) => ({ unit: ec, parent: u, sem: s.n })) : [{ unit: u, sem: s.n }])));
}
