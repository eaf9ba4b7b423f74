// The GraphQL server: Apollo Server (schema first) on Node's own http server, so shutdown is under our control.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/client.ts';
import type { ApiContext } from './context.ts';
import { authenticate, unauthenticated } from './auth.ts';
import { resolvers } from './resolvers/index.ts';
import { registryEnumsSdl } from './registry-enums.ts';
import { createLoaders } from './loaders.ts';
import { CrawlManager } from './crawl-manager.ts';
import { complexityPlugin } from './complexity.ts';
import { Catalog, type CatalogOptions } from './catalog.ts';
import { statementsOn } from './statements.ts';
import { ResponseCache } from './response-cache.ts';
import { defaultShapeLimits, noNulRule, noNulVariablesPlugin, operationShapeRule, safeDepthLimit } from './limits.ts';
import { deadlinePlugin, withinDeadline } from './deadline.ts';
import { limitExpensive } from './expensive.ts';
import { readBody } from './http-body.ts';
import { PortInUse, portInUseMessage } from './port.ts';
import { failureOf, maskUnexpected, unexpectedErrorPlugin } from './errors.ts';
import { handleWebRoute } from './web-routes.ts';
import type { CrawlRequest } from '../crawl/run.ts';
import { config } from '../config.ts';
import { logger } from '../log.ts';

const typeDefs = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql'), 'utf8') + registryEnumsSdl();

export interface ApiOptions {
  allowAnonymousReads: boolean;
  maxDepth?: number;
  maxComplexity?: number;
  /** Longest one request may run (default API_REQUEST_TIMEOUT_MS, 15 s). */
  requestTimeoutMs?: number;
  /** Defaults for crawls started through the API (e.g. allowPrivateNetwork for an intranet or tests). */
  crawlDefaults?: Partial<CrawlRequest>;
  /** How counts and institutions are cached between requests. */
  catalog?: CatalogOptions;
}

export interface RunningApi {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startApi(database: Database, port: number, options: ApiOptions): Promise<RunningApi> {
  const maxDepth = options.maxDepth ?? defaultShapeLimits.maxDepth;
  const requestTimeoutMs = options.requestTimeoutMs ?? config().apiRequestTimeoutMs;
  const development = config().development;
  const log = logger().child({ component: 'api' });
  const crawls = new CrawlManager(database.prisma, options.crawlDefaults);
  const catalog = new Catalog(database.prisma, options.catalog);
  const responses = new ResponseCache();
  const statements = statementsOn(database.adapter);
  const apollo = new ApolloServer<ApiContext>({
    typeDefs,
    resolvers: limitExpensive(resolvers) as never,
    logger: log,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // the serve command owns shutdown and exits 0
    includeStacktraceInErrorResponses: development,
    introspection: true,
    validationRules: [safeDepthLimit(maxDepth), operationShapeRule({ ...defaultShapeLimits, maxDepth }), noNulRule],
    plugins: [complexityPlugin(options.maxComplexity ?? 5000), noNulVariablesPlugin, deadlinePlugin(requestTimeoutMs), unexpectedErrorPlugin],
    formatError: (formatted, error) => {
      // Name the limit in depth errors so clients know what to change.
      if (/exceeds maximum operation depth/.test(formatted.message)) {
        return { ...formatted, message: `${formatted.message} (query depth limit is ${maxDepth})` };
      }
      return maskUnexpected(formatted, error, log, development);
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
      if (await handleWebRoute(req, res, url, database.prisma, options.allowAnonymousReads)) return;
      if (url.pathname !== '/graphql') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the GraphQL endpoint is /graphql, the web page is /\n');
        return;
      }
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const raw = req.method === 'POST' ? await readBody(req) : '';
      const cacheKey = ResponseCache.key(req.method ?? 'GET', url.search, raw, req.headers);
      // Read before the request runs, so that a write while it runs leaves its response stale, not fresh.
      const version = cacheKey ? await catalog.currentVersion() : '';
      const cached = cacheKey ? responses.get(cacheKey, version) : null;
      if (cached) {
        res.writeHead(cached.status, cached.headers.flat()).end(cached.body);
        return;
      }
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
      const httpGraphQLRequest = { method: req.method ?? 'GET', headers, search: url.search, body };
      const result = await withinDeadline(apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest,
        context: async () => {
          const auth = await authenticate(database.prisma, headers.get('authorization'));
          if (!auth.role && !options.allowAnonymousReads) throw unauthenticated('anonymous access is disabled: send an API token');
          return { db: database.prisma, statements, databaseKind: database.adapter.kind, ...auth, loaders: createLoaders(database.prisma, catalog, statements), crawls, catalog };
        },
      }), requestTimeoutMs);
      // Apollo's answer to a plugin hook's error names no cause: the catch below logs it under the reference it gives.
      const failure = failureOf(httpGraphQLRequest);
      if (failure) throw failure;
      for (const [key, value] of result.headers) res.setHeader(key, value);
      res.statusCode = result.status ?? 200;
      if (result.body.kind === 'complete') {
        res.end(result.body.string);
        if (cacheKey) responses.put(cacheKey, version, { status: res.statusCode, headers: [...result.headers], body: result.body.string });
      } else {
        for await (const chunk of result.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      // A request refused before its body was read (413) ends its connection once answered.
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json', ...(status === 413 ? { connection: 'close' } : {}) });
      const gql = err instanceof GraphQLError ? err : null;
      const errorId = status === 500 && !gql ? Math.random().toString(16).slice(2, 14) : undefined;
      res.end(JSON.stringify({ errors: [{ message: gql?.message ?? (errorId ? `internal error (reference ${errorId})` : (err as Error).message),
        extensions: gql?.extensions ?? (errorId ? { code: 'INTERNAL_SERVER_ERROR', errorId } : {}) }] }));
      if (errorId) log.error({ err, errorId }, 'unexpected error in a request');
    }
  });
  // Keep idle connections longer than common client pools do, so a reused connection is not reset under it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUse(portInUseMessage(port)) : err));
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
