// Terms for the learners (effland's page and link representation): words split on anything that is not a letter
// or digit, English stop words dropped, Porter-stemmed (natural), digits split from letters ("cse101" -> cse,
// 101) with a shape term for numbers ("#3" for a three-digit number, so course numbers generalise across
// sites; "#year" for years), Japanese and Chinese runs as character bigrams (they have no spaces), then word
// bigrams added.
import PorterStemmer from 'natural/lib/natural/stemmers/porter_stemmer.js';
import { words as stopWordList } from 'natural/lib/natural/util/stopwords.js';
import { decodeURIComponentSafe } from '../urls.ts';

const stopWords = new Set(stopWordList);
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const token = /[\p{L}\p{N}]+/gu;

function wordTerms(word: string, out: string[]): void {
  if (cjk.test(word)) {
    // Mixed runs ("CS101シラバス") split by script first.
    for (const part of word.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu) ?? []) {
      if (!cjk.test(part)) { wordTerms(part, out); continue; }
      if (part.length === 1) out.push(part);
      for (let i = 0; i + 1 < part.length; i++) out.push(part.slice(i, i + 2));
    }
    return;
  }
  for (const piece of word.match(/\p{L}+|\p{N}+/gu) ?? []) {
    if (/^\p{N}+$/u.test(piece)) {
      // Years are not course numbers.
      out.push(/^(19|20)\d\d$/.test(piece) ? '#year' : `#${Math.min(piece.length, 6)}`);
      if (piece.length <= 4) out.push(piece);
    } else if (piece.length > 1 && !stopWords.has(piece)) {
      out.push(piece.length > 3 ? stem(piece) : piece);
    }
  }
}

/** Stems by word: a site repeats its words on every page, and stemming is most of what terms cost. */
const stems = new Map<string, string>();
function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    if (stems.size >= 100_000) stems.clear();
    s = PorterStemmer.stem(word);
    stems.set(word, s);
  }
  return s;
}

/** Unigram terms of a text. */
export function unigrams(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(token)) wordTerms(m[0], out);
  return out;
}

/** Unigrams plus contiguous pairs. */
export function withBigrams(terms: string[]): string[] {
  const out = terms.slice();
  for (let i = 0; i + 1 < terms.length; i++) out.push(`${terms[i]} ${terms[i + 1]}`);
  return out;
}

export function textTerms(text: string): string[] {
  return withBigrams(unigrams(text));
}

/**
 * Character 4-grams of the Latin-script words of a text, marked "~" ("_catalogue_" gives ~_cat, ~cata, …). They
 * carry what spellings and word forms share across sites: catalog and catalogue, module and modules.
 */
export function charGrams(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(/\p{Script=Latin}{3,}/gu)) {
    const w = `_${m[0]}_`;
    for (let i = 0; i + 4 <= w.length; i++) out.push(`~${w.slice(i, i + 4)}`);
  }
  return out;
}

/** The words of an href worth reading: path and query, decoded, camelCase split. */
export function hrefText(href: string): string {
  try {
    const u = new URL(href);
    return `${decodeURIComponentSafe(u.pathname).replace(/([a-z])([A-Z])/g, '$1 $2')} ${decodeURIComponentSafe(u.search.slice(1))}`;
  } catch {
    return href;
  }
}

/** An href segmented into terms: path and query words, and host labels that name something (not an IP, not www). */
export function hrefTerms(href: string): string[] {
  let u: URL;
  try { u = new URL(href); } catch { return textTerms(href); }
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const hostWords = /^[\d.]+$/.test(host) || host.includes(':') ? [] : host.split('.').slice(0, -2).filter((l) => l !== 'www');
  return withBigrams([...hostWords.flatMap(unigrams), ...unigrams(hrefText(href))]);
}
