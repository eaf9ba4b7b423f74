// For analysts: offerings compared across institutions, similar courses elsewhere, exports.
import PorterStemmer from 'natural/lib/natural/stemmers/porter_stemmer.js';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../connection.ts';
import { badInput } from '../errors.ts';
import { courseJsonLd, coursesCsv } from '../export.ts';
import { offeringStats } from '../offering-stats.ts';

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

export const analyticsResolvers: Resolvers = {
  Query: {
    compareInstitutions: async (_p, { institutionIds, groupBy }, { db, loaders, catalog }) => {
      if (institutionIds.length === 0 || institutionIds.length > 50) throw badInput('compare 1 to 50 institutions', 'institutionIds');
      const ids = institutionIds.map((id) => parseId(id, 'institution', 'institutionIds'));
      const out = [];
      for (const { institutionId, ...stats } of await offeringStats(db, ids, groupBy ?? 'NONE', catalog)) {
        const institution = await loaders.institution.load(institutionId);
        if (!institution) throw badInput(`no institution with id ${institutionId}`, 'institutionIds');
        out.push({ institution, ...stats });
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
