// The GraphQL server: Apollo Server (schema first) on Node's own http server, so shutdown is under our control.
import fs from 'node:fs';
import { registryEnumsSdl } from './registry-enums.ts';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import type { Database } from '../db/client.ts';
import type { ApiContext } from './context.ts';
import { authenticate, unauthenticated } from './auth.ts';
import { resolvers } from './resolvers/index.ts';
import { createLoaders } from './loaders.ts';
import { CrawlManager } from './crawl-manager.ts';
import { complexityPlugin } from './complexity.ts';
import type { CrawlRequest } from '../crawl/run.ts';

const typeDefs = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql'), 'utf8') + registryEnumsSdl();
const maxBodyBytes = 1 << 20;

export interface ApiOptions {
  allowAnonymousReads: boolean;
  maxDepth?: number;
  maxComplexity?: number;
  /** Defaults for crawls started through the API (e.g. allowPrivateNetwork for an intranet or tests). */
  crawlDefaults?: Partial<CrawlRequest>;
}

export interface RunningApi {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(Object.assign(new Error('request body too large'), { status: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startApi(database: Database, port: number, options: ApiOptions): Promise<RunningApi> {
  const maxDepth = options.maxDepth ?? 8;
  const crawls = new CrawlManager(database.prisma, options.crawlDefaults);
  const apollo = new ApolloServer<ApiContext>({
    typeDefs,
    resolvers: resolvers as never,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // the serve command owns shutdown and exits 0
    includeStacktraceInErrorResponses: process.env.NODE_ENV === 'development',
    introspection: true,
    validationRules: [depthLimit(maxDepth, {}, () => {})],
    plugins: [complexityPlugin(options.maxComplexity ?? 5000)],
    formatError: (formatted, error) => {
      // Name the limit in depth errors so clients know what to change.
      if (/exceeds maximum operation depth/.test(formatted.message)) {
        return { ...formatted, message: `${formatted.message} (query depth limit is ${maxDepth})` };
      }
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') console.error('[api]', error);
      return formatted;
    },
  });
  await apollo.start();

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      if (url.pathname !== '/graphql') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the GraphQL endpoint is /graphql\n');
        return;
      }
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const raw = req.method === 'POST' ? await readBody(req) : '';
      let body: unknown = raw;
      if (raw && (headers.get('content-type') ?? '').includes('application/json')) {
        try {
          body = JSON.parse(raw);
        } catch {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ message: 'the request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] }));
          return;
        }
      }
      const result = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
        context: async () => {
          const auth = await authenticate(database.prisma, headers.get('authorization'));
          if (!auth.role && !options.allowAnonymousReads) throw unauthenticated('anonymous access is disabled: send an API token');
          return { db: database.prisma, databaseKind: database.adapter.kind, ...auth, loaders: createLoaders(database.prisma), crawls };
        },
      });
      for (const [key, value] of result.headers) res.setHeader(key, value);
      res.statusCode = result.status ?? 200;
      if (result.body.kind === 'complete') res.end(result.body.string);
      else {
        for await (const chunk of result.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
      const gql = err instanceof GraphQLError ? err : null;
      res.end(JSON.stringify({ errors: [{ message: gql?.message ?? (status === 500 ? 'internal error' : (err as Error).message),
        extensions: gql?.extensions ?? {} }] }));
      if (status === 500 && !gql) console.error('[api]', err);
    }
  });
  // Keep idle connections longer than common client pools do, so a reused connection is not reset under it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const actualPort = (server.address() as { port: number }).port;
  return {
    url: `http://localhost:${actualPort}/graphql`,
    port: actualPort,
    stop: async () => {
      server.closeIdleConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      setTimeout(() => server.closeAllConnections(), 2000).unref();
      await crawls.stopAll();
      await closed;
      await apollo.stop();
    },
  };
}
