// Normalisers for field values: whitespace, credits (value, unit, raw), instructor lists, course codes.
import { proseCodeBody } from '../parse/course-codes.ts';

export function cleanText(s: string): string {
  return s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}

const courseCodeGlobal = new RegExp(`(?<![A-Za-z0-9])${proseCodeBody}(?![0-9])`, 'g');

/** Course codes a text names, as written ("CSE 115 and MATH 141" -> ["CSE 115", "MATH 141"]). */
export function courseCodesIn(text: string): string[] {
  return [...new Set([...text.normalize('NFKC').matchAll(courseCodeGlobal)].map((m) => m[0].replace(/\u00a0/g, ' ').trim()))];
}

export interface Credits {
  value: number;
  unit: string;
  raw: string;
}

const unitPatterns: [RegExp, string][] = [
  [/credit\s*hours?|semester\s*hours?|\bsch\b/i, 'credit hours'],
  // Leistungspunkte (LP) are ECTS credits.
  [/ects|\bLP\b|leistungspunkte/i, 'ECTS'],
  [/cats/i, 'CATS'],
  [/units?\b/i, 'units'],
  [/単位/, '単位'],
  [/\bcr\b\.?|credits?|credit points?/i, 'credits'],
];

/** "15 credits (7.5 ECTS)" -> 15 credits; "2単位" -> 2 単位; "3 cr." -> 3 credits; "1-4 credits" -> 1; "7,5 ECTS" (a
 * decimal comma, as most of Europe writes it) -> 7.5 ECTS. */
export function parseCredits(raw: string): Credits | undefined {
  const text = cleanText(raw.normalize('NFKC'));
  const m = /(\d+(?:\.\d+|,\d{1,2}(?!\d))?)/.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]!.replace(',', '.'));
  if (!Number.isFinite(value) || value > 1000) return undefined;
  const after = text.slice(m.index);
  const unit = unitPatterns.find(([re]) => re.test(after.split('(')[0]!))?.[1] ?? unitPatterns.find(([re]) => re.test(text))?.[1] ?? 'credits';
  return { value, unit, raw: text };
}

const japaneseWord = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々ー]{1,5}$/u;
const kanjiWord = /^[\p{Script=Han}々]{1,4}$/u;

/** Japanese names are written family and given name apart, and a page may list several with nothing but space
 * between them ("山本 哲男 植田 祥明"): an even run of such words, every other one a kanji family name, pairs up. */
export function pairJapaneseNames(part: string): string[] {
  const words = part.split(/[\s\u3000]+/).filter(Boolean);
  if (words.length < 4 || words.length % 2 !== 0 || !words.every((w) => japaneseWord.test(w))) return [part];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 2) {
    if (!kanjiWord.test(words[i]!)) return [part];
    out.push(`${words[i]} ${words[i + 1]}`);
  }
  return out;
}

/** Titles before a name, any number of them ("Prof. Dr.-Ing.", "Priv.-Doz. Dr.", "Ms.", "教授", and in the Romance
 * languages "Pr", "Dra.", "Mtra.", "Lic.", "Ing.", "Prof.ssa", "Dott.", "Prof.ª", "Professora Doutora"): a name is read with them
 * (src/extract/shapes.ts) and stored without them. */
export const nameTitles = /^(?:(?:prof\.?(?:ssa|ª|a)?\.?|professora?|doutora?|dr\.?(?:-ing\.?|\s?rer\.\s?nat\.|\s?phil\.)?|dr[aª]\.?|m[rs]s?\.?|mme\.?|mlle\.?|pr\.?|mtr[oa]\.|lic\.|ing\.|dott\.(?:ssa\.?)?|pd|priv\.-doz\.|dipl\.-[a-z]+\.?|教授|准教授)\s+)+/i;
/** What follows a name: a rank written after it in Chinese and Korean ("王建国 教授", "이지은 교수"), or a role in
 * brackets ("Jean Moreau (maître de conférences)"). */
const afterName = /(?:\s*(?:教授|副教授|助理教授|准教授|讲师|講師|助教|博士|老师|老師|교수|부교수|조교수|강사|박사|교수님)|\s*[(（][^)）]{1,40}[)）])+$/u;

/** "Ada Lovelace, Alan Turing and Grace Hopper" -> three names; "山田 太郎、佐藤 花子" and "山田 太郎 佐藤 花子" -> two. */
export function splitPeople(raw: string): string[] {
  return cleanText(raw)
    .split(/\s*(?:,|;|、|，|\/|\band\b|&|・)\s*/)
    .flatMap(pairJapaneseNames)
    // A role before a name ("TA: Jeff Shabel", "担当：山田 太郎") is no part of it.
    .map((s) => s.replace(/^[^:：]{1,20}[:：]\s*(?=\S)/u, '').replace(nameTitles, '').replace(afterName, '').trim())
    // A role after a comma ("Alessandro Perri, ricercatore", "Ana Ruiz, profesora titular") is no name: a name in
    // Latin letters has a capital.
    .filter((s) => s.length > 1 && s.length < 80 && !(/^[\p{Script=Latin}\s.'’-]+$/u.test(s) && !/\p{Lu}/u.test(s)));
}
