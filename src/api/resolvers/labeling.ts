import { GraphQLError } from 'graphql';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireRole } from '../auth.ts';
import { decodeCursor, pageSize, parseId, toConnection } from '../connection.ts';
import { badInput } from '../errors.ts';
import { normalizeUrl } from '../../urls.ts';
import { normalizeLabel } from '../../features/page-keywords.ts';
import { pageHtml } from '../../extract/stored-page.ts';
import { previewHtml } from '../page-preview.ts';
import { pageOutlinks } from '../outlinks.ts';

const unifiedFields = ['code', 'title', 'description', 'credits', 'instructors', 'term', 'prerequisites', 'level', 'subject', 'schedule', 'learningOutcomes', 'assessment', 'materials', 'keywords', 'language'];
const pageColumns = { omit: { htmlGz: true, text: true } } as const;

function relevanceRange(min: number | null | undefined, max: number | null | undefined): Prisma.FloatNullableFilter | undefined {
  for (const [name, v] of [['relevanceMin', min], ['relevanceMax', max]] as const) {
    if (v !== null && v !== undefined && (v < 0 || v > 1)) throw badInput(`${name} must be between 0 and 1`, name);
  }
  if (min == null && max == null) return undefined;
  return { ...(min != null ? { gte: min } : {}), ...(max != null ? { lte: max } : {}) };
}

export const labelingResolvers: Resolvers = {
  Query: {
    pages: async (_p, args, { db }) => {
      const take = pageSize(args.first);
      const f = args.filter ?? {};
      const relevance = relevanceRange(f.relevanceMin, f.relevanceMax);
      const where: Prisma.PageWhereInput = {
        ...(f.runId ? { runId: parseId(f.runId, 'crawl run', 'runId') } : {}),
        ...(f.kind ? { kind: f.kind } : {}),
        ...(relevance ? { relevance } : {}),
        ...(f.unlabeled ? { labels: { none: {} } } : {}),
      };
      const afterId = args.after ? decodeCursor(args.after, 'id') : undefined;
      const rows = await db.page.findMany({ ...pageColumns, where: afterId ? { AND: [where, { id: { gt: afterId } }] } : where, orderBy: { id: 'asc' }, take: take + 1 });
      return toConnection(rows as never[], take, () => db.page.count({ where }), afterId !== undefined);
    },
    labelingQueue: async (_p, args, { db }) => {
      const take = pageSize(args.first);
      const runFilter = args.runId ? { runId: parseId(args.runId, 'crawl run', 'runId') } : {};
      // Active learning: first the pages where a learner's two views disagree most (the forest's page and URL
      // regressors), then uncertainty sampling: predicted relevance closest to 0.5. Each address once (the
      // same page fetched by several runs, or reached by redirects, is one question), and never one already
      // labeled under any of its fetches.
      const rows = await db.$queryRaw<{ id: number }[]>`
        SELECT q."id" FROM (
          SELECT DISTINCT ON (p."finalUrl") p."id", p."disagreement", p."relevance"
          FROM "Page" p
          WHERE p."relevance" IS NOT NULL AND p."status" BETWEEN 200 AND 299
            AND (${runFilter.runId ?? null}::int IS NULL OR p."runId" = ${runFilter.runId ?? null}::int)
            AND NOT EXISTS (SELECT 1 FROM "Label" l WHERE l."pageId" = p."id" OR l."url" IN (p."url", p."finalUrl"))
          ORDER BY p."finalUrl", p."disagreement" DESC NULLS LAST, p."id" DESC
        ) q
        ORDER BY q."disagreement" DESC NULLS LAST, abs(q."relevance" - 0.5) ASC, q."id" ASC
        LIMIT ${take}`;
      const pages = await db.page.findMany({ ...pageColumns, where: { id: { in: rows.map((r) => r.id) } } });
      const order = new Map(rows.map((r, i) => [r.id, i]));
      return (pages as never[]).sort((a: { id: number }, b: { id: number }) => order.get(a.id)! - order.get(b.id)!);
    },
    page: (_p, { id }, { loaders }) => loaders.page.load(parseId(id, 'page')),
    pageByUrl: async (_p, { url }, { db }) => {
      const normalized = normalizeUrl(url);
      if (!normalized) throw badInput(`"${url}" is not an http(s) URL`, 'url');
      const row = await db.page.findFirst({
        ...pageColumns,
        where: { OR: [{ url: normalized }, { finalUrl: normalized }], status: { gte: 200, lt: 300 } },
        orderBy: { id: 'desc' },
      });
      return row as never;
    },
    fieldAliases: (_p, args, { db }) => db.fieldAlias.findMany({
      where: { ...(args.field ? { field: args.field } : {}), ...(args.language ? { language: args.language } : {}) },
      orderBy: [{ field: 'asc' }, { alias: 'asc' }],
    }),
  },
  Mutation: {
    labelPage: async (_p, { input }, { db, role, tokenName, loaders }) => {
      requireRole(role, 'LABELER');
      const pageId = parseId(input.pageId, 'page', 'pageId');
      const page = await db.page.findUnique({ where: { id: pageId }, select: { id: true, url: true } });
      if (!page) throw badInput(`no page with id ${pageId}`, 'pageId');
      const relevance = input.relevance ?? (input.kind === 'COURSE' ? 1 : 0);
      if (relevance < 0 || relevance > 1) throw badInput('relevance must be between 0 and 1', 'relevance');
      loaders.labelsByPage.clear(pageId);
      return db.label.create({ data: { pageId, url: page.url, kind: input.kind, relevance, labeledBy: tokenName } });
    },
    deleteLabel: async (_p, { id }, { db, role, tokenName, loaders }) => {
      requireRole(role, 'LABELER');
      const labelId = parseId(id, 'label');
      const label = await db.label.findUnique({ where: { id: labelId } });
      if (!label) throw badInput(`no label with id ${labelId}`, 'id');
      if (role !== 'ADMIN' && label.labeledBy !== tokenName) {
        throw new GraphQLError(`label ${labelId} was made by ${label.labeledBy ?? 'someone else'}; only they or an admin may take it back`, {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      }
      if (label.pageId) loaders.labelsByPage.clear(label.pageId);
      return db.label.delete({ where: { id: labelId } });
    },
    recordTrainingPath: async (_p, { input }, { db, role }) => {
      requireRole(role, 'LABELER');
      if (input.urls.length < 2 || input.urls.length > 30) throw badInput('a training path has 2 to 30 URLs, root first', 'urls');
      const urls = input.urls.map((u, i) => {
        const n = normalizeUrl(u);
        if (!n) throw badInput(`urls[${i}] "${u}" is not an http(s) URL`, 'urls');
        return n;
      });
      for (let i = 0; i + 1 < urls.length; i++) {
        const link = await db.link.findFirst({
          where: { targetUrl: urls[i + 1], page: { OR: [{ url: urls[i] }, { finalUrl: urls[i] }] } },
          select: { id: true },
        });
        if (!link) throw badInput(`step ${i + 1}: no link from ${urls[i]} to ${urls[i + 1]} has been seen by a crawl`, 'urls');
      }
      const institutionId = input.institutionId ? parseId(input.institutionId, 'institution', 'institutionId') : null;
      if (institutionId && !(await db.institution.findUnique({ where: { id: institutionId } }))) throw badInput(`no institution with id ${institutionId}`, 'institutionId');
      return db.trainingPath.create({ data: { urls, institutionId, source: 'person' } });
    },
    upsertFieldAlias: async (_p, { input }, { db, role }) => {
      requireRole(role, 'LABELER');
      const alias = normalizeLabel(input.alias);
      if (!alias || alias.length > 60) throw badInput('alias must be 1 to 60 characters', 'alias');
      if (!unifiedFields.includes(input.field)) throw badInput(`"${input.field}" is not a course field; one of: ${unifiedFields.join(', ')}`, 'field');
      const language = (input.language ?? 'en').toLowerCase();
      if (!/^[a-z]{2,3}$/.test(language)) throw badInput('language must be an ISO 639 code such as en or ja', 'language');
      // A person's word wins: the alias now names this field only.
      return db.$transaction(async (tx) => {
        await tx.fieldAlias.deleteMany({ where: { alias, field: { not: input.field } } });
        return tx.fieldAlias.upsert({
          where: { alias_field: { alias, field: input.field } },
          create: { alias, field: input.field, language, source: 'person' },
          update: { language, source: 'person' },
        });
      });
    },
  },
  Page: {
    id: (p) => String(p.id),
    institution: (p, _a, { loaders }) => (p.institutionId ? loaders.institution.load(p.institutionId) : null),
    preview: async (p, _a, { db }) => {
      const row = await db.page.findUnique({ where: { id: p.id }, select: { htmlGz: true, charset: true, finalUrl: true } });
      const html = row ? pageHtml(row) : undefined;
      return html === undefined ? null : previewHtml(html, row!.finalUrl);
    },
    outlinks: async (p, { first }, { db }) => {
      const take = first ?? 200;
      if (!Number.isInteger(take) || take < 0 || take > 1000) throw badInput('first must be from 0 to 1000', 'first');
      return pageOutlinks(db, p, take);
    },
    run: (p, _a, { loaders }) => (p.runId ? loaders.crawlRun.load(p.runId) : null),
    labels: (p, _a, { loaders }) => loaders.labelsByPage.load(p.id),
  },
  PageConnection: { totalCount: (c) => c.totalCount() },
  Label: {
    id: (l) => String(l.id),
    page: (l, _a, { loaders }) => (l.pageId ? loaders.page.load(l.pageId) : null),
  },
  TrainingPath: {
    id: (t) => String(t.id),
    institution: (t, _a, { loaders }) => (t.institutionId ? loaders.institution.load(t.institutionId) : null),
  },
  FieldAlias: { id: (a) => String(a.id) },
  Outlink: {
    targetPage: (o, _a, { loaders }) => (o.targetPageId ? loaders.page.load(o.targetPageId) : null),
  },
};
