// Label variants the alias seeds do not contain, held apart from them (and from the variants above that the
// seeds were written from), so the sitefarm's extraction figures measure recognition: structure, value shapes
// and per-site template learning, not a lookup of labels the extractor was given.
import { buildSites } from './sites.ts';
import { withLabelVariants } from './render.ts';
import type { Field } from './languages.ts';
import type { SiteDefinition } from './model.ts';
import type { Language } from './languages.ts';

export const unseenLabelVariants: Partial<Record<Language, Record<Field, string[]>>> = {
  en: {
    code: ['Module ref', 'Catalogue entry', 'Class nbr', 'Reference'],
    title: ['Module', 'Name of course', 'Heading', 'Called'],
    credits: ['Study load', 'Credit weighting', 'Points', 'Worth'],
    instructors: ['Teaching staff', 'Tutor', 'Lecturer(s)', 'Contact'],
    term: ['Runs in', 'Teaching block', 'Study period', 'When'],
    prerequisites: ['Before you enrol', 'Entry requirements', 'You should have taken', 'Assumed knowledge'],
    description: ['What you will learn', 'About', 'Outline', 'Aims and content'],
  },
  ja: {
    code: ['講義番号', '登録コード', 'ナンバリング'],
    title: ['題目', '講義名', '授業名'],
    credits: ['修得単位', '単位数等'],
    instructors: ['教員名', '授業担当者', '講師'],
    term: ['開講期', '実施時期', '期間'],
    prerequisites: ['履修要件', '前提科目', '履修の条件'],
    description: ['授業のねらい', '講義概要', 'あらまし'],
  },
};

/** The sitefarm's sites with their labels drawn from the unseen variants (same sites, courses and truth). */
export function buildSitesWithUnseenLabels(): SiteDefinition[] {
  return withLabelVariants(unseenLabelVariants, () => buildSites());
}
