// Keyword features of a page, after matsunaga: which syllabus field names (Table 1 and English variants)
// appear as labels, how many links look like course entries, and a few cheap signals. Shared by the
// keyword strategy's decision trees and, through fieldAliases, by the extractor.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedPage } from '../parse/html.ts';
import { proseCodeBody } from '../parse/course-codes.ts';
import { decodeURIComponentSafe } from '../urls.ts';

export interface AliasSeed { alias: string; field: string; language: string }

const seedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/field-aliases.json');
let cached: Map<string, string> | undefined;

/** Normalised alias -> unified field, from seeds/field-aliases.json. */
export function seedAliases(): Map<string, string> {
  cached ??= new Map((JSON.parse(fs.readFileSync(seedFile, 'utf8')) as AliasSeed[]).map((a) => [normalizeLabel(a.alias), a.field]));
  return cached;
}

export function normalizeLabel(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[\s:：・*]+$/u, '').replace(/^[\s*]+/u, '').replace(/\s+/g, ' ').trim();
}

/** A code's label named for the system that keeps it ("Code Apogée", "Código SIU"): two words, the first a code's
 * label of its own (four letters or more), the second a name (capitalised) that labels nothing itself. */
export function namesCodeSystem(label: string, fieldOf: (normalized: string) => string | undefined): boolean {
  const raw = label.normalize('NFKC').replace(/[\s:：]+$/u, '').trim().split(/\s+/);
  if (raw.length !== 2 || !/^\p{Lu}/u.test(raw[1]!)) return false;
  const [head, name] = raw.map((w) => normalizeLabel(w)) as [string, string];
  return head.length >= 4 && fieldOf(head) === 'code' && fieldOf(name) === undefined;
}

export const courseCodePattern = new RegExp(`(?:^|[^A-Za-z0-9])${proseCodeBody}(?![0-9])`);
/** Anchor texts that page through a list: "2", "Next", "»", "次へ". */
export const pagerLabel = /^(\d{1,3}|next|next page|more|›|»|次へ|次のページ)$/i;
const topicWords = /syllabus|syllabi|course|catalog|catalogue|module|bulletin|curriculum|シラバス|授業|講義|科目|要覧/i;

/** Short texts that look like field labels: table headers, terms, bold lead-ins and "Label:" prefixes. */
export function labelCandidates(page: ParsedPage): string[] {
  const { $ } = page;
  const out: string[] = [];
  $('th, dt, b, strong, em, h2, h3, h4, label').each((_, el) => {
    const t = $(el).text();
    if (t.length <= 40) out.push(t);
  });
  for (const m of page.text.matchAll(/(?:^|\s)([^\s:：][^:：]{0,30}?)\s*[:：]/gu)) out.push(m[1]!);
  return out;
}

export const pageFeatureNames = [
  'labelFields', 'links', 'codeLinks', 'codeLinkShare', 'topicInTitleOrUrl', 'codesInText', 'textLength', 'creditMentions', 'pagination',
];

export function pageFeatures(page: ParsedPage): number[] {
  const aliases = seedAliases();
  const fields = new Set<string>();
  for (const label of labelCandidates(page)) {
    const field = aliases.get(normalizeLabel(label));
    if (field) fields.add(field);
  }
  const codeLinks = page.links.filter((l) => courseCodePattern.test(l.anchorText)).length;
  const codesInText = (page.text.match(new RegExp(courseCodePattern.source, 'g')) ?? []).length;
  const credits = (page.text.match(/credit|units?\b|ECTS|単位/gi) ?? []).length;
  const pagination = page.links.some((l) => pagerLabel.test(l.anchorText.trim())) ? 1 : 0;
  return [
    fields.size,
    Math.log1p(page.links.length),
    Math.log1p(codeLinks),
    page.links.length ? codeLinks / page.links.length : 0,
    topicWords.test(page.title) || topicWords.test(decodeURIComponentSafe(page.url)) ? 1 : 0,
    Math.log1p(codesInText),
    Math.log1p(page.text.length),
    Math.log1p(credits),
    pagination,
  ];
}
