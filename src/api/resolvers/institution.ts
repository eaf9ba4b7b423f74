import type { Resolvers } from '../../generated/graphql.ts';
import { requireRole } from '../auth.ts';
import { decodeCursor, pageSize, parseId, toConnection } from '../connection.ts';
import { badInput } from '../errors.ts';
import { parseHttpUrl } from '../../urls.ts';
import { courseConnection } from '../course-query.ts';
import { crawlRunConnection } from './crawl.ts';

export const institutionResolvers: Resolvers = {
  Query: {
    institutions: async (_parent, args, { db }) => {
      const take = pageSize(args.first);
      const afterId = args.after ? decodeCursor(args.after, 'id') : undefined;
      const rows = await db.institution.findMany({ where: afterId ? { id: { gt: afterId } } : {}, orderBy: { id: 'asc' }, take: take + 1 });
      return toConnection(rows, take, () => db.institution.count(), afterId !== undefined);
    },
    institution: (_parent, { id }, { loaders }) => loaders.institution.load(parseId(id, 'institution')),
  },
  Mutation: {
    addInstitution: async (_parent, { input }, { db, role, catalog }) => {
      requireRole(role, 'ADMIN');
      const name = input.name.trim();
      if (!name || name.length > 300) throw badInput('name must be 1 to 300 characters', 'name');
      const root = parseHttpUrl(input.rootUrl);
      if (typeof root === 'string') throw badInput(`rootUrl: ${root}`, 'rootUrl');
      const hosts = new Set([root.hostname.toLowerCase()]);
      for (const host of input.hosts ?? []) {
        if (!/^[a-z0-9.-]{1,253}$/i.test(host)) throw badInput(`"${host}" is not a host name`, 'hosts');
        hosts.add(host.toLowerCase());
      }
      if (input.country !== undefined && input.country !== null && !/^[A-Za-z]{2}$/.test(input.country)) {
        throw badInput('country must be a two-letter ISO 3166 code', 'country');
      }
      const existing = await db.institution.findUnique({ where: { name } });
      if (existing) throw badInput(`an institution named "${name}" already exists (id ${existing.id})`, 'name');
      const created = await db.institution.create({
        data: { name, country: input.country?.toUpperCase() ?? null, rootUrls: [root.toString()], hosts: [...hosts] },
      });
      catalog.changed();
      return created;
    },
  },
  Institution: {
    id: (row) => String(row.id),
    courses: (row, args, { statements, catalog }, info) => courseConnection(statements, catalog, args, row.id, info),
    crawlRuns: (row, args, { db }) => crawlRunConnection(db, args, { institutionId: row.id }),
  },
  InstitutionConnection: { totalCount: (c) => c.totalCount() },
  CourseConnection: { totalCount: (c) => c.totalCount(), totalCountIsExact: (c) => c.totalCountIsExact() },
};
