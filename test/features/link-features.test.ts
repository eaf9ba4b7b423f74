import { linkFeatures, relation } from '../../src/features/link-features.ts';

describe('link features', () => {
  test('where an address points from the linking page', () => {
    const from = new URL('http://u.test/users/novak/index.html');
    expect(relation(from, new URL('http://u.test/users/novak/cs375.html'))).toBe('same');
    expect(relation(from, new URL('http://u.test/users/novak/cs375/hw1.html'))).toBe('down');
    expect(relation(from, new URL('http://u.test/users/'))).toBe('up');
    expect(relation(from, new URL('http://u.test/users/vin/'))).toBe('sibling');
    expect(relation(from, new URL('http://u.test/docs/classes.html'))).toBe('other');
    expect(relation(from, new URL('http://v.test/'))).toBe('host');
  });

  test('the same page under another query is named by its parameters: a calendar\'s months are not a course category', () => {
    const index = new URL('http://u.test/course/index.php');
    expect(relation(index, new URL('http://u.test/course/index.php?categoryid=32'))).toBe('query:categoryid');
    expect(relation(new URL('http://u.test/calendar/view.php?view=month&time=1'), new URL('http://u.test/calendar/view.php?time=2&view=month'))).toBe('query:time+view');
    expect(relation(index, new URL('http://u.test/course/view.php?id=4'))).toBe('same');
  });

  test('name kinds, not sites: signals, address shape and address words', () => {
    const f = linkFeatures('http://u.test/~cs302/cs302.html', 'CS 302 Introduction', 'http://u.test/directories/classes.html');
    expect(f).toEqual(expect.arrayContaining(['rel:other', 'a:code', 'url:code', 'url:depth2', 'url:end:html', 'url:cs']));
    expect(linkFeatures('http://u.test/list?dept=cs&page=2', '2', 'http://u.test/list?dept=cs')).toEqual(expect.arrayContaining(['rel:query:dept+page', 'a:pager', 'url:query', 'url:end:bare']));
    expect(linkFeatures('not a url', 'x', 'http://u.test/')).toEqual([]);
  });
});
