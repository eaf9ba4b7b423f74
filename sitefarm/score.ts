// Scores a crawl's fetch sequence and an extraction against a site's ground truth.
import type { GoldCourse } from './model.ts';
import type { SiteTruth } from './truth.ts';

export interface FetchRecord {
  url: string;
  finalUrl?: string;
  status?: number;
}

export interface CrawlScore {
  fetches: number;
  targetsFound: number;
  reachableTargets: number;
  recall: number;
  harvestAt: Record<number, number>;
  fetchesTo50: number | null;
  fetchesTo90: number | null;
  oracle90: number;
  oracleRatio: number | null;
  robotsViolations: number;
  /** Cumulative new targets after each fetch: the harvest curve. */
  curve: number[];
}

export function scoreCrawl(truth: SiteTruth, fetches: FetchRecord[], ks = [10, 50, 100, 500]): CrawlScore {
  const seen = new Set<string>();
  const curve: number[] = [];
  let to50: number | null = null;
  let to90: number | null = null;
  const total = truth.reachableTargets.size;
  let violations = 0;
  fetches.forEach((f, i) => {
    // A redirect that was followed onto a disallowed URL (a response came back from it) is a violation too.
    const landed = f.finalUrl !== undefined && f.finalUrl !== f.url && (f.status === undefined || f.status > 0);
    if (truth.isDisallowed(f.url) || (landed && truth.isDisallowed(f.finalUrl!))) violations++;
    const ok = f.status === undefined || (f.status >= 200 && f.status < 300);
    const id = ok ? truth.targetOf(f.finalUrl ?? f.url) : undefined;
    if (id && truth.reachableTargets.has(id)) seen.add(id);
    curve.push(seen.size);
    if (to50 === null && seen.size >= Math.ceil(total * 0.5)) to50 = i + 1;
    if (to90 === null && seen.size >= Math.ceil(total * 0.9)) to90 = i + 1;
  });
  const harvestAt: Record<number, number> = {};
  for (const k of ks) {
    const n = Math.min(k, fetches.length);
    harvestAt[k] = n ? curve[n - 1]! / n : 0;
  }
  return {
    fetches: fetches.length,
    targetsFound: seen.size,
    reachableTargets: total,
    recall: total ? seen.size / total : 0,
    harvestAt,
    fetchesTo50: to50,
    fetchesTo90: to90,
    oracle90: truth.oracleFetches90,
    oracleRatio: to90 === null ? null : to90 / truth.oracleFetches90,
    robotsViolations: violations,
    curve,
  };
}

export type GoldField = 'code' | 'title' | 'credits' | 'instructors' | 'term' | 'prerequisites' | 'description';
export const goldFields: GoldField[] = ['code', 'title', 'credits', 'instructors', 'term', 'prerequisites', 'description'];

export interface ExtractedCourse {
  sourceUrl: string;
  code?: string | null;
  title?: string | null;
  credits?: number | null;
  instructors?: string[] | null;
  term?: string | null;
  prerequisites?: string | null;
  description?: string | null;
}

export interface FieldScore { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number }

export function normalizeText(s: string): string {
  return s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const titles = /^(?:(?:prof\.|dr\.(?:-ing\.)?)\s+)+/;

function fieldValue(c: ExtractedCourse | GoldCourse, field: GoldField): string {
  const raw = (c as unknown as Record<string, unknown>)[field];
  if (raw === undefined || raw === null || raw === '') return '';
  // A name is the same name with or without the titles before it ("Prof. Dr. Anna Koch" is Anna Koch).
  if (field === 'instructors') return (raw as string[]).map((n) => normalizeText(n).replace(titles, '')).sort().join('|');
  if (field === 'credits') return String(Number(raw));
  return normalizeText(String(raw));
}

/**
 * Per-field precision and recall. A gold record is matched to the extracted record from the same page with
 * the same code (or title); each field then counts as true positive (equal after normalisation), false
 * positive (extracted but wrong or not in gold) or false negative (in gold but missing or wrong).
 */
export function scoreExtraction(truth: SiteTruth, extracted: ExtractedCourse[], pages?: Set<string>): Record<GoldField, FieldScore> {
  const counts = Object.fromEntries(goldFields.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<GoldField, { tp: number; fp: number; fn: number }>;
  const byPage = new Map<string, ExtractedCourse[]>();
  for (const e of extracted) {
    const id = truth.targetOf(e.sourceUrl);
    if (!id) { for (const f of goldFields) if (fieldValue(e, f)) counts[f].fp++; continue; }
    byPage.set(id, [...(byPage.get(id) ?? []), e]);
  }
  for (const [id, gold] of truth.targets) {
    if (pages && !pages.has(id)) continue;
    const found = [...(byPage.get(id) ?? [])];
    for (const g of gold) {
      const idx = found.findIndex((e) => fieldValue(g, 'code') !== '' && fieldValue(e, 'code') === fieldValue(g, 'code'));
      const at = idx >= 0 ? idx : found.findIndex((e) => fieldValue(e, 'title') === fieldValue(g, 'title'));
      const match = at >= 0 ? found.splice(at, 1)[0] : undefined;
      for (const f of goldFields) {
        const gv = fieldValue(g, f);
        const ev = match ? fieldValue(match, f) : '';
        if (gv && ev === gv) counts[f].tp++;
        else {
          if (gv) counts[f].fn++;
          if (ev) counts[f].fp++;
        }
      }
    }
    for (const extra of found) for (const f of goldFields) if (fieldValue(extra, f)) counts[f].fp++;
  }
  return Object.fromEntries(goldFields.map((f) => {
    const { tp, fp, fn } = counts[f];
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = tp + fn ? tp / (tp + fn) : 1;
    return [f, { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, tp, fp, fn }];
  })) as Record<GoldField, FieldScore>;
}
