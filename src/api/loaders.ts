// Request-scoped DataLoaders: a list of courses asks for their institutions in one query, not one each.
import DataLoader from 'dataloader';
import type { Db } from '../db/client.ts';
import type { Course, CrawlRun, Institution, Label, Page } from '../generated/prisma/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Catalog } from './catalog.ts';
import { allColumns, courseRow, courseSelectList } from './course-columns.ts';
import type { Statements } from './statements.ts';

function byId<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

const everyCourseColumn = courseSelectList(allColumns);

/** `statements`: the API's driver-level statements, for course pages by id (a course page is a fifth of reads). */
export function createLoaders(db: Db, catalog?: Catalog, statements?: Statements) {
  return {
    // Institutions come from the catalog's in-memory copy when the API has one.
    institution: catalog
      ? new DataLoader<number, Institution | null>((ids) => Promise.all(ids.map((id) => catalog.institution(id))))
      : byId<Institution>((ids) => db.institution.findMany({ where: { id: { in: ids } } })),
    page: byId<Page>((ids) => db.page.findMany({ where: { id: { in: ids } }, omit: { htmlGz: true, text: true } }) as Promise<Page[]>),
    crawlRun: byId<CrawlRun>((ids) => db.crawlRun.findMany({ where: { id: { in: ids } } })),
    course: byId<Course>(async (ids) => (statements
      ? (await statements<Course>(Prisma.sql`SELECT ${everyCourseColumn} FROM "Course" WHERE "id" IN (${Prisma.join(ids)})`)).map(courseRow)
      : db.course.findMany({ where: { id: { in: ids } } }))),
    labelsByPage: new DataLoader<number, Label[]>(async (ids) => {
      const rows = await db.label.findMany({ where: { pageId: { in: [...ids] } }, orderBy: { id: 'asc' } });
      return ids.map((id) => rows.filter((r) => r.pageId === id));
    }),
    /** Courses of an institution by normalised code, for prerequisite links. */
    coursesByCode: new DataLoader<string, Course[], string>(async (keys) => {
      const pairs = keys.map((k) => { const [inst, code] = k.split('|'); return { inst: Number(inst), code: code! }; });
      const rows = await db.course.findMany({ where: { OR: pairs.map((p) => ({ institutionId: p.inst || null, codeKey: p.code })) } });
      return pairs.map((p) => rows.filter((r) => (r.institutionId ?? 0) === p.inst && r.codeKey === p.code));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
