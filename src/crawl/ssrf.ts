// Refuses private, loopback, link-local and otherwise special destinations unless the operator allows them: a
// crawler that follows links from the open web must not be steered into the network it runs in.
// Addresses are classified by ipaddr.js; only plain public unicast passes. IPv6 forms that embed or tunnel an
// IPv4 address (translated, 6to4, Teredo, IPv4-compatible) are refused outright; an IPv4-mapped address is
// judged by the IPv4 address inside it. The check is made where the socket connects (a custom DNS lookup), so
// the address checked is the address used: a host name that resolves again to something else (DNS rebinding)
// cannot slip past it, on the first request or on any redirect.
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6 public unicast lies in 2000::/3; anything else (e.g. IPv4-compatible ::a.b.c.d) is not a web host. */
const globalUnicastV6 = ipaddr.IPv6.parseCIDR('2000::/3');

export function isPrivateAddress(ip: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip.replace(/^\[|\]$/g, ''));
  } catch {
    return true; // not an address we understand: refuse rather than guess
  }
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPrivateAddress(v6.toIPv4Address().toString());
    return v6.range() !== 'unicast' || !v6.match(globalUnicastV6);
  }
  return addr.range() !== 'unicast';
}

export class SsrfError extends Error {
  readonly code = 'ERR_SSRF_REFUSED';
}

function refusal(host: string, address: string): SsrfError {
  return new SsrfError(`refusing ${host}: it resolves to the private address ${address} (use --allow-private-network to allow)`);
}

/**
 * Throws SsrfError when the URL names a private address literally. Names are checked when the socket connects
 * (publicOnlyLookup); through a proxy, which resolves names itself, the loopback names are refused here too.
 */
export function assertPublicLiteral(url: string, proxied = false): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (proxied && (host === 'localhost' || host.endsWith('.localhost'))) throw refusal(host, 'loopback');
  if (net.isIP(host) && isPrivateAddress(host)) throw refusal(host, host);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A name under .invalid never resolves (RFC 6761, 6.4: resolvers answer so at once): asking DNS would only send a
 * query out of the machine for an answer known in advance. */
function unresolvable(hostname: string): NodeJS.ErrnoException | undefined {
  if (!/(?:^|\.)invalid\.?$/i.test(hostname)) return undefined;
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
}

/** The system's `lookup`, but a reserved name that never resolves is answered without asking DNS. */
export function systemLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  const never = unresolvable(hostname);
  if (never) return callback(never, options.all ? [] : '');
  dns.lookup(hostname, options, (err, address, family) => callback(err, address, family));
}

/**
 * A `lookup` for net/tls.connect (and so for undici's connector) that resolves the name once, refuses it if any
 * of its addresses is private, and hands exactly those checked addresses to the socket.
 */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  const never = unresolvable(hostname);
  if (never) return callback(never, []);
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(refusal(hostname, bad.address) as NodeJS.ErrnoException, []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** Whether an error (possibly wrapped by the HTTP client) is the guard's refusal. */
export function isSsrfRefusal(err: unknown): err is Error {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e instanceof SsrfError || e.code === 'ERR_SSRF_REFUSED') return true;
  }
  return false;
}
