// Per-request context: the database, the caller's role and request-scoped DataLoaders.
import type { Db } from '../db/client.ts';
import type { Role } from '../generated/prisma/client.ts';
import type { Loaders } from './loaders.ts';
import type { CrawlManager } from './crawl-manager.ts';
import type { Catalog } from './catalog.ts';
import type { Statements } from './statements.ts';

export interface ApiContext {
  db: Db;
  /** The hot path's statements, on the driver itself (src/api/statements.ts). */
  statements: Statements;
  databaseKind: string;
  role: Role | null;
  tokenId: number | null;
  tokenName: string | null;
  loaders: Loaders;
  crawls: CrawlManager;
  /** Counts and institutions kept between requests, until the catalog changes. */
  catalog: Catalog;
}
