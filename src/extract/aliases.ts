// Maps a field label as a page writes it ("Taught by", "担当教員", "Pre-requisites") to a unified field: exact
// alias first, then an approximate match (Porter stems and Jaro-Winkler similarity from `natural`) with a
// confidence. Labels that match nothing well enough are remembered so a person can add the alias.
import JaroWinklerDistance from 'natural/lib/natural/distance/jaro-winkler_distance.js';
import PorterStemmer from 'natural/lib/natural/stemmers/porter_stemmer.js';
import { namesCodeSystem, normalizeLabel } from '../features/page-keywords.ts';

export type UnifiedField =
  | 'code' | 'title' | 'description' | 'credits' | 'instructors' | 'term' | 'prerequisites' | 'level' | 'subject'
  | 'schedule' | 'learningOutcomes' | 'assessment' | 'materials' | 'keywords' | 'language';

export interface AliasMatch {
  field: UnifiedField;
  confidence: number;
  via: 'alias' | 'approximate';
  alias: string;
  /** Matched as a code's label named for its system ("Code Apogée"): its value must have letters to be a course's
   * code ("Código RUCT 2506825" is a degree's number in a registry). */
  system?: true;
}

const minApproximate = 0.9;

/** A Latin label without its accents ("créditos" -> "creditos"). */
function latin(label: string): string {
  return label.normalize('NFD').replace(/\p{M}/gu, '');
}

function stems(label: string): string {
  return label.split(/[\s\-/()]+/).filter(Boolean).map((w) => PorterStemmer.stem(w)).join(' ');
}

export class AliasIndex {
  private readonly exact = new Map<string, UnifiedField>();
  private readonly byStem = new Map<string, UnifiedField>();
  private readonly cache = new Map<string, AliasMatch | null>();
  private readonly normalized = new Map<string, string>();
  readonly unmatched = new Map<string, number>();

  constructor(aliases: Iterable<{ alias: string; field: string }>) {
    for (const { alias, field } of aliases) {
      const key = normalizeLabel(alias);
      if (!key) continue;
      this.exact.set(key, field as UnifiedField);
      this.byStem.set(stems(key), field as UnifiedField);
    }
  }

  /** Looks a label up; `null` when nothing is close enough (the label is then counted in `unmatched`, unless
   * `count` is false: parts of a label tried after the whole). */
  match(rawLabel: string, options: { count?: boolean } = {}): AliasMatch | null {
    let label = this.normalized.get(rawLabel);
    if (label === undefined) {
      label = normalizeLabel(rawLabel);
      // A template repeats its labels page after page: each is normalised once.
      if (this.normalized.size < 50000) this.normalized.set(rawLabel, label);
    }
    if (!label || label.length > 40) return null;
    const count = options.count ?? true;
    const cached = this.cache.get(label);
    if (cached !== undefined) {
      return cached ?? this.codeOfSystem(rawLabel, label, count);
    }
    let result: AliasMatch | null = null;
    const exact = this.exact.get(label);
    if (exact) result = { field: exact, confidence: 1, via: 'alias', alias: label };
    else {
      const stemmed = stems(label);
      // Generic words around the head noun add nothing: "Course Instructor", "Class schedule".
      const core = label.replace(/\b(course|module|class|the|of|this)\b/g, ' ').replace(/\s+/g, ' ').trim();
      const byStem = this.byStem.get(stemmed) ?? (core && core !== label ? this.exact.get(core) ?? this.byStem.get(stems(core)) : undefined);
      if (byStem) result = { field: byStem, confidence: 0.95, via: 'approximate', alias: stemmed };
      else if (/^[\x20-\x7e]+$/.test(latin(label)) && label.length >= 4) {
        // Latin labels: the closest alias by Jaro-Winkler, if it is close enough. Accents are dropped first, so a
        // label in a language the seeds do not hold meets its English cognate: "Créditos" credits, "Descripción"
        // description, "Prérequis" prerequisites, "Semestre" term.
        let best = 0;
        let bestAlias = '';
        const folded = latin(label);
        const words = folded.split(' ').length;
        for (const alias of this.exact.keys()) {
          // An alias of more words than the label is not it: "courses" is not "course id", however alike they start.
          if (alias.length < 4 || alias.split(' ').length > words) continue;
          const score = JaroWinklerDistance(folded, alias, { ignoreCase: true });
          if (score > best) { best = score; bestAlias = alias; }
        }
        if (best >= minApproximate) result = { field: this.exact.get(bestAlias)!, confidence: Number(best.toFixed(3)), via: 'approximate', alias: bestAlias };
      } else if (/[\p{Script=Han}\p{Script=Katakana}]/u.test(label) && label.length <= 12) {
        // Japanese labels compound a head noun: 講義概要 and 授業の概要 are 概要, 授業計画 is 計画. The longest alias the
        // label ends with wins.
        let bestAlias = '';
        for (const alias of this.exact.keys()) if (alias.length >= 2 && alias.length > bestAlias.length && label.endsWith(alias)) bestAlias = alias;
        if (bestAlias) result = { field: this.exact.get(bestAlias)!, confidence: 0.85, via: 'approximate', alias: bestAlias };
      }
    }
    this.cache.set(label, result);
    return result ?? this.codeOfSystem(rawLabel, label, count);
  }

  /** A label no alias matches may name a code by its system ("Code Apogée"). Read from the label as written (the
   * name's capital), so it is not cached with the normalised label's answer. */
  private codeOfSystem(rawLabel: string, label: string, count: boolean): AliasMatch | null {
    if (namesCodeSystem(rawLabel, (w) => this.exact.get(w))) return { field: 'code', confidence: 0.9, via: 'approximate', alias: label.split(' ')[0]!, system: true };
    if (count) this.unmatched.set(label, (this.unmatched.get(label) ?? 0) + 1);
    return null;
  }
}
