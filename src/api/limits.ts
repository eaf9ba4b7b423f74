// Limits on the shape of an operation, checked during validation: depth (safe against fragment cycles, which
// the depth counter alone would follow forever), root fields and aliases per operation, and no NUL bytes in
// any string argument or variable (PostgreSQL text cannot hold them).
import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, Kind, visit, type ASTVisitor, type DocumentNode, type ValidationContext, type ValidationRule } from 'graphql';

export interface ShapeLimits {
  maxDepth: number;
  maxRootFields: number;
  maxAliases: number;
}

export const defaultShapeLimits: ShapeLimits = { maxDepth: 8, maxRootFields: 20, maxAliases: 30 };

function hasFragmentCycle(document: DocumentNode): boolean {
  const spreads = new Map<string, string[]>();
  for (const def of document.definitions) {
    if (def.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const names: string[] = [];
    visit(def.selectionSet, { FragmentSpread: (node) => { names.push(node.name.value); } });
    spreads.set(def.name.value, names);
  }
  const state = new Map<string, 'open' | 'done'>();
  const cyclic = (name: string): boolean => {
    if (state.get(name) === 'open') return true;
    if (state.get(name) === 'done') return false;
    state.set(name, 'open');
    const found = (spreads.get(name) ?? []).some(cyclic);
    state.set(name, 'done');
    return found;
  };
  return [...spreads.keys()].some(cyclic);
}

/** graphql-depth-limit, skipped for documents with fragment cycles (NoFragmentCyclesRule rejects those). */
export function safeDepthLimit(maxDepth: number): ValidationRule {
  const rule = depthLimit(maxDepth, {}, () => {});
  return (context: ValidationContext): ASTVisitor => (hasFragmentCycle(context.getDocument()) ? {} : rule(context));
}

/** Caps the root fields of each operation and the aliases in the whole document. */
export function operationShapeRule(limits: ShapeLimits): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      OperationDefinition(node) {
        const roots = node.selectionSet.selections.length;
        if (roots > limits.maxRootFields) {
          context.reportError(new GraphQLError(`the operation asks for ${roots} root fields; at most ${limits.maxRootFields} are served in one request`, {
            nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX', maximumRootFields: limits.maxRootFields },
          }));
        }
      },
      Field(node) {
        if (node.alias && ++aliases === limits.maxAliases + 1) {
          context.reportError(new GraphQLError(`the document uses more than ${limits.maxAliases} aliases`, {
            nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX', maximumAliases: limits.maxAliases },
          }));
        }
      },
    };
  };
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => containsNul(v, depth + 1));
}

const nulError = () => new GraphQLError('string arguments must not contain NUL (\\u0000) characters', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** String literals in the document are checked during validation, variables before execution. */
export const noNulRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(new GraphQLError(nulError().message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
  },
});

export const noNulVariablesPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        if (containsNul(request.variables)) throw nulError();
      },
    };
  },
};
