// Course headers and the blocks they open. A header is a line that names a course by code and title in one of
// the ways catalogs print it: "MATH 112. Nature of Modern Math. 4 units." (CourseLeaf), "CSE 115 Intro (4
// credits)", "ACCT 2331 - Accounting Principles 1" (Acalog, Banner catalog), "Public Sector Economics - 10001 -
// ADMN 310 - A01" (Banner class schedule). The title ends where the credits begin. Headers of the page's most
// common shape open blocks that run to the next header; all of it from the page index's lines, in one pass.
import type { PageIndex } from './page-index.ts';
import { creditsShape } from './shapes.ts';
import { listedCodeBody, looseHeaderLead, notACode } from '../parse/course-codes.ts';

export interface CourseHeader {
  code: string;
  title: string;
  credits?: string;
  /** "Title - CRN - CODE - SECTION": a class section of a schedule (its notes are not the course's description). */
  section?: boolean;
  /** Numbered by a token of no known code shape: the header is its only witness that the token is a code. */
  loose?: boolean;
}

export interface CourseBlock extends CourseHeader {
  /** Buffer range of the block: [start, end). */
  start: number;
  end: number;
  /** The element holding the header line. */
  element: number;
  /** Lines of the block after the header. */
  lines: { text: string; element: number; start: number }[];
}

const codeLead = new RegExp(String.raw`^(${listedCodeBody})(?![0-9A-Za-z])[\s.:\-–—|]*(.*)$`);
const codeOnly = new RegExp(`^${listedCodeBody}$`);
const section = /^(?:\d{1,6}|[A-Z]?\d{1,3}[A-Z]?|[A-Z]\d{2})$/; // CRNs and section numbers ("10001", "A01", "301")
const trailingPunct = /[\s.,;:|\-–—]+$/;

/** "Nature of Modern Math. 4 units." -> title and credits; "Intro (3 credits)" likewise. */
export function splitTitleCredits(rest: string): { title: string; credits?: string } {
  const paren = /^(.*?)\s*[(（]([^()（）]*\d[^()（）]*)[)）]\s*$/u.exec(rest);
  if (paren && creditsShape(paren[2]!)) return { title: paren[1]!.replace(trailingPunct, ''), credits: paren[2]!.trim() };
  const shape = creditsShape(rest.length > 160 ? rest.slice(-160) : rest);
  if (shape) {
    const at = rest.lastIndexOf(shape.value);
    const after = rest.slice(at + shape.value.length);
    if (at > 0 && /^[\s.,;)）]*$/.test(after)) return { title: rest.slice(0, at).replace(/[\s.,;:|\-–—(（]+$/, ''), credits: shape.value };
  }
  return { title: rest.replace(/\s*\(print\)$/i, '').replace(/[\s,;:|\-–—]+$/, '').replace(/(?<=\p{L}{3})\.$/u, '') };
}

/** What follows a code when the line states a requirement of that course, not a course's header: "MATH 2401
 * Minimum Grade of C", "CS315 with a grade of at least C", "KG0110を履修済みであること", "KG0110、KG0115を…" (a
 * title opens with neither a Japanese particle nor a list's comma). */
export function continuesRequirement(rest: string): boolean {
  return /^(with|minimum|grade)\b/i.test(rest) || /^[をはがにのとやもへでより]/u.test(rest) || !/^[\p{L}\p{N}"'“‘(（「『[]/u.test(rest);
}

export function parseHeader(line: string): CourseHeader | undefined {
  if (line.length < 6 || line.length > 250) return undefined;
  const t = line.normalize('NFKC');
  // A timetable's day and hours ("TH 930-1030 ECJ 1.214") or a term is no course's code.
  const lead = notACode.test(t) ? null : codeLead.exec(t);
  if (lead && /\p{L}{2}/u.test(lead[2]!)) {
    const { title, credits } = splitTitleCredits(lead[2]!);
    // Nor is a list of courses ("MATH 2401 or MATH 2402") in a catalog entry's lines.
    if (!/\p{L}{2}/u.test(title) || title.length > 160 || /^(or|and)\b/i.test(title) || continuesRequirement(title)) return undefined;
    return { code: lead[1]!.replace(/\u00a0/g, ' '), title, credits };
  }
  // Dash-separated parts, one of them a code: title parts before it (schedules) or after it (catalogs).
  const parts = t.split(/\s+[-–—]\s+/);
  if (parts.length < 3 || parts.length > 6) return undefined;
  const at = parts.findIndex((p) => codeOnly.test(p) && !notACode.test(p));
  if (at <= 0) return undefined;
  const titleParts = parts.slice(0, at).filter((p) => !section.test(p));
  const title = titleParts.join(' - ');
  if (!/\p{L}{3}/u.test(title) || parts.slice(at + 1).some((p) => !section.test(p))) return undefined;
  return { code: parts[at]!, title, section: parts.length - at > 1 };
}

/** A header numbered by a token of no known code shape ("27003 – Storia della Magna Grecia", "L1INF101 : Algèbre"):
 * read only on a page with no header of a known shape, and only where several distinct ones head alike elements. */
export function parseLooseHeader(line: string): CourseHeader | undefined {
  if (line.length < 8 || line.length > 160) return undefined;
  const lead = looseHeaderLead.exec(line.normalize('NFKC'));
  if (!lead) return undefined;
  const { title, credits } = splitTitleCredits(lead[2]!);
  if (!/\p{L}{3}/u.test(title) || continuesRequirement(title)) return undefined;
  return { code: lead[1]!, title, credits, loose: true };
}
/** Distinct loose headers of one shape that make a page's courses. */
const minLooseHeaders = 3;

function signature(index: PageIndex, element: number): string {
  const e = index.elements[element];
  return e ? `${e.name}.${e.attribs.class ?? ''}` : '';
}

/** Is the line nothing but a link (an index of course pages, not course content)? */
function isLinkLine(index: PageIndex, element: number, text: string): boolean {
  const e = index.elements[element];
  if (!e) return false;
  if (e.name === 'a') return true;
  return index.children(element).some((c) => index.elements[c]!.name === 'a' && index.textOf(c, 300) === text);
}

/** The course blocks of a page: headers of its most common shape, each with the lines up to the next one. */
export function courseBlocks(index: PageIndex): CourseBlock[] {
  const lines = index.lines();
  const headersBy = (parse: (line: string) => CourseHeader | undefined) => {
    const headers: { at: number; header: CourseHeader; sig: string }[] = [];
    lines.forEach((line, at) => {
      if (line.text.length > 250) return;
      const header = parse(line.text);
      if (header) headers.push({ at, header, sig: signature(index, line.element) });
    });
    if (!headers.length) return [];
    const counts = new Map<string, number>();
    for (const h of headers) counts.set(h.sig, (counts.get(h.sig) ?? 0) + 1);
    let best = '';
    for (const [sig, n] of counts) if (n > (counts.get(best) ?? 0)) best = sig;
    return headers.filter((h) => h.sig === best);
  };
  let chosen = headersBy(parseHeader);
  if (!chosen.length) {
    chosen = headersBy(parseLooseHeader);
    if (new Set(chosen.map((h) => h.header.code)).size < minLooseHeaders) return [];
  }
  const blocks: CourseBlock[] = [];
  chosen.forEach((h, k) => {
    const to = k + 1 < chosen.length ? chosen[k + 1]!.at : lines.length;
    const body = lines.slice(h.at + 1, to);
    const line = lines[h.at]!;
    // A bare list of linked titles is an index of course pages, not courses.
    if (!body.length && isLinkLine(index, line.element, line.text)) return;
    blocks.push({
      ...h.header, start: line.start, end: to < lines.length ? lines[to]!.start : index.text.length, element: line.element,
      lines: body.map((l) => ({ text: l.text, element: l.element, start: l.start })),
    });
  });
  return blocks;
}
