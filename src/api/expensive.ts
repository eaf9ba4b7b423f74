// Heavy resolvers (exports, similarity ranking, comparisons) run a few at a time for the whole server, each
// after yielding to the event loop, so a burst of them queues behind itself instead of starving cheap
// requests such as /health.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Semaphore } from '../crawl/semaphore.ts';

export const expensiveQueryFields = ['exportInstitution', 'similarCourses', 'compareInstitutions'];

type Resolver = (...args: unknown[]) => unknown;

/** Returns the resolver map with the named Query fields behind a shared semaphore of `slots`. */
export function limitExpensive<R extends { Query?: object }>(resolvers: R, slots = 2, fields = expensiveQueryFields): R {
  const gate = new Semaphore(slots);
  const query = { ...(resolvers.Query as Record<string, Resolver>) };
  for (const name of fields) {
    const resolve = query[name];
    if (!resolve) continue;
    query[name] = async (...args: unknown[]) => {
      await gate.acquire();
      try {
        await yieldToEventLoop();
        return await resolve(...args);
      } finally {
        gate.release();
      }
    };
  }
  return { ...resolvers, Query: query };
}
