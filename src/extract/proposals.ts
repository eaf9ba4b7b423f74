// Proposed field aliases in the database: learned per site from its stored pages, decided by a person, and
// applied (once accepted) to that site's pages on their next extraction.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { ExtractionWorker } from './worker-pool.ts';
import { pageHtml } from './stored-page.ts';

/** The site a page belongs to: its host (with port). */
export function siteOf(url: string): string {
  try { return new URL(url).host; } catch { return ''; }
}

function onSite(host: string): Prisma.PageWhereInput {
  return { OR: [{ finalUrl: { startsWith: `http://${host}/` } }, { finalUrl: { startsWith: `https://${host}/` } }] };
}

/** Learns a site's template from up to `sample` of its stored course and listing pages (on a worker thread, the
 * caller's if given); writes new proposals (a proposal a person already decided keeps its decision, its evidence
 * is refreshed). */
export async function learnSiteTemplate(db: Db, host: string, shared: { alias: string; field: string }[], options: { worker?: ExtractionWorker; sample?: number } = {}): Promise<number> {
  const rows = await db.page.findMany({
    where: { ...onSite(host), kind: { in: ['COURSE', 'LISTING'] }, status: { gte: 200, lt: 300 } },
    select: { finalUrl: true, htmlGz: true, charset: true }, orderBy: { id: 'asc' }, take: options.sample ?? 200,
  });
  const pages = rows.flatMap((r) => { const html = pageHtml(r); return html ? [{ html, url: r.finalUrl, site: host }] : []; });
  if (pages.length < 2) return 0;
  const accepted = await db.fieldAliasProposal.findMany({ where: { host, status: 'ACCEPTED' }, select: { alias: true, field: true } });
  const worker = options.worker ?? new ExtractionWorker();
  let proposals;
  try {
    proposals = await worker.propose(pages, [...shared, ...accepted]);
  } finally {
    if (!options.worker) await worker.close();
  }
  for (const p of proposals) {
    await db.fieldAliasProposal.upsert({
      where: { host_alias_field: { host, alias: p.alias, field: p.field } },
      create: { host, alias: p.alias, field: p.field, evidence: p.evidence, score: p.score, examples: p.examples },
      update: { evidence: p.evidence, score: p.score, examples: p.examples },
    });
  }
  return proposals.length;
}

/** A person's decision. Accepting queues the site's pages for extraction again, so the alias applies. */
export async function decideProposal(db: Db, id: number, accept: boolean, by: string | null) {
  return db.$transaction(async (tx) => {
    const row = await tx.fieldAliasProposal.update({ where: { id }, data: { status: accept ? 'ACCEPTED' : 'REJECTED', decidedBy: by, decidedAt: new Date() } });
    // One field per label on a site: accepting this one rejects the label's other proposals there.
    if (accept) {
      await tx.fieldAliasProposal.updateMany({ where: { host: row.host, alias: row.alias, id: { not: id }, status: 'PENDING' }, data: { status: 'REJECTED', decidedBy: by, decidedAt: new Date() } });
      await tx.page.updateMany({ where: { ...onSite(row.host), kind: { in: ['COURSE', 'LISTING'] } }, data: { extractedAt: null } });
    }
    return row;
  });
}
