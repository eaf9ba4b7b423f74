import { creditScale } from '../../src/api/comparable-credits.ts';

test('credits convert to ECTS by their unit, or by their size when the unit is a bare "credits"', () => {
  expect(creditScale('ECTS', [5, 7.5])?.ectsPerCredit).toBe(1);
  expect(creditScale('CATS', [15])?.ectsPerCredit).toBe(0.5);
  expect(creditScale('credit hours', [3])?.ectsPerCredit).toBe(2);
  expect(creditScale('単位', [2])?.ectsPerCredit).toBe(1.5);
  // A UK module of 15 credits and a US course of 3 credits come out as 7.5 and 6 ECTS.
  expect(15 * creditScale('credits', [15, 15, 30, 20])!.ectsPerCredit).toBe(7.5);
  expect(3 * creditScale('credits', [3, 3, 4, 1])!.ectsPerCredit).toBe(6);
  expect(creditScale('credits', [15])!.basis).toContain('UK CATS');
  expect(creditScale('credits', [8, 8, 8])).toBeNull();
  expect(creditScale('credits', [])).toBeNull();
});
