// Whether a finished crawl got anywhere: a run none of whose fetches succeeded (every seed refused as a private
// address, forbidden by robots.txt, unresolvable, or answering an error) failed, and says why per seed.
import type { Db } from '../db/client.ts';

export async function nothingFetchedReason(db: Db, runId: number, seeds: string[]): Promise<string | undefined> {
  const succeeded = await db.page.findFirst({ where: { runId, status: { gte: 200, lt: 400 } }, select: { id: true } });
  if (succeeded) return undefined;
  const reasons: string[] = [];
  for (const seed of seeds.slice(0, 10)) {
    const url = new URL(seed).toString();
    const page = await db.page.findFirst({ where: { runId, url }, select: { status: true, text: true } });
    const entry = page ? undefined : await db.frontierEntry.findFirst({ where: { runId, url }, select: { state: true } });
    const why = page
      ? page.status > 0 ? `HTTP ${page.status}` : page.text?.startsWith('error: ') ? page.text.slice(7) : 'no response'
      : entry?.state === 'SKIPPED' ? 'robots.txt disallows it' : 'not fetched';
    reasons.push(`${seed}: ${why}`);
  }
  return `no page could be fetched (${reasons.join('; ')}${seeds.length > 10 ? `; and ${seeds.length - 10} more seeds` : ''})`;
}
