import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from '../log.ts';
import type { ApiContext } from './context.ts';

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

/**
 * An error thrown by a plugin hook (e.g. the response cache reading the catalog's version) reaches formatError only
 * as Apollo's own "Internal server error". Each HTTP request runs in a scope where unexpectedErrorPlugin keeps the
 * original, so that maskUnexpected logs it under the reference the client gets.
 */
const requestScope = new AsyncLocalStorage<{ failure?: Error }>();

export function withinRequestScope<T>(handle: () => Promise<T>): Promise<T> {
  return requestScope.run({}, handle);
}

export const unexpectedErrorPlugin: ApolloServerPlugin<ApiContext> = {
  async unexpectedErrorProcessingRequest({ error }) {
    const scope = requestScope.getStore();
    if (scope) scope.failure = error;
  },
};

/** The error that was thrown: GraphQL and Apollo wrap it (resolvers, hooks) with their own message and stack. */
function originalError(error: unknown): unknown {
  const scope = requestScope.getStore();
  if (scope?.failure) {
    const failure = scope.failure;
    scope.failure = undefined;
    return failure;
  }
  let original = error;
  while (original instanceof GraphQLError && original.originalError) original = original.originalError;
  return original;
}

/**
 * Errors the API did not raise on purpose (database, bugs) reach the client as a generic message with a
 * reference; the log has the reference and the whole error. No driver message, path or source leaves the server.
 */
export function maskUnexpected(formatted: GraphQLFormattedError, error: unknown, log: Logger, development: boolean): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code !== undefined && code !== 'INTERNAL_SERVER_ERROR') {
    if (development || !formatted.extensions?.stacktrace) return formatted;
    const { stacktrace: _stack, ...extensions } = formatted.extensions;
    return { ...formatted, extensions };
  }
  const errorId = crypto.randomBytes(6).toString('hex');
  log.error({ err: originalError(error), errorId, path: formatted.path }, 'unexpected error in a request');
  return {
    message: `internal error (reference ${errorId})`,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
  };
}
