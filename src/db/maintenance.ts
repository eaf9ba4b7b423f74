// Maintenance after bulk writes. PGlite never autovacuums, and on a server autovacuum comes late: until a
// VACUUM, new rows sit in the GIN index's pending list (scanned linearly by every search) and the planner's
// statistics describe the table as it was. So bulk loads and extraction runs end with VACUUM ANALYZE.
import type { Database } from './client.ts';

/** VACUUM ANALYZE the tables the API searches; returns the seconds it took. */
export async function vacuumAnalyze(database: Pick<Database, 'adapter'>): Promise<number> {
  const started = Date.now();
  await database.adapter.exec('VACUUM (ANALYZE) "Course", "Institution"');
  return (Date.now() - started) / 1000;
}

/** After a run that wrote `changed` courses: VACUUM ANALYZE when anything changed, logged. */
export async function maintainAfterWrites(database: Pick<Database, 'adapter'>, changed: number, log?: (line: string) => void): Promise<void> {
  if (changed <= 0) return;
  const seconds = await vacuumAnalyze(database);
  log?.(`VACUUM ANALYZE after ${changed} changed courses: ${seconds.toFixed(1)} s`);
}
