import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { landmarkOf } from '../../src/parse/landmarks.ts';
import { parseHtml } from '../../src/parse/html.ts';

/** The element of the snippet marked data-x (a <td> needs its table around it to be parsed as one). */
const element = (html: string): Element => cheerio.load(html.replace(/^<(\w+)/, '<$1 data-x'))('[data-x]').get(0) as Element;

describe('template landmarks', () => {
  test('by tag, role, id or a class that names the block', () => {
    expect(landmarkOf(element('<nav></nav>'))).toBe('nav');
    expect(landmarkOf(element('<footer></footer>'))).toBe('footer');
    expect(landmarkOf(element('<div role="navigation"></div>'))).toBe('nav');
    expect(landmarkOf(element('<div role="contentinfo"></div>'))).toBe('footer');
    expect(landmarkOf(element('<div id="header"></div>'))).toBe('header');
    expect(landmarkOf(element('<div id="gnavi"></div>'))).toBe('nav');
    expect(landmarkOf(cheerio.load('<table><tr><td class="wide site_footer"></td></tr></table>')('td').get(0) as Element)).toBe('footer');
    expect(landmarkOf(element('<ul class="breadcrumb"></ul>'))).toBe('nav');
    expect(landmarkOf(element('<div id="Side-Bar"></div>'))).toBe('aside');
  });

  test("a block that heads the page's own content is none", () => {
    for (const html of ['<div class="course-header"></div>', '<div class="card-header"></div>', '<div class="page-header"></div>',
      '<div class="navigation-help"></div>', '<ul class="menu"></ul>', '<main class="header"></main>', '<a class="nav" href="x">x</a>', '<div></div>',
      '<div id="constructor" class="toString __proto__" role="hasOwnProperty"></div>', '<constructor></constructor>']) {
      expect(landmarkOf(element(html))).toBeUndefined();
    }
  });

  test('a link in a template block by id has the ancestors of one in the HTML5 tag', () => {
    const html5 = parseHtml('<html><body><header><nav><ul><li><a href="/a/">A</a></li></ul></nav></header></body></html>', 'http://u.edu/');
    const older = parseHtml('<html><body><div id="header"><div class="gnav"><ul><li><a href="/a/">A</a></li></ul></div></div></body></html>', 'http://u.edu/');
    expect(older.links[0]!.context.ancestors).toEqual(html5.links[0]!.context.ancestors);
    expect(html5.links[0]!.context.ancestors).toEqual(['li', 'ul', 'nav', 'header']);
  });

  test("an article's or section's own header and footer are its content, not the site's", () => {
    const page = parseHtml(`<html><body><header><a href="/">Home</a></header><main>
      <article><header><h2><a href="cs101.html">CS 101 Programming</a></h2></header><p>Loops and functions.</p>
      <footer><a href="cs101-syllabus.html">Syllabus</a></footer></article></main>
      <footer><a href="/privacy.html">Privacy</a></footer></body></html>`, 'http://u.edu/courses/');
    const ancestors = (url: string) => page.links.find((l) => l.url === url)!.context.ancestors;
    expect(ancestors('http://u.edu/')).toEqual(['header']);
    expect(ancestors('http://u.edu/privacy.html')).toEqual(['footer']);
    expect(ancestors('http://u.edu/courses/cs101.html')).toEqual(['h2', 'section-header', 'article', 'main']);
    expect(ancestors('http://u.edu/courses/cs101-syllabus.html')).toEqual(['section-footer', 'article', 'main']);
  });
});
