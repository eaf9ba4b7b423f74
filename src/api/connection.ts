// Relay cursor connections: opaque cursors, bounded page sizes, and a totalCount counted only when asked.
import type { Course, CrawlRun, Institution, Page } from '../generated/prisma/client.ts';
import { badInput } from './errors.ts';

export const maxPageSize = 100;

/** Cursors are keyset positions ("id:42") for id order, and offsets ("at:40") for other orders. */
export function encodeCursor(kind: 'id' | 'at', n: number): string {
  return Buffer.from(`${kind}:${n}`).toString('base64url');
}

export function decodeCursor(cursor: string, kind: 'id' | 'at'): number {
  const match = new RegExp(`^${kind}:(\\d{1,10})$`).exec(Buffer.from(cursor, 'base64url').toString());
  const n = match ? Number(match[1]) : NaN;
  // Ids and offsets are 32-bit integers in the database: a larger number is not a position this API issued.
  if (!(n <= 2 ** 31 - 1)) throw badInput(`"${cursor.slice(0, 100)}" is not a cursor this API issued for this list`, 'after');
  return n;
}

export function pageSize(first: number | null | undefined, fallback = 20): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 0 || n > maxPageSize) {
    throw badInput(`first must be an integer from 0 to ${maxPageSize}, got ${n}`, 'first');
  }
  return n;
}

export interface Connection<T> {
  totalCount: () => Promise<number>;
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/**
 * Builds a connection from rows fetched with one extra row (to know whether a next page exists).
 * `offset` is set for offset-ordered lists; otherwise cursors are the rows' ids.
 */
export function toConnection<T extends { id: number }>(rows: T[], take: number, count: () => Promise<number>, hasPrevious: boolean, offset?: number): Connection<T> {
  const page = rows.slice(0, take);
  const edges = page.map((node, i) => ({ cursor: offset === undefined ? encodeCursor('id', node.id) : encodeCursor('at', offset + i + 1), node }));
  let counted: Promise<number> | undefined;
  return {
    totalCount: () => (counted ??= count()),
    edges,
    pageInfo: {
      hasNextPage: rows.length > take,
      hasPreviousPage: hasPrevious,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export function parseId(id: string | number, what: string, field = 'id'): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 31 - 1) throw badInput(`"${id}" is not a valid ${what} id`, field);
  return n;
}

export type InstitutionConnectionShape = Connection<Institution>;
export type CourseConnectionShape = Connection<Course> & { totalCountIsExact: () => Promise<boolean> };
export type CrawlRunConnectionShape = Connection<CrawlRun>;
export type PageConnectionShape = Connection<Page>;
