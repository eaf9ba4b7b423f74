// A plugin hook's error reaches Apollo's answer only as "Internal server error"; the original is kept by the
// request it failed, for the server to log under the reference it answers with. Other requests have none.
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { failureOf, maskUnexpected, unexpectedErrorPlugin } from '../../src/api/errors.ts';
import type { Logger } from '../../src/log.ts';

const failing: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    if (request.query?.includes('fail')) throw new Error('pool exhausted at /secret/db.ts:9');
  },
};

test('the original error of a plugin hook is kept by its request, and Apollo\'s stand-in is not logged again', async () => {
  const logged: unknown[] = [];
  const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
  const apollo = new ApolloServer({
    typeDefs: 'type Query { ok: Boolean, fail: Boolean }', resolvers: { Query: { ok: () => true, fail: () => true } },
    plugins: [failing, unexpectedErrorPlugin as ApolloServerPlugin], logger: { debug() {}, info() {}, warn() {}, error() {} },
    formatError: (formatted, error) => maskUnexpected(formatted, error, log, false),
  });
  await apollo.start();
  try {
    const ask = async (query: string) => {
      const headers = new HeaderMap([['content-type', 'application/json']]);
      const httpGraphQLRequest = { method: 'POST', headers, search: '', body: { query } };
      const result = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => ({}) });
      return { result, failure: failureOf(httpGraphQLRequest) };
    };
    const bad = await ask('{ fail }');
    expect(bad.result.status).toBe(500);
    expect(bad.failure?.message).toBe('pool exhausted at /secret/db.ts:9');
    expect(logged).toEqual([]); // the server logs the cause, with the reference it answers
    const good = await ask('{ ok }');
    expect(good.result.status ?? 200).toBe(200);
    expect(good.failure).toBeUndefined();
  } finally {
    await apollo.stop();
  }
});
