import fs from 'node:fs';
import { AliasIndex } from '../../src/extract/aliases.ts';

const seeds = JSON.parse(fs.readFileSync('seeds/field-aliases.json', 'utf8')) as { alias: string; field: string; language: string }[];
const index = () => new AliasIndex(seeds);

describe('field aliases', () => {
  test('the seeds hold every variant of matsunaga Table 1, for all eleven fields', () => {
    const table1: Record<string, string[]> = {
      instructors: ['担当教官', '担当', '担当者', '教官名', '担当教員'],
      title: ['授業科目名', '授業科目', 'テーマ', '研究主題', '講義科目', '科目名'],
      description: ['概要', '内容', '授業目的', '概要と目標', '計画', '講義の狙い'],
      materials: ['教材', '教科書', '参考図書', 'テキスト', '関連ホームページ'],
      prerequisites: ['関連科目', '予備知識', '必要知識', '受講条件', '履修しておくべき科目', '先履条件'],
      keywords: ['キーワード', 'キー'],
      code: ['授業コード', 'コード番号', 'ID'],
      term: ['授業学期', '開講学期', '学期'],
      credits: ['単位数', '単位'],
      schedule: ['日時', '開講日'],
      assessment: ['評価方法', '評価', '成績'],
    };
    for (const [field, variants] of Object.entries(table1)) {
      for (const v of variants) expect(seeds.some((s) => s.alias === v && s.field === field && s.language === 'ja')).toBe(true);
    }
  });

  test.each([
    ['Taught by', 'instructors'], ['Module leader:', 'instructors'], ['Convenor', 'instructors'], ['CREDIT HOURS', 'credits'], ['ECTS', 'credits'],
    ['Pre-req', 'prerequisites'], ['Prior knowledge', 'prerequisites'], ['Required reading', 'materials'], ['Synopsis', 'description'],
    ['担当教員', 'instructors'], ['開講学期：', 'term'], ['単位数', 'credits'], ['受講条件', 'prerequisites'],
  ])('exact alias %s -> %s', (label, field) => {
    expect(index().match(label)).toMatchObject({ field, via: 'alias', confidence: 1 });
  });

  test.each([
    ['Instructor(s)', 'instructors'], ['Credit Hrs', 'credits'], ['Course Instructor', 'instructors'], ['Prerequisite courses', 'prerequisites'],
    ['Semester offered', 'term'], ['Course Descriptions', 'description'],
  ])('approximate match %s -> %s, with a confidence below 1', (label, field) => {
    const m = index().match(label);
    expect(m).toMatchObject({ field, via: 'approximate' });
    expect(m!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(m!.confidence).toBeLessThan(1);
  });

  test("a label in a language the seeds do not hold meets its English cognate once its accents are dropped", () => {
    const idx = index();
    // Catalan and Romanian: the seeds hold French, Spanish, Italian and Portuguese labels, not these.
    for (const [label, field] of [['Crèdits', 'credits'], ['Descripció', 'description'], ['Prerequisits', 'prerequisites'], ['Credite', 'credits']] as const) {
      expect({ label, match: idx.match(label) }).toMatchObject({ label, match: { field, via: 'approximate' } });
    }
    // Accents or not, a word no alias is close to stays unmatched.
    expect(idx.match('Descriere')).toBeNull();
    expect(idx.match('Prowadzący')).toBeNull();
    expect(idx.match('Prüfungsform')).toBeNull();
  });

  test("a code's label named for the system that keeps it is the code's, whatever the system", () => {
    const idx = index();
    for (const label of ['Code Apogée', 'Código SIU', 'Code ELP :']) expect({ label, match: idx.match(label) }).toMatchObject({ label, match: { field: 'code' } });
    // Not a second word in small letters (a postal code's label), nor one that labels a field itself.
    expect(idx.match('code postal')).toBeNull();
    expect(idx.match('Code Titre')?.field).not.toBe('code');
    expect(idx.match('Number enrolled')).toBeNull();
    // The normalised label is cached as unmatched; the written one still reads as a code's.
    expect(idx.match('Code Apogée')).toMatchObject({ field: 'code' });
    expect(idx.unmatched.get('code postal')).toBe(1);
  });

  test('labels that name nothing are not matched and are reported', () => {
    const idx = index();
    expect(idx.match('Weather')).toBeNull();
    expect(idx.match('Room')).toBeNull();
    expect(idx.match('Weather')).toBeNull();
    expect(idx.unmatched.get('weather')).toBe(2);
  });
});
