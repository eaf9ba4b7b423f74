// Tokens for the sequential learners (vydiswaran–sarawagi §4.2, babaria): a page's title, its URL's words and
// the first words of its body; a link's anchor text, the words in a window around it and its target URL's
// words. Each token carries the part it came from, so "course" in an anchor and in a body are different
// features. Terms come from the shared tokeniser (stems, number shapes, CJK bigrams).
import type { ParsedLink, ParsedPage } from '../parse/html.ts';
import { hrefTerms, unigrams } from './terms.ts';

/** Body words read per page: the paper found about a hundred better than ten or none for its goal pages. */
export const defaultPageWords = 100;
/** Words read on each side of a link (the paper's window of 10). */
export const linkWindow = 10;

const tagged = (prefix: string, terms: string[]) => [...new Set(terms)].map((t) => `${prefix}:${t}`);

export function pageTokens(page: Pick<ParsedPage, 'url' | 'title' | 'text'>, bodyWords = defaultPageWords): string[] {
  return [...tagged('t', unigrams(page.title)), ...tagged('u', hrefTerms(page.url).filter((t) => !t.includes(' '))), ...tagged('b', unigrams(page.text).slice(0, bodyWords))];
}

function windowWords(leaves: string[]): string[] {
  const out: string[] = [];
  for (const leaf of leaves) {
    for (const w of unigrams(leaf)) { if (out.length >= linkWindow) return out; out.push(w); }
  }
  return out;
}

export function linkTokens(link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: Pick<ParsedLink['context'], 'before' | 'after'> }): string[] {
  const around = link.context ? [...windowWords(link.context.before), ...windowWords(link.context.after)] : [];
  return [...tagged('a', unigrams(link.anchorText)), ...tagged('w', around), ...tagged('u', hrefTerms(link.url).filter((t) => !t.includes(' ')))];
}
