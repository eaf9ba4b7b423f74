import { inScope, namesDocument, namesGateway, namesNonPageFile, normalizeUrl, parseHttpUrl, sameFolderPage, trapReason } from '../src/urls.ts';

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

describe('trap guards', () => {
  test('depth, tunnel, length, repeating segments and query explosion', () => {
    expect(trapReason('http://e.edu/a', 21)).toMatch(/depth/);
    expect(trapReason('http://e.edu/a', 20)).toBeUndefined();
    // Deep is fine along a way through course pages and lists; not through 13 pages of no course value in a row.
    expect(trapReason('http://e.edu/a', 15, undefined, 13)).toMatch(/13 pages of no course value in a row/);
    expect(trapReason('http://e.edu/a', 15, undefined, 12)).toBeUndefined();
    expect(trapReason(`http://e.edu/${'x'.repeat(600)}`, 1)).toMatch(/longer/);
    expect(trapReason('http://e.edu/a/b/a/b/a/b/', 1)).toMatch(/repeating/);
    expect(trapReason(`http://e.edu/p?${Array.from({ length: 12 }, (_, i) => `k${i}=1`).join('&')}`, 1)).toMatch(/query/);
    expect(trapReason('http://e.edu/~risto/cs395t//~risto/cs395t/notes.html', 2)).toMatch(/empty path segment/);
    expect(trapReason('http://e.edu/catalog/courses/cse/', 4)).toBeUndefined();
    expect(trapReason('http://e.edu/search?next=http://e.edu/a', 1)).toBeUndefined(); // only the path counts
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
    ['http://www.cs.utexas.edu/cgi/finger/dahlin', true], ['http://www.cs.utexas.edu/bin/rwho/novak', true],
    ['http://www.cs.wisc.edu/cgi-bin/finger?tmunson', true], ['http://www.engr.wisc.edu/cgi-bin/uw-finger', true],
    ['http://u.edu/cgi/htimage/users/nn/images/nnet.map', true], ['http://u.edu/cgi-bin/imagemap/nav', true],
    ['http://u.edu/cgi-bin/whois.pl?q=x', true], ['http://u.edu/cgi-bin/courses.cgi?dept=cs', false],
    ['http://u.edu/fingerprints/', false], ['http://u.edu/bin/courses', false], ['http://u.edu/campus-map.html', false],
    ['http://u.edu/sitemap', false], ['not a url', false],
  ])('a gateway about a login or an image map\'s click: %s: %s', (url, expected) => {
    expect(namesGateway(url)).toBe(expected);
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
