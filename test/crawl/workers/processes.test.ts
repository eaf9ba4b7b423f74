// Real worker processes on one PostgreSQL database crawl loopback department sites (some asking for a
// Crawl-delay); politeness is measured at the servers, from the moment each response was handed to the socket.
import { crawlWithWorkers, type WorkerCrawlOptions } from '../../../sitefarm/worker-crawl.ts';
import { serverUrl } from '../../support/database.ts';

const base: Omit<WorkerCrawlOptions, 'serverUrl'> = {
  workers: 4, concurrency: 2, leaseSeconds: 8, hosts: 6, coursesPerHost: 20, crawlDelay: 0.2, delayEvery: 2, latencyMs: 20,
  timeoutMs: Number.POSITIVE_INFINITY, // a busy machine is slow, not wrong: the test's timeout catches a hang
};
const delayedHost = (key: string) => Number(/^dept-(\d+)\//.exec(key)?.[1]) % 2 === 0;

function expectCompleteAndPolite(result: Awaited<ReturnType<typeof crawlWithWorkers>>): void {
  expect(result.runStatus).toBe('SUCCEEDED');
  expect(result.missing).toEqual([]);
  expect(result.unexpected).toEqual([]);
  expect(result.stored).toBe(result.expected);
  expect(result.pagesFetched).toBe(result.expected); // the run's counter counts each stored page once
  expect(result.requests.forbidden).toBe(0);
  for (const host of result.requests.hosts) {
    expect({ host: host.host, overlaps: host.overlaps }).toEqual({ host: host.host, overlaps: 0 });
    if (delayedHost(host.host)) expect(host.minGapMs).toBeGreaterThanOrEqual(195); // Crawl-delay: 0.2
  }
  expect(result.requests.hosts).toHaveLength(base.hosts);
  expect(result.exitCodes.every((c) => c === 0)).toBe(true);
  expect(result.leasesLeft).toBe(0);
}

(serverUrl ? describe : describe.skip)('worker processes on one PostgreSQL', () => {
  test('4 workers, one killed with SIGKILL mid-crawl: every page stored once, only its in-flight fetches repeated, no host served twice at once', async () => {
    const result = await crawlWithWorkers({ ...base, serverUrl: serverUrl!, interrupt: { at: 0.4, signal: 'SIGKILL' } });
    expect(result.killedHosts.length).toBeGreaterThan(0);
    expectCompleteAndPolite(result);
    // Repeated: only pages the killed worker had fetched and not yet stored (in flight, or waiting for their group
    // commit), each on one of its hosts, first requested before the kill and once more by the host's next holder.
    for (const [key, times] of result.requests.repeated) {
      expect(times).toBe(2);
      expect(result.killedHosts).toContain(key.split(' ')[0]);
      const first = result.requestLog.find((r) => `${r.site}/${r.origin} ${r.path}` === key)!;
      expect(first.at).toBeLessThan(result.interruptedAt!);
    }
  });

  test('a worker stopped with SIGTERM finishes its in-flight fetches and hands its hosts on: nothing is fetched twice', async () => {
    const result = await crawlWithWorkers({ ...base, workers: 3, serverUrl: serverUrl!, interrupt: { at: 0.4, signal: 'SIGTERM' } });
    expect(result.killedHosts.length).toBeGreaterThan(0);
    expect(result.interruptedExit).toBe(0);
    expectCompleteAndPolite(result);
    expect([...result.requests.repeated.keys()]).toEqual([]);
  });
});
