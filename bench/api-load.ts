// Load generator for bench/api, run as its own process so that it does not share the server's event loop:
// CONCURRENCY clients send filtered course searches back to back for SECONDS and report latencies.
import { Pool } from 'undici';

const [url, concurrency = '32', seconds = '20'] = process.argv.slice(2);
if (!url) throw new Error('usage: api-load.ts URL [CONCURRENCY] [SECONDS]');
const target = new URL(url);
const pool = new Pool(target.origin, { connections: Number(concurrency) });
const words = ['quantum mechanics', 'numerical calculus', 'robotics', 'medieval history', 'genetics', 'political economics', 'databases', 'urban ecology', 'semantics', 'topology'];
const query = 'query($f: CourseFilter) { courses(first: 20, filter: $f) { totalCount edges { node { id code title credits institution { name } } } } }';
const latencies: number[] = [];
let errors = 0;
const end = Date.now() + Number(seconds) * 1000;

async function client(i: number): Promise<void> {
  for (let n = i; Date.now() < end; n += Number(concurrency)) {
    const filter = { text: words[n % words.length], creditsMin: 3, ...(n % 3 === 0 ? { codePrefix: 'C' } : {}) };
    const started = performance.now();
    try {
      const res = await pool.request({ path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { f: filter } }) });
      const body = (await res.body.json()) as { errors?: unknown };
      if (res.statusCode !== 200 || body.errors) errors++;
      latencies.push(performance.now() - started);
    } catch {
      errors++; // a reset connection counts as an error, not as a latency
    }
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(concurrency) }, (_, i) => client(i)));
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
console.log(JSON.stringify({ requests: latencies.length, errors, seconds: elapsed, rps: latencies.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99) }));
await pool.close();
