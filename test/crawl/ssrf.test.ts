import dns from 'node:dns';
import { isPrivateAddress, publicOnlyLookup, systemLookup } from '../../src/crawl/ssrf.ts';

describe('private addresses (SSRF guard)', () => {
  test.each([
    '127.0.0.1', '10.1.2.3', '172.16.5.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '198.18.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fd00::5', '::ffff:127.0.0.1', '0.0.0.0',
    // IPv4 inside IPv6: mapped (as the URL parser writes it), compatible, translated, NAT64, 6to4, Teredo
    '::ffff:7f00:1', '[::ffff:7f00:1]', '::7f00:1', '::127.0.0.1', '::ffff:0:7f00:1', '64:ff9b::7f00:1', '64:ff9b:1::a00:1',
    '2002:7f00:1::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    // site-local (deprecated), multicast, documentation
    'fec0::1', 'ff02::1', '2001:db8::1', 'not an address',
  ])('%s is private', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });
  test.each(['8.8.8.8', '128.32.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('%s is public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
  test('a name under .invalid is answered "not found" at once, without a query to DNS (RFC 6761)', async () => {
    // Count the queries the system's resolver is asked.
    const original = dns.lookup;
    let asked = 0;
    (dns as { lookup: unknown }).lookup = (...args: unknown[]) => { asked++; return (original as (...a: unknown[]) => unknown)(...args); };
    try {
      for (const lookup of [publicOnlyLookup, systemLookup]) {
        for (const name of ['nowhere.invalid', 'a.b.INVALID.']) {
          const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup(name, {}, (e) => resolve(e)));
          expect(err).toMatchObject({ code: 'ENOTFOUND', message: `getaddrinfo ENOTFOUND ${name}` });
        }
      }
      expect(asked).toBe(0);
      // Other names go to the system's resolver (localhost is answered from the hosts file).
      const address = await new Promise<unknown>((resolve) => systemLookup('localhost', {}, (_e, a) => resolve(a)));
      expect(asked).toBe(1);
      expect(typeof address).toBe('string');
    } finally {
      (dns as { lookup: unknown }).lookup = original;
    }
  });
});
