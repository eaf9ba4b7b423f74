// Comments as browsers read them, for every HTML parser here (cheerio's and htmlparser2's read them otherwise).

/** The HTML with every comment closed where a browser closes it: HTML's tokenizer ends a comment at "--!>" as at
 * "-->" (1990s pages drew banner comments ending so), htmlparser2 only at "-->", and without this the rest of such a
 * page, its text and links, would read as one comment. */
export function withBrowserComments(html: string): string {
  return html.includes('--!>') ? html.replace(/--!>/g, '-->') : html;
}
