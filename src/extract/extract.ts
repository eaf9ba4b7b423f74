// Extraction: a page (single course, or a listing that holds many courses inline) becomes records in the
// unified course schema, each field with its provenance (raw label, where on the page, confidence).
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { AliasIndex, type UnifiedField } from './aliases.ts';
import { cssPath, labeledValues, type LabeledValue } from './structures.ts';
import { courseBlocks, type CourseBlock } from './blocks.ts';
import type { Element } from 'domhandler';
import { jsonLdCourses } from './jsonld.ts';
import { cleanText, courseCodesIn, leadingCode, parseCredits, splitPeople } from './normalize.ts';

export interface FieldProvenance {
  label: string;
  selector: string;
  structure: string;
  confidence: number;
  via: 'alias' | 'approximate' | 'json-ld' | 'heading' | 'block-header' | 'title';
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
  provenance: Partial<Record<string, FieldProvenance>>;
}

type Draft = Partial<Record<UnifiedField, { value: string; prov: FieldProvenance }>>;

function assign(draft: Draft, field: UnifiedField, value: string | undefined, prov: FieldProvenance): void {
  const v = value ? cleanText(value) : '';
  if (!v || draft[field]) return;
  draft[field] = { value: v, prov };
}

function fromPairs(draft: Draft, pairs: LabeledValue[], aliases: AliasIndex): void {
  for (const pair of pairs) {
    const match = aliases.match(pair.label);
    if (!match) continue;
    assign(draft, match.field, pair.value, { label: pair.label, selector: pair.selector, structure: pair.structure, confidence: match.confidence, via: match.via });
  }
}

function finish(draft: Draft, sourceUrl: string, language: string | null): ExtractedCourse | undefined {
  const get = (f: UnifiedField) => draft[f]?.value ?? null;
  if (!get('title') && !get('code')) return undefined;
  const credits = get('credits') ? parseCredits(get('credits')!) : undefined;
  const prerequisites = get('prerequisites');
  const provenance: Partial<Record<string, FieldProvenance>> = {};
  for (const [field, entry] of Object.entries(draft)) if (entry) provenance[field] = entry.prov;
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
    provenance,
  };
}

/** Splits "Title (3 credits)" into the title and the credits text. */
function splitTitleCredits(rest: string): { title: string; credits?: string } {
  const m = /^(.*?)[\s\u00a0]*[(（]([^()（）]*(?:credit|unit|ECTS|CATS|単位|cr\.?|hours?)[^()（）]*)[)）]\s*$/iu.exec(rest);
  return m ? { title: m[1]!.trim(), credits: m[2]!.trim() } : { title: rest.trim() };
}

function pageLanguage($: CheerioAPI): string | null {
  const lang = $('html').attr('lang');
  if (lang) return lang.split('-')[0]!.toLowerCase();
  return /[\u3040-\u30ff\u4e00-\u9fff]/.test($.root().text().slice(0, 4000)) ? 'ja' : null;
}

export function extractFromHtml(html: string, sourceUrl: string, aliases: AliasIndex): ExtractedCourse[] {
  const $ = cheerio.load(html.replace(/<br\s*\/?>/gi, '<br>'), { xml: { xmlMode: false, decodeEntities: true } });
  $('script:not([type="application/ld+json"]), style, noscript, nav, header, footer').remove();
  const language = pageLanguage($);

  // Several courses printed inline: one record per repeated block.
  const blocks = courseBlocks($);
  if (blocks.length >= 2) return fromBlocks($, blocks, sourceUrl, language, aliases);

  // One course: JSON-LD first, then the page's labeled structures, then the main heading and the title.
  const draft: Draft = {};
  const ld = jsonLdCourses($)[0];
  if (ld) {
    const p = (label: string): FieldProvenance => ({ label, selector: 'script[type="application/ld+json"]', structure: 'json-ld', confidence: 1, via: 'json-ld' });
    assign(draft, 'code', ld.code, p('courseCode'));
    assign(draft, 'title', ld.title, p('name'));
    assign(draft, 'description', ld.description, p('description'));
    assign(draft, 'credits', ld.credits, p('numberOfCredits'));
    assign(draft, 'prerequisites', ld.prerequisites, p('coursePrerequisites'));
    if (ld.instructors?.length) assign(draft, 'instructors', ld.instructors.join(', '), p('hasCourseInstance.instructor'));
    assign(draft, 'term', ld.term, p('hasCourseInstance.name'));
    assign(draft, 'level', ld.level, p('educationalLevel'));
    assign(draft, 'language', ld.language, p('inLanguage'));
  }
  fromPairs(draft, labeledValues($, $.root()), aliases);
  const h1 = cleanText($('h1').first().text());
  const lead = leadingCode(h1) ?? leadingCode(cleanText($('title').text()));
  if (lead) {
    const prov: FieldProvenance = { label: '(main heading)', selector: 'h1', structure: 'heading', confidence: 0.85, via: 'heading' };
    assign(draft, 'code', lead.code, prov);
    assign(draft, 'title', splitTitleCredits(lead.rest.replace(/\s*\(print\)$/i, '')).title, prov);
  }
  // No course code of its own, but one inline block (the last page of a paginated catalog): that block.
  if (!draft.code && blocks.length === 1) return fromBlocks($, blocks, sourceUrl, language, aliases);
  if (!draft.code && !Object.keys(draft).some((f) => ['instructors', 'credits', 'prerequisites', 'term'].includes(f))) return [];
  const course = finish(draft, sourceUrl, language);
  return course ? [course] : [];
}

function fromBlocks($: CheerioAPI, blocks: CourseBlock[], sourceUrl: string, language: string | null, aliases: AliasIndex): ExtractedCourse[] {
  return blocks.flatMap((block) => {
    const draft: Draft = {};
    const head = splitTitleCredits(block.rest);
    const headProv: FieldProvenance = { label: '(block header)', selector: cssPath(block.header), structure: 'block', confidence: 0.9, via: 'block-header' };
    assign(draft, 'code', block.code, headProv);
    assign(draft, 'title', head.title, headProv);
    if (head.credits) assign(draft, 'credits', head.credits, headProv);
    fromPairs(draft, labeledValues($, block.scope.slice(1)), aliases);
    // The description is the longest unlabeled paragraph of the block.
    const paragraphs = block.scope.toArray().slice(1)
      .map((el) => ({ el, text: cleanText($(el).text()) }))
      .filter((p) => p.text.length >= 30 && !/^[^:：]{1,40}[:：]/u.test(p.text))
      .sort((a, b) => b.text.length - a.text.length);
    const longest = paragraphs[0];
    if (longest) assign(draft, 'description', longest.text, { label: '(block text)', selector: cssPath(longest.el as Element), structure: 'block', confidence: 0.8, via: 'block-header' });
    const course = finish(draft, sourceUrl, language);
    return course ? [course] : [];
  });
}
