// The scope check of a crawl: which hosts its links may lead to (the setting's names are in scope.ts).
// tldts for registrable domains: a domain scope must know from the Public Suffix List that u.ac.jp is a university's
// and ac.jp everyone's, which no rule of thumb gets right. It bundles the list (nothing is fetched at run time), is
// released with every update of the list, has no dependency but its own core, and is what Crawlee's 'same-domain'
// uses.
import { parse as parseDomain } from 'tldts';
import { inScope } from '../urls.ts';
import { defaultCrawlScope, type CrawlScope } from './scope.ts';

/**
 * The registrable domain of a host name by the Public Suffix List, its private section included: `www.cs.u.edu` →
 * `u.edu`, `a.u.ac.jp` → `u.ac.jp`, `alice.github.io` → itself (not a domain shared with bob.github.io). None for an
 * IP address, a single-label name (`localhost`), a name under a suffix the list does not know (`.test`, an
 * intranet's `.corp`: nothing says which part of it is one organisation's) or one written with the root's final dot
 * (`u.edu.`: the same server under a second name, and so a second politeness queue).
 */
export function registrableDomain(hostname: string): string | undefined {
  if (hostname.endsWith('.')) return undefined;
  const parsed = parseDomain(hostname, { allowPrivateDomains: true, mixedInputs: false });
  if (parsed.isIp || !(parsed.isIcann || parsed.isPrivate)) return undefined;
  return parsed.domain ?? undefined;
}

/**
 * The scope check of a crawl. `hosts`: `inScope` over the listed hosts, exactly. `domain`: also any host whose
 * registrable domain is a listed host's, on the default ports only (as a listed host without a port): a sibling's
 * ":8080" is another service, not the site. A listed IP address or single-label name has no registrable domain and
 * stays exact. What is in scope is only what may be queued: every fetch still passes the SSRF guard (ssrf.ts)
 * and every link the trap guards, on a sibling host as on a listed one.
 */
export function scopeFilter(hosts: Set<string>, scope: CrawlScope = defaultCrawlScope): (url: string) => boolean {
  if (scope === 'hosts') return (url) => inScope(url, hosts);
  const domains = new Set<string>();
  for (const host of hosts) {
    let hostname: string;
    try {
      hostname = new URL(`http://${host}`).hostname;
    } catch {
      continue; // not a host name: it can match nothing either way
    }
    const domain = registrableDomain(hostname);
    if (domain) domains.add(domain);
  }
  return (url) => {
    if (inScope(url, hosts)) return true;
    const u = new URL(url);
    if (u.port !== '' || domains.size === 0) return false;
    const domain = registrableDomain(u.hostname);
    return domain !== undefined && domains.has(domain);
  };
}
