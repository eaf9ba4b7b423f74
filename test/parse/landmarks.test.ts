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
      '<div class="navigation-help"></div>', '<ul class="menu"></ul>', '<main class="header"></main>', '<a class="nav" href="x">x</a>', '<div></div>']) {
      expect(landmarkOf(element(html))).toBeUndefined();
    }
  });

  test('a link in a template block by id has the ancestors of one in the HTML5 tag', () => {
    const html5 = parseHtml('<html><body><header><nav><ul><li><a href="/a/">A</a></li></ul></nav></header></body></html>', 'http://u.edu/');
    const older = parseHtml('<html><body><div id="header"><div class="gnav"><ul><li><a href="/a/">A</a></li></ul></div></div></body></html>', 'http://u.edu/');
    expect(older.links[0]!.context.ancestors).toEqual(html5.links[0]!.context.ancestors);
    expect(html5.links[0]!.context.ancestors).toEqual(['li', 'ul', 'nav', 'header']);
  });
});
