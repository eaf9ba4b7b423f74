// A time limit for each request: resolvers that start after it has passed fail at once (so the rest of the
// operation is not run), and the HTTP layer answers 503 when the whole request is late.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

const timeoutError = (ms: number) => new GraphQLError(`the request took longer than its limit of ${ms} ms; ask for less at once`, {
  extensions: { code: 'REQUEST_TIMEOUT', http: { status: 503 } },
});

export function deadlinePlugin(ms: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const deadline = Date.now() + ms;
      return {
        async executionDidStart() {
          return {
            willResolveField() {
              if (Date.now() > deadline) throw timeoutError(ms);
            },
          };
        },
      };
    },
  };
}

/** Resolves with the work's result, or rejects with REQUEST_TIMEOUT (HTTP 503) once `ms` have passed. */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(Object.assign(timeoutError(ms), { status: 503 })), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
