import { parseHtml } from '../../src/parse/html.ts';

describe('HTML parsing', () => {
  const html = `<html><head><title> Course  list </title><style>.x{}</style><script>var a = "<a href='/js'>";</script></head>
  <body><nav><a href="/">Home</a></nav>
  <p>Department of Physics. Courses offered:</p>
  <ul><li><a href="phys101.html?utm_source=nav">PHYS 101 Mechanics</a> (3 credits)</li>
  <li><a href="../other/phys201.html#top">PHYS 201</a> Electromagnetism</li>
  <li><a href="mailto:x@y.z">Mail</a><a href="phys101.html">again</a></li></ul>
  <p>Broken <b>markup <a href="/tail">tail</a></body>`;
  const page = parseHtml(html, 'http://u.edu/dept/physics/index.html');

  test('title and visible text, without scripts or styles', () => {
    expect(page.title).toBe('Course list');
    expect(page.text).toContain('Department of Physics');
    expect(page.text).not.toContain('var a');
  });

  test('links are absolute, normalised and unique, with anchor text', () => {
    expect(page.links.map((l) => l.url)).toEqual([
      'http://u.edu/', 'http://u.edu/dept/physics/phys101.html', 'http://u.edu/dept/other/phys201.html', 'http://u.edu/tail',
    ]);
    expect(page.links[1]!.anchorText).toBe('PHYS 101 Mechanics');
  });

  test('each link carries the text leaves around it by DOM offset, and its ancestors', () => {
    const link = page.links[2]!;
    expect(link.context.before[0]).toBe('(3 credits)');
    expect(link.context.before[1]).toBe('PHYS 101 Mechanics');
    expect(link.context.after[0]).toBe('Electromagnetism');
    expect(link.context.ancestors.slice(0, 2)).toEqual(['li', 'ul']);
  });

  test('a <base href> changes how relative links resolve', () => {
    const p = parseHtml('<base href="http://cdn.u.edu/x/"><a href="y.html">y</a>', 'http://u.edu/');
    expect(p.links[0]!.url).toBe('http://cdn.u.edu/x/y.html');
  });
});
