// bench/workers: one crawl run served by several `coursegraph worker` processes over many loopback hosts, one
// worker killed with SIGKILL part-way. Prints whether every page was stored once, what was repeated, and what
// the servers saw of politeness (overlapping requests per host, the shortest gap on hosts with a Crawl-delay).
// Usage: tsx bench/workers.ts [--postgres URL] [--workers 4] [--hosts 8] [--courses 40] [--crawl-delay 0.2] [--no-kill]
import { parseArgs } from 'node:util';
import { crawlWithWorkers } from '../sitefarm/worker-crawl.ts';

const { values } = parseArgs({ options: {
  postgres: { type: 'string' }, workers: { type: 'string', default: '4' }, hosts: { type: 'string', default: '8' },
  courses: { type: 'string', default: '40' }, 'crawl-delay': { type: 'string', default: '0.2' }, concurrency: { type: 'string', default: '2' },
  latency: { type: 'string', default: '20' }, 'no-kill': { type: 'boolean' },
} });
const serverUrl = values.postgres ?? process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const crawlDelay = Number(values['crawl-delay']);
const result = await crawlWithWorkers({
  serverUrl, workers: Number(values.workers), concurrency: Number(values.concurrency), leaseSeconds: 3,
  hosts: Number(values.hosts), coursesPerHost: Number(values.courses), crawlDelay, delayEvery: 2, latencyMs: Number(values.latency),
  interrupt: values['no-kill'] ? undefined : { at: 0.4, signal: 'SIGKILL' }, log: (line) => console.error(line),
});
const delayed = result.requests.hosts.filter((h) => Number(/^dept-(\d+)\//.exec(h.host)?.[1]) % 2 === 0); // delayEvery: 2
const repeats = [...result.requests.repeated.values()].reduce((n, c) => n + c - 1, 0);
console.log(`run ${result.runStatus.toLowerCase()} in ${result.seconds.toFixed(1)} s with ${values.workers} workers (${values.concurrency} fetches each), ${result.requests.hosts.length} hosts`);
console.log(`pages: ${result.expected} expected, ${result.stored} stored, ${result.missing.length} missing, ${result.unexpected.length} unexpected; run counter ${result.pagesFetched} fetches`);
const beforeKill = [...result.requests.repeated.keys()].filter((key) => result.requestLog.some((r) => `${r.site}/${r.origin} ${r.path}` === key && r.at < (result.interruptedAt ?? 0)));
console.log(`killed: ${result.killedHosts.length ? `a worker holding ${result.killedHosts.length} hosts` : 'none'}; pages requested twice: ${repeats}, `
  + `all on its hosts: ${[...result.requests.repeated.keys()].every((k) => result.killedHosts.includes(k.split(' ')[0]!))}, first requested before the kill: ${beforeKill.length} `
  + `(fetched by the killed worker but not yet stored: fetching, or waiting for its group commit)`);
console.log(`servers: ${result.requests.hosts.reduce((n, h) => n + h.overlaps, 0)} overlapping requests on one host, ${result.requests.forbidden} requests for robots-forbidden paths, `
  + `shortest gap on Crawl-delay ${crawlDelay} s hosts ${Math.min(...delayed.map((h) => h.minGapMs))} ms, robots.txt fetched ${result.requests.hosts.reduce((n, h) => n + h.robotsTxt, 0)} times`);
console.log(`workers stopped with SIGTERM: exit codes ${result.exitCodes.join(', ')}; leases left held: ${result.leasesLeft}`);
process.exit(0);
