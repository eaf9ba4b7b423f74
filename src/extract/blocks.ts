// Listing pages that print many courses inline: find the repeated course blocks, each opened by a header
// that starts with a course code and a title ("CSE 115  Introduction to … (4 credits)").
import type { CheerioAPI, Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText, leadingCode } from './normalize.ts';

export interface CourseBlock {
  header: Element;
  code: string;
  /** Header text after the code: the title, maybe followed by "(3 credits)". */
  rest: string;
  /** The header and the elements that follow it up to the next header. */
  scope: Cheerio<AnyNode>;
}

const headerTags = 'p, div, h2, h3, h4, h5, dt, li, td, strong, b';

function signature(el: Element): string {
  return `${el.name}.${el.attribs.class ?? ''}`;
}

export function courseBlocks($: CheerioAPI): CourseBlock[] {
  const candidates: { el: Element; code: string; rest: string }[] = [];
  $(headerTags).each((_, node) => {
    const el = node as Element;
    if ($(el).closest('a').length || $(el).find('a').length) return; // a list of links is not course content
    if ($(el).find('p, div, table, ul, ol, dl, li, h1, h2, h3, h4, h5, tr').length) return; // a header is one line
    const text = cleanText($(el).text());
    if (text.length > 300) return;
    const lead = leadingCode(text);
    if (!lead || lead.rest.length < 3) return;
    candidates.push({ el, code: lead.code, rest: lead.rest });
  });
  // Keep the outermost of nested candidates (<p><strong>CSE 115 …</strong> (3 cr.)</p> -> the <p>).
  const outer = candidates.filter((c) => !candidates.some((o) => o !== c && o.el !== c.el && $(c.el).parents().toArray().includes(o.el) && o.code === c.code));
  // Blocks repeat: keep the most common header shape (the caller trusts a lone block only as a last resort).
  const counts = new Map<string, number>();
  for (const c of outer) counts.set(signature(c.el), (counts.get(signature(c.el)) ?? 0) + 1);
  const [shape, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (n < 1) return [];
  const headers = outer.filter((c) => signature(c.el) === shape);
  const headerSet = new Set<AnyNode>(headers.map((h) => h.el));
  return headers.map((h) => {
    const following = $(h.el).nextAll().toArray();
    const stop = following.findIndex((s) => headerSet.has(s) || $(s).find('*').toArray().some((d) => headerSet.has(d)));
    const members = [h.el, ...(stop < 0 ? following : following.slice(0, stop))];
    return { header: h.el, code: h.code, rest: h.rest, scope: $(members) };
  });
}
