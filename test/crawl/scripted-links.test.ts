// A course search system whose departments sit behind a form or a select and whose courses open from their rows by
// script: the crawler reaches its courses through what those scripts and forms would load. A generated site over
// real HTTP on 127.0.0.1, the real database.
import { runCrawl } from '../../src/crawl/run.ts';
import { familySite, families } from '../../sitefarm/families.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { canonicalPath } from '../../sitefarm/canonical.ts';
import { describeEachDatabase } from '../support/database.ts';

describeEachDatabase('links made by scripts and forms', (db) => {
  test("a search system's courses are found within twice the oracle's fetches, and each is a course page", async () => {
    const prisma = db().prisma;
    const farm = await startSitefarm([familySite(families.find((f) => f.id === 'search-system')!, 2)]);
    try {
      const site = farm.sites[0]!;
      const truth = siteTruth(site);
      expect(truth.reachableTargets.size).toBeGreaterThan(20);
      const inst = await prisma.institution.create({ data: { name: site.institution, rootUrls: [site.rootUrl], hosts: ['127.0.0.1'] } });
      const outcome = await runCrawl(prisma, { seeds: [site.rootUrl], institutionId: inst.id, maxPages: 2 * truth.oracleFetches90, allowPrivateNetwork: true, delayMs: 0 });
      expect(outcome.status).toBe('SUCCEEDED');
      const pages = await prisma.page.findMany({ where: { runId: outcome.runId } });
      const key = (url: string) => { const u = new URL(url); return `${u.origin}${canonicalPath(u.pathname + u.search)}`; };
      const found = pages.filter((p) => truth.reachableTargets.has(key(p.url)));
      expect(found.length / truth.reachableTargets.size).toBeGreaterThanOrEqual(0.9);
      expect(found.filter((p) => p.kind === 'COURSE').length).toBe(found.length);
    } finally {
      await farm.stop();
    }
  });
});
