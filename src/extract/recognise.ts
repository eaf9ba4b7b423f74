// A cheap recogniser for the crawler: is this page one course, a listing (many courses inline, or links to
// many course pages), or something else, and how many courses does it hold? It reads the page as a list of
// block-level text segments (no selectors, no subtree re-reads) and counts value shapes and known labels, so
// it runs on every fetched page (see bench/recognise.ts for pages per second).
//
//   recognise(html: string)          raw HTML: segmented by a tag scanner, no DOM is built (cheapest)
//   recognise(page: ParsedPage)      a page parseHtml already parsed: one iterative walk of its DOM
//
// The result's signature is stable: { kind, courses, confidence } (+ codeLinks, the course-coded links, and
// codes, the course codes the page is about).
//
// Besides catalog entries it knows a course's own home page, the page a teacher keeps while the course runs:
// a code in its title or first lines ("CS 351: LISP and Symbolic Programming", "cs520: Theory") and the
// sections such a page has (instructor, TAs, office hours, lectures, assignments, exams, handouts, …), most
// of them links. Such a page rarely has a description or credits, so catalog evidence alone misses it.
import type { AnyNode, Element } from 'domhandler';
import type { ParsedPage } from '../parse/html.ts';
import { codeBody, headingCodeBody, looseCodeBody, looseHeaderLead, notACode } from '../parse/course-codes.ts';
import { withBrowserComments } from '../parse/comments.ts';
import { namesCodeSystem, normalizeLabel, seedAliases } from '../features/page-keywords.ts';
import { creditsShape, findCourseCode, isCourseCode, termShape } from './shapes.ts';
import { continuesRequirement } from './blocks.ts';
import { namedLabel } from './structures.ts';
import { decodeHTML } from 'entities';

export type PageKind = 'course' | 'listing' | 'other';

export interface Recognition {
  kind: PageKind;
  /** Courses the page holds inline (a course page: 1; a link list: 0). */
  courses: number;
  /** 0..1: how sure the kind is. */
  confidence: number;
  /** Links whose text starts with a course code (a listing of course pages has many). */
  codeLinks: number;
  /** The codes of the courses the page holds (normalised: upper case, no spaces), at most a few dozen. */
  codes: string[];
}

interface Segment {
  text: string;
  link: boolean;
  /** Some of the line is a link's text (its course's title linking the course's own page). */
  linked?: boolean;
}

const blockTags = new Set(['p', 'div', 'br', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'table', 'ul', 'ol', 'dl', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'hr', 'caption', 'blockquote', 'pre', 'form', 'tbody', 'thead', 'body', 'title']);
// A page's footer is the site's, never a course's: a French university's postal address ("CS 47292", a Cedex box)
// reads as a course code on every page.
const skipTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'footer']);

interface Segmented {
  segments: Segment[];
  /** The text of every link: a course's own page names its sections in its links ("Instructors and teaching
   * assistants", "assignments", "examinations"), often inside a longer line. */
  anchors: string[];
}

const cleanAnchor = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Segments of raw HTML: one left-to-right scan over tags (indexOf, no regex backtracking); text between block
 * tags is one segment. */
function segmentsFromHtml(html: string): Segmented {
  const out: Segment[] = [];
  const anchors: string[] = [];
  let current = '';
  let link = false;
  let linkChars = 0;
  let anchor = '';
  const flush = () => {
    const text = (current.includes('&') ? decodeHTML(current) : current).replace(/\s+/g, ' ').trim();
    if (text) out.push({ text, link: linkChars > 0 && linkChars >= text.length * 0.6, linked: linkChars > 0 });
    current = '';
    linkChars = 0;
  };
  const endAnchor = () => {
    if (link && anchor.trim()) anchors.push(cleanAnchor(anchor.includes('&') ? decodeHTML(anchor) : anchor));
    anchor = '';
  };
  let labelOpen = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const chunk = html.slice(i, lt < 0 ? html.length : lt);
    current += chunk;
    if (link) {
      linkChars += chunk.trim().length;
      if (anchor.length < 200) anchor += chunk;
    }
    if (lt < 0) break;
    if (html.startsWith('!--', lt + 1)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const gt = html.indexOf('>', lt + 1);
    if (gt < 0) break;
    i = gt + 1;
    let j = lt + 1;
    const closing = html.charCodeAt(j) === 47; // '/'
    if (closing) j++;
    const nameStart = j;
    for (let c = html.charCodeAt(j) | 32; j < gt && ((c >= 97 && c <= 122) || (j > nameStart && c >= 48 && c <= 57)); c = html.charCodeAt(++j) | 32);
    if (j === nameStart) continue;
    const name = html.slice(nameStart, j).toLowerCase();
    if (!closing && skipTags.has(name) && html.charCodeAt(gt - 1) !== 47) {
      // Skip the element's content: up to its closing tag, whatever its case.
      const close = html.slice(gt).search(new RegExp(`</${name}\\s*>`, 'i'));
      i = close < 0 ? html.length : gt + close;
      continue;
    }
    if (name === 'a') {
      endAnchor();
      link = !closing;
    } else if (blockTags.has(name)) flush();
    else if (closing ? name === labelOpen : labelClassIn(html, j, gt)) {
      // An inline element its class names a label ("Code Apogée" before its value) is a line of its own.
      flush();
      labelOpen = closing ? '' : name;
    }
  }
  flush();
  endAnchor();
  return { segments: out, anchors };
}

/** Whether the attributes of a tag (`html` from `from` to `to`) give it a class that names a label. */
function labelClassIn(html: string, from: number, to: number): boolean {
  const attributes = html.slice(from, to);
  const at = attributes.indexOf('class');
  if (at < 0) return false;
  const m = /^class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes.slice(at));
  return m !== null && namedLabel({ class: m[1] ?? m[2] ?? m[3]! });
}

const anchorEnd = Symbol('anchor end');

/** Segments of a parsed page: an iterative walk (deep nesting cannot overflow the stack). */
function segmentsFromDom(page: ParsedPage): Segmented {
  const out: Segment[] = [];
  const anchors: string[] = [];
  let current = '';
  let linkChars = 0;
  let anchor = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) out.push({ text, link: linkChars > 0 && linkChars >= text.length * 0.6, linked: linkChars > 0 });
    current = '';
    linkChars = 0;
  };
  // Stack of [node, inLink]; a null node marks the end of a block element, `anchorEnd` the end of a link.
  const stack: [AnyNode | null | typeof anchorEnd, boolean][] = page.$.root().children().toArray().reverse().map((n) => [n, false]);
  while (stack.length) {
    const [node, inLink] = stack.pop()!;
    if (node === anchorEnd) {
      if (anchor.trim()) anchors.push(cleanAnchor(anchor));
      anchor = '';
      continue;
    }
    if (!node) { flush(); continue; }
    if (node.type === 'text') {
      const data = (node as unknown as { data: string }).data;
      current += data;
      if (inLink) {
        linkChars += data.trim().length;
        if (anchor.length < 200) anchor += data;
      }
    } else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const el = node as Element;
      if (skipTags.has(el.name)) continue;
      const block = blockTags.has(el.name) || namedLabel(el.attribs);
      if (block) { flush(); stack.push([null, inLink]); }
      const opensLink = !inLink && el.name === 'a';
      if (opensLink) { anchor = ''; stack.push([anchorEnd, false]); }
      const childLink = inLink || el.name === 'a';
      for (let i = el.children.length - 1; i >= 0; i--) stack.push([el.children[i]!, childLink]);
    }
  }
  flush();
  return { segments: out, anchors };
}

// A pipe or a middle dot sets a code off from its title as a dash does ("GES7021 | Gestão da Inovação").
const headerLead = new RegExp(String.raw`^(${codeBody})(?![0-9A-Za-z])[\s.:\-–—|·]+(\S.*)$`);
const wholeCode = new RegExp(`^${codeBody}$`);

/** A segment that opens a course: a code then a title, or "Title - 12345 - CODE 101 - 01" (class schedules). */
function courseHeaderCode(text: string): string | undefined {
  if (text.length > 300 || text.length < 6 || !/[A-ZＡ-Ｚ]/.test(text.slice(0, 1)) && !text.includes(' - ')) return undefined;
  const t = text.normalize('NFKC');
  const lead = headerLead.exec(t);
  // A heading may join codes ("CS 395T and PHL 391, Spring 1996"); a requirement's line is no heading.
  if (lead && /\p{L}{2}/u.test(lead[2]!) && !continuesRequirement(lead[2]!) && !notACode.test(t)) return lead[1];
  const parts = t.split(/\s+[-–—]\s+/);
  if (parts.length >= 2 && parts.length <= 5) {
    // A heading names its course before or after the code; a code among an address's parts is its postal box
    // ("Université … - 51 place Victor Hugo - CS 10598 - 59140 … Cedex").
    const code = [parts[0]!, parts[parts.length - 1]!].find((p) => wholeCode.test(p) && !notACode.test(p));
    if (code && parts.some((p) => p !== code && /\p{L}{3}/u.test(p))) return code;
  }
  return undefined;
}

/** A catalog entry's header that gives its course by number alone, as a department's own catalog does
 * ("525 Linear Programming Methods 3 cr.", "717(-718) Numerical Functional Analysis 3 cr. per sem."): a number,
 * a title and the credits in one line. Only several of them on one page make a listing. */
function bareHeaderCode(text: string): string | undefined {
  if (text.length > 160 || text.length < 10 || !/^[0-9０-９]/.test(text)) return undefined;
  const t = text.normalize('NFKC');
  const m = /^(\d{3,4}[A-Z]?)(?:\s*\(\s*[-–]\s*\d{3,4}\s*\))?[\s.:\-–—]+(\p{L}[^]*)$/u.exec(t);
  if (!m || !/\p{L}{3}/u.test(m[2]!) || !creditsShape(m[2]!)) return undefined;
  return m[1];
}
/** Bare-number headers that make a page a listing. */
const minBareHeaders = 3;
const minListedCodes = 3;
const looseCode = new RegExp(`^${looseCodeBody}$`);
/** Distinct loose codes standing alone in cells that make a table of courses. */
const minLooseCodes = 5;
/** A loose code heading an entry; like bare numbers, only `minBareHeaders` of them make the page's courses. */
function looseHeaderCode(text: string): string | undefined {
  if (text.length > 160 || text.length < 8) return undefined;
  const m = looseHeaderLead.exec(text.normalize('NFKC'));
  return m && /\p{L}{3}/u.test(m[2]!) ? m[1] : undefined;
}

const bracketedLead = new RegExp(String.raw`^(\p{L}[^()]{2,100}?)\s*\((${looseCodeBody})\)$`, 'u');
/** A name with a loose code in brackets after it, and the code ("Chimie analytique (S3CHIC04)"). */
function bracketedCode(text: string): string | undefined {
  if (text.length > 120 || !text.endsWith(')')) return undefined;
  const m = bracketedLead.exec(text.normalize('NFKC').trim());
  return m && /\p{L}{3}/u.test(m[1]!) ? m[2] : undefined;
}

/** A labelled value that is one token of a loose code's shape with a letter in it: a number alone under a code's
 * label may be a postal code or a phone extension. */
function labelledLoose(value: string): string | undefined {
  const v = value.trim();
  return looseCode.test(v) && /[A-Z]/.test(v) ? v : undefined;
}

const looseRowLead = new RegExp(String.raw`^(${looseCodeBody})\s+(\p{L}[^]*)$`, 'u');
/** A loose code opening a line that goes on with a name and its credits: one row of a list of courses. */
function looseRowCode(text: string): string | undefined {
  if (text.length > 120 || text.length < 12) return undefined;
  const m = looseRowLead.exec(text.normalize('NFKC'));
  return m && /\p{L}{3}/u.test(m[2]!) && creditsShape(m[2]!) ? m[1] : undefined;
}

/** The title of raw HTML (the DOM entry has it parsed already). */
function titleOfHtml(html: string): string {
  const m = /<title[^>]*>([^<]{0,300})/i.exec(html.slice(0, 20_000));
  return m ? (m[1]!.includes('&') ? decodeHTML(m[1]!) : m[1]!).replace(/\s+/g, ' ').trim() : '';
}

const headingLead = new RegExp(String.raw`(?:^|[\s:|(\-–—])(${headingCodeBody})(?![0-9A-Za-z])`);

/** A course code leading a title or a first line, in capitals or glued in small letters ("CS 351:", "cs520 -",
 * "CS310 (Fall 1996)"). */
function leadingCode(text: string): string | undefined {
  const t = text.normalize('NFKC').trim();
  if (!t || t.length > 200) return undefined;
  const m = headingLead.exec(t.slice(0, 60));
  // What only looks like a code ("TR 1992-04: A Study of …" is a technical report).
  if (!m || notACode.test(t.slice(m.index).replace(/^[\s:|(\-–—]/, ''))) return undefined;
  const code = m[1]!.replace(/^[A-Za-z]{2,6}\//, '').toUpperCase();
  return isCourseCode(code) ? code : undefined;
}

/** A heading led by a code goes on with a name of two words or more, not a section of the course or a term; a
 * code alone on its line is named by the line under it ("CS 395T<br>Hot Topics in Distributed Systems"). */
function namesCourse(heading: string, next: Segment | undefined): boolean {
  const t = heading.normalize('NFKC').trim();
  const m = headingLead.exec(t.slice(0, 60));
  if (!m) return false;
  let rest = t.slice(m.index + m[0].length).replace(/^[\s:|,.\-–—]+/, '');
  if (!rest && next && !next.link && next.text.length <= 80) rest = next.text.normalize('NFKC').trim();
  return (rest.match(/\p{L}{2,}/gu) ?? []).length >= 2 && runWord(rest, runWords) === undefined && !termShape(rest);
}

/** Sections a course's own page has while it runs, by the word that heads them (a link or a short line). */
const runWords: [string, RegExp][] = [
  ['staff', /^(teaching assistants?|t\.?a\.?s?\b|tutors?|instructors?|professor|lecturers?|担当教員|担当教官|dozent(in|en)?|tutor(en|ien)|übungsleit|betreuer|enseignants?|chargés? de td|profesor(es|a)?|docentes?|monitor(es|ia)?|任课教师|授课教师|主讲教师|助教|담당\s?교수|조교)/i],
  ['hours', /^(office hours?|consulting hours|オフィスアワー|sprechstunden?|permanences?|heures de bureau|horarios? de (tutorías|atención)|tutorías|ricevimento|horário de atendimento|atendimento|答疑|办公时间|辦公時間|면담\s?시간|상담\s?시간)/i],
  ['lectures', /^(lectures?|lecture notes|lecture slides|class notes|course notes|notes|講義資料|講義ノート|vorlesung(en|sfolien)?|folien|skript(e|um)?|cours magistra(l|ux)|diapositivas|apuntes|lezioni|dispense|aulas|notas de aula|apostilas?|课件|課件|讲义|講義|강의\s?자료|강의\s?노트|수업\s?자료)/i],
  ['work', /^(homeworks?|assignments?|problem sets?|programming assignments?|projects?|labs?|exercises|課題|レポート|演習|übung(en|sblätter|saufgaben)?|hausaufgaben|aufgaben(blätter)?|praktikum|projekte?|travaux (dirigés|pratiques)|td\b|tp\b|devoirs|prácticas|tareas|ejercicios|esercitazioni|esercizi|listas? de exercícios|exercícios|trabalhos|tarefas|作业|作業|实验|實驗|习题|習題|과제|실습|연습\s?문제)/i],
  ['exams', /^(exams?|examinations?|midterms?|finals?|quiz(zes)?|tests?|old exams|solutions|試験|klausur(en)?|prüfung(en)?|examens?|partiels?|exámenes|examen(es)?|parcial(es)?|esami|esame|provas|exames|考试|考試|期中|期末|시험|중간\s?고사|기말\s?고사)/i],
  ['handouts', /^(handouts?|readings?|reading list|textbooks?|text\b|materials|教科書|参考書|literatur|lehrbuch|unterlagen|materialien|bibliographie|bibliografía|bibliografia|lecturas|materiales|materiale didattico|material didático|参考书|參考書|参考资料|參考資料|교재|참고\s?문헌|참고\s?자료)/i],
  ['syllabus', /^(syllabus|course syllabus|course information|course info|course outline|course description|course overview|class description|general information|シラバス|授業計画|kursbeschreibung|modulbeschreibung|allgemeine informationen|plan de cours|descriptif|programa( de la asignatura| da disciplina)?|guía docente|programma( del corso)?|ementa|plano de ensino|教学大纲|课程大纲|課程大綱|강의\s?계획서|수업\s?계획서)/i],
  ['grades', /^(grades|grading|grading policy|成績|成績評価|noten|bewertung|leistungsnachweis|évaluation|calificaciones|evaluación|valutazione|notas|avaliação|成绩|成績|评分|評分|성적)/i],
  ['news', /^(announcements?|news|what'?s new|class cancellations|休講|aktuelles|neuigkeiten|ankündigungen|annonces|avisos|anuncios|avvisi|notícias|课程通知|課程公告|公告|通知|공지\s?사항|공지)/i],
  ['meets', /^(time and place|meeting times?|class times?|lecture times?|schedule|calendar|時間割|termine|zeit und ort|ort und zeit|stundenplan|horaires?|emploi du temps|horario|horário|calendario|calendário|orario|教学日历|上课时间|上課時間|课程安排|강의\s?시간|수업\s?시간|강의\s?일정)/i],
];
/** The same words anywhere in a link's text ("Seminar Schedule", "Tentative Reading List", "Term Project Material"). */
const runWordsInside: [string, RegExp][] = runWords.map(([k, re]) => [k, new RegExp(`(?:^|[^\\p{L}])(?:${re.source.slice(1)})`, 'iu')]);

/** Section and term qualifiers between a title's code and what it names ("CS 110 Section 2 …", "CS302-63 …",
 * "CS 537 Spring 1996 …"; a section is a "Lecture 2" or a "Lab 321" too: "CS 367 - Lecture 2" is a section's page). */
const qualifier = /^(?:[\s:|,.#\-–—(]+|(?:sec(?:tion|\.)?|lecture|lab)\s*\d+\b\)?|-?\d{1,3}\b\)?|(?:spring|summer|fall|autumn|winter)\s*'?\d{2,4}\)?)/i;
/** What names a part of a course and nothing more: a numbered piece of its work ("Quiz #1", "Problem Set 2",
 * "Program #1"), or the whole of one of its sections ("Exams", "Programming Assignments", "Lecture Notes (Fall
 * 96)"). Words that also name whole courses ("Materials I", "Project", "Lab", "Praktikum") are not among them. */
const partAfterCode = new RegExp(String.raw`^(?:(?:homework|assignment|problem set|problem|quiz|exam|midterm|program|project|hw|ps|pa)\s*#?\s*\d+[a-z]?` +
  String.raw`|(?:exams|examinations|quizzes|midterms|homeworks?|assignments|programming assignments|problem sets|solutions|grades|grade list|grading|` +
  String.raw`lecture notes|class notes|lecture slides|handouts|reading list|office hours|teaching assistants|tas|instructors))` + String.raw`\s*(?:\(.*\))?$`, 'i');
/** The same sections before the code: "TAs for CS304P", "Solutions for CS 302". */
const partBeforeCode = /^(?:exams|homeworks?|assignments|solutions|grades|handouts|lecture notes|office hours|teaching assistants|tas|instructors)\s+(?:for|of|in)$/i;

/** A title that names one part of a course after its code ("CS 537 - Quiz #1", "CS 736 Assignment #1 (Spring
 * 96)", "CS 110 Section 2 Lecture Notes - Week 3", "CS367 Exams") or before it ("TAs for CS304P"): the course's
 * material, which holds its code up front and often its description's shapes, not the course's page. */
function namesPart(title: string): boolean {
  const t = title.normalize('NFKC').trim();
  const m = headingLead.exec(t.slice(0, 60));
  if (!m || /\bhome\s?page\b/i.test(t)) return false;
  let rest = t.slice(m.index + m[0].length);
  for (let q = qualifier.exec(rest); q && q[0]; q = qualifier.exec(rest)) rest = rest.slice(q[0].length);
  // What follows the code, or its first or last part ("CS 537 - Introduction to Operating Systems - Lecture Notes").
  const parts = rest.split(/\s+[-–—|]\s+|:\s+/).map((x) => x.trim());
  if ([rest.trim(), parts[0]!, parts.at(-1)!].some((named) => partAfterCode.test(named))) return true;
  return partBeforeCode.test(t.slice(0, m.index + m[0].length - m[1]!.length).trim());
}

/** A heading that names a section a course's page has while it runs ("News", "Course Information", "Teaching
 * Assistants"), not the course. */
export function isSectionHeading(text: string): boolean {
  return text.length <= 40 && runWord(text.trim(), runWords) !== undefined;
}

function runWord(text: string, words: [string, RegExp][]): string | undefined {
  return words.find(([, re]) => re.test(text))?.[0];
}

function labelField(text: string, aliases: Map<string, string>): string | undefined {
  if (text.length > 60 || /^[\d\s.,:-]*$/.test(text)) return undefined;
  for (const part of text.split(/[／/|]|\s{2,}/)) {
    const f = aliases.get(normalizeLabel(part));
    if (f) return f;
  }
  const head = /^([^:：]{1,40})[:：]/.exec(text);
  return head ? aliases.get(normalizeLabel(head[1]!)) : undefined;
}

export function recognise(page: string | ParsedPage): Recognition {
  const { segments, anchors } = typeof page === 'string' ? segmentsFromHtml(withBrowserComments(page)) : segmentsFromDom(page);
  const title = typeof page === 'string' ? titleOfHtml(page) : page.title;
  const aliases = seedAliases();
  const headerCodes = new Set<string>();
  const linkedCodes = new Set<string>();
  let loneCodes = 0;
  let codeLinks = 0;
  let linkedHeaders = 0;
  let sentences = 0;
  let credits = 0;
  let terms = 0;
  let prose = 0;
  const fields = new Set<string>();
  const run = new Set<string>();
  const bareCodes = new Set<string>();
  // Codes standing alone in a line or a cell, linked or not: a table of courses has many, one course's page one.
  const listedCodes = new Set<string>();
  const looseCodes = new Set<string>();
  // Loose codes in brackets after a name ("Chimie analytique (S3CHIC04)"): a heading that gives its course's code.
  const bracketedCodes = new Set<string>();
  // The code a label names ("Clave de la asignatura: ECN 4303", or "Course code" and "CS 101" in the next cell): the page's
  // own, when no code stands up front.
  let labelledCode: string | undefined;
  let codeLabelBefore = false;
  let systemLabelBefore: boolean = false;
  for (const s of segments) {
    // The field a line of the page's own text labels, if any (read once: the fields counted below and its code).
    const field = !s.link && s.text.length <= 120 ? labelField(s.text, aliases) : undefined;
    // A code's label named for its system ("Code Apogée") names the page's course only by a value of letters and
    // digits: "Código RUCT 2506825" is a degree's number in a registry.
    const systemLabel = field === undefined && !s.link && s.text.length <= 40 && namesCodeSystem(s.text, (w) => aliases.get(w));
    if (labelledCode === undefined && !s.link && s.text.length <= 120) {
      const isLabel = field === 'code' || systemLabel;
      const value: string | undefined = isLabel ? s.text.replace(/^[^:：]*[:：]/, '') : codeLabelBefore ? s.text : undefined;
      // The label says what the value is: a code of a shape no catalog here uses ("Code Apogée : S3AESA021") is still
      // the page's code when it stands alone as one token of letters and digits.
      const bySystem: boolean = systemLabel || systemLabelBefore;
      labelledCode = value === undefined ? undefined : bySystem ? labelledLoose(value) : findCourseCode(value) ?? labelledLoose(value);
      if (bySystem && labelledCode !== undefined) fields.add('code');
      codeLabelBefore = isLabel && labelledCode === undefined;
      systemLabelBefore = systemLabel && labelledCode === undefined;
    }
    if (s.text.length <= 16 && isCourseCode(s.text)) listedCodes.add(s.text.replace(/[\s\-\u00a0]/g, ''));
    else if (s.text.length <= 10 && looseCode.test(s.text)) looseCodes.add(s.text);
    else {
      // A row of a table of courses laid out in one line: a code of no known shape, a name and its credits
      // ("LF16F110 Psychopathologie 1 6 crédits").
      const row = looseRowCode(s.text);
      if (row) looseCodes.add(row);
    }
    // Its title may be a link to the course's own page: a header whether or not most of it is link text.
    // A token of no known shape heads an entry in the page's own text only: a link's ("CS380L: Advanced Operating
    // Systems") names a course page elsewhere, by a code the link counts already.
    const bare = bareHeaderCode(s.text) ?? (s.link ? undefined : looseHeaderCode(s.text));
    const bracketed = s.link ? undefined : bracketedCode(s.text);
    if (bracketed) bracketedCodes.add(bracketed);
    if (bare) bareCodes.add(bare);
    // A short line, or a label heading a longer one ("Instructor : Robert R. Meyer (rrm@cs.wisc.edu)").
    const label = s.text.length <= 40 ? s.text : s.text.length <= 120 ? /^([^:：]{1,30})[:：]/.exec(s.text)?.[1] : undefined;
    const word = label === undefined ? undefined : runWord(label.trim(), runWords);
    if (word) run.add(word);
    if (s.link) {
      const linked = courseHeaderCode(s.text);
      if (linked) { codeLinks++; linkedCodes.add(linked.replace(/[\s\-\u00a0]/g, '')); }
      continue;
    }
    const code = courseHeaderCode(s.text);
    if (code) headerCodes.add(code.replace(/[\s\-\u00a0]/g, ''));
    if ((code || bare) && s.linked) linkedHeaders++;
    if (s.text.length <= 120) {
      if (s.text.length <= 16 && isCourseCode(s.text)) loneCodes++;
      if (creditsShape(s.text)) credits++;
      if (s.text.length <= 60 && termShape(s.text)) terms++;
      if (field) fields.add(field);
    } else if (s.text.length >= 100 && !findCourseCode(s.text.slice(0, 12))) {
      prose++;
      // A description says something in sentences; a long title or a breadcrumb does not.
      if (/[.!?。](?:\s|$)/u.test(s.text)) sentences++;
    }
  }
  for (const a of anchors) {
    const word = a.length <= 40 ? runWord(a, runWordsInside) : undefined;
    if (word) run.add(word);
  }
  // A mailing list's archive (hypermail, pipermail, MHonArc) lists its messages by date, thread, subject and
  // author; their subjects name a course and its sections ("CS838: Class notes", "Midterm"), yet it is neither a
  // course nor a list of courses.
  if (isMessageArchive(title, segments, anchors)) return { kind: 'other', courses: 0, confidence: 0.9, codeLinks: 0, codes: [] };
  // A title that names a part of its course is its material, unless a first line names the course ("CS 395T
  // Reading List (Fall 96)" over "CS 395T Hot Topics in Distributed Systems": a course whose page is its reading list).
  // webkb-dev, the critic's precision on the labels: texas 0.49 -> 0.52, wisconsin 0.30 -> 0.36, recall the same.
  if (namesPart(title) && !segments.slice(0, 3).some((s, i) => !s.link && headingLead.exec(s.text.trim())?.index === 0 && namesCourse(s.text, segments[i + 1]))) {
    return { kind: 'other', courses: 0, confidence: 0.6, codeLinks, codes: [] };
  }
  if (bareCodes.size >= minBareHeaders) for (const c of bareCodes) headerCodes.add(c);
  const inline = headerCodes.size;
  const evidence = Math.min(1, (fields.size + Math.min(credits, 2) + Math.min(terms, 1) + Math.min(prose, 2)) / 5);
  // Entries of a code, a title that links the course's own page and its credits, no description among them
  // ("RAS101E - <a>Psychologie du sport 1</a> (6 ECTS)"): a list of links to the courses, not the courses inline.
  if (inline >= minListedCodes && sentences === 0 && linkedHeaders + codeLinks >= inline) {
    return { kind: 'listing', courses: 0, confidence: round(Math.min(0.95, 0.5 + inline / 40)), codeLinks: codeLinks + linkedHeaders, codes: [...headerCodes].slice(0, maxCodes) };
  }
  if (inline >= 2 && (credits + prose + fields.size) >= Math.min(inline, 3)) {
    return { kind: 'listing', courses: inline, confidence: round(0.6 + 0.4 * Math.min(1, (credits + prose) / inline)), codeLinks, codes: [...headerCodes].slice(0, maxCodes) };
  }
  // A table of courses with no description, each row a code, a title and its credits (a programme's requirements,
  // a term's offerings): a list of courses, not one course, however many labels and credits it holds. Not a page
  // whose title names its course: a course's page may link its prerequisites and related courses by code.
  if ((listedCodes.size >= minListedCodes || looseCodes.size >= minLooseCodes) && !leadingCode(title)) {
    const listed = listedCodes.size >= minListedCodes ? listedCodes : looseCodes;
    return { kind: 'listing', courses: 0, confidence: round(Math.min(0.95, 0.5 + listed.size / 40)), codeLinks, codes: [...listed].slice(0, maxCodes) };
  }
  // The code the page is about: in its title or its first lines.
  let lead = leadingCode(title);
  for (let i = 0; !lead && i < Math.min(3, segments.length); i++) if (!segments[i]!.link) lead = leadingCode(segments[i]!.text);
  // A code of no known shape is the page's when a heading gives it in brackets after the course's name and it stands
  // alone in a cell or under its label too ("Chimie analytique (S3CHIC04)" over a table of the course's code, credits
  // and semester): one such code, the page's only one.
  if (!lead && inline === 0 && bracketedCodes.size === 1) {
    const [code] = bracketedCodes as unknown as [string];
    if (looseCodes.has(code) || labelledCode === code) lead = code;
  }
  // A code the page labels as its own outranks one guessed from a line's shape: a header code may be an address's
  // postal box ("… - CS 10598 - 59140 …") in a footer no tag marks as one.
  const own = [...(lead ? [lead.replace(/[\s\-\u00a0]/g, '')] : []), ...(labelledCode ? [labelledCode.replace(/[\s\-\u00a0]/g, '')] : []), ...headerCodes].slice(0, 1);
  // Sections of one course whose headers link to their details (class schedules) are that one course.
  const sectionsOfOne = inline === 0 && linkedCodes.size === 1 && credits + terms > 0;
  // One header with a code somewhere down a page of prose is the page's course only when the page says so up
  // front (its title or first lines) or labels or counts something of a course: otherwise it is an address, an
  // office, a part number or a file size ("MAI 2010 (yes, good view)", "HTML 1057 bytes") among a person's text.
  const ownHeader = inline === 1 && (lead !== undefined || fields.size > 0 || credits > 0);
  const oneCourse = (ownHeader || sectionsOfOne || loneCodes > 0 || fields.has('code') || fields.has('title')) && (fields.size >= 2 || credits > 0 || prose > 0);
  // Its code up front and a catalog entry's shape: a description and its credits or a labelled field.
  const describedCourse = lead !== undefined && prose > 0 && (credits > 0 || fields.size > 0);
  if (oneCourse || describedCourse || fields.size >= 3) {
    return { kind: 'course', courses: 1, confidence: round(0.5 + 0.5 * evidence), codeLinks, codes: own };
  }
  // A course's own home page: its code up front, or the term it runs in as its title says ("Introduction to
  // Cognitive Science, Fall 1996"), and at least three kinds of sections a running course has.
  // A mailing-list archive of the course ("cs302-30list by thread") links its messages, whose subjects name the
  // same sections ("Re: Program 1", "Style Guide"); replies among its links show it.
  const replies = anchors.filter((a) => /^(re|aw|sv|fwd?)\s*:/i.test(a)).length;
  if ((lead || termShape(title)) && run.size >= 3 && replies < 2) {
    return { kind: 'course', courses: 1, confidence: round(0.5 + 0.5 * Math.min(1, (run.size - 2) / 4)), codeLinks, codes: own };
  }
  // Its code up front twice, in its title and in a heading that names the course ("CS 395T Reading List (Fall
  // 96)" over "CS 395T Hot Topics in Distributed Systems"): a page of one course, whatever sections it has. A
  // heading that goes on with a section of the course ("CS 306 Assignment 3", "CS 536 Exams") is its material.
  const titled = leadingCode(title);
  if (titled && segments.slice(0, 3).some((s, i) => !s.link && leadingCode(s.text) === titled && namesCourse(s.text, segments[i + 1]))) {
    return { kind: 'course', courses: 1, confidence: 0.5, codeLinks, codes: own };
  }
  if (codeLinks >= 3) return { kind: 'listing', courses: 0, confidence: round(Math.min(0.95, 0.5 + codeLinks / 40)), codeLinks, codes: [...linkedCodes].slice(0, maxCodes) };
  return { kind: 'other', courses: 0, confidence: round(1 - 0.5 * evidence), codeLinks, codes: [] };
}

const maxCodes = 40;

const archiveOrders = /^\[?\s*(date|thread|subject|author)s?\s*\]?$/i;
/** An archive's index: "sorted by" its orders, or links to at least three of them ("[ date ] [ thread ] [ author ]"). */
function isMessageArchive(title: string, segments: readonly Segment[], anchors: readonly string[]): boolean {
  if (/\bby (thread|date|author|subject)\b/i.test(title) && anchors.length >= 5) return true;
  if (segments.some((s) => /^messages?( sorted)? by\b/i.test(s.text))) return true;
  return new Set(anchors.map((a) => archiveOrders.exec(a)?.[1]?.toLowerCase()).filter(Boolean)).size >= 3;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
