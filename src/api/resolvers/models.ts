import type { ModelKind, Resolvers } from '../../generated/graphql.ts';
import { requireRole } from '../auth.ts';
import { badInput } from '../errors.ts';
import { trainKind } from '../../training/train.ts';
import { modelKinds } from '../../strategies/registry.ts';
import { NotEnoughExamples } from '../../strategies/strategy.ts';
import { kindFromEnum, kindToEnum } from '../registry-enums.ts';

export const modelResolvers: Resolvers = {
  Query: {
    models: (_p, { kind }, { db }) => db.model.findMany({ where: kind ? { kind: kindFromEnum(kind) } : {}, orderBy: [{ kind: 'asc' }, { version: 'desc' }] }),
  },
  Mutation: {
    trainModel: async (_p, { input }, { db, role }) => {
      requireRole(role, 'ADMIN');
      const kind = kindFromEnum(input.kind);
      if (!modelKinds().includes(kind)) throw badInput(`no trainer for model kind "${input.kind}"; one of: ${modelKinds().join(', ')}`, 'kind');
      try {
        // Learners that need pages no crawl stored fetch them politely: may take minutes on a fresh database.
        return await trainKind(db, kind, { activate: input.activate ?? true });
      } catch (err) {
        if (err instanceof NotEnoughExamples) throw badInput(err.message, 'kind');
        throw err;
      }
    },
  },
  Model: {
    id: (m) => String(m.id),
    kind: (m) => kindToEnum(m.kind) as ModelKind | null,
    kindName: (m) => m.kind,
    metrics: (m) => m.metrics ?? {},
  },
};
