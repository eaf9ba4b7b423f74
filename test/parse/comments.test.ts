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

  test('the text and links after such a comment are read by every parser', () => {
    const parsed = parseHtml(page, 'http://u.edu/cs310/');
    expect(parsed.text).toContain('Prerequisite');
    expect(parsed.links.map((l) => l.url)).toEqual(['http://u.edu/cs310/handouts/hdt40', 'http://u.edu/cs310/exams.html']);
    expect(new PageIndex(page).lines().map((l) => l.text)).toContain('CS315 with a grade of at least C');
    for (const input of [page, parsed]) expect(recognise(input).codes).toContain('CS310');
  });
});
