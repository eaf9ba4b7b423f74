// Sitemaps (sitemaps.org): the list of its pages a site publishes and names in its robots.txt. Catalog systems
// list every course page in theirs, often pages no menu links, so a sitemap is one fetch that shows the crawl
// the whole site's addresses. Read here: the XML <urlset> and <sitemapindex> (gzipped or not) and the plain-text
// form (one address per line). A sitemap becomes a page whose links are its addresses, without anchor text, so
// the strategy orders them as it orders any links (by what their addresses say); an index's sitemaps are fetched
// in turn.
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import { decodeXML } from 'entities';
import type { ParsedPage } from './html.ts';

export interface Sitemap {
  /** 'urls': addresses of pages; 'index': addresses of further sitemaps. */
  kind: 'urls' | 'index';
  urls: string[];
}

/** The protocol's limits: 50,000 addresses and 50 MB (uncompressed) per sitemap. */
export const maxSitemapUrls = 50_000;
export const maxSitemapBytes = 50 * 1024 * 1024;

const gzipped = (body: Buffer) => body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;

/** The absolute http(s) address `loc` names (resolved against the sitemap's own), or undefined. */
function absolute(loc: string, base: string): string | undefined {
  try {
    const u = new URL(loc.trim(), base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** The text of an XML sitemap's <loc> elements, in order. */
function locs(xml: string, base: string): string[] {
  const out: string[] = [];
  const loc = /<(?:[\w.-]+:)?loc\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?loc\s*>/gi;
  for (let m = loc.exec(xml); m && out.length < maxSitemapUrls; m = loc.exec(xml)) {
    const text = m[1]!.replace(/^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/, '$1');
    const url = absolute(decodeXML(text), base);
    if (url) out.push(url);
  }
  return out;
}

/**
 * The sitemap a fetched body holds, or undefined when it is none: an XML document whose root is <urlset> or
 * <sitemapindex>, or plain text whose every line is an http(s) address. A gzipped body is read unzipped (a bomb
 * stops at the protocol's 50 MB). `url`: the sitemap's address, for relative entries.
 */
export function readSitemap(body: Buffer, contentType: string | undefined, url: string): Sitemap | undefined {
  let bytes = body;
  if (gzipped(bytes)) {
    try {
      bytes = zlib.gunzipSync(bytes, { maxOutputLength: maxSitemapBytes });
    } catch {
      return undefined;
    }
  }
  // The root element: the first tag after the XML declaration, comments and doctype (read from the head only:
  // every body that is not HTML is asked).
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const root = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<(?:[\w.-]+:)?([A-Za-z]+)\b/.exec(head)?.[1]?.toLowerCase();
  if (root !== 'urlset' && root !== 'sitemapindex' && (root !== undefined || !/^text\/plain\b/i.test(contentType ?? ''))) return undefined;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (root === 'urlset') return { kind: 'urls', urls: locs(text, url) };
  if (root === 'sitemapindex') return { kind: 'index', urls: locs(text, url) };
  const lines = text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  const urls = lines.slice(0, maxSitemapUrls).map((l) => (/^https?:\/\//i.test(l) ? absolute(l, url) : undefined));
  return lines.length > 0 && urls.every((u) => u !== undefined) ? { kind: 'urls', urls: urls as string[] } : undefined;
}

/** Where a sitemap's entries sit in their page (DomContext.ancestors): the mark they keep in the frontier. */
const sitemapAncestor = 'urlset';

/** The link came from a sitemap, not from a page. */
export function fromSitemap(context: { ancestors: readonly string[] }): boolean {
  return context.ancestors.length === 1 && context.ancestors[0] === sitemapAncestor;
}

/** The mark a queued sitemap itself keeps in the frontier (a robots.txt or an index named it): its body may be as
 * large as the protocol allows, not a page's. */
const sitemapFileAncestor = 'sitemap';
export const sitemapFileContext = () => ({ before: [], after: [], ancestors: [sitemapFileAncestor] });
export function isSitemapFile(context: { ancestors: readonly string[] }): boolean {
  return context.ancestors.length === 1 && context.ancestors[0] === sitemapFileAncestor;
}

/** A sitemap as a page: no text, and its page addresses as links without anchor text. */
export function sitemapPage(url: string, sitemap: Sitemap): ParsedPage {
  const urls = sitemap.kind === 'urls' ? sitemap.urls : [];
  return {
    url, title: '', text: '', $: cheerio.load(''),
    links: urls.map((u, position) => ({ url: u, anchorText: '', context: { before: [], after: [], ancestors: [sitemapAncestor] }, position })),
  };
}
