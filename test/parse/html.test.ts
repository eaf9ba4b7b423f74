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
  describe('what scripts and forms would load', () => {
    const base = 'http://u.ac.jp/syllabus/list.php?dept=cs';

    test("a row's onclick, a javascript: link through the page's own function, and a data-href row are links, named by their text", () => {
      const page = parseHtml(`<html><head><script>
          function openSyllabus(nendo, code) { window.open('show.php?nendo=' + nendo + '&code=' + code, 'syl'); }
        </script></head><body><table>
        <tr onclick="location.href='show.php?nendo=2026&code=GB101'"><td>GB101</td><td>情報科学概論</td></tr>
        <tr><td>GB102</td><td><a href="javascript:void(0)" onclick="openSyllabus('2026','GB102'); return false;">データ構造</a></td></tr>
        <tr><td>GB103</td><td><a href="javascript:openSyllabus('2026','GB103')">アルゴリズム</a></td></tr>
        <tr data-href="/syllabus/show.php?nendo=2026&amp;code=GB104"><td>GB104</td><td>計算理論</td></tr>
        <tr><td><a href="/help.html" onclick="track('help')">Help</a></td><td><a href="#" onclick="return confirm('?')">x</a></td></tr>
      </table></body></html>`, base);
      expect(page.links.map((l) => [l.url, l.anchorText])).toEqual([
        ['http://u.ac.jp/syllabus/show.php?nendo=2026&code=GB101', 'GB101 情報科学概論'],
        ['http://u.ac.jp/syllabus/show.php?nendo=2026&code=GB102', 'データ構造'],
        ['http://u.ac.jp/syllabus/show.php?nendo=2026&code=GB103', 'アルゴリズム'],
        ['http://u.ac.jp/syllabus/show.php?nendo=2026&code=GB104', 'GB104 計算理論'],
        ['http://u.ac.jp/help.html', 'Help'],
        ['http://u.ac.jp/syllabus/list.php?dept=cs', 'x'],
      ]);
      expect(page.links[1]!.context.before[0]).toBe('GB102');
    });

    test("a select that navigates on change links each option's page", () => {
      const page = parseHtml(`<p>学部を選択</p><select onchange="location.href = 'list.php?dept=' + this.options[this.selectedIndex].value">
        <option value="">-- 選択 --</option><option value="cs">情報学部</option><option value="ec">経済学部</option></select>
        <select onchange="jump(this.value)"><option value="/a/">A</option></select><script>function jump(u) { location = u; }</script>`, base);
      expect(page.links.map((l) => [l.url, l.anchorText])).toEqual([
        ['http://u.ac.jp/syllabus/list.php?dept=cs', '情報学部'],
        ['http://u.ac.jp/syllabus/list.php?dept=ec', '経済学部'],
        ['http://u.ac.jp/a/', 'A'],
      ]);
      expect(page.links[0]!.context.before[0]).toBe('-- 選択 --');
    });

    test("a GET form is submitted once for each of a select's options, its other fields as the page sets them", () => {
      const page = parseHtml(`<form action="search?old=1" method="GET" name="f">
        <input type="hidden" name="nendo" value="2026"><input type="text" name="q">
        <select name="term"><option value="1">前期</option><option value="2" selected>後期</option></select>
        <select name="dept" onchange="this.form.submit()"><option value="">全て</option><option value="cs">Computer Science</option><option>Physics</option></select>
        <input type="checkbox" name="open" value="y" checked><input type="checkbox" name="full" value="y"><input type="submit" name="go" value="検索">
      </form>
      <form method="post" action="/post"><select name="d"><option value="1">one</option></select></form>
      <form action="/off"><select name="d" disabled><option value="1">one</option></select></form>
      <form action="/upload"><input type="file" name="f"><select name="d"><option value="1">one</option></select></form>`, base);
      expect(page.links.map((l) => [l.url, l.anchorText])).toEqual([
        ['http://u.ac.jp/syllabus/search?nendo=2026&q=&term=1&dept=&open=y', '前期'],
        ['http://u.ac.jp/syllabus/search?nendo=2026&q=&term=2&dept=&open=y', '後期'],
        ['http://u.ac.jp/syllabus/search?nendo=2026&q=&term=2&dept=cs&open=y', 'Computer Science'],
        ['http://u.ac.jp/syllabus/search?nendo=2026&q=&term=2&dept=Physics&open=y', 'Physics'],
      ]);
    });

    test('hostile script text is no link and no hang', () => {
      const deep = `<a href="javascript:${'('.repeat(5000)}" onclick="${"'".repeat(3)}">x</a><div onclick="location.href=">y</div>`;
      expect(parseHtml(deep, base).links).toEqual([]);
      // Read within a budget: thousands of unclosed brackets, a select of 20,000 options (500 of them followed),
      // functions that call each other without end.
      const brackets = Array.from({ length: 300 }, () => `<div onclick="${'a=('.repeat(600)}">x</div>`).join('');
      expect(parseHtml(brackets, base).links).toEqual([]);
      const options = `<form action="/s"><select name="d">${Array.from({ length: 20000 }, (_, i) => `<option value="v${i}">V${i}</option>`).join('')}</select></form>`;
      expect(parseHtml(options, base).links).toHaveLength(500);
      const calls = `<script>${Array.from({ length: 100 }, (_, i) => `function f${i}(x) { ${Array.from({ length: 20 }, (_, k) => `f${(i + k + 1) % 100}(x);`).join(' ')} }`).join('\n')}</script><a href="#" onclick="f0('a')">x</a>`;
      expect(parseHtml(calls, base).links.map((l) => l.url)).toEqual([base]);
    });
  });
});
