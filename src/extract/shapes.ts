// Value shapes: what a field's value looks like, whatever the page calls it. Used both to check a labelled
// value (a "credits" cell without a number is not credits) and to find unlabelled ones (a header line that
// reads "2単位" is the credits). Each test returns a score 0..1 (0: not this shape) and, where the value is a
// part of the text, that part.
import { cleanText, nameTitles, pairJapaneseNames } from './normalize.ts';
import { codeValueBody, notACode } from '../parse/course-codes.ts';

export type ShapedField = 'code' | 'credits' | 'term' | 'instructors' | 'prerequisites';

export interface ShapeMatch {
  field: ShapedField;
  score: number;
  /** The part of the text that carries the value ("２Ｑ" of "２Ｑ　木４(Y112)"). */
  value: string;
}

// Course codes as a value gives them (src/parse/course-codes.ts): "MATH 112", "CS-101", "FCB1261", "Y000001020".
const codeWhole = new RegExp(`^${codeValueBody}$`);
export const codeAnywhere = new RegExp(`(?<![A-Za-z0-9])${codeValueBody}(?![A-Za-z0-9])`, 'g');

export function isCourseCode(text: string): boolean {
  if (text.length > 24 || !/^\s*[A-ZＡ-Ｚ]/.test(text)) return false;
  const t = cleanText(text.normalize('NFKC'));
  return t.length <= 16 && codeWhole.test(t) && !notACode.test(t);
}

/** A code of digits, perhaps with letters after the first ("800831", "12345-01", "1A101"), as Spanish, Korean and
 * many Japanese systems number their courses: a code only where a label says so. Alone, such a number is a year,
 * a room or a telephone number as often as a course. */
export function numberCode(text: string): string | undefined {
  const t = cleanText(text.normalize('NFKC'));
  return t.length <= 16 && /^\d(?=(?:\D*\d){2})[\dA-Z]*(?:[-.][\dA-Z]+)?$/.test(t) ? t : undefined;
}

/** A code as a label gives it, whole: one token of capitals and digits, two digits at least, perhaps in parts
 * joined by dots or dashes ("01QWERT" at Turin, "L.EIC008" at Porto, "800831"), not the part of it that looks like
 * a code elsewhere ("EIC008"). */
export function labelledCode(text: string): string | undefined {
  const t = cleanText(text.normalize('NFKC'));
  return t.length <= 16 && /^(?=(?:\D*\d){2})[\dA-Z]+(?:[-.][\dA-Z]+)*$/.test(t) && !notACode.test(t) ? t : undefined;
}

/** The first code a text carries ("Prereq. MATH 1242 or CS 2800" -> "MATH 1242"). */
export function findCourseCode(text: string): string | undefined {
  if (!/[A-ZＡ-Ｚ]/.test(text)) return undefined;
  const t = cleanText(text.normalize('NFKC'));
  codeAnywhere.lastIndex = 0;
  for (let m = codeAnywhere.exec(t); m; m = codeAnywhere.exec(t)) if (!notACode.test(t.slice(m.index))) return m[0];
  return undefined;
}

// Credits with their unit, in either order ("4 units", "3.000 Credit hours", "Credit Hours: 3", "2単位", "7.5 ECTS"),
// in the languages catalogs are written in ("6 Leistungspunkte", "5 LP", "6 créditos", "3 crédits", "9 CFU", "3学分",
// "3학점"). The short units only after a number: "CP 101" before one is a course.
const creditUnit = String.raw`(?:credit\s*hours?|semester\s*(?:credit\s*)?hours?|credits?|credit\s*points?|units?|ECTS(?:-Punkte)?|CATS|Leistungspunkte?|créditos?|crédits?|crediti|CFU|cr\.?|sch|単位|学分|學分|학점)`;
const shortUnit = String.raw`(?:LP|CP|KP)`;
const number = String.raw`\d{1,3}(?:[.,]\d{1,3})?(?:\s*(?:-|–|to|or|bis|à|a)\s*\d{1,3}(?:[.,]\d{1,3})?)?`;
const creditsAfter = new RegExp(`(?<![\\w.])(${number})\\s*(?:${creditUnit}(?!\\p{Ll})|${shortUnit}(?!\\p{L}))`, 'iu');
const creditsBefore = new RegExp(`${creditUnit}\\s*[:：]?\\s*(${number})(?![\\d.])`, 'iu');

const creditsHint = /cr|unit|ects|cats|sch|hour|cfu|単位|学分|學分|학점|\d\s*[LCK]P\b|leistungsp/i;

export function creditsShape(text: string): ShapeMatch | undefined {
  if (text.length > 160 || !/[0-9０-９]/.test(text) || !creditsHint.test(text)) return undefined;
  const t = cleanText(text.normalize('NFKC'));
  if (t.length > 120) return undefined;
  const m = creditsAfter.exec(t) ?? creditsBefore.exec(t);
  if (!m) return undefined;
  // A line that is only the credits is surer than credits inside a sentence.
  const score = m[0].length >= t.length - 2 ? 0.9 : t.length < 40 ? 0.7 : 0.5;
  return { field: 'credits', score, value: m[0] };
}

/** What stands beside a course's name in its heading: its term, sections, the page's own kind. */
export const besideName = /\b(?:(?:fall|autumn|spring|summer|winter)(?:\s+(?:semester|term|quarter|session))?(?:\s+\d{2,4}(?:\s*-\s*\d{2,4})?)?(?:\s+offering)?|sections?\s+\d+(?:\s*(?:and|&|,)\s*\d+)*|lecture\s+\d+|(?:class|course|web)?\s*home\s*page|(?:class|course|web)\s+page|(?:class|course)\s+info(?:rmation)?(?:\s+pages?)?|frequently asked questions|on-?line handouts|final grades)\b/gi;
/** What a heading says of the page and not of the course: nothing but its term, sections, lecture or kind
 * ("Lecture 2 - Home Page - Fall 1996"); a name may be a letter and its signs ("C++", "C#"). */
export function saysOnlyOfThePage(text: string): boolean {
  return !/\p{L}{2}|\p{L}(?:\+\+|#)/u.test(text.replace(besideName, ' '));
}

/** The term (and sections) a heading adds after the course's name, a season with its year: "Computer Graphics -
 * Spring 1996", "Machine Learning (Spring 1996)", "Introduction to Operating Systems Section 1, Fall 1996". */
const termAfterName = /(?:\s*[,;:–—-]\s*|\s*\(\s*|\s+)(?:sections?\s+\d+(?:\s*(?:and|&|,)\s*\d+)*\s*,?\s*)?(?:fall|autumn|spring|summer|winter)(?:\s+(?:semester|term|quarter|session))?,?\s+'?(?:19|20)?\d{2}\s*\)?\s*$/i;
export function withoutTermAfterName(title: string): string {
  const name = title.replace(termAfterName, '');
  return /\p{L}/u.test(name) ? name : title;
}

// Terms: seasons and years, numbered semesters and quarters; Japanese, Chinese and Korean terms.
const termPatterns: RegExp[] = [
  /(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:term|semester|quarter)(?:\s*[:：]\s*[A-Za-z]{3,9}\s*-\s*[A-Za-z]{3,9}\s+\d{4})?/i,
  /\b\d{4}\s+(?:fall|autumn|spring|summer|winter)\b/i,
  /\b(?:fall|autumn|spring|summer|winter)(?:\s+(?:term|semester|quarter|session))?(?:\s+\d{4})?(?:\s+(?:term|semester|quarter|session))?\b/i,
  /\b(?:semester|term|trimester|quarter)\s*[1-4]\b/i,
  /\b[A-Z][a-z]{2}\s*-\s*[A-Z][a-z]{2}\s+\d{4}\b/, // "Sep - Dec 2020"
  /(?<![A-Za-z0-9])Q[1-4](?![0-9])|(?<![0-9])[1-4]Q(?![A-Za-z0-9])/,
  // Chinese, before the Japanese terms (which would take "第一学期" without its year): "2026年秋季学期", "秋季學期",
  // "2026-2027学年第一学期", "115學年度第1學期" (Taiwan counts its years from 1912), "上学期".
  /(?:(?:19|20)\d{2}\s*(?:[-–/]\s*(?:19|20)?\d{2}\s*)?(?:学年|學年)?\s*年?\s*|\d{2,3}\s*(?:学年度|學年度)\s*)?(?:[春夏秋冬]季(?:学期|學期)?|第[一二三四1-4](?:学期|學期)|[上下](?:学期|學期))/,
  /[春夏秋冬][ABＡＢ]?(?:学期)?|前期|後期|通年|集中|第[1-4１-４一二三四](?:学期|クォーター|ターム)/,
  // German, French, Spanish, Italian: "Wintersemester 2026/27", "WiSe 2026/27", "SS 2027", "semestre d'automne",
  // "primer cuatrimestre", "2e semestre", "secondo semestre".
  /\b(?:Winter|Sommer)semester(?:\s+\d{4}(?:\/\d{2,4})?)?|\b(?:WiSe|SoSe|WS|SS)\s?\d{2,4}(?:\/\d{2,4})?(?![\d/])/,
  // How often a course runs, where a catalog gives that for its term: "every semester", "jedes Semester",
  // "chaque semestre", "cada cuatrimestre", "ogni semestre". The whole value only: in a sentence it is advice.
  /^(?:every|each|jedes|chaque|cada|ogni)\s+(?:term|semester|semestre|quarter|cuatrimestre|trimestre)\.?$/i,
  // (Letters beyond ASCII end no \b: "été" is bounded by lookarounds.)
  /(?<!\p{L})(?:semestre|trimestre)\s+(?:d['’]\s?)?(?:automne|printemps|hiver|été|oto[ñn]o|primavera|invierno|[1-4]|I{1,3}V?)(?![\p{L}\p{N}])|(?<!\p{L})session\s+d['’]\s?(?:automne|hiver|été|printemps)(?!\p{L})|(?<![\p{L}\p{N}])(?:primer|segundo|tercer|primeiro|terceiro|primo|secondo|terzo|premier|second|deuxième|I{1,3}|[1-4](?:er|e|ème|º|°|o|\.º|\.o)?)\s+(?:semestre|cuatrimestre|trimestre|quadrimestre)(?:\s+(?:de\s+|del\s+)?(?:19|20)\d{2}(?:[-/]\d{2,4})?)?(?!\p{L})/iu,
  // A season with its year in French, Spanish, Italian, Portuguese: "Automne 2026", "otoño 2026", "autunno 2026".
  /(?<!\p{L})(?:automne|hiver|printemps|été|oto[ñn]o|invierno|primavera|verano|autunno|inverno|outono|ver[ãa]o)\s+(?:19|20)\d{2}(?!\d)/iu,
  // Korean: "2026학년도 1학기", "여름학기".
  /(?:(?:19|20)\d{2}\s*학년도\s*)?(?:[1-4]|봄|여름|가을|겨울)\s*학기/,
];

// Cheap test first: most text has none of these.
const termHint = /term|semest|quarter|fall|autumn|spring|summer|winter|wise|sose|\b[WS]S\s?\d|cuatrimestre|trimestre|quadrimestre|automne|hiver|printemps|été|oto[ñn]o|invierno|primavera|verano|autunno|inverno|outono|ver[ãa]o|session d|[1-4１-４][QＱ]|[QＱ][1-4１-４]|[A-Z][a-z]{2}\s*-\s*[A-Z][a-z]{2}|[春夏秋冬前後通集第]|[上下][学學]期|학기/i;

export function termShape(text: string): ShapeMatch | undefined {
  if (text.length > 100 || !termHint.test(text)) return undefined;
  const t = cleanText(text.normalize('NFKC'));
  if (!t || t.length > 80) return undefined;
  for (const re of termPatterns) {
    const m = re.exec(t);
    if (!m) continue;
    // Japanese season characters alone are a term only when they are most of the text ("秋学期", "春A").
    if (/^[春夏秋冬]/.test(m[0]) && m[0].length < 2 && t.length > 3) continue;
    return { field: 'term', score: m[0].length >= t.length - 2 ? 0.9 : 0.6, value: originalSpan(text, m[0]) ?? m[0] };
  }
  return undefined;
}

// A weekly slot printed beside the term: "火４(Y133)", "月曜3限", "Mon 9:00-10:15", "MWF", a room in brackets.
const slotPieces = /[月火水木金土日](?:曜日?)?\s*\d{1,2}(?:\s*[-~～]\s*\d{1,2})?(?:限|講時|時限)?|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|\b[MTWRFSU]{1,5}\b|\d{1,2}:\d{2}(?:\s*(?:-|–|to)\s*\d{1,2}:\d{2})?\s*(?:am|pm)?|[(（][^)）]{0,24}[)）]/gi;

/** Is the text nothing but terms and the weekly slots beside them ("１Ｑ 火４(YJ21)・火５（ペア）", "前期 集中")? */
export function isTermLine(text: string): boolean {
  if (text.length > 100 || !termHint.test(text)) return false;
  let rest = cleanText(text.normalize('NFKC'));
  let terms = 0;
  for (let m = termShape(rest); m && terms < 6; m = termShape(rest), terms++) rest = rest.replace(m.value.normalize('NFKC'), ' ');
  return terms > 0 && !/[\p{L}\p{N}]/u.test(rest.replace(slotPieces, ' '));
}

/** The span of the original (un-normalised) text that normalises to `part`: "２Ｑ" for "2Q". */
function originalSpan(text: string, part: string): string | undefined {
  const t = cleanText(text);
  if (t.includes(part)) return part;
  // Full-width letters and digits normalise one character to one: the same span of the original.
  const n = t.normalize('NFKC');
  if (n.length === t.length) {
    const at = n.indexOf(part);
    if (at >= 0) return t.slice(at, at + part.length);
  }
  for (let i = 0; i < t.length; i++) {
    for (let j = i + part.length; j <= Math.min(t.length, i + part.length + 2); j++) {
      if (t.slice(i, j).normalize('NFKC') === part) return t.slice(i, j);
    }
  }
  return undefined;
}

// Person names: Western ("Ada Lovelace", "Carl D. Shelow", "Han-Up Park", "José María de la Cruz", and with titles
// before them, `nameTitles`: "Prof. Dr.-Ing. Jürgen Müller"), Japanese (2–4 + 1–4 kanji/kana).
const westernName = /^\p{Lu}[\p{L}'’\-]+(?:\s+\p{Lu}\.?|(?:\s+(?:von|van|der|den|de|la|del|della|di|da|du|le|zu|y|bin|al))*\s+\p{Lu}[\p{L}'’\-]+){1,3}$/u;
// Family and given name apart, as syllabi write them ("中野　浩"); without the space a name and a word look alike.
const japaneseName = /^[\u4e00-\u9fff\u3005]{1,4}[\s\u3000]+[\u4e00-\u9fff\u3005\u3040-\u309f\u30a0-\u30ff]{1,5}$/;
const katakanaOnly = /^[\u30a0-\u30ff\s\u3000]+$/;
const nonNameWords = /\b(?:course|credit|hours?|term|semester|lecture|campus|schedule|department|university|college|school|room|online|tba|staff|exam|week|syllabus|undergraduate|graduate|description)\b/i;

/** Names in a list ("Ada Lovelace, Grace Hopper (P)"): the share of its parts shaped like names. */
export function peopleShape(text: string): ShapeMatch | undefined {
  const t = cleanText(text);
  if (!t || t.length > 300 || nonNameWords.test(t) || isTermLine(t)) return undefined;
  const parts = t.split(/\s*(?:,|;|、|，|\/|\band\b|&|・)\s*/).map((p) => p.replace(/\s*[(（][^)）]*[)）]\s*/g, ' ').trim()).filter(Boolean).flatMap(pairJapaneseNames);
  if (!parts.length) return undefined;
  const named = parts.filter((p) => westernName.test(p.replace(nameTitles, '')) || (japaneseName.test(p) && !katakanaOnly.test(p))).length;
  if (named === 0) return undefined;
  return { field: 'instructors', score: 0.8 * (named / parts.length), value: t };
}

// What must come first or alongside, in words: English, and Japanese 履修 ("taking a course"), 既修 ("already
// taken"), 単位を修得 ("credits earned"). Weaker: 理解しておく ("have understood"), 科目 ("courses") in a sentence.
const prerequisiteWords = /prereq|pre-?requisite|co-?requisite|minimum grade|completion of|consent of|concurrent enrol|履修|既修|修得済|単位を修得|受講済/i;
const prerequisiteHints = /prior (?:knowledge|study)|recommended|理解して(?:おく|おいて|いる)|学習する(?:まえ|前)に|科目/i;
// Japanese course names named as nouns ("有機化学Ⅰ、有機化学Ⅱ", "応用セミナーおよび専門基礎研究", "熱工学I,II"): items
// between separators that are nouns only (no kana endings), at least one ending the way course names end.
const courseNameSeparators = /及び|および|並びに|ならびに|[、，,・/／;；&＆\s「」『』。]+/u;
const nounItem = /^[\p{Script=Han}\p{Script=Katakana}ー々A-Za-z0-9ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ]{1,25}$/u;
const courseNameEnd = /(?:[IVXⅠ-Ⅹ]|演習|実習|実験|入門|基礎|概論|特論|講義|研究|セミナー|ゼミ|科目|[学論])$/u;
// Course names inside a sentence: a noun run ending in a sequence numeral ("基礎物理II", "力学I").
const numberedCourseName = /[\p{Script=Han}\p{Script=Katakana}ー]{2,20}(?:[IVX]{1,4}|[Ⅰ-Ⅹ])(?![A-Za-z])/gu;

/** Japanese course names a text lists: how many, and whether the text is nothing but the list. */
function japaneseCourseNames(t: string): { names: number; listOnly: boolean } {
  if (!/[\p{Script=Han}\p{Script=Katakana}]/u.test(t)) return { names: 0, listOnly: false };
  const items = t.normalize('NFKC').split(courseNameSeparators).filter(Boolean);
  const listOnly = items.length > 0 && items.length <= 30 && items.every((i) => nounItem.test(i)) && items.some((i) => /\p{L}{2}/u.test(i) && courseNameEnd.test(i));
  const named = listOnly ? items.filter((i) => courseNameEnd.test(i)).length : (t.match(numberedCourseName)?.length ?? 0);
  return { names: named, listOnly };
}

/** Names that need no label to be read as names: Japanese ones, or Western ones with an initial or a title
 * ("Carl D. Shelow", "Dr. Ada Lovelace"); "Linear Algebra" has the shape of a name too, so plain pairs of words do not. */
export function unlabelledNames(text: string): boolean {
  // Cheap tests first (this runs on every short line): both kinds of name are written with a space.
  if (!/[\s\u3000]/.test(text) || !(/[\p{Script=Han}]/u.test(text) || /(?:^|\s)[A-Z]\.(?:\s|$)|(?:^|[\s,;])(?:Prof|Dr)\.?[\s-]/.test(text))) return false;
  return (peopleShape(text)?.score ?? 0) >= 0.8;
}

/** Prerequisite text: names other courses (codes, Japanese course names) or says what must come first. */
export function prerequisiteShape(text: string): ShapeMatch | undefined {
  const t = cleanText(text);
  if (t.length < 2 || t.length > 2000) return undefined;
  const codes = (t.normalize('NFKC').match(codeAnywhere) ?? []).length;
  const words = prerequisiteWords.test(t);
  const names = japaneseCourseNames(t);
  const courses = codes + names.names;
  if (courses && words) return { field: 'prerequisites', score: 0.9, value: t };
  if (words || codes || names.listOnly) return { field: 'prerequisites', score: 0.6, value: t };
  if (names.names >= 2 || prerequisiteHints.test(t)) return { field: 'prerequisites', score: 0.4, value: t };
  return undefined;
}

/** How well a value fits a field's shape: 1 fits, 0 cannot be it; fields without a shape get 0.5 (unknown). */
export function shapeFit(field: string, value: string): number {
  const t = cleanText(value);
  switch (field) {
    case 'code': return isCourseCode(t) ? 1 : findCourseCode(t) && t.length < 40 ? 0.6 : numberCode(t) || labelledCode(t) ? 0.5 : 0;
    case 'credits': return creditsShape(t)?.score ? 1 : /\d/.test(t) && t.length <= 40 ? 0.8 : 0;
    case 'term': return termShape(t) ? 1 : t.length <= 60 ? 0.4 : 0;
    case 'instructors': return peopleShape(t) ? 1 : t.length <= 200 ? 0.4 : 0;
    // A course code, credits or a term alone is not a title ("Module ref: PS 103" read as "module title").
    case 'title': return t.length < 2 || t.length > 200 || isCourseCode(t) || (creditsShape(t)?.score ?? 0) >= 0.9 || (termShape(t)?.score ?? 0) >= 0.9 ? 0 : 0.8;
    // A description is prose: a short phrase that is no sentence ("Music Lab Fee" under a fee table's Description
    // column) is not one.
    case 'description': return t.length + (t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0) >= 20 ? 0.8 : /[.。!?！？]$/u.test(t) ? 0.3 : 0;
    default: return 0.5;
  }
}
