import { inScope } from '../../src/urls.ts';
import { registrableDomain, scopeFilter } from '../../src/crawl/scope-filter.ts';

describe('domain scope (registrable domains by the Public Suffix List)', () => {
  const inDomain = (hosts: string[], url: string) => scopeFilter(new Set(hosts), 'domain')(url);

  test('registrable domains: public suffixes of several labels, the private section, no domain for IPs and bare names', () => {
    expect(registrableDomain('www.cs.u.edu')).toBe('u.edu');
    expect(registrableDomain('a.u.ac.jp')).toBe('u.ac.jp');
    expect(registrableDomain('www.ox.ac.uk')).toBe('ox.ac.uk');
    expect(registrableDomain('ac.uk')).toBeUndefined(); // a public suffix is no one's domain
    expect(registrableDomain('alice.github.io')).toBe('alice.github.io'); // the list's private section counts
    for (const none of ['127.0.0.1', '[::1]', 'localhost', 'intranet', 'a.b.localhost', 'cs.u.test', 'u.edu.']) expect(registrableDomain(none)).toBeUndefined();
  });

  test('a sibling host of the same registrable domain is in scope; other domains, public suffixes and look-alikes are not', () => {
    expect(inDomain(['a.u.ac.jp'], 'https://b.u.ac.jp/syllabus/')).toBe(true);
    expect(inDomain(['a.u.ac.jp'], 'https://u.ac.jp/')).toBe(true);
    expect(inDomain(['a.u.ac.jp'], 'https://x.ac.jp/')).toBe(false); // ac.jp is a suffix: x.ac.jp is another university
    expect(inDomain(['a.u.ac.jp'], 'https://ac.jp/')).toBe(false);
    expect(inDomain(['www.cs.u.edu'], 'https://catalog.u.edu/courses/')).toBe(true);
    expect(inDomain(['www.cs.u.edu'], 'http://REGISTRAR.U.EDU/')).toBe(true);
    expect(inDomain(['u.edu'], 'https://evil-u.edu/')).toBe(false);
    expect(inDomain(['www.cs.u.edu'], 'https://cs.u.edu.evil.com/')).toBe(false);
    expect(inDomain(['www.cs.u.edu'], 'https://u.edu.evil.com/')).toBe(false);
    expect(inDomain(['www.ox.ac.uk'], 'https://www.cam.ac.uk/')).toBe(false);
    expect(inDomain(['alice.github.io'], 'https://bob.github.io/')).toBe(false);
    // A suffix the list does not know: no one can say which part is the organisation's.
    expect(inDomain(['www.u.test'], 'http://cs.u.test/')).toBe(false);
  });

  test('a host not listed is in scope on the default ports only; listed hosts keep their own ports', () => {
    expect(inDomain(['www.cs.u.edu'], 'https://catalog.u.edu:443/x')).toBe(true); // the default port, written out
    expect(inDomain(['www.cs.u.edu'], 'http://catalog.u.edu:8080/admin')).toBe(false);
    expect(inDomain(['www.cs.u.edu'], 'http://catalog.u.edu:443/')).toBe(false); // not http's port
    expect(inDomain(['www.cs.u.edu'], 'http://www.cs.u.edu:8081/')).toBe(false);
    expect(inDomain(['www.cs.u.edu:8443'], 'https://www.cs.u.edu:8443/x')).toBe(true);
    expect(inDomain(['www.cs.u.edu:8443'], 'https://catalog.u.edu/x')).toBe(true);
    expect(inDomain(['www.cs.u.edu:8443'], 'https://catalog.u.edu:8443/x')).toBe(false);
  });

  test('IP addresses and single-label names stay exact, host with port', () => {
    const hosts = ['127.0.0.1:8080', '10.0.0.1', 'localhost:3000', '[::1]:8080', 'intranet'];
    const inside = ['http://127.0.0.1:8080/x', 'http://10.0.0.1/x', 'http://localhost:3000/x', 'http://[::1]:8080/x', 'http://intranet/x'];
    const outside = ['http://127.0.0.1:9090/x', 'http://127.0.0.1/x', 'http://127.0.0.2:8080/x', 'http://10.0.0.2/x', 'http://localhost/x', 'http://a.localhost:3000/x', 'http://[::2]:8080/x', 'http://wiki.intranet/x'];
    expect(inside.filter((url) => !inDomain(hosts, url))).toEqual([]);
    expect(outside.filter((url) => inDomain(hosts, url))).toEqual([]);
  });

  test('hosts, the default, is the exact check as before: a sibling host is out of scope', () => {
    const hosts = new Set(['www.cs.u.edu']);
    for (const url of ['https://catalog.u.edu/', 'https://www.cs.u.edu/', 'http://www.cs.u.edu:8080/', 'https://u.edu/']) {
      expect(scopeFilter(hosts)(url)).toBe(inScope(url, hosts));
      expect(scopeFilter(hosts, 'hosts')(url)).toBe(inScope(url, hosts));
    }
    expect(scopeFilter(hosts)('https://catalog.u.edu/')).toBe(false);
  });
});
