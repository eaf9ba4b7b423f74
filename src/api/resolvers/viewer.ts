import type { Resolvers } from '../../generated/graphql.ts';

/** Who is asking: a client shows only what this role may do (the API refuses the rest anyway). */
export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, { role, tokenName }) => ({ role, name: tokenName }),
  },
};
