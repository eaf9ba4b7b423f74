import crypto from 'node:crypto';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../log.ts';

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
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
  log.error({ err: unwrapResolverError(error), errorId, path: formatted.path }, 'unexpected error in a request');
  return {
    message: `internal error (reference ${errorId})`,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
  };
}
