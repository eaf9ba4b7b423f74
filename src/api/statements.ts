// The API's hot-path statements (a page of courses, its count) run on the driver itself rather than through
// Prisma's $queryRaw: the same SQL and connections at a quarter of the CPU (measured: 0.1 ms of the API's CPU a
// statement against 0.4), a third of the API's time per request of bench/api.
// Rows come back as the driver parses them; statements that return timestamps select them as ISO text
// (courseSelectList), which both drivers would otherwise read as local time.
import type { OpenedAdapter } from '../db/adapters.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export type Statements = <T>(statement: Prisma.Sql) => Promise<T[]>;

export function statementsOn(adapter: Pick<OpenedAdapter, 'query'>): Statements {
  return <T>(statement: Prisma.Sql) => adapter.query<T>(statement.text, statement.values);
}
