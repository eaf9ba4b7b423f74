// Parses HTML once (cheerio over htmlparser2) into what the crawler and learners need: title, visible text,
// and each link with its anchor text and the text leaves around it, by DOM offset (for the apprentice). Links are
// what a browser would follow or load as a page: <a href>, an image map's <area href>, <frame src> and
// <iframe src> (a frameset page has no other way in to its content), a <meta http-equiv="refresh"> target, and what
// a page's scripts and forms would load (src/parse/element-targets.ts): a row or a link opened by its onclick, an
// option of a select or a GET form. Such an element's own text is its anchor, as a link's is.
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { normalizeUrl } from '../urls.ts';
import { withBrowserComments } from './comments.ts';
import { ancestorName } from './landmarks.ts';
import { elementTargets } from './element-targets.ts';

export interface DomContext {
  /** Text leaves before the link, nearest first (offset -1, -2, …). */
  before: string[];
  /** Text leaves after the link, nearest first (offset +1, +2, …). */
  after: string[];
  /** Tag names from the link up to the body, e.g. ["li", "ul", "main"]; a template block by its HTML5 tag whatever
   * its markup (`<div id="header">` as "header"), an article's own header as "section-header"
   * (src/parse/landmarks.ts). */
  ancestors: string[];
}

export interface ParsedLink {
  url: string;
  anchorText: string;
  context: DomContext;
  position: number;
}

export interface ParsedPage {
  url: string;
  title: string;
  text: string;
  links: ParsedLink[];
  $: cheerio.CheerioAPI;
}

const skipTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
const contextLeaves = 5;

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** An image map's area, a frame or an inline frame that names a page to load. */
function embedded(el: Element): boolean {
  if (el.name === 'area') return el.attribs.href !== undefined;
  return (el.name === 'frame' || el.name === 'iframe') && !!el.attribs.src;
}

export function parseHtml(html: string, url: string): ParsedPage {
  const $ = cheerio.load(withBrowserComments(html), { xml: { xmlMode: false, decodeEntities: true } });
  const scripted = elementTargets($, html);
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref && normalizeUrl(baseHref, url)) || url;
  const title = clean($('title').first().text());

  // One pass in document order: text leaves and links interleaved. An explicit stack, not recursion: hostile
  // pages nest thousands of elements deep.
  const leaves: string[] = [];
  const rawLinks: { href: string; anchor: string; leafIndex: number; end: number; el?: Element }[] = [];
  // A page that sends the browser on ("<meta http-equiv=refresh content='0; URL=new/'>"), first: it is the way on.
  const refresh = $('meta[http-equiv]').filter((_, el) => /^refresh$/i.test(el.attribs['http-equiv'] ?? '')).first().attr('content');
  const refreshUrl = refresh && /url\s*=\s*['"]?([^'"\s]+)/i.exec(refresh)?.[1];
  if (refreshUrl) rawLinks.push({ href: refreshUrl, anchor: '', leafIndex: 0, end: 0 });
  type Step = { node: AnyNode; inLink: boolean } | { closeLink: Element; href: string; start: number };
  const stack: Step[] = $.root().children().toArray().reverse().map((node) => ({ node, inLink: false }));
  const pushChildren = (el: Element, inLink: boolean) => {
    for (let i = el.children.length - 1; i >= 0; i--) stack.push({ node: el.children[i]!, inLink });
  };
  for (let step = stack.pop(); step; step = stack.pop()) {
    if ('closeLink' in step) {
      // Anchor text is part of the link, not of its context.
      rawLinks.push({ href: step.href, anchor: leaves.slice(step.start).join(' '), leafIndex: step.start, end: leaves.length, el: step.closeLink });
      continue;
    }
    const { node, inLink } = step;
    if (node.type === 'text') {
      const t = clean((node as unknown as { data: string }).data);
      if (t) leaves.push(t);
    } else if (node.type === 'tag') {
      const el = node as Element;
      if (skipTags.has(el.name)) continue;
      if (el.name === 'a' && el.attribs.href !== undefined && !inLink) {
        stack.push({ closeLink: el, href: scripted.get(el) ?? el.attribs.href, start: leaves.length });
        pushChildren(el, true);
      } else if (scripted.has(el) && !inLink) {
        // A row or an option that opens a page: its text is the anchor, and a real link inside it stays a link.
        stack.push({ closeLink: el, href: scripted.get(el)!, start: leaves.length });
        pushChildren(el, inLink);
      } else if (embedded(el)) {
        // No text of its own: what names it is its title, name or alt text.
        const src = el.name === 'area' ? el.attribs.href! : el.attribs.src!;
        rawLinks.push({ href: src, anchor: clean(el.attribs.title ?? el.attribs.alt ?? el.attribs.name ?? ''), leafIndex: leaves.length, end: leaves.length, el });
        pushChildren(el, inLink);
      } else {
        pushChildren(el, inLink);
      }
    }
  }

  const seen = new Set<string>();
  const links: ParsedLink[] = [];
  rawLinks.forEach((l, position) => {
    const target = normalizeUrl(l.href.trim(), base);
    if (!target || seen.has(target)) return;
    seen.add(target);
    const end = l.end;
    const ancestors: string[] = [];
    for (let p = (l.el?.parent ?? null) as Element | null; p && p.type === 'tag' && ancestors.length < 6; p = p.parent as Element | null) {
      if (p.name === 'body') break;
      ancestors.push(ancestorName(p));
    }
    links.push({
      url: target,
      anchorText: l.anchor,
      position,
      context: {
        before: leaves.slice(Math.max(0, l.leafIndex - contextLeaves), l.leafIndex).reverse(),
        after: leaves.slice(end, end + contextLeaves),
        ancestors,
      },
    });
  });
  return { url, title, text: leaves.join(' '), links, $ };
}
