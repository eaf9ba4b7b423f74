// bench/api: 100,000 courses (a tenth Japanese) at 50 institutions, then the request mix of bench/api-mix.ts
// from 32 concurrent clients in a separate process: an uncached phase (every request new: searches in English
// and Japanese, institutions, subjects and credits, course pages, institution comparisons), a cached phase (30
// requests repeated: served by the response cache), and the same lists and course pages through raw pg (the
// floor). Prints p50/p95/p99, requests/s and the server process's CPU per request. The embedded database runs
// as `coursegraph serve` runs it (worker thread behind a socket); PostgreSQL when a URL is given. The API runs with
// NODE_ENV=production, as `coursegraph` runs it.
// Usage: tsx bench/api.ts [--courses N] [--seconds S] [--concurrency C] [--postgres URL] [--skip-pglite]
import './production.ts'; // first: the libraries below read NODE_ENV when they load
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/db/client.ts';
import { vacuumAnalyze } from '../src/db/maintenance.ts';
import { startApi } from '../src/api/server.ts';
import { course, institutionCount } from './api-mix.ts';
import { servedEmbeddedDatabase } from './support.ts';

const { values } = parseArgs({ options: { courses: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '20' }, concurrency: { type: 'string', default: '32' }, postgres: { type: 'string' }, 'skip-pglite': { type: 'boolean' } } });
const total = Number(values.courses);

async function load(db: Database): Promise<void> {
  const started = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < institutionCount; i++) ids.push((await db.prisma.institution.create({ data: { name: `Bench University ${i}`, rootUrls: [`https://u${i}.example/`], hosts: [`u${i}.example`] } })).id);
  for (let offset = 0; offset < total; offset += 5000) {
    await db.prisma.course.createMany({ data: Array.from({ length: Math.min(5000, total - offset) }, (_, k) => course(offset + k, ids)) });
    process.stderr.write(`\rloaded ${Math.min(total, offset + 5000)} courses`);
  }
  process.stderr.write(` in ${((Date.now() - started) / 1000).toFixed(1)} s; `);
  process.stderr.write(`VACUUM ANALYZE ${(await vacuumAnalyze(db)).toFixed(1)} s\n`);
}

type Result = { requests: number; distinct: number; next: number; errors: number; rps: number; p50: number; p95: number; p99: number; kinds: Record<string, { n: number; p50: number; p95: number }> };

async function phase(target: string, mode: 'graphql' | 'sql', name: 'uncached' | 'cached', start: number, seconds = values.seconds!, schema = ''): Promise<Result & { cpuMs: number }> {
  const cpu = process.cpuUsage();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-load.ts', target, values.concurrency!, seconds, mode, name, String(start), String(total), schema]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => { stdout += d; });
  child.stderr.on('data', (d) => { stderr += d; });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const used = process.cpuUsage(cpu);
  if (code !== 0) throw new Error(`load generator failed: ${stderr}`);
  const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as Result;
  return { ...r, cpuMs: (used.user + used.system) / 1000 / Math.max(1, r.requests) };
}

function print(label: string, r: Result & { cpuMs: number }, cpuNote: string) {
  console.log(`${label.padEnd(30)} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(1)} req/s, `
    + `${cpuNote} ${r.cpuMs.toFixed(2)} ms/request (${r.requests} requests, ${r.distinct} distinct, ${r.errors} errors)`);
  console.log(`${''.padEnd(30)} by kind, p50/p95 ms (requests): ${Object.entries(r.kinds).map(([k, v]) => `${k} ${v.p50.toFixed(0)}/${v.p95.toFixed(0)} (${v.n})`).join(', ')}`);
}

async function run(label: string, serverUrl?: string) {
  let schema: string | undefined;
  let db: Database;
  if (serverUrl) {
    const u = new URL(serverUrl);
    schema = `bench_${Date.now()}`;
    u.searchParams.set('schema', schema);
    db = await openDatabase({ databaseUrl: u.toString(), dataDir: undefined });
  } else {
    db = await servedEmbeddedDatabase();
  }
  try {
    await load(db);
    const api = await startApi(db, 0, { allowAnonymousReads: true });
    const url = api.url.replace('localhost', '127.0.0.1');
    const cpuNote = serverUrl ? 'API CPU' : 'API+database CPU';
    try {
      console.log(`${label}: ${total} courses, ${values.concurrency} clients, ${values.seconds} s per phase`);
      // A served API is warm: 3 s of requests first (compiling the code paths, collecting the load's garbage),
      // drawn from counters the measured phase never reaches (every request kind's parameters disjoint), so the
      // measured phase is still all new requests.
      await phase(url, 'graphql', 'uncached', 1_250_000, '3');
      const uncached = await phase(url, 'graphql', 'uncached', 1_000_000);
      print('  uncached (all new requests)', uncached, cpuNote);
      await phase(url, 'graphql', 'cached', 0, '2'); // warm the 30 requests
      print('  cached (30 repeated)', await phase(url, 'graphql', 'cached', 0), cpuNote);
      print('  raw pg floor (same SQL)', await phase(serverUrl ?? db.adapter.url!, 'sql', 'uncached', 1_000_000, values.seconds!, schema ?? ''), 'server process CPU');
    } finally {
      await api.stop();
    }
  } finally {
    if (schema) await db.adapter.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  }
}

if (!values['skip-pglite']) await run('PGlite (worker thread, socket)');
const serverUrl = values.postgres ?? process.env.BENCH_DATABASE_URL;
if (serverUrl) await run('PostgreSQL', serverUrl);
process.exit(0);
