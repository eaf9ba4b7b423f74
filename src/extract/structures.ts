// Reads label/value pairs out of the structures syllabus pages use: label/value tables, definition lists,
// "Label: value" lines (with or without a bold lead-in) and headings followed by their sections.
import type { CheerioAPI, Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText, leadingCode } from './normalize.ts';

export interface LabeledValue {
  label: string;
  value: string;
  /** Where on the page: a short CSS path to the element holding the value. */
  selector: string;
  structure: 'table' | 'dl' | 'line' | 'heading';
}

export function cssPath(el: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = el; node && node.type === 'tag' && node.name !== 'html' && parts.length < 6; node = node.parent as Element | null) {
    const siblings = (node.parent?.children ?? []).filter((c): c is Element => c.type === 'tag' && (c as Element).name === node!.name);
    const idx = siblings.indexOf(node);
    const cls = node.attribs.class ? `.${node.attribs.class.split(/\s+/)[0]}` : '';
    parts.unshift(`${node.name}${cls}${siblings.length > 1 ? `:nth-of-type(${idx + 1})` : ''}`);
    if (node.attribs.id) { parts[0] = `#${node.attribs.id}`; break; }
  }
  return parts.join(' > ');
}

const lineLabel = /^\s*([^:：\n]{1,40}?)\s*[:：]\s*([\s\S]+)$/u;

function textOf(el: Cheerio<AnyNode>): string {
  return cleanText(el.text());
}

/** Pairs inside a scope (the whole page, or one course block), in document order. */
export function labeledValues($: CheerioAPI, scope: Cheerio<AnyNode>): LabeledValue[] {
  const out: { order: number; pair: LabeledValue }[] = [];
  const order = new Map<AnyNode, number>();
  // The scope's own elements count too (a course block is a list of sibling elements).
  const nodes = scope.find('*').addBack();
  nodes.each((i, el) => { order.set(el, i); });
  const push = (el: Element, pair: LabeledValue) => out.push({ order: order.get(el) ?? 0, pair });

  nodes.filter('tr').each((_, tr) => {
    const cells = $(tr).children('th, td');
    if (cells.length < 2) return;
    const first = cells.first();
    const label = textOf(first);
    const value = cleanText(cells.slice(1).map((_i, c) => $(c).text()).get().join(' '));
    if (label && value && label.length <= 40) push(tr as Element, { label, value, selector: cssPath(cells.get(1) as Element), structure: 'table' });
  });

  nodes.filter('dt').each((_, dt) => {
    const label = textOf($(dt));
    const dds = $(dt).nextUntil('dt', 'dd');
    const value = cleanText(dds.map((_i, d) => $(d).text()).get().join(' '));
    if (label && value) push(dt as Element, { label, value, selector: cssPath((dds.get(0) ?? dt) as Element), structure: 'dl' });
  });

  // "Label: value" lines: paragraphs, list items and leaf divs; <br> separates lines inside one element.
  nodes.filter('p, li, div, span').each((_, el) => {
    const node = $(el);
    if (node.is('div, span') && node.children('p, div, table, ul, ol, dl, li').length) return;
    if (node.closest('table, dl').length) return;
    const lead = node.children('b, strong, em, label').first();
    const html = node.html() ?? '';
    const lines = /<br\s*\/?>/i.test(html)
      ? html.split(/<br\s*\/?>/i).map((part) => cleanText($(`<i>${part}</i>`).text()))
      : [textOf(node)];
    for (const line of lines) {
      let m = lineLabel.exec(line);
      if (!m && lead.length && lines.length === 1) {
        const leadText = textOf(lead);
        if (leadText && line.startsWith(leadText) && line.length > leadText.length) m = ['', leadText, line.slice(leadText.length)] as unknown as RegExpExecArray;
      }
      if (m && m[1] && m[2] && /\p{L}/u.test(m[1]) && !leadingCode(m[1])) push(el as Element, { label: cleanText(m[1]), value: cleanText(m[2].replace(/^[:：\s]+/, '')), selector: cssPath(el as Element), structure: 'line' });
    }
  });

  nodes.filter('h2, h3, h4, h5').each((_, h) => {
    const label = textOf($(h));
    if (!label || label.length > 40) return;
    const section = $(h).nextUntil('h1, h2, h3, h4, h5');
    const value = cleanText(section.map((_i, s) => $(s).text()).get().join(' '));
    if (value) push(h as Element, { label, value, selector: cssPath((section.get(0) ?? h) as Element), structure: 'heading' });
  });

  return out.sort((a, b) => a.order - b.order).map((o) => o.pair);
}
