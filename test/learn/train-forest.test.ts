import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { describeEachDatabase } from '../support/database.ts';
import { quickTraining } from '../support/forest.ts';
import { trainForestModel } from '../../src/learn/train-forest.ts';
import { retrainIfNewPaths } from '../../src/learn/retrain.ts';
import { NotEnoughLabels } from '../../src/learn/train-keyword.ts';
import { runCrawl } from '../../src/crawl/run.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('forest training from recorded paths', (db) => {
  const options = { ...quickTraining, delayMs: 0, allowPrivateNetwork: true };

  test('stores versioned models, crawls with the active one, and retrains only on new paths', async () => {
    const prisma = db().prisma;
    await prisma.trainingPath.create({ data: { urls: siteTruth(farm.site('acalog')).traversals[0]! } });
    await expect(trainForestModel(prisma, options)).rejects.toThrow(NotEnoughLabels);

    for (const id of ['acalog', 'uk-modules', 'registrar-bulletin']) {
      await prisma.trainingPath.createMany({ data: siteTruth(farm.site(id)).traversals.map((urls) => ({ urls, source: 'sitefarm' })) });
    }
    const first = await trainForestModel(prisma, options);
    expect(first).toMatchObject({ kind: 'forest', version: 1, active: true });
    expect((first.metrics as { trainingPages: number }).trainingPages).toBeGreaterThan(50);

    // The forest strategy crawls with the active model; pages carry the regressors' disagreement.
    const site = farm.site('separate-host');
    const outcome = await runCrawl(prisma, { seeds: [site.rootUrl], strategy: 'forest', maxPages: 40, allowPrivateNetwork: true, delayMs: 0 });
    expect(outcome.status).toBe('SUCCEEDED');
    const pages = await prisma.page.findMany({ where: { runId: outcome.runId, status: 200, htmlGz: { not: null } }, select: { depth: true, disagreement: true, relevance: true } });
    expect(pages.length).toBeGreaterThan(20);
    for (const p of pages) {
      expect(p.relevance).not.toBeNull();
      if (p.depth > 0) { expect(p.disagreement).toBeGreaterThanOrEqual(0); expect(p.disagreement).toBeLessThanOrEqual(1); }
    }

    const logs: string[] = [];
    expect(await retrainIfNewPaths(prisma, { ...options, log: (l) => logs.push(l) })).toBe(false);
    expect(logs[0]).toMatch(/0 new training paths, 0 new labels/);
    await prisma.trainingPath.create({ data: { urls: siteTruth(farm.site('uk-modules')).traversals[1]! } });
    expect(await retrainIfNewPaths(prisma, { ...options, log: (l) => logs.push(l) })).toBe(true);

    // A person's label (from the labeling queue) is enough to retrain, and the page joins the training data.
    const page = await prisma.page.findFirstOrThrow({ where: { runId: outcome.runId, status: 200, htmlGz: { not: null } }, orderBy: { disagreement: { sort: 'desc', nulls: 'last' } } });
    await prisma.label.create({ data: { pageId: page.id, url: page.url, kind: 'OTHER', relevance: 0 } });
    expect(await retrainIfNewPaths(prisma, { ...options, log: (l) => logs.push(l) })).toBe(true);
    expect(logs).toContainEqual('1 of 1 labeled pages used');
    const versions = await prisma.model.findMany({ where: { kind: 'forest' }, orderBy: { version: 'asc' } });
    expect(versions.map((m) => [m.version, m.active])).toEqual([[1, false], [2, false], [3, true]]);
    expect((versions[2]!.metrics as { labeledPages: number }).labeledPages).toBe(1);
  }, 180_000);
});
