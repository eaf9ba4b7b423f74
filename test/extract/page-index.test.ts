// The page index reads the parser's events without a DOM: text with a line per block, element ranges, paths.
import { PageIndex } from '../../src/extract/page-index.ts';

describe('page index', () => {
  const html = `<!doctype html><html lang="ja-JP"><head><title>Syllabus &amp; more</title>
    <script type="application/ld+json">{"@type":"Course","name":"X"}</script><style>p{}</style></head>
    <body><nav><a href="/">Home</a></nav><div id="main"><h1>基礎数学</h1><p>One&nbsp;<b>two</b><br>three</p><p>four</p>
    <script>var hidden = 1;</script><ul><li>a</li><li>b</li></ul></div><footer>© University</footer></body></html>`;

  test('lines are the visible text, a line per block and <br>; scripts, styles and skipped tags left out', () => {
    const index = new PageIndex(html, { skip: ['nav', 'footer'] });
    expect(index.lines().map((l) => l.text)).toEqual(['基礎数学', 'One two', 'three', 'four', 'a', 'b']);
  });

  test('the <html lang>, the <title> and JSON-LD blocks are kept beside the text', () => {
    const index = new PageIndex(html);
    expect(index.lang).toBe('ja-JP');
    expect(index.title).toBe('Syllabus & more');
    expect(JSON.parse(index.jsonLd[0]!)).toEqual({ '@type': 'Course', name: 'X' });
    expect(index.lines().map((l) => l.text)).toContain('Home');
  });

  test('a <title> with no <head> around it (as 1990s pages wrote it) is the title all the same, and no line of the text', () => {
    const index = new PageIndex('<HTML><TITLE>CS 302 Home Page</TITLE><BODY><H1>CS 302</H1><P>Algebraic Language Programming</P></BODY></HTML>');
    expect(index.title).toBe('CS 302 Home Page');
    expect(index.lines().map((l) => l.text)).toEqual(['CS 302', 'Algebraic Language Programming']);
  });

  test('each line knows its element; elements know their text, children and path', () => {
    const index = new PageIndex(html, { skip: ['nav', 'footer'] });
    const four = index.lines().find((l) => l.text === 'four')!;
    expect(index.elements[four.element]!.name).toBe('p');
    expect(index.cssPath(four.element)).toBe('#main > p:nth-of-type(2)');
    const ul = index.first('ul');
    expect(index.children(ul).map((c) => index.textOf(c))).toEqual(['a', 'b']);
    expect(index.textOf(index.first('h1'))).toBe('基礎数学');
  });

  test('loose text outside every element is a line without an element, and reading it does not fail', () => {
    const index = new PageIndex('loose \u0000 text<p>MATH 112. Algebra. 4 units.</p>tail');
    expect(index.lines().map((l) => [l.text, l.element])).toEqual([['loose \u0000 text', -1], ['MATH 112. Algebra. 4 units.', 0], ['tail', -1]]);
    expect(index.children(-1)).toEqual([]);
  });

  test('unclosed and stray tags still give every element a range inside its parent', () => {
    const index = new PageIndex('<table><tr><td>a<td>b</tr></table></div><p>c');
    const tds = index.elements.map((e, i) => [e, i] as const).filter(([e]) => e.name === 'td');
    expect(tds.map(([, i]) => index.textOf(i))).toEqual(['a', 'b']);
    for (const [e] of tds) expect(e.end).toBeLessThanOrEqual(index.elements[e.parent]!.end);
    expect(index.lines().map((l) => l.text)).toEqual(['a', 'b', 'c']);
  });
});
