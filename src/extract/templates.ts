// Per-site template learning: the pages of one site share a template, so a label that recurs across them names
// one field. Labels no alias knows are aligned with fields two ways: the shapes of their values (codes, credits,
// terms, names, prerequisites) and the records already extracted (a value the extractor found by shape or as
// the longest text, sitting under this label on page after page). The result is proposed aliases with their
// evidence; a person accepts or rejects them (GraphQL), and accepted ones apply to that site's next extraction.
import type { AliasIndex, UnifiedField } from './aliases.ts';
import { PageIndex } from './page-index.ts';
import { labeledValues } from './structures.ts';
import { extractFromHtml, type ExtractedCourse } from './extract.ts';
import { normalizeLabel } from '../features/page-keywords.ts';
import { creditsShape, isCourseCode, peopleShape, prerequisiteShape, termShape } from './shapes.ts';
import { cleanText } from './normalize.ts';

export interface AliasProposal {
  alias: string;
  field: UnifiedField;
  /** Pages of the site that show the label. */
  evidence: number;
  /** 0..1: the share of its values that fit the field (by shape or by the extracted records). */
  score: number;
  examples: string[];
}

interface LabelStats {
  pages: Set<number>;
  values: string[];
  votes: Map<UnifiedField, number>;
}

const minShare = 0.3;
const minScore = 0.6;

/** Fields a value's shape alone suggests. */
function shapeVotes(value: string): UnifiedField[] {
  const v = cleanText(value);
  const out: UnifiedField[] = [];
  if (isCourseCode(v)) out.push('code');
  if (creditsShape(v)?.score && v.length <= 40) out.push('credits');
  if (termShape(v) && v.length <= 40) out.push('term');
  if ((peopleShape(v)?.score ?? 0) >= 0.8) out.push('instructors');
  // Text that names other courses (a code alone is this course's own code).
  if (!out.includes('code') && (prerequisiteShape(v)?.score ?? 0) >= 0.6 && /\d/.test(v)) out.push('prerequisites');
  return out;
}

function same(a: string, b: string): boolean {
  const n = (s: string) => cleanText(s.normalize('NFKC')).toLowerCase();
  return n(a) === n(b) || (a.length > 40 && n(a).includes(n(b).slice(0, 200)));
}

/** Values an extracted record holds per field, when they came from something weaker than an alias. */
function weakValues(course: ExtractedCourse): [UnifiedField, string][] {
  const out: [UnifiedField, string][] = [];
  for (const [field, prov] of Object.entries(course.provenance)) {
    if (!prov || prov.via === 'alias' || prov.via === 'json-ld') continue;
    const value = (course as unknown as Record<string, unknown>)[field];
    const text = Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? course.creditsRaw : value;
    if (typeof text === 'string' && text) out.push([field as UnifiedField, text]);
  }
  return out;
}

/**
 * Proposals for one site from its pages' HTML. Labels the aliases already know are skipped; a label must recur on
 * at least a third of the pages (and two), and its values must fit one field on at least 60 % of them.
 */
export function proposeAliases(pages: { html: string; url: string }[], aliases: AliasIndex): AliasProposal[] {
  const stats = new Map<string, LabelStats>();
  pages.forEach((page, p) => {
    const pairs = labeledValues(new PageIndex(page.html));
    const courses = pairs.length ? extractFromHtml(page.html, page.url, aliases) : [];
    const weak = courses.flatMap(weakValues);
    for (const pair of pairs) {
      const alias = normalizeLabel(pair.label);
      if (!alias || alias.length > 40 || aliases.match(pair.label, { count: false })) continue;
      let s = stats.get(alias);
      if (!s) stats.set(alias, (s = { pages: new Set(), values: [], votes: new Map() }));
      if (s.pages.has(p)) continue; // one vote per page
      s.pages.add(p);
      s.values.push(pair.value);
      const votes = new Set<UnifiedField>(shapeVotes(pair.value));
      for (const [field, value] of weak) if (same(pair.value, value)) votes.add(field);
      for (const f of votes) s.votes.set(f, (s.votes.get(f) ?? 0) + 1);
    }
  });
  const out: AliasProposal[] = [];
  for (const [alias, s] of stats) {
    const n = s.pages.size;
    if (n < 2 || n < pages.length * minShare) continue;
    let best: UnifiedField | undefined;
    let votes = 0;
    for (const [f, v] of s.votes) if (v > votes) { best = f; votes = v; }
    if (!best || votes / n < minScore) continue;
    out.push({ alias, field: best, evidence: n, score: Math.round((votes / n) * 1000) / 1000, examples: [...new Set(s.values)].slice(0, 3).map((v) => v.slice(0, 200)) });
  }
  return out.sort((a, b) => b.evidence - a.evidence || b.score - a.score);
}
