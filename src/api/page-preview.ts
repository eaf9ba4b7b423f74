// A stored page's HTML made safe to show a labeler: what is read stays (headings, text, lists, tables, links'
// words), what runs or loads goes (scripts, styles, frames, forms, images, media, event handlers). The web page
// also shows it in a sandboxed frame with a Content-Security-Policy that forbids every load, as a second wall.
import sanitizeHtml from 'sanitize-html';

const keptTags = [
  'html', 'body', 'main', 'article', 'section', 'header', 'footer', 'nav', 'aside', 'div', 'span', 'p', 'br', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'b', 'strong', 'i', 'em', 'u', 'small', 'sub', 'sup', 'code', 'pre',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'abbr', 'cite', 'time', 'address', 'figure', 'figcaption', 'mark', 'ruby', 'rt', 'rp',
];

/** The sanitised HTML of a page; links keep their absolute address in data-href (resolved against baseUrl). */
export function previewHtml(html: string, baseUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: keptTags,
    allowedAttributes: { a: ['data-href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'], '*': ['lang', 'dir'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    // Dropped with their contents: nothing of these is text a person reads on the page.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'title', 'head'],
    transformTags: {
      a: (tagName, { href }) => {
        let target: string | undefined;
        try {
          if (href) target = new URL(href, baseUrl).toString();
        } catch { /* an unparsable href leads nowhere */ }
        const attribs: Record<string, string> = target && /^https?:/i.test(target) ? { 'data-href': target } : {};
        return { tagName, attribs };
      },
    },
  });
}
