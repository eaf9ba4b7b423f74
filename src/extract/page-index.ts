// One linear pass over a page: the visible text in one buffer (a newline wherever a block element or <br> starts
// or ends) and, for every element, where its text starts and ends in that buffer. Readers then take any
// element's text or lines as a slice of the buffer instead of re-walking its subtree, so a page costs time in
// proportion to its size however deeply it nests or however many courses it holds. The pass reads the HTML
// parser's events directly: no DOM is built (building one cost more than all the reading after it).
import { Parser } from 'htmlparser2';
import { withBrowserComments } from '../parse/comments.ts';

export interface IndexedElement {
  name: string;
  attribs: Record<string, string>;
  /** Offsets of the element's text in the buffer: [start, end). */
  start: number;
  end: number;
  /** Index of the parent element (-1 at the top). */
  parent: number;
  /** Indices of the child elements, in order. */
  children: number[];
  /** Position among the parent's children of the same tag (1-based), and how many there are. */
  nth: number;
  ofType: number;
}

export interface Line {
  text: string;
  start: number;
  /** The innermost element that holds the whole line. */
  element: number;
}

export const blockTags = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'ul', 'center', 'legend', 'summary', 'details',
]);
const skipTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'select', 'button', 'textarea', 'option']);

/** Whitespace (non-breaking too) collapsed, trimmed. */
export function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export interface PageIndexOptions {
  /** Tags whose content is left out as well (a page's nav and footer are not its content). */
  skip?: Iterable<string>;
}

/** An open element of the parse: indexed, or skipped (its text is not content; a <title> or JSON-LD is kept). */
interface Open { index: number; skipped: boolean; keep?: 'title' | 'ld'; seen?: Map<string, number> }

export class PageIndex {
  readonly text: string;
  readonly elements: IndexedElement[] = [];
  /** What the same pass finds outside the text: the <html lang>, the <title>, JSON-LD blocks. */
  lang?: string;
  title?: string;
  readonly jsonLd: string[] = [];
  private linesCache?: Line[];

  constructor(html: string, options: PageIndexOptions = {}) {
    const skip = options.skip ? new Set([...skipTags, ...options.skip]) : skipTags;
    const parts: string[] = [];
    let length = 0;
    const add = (s: string) => { parts.push(s); length += s.length; };
    const stack: Open[] = [];
    let skipping = 0;
    let kept: string[] | undefined;
    const top: number[] = [];
    const topSeen = new Map<string, number>();
    const parentOf = (): Open | undefined => { for (let i = stack.length - 1; i >= 0; i--) if (!stack[i]!.skipped) return stack[i]; return undefined; };
    // Same-tag siblings: the position as each opens, the count once its parent closes (CSS paths in the provenance).
    const parser = new Parser({
      onopentag: (name, attribs) => {
        // A <title> outside any <head> (1990s pages often had none) is the page's title all the same, as browsers
        // read it, and no part of its content.
        if (skipping || skip.has(name) || name === 'title') {
          skipping++;
          const keep = name === 'title' ? 'title' : name === 'script' && /ld\+json/i.test(attribs.type ?? '') ? 'ld' : undefined;
          if (keep) kept = [];
          stack.push({ index: -1, skipped: true, keep });
          return;
        }
        if (name === 'html' && attribs.lang) this.lang ??= attribs.lang;
        if (blockTags.has(name)) add('\n');
        const parent = parentOf();
        const siblings = parent ? this.elements[parent.index]!.children : top;
        const seen = parent ? (parent.seen ??= new Map()) : topSeen;
        const nth = (seen.get(name) ?? 0) + 1;
        seen.set(name, nth);
        const index = this.elements.length;
        this.elements.push({ name, attribs, start: length, end: length, parent: parent?.index ?? -1, children: [], nth, ofType: 1 });
        siblings.push(index);
        stack.push({ index, skipped: false });
      },
      ontext: (data) => {
        if (!skipping) add(data.includes('\n') ? data.replace(/\n/g, ' ') : data);
        else if (kept) kept.push(data);
      },
      onclosetag: () => {
        const open = stack.pop();
        if (!open) return;
        if (open.skipped) {
          skipping--;
          if (open.keep && kept) {
            if (open.keep === 'title') this.title ??= kept.join('');
            else this.jsonLd.push(kept.join(''));
            kept = undefined;
          }
          return;
        }
        const entry = this.elements[open.index]!;
        if (blockTags.has(entry.name)) add('\n');
        entry.end = length;
        if (open.seen) for (const c of entry.children) this.elements[c]!.ofType = open.seen.get(this.elements[c]!.name)!;
      },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.end(withBrowserComments(html));
    for (const c of top) this.elements[c]!.ofType = topSeen.get(this.elements[c]!.name)!;
    this.text = parts.join('');
  }

  /** The first element with this tag name, or -1. */
  first(name: string): number {
    for (let i = 0; i < this.elements.length; i++) if (this.elements[i]!.name === name) return i;
    return -1;
  }

  /** An element's text, whitespace collapsed, at most `max` characters (longer text is cut there). */
  textOf(index: number, max = 20000): string {
    const e = this.elements[index]!;
    return squash(this.text.slice(e.start, Math.min(e.end, e.start + max)));
  }

  /** Raw length of an element's text (cheap: no slicing). */
  lengthOf(index: number): number {
    const e = this.elements[index]!;
    return e.end - e.start;
  }

  /** An element's non-empty lines. */
  linesOf(index: number, max = 20000): string[] {
    const e = this.elements[index]!;
    return this.text.slice(e.start, Math.min(e.end, e.start + max)).split('\n').map(squash).filter(Boolean);
  }

  /** Child elements of an element, in order. */
  children(index: number): number[] {
    // -1: a line of text outside every element (a fragment's loose text) has none.
    return this.elements[index]?.children ?? [];
  }

  /** Every non-empty line of the page, with the innermost element holding it (in document order). */
  lines(): Line[] {
    if (this.linesCache) return this.linesCache;
    const out: Line[] = [];
    let start = 0;
    // Elements are in document order by start; walk them alongside the lines to find each line's holder.
    let next = 0;
    const open: number[] = [];
    for (const raw of this.text.split('\n')) {
      const end = start + raw.length;
      const text = raw.length && /\S/.test(raw) ? squash(raw) : '';
      if (text) {
        // Elements that start at or before the line's first character and end after its last hold it.
        while (next < this.elements.length && this.elements[next]!.start <= start) {
          while (open.length && this.elements[open.at(-1)!]!.end < this.elements[next]!.start) open.pop();
          open.push(next++);
        }
        while (open.length && this.elements[open.at(-1)!]!.end < end) open.pop();
        out.push({ text, start, element: open.at(-1) ?? -1 });
      }
      start = end + 1;
    }
    this.linesCache = out;
    return out;
  }

  /** The nearest ancestor (or the element itself) with one of these tag names, or -1. */
  closest(index: number, names: Set<string>, maxUp = 8): number {
    for (let i = index, n = 0; i >= 0 && n <= maxUp; i = this.elements[i]!.parent, n++) if (names.has(this.elements[i]!.name)) return i;
    return -1;
  }

  /** A short CSS path to an element, for provenance (at most six steps up). */
  cssPath(index: number): string {
    const parts: string[] = [];
    for (let i = index; i >= 0 && parts.length < 6; i = this.elements[i]!.parent) {
      const e = this.elements[i]!;
      if (e.name === 'html' || e.name === 'body') break;
      if (e.attribs.id) { parts.unshift(`#${e.attribs.id}`); break; }
      const cls = e.attribs.class ? `.${e.attribs.class.trim().split(/\s+/)[0]}` : '';
      parts.unshift(`${e.name}${cls}${e.ofType > 1 ? `:nth-of-type(${e.nth})` : ''}`);
    }
    return parts.join(' > ');
  }
}
