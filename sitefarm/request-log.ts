// What the simulated servers saw, per host: requests that overlapped (two connections at once), the shortest gap
// between the end of one response and the next page request, paths fetched more than once, and forbidden paths.
// Measured at the servers, so it holds whatever process or machine sent the requests.
import type { Sitefarm } from './server.ts';

export interface HostFigures {
  host: string;
  requests: number;
  robotsTxt: number;
  /** Requests that began before the previous one to the host had been answered. */
  overlaps: number;
  /** Shortest time from a page response's end to the next page request, ms. */
  minGapMs: number;
}

export interface RequestFigures {
  hosts: HostFigures[];
  /** `host path` of every page requested more than once, with how many times. */
  repeated: Map<string, number>;
  /** Requests for paths robots.txt forbids (under /private/). */
  forbidden: number;
}

export function analyseRequests(requests: Sitefarm['requests'], forbiddenPrefix = '/private/'): RequestFigures {
  const byHost = new Map<string, Sitefarm['requests']>();
  for (const r of requests) {
    const host = `${r.site}/${r.origin}`;
    if (!byHost.has(host)) byHost.set(host, []);
    byHost.get(host)!.push(r);
  }
  const hosts: HostFigures[] = [];
  const counts = new Map<string, number>();
  for (const [host, list] of byHost) {
    const sorted = [...list].sort((a, b) => a.at - b.at);
    let overlaps = 0;
    let minGapMs = Infinity;
    let busyUntil = -Infinity;
    let lastEnd: number | undefined;
    for (const r of sorted) {
      if (r.at < busyUntil) overlaps++;
      const end = r.doneAt ?? Infinity;
      busyUntil = Math.max(busyUntil, end);
      // Crawl-delay paces page requests; robots.txt itself is read before the delay is known.
      if (r.path !== '/robots.txt') {
        if (lastEnd !== undefined) minGapMs = Math.min(minGapMs, r.at - lastEnd);
        const key = `${host} ${r.path}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        lastEnd = end;
      }
    }
    hosts.push({ host, requests: list.length, robotsTxt: list.filter((r) => r.path === '/robots.txt').length, overlaps, minGapMs });
  }
  return {
    hosts,
    repeated: new Map([...counts].filter(([, n]) => n > 1)),
    forbidden: requests.filter((r) => r.path.startsWith(forbiddenPrefix)).length,
  };
}
