// The hand-written course pages of bench/multilingual (six languages, written apart from the alias seeds): per field
// precision, recall and F1 of the extractor against their gold, and how many pages the recogniser calls a course.
// A field is right when its value equals the gold's after NFKC, case and whitespace are evened out (codes compared
// by their letters and digits, instructors as a set of names, credits as a number); a value where the gold has none
// is a false positive, a wrong one a false positive and a false negative; a value that says there is none ("Aucun",
// "无") counts as none.
import fs from 'node:fs';
import path from 'node:path';
import type { ExtractedCourse } from '../src/extract/extract.ts';
import { recognise } from '../src/extract/recognise.ts';
import { judgeByRecognition } from '../src/strategies/critic.ts';
import { parseHtml } from '../src/parse/html.ts';

export interface MultilingualGold {
  file: string; language: string; code: string | null; title: string | null; instructors: string[]; credits: number | null;
  term: string | null; prerequisites: string | null; description: string | null;
}
export const multilingualFields = ['code', 'title', 'instructors', 'credits', 'term', 'prerequisites', 'description'] as const;
type Field = (typeof multilingualFields)[number];
export interface MultilingualScore {
  pages: number;
  /** Pages the recogniser calls one course's page. */
  recognised: number;
  fields: Record<Field, { tp: number; fp: number; fn: number }>;
}

const dir = path.resolve('bench/multilingual');
const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().replace(/[\s.。;；:：,，、]+$/u, '');
const normCode = (s: string) => norm(s).replace(/[^\p{L}\p{N}]/gu, '');
// A value that only says there is none is no value, in the gold as in a prediction (realpages' scorer reads them so).
const none = /^(?:none|aucune?|néant|ningun[oa]|nessun[oa]|nenhuma?|não há|无|無|없음)$/u;
const present = (f: Field, v: unknown) => (f === 'instructors' ? Array.isArray(v) && v.length > 0 : v !== null && v !== undefined && v !== '' && !none.test(norm(String(v))));
function same(f: Field, gold: unknown, got: unknown): boolean {
  if (f === 'instructors') {
    const g = new Set((gold as string[]).map(norm));
    const p = new Set((got as string[]).map(norm));
    return g.size === p.size && [...g].every((x) => p.has(x));
  }
  if (f === 'credits') return Number(gold) === Number(got);
  if (f === 'code') return normCode(String(gold)) === normCode(String(got));
  return norm(String(gold)) === norm(String(got));
}

export function multilingualPages(): { gold: MultilingualGold; html: string }[] {
  const gold = JSON.parse(fs.readFileSync(path.join(dir, 'gold.json'), 'utf8')) as MultilingualGold[];
  return gold.map((g) => ({ gold: g, html: fs.readFileSync(path.join(dir, 'pages', g.file), 'utf8') }));
}

/** Scores `extract` (one page's HTML and address to its courses) over the set, per language and over all. */
export function scoreMultilingual(extract: (html: string, url: string) => ExtractedCourse[]): Map<string, MultilingualScore> {
  const out = new Map<string, MultilingualScore>();
  const empty = (): MultilingualScore => ({ pages: 0, recognised: 0, fields: Object.fromEntries(multilingualFields.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as MultilingualScore['fields'] });
  for (const { gold, html } of multilingualPages()) {
    const courses = extract(html, `https://www.example.edu/${gold.file}`);
    // One course per page: the one with the gold's code, else its title, else the first.
    const got = courses.find((c) => gold.code && c.code && normCode(c.code) === normCode(gold.code))
      ?? courses.find((c) => gold.title && c.title && norm(c.title) === norm(gold.title)) ?? courses[0];
    const isCourse = recognise(html).kind === 'course';
    for (const key of [gold.language, 'all']) {
      const s = out.get(key) ?? empty();
      out.set(key, s);
      s.pages++;
      if (isCourse) s.recognised++;
      for (const f of multilingualFields) {
        const g = gold[f];
        const p = got?.[f as keyof ExtractedCourse];
        const c = s.fields[f];
        if (present(f, p) && present(f, g) && same(f, g, p)) c.tp++;
        else {
          if (present(f, p)) c.fp++;
          if (present(f, g)) c.fn++;
        }
      }
    }
  }
  return out;
}

export interface KindsGold { file: string; language: string; kind: 'other' | 'listing'; courses: number }
export interface KindsScore {
  /** Lists of links to course pages, and those the critic calls a list of courses (the way to them). */
  lists: number; listsFound: number;
  /** Catalogs describing several courses inline, and those the critic counts as found (courses inline). */
  catalogs: number; catalogsFound: number;
  /** Pages that are neither (a department's home, news, a professor's profile, a programme's study plan,
   * admissions), and those the critic counts as found (a false find) or calls a list of courses. */
  others: number; othersFound: number; othersAsList: number;
}

/** The crawl's critic over bench/multilingual/kinds (pages that are not one course's page), per language and in
 * all. */
export function scoreKinds(): Map<string, KindsScore> {
  const gold = JSON.parse(fs.readFileSync(path.join(dir, 'kinds.json'), 'utf8')) as KindsGold[];
  const out = new Map<string, KindsScore>();
  for (const g of gold) {
    const url = `https://www.example.edu/${g.file}`;
    const j = judgeByRecognition(parseHtml(fs.readFileSync(path.join(dir, 'kinds', g.file), 'utf8'), url));
    const found = j.kind === 'course';
    for (const key of [g.language, 'all']) {
      const s = out.get(key) ?? { lists: 0, listsFound: 0, catalogs: 0, catalogsFound: 0, others: 0, othersFound: 0, othersAsList: 0 };
      out.set(key, s);
      if (g.kind === 'listing' && g.courses >= 2) {
        s.catalogs++;
        if (found && j.courses >= 2) s.catalogsFound++;
      } else if (g.kind === 'listing') {
        s.lists++;
        if (j.kind === 'listing') s.listsFound++;
      } else {
        s.others++;
        if (found) s.othersFound++;
        if (j.kind === 'listing') s.othersAsList++;
      }
    }
  }
  return out;
}
