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

  test('frames, inline frames and image-map areas are links too, named by their title, alt text or name', () => {
    const frameset = parseHtml(`<html><head><title>CS 372</title></head><frameset cols="20%,80%">
      <frame src="toc.html" name="toc"><frame src="main.html" title="Course home"></frameset>
      <noframes><a href="main.html">Course home</a></noframes></html>`, 'http://u.edu/cs372/');
    expect(frameset.links.map((l) => [l.url, l.anchorText])).toEqual([['http://u.edu/cs372/toc.html', 'toc'], ['http://u.edu/cs372/main.html', 'Course home']]);
    const mapped = parseHtml(`<p>Pick a department</p><map name="m"><area href="/math/" alt="Mathematics"><area nohref alt="none"></map>
      <iframe src="/calendar.html"></iframe><iframe src="about:blank"></iframe><iframe></iframe>`, 'http://u.edu/');
    expect(mapped.links.map((l) => [l.url, l.anchorText])).toEqual([['http://u.edu/math/', 'Mathematics'], ['http://u.edu/calendar.html', '']]);
    expect(mapped.links[0]!.context.before[0]).toBe('Pick a department');
    expect(mapped.links[0]!.context.ancestors[0]).toBe('map');
  });

  test('a page that refreshes to another address links to it first', () => {
    const moved = parseHtml(`<html><head><META HTTP-EQUIV="Refresh" CONTENT="0; URL=http://u.edu/new/index.html"></head>
      <body>This page has moved to <a href="/new/">the new site</a>.</body></html>`, 'http://u.edu/old/');
    expect(moved.links.map((l) => l.url)).toEqual(['http://u.edu/new/index.html', 'http://u.edu/new/']);
    expect(parseHtml('<meta http-equiv="refresh" content="300">', 'http://u.edu/').links).toEqual([]);
  });

  test('a <base href> changes how relative links resolve', () => {
    const p = parseHtml('<base href="http://cdn.u.edu/x/"><a href="y.html">y</a>', 'http://u.edu/');
    expect(p.links[0]!.url).toBe('http://cdn.u.edu/x/y.html');
  });
});
