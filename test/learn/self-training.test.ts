import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { Fetcher } from '../../src/crawl/fetcher.ts';
import { FetchingPageSource } from '../../src/crawl/fetching-page-source.ts';
import { selfTrain, NoTrainingPaths } from '../../src/learn/self-training.ts';
import { ForestModel } from '../../src/learn/forest-model.ts';
import { trainOnSites } from '../support/forest.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

describe('self-training of the forest', () => {
  test('learns from other sites to tell a held-out site\'s course pages from the rest, and grows its training set', async () => {
    const before = farm.requests.length;
    const { model, rounds, paths } = await trainOnSites(farm, ['acalog', 'registrar-bulletin', 'uk-modules', 'syllabus-sjis']);
    // Only the training sites were fetched, each URL once (but for a page asked for before a redirect led to it).
    const served = farm.requests.slice(before).filter((r) => r.path !== '/robots.txt');
    expect(new Set(served.map((r) => r.site))).toEqual(new Set(['acalog', 'registrar-bulletin', 'uk-modules', 'syllabus-sjis']));
    // (acalog's course pages are both linked and redirected to: a fetch in flight can meet its own redirect.)
    expect(new Set(served.map((r) => `${r.site} ${r.origin} ${r.path}`)).size).toBeGreaterThan(served.length * 0.97);
    expect(paths.length).toBe(48);
    expect(rounds.length).toBe(2);
    expect(rounds[1]!.labeledPages).toBeGreaterThan(rounds[0]!.labeledPages); // pseudo-labels and graph labels
    expect(rounds[0]!.validationPageMae).toBeLessThan(0.15);

    // On a site it never saw, course pages score higher than the others (through JSON, as stored).
    const loaded = ForestModel.load(JSON.parse(JSON.stringify(model.toJSON())));
    const site = farm.site('separate-host');
    const truth = siteTruth(site);
    const fetcher = new Fetcher({ allowPrivateNetwork: true });
    const source = new FetchingPageSource(fetcher, { delayMs: 0 });
    const course: number[] = [];
    const other: number[] = [];
    for (const url of [...truth.parent.keys()].slice(0, 250)) {
      const got = await source.get(url);
      if (got) (truth.targetOf(got.finalUrl) ? course : other).push(loaded.pageRelevance(got.page));
    }
    await fetcher.close();
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(course.length).toBeGreaterThan(20);
    expect(mean(course) - mean(other)).toBeGreaterThan(0.4);
  });

  test('is repeatable: the same paths give the same model', async () => {
    const options = { maxRounds: 1, initialNeighbours: 300, neighboursPerRound: 100, forest: { trees: 5 } };
    const a = await trainOnSites(farm, ['jsonld-courses', 'hk-programs'], options);
    const b = await trainOnSites(farm, ['jsonld-courses', 'hk-programs'], options);
    expect(b.rounds.map((r) => r.labeledPages)).toEqual(a.rounds.map((r) => r.labeledPages));
    expect(JSON.stringify(b.model.toJSON())).toBe(JSON.stringify(a.model.toJSON()));
  });

  test('refuses when no path can be fetched', async () => {
    const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
    const source = new FetchingPageSource(fetcher, { delayMs: 0 });
    const root = farm.site('acalog').rootUrl;
    await expect(selfTrain([[root, `${root}no-such-page-1`], [`${root}missing`, root]], source)).rejects.toThrow(NoTrainingPaths);
    await fetcher.close();
  });
});
