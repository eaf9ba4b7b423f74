// Courses for API tests, stored the way the extractor stores them.
import type { Db } from '../../src/db/client.ts';
import type { ExtractedCourse } from '../../src/extract/extract.ts';
import { upsertCourse } from '../../src/extract/store.ts';

export function extracted(over: Partial<ExtractedCourse> & { code: string; title: string }): ExtractedCourse {
  return {
    sourceUrl: `https://catalog.example.edu/${over.code.replace(/\s+/g, '').toLowerCase()}`, description: null, credits: null, creditsUnit: null,
    creditsRaw: null, level: null, subject: null, instructors: [], term: null, schedule: null, prerequisites: null, prerequisiteCodes: [],
    learningOutcomes: null, assessment: null, materials: null, keywords: [], language: 'en', confidence: 1,
    provenance: { title: { label: 'Course title', selector: 'table > tr:nth-of-type(2) > td', structure: 'table', confidence: 1, via: 'alias' } },
    ...over,
  };
}

export async function addCourses(db: Db, institutionId: number, courses: ExtractedCourse[]): Promise<number[]> {
  const ids: number[] = [];
  for (const c of courses) ids.push((await upsertCourse(db, c, { institutionId, pageId: null })).id);
  return ids;
}
