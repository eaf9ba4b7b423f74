// One crawl run served by several `coursegraph worker` processes over the department sites, optionally killing
// one worker with SIGKILL part-way: what tests and benches of distributed crawling share. It reports what the
// database stored and what the servers saw.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { openDatabase, type Database } from '../src/db/client.ts';
import { allowedPaths, departmentSites, type DepartmentOptions } from './departments.ts';
import { analyseRequests, type RequestFigures } from './request-log.ts';
import { startSitefarm, type Sitefarm } from './server.ts';
import { runCli, startWorkers, stopWorkers, type CliProcess } from './cluster.ts';

export interface WorkerCrawlOptions extends DepartmentOptions {
  /** A PostgreSQL server; the crawl gets a fresh schema on it, dropped afterwards. */
  serverUrl: string;
  workers: number;
  /** Fetches at once per worker. */
  concurrency: number;
  leaseSeconds: number;
  latencyMs?: number;
  /**
   * Once this share of the pages has been requested, send the worker holding the most hosts this signal. The sites
   * hold every later request until then, so the signal lands mid-crawl however fast or slow the machine is.
   */
  interrupt?: { at: number; signal: 'SIGKILL' | 'SIGTERM' };
  /** How long the run may take before this gives up (default 300 s; Infinity: never). */
  timeoutMs?: number;
  log?: (line: string) => void;
  /**
   * A smaller run on other hosts that the same workers crawl first, unmeasured: a long-running worker has compiled
   * its code paths long ago, a fresh process spends its first pages doing so.
   */
  warmUp?: { hosts: number; coursesPerHost: number };
}

export interface WorkerCrawlResult {
  runStatus: string;
  expected: number;
  stored: number;
  /** Expected pages not stored, and stored pages not expected. */
  missing: string[];
  unexpected: string[];
  pagesFetched: number;
  requests: RequestFigures;
  requestLog: Sitefarm['requests'];
  /** When the signal was sent (this process's clock, as the request log's). */
  interruptedAt?: number;
  /** Hosts the interrupted worker held, as `site/origin` keys of the request figures. */
  killedHosts: string[];
  /** Exit code of a worker stopped by SIGTERM part-way. */
  interruptedExit?: number | null;
  /** Exit codes of the workers stopped with SIGTERM at the end, and leases still held after they stopped. */
  exitCodes: (number | null)[];
  leasesLeft: number;
  seconds: number;
  pagesPerSecond: number;
  /**
   * Processor time the workers used during the measured run (those alive from its start to its end; read from
   * /proc where there is one, else as each worker reported it when it stopped, warm-up included).
   */
  workerCpuSeconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function crawlWithWorkers(options: WorkerCrawlOptions): Promise<WorkerCrawlResult> {
  const log = options.log ?? (() => {});
  const sites = departmentSites(options);
  const warmSites = options.warmUp ? departmentSites({ ...options.warmUp, prefix: `${options.prefix ?? 'dept'}warm` }) : [];
  const farm = await startSitefarm([...sites, ...warmSites], { latencyMs: options.latencyMs });
  const measured = farm.sites.slice(0, sites.length);
  const url = new URL(options.serverUrl);
  const schema = `workers_${crypto.randomBytes(5).toString('hex')}`;
  url.searchParams.set('schema', schema);
  const databaseUrl = url.toString();
  let database: Database | undefined;
  let workers: CliProcess[] = [];
  try {
    // Migrating takes a server-wide lock: on a server busy with other schemas' migrations, try again.
    for (let attempt = 1; !database; attempt++) {
      database = await openDatabase({ databaseUrl, dataDir: undefined, log }).catch((err: Error) => {
        if (attempt >= 5 || !/advisory lock/.test(err.message)) throw err;
        return undefined;
      });
    }
    const db = database.prisma;
    const seeds = measured.map((s) => s.rootUrl);
    const expected = new Set(measured.flatMap((s) => allowedPaths(s).map((p) => `${s.baseUrls.www}${p}`)));
    const started = Date.now();
    const interrupt = options.interrupt;
    const hold = interrupt ? farm.hold(Math.ceil(interrupt.at * expected.size), measured.map((site) => site.id)) : undefined;
    let holding = false;
    void hold?.reached.then(() => { holding = true; });
    workers = await startWorkers(databaseUrl, options.workers, ['--concurrency', String(options.concurrency), '--lease-seconds', String(options.leaseSeconds)]);
    log(`${options.workers} workers up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const deadline = Date.now() + (options.timeoutMs ?? 300_000);
    if (warmSites.length) {
      const warm = farm.sites.slice(sites.length);
      const warmId = await enqueue(databaseUrl, warm.map((s) => s.rootUrl), 10_000);
      while (['QUEUED', 'RUNNING'].includes((await db.crawlRun.findUniqueOrThrow({ where: { id: warmId } })).status)) {
        if (Date.now() > deadline) throw new Error(`warm-up run ${warmId} did not end`);
        await sleep(200);
      }
      log(`warm-up run ${warmId} done`);
    }
    const cpuAtStart = workers.map((w) => processorSeconds(w.child.pid));
    const runId = await enqueue(databaseUrl, seeds, expected.size * 2);
    log(`run ${runId}: ${seeds.length} hosts, ${expected.size} pages`);
    let killedHosts: string[] = [];
    let interruptedExit: number | null | undefined;
    let interruptedAt: number | undefined;
    const siteOfHost = new Map(measured.map((s) => [new URL(s.baseUrls.www!).host, `${s.id}/www`]));
    let status = 'QUEUED';
    let lastLog = 0;
    for (;;) {
      const run = await db.crawlRun.findUniqueOrThrow({ where: { id: runId } });
      status = run.status;
      if (status !== 'QUEUED' && status !== 'RUNNING') break;
      if (Date.now() > deadline) throw new Error(`run ${runId} still ${status} after ${options.timeoutMs ?? 300_000} ms (${run.pagesFetched} fetches)`);
      if (interrupt && hold && !killedHosts.length && holding) {
        const leases = await db.hostLease.findMany({ where: { workerId: { not: null } } });
        const byWorker = new Map<string, string[]>();
        for (const l of leases) byWorker.set(l.workerId!, [...(byWorker.get(l.workerId!) ?? []), l.host]);
        const [victimId, hosts] = [...byWorker].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
        const victim = workers.find((w) => victimId && victimId.split(':')[1] === String(w.child.pid));
        if (victim && hosts) {
          victim.child.kill(interrupt.signal);
          // A worker stopping on SIGTERM first finishes its fetches in flight: they are answered now. A killed
          // worker's are answered after it is gone (to no one), and asked again by the host's next holder.
          if (interrupt.signal === 'SIGTERM') hold.release();
          const code = await victim.exited;
          hold.release();
          // The worker is gone from here on: a request it sent just before the signal arrived can reach a server
          // after the signal was sent, never after the process has exited.
          interruptedAt = Date.now();
          if (interrupt.signal === 'SIGTERM') interruptedExit = code;
          killedHosts = hosts.map((h) => siteOfHost.get(h) ?? h);
          log(`sent ${interrupt.signal} to worker ${victimId} at ${run.pagesFetched} fetches, holding ${hosts.length} hosts`);
        }
      }
      if (Date.now() - lastLog > 5000) {
        lastLog = Date.now();
        log(`run ${runId}: ${run.pagesFetched}/${expected.size} fetches`);
      }
      await sleep(200);
    }
    const cpuAtEnd = workers.map((w) => (w.child.exitCode === null && w.child.signalCode === null ? processorSeconds(w.child.pid) : undefined));
    const exitCodes = await stopWorkers(workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null));
    const fromProc = cpuAtStart.every((c) => c !== undefined);
    const workerCpuSeconds = fromProc
      ? cpuAtEnd.reduce<number>((n, end, i) => n + (end === undefined ? 0 : end - cpuAtStart[i]!), 0)
      : workers.reduce((n, w) => n + Number(/([\d.]+) s of processor time/.exec(w.output())?.[1] ?? 0), 0);
    const leasesLeft = await db.hostLease.count({ where: { workerId: { not: null }, expiresAt: { gt: new Date() } } });
    const pages = await db.page.findMany({ where: { runId }, select: { url: true } });
    const measuredIds = new Set(measured.map((s) => s.id));
    const stored = new Set(pages.map((p) => p.url));
    const run = await db.crawlRun.findUniqueOrThrow({ where: { id: runId } });
    // From the first worker's first claim to the run's end, on the database's records.
    const seconds = ((run.finishedAt?.getTime() ?? Date.now()) - (run.startedAt?.getTime() ?? Date.now())) / 1000;
    return {
      runStatus: status,
      expected: expected.size,
      stored: pages.length,
      missing: [...expected].filter((u) => !stored.has(u)),
      unexpected: [...stored].filter((u) => !expected.has(u)),
      pagesFetched: run.pagesFetched,
      requests: analyseRequests(farm.requests.filter((r) => measuredIds.has(r.site))),
      requestLog: farm.requests.filter((r) => measuredIds.has(r.site)),
      interruptedAt,
      killedHosts,
      interruptedExit,
      exitCodes,
      leasesLeft,
      seconds,
      pagesPerSecond: pages.length / seconds,
      workerCpuSeconds,
    };
  } finally {
    await stopWorkers(workers);
    if (database) {
      await database.adapter.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
      await database.close();
    }
    await farm.stop();
  }
}

/** Enqueues a breadth-first run with the CLI, as a person would; returns its id. */
async function enqueue(databaseUrl: string, seeds: string[], maxPages: number): Promise<number> {
  const enqueued = await runCli(databaseUrl, ['crawl', ...seeds, '--enqueue', '--strategy', 'bfs', '--max-pages', String(maxPages), '--delay', '0', '--allow-private-network']);
  const runId = Number(/run (\d+)\s*$/.exec(enqueued.trim())?.[1]);
  if (!runId) throw new Error(`crawl --enqueue printed no run id:\n${enqueued}`);
  return runId;
}

/** A process's processor time so far (user and system), from /proc; undefined where there is none. */
function processorSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const clockTicks = 100;
