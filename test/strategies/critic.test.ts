import { isRepeat, criticJudge, type CourseJudgement } from '../../src/strategies/critic.ts';
import { seedContext, type PageContext } from '../../src/strategies/strategy.ts';
import { parseHtml } from '../../src/parse/html.ts';

const course = (codes: string[], courses = 1): CourseJudgement => ({ relevance: 0.9, kind: 'course', codes, courses, courseLinks: 0 });
const ctx = (path: string[]): PageContext =>
  ({ runId: 1, depth: path.length - 1, path, anchorText: undefined, parent: undefined, fetches: 0, linkScore: 0.5, link: seedContext() });
const coursePage = (url: string, code: string) => parseHtml(`<html><head><title>${code}: Compilers</title></head><body><h1>${code}: Compilers</h1>
  <p>Instructor: A. Teacher</p><p>Office hours: Tuesday 2-3</p><p>Prerequisites: ${code.replace(/\d+/, '200')}</p>
  <p>Credits: 3</p><p>An introduction to the construction of compilers: scanning, parsing, code generation.</p></body></html>`, url);

describe('the critic: repeats of the course the linking page was about', () => {
  test('a page about the same course inside the linking page\'s folder is its material, a repeat', () => {
    expect(isRepeat(course(['CS302']), ['CS302'], 'http://u.test/~cs302/syllabus.html', 'http://u.test/~cs302/cs302.html')).toBe(true);
    expect(isRepeat(course(['CS302']), ['CS302'], 'http://u.test/~cs302/hw/1.html', 'http://u.test/~cs302/')).toBe(true);
  });

  test('a page about the same course in another folder or on another host is a course page of its own', () => {
    expect(isRepeat(course(['CS302']), ['CS302'], 'http://u.test/~lee/cs302.html', 'http://u.test/~cs302/cs302.html')).toBe(false);
    expect(isRepeat(course(['CS302']), ['CS302'], 'http://v.test/~cs302/cs302.html', 'http://u.test/~cs302/cs302.html')).toBe(false);
  });

  test('a page about the same course under the same query on another script is the same record in another view', () => {
    const summary = 'http://u.test/learn/catalogue/course.php?id=832';
    expect(isRepeat(course(['PHY273']), ['PHY273'], 'http://u.test/learn/enrol/index.php?id=832', summary)).toBe(true);
    // The parameters in another order are the same query.
    expect(isRepeat(course(['PHY273']), ['PHY273'], 'http://u.test/learn/info.php?term=2&id=832', 'http://u.test/learn/course.php?id=832&term=2')).toBe(true);
    // Another section of the course, another record, or another host: a course page of its own.
    expect(isRepeat(course(['PHY273']), ['PHY273'], 'http://u.test/learn/section.php?id=832&sec=2', summary)).toBe(false);
    expect(isRepeat(course(['PHY273']), ['PHY273'], 'http://u.test/learn/enrol/index.php?id=833', summary)).toBe(false);
    expect(isRepeat(course(['PHY273']), ['PHY273'], 'http://v.test/learn/enrol/index.php?id=832', summary)).toBe(false);
    // A course about another code under the same query is not a repeat either.
    expect(isRepeat(course(['PHY274']), ['PHY273'], 'http://u.test/learn/enrol/index.php?id=832', summary)).toBe(false);
  });

  test('without a code read on either page, the same record number in both addresses is the same course', () => {
    const guide = 'http://u.test/guia-docente/2026-2027/123/167487';
    // Last year's edition of the guía, filed under another degree's number.
    expect(isRepeat(course([]), [], 'http://u.test/guia-docente/2025-2026/167/167487', guide)).toBe(true);
    expect(isRepeat(course(['ECO101']), [], 'http://u.test/descarga.php?tipo=guia&asignatura=167487', guide)).toBe(true);
    // Another course's guía, one linked from a page that is no single course's, another host: none is a repeat.
    expect(isRepeat(course([]), [], 'http://u.test/guia-docente/2026-2027/123/167598', guide)).toBe(false);
    expect(isRepeat(course([]), undefined, 'http://u.test/guia-docente/2025-2026/167/167487', guide)).toBe(false);
    expect(isRepeat(course([]), [], 'http://v.test/guia-docente/2025-2026/167/167487', guide)).toBe(false);
    // An academic year is no record number.
    expect(isRepeat(course([]), [], 'http://u.test/guias/202526/a.html', 'http://u.test/guias/202526/b.html')).toBe(false);
  });

  test('other codes, listings and pages without addresses keep the earlier rule', () => {
    expect(isRepeat(course(['CS367']), ['CS302'], 'http://u.test/~cs302/x.html', 'http://u.test/~cs302/')).toBe(false);
    expect(isRepeat(course(['CS302'], 12), ['CS302'], 'http://u.test/~cs302/x.html', 'http://u.test/~cs302/')).toBe(false);
    expect(isRepeat(course(['CS302']), undefined, 'http://u.test/~cs302/x.html', 'http://u.test/~cs302/')).toBe(false);
    expect(isRepeat(course(['CS302']), ['CS302'])).toBe(true);
  });

  test('criticJudge reads the addresses from the page context', () => {
    const inFolder = criticJudge(undefined, coursePage('http://u.test/~cs302/print.html', 'CS 302'), ctx(['http://u.test/', 'http://u.test/~cs302/', 'http://u.test/~cs302/print.html']), ['CS302']);
    const elsewhere = criticJudge(undefined, coursePage('http://u.test/~lee/cs302.html', 'CS 302'), ctx(['http://u.test/', 'http://u.test/~cs302/', 'http://u.test/~lee/cs302.html']), ['CS302']);
    expect(elsewhere.kind).toBe('course');
    expect(elsewhere.codes).toContain('CS302');
    expect(inFolder.kind).toBe('other');
  });
});
