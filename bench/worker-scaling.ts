// One `coursegraph worker` process against four, each with the same number of fetches at once, crawling the same
// number of loopback department sites that allow it: many hosts, no Crawl-delay, every response after a fixed
// latency, as from a distant server (a crawl waits on the network far more than it computes). Prints pages/s of
// each, the ratio, what the servers saw of politeness, and the workers' processor time per page: when the
// machine's cores cannot supply that much processor time at four workers' rate, the four are held back by this
// machine, not by the design (on separate machines each has its own cores). Workers are long-running processes:
// each configuration first crawls a smaller warm-up run on other hosts, unmeasured, so that neither is timed
// while compiling its code.
import os from 'node:os';
import { crawlWithWorkers, type WorkerCrawlResult } from '../sitefarm/worker-crawl.ts';

export interface ScalingOptions {
  serverUrl: string;
  hosts: number;
  coursesPerHost: number;
  latencyMs: number;
  /** Fetches at once (and hosts held) per worker. */
  concurrency: number;
  log?: (line: string) => void;
}

export interface Scaling {
  one: WorkerCrawlResult;
  four: WorkerCrawlResult;
  ratio: number;
}

export async function compareWorkers(options: ScalingOptions): Promise<Scaling> {
  const load = os.loadavg()[0]!;
  const crawl = (workers: number) => crawlWithWorkers({
    serverUrl: options.serverUrl, workers, concurrency: options.concurrency, leaseSeconds: 30, hosts: options.hosts,
    coursesPerHost: options.coursesPerHost, latencyMs: options.latencyMs, prefix: `w${workers}`, log: options.log,
    warmUp: { hosts: 4 * options.concurrency, coursesPerHost: 5 },
  });
  const one = await crawl(1);
  const four = await crawl(4);
  for (const r of [one, four]) {
    if (r.runStatus !== 'SUCCEEDED' || r.missing.length || r.unexpected.length) throw new Error(`worker crawl incomplete: ${r.runStatus}, ${r.missing.length} pages missing, ${r.unexpected.length} unexpected`);
  }
  const ratio = four.pagesPerSecond / one.pagesPerSecond;
  const cpuPerPage = (r: WorkerCrawlResult) => (1000 * r.workerCpuSeconds) / r.stored;
  // Responses later than the latency asked for: the sites' server shares this machine's cores.
  const answered = (r: WorkerCrawlResult) => {
    const ms = r.requestLog.filter((q) => q.doneAt !== undefined).map((q) => q.doneAt! - q.at).sort((a, b) => a - b);
    return `responses p50 ${ms[Math.floor(ms.length / 2)]} ms, p90 ${ms[Math.floor(0.9 * (ms.length - 1))]} ms`;
  };
  const line = (n: number, r: WorkerCrawlResult) => `${n} worker${n > 1 ? 's' : ' '}: ${r.pagesPerSecond.toFixed(1).padStart(6)} pages/s (${r.stored} pages in ${r.seconds.toFixed(1)} s), `
    + `workers' processor time ${cpuPerPage(r).toFixed(1)} ms per page, ${answered(r)}, ${r.requests.hosts.reduce((n, h) => n + h.overlaps, 0)} overlapping requests on one host, `
    + `${r.requests.repeated.size} pages fetched twice`;
  console.log(`\nworkers on PostgreSQL: ${options.hosts} hosts, ${one.expected} pages, no Crawl-delay, every response after ${options.latencyMs} ms, `
    + `${options.concurrency} fetches at once per worker (one per host), after a warm-up run; ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start`);
  console.log(line(1, one));
  console.log(line(4, four));
  const cores = (four.pagesPerSecond * cpuPerPage(four)) / 1000;
  console.log(`ratio 4/1: ${ratio.toFixed(2)} (the four workers used ${cores.toFixed(2)} cores at their rate, besides the database and the sites' servers)`);
  return { one, four, ratio };
}
