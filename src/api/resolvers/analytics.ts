// For analysts: offerings compared across institutions, similar courses elsewhere, exports.
import PorterStemmer from 'natural/lib/natural/stemmers/porter_stemmer.js';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../connection.ts';
import { badInput } from '../errors.ts';
import { courseJsonLd, coursesCsv } from '../export.ts';
import { creditScale } from '../comparable-credits.ts';

function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
}

const stop = new Set('a an and are as at be by for from in into is it its of on or that the this to with will we students course courses'.split(' '));

/** Terms of a text: Latin words stemmed, Japanese as character bigrams. */
function terms(text: string): string[] {
  const t = text.normalize('NFKC').toLowerCase();
  const latin = (t.match(/[a-z][a-z-]{2,}/g) ?? []).filter((w) => !stop.has(w)).map((w) => PorterStemmer.stem(w));
  const cjk = (t.match(/[\u3040-\u30ff\u4e00-\u9fff]+/g) ?? []).flatMap((run) => Array.from({ length: Math.max(0, run.length - 1) }, (_, i) => run.slice(i, i + 2)));
  return [...latin, ...cjk];
}

function tfidfCosine(a: string[], b: string[], df: Map<string, number>, n: number): number {
  const vec = (ts: string[]) => {
    const tf = new Map<string, number>();
    for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
    // Smoothed idf (as scikit-learn does): terms in every document still count a little.
    for (const [t, f] of tf) tf.set(t, f * (Math.log((n + 1) / ((df.get(t) ?? 0) + 1)) + 1));
    return tf;
  };
  const va = vec(a), vb = vec(b);
  let dot = 0, na = 0, nb = 0;
  for (const [t, w] of va) { na += w * w; dot += w * (vb.get(t) ?? 0); }
  for (const w of vb.values()) nb += w * w;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

function ectsStats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
  return {
    ectsMedian: round(median(sorted)),
    ectsMean: round(sorted.length ? sorted.reduce((s, x) => s + x, 0) / sorted.length : null),
    ectsTotal: round(sorted.length ? sorted.reduce((s, x) => s + x, 0) : null),
  };
}

export const analyticsResolvers: Resolvers = {
  Query: {
    compareInstitutions: async (_p, { institutionIds, groupBy }, { db, loaders }) => {
      if (institutionIds.length === 0 || institutionIds.length > 50) throw badInput('compare 1 to 50 institutions', 'institutionIds');
      const ids = institutionIds.map((id) => parseId(id, 'institution', 'institutionIds'));
      const rows = await db.course.findMany({ where: { institutionId: { in: ids } }, select: { institutionId: true, subject: true, level: true, credits: true, creditsUnit: true, prerequisites: true } });
      // Each institution's scale per credit unit, from all its courses in that unit (not only this group's).
      const byUnit = new Map<string, { unit: string | null; values: number[] }>();
      for (const r of rows) {
        if (r.credits === null) continue;
        const key = `${r.institutionId}|${r.creditsUnit}`;
        const entry = byUnit.get(key) ?? { unit: r.creditsUnit, values: [] };
        entry.values.push(r.credits);
        byUnit.set(key, entry);
      }
      const scales = new Map([...byUnit].map(([key, { unit, values }]) => [key, creditScale(unit, values)]));
      const groups = new Map<string, { institutionId: number; group: string | null; credits: number[]; ects: number[]; bases: Set<string>; count: number; withPrereq: number }>();
      for (const r of rows) {
        const group = groupBy === 'SUBJECT' ? r.subject ?? '(none)' : groupBy === 'LEVEL' ? r.level ?? '(none)' : null;
        const key = `${r.institutionId}|${group}`;
        const g = groups.get(key) ?? { institutionId: r.institutionId!, group, credits: [], ects: [], bases: new Set<string>(), count: 0, withPrereq: 0 };
        g.count++;
        if (r.credits !== null) {
          g.credits.push(r.credits);
          const scale = scales.get(`${r.institutionId}|${r.creditsUnit}`);
          if (scale) { g.ects.push(r.credits * scale.ectsPerCredit); g.bases.add(scale.basis); }
        }
        if (r.prerequisites) g.withPrereq++;
        groups.set(key, g);
      }
      for (const id of ids) if (![...groups.values()].some((g) => g.institutionId === id) && groupBy === 'NONE') groups.set(`${id}|null`, { institutionId: id, group: null, credits: [], ects: [], bases: new Set(), count: 0, withPrereq: 0 });
      const out = [];
      for (const g of [...groups.values()].sort((a, b) => a.institutionId - b.institutionId || String(a.group).localeCompare(String(b.group)))) {
        const institution = await loaders.institution.load(g.institutionId);
        if (!institution) throw badInput(`no institution with id ${g.institutionId}`, 'institutionIds');
        const credits = g.credits.sort((a, b) => a - b);
        out.push({
          institution, group: g.group, courseCount: g.count,
          creditsMin: credits[0] ?? null, creditsMax: credits.at(-1) ?? null,
          creditsMean: credits.length ? credits.reduce((s, x) => s + x, 0) / credits.length : null, creditsMedian: median(credits),
          shareWithPrerequisites: g.count ? g.withPrereq / g.count : 0,
          ...ectsStats(g.ects), creditsBasis: [...g.bases].sort(),
        });
      }
      return out;
    },
    similarCourses: async (_p, { courseId, first }, { db }) => {
      const take = first ?? 10;
      if (take < 1 || take > 50) throw badInput('first must be from 1 to 50', 'first');
      const course = await db.course.findUnique({ where: { id: parseId(courseId, 'course', 'courseId') } });
      if (!course) throw badInput(`no course with id ${courseId}`, 'courseId');
      const target = terms(`${course.title} ${course.title} ${course.description ?? ''}`);
      // Candidates share at least one of the title's words; similarity is TF-IDF cosine within that pool.
      const titleWords = [...new Set((course.title.normalize('NFKC').match(/[A-Za-z]{4,}|[\u3040-\u30ff\u4e00-\u9fff]{2,}/g) ?? []))].slice(0, 6);
      const candidates = await db.course.findMany({
        where: {
          id: { not: course.id },
          ...(course.institutionId ? { institutionId: { not: course.institutionId } } : {}),
          ...(titleWords.length ? { OR: titleWords.flatMap((w) => [{ title: { contains: w, mode: 'insensitive' as const } }, { description: { contains: w, mode: 'insensitive' as const } }]) } : {}),
        },
        take: 2000,
      });
      const docs = candidates.map((c) => terms(`${c.title} ${c.title} ${c.description ?? ''}`));
      const df = new Map<string, number>();
      for (const d of [target, ...docs]) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
      return candidates
        .map((c, i) => ({ course: c, similarity: Number(tfidfCosine(target, docs[i]!, df, docs.length + 1).toFixed(4)) }))
        .filter((s) => s.similarity > 0)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, take);
    },
    exportInstitution: async (_p, { id, format }, { db }) => {
      const institution = await db.institution.findUnique({ where: { id: parseId(id, 'institution') } });
      if (!institution) throw badInput(`no institution with id ${id}`, 'id');
      const courses = await db.course.findMany({ where: { institutionId: institution.id }, orderBy: [{ codeKey: 'asc' }, { id: 'asc' }] });
      if (format === 'CSV') return coursesCsv(courses);
      return JSON.stringify({ '@context': 'https://schema.org', '@graph': courses.map((c) => { const { '@context': _c, ...rest } = courseJsonLd(c, institution); return rest; }) }, null, 1);
    },
  },
};
