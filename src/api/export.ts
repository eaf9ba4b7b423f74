// Courses as schema.org JSON-LD and as CSV, for analysts and for Course.jsonLd.
import type { Course, Institution } from '../generated/prisma/client.ts';

export function courseJsonLd(c: Course, institution: Institution | null): Record<string, unknown> {
  const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return strip({
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': c.sourceUrl,
    url: c.sourceUrl,
    courseCode: c.code,
    name: c.title,
    description: c.description,
    numberOfCredits: c.credits === null ? null : strip({ '@type': 'StructuredValue', value: c.credits, unitText: c.creditsUnit, name: c.creditsRaw }),
    educationalLevel: c.level,
    about: c.subject,
    coursePrerequisites: c.prerequisites,
    teaches: c.learningOutcomes,
    keywords: c.keywords.length ? c.keywords.join(', ') : null,
    inLanguage: c.language,
    provider: institution ? strip({ '@type': 'CollegeOrUniversity', name: institution.name, url: institution.rootUrls[0] }) : null,
    hasCourseInstance: (c.term || c.instructors.length || c.schedule) ? strip({
      '@type': 'CourseInstance', name: c.term, courseSchedule: c.schedule,
      instructor: c.instructors.map((name) => ({ '@type': 'Person', name })),
    }) : null,
  });
}

const csvColumns = ['code', 'title', 'credits', 'creditsUnit', 'creditsRaw', 'level', 'subject', 'instructors', 'term', 'prerequisites', 'language', 'description', 'sourceUrl'] as const;

function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value);
  // Quote everything that needs it; neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function coursesCsv(courses: Course[]): string {
  return [csvColumns.join(','), ...courses.map((c) => csvColumns.map((k) => csvCell(c[k])).join(','))].join('\r\n') + '\r\n';
}
