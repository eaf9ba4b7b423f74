// Pages as a 1990s department wrote them by hand: upper- or lower-case tags, a body colour, hrefs in double,
// single or no quotes, no shared template. The links a page holds are read back from its HTML in every quoting.
import type { SiteBuilder } from './builder.ts';
import type { Encoding, GoldCourse, Page, TruthKind } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';

export interface Look {
  upper: boolean;
  background: string | null;
  /** Share of hrefs written without quotes (where the value allows it). */
  unquoted: number;
}

export interface PageOptions {
  kind?: TruthKind;
  courses?: GoldCourse[];
  duplicateOf?: string;
  encoding?: Encoding;
  declare?: Page['declare'];
  /** Text after the body (an address line, a counter): varies pages that are otherwise alike. */
  footer?: string;
}

const hrefPattern = /href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;
export const hrefsIn = (html: string) => [...html.matchAll(hrefPattern)].map((m) => (m[1] ?? m[2] ?? m[3]!).replace(/&amp;/g, '&')).filter((h) => !h.startsWith('#'));

export class OldSite {
  constructor(readonly b: SiteBuilder, readonly r: Random, readonly look: Look) {}

  /** A link, quoted as this site's authors quoted it. */
  a(href: string, text: string): string {
    const tag = this.look.upper ? 'A HREF' : 'a href';
    const close = this.look.upper ? '</A>' : '</a>';
    const bare = /^[\w./~:#?=-]+$/.test(href) && this.r.chance(this.look.unquoted);
    return `<${tag}=${bare ? href : `"${esc(href)}"`}>${esc(text)}${close}`;
  }

  list(items: [string, string][], extra: (i: number) => string = () => ''): string {
    const [ul, li, end] = this.look.upper ? ['UL', 'LI', '</UL>'] : ['ul', 'li', '</ul>'];
    return `<${ul}>\n${items.map(([h, t], i) => `<${li}>${this.a(h, t)}${extra(i)}`).join('\n')}\n${end}`;
  }

  page(path: string, title: string, body: string, opts: PageOptions = {}): Page {
    const encoding = opts.encoding ?? this.b.options.encoding;
    const declare = opts.declare ?? this.b.options.declare;
    const meta = declare === 'meta' || declare === 'both' ? `<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=${encoding}">\n` : '';
    const bg = this.look.background ? ` ${this.look.upper ? 'BGCOLOR' : 'bgcolor'}="${this.look.background}"` : '';
    const html = this.look.upper
      ? `<HTML>\n<HEAD>\n${meta}<TITLE>${esc(title)}</TITLE>\n</HEAD>\n<BODY${bg}>\n${body}\n${opts.footer ?? ''}\n</BODY>\n</HTML>\n`
      : `<html>\n<head>\n${meta}<title>${esc(title)}</title>\n</head>\n<body${bg}>\n${body}\n${opts.footer ?? ''}\n</body>\n</html>\n`;
    return this.b.add(path, {
      body: html, links: hrefsIn(html), kind: opts.kind ?? 'other', courses: opts.courses ?? [], encoding, declare,
      ...(opts.duplicateOf ? { duplicateOf: opts.duplicateOf } : {}),
    });
  }

  /** Upper- or lower-case tag name, as the site writes them. */
  t(name: string): string {
    return this.look.upper ? name.toUpperCase() : name;
  }
}
