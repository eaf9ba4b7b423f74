// Query cost limit: each field costs 1, and a list field multiplies its subtree by the page size it asks for,
// so { courses(first: 100) { edges { node { institution { courses(first: 100) ... } } } } } is refused early.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

const pageSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((a) => a.name === 'first')) return undefined;
  const size = [args.first, args.last].find((n) => typeof n === 'number') as number | undefined;
  return 1 + childComplexity * Math.max(1, size ?? 20); // a list without a size gets the default page
};

export function complexityPlugin(maximum: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const complexity = getComplexity({
            schema, query: document, variables: request.variables ?? {}, operationName: request.operationName ?? undefined,
            estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > maximum) {
            throw new GraphQLError(`query complexity ${complexity} exceeds the complexity limit of ${maximum}; ask for fewer items or fewer nested lists`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 }, complexity, maximumComplexity: maximum },
            });
          }
        },
      };
    },
  };
}
