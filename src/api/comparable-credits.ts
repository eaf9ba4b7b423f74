// Credits in one unit across institutions: ECTS. Unambiguous units convert by their definition; bare "credits"
// and "units" are read by their size at that institution (UK-style modules carry 10-60, US-style courses 1-6).
export interface CreditScale {
  ectsPerCredit: number;
  /** How the institution's credits were read, for people comparing. */
  basis: string;
}

const fixed: Record<string, CreditScale> = {
  ECTS: { ectsPerCredit: 1, basis: 'ECTS' },
  CATS: { ectsPerCredit: 0.5, basis: 'UK CATS credits (2 per ECTS)' },
  'credit hours': { ectsPerCredit: 2, basis: 'US semester credit hours (2 ECTS each)' },
  単位: { ectsPerCredit: 1.5, basis: 'Japanese 単位 (45 study hours, 1.5 ECTS each)' },
};

/** The scale for one institution's credits of one unit, given all its values in that unit. */
export function creditScale(unit: string | null, values: number[]): CreditScale | null {
  if (unit && fixed[unit]) return fixed[unit];
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  if (median >= 10) return { ectsPerCredit: 0.5, basis: `${unit ?? 'credits'} sized like UK CATS credits (median ${median})` };
  if (median <= 6) return { ectsPerCredit: 2, basis: `${unit ?? 'credits'} sized like US semester credits (median ${median})` };
  return null; // 7-9: neither system's usual sizes; left out rather than guessed
}
