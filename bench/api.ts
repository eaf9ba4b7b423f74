// bench/api: 100,000 courses, then a filtered search (text + credits, sometimes a code prefix) from 32
// concurrent clients in a separate process; prints p50/p95/p99 latency and requests/s, on PGlite and, when a
// server URL is given (--postgres or BENCH_DATABASE_URL), on PostgreSQL.
// Usage: tsx bench/api.ts [--courses N] [--seconds S] [--concurrency C] [--postgres URL] [--skip-pglite]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { Database } from '../src/db/client.ts';
import { startApi } from '../src/api/server.ts';
import { benchDatabase } from './support.ts';

const { values } = parseArgs({ options: { courses: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '20' }, concurrency: { type: 'string', default: '32' }, postgres: { type: 'string' }, 'skip-pglite': { type: 'boolean' } } });
const total = Number(values.courses);
const subjects = ['Mathematics', 'Computer Science', 'History', 'Chemistry', 'Economics', 'Physics', 'Biology', 'Linguistics'];
const prefixes = ['MATH', 'CSE', 'HIST', 'CHEM', 'ECON', 'PHYS', 'BIOL', 'LING'];
// A catalog-like vocabulary: each search word matches one to two percent of the courses, as real words do.
const heads = ['calculus', 'algebra', 'learning', 'history', 'networks', 'chemistry', 'theory', 'systems', 'methods', 'design', 'ecology', 'syntax',
  'optics', 'genetics', 'statistics', 'geometry', 'economics', 'ethics', 'robotics', 'databases', 'compilers', 'semantics', 'topology', 'mechanics'];
const modifiers = ['applied', 'computational', 'modern', 'classical', 'quantum', 'social', 'environmental', 'medieval', 'digital', 'molecular',
  'experimental', 'numerical', 'cognitive', 'global', 'urban', 'political', 'financial', 'theoretical', 'clinical', 'comparative'];
const topics = heads.flatMap((h) => modifiers.map((m) => `${m} ${h}`));

async function load(db: Database): Promise<void> {
  const started = Date.now();
  const institutions: { id: number }[] = [];
  for (let i = 0; i < 50; i++) institutions.push(await db.prisma.institution.create({ data: { name: `Bench University ${i}`, rootUrls: [`https://u${i}.example/`], hosts: [`u${i}.example`] } }));
  for (let offset = 0; offset < total; offset += 5000) {
    const rows = Array.from({ length: Math.min(5000, total - offset) }, (_, k) => {
      const n = offset + k;
      const s = n % subjects.length;
      const topic = topics[(n * 7919) % topics.length]!;
      const code = `${prefixes[s]} ${100 + (n % 900)}`;
      return {
        key: `i${institutions[n % 50]!.id}:code:${n}`, codeKey: code.replace(' ', '') + String(n), code, title: `${['Introduction to', 'Advanced', 'Topics in', 'Seminar in'][n % 4]} ${topic}`,
        description: `Students study ${topic} and ${topics[(n * 104729) % topics.length]} through lectures, readings and projects.`, credits: [1, 2, 3, 4, 5][n % 5]!,
        subject: subjects[s]!, level: n % 5 === 0 ? 'graduate' : 'undergraduate', term: ['Fall 2026', 'Spring 2027'][n % 2]!, language: 'en',
        prerequisites: n % 3 === 0 ? `${prefixes[s]} 101` : null, institutionId: institutions[n % 50]!.id, sourceUrl: `https://u${n % 50}.example/c/${n}`, sourceUrls: [],
      };
    });
    await db.prisma.course.createMany({ data: rows });
    process.stderr.write(`\rloaded ${offset + rows.length} courses`);
  }
  // Planner statistics as autovacuum would have them on a database that has been running a while.
  await db.prisma.$executeRawUnsafe('ANALYZE "Course"');
  process.stderr.write(` in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

async function run(label: string, serverUrl?: string) {
  if (serverUrl) process.env.BENCH_DATABASE_URL = serverUrl;
  else delete process.env.BENCH_DATABASE_URL;
  const db = await benchDatabase();
  try {
    await load(db);
    const api = await startApi(db, 0, { allowAnonymousReads: true });
    try {
      // The load runs in its own process (asynchronously: this process is the server).
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-load.ts', api.url.replace('localhost', '127.0.0.1'), values.concurrency!, values.seconds!]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => { stdout += d; });
      child.stderr.on('data', (d) => { stderr += d; });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      if (code !== 0) throw new Error(`load generator failed: ${stderr}`);
      const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };
      console.log(`${label.padEnd(11)} ${total} courses, ${values.concurrency} clients: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(1)} requests/s (${r.requests} requests, ${r.errors} errors)`);
    } finally {
      await api.stop();
    }
  } finally {
    await db.close();
  }
}

if (!values['skip-pglite']) await run('PGlite');
const serverUrl = values.postgres ?? process.env.BENCH_DATABASE_URL;
if (serverUrl) await run('PostgreSQL', serverUrl);
process.exit(0);
