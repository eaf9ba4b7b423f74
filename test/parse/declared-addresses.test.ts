import { parseHtml } from '../../src/parse/html.ts';
import { declaredAddresses } from '../../src/parse/declared-addresses.ts';

const page = (head: string, url = 'http://u.test/node/7') => parseHtml(`<html><head>${head}</head><body><p>x</p></body></html>`, url);

describe('the addresses a page declares as its own', () => {
  test('canonical and shortlink, resolved against the page, its own address left out', () => {
    expect(declaredAddresses(page('<link rel="canonical" href="/courses/databases"><link rel="shortlink" href="/node/7">'))).toEqual(['http://u.test/courses/databases']);
    expect(declaredAddresses(page('<link rel="Canonical Shortlink" href="../courses/db#top">', 'http://u.test/node/7/print'))).toEqual(['http://u.test/node/courses/db']);
  });

  test('the first of each kind only; other relations and addresses that are no web page are not', () => {
    expect(declaredAddresses(page('<link rel="canonical" href="/a"><link rel="canonical" href="/b"><link rel="shortlink" href="/node/9">'))).toEqual(['http://u.test/a', 'http://u.test/node/9']);
    expect(declaredAddresses(page('<link rel="alternate" href="/rss.xml"><link rel="stylesheet" href="/s.css"><link rel="canonical" href="javascript:void(0)"><link rel="shortlink" href="mailto:a@u.test">'))).toEqual([]);
    expect(declaredAddresses(page('<link rel="canonical" href="http://[bad">'))).toEqual([]);
  });
});
