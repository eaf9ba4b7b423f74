// Query cost limit, priced by the work a field really does: a list costs a query plus its page size times its
// contents (first: 0 still costs the query), a count, a text search, a similarity ranking or an export costs
// what it scans. One anonymous request of thousands of aliased exports or counts is refused before it runs.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FieldNode } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

/** What one call of a field costs beyond its children, for fields that scan many rows or do heavy work. */
export const fieldCosts: Record<string, number> = {
  exportInstitution: 1000,
  similarCourses: 200,
  compareInstitutions: 100,
  labelingQueue: 50,
  totalCount: 250,
};

/** Extra cost of a list query with a free-text filter (it scans titles and descriptions). */
export const textSearchCost = 100;
/** Cost of running one list query, before the rows it returns. */
export const listQueryCost = 10;

/** What a connection's own selection costs once, however long its page: its totalCount (a count is one query,
 * not one per row). Only direct selections are seen; a count inside a fragment is priced per row (overpriced,
 * never under). */
const countFields = new Set(['totalCount', 'totalCountIsExact']);

function oncePerConnection(node: FieldNode): number {
  // totalCount and totalCountIsExact read the same count.
  const counts = (node.selectionSet?.selections ?? []).some((s) => s.kind === Kind.FIELD && countFields.has(s.name.value));
  return counts ? fieldCosts.totalCount ?? 0 : 0;
}

const pricedEstimator: ComplexityEstimator = ({ field, args, childComplexity, node }) => {
  const fixed = fieldCosts[field.name];
  // A paged list costs its page (first or last; without either, the default page of 20).
  const paged = field.args.some((a) => a.name === 'first');
  const given = [args.first, args.last].find((n) => typeof n === 'number') as number | undefined;
  const size = paged ? given ?? 20 : undefined;
  const filter = args.filter as { text?: unknown } | undefined;
  const search = typeof filter?.text === 'string' && filter.text.trim() ? textSearchCost : 0;
  if (size !== undefined) {
    const once = Math.min(childComplexity, oncePerConnection(node));
    return (fixed ?? listQueryCost) + search + once + (childComplexity - once) * Math.max(1, size);
  }
  if (fixed !== undefined) return fixed + childComplexity;
  return undefined;
};

/**
 * The estimators read numbers (page sizes), booleans (@include, @skip) and whether a text is blank, never what
 * a string says: variables that differ only in their strings' content cost the same. This is the key under
 * which a document's complexity is kept, so that the walk over the document (a twelfth of the API's CPU per
 * request) runs once per query shape rather than once per request.
 */
export function costShape(variables: Record<string, unknown>, operationName: string | undefined): string {
  return `${operationName ?? ''}|${JSON.stringify(variables, (_key, value: unknown) => (typeof value === 'string' ? (value.trim() ? 's' : '') : value))}`;
}

/** Complexities kept per document (Apollo keeps one parsed document per query text) and cost shape. */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
const maxShapesPerDocument = 1000;

export function complexityPlugin(maximum: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const variables = request.variables ?? {};
          const operationName = request.operationName ?? undefined;
          const shape = costShape(variables, operationName);
          const known = costs.get(document) ?? costs.set(document, new Map()).get(document)!;
          let complexity = known.get(shape);
          if (complexity === undefined) {
            complexity = getComplexity({
              schema, query: document, variables, operationName,
              estimators: [pricedEstimator, simpleEstimator({ defaultComplexity: 1 })],
            });
            if (known.size >= maxShapesPerDocument) known.delete(known.keys().next().value!);
            known.set(shape, complexity);
          }
          if (complexity > maximum) {
            throw new GraphQLError(`query complexity ${complexity} exceeds the complexity limit of ${maximum}; ask for fewer items, counts, exports or nested lists`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 }, complexity, maximumComplexity: maximum },
            });
          }
        },
      };
    },
  };
}
