// HTML for course records in the layouts real catalogs use.
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import { phrasebooks, type Field, type Language } from './languages.ts';
import type { PdfDocument, PdfLine } from './pdf.ts';

export type Labels = Record<Field, string>;

/** Label variants drawn instead of a language's own while a build runs (see unseen-labels.ts). */
let variantOverride: Partial<Record<Language, Record<Field, string[]>>> | undefined;
export function withLabelVariants<T>(variants: Partial<Record<Language, Record<Field, string[]>>>, build: () => T): T {
  variantOverride = variants;
  try { return build(); } finally { variantOverride = undefined; }
}

export function chooseLabels(rng: Random, language: Language): Labels {
  const variants = variantOverride?.[language] ?? phrasebooks[language].labels;
  return Object.fromEntries(Object.entries(variants).map(([f, list]) => [f, rng.pick(list)])) as Labels;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const fieldOrder: Field[] = ['code', 'title', 'credits', 'instructors', 'term', 'prerequisites', 'description'];

function value(course: GoldCourse, field: Field, language: Language): string {
  switch (field) {
    case 'credits': return course.creditsRaw;
    case 'instructors': return course.instructors.join(phrasebooks[language].nameList);
    default: return course[field];
  }
}

/** Fields present on the page: prerequisites are left out when a course has none. */
function present(course: GoldCourse): Field[] {
  return fieldOrder.filter((f) => f !== 'prerequisites' || course.prerequisites);
}

/** Extra syllabus fields that are not gold (assessment, materials) so extractors meet unknown labels. */
const extras = (language: Language): [string, string][] => phrasebooks[language].extras;

export function courseTable(course: GoldCourse, labels: Labels, language: Language): string {
  const rows = present(course).map((f) => `<tr><th>${esc(labels[f])}</th><td>${esc(value(course, f, language))}</td></tr>`);
  rows.push(...extras(language).map(([l, v]) => `<tr><th>${esc(l)}</th><td>${esc(v)}</td></tr>`));
  return `<table class="syllabus" border="1">\n${rows.join('\n')}\n</table>`;
}

export function courseDl(course: GoldCourse, labels: Labels, language: Language): string {
  const items = present(course).map((f) => `<dt>${esc(labels[f])}</dt><dd>${esc(value(course, f, language))}</dd>`);
  items.push(...extras(language).map(([l, v]) => `<dt>${esc(l)}</dt><dd>${esc(v)}</dd>`));
  return `<dl class="course-details">\n${items.join('\n')}\n</dl>`;
}

export function courseLines(course: GoldCourse, labels: Labels, language: Language): string {
  const { colon } = phrasebooks[language];
  const lines = present(course).map((f) => `<p><b>${esc(labels[f])}</b>${colon}${esc(value(course, f, language))}</p>`);
  lines.push(...extras(language).map(([l, v]) => `<p><b>${esc(l)}</b>${colon}${esc(v)}</p>`));
  return `<div class="course">\n${lines.join('\n')}\n</div>`;
}

export function courseHeadings(course: GoldCourse, labels: Labels, language: Language): string {
  const head = `<h1>${esc(course.code)}: ${esc(course.title)}</h1>`;
  const sections = present(course).filter((f) => f !== 'code' && f !== 'title')
    .map((f) => `<h2>${esc(labels[f])}</h2>\n<p>${esc(value(course, f, language))}</p>`);
  sections.push(...extras(language).map(([l, v]) => `<h2>${esc(l)}</h2>\n<p>${esc(v)}</p>`));
  return `${head}\n${sections.join('\n')}`;
}

/** An inline catalog entry: many of these sit on one department page. */
export function courseBlock(course: GoldCourse, labels: Labels, language: Language): string {
  const lines = [
    `<div class="courseblock">`,
    `<p class="courseblocktitle"><strong>${esc(course.code)}&nbsp;&nbsp;${esc(course.title)}</strong> <span class="credits">(${esc(course.creditsRaw)})</span></p>`,
    `<p class="courseblockdesc">${esc(course.description)}</p>`,
  ];
  if (course.prerequisites) lines.push(`<p class="courseblockextra"><em>${esc(labels.prerequisites)}:</em> ${esc(course.prerequisites)}</p>`);
  lines.push(`<p class="courseblockextra"><em>${esc(labels.instructors)}:</em> ${esc(value(course, 'instructors', language))}</p>`);
  lines.push(`<p class="courseblockextra"><em>${esc(labels.term)}:</em> ${esc(course.term)}</p>`, '</div>');
  return lines.join('\n');
}

export function courseJsonLd(course: GoldCourse, url: string, institution: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    courseCode: course.code,
    name: course.title,
    description: course.description,
    provider: { '@type': 'CollegeOrUniversity', name: institution },
    numberOfCredits: { '@type': 'StructuredValue', value: course.credits, name: course.creditsRaw },
    coursePrerequisites: course.prerequisites || undefined,
    hasCourseInstance: { '@type': 'CourseInstance', courseWorkload: course.creditsRaw, name: course.term,
      instructor: course.instructors.map((name) => ({ '@type': 'Person', name })) },
    url,
  };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}

export type CourseStyle = 'table' | 'dl' | 'lines' | 'headings';
export const renderCourse: Record<CourseStyle, (c: GoldCourse, l: Labels, lang: Language) => string> = {
  table: courseTable, dl: courseDl, lines: courseLines, headings: courseHeadings,
};

export type PdfLayout = 'form' | 'lines' | 'headings';

/** A course's syllabus as a PDF document: a form of label and value columns, "label: value" lines, or a heading
 * per section, under the institution's name and the course's own heading. */
export function coursePdf(course: GoldCourse, labels: Labels, language: Language, layout: PdfLayout, institution: string): PdfDocument {
  const { colon } = phrasebooks[language];
  const fields: [string, string][] = [
    ...present(course).filter((f) => layout !== 'headings' || (f !== 'code' && f !== 'title')).map((f) => [labels[f], value(course, f, language)] as [string, string]),
    ...extras(language),
  ];
  const lines: PdfLine[] = [{ cells: institution, size: 9 }, { cells: `${course.code} ${course.title}`, size: 15 }];
  for (const [label, text] of fields) {
    if (layout === 'form') lines.push({ cells: [label, text] });
    else if (layout === 'lines') lines.push({ cells: `${label}${colon}${text}` });
    else lines.push({ cells: label, size: 13 }, { cells: text });
  }
  return { title: `${course.code} ${course.title}`, pages: [lines] };
}
