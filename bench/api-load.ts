// Load generator for bench/api, run as its own process so that it does not share the server's event loop.
// CONCURRENCY clients send requests of the mix (bench/api-mix.ts) back to back for SECONDS and report latencies.
// Modes: `graphql` posts to the API; `sql` runs the statements the API runs for the same lists and course pages
// straight through node-postgres (the floor: no GraphQL, no Prisma). Phases: `uncached` sends requests never
// sent before (from START on); `cached` repeats 30 of them.
import { Pool } from 'undici';
import pg from 'pg';
import { Prisma } from '../src/generated/prisma/client.ts';
import { courseConditions } from '../src/api/course-filter.ts';
import { cappedCountStatement, estimateStatement, exactCountLimit } from '../src/api/course-query.ts';
import { countableByFacets, FacetCounts, facetGroupsStatement, type FacetGroup } from '../src/api/facet-counts.ts';
import { Vocabulary, wordsStatement } from '../src/api/vocabulary.ts';
import { request, type BenchRequest } from './api-mix.ts';

const [target, concurrency = '32', seconds = '20', mode = 'graphql', phase = 'uncached', start = '0', courses = '100000', schema = ''] = process.argv.slice(2);
if (!target) throw new Error('usage: api-load.ts URL [CONCURRENCY] [SECONDS] [graphql|sql] [uncached|cached] [START] [COURSES]');
const clients = Number(concurrency);

type Statement = { text: string; values: unknown[]; estimate?: Prisma.Sql };

/** The catalog's grouped counts, as the API keeps them (read once: the floor's catalog does not change). */
let facets: FacetCounts | undefined;
/** The catalog's vocabulary, as the API keeps it: text words are asked for as the whole words they begin. */
let vocabulary: Vocabulary | undefined;

/** The statements the API runs for a request; a shown count over the limit is followed by its estimate. */
function sqlFor(req: BenchRequest): Statement[] {
  if (req.kind === 'course') {
    return [{ text: 'SELECT "id", "code", "title", "description", "credits", "subject", "institutionId", "prerequisiteCodes" FROM "Course" WHERE "id" = $1', values: [Number(req.variables.id)] }];
  }
  const { where } = courseConditions(req.filter as never, undefined, vocabulary);
  const first = req.variables.first as number;
  // The API's plan choice: a filter the grouped counts know to match few courses is read and sorted, not walked.
  const known = countableByFacets(req.filter as never) ? facets!.count(req.filter as never) : undefined;
  const byId = Prisma.raw(known !== undefined && known <= exactCountLimit ? '"id" + 0' : '"id"');
  const page = Prisma.sql`SELECT "id", "code", "title", "credits", "institutionId" FROM "Course" WHERE ${where} AND true ORDER BY ${byId} ASC LIMIT ${first + 1} OFFSET 0`;
  const out: Statement[] = known === 0 ? [] : [{ text: page.text, values: page.values }];
  // Counts without text come from the API's grouped counts in memory: no statement per request.
  if (req.withCount && !countableByFacets(req.filter as never)) {
    const count = cappedCountStatement(where);
    out.push({ text: count.text, values: count.values, estimate: estimateStatement(where) });
  }
  return out;
}

let send: (req: BenchRequest) => Promise<boolean>;
let close: () => Promise<void>;
if (mode === 'graphql') {
  const url = new URL(target);
  const http = new Pool(url.origin, { connections: clients });
  send = async (req) => {
    const res = await http.request({ path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: req.query, variables: req.variables }) });
    const body = (await res.body.json()) as { errors?: unknown };
    return res.statusCode === 200 && !body.errors;
  };
  close = () => http.close();
} else {
  // The schema goes with the connection's startup options (a SET on connect raced the pool's first query).
  const db = new pg.Pool({ connectionString: target, max: clients, ...(schema ? { options: `-c search_path=${schema},public` } : {}) });
  facets = new FacetCounts((await db.query<FacetGroup>(facetGroupsStatement.text, facetGroupsStatement.values)).rows);
  const words = wordsStatement(0, 2 ** 31 - 1);
  vocabulary = new Vocabulary((await db.query<{ word: string }>(words.text, words.values)).rows.map((r) => r.word));
  send = async (req) => {
    for (const s of sqlFor(req)) {
      const { rows } = await db.query(s.text, s.values);
      if (s.estimate && rows[0].n > exactCountLimit) await db.query(s.estimate.text, s.estimate.values);
    }
    return true;
  };
  close = () => db.end();
}

const latencies: number[] = [];
/** Latencies per request kind (a list's kind, with "+count" when it asks for totalCount): where the tail comes from. */
const byKind = new Map<string, number[]>();
const distinct = new Set<string>();
let errors = 0;
let next = Number(start);
const end = Date.now() + Number(seconds) * 1000;
const pick = () => (phase === 'cached' ? request(Number(start) + Math.floor(Math.random() * 30), Number(courses)) : request(next++, Number(courses)));
// Compare requests have no single statement of the API's to run through pg: the floor leaves them out.
const eligible = (req: BenchRequest) => mode === 'graphql' || req.kind !== 'compare';

async function client(): Promise<void> {
  while (Date.now() < end) {
    const req = pick();
    if (!eligible(req)) continue;
    distinct.add(JSON.stringify([req.query, req.variables]));
    const started = performance.now();
    try {
      if (!(await send(req))) errors++;
      const ms = performance.now() - started;
      latencies.push(ms);
      const kind = `${req.kind}${req.withCount ? '+count' : ''}`;
      (byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(ms);
    } catch {
      errors++; // a reset connection counts as an error, not as a latency
    }
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: clients }, () => client()));
const elapsed = (Date.now() - started) / 1000;
const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? NaN;
latencies.sort((a, b) => a - b);
const kinds = Object.fromEntries([...byKind].sort().map(([k, list]) => {
  list.sort((a, b) => a - b);
  return [k, { n: list.length, p50: pct(list, 50), p95: pct(list, 95) }];
}));
console.log(JSON.stringify({ requests: latencies.length, distinct: distinct.size, next, errors, seconds: elapsed, rps: latencies.length / elapsed, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), kinds }));
await close();
