import { inScope, namesDocument, namesNonPageFile, normalizeUrl, parseHttpUrl, registrableDomain, sameFolderPage, scopeFilter, trapReason } from '../../src/crawl/urls.ts';
import dns from 'node:dns';
import { isPrivateAddress, publicOnlyLookup, systemLookup } from '../../src/crawl/ssrf.ts';

describe('URL normalisation', () => {
  test.each([
    ['HTTP://WWW.Example.EDU:80/a/b?x=1#frag', 'http://www.example.edu/a/b?x=1'],
    ['https://example.edu:443/', 'https://example.edu/'],
    ['http://example.edu/a/../b/./c', 'http://example.edu/b/c'],
    ['http://example.edu/page;jsessionid=ABC123?id=4', 'http://example.edu/page?id=4'],
    ['http://example.edu/p?utm_source=x&id=2&utm_medium=y&sid=zz', 'http://example.edu/p?id=2'],
    ['http://example.edu/p?fbclid=1', 'http://example.edu/p'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeUrl(raw)).toBe(expected);
  });

  test('relative links resolve against the page; non-http schemes and junk are dropped', () => {
    expect(normalizeUrl('../x.html', 'http://e.edu/a/b/c.html')).toBe('http://e.edu/a/x.html');
    expect(normalizeUrl('mailto:a@b.c', 'http://e.edu/')).toBeUndefined();
    expect(normalizeUrl('javascript:void(0)', 'http://e.edu/')).toBeUndefined();
    expect(normalizeUrl('http://[bad', 'http://e.edu/')).toBeUndefined();
  });

  test('parseHttpUrl explains what is wrong', () => {
    expect(parseHttpUrl('ftp://x.edu/')).toMatch(/not an http\(s\) URL/);
    expect(parseHttpUrl('nope')).toMatch(/not an absolute URL/);
    expect(parseHttpUrl('https://u:p@x.edu/')).toMatch(/credentials/);
    expect(parseHttpUrl('https://x.edu/')).toBeInstanceOf(URL);
  });

  test('scope is the hosts with their ports; a host listed without a port covers only the default ports', () => {
    const hosts = new Set(['www.u.edu', '127.0.0.1:8080']);
    expect(inScope('http://www.u.edu/x', hosts)).toBe(true);
    expect(inScope('https://www.u.edu:443/x', hosts)).toBe(true);
    expect(inScope('http://www.u.edu:8081/admin', hosts)).toBe(false);
    expect(inScope('http://127.0.0.1:8080/x', hosts)).toBe(true);
    expect(inScope('http://127.0.0.1:9090/x', hosts)).toBe(false);
    expect(inScope('http://127.0.0.1/x', hosts)).toBe(false);
    expect(inScope('http://evil.example/x', hosts)).toBe(false);
  });
});

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

describe('trap guards', () => {
  test('depth, length, repeating segments and query explosion', () => {
    expect(trapReason('http://e.edu/a', 13)).toMatch(/depth/);
    expect(trapReason(`http://e.edu/${'x'.repeat(600)}`, 1)).toMatch(/longer/);
    expect(trapReason('http://e.edu/a/b/a/b/a/b/', 1)).toMatch(/repeating/);
    expect(trapReason(`http://e.edu/p?${Array.from({ length: 12 }, (_, i) => `k${i}=1`).join('&')}`, 1)).toMatch(/query/);
    expect(trapReason('http://e.edu/~risto/cs395t//~risto/cs395t/notes.html', 2)).toMatch(/empty path segment/);
    expect(trapReason('http://e.edu/catalog/courses/cse/', 4)).toBeUndefined();
    expect(trapReason('http://e.edu/search?next=http://e.edu/a', 1)).toBeUndefined(); // only the path counts
  });
});

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

describe('files that are not web pages', () => {
  test.each([
    ['http://u.edu/~smith/paper.ps', true], ['http://u.edu/pub/code.tar.gz', true], ['http://u.edu/IMG/Photo.JPG', true],
    ['http://u.edu/slides.PPTX?v=2', true], ['http://u.edu/cs302.html', false], ['http://u.edu/courses/', false],
    ['http://u.edu/course.php?id=cs.ps', false], ['http://u.edu/MATH.101', false], ['not a url', false],
    ['http://u.edu/handbook.pdf?v=2', false], ['http://u.edu/syllabus.docx', false], ['http://u.edu/old-syllabus.doc', true],
  ])('%s: %s', (url, expected) => {
    expect(namesNonPageFile(url)).toBe(expected);
  });

  test.each([
    ['http://u.edu/handbook.pdf?v=2', true], ['http://u.edu/syllabus/CS101.PDF', true], ['http://u.edu/pdf/', false],
    ['http://u.edu/view.php?file=cs101.pdf', false], ['http://u.edu/paper.ps', false], ['not a url', false],
    ['http://u.edu/syllabus/ENG250.docx', true], ['http://u.edu/syllabus/old.doc', false],
  ])('a PDF or a Word document, read as a document: %s: %s', (url, expected) => {
    expect(namesDocument(url)).toBe(expected);
  });
});

describe('other addresses of a folder\'s page', () => {
  test.each([
    ['http://u.edu/~smith/', ['http://u.edu/~smith/index.html', 'http://u.edu/~smith/index.htm', 'http://u.edu/~smith']],
    ['http://u.edu/~smith/index.html', ['http://u.edu/~smith/', 'http://u.edu/~smith/index.htm', 'http://u.edu/~smith']],
    ['http://u.edu/', ['http://u.edu/index.html', 'http://u.edu/index.htm']],
    // A page that is not a folder's, and any address with a query, has no other address known without fetching.
    ['http://u.edu/~smith/cs302.html', []], ['http://u.edu/~smith', []], ['http://u.edu/list/?dept=cs', []], ['not a url', []],
  ])('%s', (url, expected) => {
    expect(sameFolderPage(url)).toEqual(expected);
  });
});
