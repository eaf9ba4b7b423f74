import { withBrowserComments } from '../../src/parse/comments.ts';
import { parseHtml } from '../../src/parse/html.ts';
import { PageIndex } from '../../src/extract/page-index.ts';
import { recognise } from '../../src/extract/recognise.ts';

// A 1996 course page: a banner comment closed with "--!>", which browsers read as the comment's end.
const page = `<title>CS310 Fall 1996</title><h1>Computer Organization and Programming</h1>
<!-- --------------------------------------------------------
  -- 	Title : CS310
  -- -------------------------------------------------------- --!>
<table><tr><td><b>Course</b></td><td>CS310</td></tr><tr><td><b>Title</b></td><td>Computer Organization and Programming</td></tr>
<tr><td><b>Prerequisite</b></td><td>CS315 with a grade of at least C</td></tr>
<tr><td><b>Professor</b></td><td>Chris Edmondson-Yurkanan</td></tr></table>
<h3>Handouts</h3><a href="handouts/hdt40">Handout 40</a> <!-- a comment closed as usual --> <a href="exams.html">Exams</a>`;

describe('comments as browsers read them', () => {
  test('a comment closed with "--!>" ends there, as one closed with "-->"', () => {
    expect(withBrowserComments('a <!-- x --!> b <!-- y --> c')).toBe('a <!-- x --> b <!-- y --> c');
    expect(withBrowserComments('no comments')).toBe('no comments');
  });

  test('a comment that nothing closes ends at its next ">"; one that a later "-->" closes runs to it', () => {
    expect(withBrowserComments('<title>Group</title><!-- <img src="logo.gif"> <p>text <a href="x">x</a>')).toBe('<title>Group</title><!-- <img src="logo.gif"--> <p>text <a href="x">x</a>');
    expect(withBrowserComments('a <!-- b <!-- c --> d <!-- e> f <!-- g> h')).toBe('a <!-- b <!-- c --> d <!-- e--> f <!-- g--> h');
    expect(withBrowserComments('a <!-- e> f <!-- g --> h')).toBe('a <!-- e> f <!-- g --> h');
    expect(withBrowserComments('a <!-- b')).toBe('a <!-- b');
  });

  test("a group's page that comments out its logo with an unclosed comment shows its text and links", () => {
    const html = '<title>Machine Learning Group</title>\n<!-- <img align=top src="tower.gif">\n<p>The group is supervised by <a href="/users/mooney/">Professor Mooney</a>.';
    const parsed = parseHtml(html, 'http://u.edu/users/ml/');
    expect(parsed.links.map((l) => l.url)).toEqual(['http://u.edu/users/mooney/']);
    expect(parsed.text).toContain('The group is supervised by');
    expect(new PageIndex(html).lines().map((l) => l.text)).toContain('The group is supervised by Professor Mooney.');
  });

  test('the text and links after such a comment are read by every parser', () => {
    const parsed = parseHtml(page, 'http://u.edu/cs310/');
    expect(parsed.text).toContain('Prerequisite');
    expect(parsed.links.map((l) => l.url)).toEqual(['http://u.edu/cs310/handouts/hdt40', 'http://u.edu/cs310/exams.html']);
    expect(new PageIndex(page).lines().map((l) => l.text)).toContain('CS315 with a grade of at least C');
    for (const input of [page, parsed]) expect(recognise(input).codes).toContain('CS310');
  });
});
