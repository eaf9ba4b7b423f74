import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { describeEachDatabase } from '../support/database.ts';
import { quickTraining } from '../support/forest.ts';
import { retrainLearners, trainKind } from '../../src/training/train.ts';
import { NotEnoughExamples } from '../../src/strategies/strategy.ts';
import { runCrawl } from '../../src/crawl/run.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describeEachDatabase('forest training from recorded paths', (db) => {
  const options = { settings: { ...quickTraining }, delayMs: 0, allowPrivateNetwork: true };

  test('stores versioned models, crawls with the active one, and retrains only on new paths', async () => {
    const prisma = db().prisma;
    await prisma.trainingPath.create({ data: { urls: siteTruth(farm.site('acalog')).traversals[0]! } });
    await expect(trainKind(prisma, 'forest', options)).rejects.toThrow(NotEnoughExamples);

    for (const id of ['acalog', 'uk-modules', 'registrar-bulletin']) {
      await prisma.trainingPath.createMany({ data: siteTruth(farm.site(id)).traversals.map((urls) => ({ urls, source: 'sitefarm' })) });
    }
    const first = await trainKind(prisma, 'forest', options);
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
    // The forest is not retrained without new paths or labels (learners with no model yet may train).
    expect(await retrainLearners(prisma, { ...options, log: (l) => logs.push(l) })).not.toContain('forest');
    expect(logs).toContainEqual(expect.stringMatching(/^forest: no retraining, no training paths or labels since/));
    await prisma.trainingPath.create({ data: { urls: siteTruth(farm.site('uk-modules')).traversals[1]! } });
    expect(await retrainLearners(prisma, { ...options, log: (l) => logs.push(l) })).toContain('forest');

    // A person's label (from the labeling queue) is enough to retrain, and the page joins the training data.
    const page = await prisma.page.findFirstOrThrow({ where: { runId: outcome.runId, status: 200, htmlGz: { not: null } }, orderBy: { disagreement: { sort: 'desc', nulls: 'last' } } });
    await prisma.label.create({ data: { pageId: page.id, url: page.url, kind: 'OTHER', relevance: 0 } });
    expect(await retrainLearners(prisma, { ...options, log: (l) => logs.push(l) })).toContain('forest');
    expect(logs).toContainEqual('1 of 1 labeled pages used');
    const versions = await prisma.model.findMany({ where: { kind: 'forest' }, orderBy: { version: 'asc' } });
    expect(versions.map((m) => [m.version, m.active])).toEqual([[1, false], [2, false], [3, true]]);
    expect((versions[2]!.metrics as { labeledPages: number }).labeledPages).toBe(1);
  });
});
