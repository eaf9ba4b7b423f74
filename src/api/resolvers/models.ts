import type { Resolvers } from '../../generated/graphql.ts';
import { requireRole } from '../auth.ts';
import { badInput } from '../errors.ts';
import { NotEnoughLabels, trainKeywordModel } from '../../learn/train-keyword.ts';
import { trainForestModel } from '../../learn/train-forest.ts';

const trainers: Record<string, (db: Parameters<typeof trainKeywordModel>[0], activate: boolean) => ReturnType<typeof trainKeywordModel>> = {
  'keyword-trees': trainKeywordModel,
  // Fetches the path pages no crawl has stored, politely: may take minutes on a fresh database.
  forest: (db, activate) => trainForestModel(db, { activate }),
};

export const modelResolvers: Resolvers = {
  Query: {
    models: (_p, { kind }, { db }) => db.model.findMany({ where: kind ? { kind } : {}, orderBy: [{ kind: 'asc' }, { version: 'desc' }] }),
  },
  Mutation: {
    trainModel: async (_p, { input }, { db, role }) => {
      requireRole(role, 'ADMIN');
      const train = trainers[input.kind];
      if (!train) throw badInput(`no trainer for model kind "${input.kind}"; one of: ${Object.keys(trainers).join(', ')}`, 'kind');
      try {
        return await train(db, input.activate ?? true);
      } catch (err) {
        if (err instanceof NotEnoughLabels) throw badInput(err.message, 'kind');
        throw err;
      }
    },
  },
  Model: {
    id: (m) => String(m.id),
    metrics: (m) => m.metrics ?? {},
  },
};
