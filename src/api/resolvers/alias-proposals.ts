// Proposed field aliases learned per site (review, accept, reject) and the extraction's confidence per course.
import type { Resolvers } from '../../generated/graphql.ts';
import { requireRole } from '../auth.ts';
import { parseId } from '../connection.ts';
import { badInput } from '../errors.ts';
import { decideProposal, learnSiteTemplate } from '../../extract/proposals.ts';
import { sharedAliases } from '../../extract/pages.ts';

const maxProposals = 200;

async function decide(db: Parameters<typeof decideProposal>[0], rawId: string, accept: boolean, by: string | null) {
  const id = parseId(rawId, 'proposal', 'id');
  const row = await db.fieldAliasProposal.findUnique({ where: { id } });
  if (!row) throw badInput(`no field alias proposal with id ${id}`, 'id');
  return decideProposal(db, id, accept, by);
}

export const aliasProposalResolvers: Resolvers = {
  Query: {
    fieldAliasProposals: (_p, { host, status, first }, { db }) => {
      const take = first ?? 50;
      if (take < 0 || take > maxProposals) throw badInput(`first must be between 0 and ${maxProposals}`, 'first');
      return db.fieldAliasProposal.findMany({
        where: { ...(host ? { host } : {}), ...(status ? { status } : {}) },
        orderBy: [{ evidence: 'desc' }, { score: 'desc' }, { id: 'asc' }],
        take,
      });
    },
  },
  Mutation: {
    proposeFieldAliases: async (_p, { host }, { db, role }) => {
      requireRole(role, 'LABELER');
      if (!host || host.length > 255 || /[/\s]/.test(host)) throw badInput('host is a host name with an optional port, e.g. catalog.example.edu', 'host');
      await learnSiteTemplate(db, host, await sharedAliases(db));
      return db.fieldAliasProposal.findMany({ where: { host, status: 'PENDING' }, orderBy: [{ evidence: 'desc' }, { score: 'desc' }, { id: 'asc' }], take: maxProposals });
    },
    acceptFieldAlias: (_p, { id }, { db, role, tokenName }) => {
      requireRole(role, 'LABELER');
      return decide(db, id, true, tokenName);
    },
    rejectFieldAlias: (_p, { id }, { db, role, tokenName }) => {
      requireRole(role, 'LABELER');
      return decide(db, id, false, tokenName);
    },
  },
  FieldAliasProposal: {
    id: (p) => String(p.id),
    status: (p) => p.status as 'PENDING' | 'ACCEPTED' | 'REJECTED',
    examples: (p) => (Array.isArray(p.examples) ? p.examples.map(String) : []),
  },
  Course: {
    confidence: (c) => c.confidence,
  },
};
