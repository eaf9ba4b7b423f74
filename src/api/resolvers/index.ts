import type { Resolvers } from '../../generated/graphql.ts';
import { DateTime, JSONScalar } from './scalars.ts';
import { institutionResolvers } from './institution.ts';
import { courseResolvers } from './course.ts';
import { crawlResolvers } from './crawl.ts';
import { labelingResolvers } from './labeling.ts';
import { modelResolvers } from './models.ts';
import { analyticsResolvers } from './analytics.ts';
import { aliasProposalResolvers } from './alias-proposals.ts';
import { version } from '../../version.ts';

/** Merges the per-type resolver maps into one. */
function merge(...maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) out[type] = { ...(out[type] ?? {}), ...(fields as object) };
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = merge(
  {
    DateTime,
    JSON: JSONScalar,
    Query: {
      health: async (_parent, _args, { db, databaseKind }) => {
        await db.$queryRaw`SELECT 1`;
        return { ok: true, database: databaseKind, version };
      },
    },
  },
  institutionResolvers,
  courseResolvers,
  crawlResolvers,
  labelingResolvers,
  modelResolvers,
  analyticsResolvers,
  aliasProposalResolvers,
);
