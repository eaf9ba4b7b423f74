// Extraction: a page (one course, or a listing that holds many courses inline) becomes records in the unified
// course schema. Every reader proposes candidates (field, value, provenance with a confidence): JSON-LD, the
// labelled pairs of the structure readers (label matched through the aliases, value checked by its shape),
// course headers, unlabelled values recognised by shape, and the longest prose as the description. Per field
// the most confident candidate wins; the course's confidence summarises its fields'. Linear in page size.
import type { AliasIndex, UnifiedField } from './aliases.ts';
import { PageIndex, type Line } from './page-index.ts';
import { labeledValues, type LabeledValue } from './structures.ts';
import { courseBlocks, parseHeader, splitTitleCredits, type CourseBlock } from './blocks.ts';
import { jsonLdCourses } from './jsonld.ts';
import { cleanText, courseCodesIn, parseCredits, splitPeople } from './normalize.ts';
import { creditsShape, findCourseCode, isCourseCode, isTermLine, labelledCode, numberCode, prerequisiteShape, saysOnlyOfThePage, shapeFit, termShape, unlabelledNames, withoutTermAfterName } from './shapes.ts';
import { titleInHeaderBlock } from './header-block.ts';
import { courseHome } from './course-home.ts';

export interface FieldProvenance {
  label: string;
  selector: string;
  structure: string;
  confidence: number;
  via: 'alias' | 'approximate' | 'json-ld' | 'heading' | 'block-header' | 'title' | 'shape' | 'prose';
}

export interface ExtractedCourse {
  sourceUrl: string;
  code: string | null;
  title: string | null;
  description: string | null;
  credits: number | null;
  creditsUnit: string | null;
  creditsRaw: string | null;
  level: string | null;
  subject: string | null;
  instructors: string[];
  term: string | null;
  schedule: string | null;
  prerequisites: string | null;
  prerequisiteCodes: string[];
  learningOutcomes: string | null;
  assessment: string | null;
  materials: string | null;
  keywords: string[];
  language: string | null;
  /** 0..1: how sure the record is (its fields' confidences, code and title weighing most). */
  confidence: number;
  provenance: Partial<Record<string, FieldProvenance>>;
}

interface Candidate { value: string; prov: FieldProvenance; column?: string }
type Draft = Partial<Record<UnifiedField, Candidate>>;

const structureWeight: Record<string, number> = { table: 1, dl: 1, line: 0.95, column: 0.9, section: 0.9 };
const maxValueLength: Partial<Record<UnifiedField, number>> = { code: 40, title: 200, credits: 80, term: 120, instructors: 600 };

/** A value as the field wants it: the code in a cell, the term of "２Ｑ 木４(Y112)", names without roles. */
// Values that say there is nothing: "特になし", "なし", "None", "N/A", "—", and in the other languages the seeds
// hold: "Aucun", "Ninguna", "Nessuno", "Nenhum", "Não há", "无", "없음".
const nothing = /^(?:特に(?:なし|無し|ありません)|なし|無し|該当なし|ありません|none|none\.|n\/a|nil|-+|—|－|aucune?|néant|ningun[oa]|nessun[oa]|nenhuma?|não há|无|無|없음|해당\s?없음)[。.]?$/iu;

function refine(field: UnifiedField, raw: string): string | undefined {
  const v = cleanText(raw);
  if (!v || nothing.test(v)) return undefined;
  if (v.length > (maxValueLength[field] ?? 8000)) return field === 'description' || field === 'prerequisites' ? v.slice(0, 8000) : undefined;
  switch (field) {
    case 'code': return isCourseCode(v) ? v : findCourseCode(v);
    case 'credits': return /\d/.test(v.normalize('NFKC')) ? v : undefined;
    case 'term': {
      // "２Ｑ 木４(Y112)" is the term and a time slot: keep the term; "Fall 2026, Spring 2027" is two terms: keep both.
      const shape = termShape(v);
      if (!shape || shape.value.length >= v.length * 0.6) return v;
      let rest = v.replace(shape.value, ' ');
      for (let k = 0, m = termShape(rest); m && k < 4; k++, m = termShape(rest)) rest = rest.replace(m.value, ' ');
      return /[\p{L}\p{N}]/u.test(rest) ? shape.value : v;
    }
    // "Introdução à Computação | Sistema de Graduação | Universidade": a page's title names its site after a bar.
    case 'title': return withoutTermAfterName(v.split(/\s+\|\s+/)[0]!);
    case 'instructors': {
      const names = v.replace(/\s*[(（][^)）]{0,20}[)）]/g, '').replace(/\S+@\S+/g, '').replace(/\b(?:TBA|To Be Announced|Staff)\b/gi, '');
      // Two letters at least: "馬 青" is a name.
      return (names.match(/\p{L}/gu)?.length ?? 0) >= 2 ? cleanText(names) : undefined;
    }
    default: return v;
  }
}

function offer(draft: Draft, field: UnifiedField, raw: string | undefined, prov: FieldProvenance, column?: string): void {
  if (!raw) return;
  // A number is a code only where a label says so, and a label gives the code whole.
  const labelled = prov.via === 'alias' || prov.via === 'approximate';
  const value = (field === 'code' && labelled ? labelledCode(raw) : undefined) ?? refine(field, raw) ?? (field === 'code' && labelled ? numberCode(raw) : undefined);
  // A title that names only the page ("Home Page", "CS 302 Class Page", "Fall 1996") leaves the field to a reader
  // that finds the course's name.
  if (!value || (field === 'title' && saysOnlyOfThePage(value))) return;
  const current = draft[field];
  // Values of table columns add up (every section's instructor on a class schedule).
  if (current && column && current.column && field === 'instructors') {
    if (!current.value.split(', ').includes(value)) current.value = `${current.value}, ${value}`;
    return;
  }
  if (!current || prov.confidence > current.prov.confidence) draft[field] = { value, prov, column };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const partMatches = new WeakMap<AliasIndex, Map<string, ReturnType<AliasIndex['match']>>>();

/** Labels are read whole, then by parts ("科目名／Course title", "担当者 Instructor"). */
function matchLabel(aliases: AliasIndex, label: string, count = true): ReturnType<AliasIndex['match']> {
  const whole = aliases.match(label, { count });
  if (whole) return whole;
  // The parts of a label the aliases do not know whole, worked out once per label (templates repeat them).
  let memo = partMatches.get(aliases);
  if (!memo) partMatches.set(aliases, (memo = new Map()));
  const known = memo.get(label);
  if (known !== undefined) return known;
  let found: ReturnType<AliasIndex['match']> = null;
  const parts = label.split(/\s*[／/|\n,，、]\s*|\s{2,}|(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}])\s+(?=[A-Za-z])/u).filter((p) => p && p !== label);
  for (const part of parts) {
    const m = aliases.match(part, { count: false });
    if (m) { found = { ...m, confidence: round(m.confidence * 0.97) }; break; }
  }
  if (memo.size < 50000) memo.set(label, found);
  return found;
}

/** Unlabelled values recognised by their shape alone (lower confidence than a label). */
function shapeCandidates(draft: Draft, text: string, index: PageIndex, element: number, structure: string, label: string): void {
  if (text.length > 120) return;
  // Most lines have no shape: the provenance (and its selector) is made only for those that do.
  if (isCourseCode(text)) offer(draft, 'code', text, shapeProvenance(index, element, structure, label, 0.6));
  const credits = creditsShape(text);
  if (credits && credits.score >= 0.9) offer(draft, 'credits', credits.value, shapeProvenance(index, element, structure, label, 0.55));
  const term = termShape(text);
  if (term && (term.score >= 0.9 || isTermLine(text))) offer(draft, 'term', text, shapeProvenance(index, element, structure, label, 0.5));
  // Names alone are easy to confuse with titles ("Linear Algebra"): only CJK names or names with an initial.
  if (unlabelledNames(text)) offer(draft, 'instructors', text, shapeProvenance(index, element, structure, label, 0.45));
}

function shapeProvenance(index: PageIndex, element: number, structure: string, label: string, confidence: number): FieldProvenance {
  return { label, selector: index.cssPath(element), structure, confidence, via: 'shape' };
}

// Labels that speak of taking courses or of how courses relate, in words no alias needs to know exactly:
// 履修 ("taking a course"), 受講, 前提 ("premise"), 先修, 関連 ("related"), 系統 ("sequence"), 要件/条件
// ("requirements"); "requisite", "prior", "recommended background", "preparation"; and the same in German, French,
// Spanish, Italian and Dutch (Voraussetzungen, Vorkenntnisse, prérequis, préalables, requisitos, conocimientos
// previos, prerequisiti, propedeuticità, voorkennis). Not 科目 alone: 科目区分 is the course's category.
const courseRelationLabel = /履修|受講|前提|先修|関連|系統|要件|条件|requisit|prior|recommended|background|preparation|before taking|voraussetzung|vorkenntnis|pr[ée]-?requis|pr[ée]alables?|conocimientos previos|propedeutic|voorkennis|ingangseis/i;

/** A section under a label no alias knows, which speaks of taking courses and whose value names courses or
 * what must come first ("系統的履修: 有機化学Ⅰ、有機化学Ⅱ"): the prerequisites, less surely than by an alias. */
function prerequisiteBySense(draft: Draft, index: PageIndex, pair: LabeledValue): void {
  if (!courseRelationLabel.test(pair.label)) return;
  const shape = prerequisiteShape(pair.value);
  if (!shape || shape.score < 0.4) return;
  const confidence = round(0.5 * (structureWeight[pair.structure] ?? 0.9) * (0.6 + 0.4 * shape.score));
  offer(draft, 'prerequisites', pair.value, { label: pair.label, selector: index.cssPath(pair.element), structure: pair.structure, confidence, via: 'shape' });
}

function fromPairs(draft: Draft, index: PageIndex, pairs: LabeledValue[], aliases: AliasIndex): void {
  for (const pair of pairs) {
    // A "label" that opens with a course code is the course's own header ("ECON 201 Microeconomics", "PHYS 201:
    // Electromagnetism"), not a field's: it is not reported among the labels no alias names.
    const lead = findCourseCode(pair.label.slice(0, 24));
    const match = matchLabel(aliases, pair.label, !(lead && pair.label.trimStart().startsWith(lead)));
    if (!match) {
      shapeCandidates(draft, pair.value, index, pair.element, pair.structure, pair.label);
      prerequisiteBySense(draft, index, pair);
      continue;
    }
    const fit = shapeFit(match.field, pair.value);
    if (fit === 0 || (match.system && !/\p{L}/u.test(pair.value))) continue;
    // Corequisites are listed with prerequisites by the aliases but are second best for the field.
    const co = match.field === 'prerequisites' && /^co-?req/i.test(pair.label) ? 0.8 : 1;
    const confidence = round(co * match.confidence * (structureWeight[pair.structure] ?? 0.9) * (0.6 + 0.4 * fit));
    offer(draft, match.field, pair.value, { label: pair.label, selector: index.cssPath(pair.element), structure: pair.structure, confidence, via: match.via }, pair.column);
  }
}

/** Length as reading effort: CJK characters (kana, kanji, Hangul syllables) carry about a word each, so they count
 * double. */
function proseLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xac00 && c <= 0xd7a3)) n++;
  }
  return n;
}

/** Fields set apart by spaced dots, bullets or bars, three or more, as a catalog's card prints them under a
 * course's name ("6 CFU · L-ANT/02 · Docente: prof. Vincenzo Greco · II semestre", "3 credits | Fall 2026 | Prof.
 * Lee"). Each part is read alone: a labelled value by its label, else by its shape. Not a code: a line of parts
 * that name codes is a list of related courses as often as the course's own. */
const fieldSeparator = /\s+[·•|]\s+/u;
function fromFieldedLine(draft: Draft, index: PageIndex, text: string, element: number, aliases: AliasIndex): boolean {
  if (text.length > 200) return false;
  const parts = text.split(fieldSeparator);
  if (parts.length < 3) return false;
  for (const part of parts) {
    if (part.length > 120) continue;
    const labelled = /^([^:：]{1,40}?)\s*[:：]\s*(\S.*)$/su.exec(part);
    const match = labelled ? matchLabel(aliases, labelled[1]!, false) : null;
    if (labelled && match && match.field !== 'code' && shapeFit(match.field, labelled[2]!) > 0) {
      offer(draft, match.field, labelled[2]!, { label: labelled[1]!, selector: index.cssPath(element), structure: 'line', confidence: round(0.8 * match.confidence), via: match.via });
      continue;
    }
    const credits = creditsShape(part);
    if (credits && credits.score >= 0.9) offer(draft, 'credits', credits.value, shapeProvenance(index, element, 'line', '(unlabelled)', 0.55));
    const term = termShape(part);
    if (term && (term.score >= 0.9 || isTermLine(part))) offer(draft, 'term', part, shapeProvenance(index, element, 'line', '(unlabelled)', 0.5));
    if (unlabelledNames(part)) offer(draft, 'instructors', part, shapeProvenance(index, element, 'line', '(unlabelled)', 0.45));
  }
  return true;
}

const unknownLabelLine = /^([^:：]{1,50}?)\s*[:：]\s*(.{30,})$/su;

/** Lines that are neither labels nor labelled values: their shapes, and the longest prose as the description. */
function fromLines(draft: Draft, index: PageIndex, lines: { text: string; element: number }[], claimed: Set<string>, minProse: number | undefined, aliases: AliasIndex): void {
  let longest: { text: string; element: number; label: string } | undefined;
  let longestLength = -1;
  for (const line of lines) {
    if (claimed.has(line.text)) continue;
    if (!fromFieldedLine(draft, index, line.text, line.element, aliases) && line.text.length <= 120) shapeCandidates(draft, line.text, index, line.element, 'line', '(unlabelled)');
    // A line at most half as long as the longest cannot outweigh it, CJK or not.
    if (line.text.length * 2 <= longestLength) continue;
    const length = proseLength(line.text);
    if (length > longestLength) {
      // Prose under a label no alias knows ("What you will learn: …"): the value without its label.
      const m = unknownLabelLine.exec(line.text);
      longest = m && m[1]!.length <= 40 && /\p{L}/u.test(m[1]!) ? { text: m[2]!, element: line.element, label: m[1]! } : { ...line, label: '(longest text)' };
      longestLength = longest.text === line.text ? length : proseLength(longest.text);
    }
  }
  if (longest && minProse !== undefined && proseLength(longest.text) >= minProse) offer(draft, 'description', longest.text, { label: longest.label, selector: index.cssPath(longest.element), structure: 'prose', confidence: 0.4, via: 'prose' });
}

/** The title of an unlabelled header block (code, title, credits, term, teacher without labels). */
function titleFromHeader(draft: Draft, index: PageIndex, lines: Line[], labels: Set<string>): void {
  // Only a main heading that is not a course header (0.4) is weaker than the header block.
  if ((draft.title && draft.title.prov.confidence >= 0.45) || !draft.code || draft.code.prov.via !== 'shape') return;
  const line = titleInHeaderBlock(index, lines, draft.code.value, labels);
  if (line) offer(draft, 'title', line.text, { label: '(header block)', selector: index.cssPath(line.element), structure: 'line', confidence: 0.45, via: 'shape' });
}

function finish(draft: Draft, sourceUrl: string, language: string | null): ExtractedCourse | undefined {
  const get = (f: UnifiedField) => draft[f]?.value ?? null;
  if (!get('title') && !get('code')) return undefined;
  const credits = get('credits') ? parseCredits(get('credits')!) : undefined;
  const prerequisites = get('prerequisites');
  const provenance: Partial<Record<string, FieldProvenance>> = {};
  for (const [field, entry] of Object.entries(draft)) if (entry) provenance[field] = entry.prov;
  const conf = (f: UnifiedField) => draft[f]?.prov.confidence ?? 0;
  const others = Object.entries(draft).filter(([f]) => f !== 'code' && f !== 'title').map(([, c]) => c!.prov.confidence);
  const confidence = round(0.35 * conf('code') + 0.35 * conf('title') + 0.3 * (others.length ? others.reduce((a, b) => a + b, 0) / others.length : 0));
  return {
    sourceUrl,
    code: get('code'),
    title: get('title'),
    description: get('description'),
    credits: credits?.value ?? null,
    creditsUnit: credits?.unit ?? null,
    creditsRaw: credits?.raw ?? get('credits'),
    level: get('level'),
    subject: get('subject'),
    instructors: get('instructors') ? splitPeople(get('instructors')!) : [],
    term: get('term'),
    schedule: get('schedule'),
    prerequisites,
    prerequisiteCodes: prerequisites ? courseCodesIn(prerequisites) : [],
    learningOutcomes: get('learningOutcomes'),
    assessment: get('assessment'),
    materials: get('materials'),
    keywords: get('keywords') ? get('keywords')!.split(/\s*[,、;]\s*/).filter(Boolean) : [],
    language: get('language') ?? language,
    confidence,
    provenance,
  };
}

function pageLanguage(index: PageIndex): string | null {
  if (index.lang) return index.lang.split('-')[0]!.toLowerCase();
  // Kana is Japanese's own; Hangul Korean's; Han characters without either, Chinese.
  const text = index.text.slice(0, 20000);
  return /[\u3040-\u30ff]/.test(text) ? 'ja' : /[\uac00-\ud7a3]/.test(text) ? 'ko' : /[\u4e00-\u9fff]/.test(text) ? 'zh' : null;
}

/** Text that labelled pairs of known fields already account for (not prose for the description). */
function claimedText(pairs: LabeledValue[], aliases: AliasIndex): Set<string> {
  const out = new Set<string>();
  for (const p of pairs) {
    if (!matchLabel(aliases, p.label, false)) continue;
    out.add(p.value);
    out.add(`${p.label}: ${p.value}`);
    out.add(`${p.label}:${p.value}`);
  }
  return out;
}

/** A code in capitals without its spaces and hyphens ("cs-101", "CS 101" -> "CS101"). */
const plainCode = (code: string) => code.normalize('NFKC').toUpperCase().replace(/[\s\-]/g, '');

/** Blocks of one course (its sections on a class schedule) become one. */
function mergeByCode(blocks: CourseBlock[]): CourseBlock[][] {
  const groups = new Map<string, CourseBlock[]>();
  for (const b of blocks) {
    const key = plainCode(b.code);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(b);
  }
  return [...groups.values()];
}

/** The pairs (sorted by offset) inside [start, end): found by bisection, so many blocks cost no more than one pass. */
function pairsWithin(pairs: LabeledValue[], start: number, end: number): LabeledValue[] {
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pairs[mid]!.offset < start) lo = mid + 1; else hi = mid;
  }
  let to = lo;
  while (to < pairs.length && pairs[to]!.offset < end) to++;
  return pairs.slice(lo, to);
}

function blockDraft(group: CourseBlock[], index: PageIndex, pairs: LabeledValue[], aliases: AliasIndex, headerConfidence: number): Draft {
  const draft: Draft = {};
  const first = group[0]!;
  const headProv: FieldProvenance = { label: '(course header)', selector: index.cssPath(first.element), structure: 'block', confidence: headerConfidence, via: 'block-header' };
  // A loose token ("27003") is no code by its shape: the catalog's several alike headers say it is one.
  if (first.loose) draft.code = { value: first.code, prov: headProv };
  else offer(draft, 'code', first.code, headProv);
  offer(draft, 'title', first.title, headProv);
  if (first.credits) offer(draft, 'credits', first.credits, headProv);
  for (const block of group) {
    const inside = pairsWithin(pairs, block.start, block.end);
    fromPairs(draft, index, inside, aliases);
    const claimed = claimedText(inside, aliases);
    // A class section's notes (rooms, fees, registration) are not the course's description.
    fromLines(draft, index, block.lines, claimed, block.section ? undefined : 30, aliases);
  }
  return draft;
}

/** Two spellings of one course's code: the same number, and the letters of one among the other's ("ECE 752" and
 * the cross-listed "CS/ECE 752"). */
function sameCourse(a: string, b: string): boolean {
  const parts = (code: string) => /^([A-Za-z/]+)\s*-?\s*(\d+[A-Za-z]?)$/.exec(code.trim().toUpperCase());
  const x = parts(a);
  const y = parts(b);
  if (!x || !y || x[2] !== y[2]) return false;
  const xs = x[1]!.split('/');
  const ys = y[1]!.split('/');
  return xs.some((d) => ys.includes(d));
}

/** A page's title split where it goes on to name its site: at a bar or a spaced dash ("Bases de Dados — Ficha de
 * Unidade Curricular — Universidade"). */
function withoutSite(title: string): string {
  return title.split(/\s+[|–—]\s+/)[0]!;
}

/** A heading that gives the course's name, then its code in brackets or after a dash: "Analyse numérique
 * (MATH-251)", "Machine Learning – CS 229". */
function codeAfterTitle(text: string): { code: string; title: string } | undefined {
  if (text.length > 160) return undefined;
  const m = /^(.+?)\s*[(（[]\s*([^()（）[\]]{2,20}?)\s*[)）\]]$/u.exec(text) ?? /^(.+?)\s+[-–—|]\s+(\S.{1,19})$/u.exec(text);
  if (!m || !isCourseCode(m[2]!) || isCourseCode(m[1]!) || !/\p{L}{2}/u.test(m[1]!) || saysOnlyOfThePage(m[1]!)) return undefined;
  return { code: m[2]!, title: m[1]! };
}

export function extractFromHtml(html: string, sourceUrl: string, aliases: AliasIndex): ExtractedCourse[] {
  // A page's nav and footer are not its content.
  const index = new PageIndex(html, { skip: ['nav', 'footer'] });
  const ld = jsonLdCourses(index.jsonLd)[0];
  const language = pageLanguage(index);
  const pairs = labeledValues(index);
  // A header that is a field's value under its label ("Requisitos" over "IIC2133 Estructuras de Datos") is that
  // field's, not a course of the page's.
  const valueAt = new Map(pairs.map((p) => [p.element, p]));
  const blocks = courseBlocks(index).filter((b) => {
    const under = valueAt.get(b.element);
    const field = under && matchLabel(aliases, under.label, false)?.field;
    return !field || field === 'code' || field === 'title';
  });
  const groups = mergeByCode(blocks);

  // Several courses printed inline: one record per course.
  if (groups.length >= 2) {
    return groups.flatMap((group) => {
      const course = finish(blockDraft(group, index, pairs, aliases, 0.9), sourceUrl, language);
      return course ? [course] : [];
    });
  }

  // One course: JSON-LD, the labelled structures, its header (if any), the main heading, unlabelled shapes.
  const draft: Draft = {};
  if (ld) {
    const p = (label: string): FieldProvenance => ({ label, selector: 'script[type="application/ld+json"]', structure: 'json-ld', confidence: 1, via: 'json-ld' });
    offer(draft, 'code', ld.code, p('courseCode'));
    offer(draft, 'title', ld.title, p('name'));
    offer(draft, 'description', ld.description, p('description'));
    offer(draft, 'credits', ld.credits, p('numberOfCredits'));
    offer(draft, 'prerequisites', ld.prerequisites, p('coursePrerequisites'));
    if (ld.instructors?.length) offer(draft, 'instructors', ld.instructors.join(', '), p('hasCourseInstance.instructor'));
    offer(draft, 'term', ld.term, p('hasCourseInstance.name'));
    offer(draft, 'level', ld.level, p('educationalLevel'));
    offer(draft, 'language', ld.language, p('inLanguage'));
  }
  if (groups.length === 1) {
    const fromBlock = blockDraft(groups[0]!, index, pairs, aliases, 0.85);
    for (const [f, c] of Object.entries(fromBlock)) offer(draft, f as UnifiedField, c!.value, c!.prov, c!.column);
  }
  fromPairs(draft, index, pairs, aliases);
  const lines = index.lines();
  const claimed = claimedText(pairs, aliases);
  fromLines(draft, index, lines.slice(0, 400), claimed, groups[0]?.[0]?.section ? undefined : 80, aliases);
  // The main heading: the page's h1, or its first h2 where it has none, unless that is a field's label.
  const heading = (() => {
    const tag = index.first('h1') >= 0 ? 'h1' : 'h2';
    const at = index.first(tag);
    const text = at >= 0 ? cleanText(index.textOf(at, 1000)) : '';
    return { tag, text: text && !aliases.match(text, { count: false }) ? text : '' };
  })();
  if (!draft.title || !draft.code) {
    for (const [selector, text] of [['h1', heading.text], ['title', index.title ?? '']] as const) {
      const t = cleanText(text);
      const header = parseHeader(t);
      const prov: FieldProvenance = { label: selector === 'h1' ? '(main heading)' : '(page title)', selector: selector === 'h1' ? heading.tag : selector, structure: 'heading', confidence: selector === 'h1' ? 0.7 : 0.5, via: selector === 'h1' ? 'heading' : 'title' };
      // A page's title names its site after the course: "Analyse numérique (MATH-251) – Plan d'études – HEPVL".
      const trailing = header ? undefined : codeAfterTitle(selector === 'title' ? withoutSite(t) : t);
      if (header) {
        offer(draft, 'code', header.code, prov);
        if (!saysOnlyOfThePage(header.title)) offer(draft, 'title', selector === 'title' ? withoutSite(header.title) : header.title, prov);
        // "CS 354 - Fall 1996": the heading names the course's term, not its name.
        else offer(draft, 'term', termShape(header.title)?.value, { ...prov, confidence: prov.confidence * 0.8 });
      }
      else if (trailing) {
        offer(draft, 'code', trailing.code, prov);
        offer(draft, 'title', trailing.title, prov);
      }
      else if (selector === 'h1' && draft.code && t.length <= 120 && /\p{L}{2}/u.test(t)) {
        const rest = splitTitleCredits(t.replace(draft.code.value, '').replace(/^[\s:.\-–—]+/, '')).title;
        offer(draft, 'title', rest, { ...prov, confidence: 0.4 });
      }
    }
  }
  // No code anywhere, yet labelled fields of a course ("Enseignant", "Crédits", "Période"): the main heading names
  // it, as a course page's heading does, when it is short and names no page, code, credits or term.
  if (!draft.code && !draft.title && ['instructors', 'credits', 'term', 'prerequisites'].filter((f) => f in draft).length >= 2) {
    const t = heading.text;
    if (t.length <= 120 && /\p{L}{2}/u.test(t) && !saysOnlyOfThePage(t)) offer(draft, 'title', t, { label: '(main heading)', selector: heading.tag, structure: 'heading', confidence: 0.4, via: 'heading' });
  }
  titleFromHeader(draft, index, lines.slice(0, 400), new Set(pairs.map((p) => p.label)));
  // A course's own home page: its code leads the title or a heading, its name follows.
  if (!draft.code || !draft.title) {
    const home = courseHome(index, aliases);
    const prov = (tag: string): FieldProvenance => ({ label: '(course home heading)', selector: tag, structure: 'heading', confidence: 0.6, via: 'heading' });
    if (home && !draft.code) offer(draft, 'code', home.code, prov(home.codeFrom));
    if (home?.title && !draft.title && draft.code && sameCourse(draft.code.value, home.code)) offer(draft, 'title', home.title, prov(home.titleFrom!));
  }
  const evidence = ['instructors', 'credits', 'prerequisites', 'term', 'description'].filter((f) => f in draft).length;
  // A code alone (a list of links, a news item naming a course) is not a course page; a page whose own title or
  // main heading gives the code is about that course, and one more field of it will do.
  const ownCode = draft.code?.prov.structure === 'heading';
  if (!(draft.code && draft.title) && evidence < (ownCode ? 1 : 2)) return [];
  const course = finish(draft, sourceUrl, language);
  return course ? [course] : [];
}
