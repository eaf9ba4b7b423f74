import { parseHtml } from '../../src/parse/html.ts';
import { linkOffsets } from '../../src/features/dom-offsets.ts';

describe('DOM-offset features', () => {
  const html = `<html><body>
  <p>Department news</p>
  <ul><li><a href="a.html">Graduate <b>courses</b></a> listing</li><li><a href="b.html">Staff</a></li></ul>
  <br><table><tr><td>Timetable</td><td><a href="c.html"><img src="x.png"></a></td></tr></table>
  </body></html>`;
  const page = parseHtml(html, 'http://u.edu/dept/');
  const offsets = linkOffsets(page, 5);

  test('anchor leaves are at offset 0, neighbours at their leaf distance, empty elements count as leaves', () => {
    const a = offsets.get('http://u.edu/dept/a.html')!.features;
    expect(a).toEqual(expect.arrayContaining(['0:graduat', '0:cours', '1:list', '2:staff', '-1:depart', '-1:new']));
    // leaves: department news, graduate, courses, listing, staff, <br>, timetable, <img>; the window of a link in
    // a list ends with the list (below)
    expect(a.some((f) => f.endsWith(':timet'))).toBe(false);
    const c = offsets.get('http://u.edu/dept/c.html')!.features;
    expect(c).toEqual(expect.arrayContaining(['-1:timet', '-3:staff', '-4:list']));
    expect(c.some((f) => f.startsWith('0:'))).toBe(false);
    expect(c).not.toContain('-2:staff');
  });

  test("a window ends with its link's list or table; it starts before it (the list's heading)", () => {
    const degrees = parseHtml(`<html><body><h2>Degrees</h2>
      <ul><li><a href="history.html">History</a></li><li><a href="physics.html">Physics</a></li></ul>
      <div id="pie"><p>Privacy</p><a href="/contact">Contact</a></div>
      <a href="news.html">News</a> today</body></html>`, 'http://u.edu/es/');
    const near = linkOffsets(degrees, 5);
    const last = near.get('http://u.edu/es/physics.html')!.features;
    expect(last).toEqual(expect.arrayContaining(['0:physic', '-1:histori', '-2:degre']));
    expect(last.some((f) => /:(privaci|contact|new)$/.test(f))).toBe(false);
    // A link outside any list has the whole window, what follows it included.
    expect(near.get('http://u.edu/contact')!.features).toEqual(expect.arrayContaining(['-1:privaci', '1:new', '2:todai']));
  });

  test('dMax bounds the window', () => {
    const near = linkOffsets(page, 1).get('http://u.edu/dept/a.html')!.features;
    expect(near).toContain('1:list');
    expect(near).not.toContain('2:staff');
  });

  test('links in one list share a region; a table is another', () => {
    const ra = offsets.get('http://u.edu/dept/a.html')!.region;
    expect(ra).toBeDefined();
    expect(offsets.get('http://u.edu/dept/b.html')!.region).toBe(ra);
    expect(offsets.get('http://u.edu/dept/c.html')!.region).not.toBe(ra);
  });

  test("a window stops at the edge of the site's template, both ways", () => {
    const templated = parseHtml(`<html><body>
    <header><a href="/">Home</a><nav><ul><li><a href="/admissions/">Admissions</a></li><li><a href="/library/">Library</a></li></ul></nav></header>
    <main><h1>Biology courses</h1><ul><li><a href="bio101.html">BIO 101 Cell biology</a></li></ul></main>
    <footer><a href="/privacy.html">Privacy</a></footer>
    </body></html>`, 'http://u.edu/bio/');
    const near = linkOffsets(templated, 5);
    const nav = near.get('http://u.edu/admissions/')!.features;
    // Its own navigation's neighbours count; the page's course list after it does not.
    expect(nav).toEqual(expect.arrayContaining(['0:admiss', '1:librari', '-1:home']));
    expect(nav.some((f) => /:(biologi|cours|bio|101)$/.test(f))).toBe(false);
    const course = near.get('http://u.edu/bio/bio101.html')!.features;
    expect(course).toEqual(expect.arrayContaining(['0:cell', '-1:biologi', '-1:cours']));
    expect(course.some((f) => /:(librari|admiss|privaci)$/.test(f))).toBe(false);
    // The footer, a template block of its own, does not see the header's navigation either.
    expect(near.get('http://u.edu/privacy.html')!.features).toEqual(['0:privaci']);
  });

  test('a template block named by role, id or class has the same edge as the HTML5 one', () => {
    const page = (open: [string, string], close: [string, string]) => parseHtml(`<html><body>
    ${open[0]}<a href="/">Home</a><ul><li><a href="/admissions/">Admissions</a></li></ul>${open[1]}
    <h1>Biology courses</h1><ul><li><a href="bio101.html">BIO 101 Cell biology</a></li></ul>
    ${close[0]}<a href="/privacy.html">Privacy</a>${close[1]}
    </body></html>`, 'http://u.edu/bio/');
    const html5 = [...linkOffsets(page(['<header>', '</header>'], ['<footer>', '</footer>']), 5)];
    const older = [...linkOffsets(page(['<div id="header">', '</div>'], ['<div class="site-footer">', '</div>']), 5)];
    const aria = [...linkOffsets(page(['<div role="banner">', '</div>'], ['<table role="contentinfo"><tr><td>', '</td></tr></table>']), 5)];
    const features = (o: typeof html5) => o.map(([url, x]) => [url, x.features]);
    expect(features(older)).toEqual(features(html5));
    expect(features(aria)).toEqual(features(html5));
    expect(html5.find(([url]) => url.endsWith('bio101.html'))![1].features.some((f) => f.endsWith(':admiss'))).toBe(false);
  });

  test("an article's own header is in the window of its links", () => {
    const page = parseHtml(`<html><body><main><article><header><a href="cs101.html">CS 101</a></header>
      <p>Programming with loops</p></article></main></body></html>`, 'http://u.edu/courses/');
    expect(linkOffsets(page, 5).get('http://u.edu/courses/cs101.html')!.features).toEqual(expect.arrayContaining(['0:cs', '1:program', '1:loop']));
  });
});
