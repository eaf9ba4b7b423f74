import type { Resolvers } from '../../generated/graphql.ts';
import { requireRole } from '../auth.ts';
import { decodeCursor, pageSize, toConnection } from '../connection.ts';
import { badInput } from '../errors.ts';
import { parseHttpUrl } from '../../crawl/urls.ts';

export const institutionResolvers: Resolvers = {
  Query: {
    institutions: async (_parent, args, { db }) => {
      const take = pageSize(args.first);
      const afterId = args.after ? decodeCursor(args.after) : undefined;
      const [rows, total] = await Promise.all([
        db.institution.findMany({ where: afterId ? { id: { gt: afterId } } : {}, orderBy: { id: 'asc' }, take: take + 1 }),
        db.institution.count(),
      ]);
      return toConnection(rows, take, total, afterId !== undefined);
    },
    institution: (_parent, { id }, { db }) => {
      const n = Number(id);
      if (!Number.isInteger(n) || n <= 0) throw badInput(`"${id}" is not an institution id`, 'id');
      return db.institution.findUnique({ where: { id: n } });
    },
  },
  Mutation: {
    addInstitution: async (_parent, { input }, { db, role }) => {
      requireRole(role, 'ADMIN');
      const name = input.name.trim();
      if (!name || name.length > 300) throw badInput('name must be 1 to 300 characters', 'name');
      const root = parseHttpUrl(input.rootUrl);
      if (typeof root === 'string') throw badInput(`rootUrl: ${root}`, 'rootUrl');
      const hosts = new Set([root.hostname.toLowerCase()]);
      for (const host of input.hosts ?? []) {
        if (!/^[a-z0-9.-]+$/i.test(host)) throw badInput(`"${host}" is not a host name`, 'hosts');
        hosts.add(host.toLowerCase());
      }
      const existing = await db.institution.findUnique({ where: { name } });
      if (existing) throw badInput(`an institution named "${name}" already exists (id ${existing.id})`, 'name');
      return db.institution.create({
        data: { name, country: input.country ?? null, rootUrls: [root.toString()], hosts: [...hosts] },
      });
    },
  },
  Institution: {
    id: (row) => String(row.id),
  },
};
