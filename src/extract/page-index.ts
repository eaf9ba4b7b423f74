// One linear pass over a parsed page: the visible text in one buffer (a newline wherever a block element or
// <br> starts or ends) and, for every element, where its text starts and ends in that buffer. Readers then
// take any element's text or lines as a slice of the buffer instead of re-walking its subtree, so a page costs
// time in proportion to its size however deeply it nests or however many courses it holds.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

export interface IndexedElement {
  el: Element;
  name: string;
  /** Offsets of the element's text in the buffer: [start, end). */
  start: number;
  end: number;
  /** Index of the parent element (-1 at the top). */
  parent: number;
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

export class PageIndex {
  readonly text: string;
  readonly elements: IndexedElement[] = [];
  readonly position = new Map<Element, number>();
  private linesCache?: Line[];

  constructor(readonly $: CheerioAPI) {
    const parts: string[] = [];
    let length = 0;
    const add = (s: string) => { parts.push(s); length += s.length; };
    // Explicit stack: [node, parent index] on entry; a number on exit (the element's index).
    // Siblings of the same tag, counted once per parent (for CSS paths in the provenance).
    const sameTag = new Map<string, number>();
    const ofTypeCount = new Map<Element, number>();
    const seenOfType = new Map<AnyNode | null, Map<string, number>>();
    const stack: ([AnyNode, number] | number)[] = $.root().children().toArray().reverse().map((n) => [n, -1] as [AnyNode, number]);
    while (stack.length) {
      const top = stack.pop()!;
      if (typeof top === 'number') {
        const entry = this.elements[top]!;
        if (blockTags.has(entry.name)) add('\n');
        entry.end = length;
        continue;
      }
      const [node, parent] = top;
      if (node.type === 'text') { add((node as unknown as { data: string }).data.replace(/\n/g, ' ')); continue; }
      if (node.type !== 'tag') continue;
      const el = node as Element;
      const name = el.name.toLowerCase();
      if (skipTags.has(name)) continue;
      if (blockTags.has(name)) add('\n');
      const index = this.elements.length;
      const counter = seenOfType.get(el.parent) ?? new Map<string, number>();
      seenOfType.set(el.parent, counter);
      const nth = (counter.get(el.name) ?? 0) + 1;
      counter.set(el.name, nth);
      this.elements.push({ el, name, start: length, end: length, parent, nth, ofType: ofTypeCount.get(el) ?? 1 });
      this.position.set(el, index);
      stack.push(index);
      for (let i = el.children.length - 1; i >= 0; i--) stack.push([el.children[i]!, index]);
      sameTag.clear();
      for (const c of el.children) if (c.type === 'tag') sameTag.set((c as Element).name, (sameTag.get((c as Element).name) ?? 0) + 1);
      for (const c of el.children) if (c.type === 'tag') ofTypeCount.set(c as Element, sameTag.get((c as Element).name)!);
    }
    this.text = parts.join('');
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
    const out: number[] = [];
    for (const c of this.elements[index]!.el.children) {
      if (c.type === 'tag') { const i = this.position.get(c as Element); if (i !== undefined) out.push(i); }
    }
    return out;
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
      const text = squash(raw);
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
      if (e.el.attribs.id) { parts.unshift(`#${e.el.attribs.id}`); break; }
      const cls = e.el.attribs.class ? `.${e.el.attribs.class.trim().split(/\s+/)[0]}` : '';
      parts.unshift(`${e.name}${cls}${e.ofType > 1 ? `:nth-of-type(${e.nth})` : ''}`);
    }
    return parts.join(' > ');
  }
}
