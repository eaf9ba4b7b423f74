// Relay cursor connections over integer ids: opaque cursors, bounded page sizes.
import { badInput } from './errors.ts';

export const maxPageSize = 100;

export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^id:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badInput(`"${cursor}" is not a cursor this API issued`, 'after');
  return Number(match[1]);
}

export function pageSize(first: number | null | undefined, fallback = 20): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 0 || n > maxPageSize) {
    throw badInput(`first must be an integer from 0 to ${maxPageSize}, got ${n}`, 'first');
  }
  return n;
}

/** Builds a connection from rows fetched with one extra row to detect the next page. */
export function toConnection<T extends { id: number }>(rows: T[], take: number, totalCount: number, hasPrevious: boolean) {
  const page = rows.slice(0, take);
  const edges = page.map((node) => ({ cursor: encodeCursor(node.id), node }));
  return {
    totalCount,
    edges,
    pageInfo: {
      hasNextPage: rows.length > take,
      hasPreviousPage: hasPrevious,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
