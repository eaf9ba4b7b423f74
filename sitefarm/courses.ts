// Gold course records under one site's conventions (code style, credit style, language).
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import { phrasebooks, type Language } from './languages.ts';

export type CodeStyle = 'space' | 'dash' | 'compact' | 'ja';
export type CreditStyle = 'credits' | 'credit-hours' | 'ects' | 'units' | 'cr' | 'ja' | 'ects-points' | 'lp';

export interface Conventions {
  language: Language;
  codeStyle: CodeStyle;
  creditStyle: CreditStyle;
  terms: string[];
}

export interface Department {
  name: string;
  prefix: string;
  slug: string;
  courses: GoldCourse[];
}

function formatCode(style: CodeStyle, prefix: string, n: number): string {
  switch (style) {
    case 'space': return `${prefix} ${n}`;
    case 'dash': return `${prefix}-${n}`;
    case 'compact': return `${prefix}${n}`;
    case 'ja': return `${prefix}${String(n).padStart(4, '0')}`;
  }
}

function formatCredits(style: CreditStyle, credits: number): string {
  switch (style) {
    case 'credits': return `${credits} credits`;
    case 'credit-hours': return `${credits} credit hours`;
    case 'ects': return `${credits} credits (${credits / 2} ECTS)`;
    case 'units': return `${credits} units`;
    case 'cr': return `${credits} cr.`;
    case 'ja': return `${credits}単位`;
    case 'ects-points': return `${credits} ECTS`;
    case 'lp': return `${credits} LP`;
  }
}

function creditValues(style: CreditStyle): number[] {
  if (style === 'ects') return [10, 15, 20, 30];
  if (style === 'ja') return [1, 2, 2, 4];
  if (style === 'ects-points' || style === 'lp') return [3, 5, 5, 6, 8, 10];
  if (style === 'units') return [3, 4, 5];
  return [1, 2, 3, 3, 3, 4];
}

function fill(template: string, t: string, u: string): string {
  return template.replace('{t}', t).replace('{u}', u).replace('{T}', t.charAt(0).toUpperCase() + t.slice(1));
}

/** Generates departments with unique codes and titles; prerequisites name earlier courses of the site. */
export function generateDepartments(rng: Random, conv: Conventions, departments: number, coursesPerDept: [number, number]): Department[] {
  const words = phrasebooks[conv.language];
  const pool = words.subjects;
  const subjects = rng.sample(pool, departments);
  const all: GoldCourse[] = [];
  const usedTitles = new Set<string>();
  return subjects.map((subject) => {
    const prefix = rng.pick(subject.prefix);
    const count = rng.int(coursesPerDept[0], coursesPerDept[1]);
    const numbers = new Set<number>();
    while (numbers.size < count) {
      numbers.add(conv.codeStyle === 'compact' ? rng.int(10, 49) * 100 + rng.int(0, 99) : rng.int(1, 4) * 100 + rng.int(0, 99));
    }
    const courses = [...numbers].sort((a, b) => a - b).map((n) => {
      const topics = subject.topics as readonly string[];
      let title = '';
      for (let attempt = 0; attempt < 20 && (!title || usedTitles.has(title)); attempt++) {
        const t = rng.pick(topics);
        title = fill(rng.pick(words.titlePatterns), t, t);
        if (attempt > 10) title = `${title} ${n}`;
      }
      usedTitles.add(title);
      const sentences = rng.sample(words.descriptionSentences, rng.int(2, 4));
      const description = sentences.map((s) => fill(s, rng.pick(topics), rng.pick(topics))).join(words.sentenceGap);
      const credits = rng.pick(creditValues(conv.creditStyle));
      const prereqPool = all.filter((c) => c.code.startsWith(prefix) || rng.chance(0.1));
      let prerequisites = '';
      if (prereqPool.length && rng.chance(0.55)) {
        const named = rng.sample(prereqPool, rng.int(1, Math.min(2, prereqPool.length))).map((c) => c.code);
        prerequisites = words.prerequisites(rng, named);
      }
      const instructors = Array.from({ length: rng.chance(0.2) ? 2 : 1 }, () => words.person(rng));
      const course: GoldCourse = {
        code: formatCode(conv.codeStyle, prefix, n),
        title,
        credits,
        creditsRaw: formatCredits(conv.creditStyle, credits),
        instructors: [...new Set(instructors)],
        term: rng.pick(conv.terms),
        prerequisites,
        description,
      };
      all.push(course);
      return course;
    });
    return { name: subject.name, prefix, slug: prefix.toLowerCase(), courses };
  });
}
