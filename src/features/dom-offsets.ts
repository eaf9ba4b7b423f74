// chakrabarti's DOM-offset features of a link: every leaf of the page's tag tree is numbered left to right
// (leaves without text, such as <br> or <img>, get numbers too); the leaves inside the link's <a> element are at
// offset 0, a leaf m to its left at m − l(a), one to its right at m − r(a). A link is described by the terms of
// the leaves within |d| ≤ dMax, each paired with its offset ("-2:cours"), so the learner finds out by itself
// which distances carry information on a site ("<li><a>…</a><li><a>…" idioms put text at even offsets).
// Each link also gets its DOM region: the nearest enclosing list, table or navigation block, so links that
// share one can be treated alike (co-citation).
// Beyond the paper, a window does not cross the edge of the site's template (a header, navigation block, footer or
// aside, by tag, role, id or class: src/parse/landmarks.ts; not <menu>, which 1990s pages used as a list): the
// same "Admissions" link sits on every page, and the course list that follows it on one page says nothing about
// it, as the header above a course list says nothing about the list's links. Nor does the window of a link in a list
// or table run past the list's end: what follows a list (a footer after its last item) is not about its links.
import type { AnyNode, Element } from 'domhandler';
import type { ParsedPage } from '../parse/html.ts';
import { normalizeUrl } from '../urls.ts';
import { unigrams } from './terms.ts';
import { landmarkOf } from '../parse/landmarks.ts';

export const defaultDMax = 5;

export interface LinkOffsets {
  /** "d:term" for every term of every leaf within |d| ≤ dMax (repeats kept: the learner counts them). */
  features: string[];
  /** The nearest enclosing ul/ol/dl/table/nav/menu, numbered in document order on this page; undefined outside
   * any. */
  region: number | undefined;
}

const skipTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
const regionTags = new Set(['ul', 'ol', 'dl', 'table', 'nav', 'menu']);

/** A leaf's text, tokenised only when a link within dMax asks for it (most leaves are far from every link), and
 * the template block it sits in (0 for the page's own content). */
interface Leaf { text: string; block: number; terms?: string[] }
interface Anchor { href: string; first: number; last: number; region: number | undefined; block: number }
/** Each region's last leaf, by region number. */
type RegionEnds = number[];

/** The page's leaves and anchors, numbered as in the paper. */
function leavesAndAnchors(page: ParsedPage): { leaves: Leaf[]; anchors: Anchor[]; regionEnds: RegionEnds } {
  const leaves: Leaf[] = [];
  const anchors: Anchor[] = [];
  const regionEnds: RegionEnds = [];
  let regions = 0;
  let blocks = 0;
  const walk = (nodes: AnyNode[], region: number | undefined, block: number, inLink: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = (node as unknown as { data: string }).data;
        // Whitespace between tags is source formatting, not a leaf of the author's tree.
        if (text.trim()) leaves.push({ text, block });
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const el = node as Element;
      if (skipTags.has(el.name)) continue;
      const ownRegion = regionTags.has(el.name) ? regions++ : region;
      // A template block nested in another (a header's navigation) is part of it.
      const ownBlock = block === 0 && landmarkOf(el) ? ++blocks : block;
      if (el.name === 'a' && el.attribs.href !== undefined && !inLink) {
        const first = leaves.length;
        walk(el.children, ownRegion, ownBlock, true);
        if (leaves.length === first) leaves.push({ text: '', block: ownBlock }); // an empty link (an image link's alt aside) is its own leaf
        anchors.push({ href: el.attribs.href, first, last: leaves.length - 1, region: ownRegion, block: ownBlock });
      } else if (el.children.length === 0) {
        leaves.push({ text: '', block: ownBlock });
      } else {
        walk(el.children, ownRegion, ownBlock, inLink);
      }
      if (ownRegion !== region && ownRegion !== undefined) regionEnds[ownRegion] = leaves.length - 1;
    }
  };
  walk(page.$.root().children().toArray(), undefined, 0, false);
  return { leaves, anchors, regionEnds };
}

/**
 * DOM-offset features and region of each link on the page, by the link's normalised URL (the first <a> to a URL
 * describes it, as ParsedPage.links keeps the first).
 */
export function linkOffsets(page: ParsedPage, dMax = defaultDMax, termsPerLeaf = Infinity): Map<string, LinkOffsets> {
  const { leaves, anchors, regionEnds } = leavesAndAnchors(page);
  const baseHref = page.$('base[href]').first().attr('href');
  const base = (baseHref && normalizeUrl(baseHref, page.url)) || page.url;
  const out = new Map<string, LinkOffsets>();
  for (const a of anchors) {
    const url = normalizeUrl(a.href.trim(), base);
    if (!url || out.has(url)) continue;
    const features: string[] = [];
    const add = (index: number, d: number) => {
      const leaf = leaves[index]!;
      if (leaf.block !== a.block) return;
      leaf.terms ??= leaf.text ? unigrams(leaf.text) : [];
      // A paragraph beside a link says most in its words nearest the link.
      const terms = leaf.terms.length <= termsPerLeaf ? leaf.terms : d < 0 ? leaf.terms.slice(-termsPerLeaf) : leaf.terms.slice(0, termsPerLeaf);
      for (const t of terms) features.push(`${d}:${t}`);
    };
    for (let m = a.first; m <= a.last; m++) add(m, 0);
    // What follows a list or table is not about its links (the last degree of a list sat beside the footer's
    // text, and took the footer links' evidence); what precedes it is (its heading).
    const end = a.region === undefined ? leaves.length - 1 : Math.min(leaves.length - 1, regionEnds[a.region] ?? Infinity);
    for (let d = 1; d <= dMax; d++) {
      if (a.first - d >= 0) add(a.first - d, -d);
      if (a.last + d <= end) add(a.last + d, d);
    }
    out.set(url, { features, region: a.region });
  }
  return out;
}
