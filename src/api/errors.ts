import crypto from 'node:crypto';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { Logger } from '../log.ts';

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

/**
 * An error thrown by a plugin hook reaches formatError only as Apollo's own "Internal server error", with no
 * cause. unexpectedErrorPlugin keeps the original by the request it failed (Apollo hands hooks the request object
 * the server passed in), and the server answers such a request itself, logging the original under the reference
 * the client gets (failureOf). A WeakMap rather than an AsyncLocalStorage: the latter makes Node track every
 * promise of every request, a fifth of the API's CPU.
 */
const failures = new WeakMap<object, Error>();

// Any server's context: the hook reads only the request.
export const unexpectedErrorPlugin: ApolloServerPlugin<BaseContext> = {
  async unexpectedErrorProcessingRequest({ requestContext, error }) {
    if (requestContext.request.http) failures.set(requestContext.request.http, error);
  },
};

/** The error a plugin hook threw while Apollo handled this request (the object given to executeHTTPGraphQLRequest). */
export function failureOf(httpRequest: object): Error | undefined {
  return failures.get(httpRequest);
}

/** The error that was thrown: GraphQL and Apollo wrap it (resolvers, context) with their own message and stack. */
function originalError(error: unknown): unknown {
  let original = error;
  while (original instanceof GraphQLError && original.originalError) original = original.originalError;
  return original;
}

/** Apollo's stand-in for an error of a plugin hook: the server logs the cause itself (failureOf). */
const isApolloStandIn = (error: unknown) => !(error instanceof GraphQLError) && error instanceof Error && error.message === 'Internal server error';

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
  if (!isApolloStandIn(error)) log.error({ err: originalError(error), errorId, path: formatted.path }, 'unexpected error in a request');
  return {
    message: `internal error (reference ${errorId})`,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
  };
}
