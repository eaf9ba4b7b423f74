// A course's own home page, as teachers have written them since the 1990s: its code leads the page's title or
// main heading, in capitals or glued in small letters, often cross-listed ("cs520:", "CS302, Sections 16 and 17",
// "CS/ECE 752: Advanced Computer Architecture I"), with the term and sections beside it, and its name is the rest
// of that heading or the heading right under it ("Algebraic Language Programming in C++"). No label says which is
// which: the headings' order and shapes do.
import type { AliasIndex } from './aliases.ts';
import type { PageIndex } from './page-index.ts';
import { cleanText } from './normalize.ts';
import { besideName, isCourseCode, termShape } from './shapes.ts';
import { isSectionHeading } from './recognise.ts';
import { headingCodeBody } from '../parse/course-codes.ts';

/** A code opening a heading (src/parse/course-codes.ts) and ending its word: "cs302-1list", a mailing list's name,
 * is none. */
const leadingCode = new RegExp(String.raw`^${headingCodeBody}(?=$|[\s:,.;()]|\s*[-–—]\s)`);
const headingTags = new Set(['title', 'h1', 'h2', 'h3']);

export interface CourseHome {
  code: string;
  title?: string;
  /** The heading each came from. */
  codeFrom: 'title' | 'h1' | 'h2' | 'h3';
  titleFrom?: 'title' | 'h1' | 'h2' | 'h3';
}

/** A heading and where its text lies in the page's text (the head's title lies before all of it). */
interface Heading { tag: CourseHome['codeFrom']; text: string; start: number; end: number }

/** The page's headings in order: its title (in its head, or, as many an old page has it, in its body), then its
 * first h1–h3 elements. */
function headings(index: PageIndex): Heading[] {
  const out: Heading[] = [];
  if (index.title) out.push({ tag: 'title', text: cleanText(index.title), start: 0, end: 0 });
  for (let i = 0; i < index.elements.length && out.length < 6; i++) {
    const e = index.elements[i]!;
    if (headingTags.has(e.name)) out.push({ tag: e.name as CourseHome['codeFrom'], text: cleanText(index.textOf(i, 300)), start: e.start, end: e.end });
  }
  return out;
}

/** Text between two headings: little enough that the second is the first's subtitle, not a section's heading. */
const subtitleGap = 40;

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
    if (aliases.match(t, { count: false }) || isSectionHeading(t) || (termShape(t)?.value.length ?? 0) >= t.length / 2) continue;
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
    // A heading without the code names the course only right under the last one with it ("Consultants", after the
    // page's news, heads a section).
    const subtitle = !same && h.start - list[i - 1]!.end <= subtitleGap;
    const name = same ? nameIn(own!.rest, aliases, 1) : !subtitle || h.text.includes(':') || h.text.trim().endsWith('.') ? undefined : nameIn(h.text, aliases, 2);
    if (name) {
      home.title = name;
      home.titleFrom = h.tag;
    }
    if (name || !same) break;
  }
  return home;
}
