// Runtime configuration, read once from the environment with safe defaults.
import path from 'node:path';

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  allowAnonymousReads: boolean;
  /** Cron expressions given by <JOB>_SCHEDULE variables, e.g. CRAWL_SCHEDULE="0 3 * * *". */
  schedules: Record<string, string | undefined>;
  jobsEnabled: boolean;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${raw}"`);
  }
  return value;
}

function boolFromEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function loadConfig(): Config {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.COURSEGRAPH_DATA_DIR || 'data'),
    port: intFromEnv('PORT', 4000),
    allowAnonymousReads: boolFromEnv('ALLOW_ANONYMOUS_READS', true),
    schedules: Object.fromEntries(
      Object.entries(process.env)
        .filter(([key, value]) => key.endsWith('_SCHEDULE') && value)
        .map(([key, value]) => [key.slice(0, -'_SCHEDULE'.length).toLowerCase(), value]),
    ),
    jobsEnabled: boolFromEnv('JOBS_ENABLED', true),
  };
}
