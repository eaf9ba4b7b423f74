// Runtime configuration: every environment variable the platform reads, validated in one place with zod. A bad
// value fails at once with a message naming each variable and what it must be; nothing else reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { maxPagesLimit } from './limits.ts';

const flag = (fallback: boolean) => z.string().optional().transform((raw, ctx) => {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  ctx.addIssue({ code: 'custom', message: `must be true or false, got "${raw}"` });
  return z.NEVER;
});

const int = (fallback: number, min: number, max: number) => z.string().optional().transform((raw, ctx) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    ctx.addIssue({ code: 'custom', message: `must be an integer from ${min} to ${max}, got "${raw}"` });
    return z.NEVER;
  }
  return n;
});

const optionalText = z.string().optional().transform((raw) => (raw ? raw : undefined));


const schema = z.object({
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: int(10, 1, 1000),
  COURSEGRAPH_DATA_DIR: optionalText,
  PORT: int(4000, 0, 65535),
  ALLOW_ANONYMOUS_READS: flag(true),
  JOBS_ENABLED: flag(true),
  NODE_ENV: optionalText,
  DEBUG: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  API_REQUEST_TIMEOUT_MS: int(15_000, 100, 600_000),
  SHUTDOWN_TIMEOUT_MS: int(4_500, 100, 600_000),
  CRAWL_CONCURRENCY: int(8, 1, 1000),
  CRAWL_STRATEGY: optionalText,
  CRAWL_MAX_PAGES: int(2000, 1, maxPagesLimit),
  CRAWL_PARALLEL_INSTITUTIONS: int(2, 1, 100),
  CRAWL_ALLOW_PRIVATE_NETWORK: flag(false),
  HTTP_PROXY: optionalText,
  http_proxy: optionalText,
});

export interface Config {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  port: number;
  allowAnonymousReads: boolean;
  /** Cron expressions given by <JOB>_SCHEDULE variables, e.g. CRAWL_SCHEDULE="0 3 * * *". */
  schedules: Record<string, string | undefined>;
  jobsEnabled: boolean;
  development: boolean;
  debug: boolean;
  logLevel: string;
  logFormat: 'text' | 'json';
  apiRequestTimeoutMs: number;
  /** How long `serve` may take to stop on SIGINT or SIGTERM before it exits 1 regardless. */
  shutdownTimeoutMs: number;
  crawl: {
    concurrency: number;
    strategy: string | undefined;
    maxPages: number;
    parallelInstitutions: number;
    allowPrivateNetwork: boolean;
    proxy: string | undefined;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment (by default process.env); throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`invalid configuration in the environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.COURSEGRAPH_DATA_DIR ?? 'data'),
    port: e.PORT,
    allowAnonymousReads: e.ALLOW_ANONYMOUS_READS,
    schedules: Object.fromEntries(
      Object.entries(env)
        .filter(([key, value]) => key.endsWith('_SCHEDULE') && value)
        .map(([key, value]) => [key.slice(0, -'_SCHEDULE'.length).toLowerCase(), value]),
    ),
    jobsEnabled: e.JOBS_ENABLED,
    development: e.NODE_ENV === 'development',
    debug: !!e.DEBUG,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    apiRequestTimeoutMs: e.API_REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    crawl: {
      concurrency: e.CRAWL_CONCURRENCY,
      strategy: e.CRAWL_STRATEGY,
      maxPages: e.CRAWL_MAX_PAGES,
      parallelInstitutions: e.CRAWL_PARALLEL_INSTITUTIONS,
      allowPrivateNetwork: e.CRAWL_ALLOW_PRIVATE_NETWORK,
      proxy: e.HTTP_PROXY ?? e.http_proxy,
    },
  };
}

let current: Config | undefined;

/** The process's configuration, read once. */
export function config(): Config {
  return (current ??= loadConfig());
}
