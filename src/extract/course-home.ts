// A course's own home page, as teachers have written them since the 1990s: its code leads the page's title or
// main heading, in capitals or glued in small letters, often cross-listed ("cs520:", "CS/ECE 752: Advanced Computer Architecture I",
// "CS302, Sections 16 and 17"), with the term and sections beside it, and its name is the rest of that heading or
// the heading after it ("Algebraic Language Programming in C++"). No label says which is which: the headings'
// order and shapes do.
import type { AliasIndex } from './aliases.ts';
import type { PageIndex } from './page-index.ts';
import { cleanText } from './normalize.ts';
import { isCourseCode, termShape } from './shapes.ts';
import { isSectionHeading } from './recognise.ts';
import { headingCodeBody } from '../parse/course-codes.ts';

/** A code opening a heading (src/parse/course-codes.ts) and ending its word: "cs302-1list", a mailing list's name,
 * is none. */
const leadingCode = new RegExp(String.raw`^${headingCodeBody}(?=$|[\s:,.;()]|\s*[-–—]\s)`);
/** What stands beside a course's name in its heading: its term, sections, the page's own kind. */
const besideName = /\b(?:(?:fall|autumn|spring|summer|winter)(?:\s+(?:semester|term|quarter|session))?(?:\s+\d{2,4}(?:\s*-\s*\d{2,4})?)?(?:\s+offering)?|sections?\s+\d+(?:\s*(?:and|&|,)\s*\d+)*|lecture\s+\d+|home\s*page|on-?line handouts|final grades)\b/gi;
const headingTags = new Set(['title', 'h1', 'h2', 'h3']);

export interface CourseHome {
  code: string;
  title?: string;
  /** The heading each came from. */
  codeFrom: 'title' | 'h1' | 'h2' | 'h3';
  titleFrom?: 'title' | 'h1' | 'h2' | 'h3';
}

/** The page's headings in order: its title (in its head, or, as many an old page has it, in its body), then its
 * first h1–h3 elements. */
function headings(index: PageIndex): { tag: CourseHome['codeFrom']; text: string }[] {
  const out: { tag: CourseHome['codeFrom']; text: string }[] = [];
  if (index.title) out.push({ tag: 'title', text: cleanText(index.title) });
  for (let i = 0; i < index.elements.length && out.length < 6; i++) {
    const name = index.elements[i]!.name;
    if (headingTags.has(name)) out.push({ tag: name as CourseHome['codeFrom'], text: cleanText(index.textOf(i, 300)) });
  }
  return out;
}

/** The code a heading opens with, upper case as catalogs write it ("CS/ECE 752", "CS520"), and what follows it. */
function codeOf(text: string): { code: string; rest: string } | undefined {
  const m = leadingCode.exec(text.normalize('NFKC'));
  if (!m) return undefined;
  const code = `${(m[1] ?? m[2]!).toUpperCase()} ${m[3]!.toUpperCase()}`;
  // The code without its second department must read as a code on its own ("CS 752"; not "Fall 1996").
  if (!isCourseCode(code.replace(/\/[A-Z]+/, ''))) return undefined;
  return { code, rest: text.slice(m[0].length) };
}

/** A line in capitals, four words or more: a notice ("RELOAD THIS PAGE EVERY TIME YOU LOGIN"), not a name. */
const shouted = (t: string, words: number) => words >= 4 && /[A-Z]/.test(t) && t === t.toUpperCase();

/** A course's name from what a heading holds besides its code, its first part that is neither a label, nor a
 * term, nor a sentence, nor a department's name and number ("Computer Science 302"). Beside the code a name may be
 * one word ("cs375: Compilers"); a heading of its own needs two ("Welcome" names no course). */
function nameIn(text: string, aliases: AliasIndex, minWords: number): string | undefined {
  const rest = text.replace(besideName, ' ').replace(/^(?:\s*(?:and|&)\s+[A-Za-z]{2,6}\s?\d{2,4}[A-Za-z]?)+/i, '');
  for (const part of rest.split(/\s*[,;|:]\s*|\s+[-–—]\s+/)) {
    const t = cleanText(part.replace(/^[\s.\-–—(]+|[\s.\-–—(]+$/g, ''));
    const words = t.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
    if (t.length < 6 || t.length > 120 || words.length < minWords || /\d+[A-Za-z]?$/.test(t) || /[!?]$/.test(t) || shouted(t, words.length)) continue;
    if (aliases.match(t) || isSectionHeading(t) || (termShape(t)?.value.length ?? 0) >= t.length / 2) continue;
    return t;
  }
  return undefined;
}

/** The code and name of the course whose home page this is, when its headings give them. */
export function courseHome(index: PageIndex, aliases: AliasIndex): CourseHome | undefined {
  const list = headings(index);
  const at = list.findIndex((h) => codeOf(h.text));
  if (at < 0) return undefined;
  const { code } = codeOf(list[at]!.text)!;
  const home: CourseHome = { code, codeFrom: list[at]!.tag };
  // Its name: the rest of a heading that gives the code, else the first heading after them, if it is no label
  // ("Instructor: Sid Hummert") and names nothing else.
  for (let i = at; i < list.length; i++) {
    const h = list[i]!;
    const own = codeOf(h.text);
    const same = own !== undefined && own.code.replace(/\s/g, '') === code.replace(/\s/g, '');
    if (own && !same) break;
    const name = same ? nameIn(own!.rest, aliases, 1) : h.text.includes(':') || h.text.trim().endsWith('.') ? undefined : nameIn(h.text, aliases, 2);
    if (name) {
      home.title = name;
      home.titleFrom = h.tag;
    }
    if (name || !same) break;
  }
  return home;
}
