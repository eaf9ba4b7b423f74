// Comments as the pages' own authors saw them, for every HTML parser here (cheerio's htmlparser2, the page index,
// the recogniser's scanner): otherwise one odd comment hides the rest of a page, its text and its links.

/**
 * The HTML with every comment closed where a browser closed it:
 * - at "--!>" as at "-->" (HTML's tokenizer does; 1990s pages drew banner comments ending so);
 * - a comment that nothing closes ("<!-- <img src=logo.gif>" commenting out one tag) at its next ">", as the
 *   browsers those pages were written for did: read to the end of the page, as HTML's tokenizer reads it now, the
 *   page would show nothing after it.
 */
export function withBrowserComments(html: string): string {
  const closed = html.includes('--!>') ? html.replace(/--!>/g, '-->') : html;
  // Comments opened after the last "-->" are the ones nothing closes.
  const lastClose = closed.lastIndexOf('-->');
  let open = closed.indexOf('<!--', lastClose < 0 ? 0 : lastClose + 3);
  if (open < 0) return closed;
  let out = '';
  let from = 0;
  while (open >= 0) {
    const end = closed.indexOf('>', open + 4);
    if (end < 0) break;
    out += `${closed.slice(from, end)}-->`;
    from = end + 1;
    open = closed.indexOf('<!--', from);
  }
  return out + closed.slice(from);
}
