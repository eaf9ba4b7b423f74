// bench/harvest: every registered strategy on every sitefarm site, over real HTTP. Prints harvest after
// 10/50/100/500 fetches, fetches to 90% recall and the ratio to the oracle, and writes an SVG of the curves.
// Learned models are trained on the other sites only (hold one site out). With --holdout, effland's forest is
// trained that way for each site too (self-training over the other sites' sample traversals), and the mean
// absolute error of its two regressors on the held-out site's traversal pages (and of the page regressor on a
// sample of all its pages, against exact link distances) is printed against training-set size after each
// self-training round (the paper's Fig. 4); without it the forest is left out.
// The real web beside it: both ../shared/webkb-dev department sites (1997), replayed through a local proxy and
// scored by that folder's score.mjs; learned models there are the shipped ones (trained on the sitefarm only).
// For the apprentice: the cost of its online updates as a share of crawl time, and the accuracy of its naive
// Bayes against d_max (the paper's Fig. 6), by cross-validation over the instances its crawls produced.
// Usage: tsx bench/harvest.ts [--holdout] [--sites a,b,texas,wisconsin] [--strategies bfs,keyword,forest,apprentice]
//        [--families all|a,b [--per-family N]] [--no-webkb] [--no-sitefarm] [--quick]
// --families: generated sites of those families (sitefarm/families.ts), crawled by every chosen strategy with the
// shipped models, which were trained on the twelve hand-made sites only and so have seen no family site.   (webkb crawls stop at 600 fetches, 300 with --quick)
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startSitefarm } from '../sitefarm/server.ts';
import { buildSites } from '../sitefarm/sites.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { scoreCrawl, type CrawlScore } from '../sitefarm/score.ts';
import { labeledPages } from '../sitefarm/labeled.ts';
import { KeywordModel } from '../src/strategies/keyword.ts';
import { strategies } from '../src/strategies/registry.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { buildReport } from '../src/crawl/report.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase, pad } from './support.ts';
import { harvestSvg, type Panel } from './svg.ts';
import { webkbDir, startWebkb, type WebkbScore } from './webkb.ts';
import { apprenticeProbe } from '../src/strategies/apprentice.ts';
import { dmaxAccuracy } from './dmax.ts';
import { buildFamilies } from '../sitefarm/families.ts';
import { sitefarmSource, trainHoldout, type HoldoutRound } from './forest-holdout.ts';
import { SitefarmGraphs, trainSequential, sequentialKinds } from './sequential-holdout.ts';

const { values } = parseArgs({ options: {
  sites: { type: 'string' }, strategies: { type: 'string' }, holdout: { type: 'boolean', default: false },
  'no-webkb': { type: 'boolean', default: false }, families: { type: 'string' }, 'per-family': { type: 'string', default: '1' }, 'no-sitefarm': { type: 'boolean', default: false }, quick: { type: 'boolean', default: false },
} });
const apprenticeInstances: { site: string; features: string[]; high: boolean }[] = [];
apprenticeProbe.recordDMax = 8;
apprenticeProbe.onInstance = (features, high, site) => apprenticeInstances.push({ site, features, high });
const crawlMs = new Map<string, number>();
const definitions = buildSites();
const farm = await startSitefarm(definitions);
const db = await benchDatabase();
const chosenSites = values['no-sitefarm'] ? [] : values.sites ? farm.sites.filter((s) => values.sites!.split(',').includes(s.id)) : farm.sites;
const chosen = (values.strategies ? strategies.filter((s) => values.strategies!.split(',').includes(s.name)) : strategies)
  .filter((s) => values.holdout || s.modelKind !== 'forest');
if (!values.holdout) console.log('(forest left out: it needs --holdout, which trains it on the other sites for each site)');
const truths = new Map(farm.sites.map((s) => [s.id, siteTruth(s)]));
const trainingSource = sitefarmSource();
const graphs = new SitefarmGraphs(trainingSource.source);
const maeRows: { site: string; rounds: HoldoutRound[]; ms: number; bestRound: number }[] = [];
const ks = [10, 50, 100, 500];
const results: { site: string; strategy: string; score: CrawlScore; seconds: number }[] = [];
const panels: Panel[] = [];

console.log(`${'site'.padEnd(20)} ${'strategy'.padEnd(9)} ${ks.map((k) => pad(`h@${k}`, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('recall', 6)} ${pad('robots', 6)} ${pad('sec', 5)}`);
for (const site of chosenSites) {
  const truth = truths.get(site.id)!;
  const models: Record<string, unknown> = { 'keyword-trees': KeywordModel.train(labeledPages(definitions, { exclude: site.id })).toJSON() };
  if (chosen.some((s) => s.modelKind === 'forest')) {
    const trained = await trainHoldout(truth, farm.sites.filter((s) => s.id !== site.id).map((s) => truths.get(s.id)!), trainingSource.source, () => {});
    models.forest = trained.model.toJSON();
    maeRows.push({ site: site.id, rounds: trained.holdoutRounds, ms: trained.ms, bestRound: trained.bestRound });
    const r = trained.holdoutRounds;
    console.log(`${site.id.padEnd(20)} forest trained in ${(trained.ms / 1000).toFixed(1)} s: ${r.map((x) => `${x.labeledPages}p/${x.linkExamples}l page ${x.heldOutPageMae.toFixed(3)} url ${x.heldOutUrlMae.toFixed(3)} all ${x.heldOutAllPagesMae.toFixed(3)}`).join(' | ')}; kept round ${trained.bestRound}`);
  }
  for (const kind of sequentialKinds.filter((k) => chosen.some((s) => s.modelKind === k))) {
    const trained = trainSequential(kind, await graphs.others([...truths.values()], site.id));
    models[kind] = trained.model;
    console.log(`${site.id.padEnd(20)} ${kind} trained on the other sites in ${(trained.ms / 1000).toFixed(1)} s`);
  }
  const panel: Panel = { title: site.id, total: truth.reachableTargets.size, oracle: truth.oracleFetches90, series: [] };
  for (const strategy of chosen) {
    const started = Date.now();
    const outcome = await runCrawl(db.prisma, {
      seeds: [site.rootUrl], strategy: strategy.name, maxPages: truth.parent.size + 100, allowPrivateNetwork: true,
      delayMs: 0, model: strategy.modelKind ? models[strategy.modelKind] : undefined, concurrency: new Semaphore(4),
    });
    const report = await buildReport(db.prisma, outcome.runId);
    const score = scoreCrawl(truth, report.fetches, ks);
    const seconds = (Date.now() - started) / 1000;
    crawlMs.set(strategy.name, (crawlMs.get(strategy.name) ?? 0) + seconds * 1000);
    results.push({ site: site.id, strategy: strategy.name, score, seconds });
    panel.series.push({ name: strategy.name, points: score.curve });
    console.log(`${site.id.padEnd(20)} ${strategy.name.padEnd(9)} ${ks.map((k) => pad(score.harvestAt[k]!.toFixed(2), 6)).join(' ')} ${pad(score.fetchesTo90 ?? '-', 6)} ${pad(score.oracle90, 6)} ${pad(score.oracleRatio?.toFixed(2) ?? '-', 6)} ${pad(score.recall.toFixed(2), 6)} ${pad(score.robotsViolations, 6)} ${pad(seconds.toFixed(0), 5)}`);
  }
  panels.push(panel);
}

if (maeRows.length) {
  // Fig. 4: held-out error against training-set size, per self-training round, averaged over sites.
  console.log('\nForest regressors: mean absolute error on the held-out site against training-set size (per round)');
  const maxRounds = Math.max(...maeRows.map((r) => r.rounds.length));
  for (let i = 0; i < maxRounds; i++) {
    const at = maeRows.map((r) => r.rounds[i]).filter((x): x is HoldoutRound => !!x);
    const avg = (f: (x: HoldoutRound) => number) => at.reduce((n, x) => n + f(x), 0) / at.length;
    console.log(`round ${i}: ${at.length} sites, mean ${avg((x) => x.labeledPages).toFixed(0)} labeled pages, ${avg((x) => x.linkExamples).toFixed(0)} link examples, page MAE ${avg((x) => x.heldOutPageMae).toFixed(3)}, url MAE ${avg((x) => x.heldOutUrlMae).toFixed(3)}, page MAE over all pages ${avg((x) => x.heldOutAllPagesMae).toFixed(3)}`);
  }
  const kept = maeRows.map((r) => r.rounds[r.bestRound]!);
  console.log(`kept models (best validation round): page MAE ${(kept.reduce((n, x) => n + x.heldOutPageMae, 0) / kept.length).toFixed(3)}, url MAE ${(kept.reduce((n, x) => n + x.heldOutUrlMae, 0) / kept.length).toFixed(3)}, page MAE over all pages ${(kept.reduce((n, x) => n + x.heldOutAllPagesMae, 0) / kept.length).toFixed(3)}, training ${(maeRows.reduce((n, r) => n + r.ms, 0) / maeRows.length / 1000).toFixed(1)} s per site`);
}

console.log('\nSummary');
for (const strategy of chosen) {
  const mine = results.filter((r) => r.strategy === strategy.name);
  if (!mine.length) continue;
  const ratios = mine.map((r) => r.score.oracleRatio ?? Infinity).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  const violations = mine.reduce((n, r) => n + r.score.robotsViolations, 0);
  const at80 = mine.filter((r) => r.score.harvestAt[50]! >= 0.8).length;
  console.log(`${strategy.name.padEnd(9)} median ratio to oracle ${median.toFixed(2)}, mean harvest@50 ${(mine.reduce((n, r) => n + r.score.harvestAt[50]!, 0) / mine.length).toFixed(2)}, harvest@50 >= 0.8 on ${at80} of ${mine.length} sites, robots violations ${violations}`);
}
if (chosenSites.length) {
  // The oracle's own harvest@50 (fewest fetches to cover the targets): a site where it stays under 0.8 holds too
  // few course pages near enough to the start for any crawler to reach 0.8.
  const oracle = chosenSites.map((s) => truths.get(s.id)!.oracleHarvestAt(50));
  console.log(`oracle    harvest@50 >= 0.8 on ${oracle.filter((h) => h >= 0.8).length} of ${oracle.length} sites (${chosenSites.map((s, i) => `${s.id} ${oracle[i]!.toFixed(2)}`).join(', ')})`);
}
const bfsRuns = new Map(results.filter((r) => r.strategy === 'bfs').map((r) => [r.site, r.score.fetchesTo90 ?? Infinity]));
const keywordRuns = new Map(results.filter((r) => r.strategy === 'keyword').map((r) => [r.site, r.score.fetchesTo90 ?? Infinity]));
for (const strategy of chosen.filter((s) => s.name !== 'bfs')) {
  const mine = results.filter((r) => r.strategy === strategy.name);
  const wins = mine.filter((r) => (r.score.fetchesTo90 ?? Infinity) < (bfsRuns.get(r.site) ?? Infinity)).length;
  const keywordWins = mine.filter((r) => (r.score.fetchesTo90 ?? Infinity) < (keywordRuns.get(r.site) ?? Infinity)).length;
  console.log(`${strategy.name.padEnd(9)} needs fewer fetches than bfs to reach 90% recall on ${wins} of ${mine.length} sites${strategy.name !== 'keyword' && keywordRuns.size ? `, fewer than keyword on ${keywordWins}` : ''}`);
}
const familyRows = values.families ? await familyHarvest(values.families === 'all' ? undefined : values.families.split(','), Number(values['per-family']), values.strategies?.split(',')) : [];
const webkbRows = values['no-webkb'] || !webkbDir() ? [] : await webkbHarvest(values.sites?.split(','), values.strategies?.split(','), values.quick);
if (!values['no-webkb'] && !webkbDir()) console.log('(webkb-dev left out: ../shared/webkb-dev is not beside the checkout)');
const apprenticeMs = crawlMs.get('apprentice');
if (apprenticeMs && apprenticeProbe.pages) {
  const own = apprenticeProbe.updateMs + apprenticeProbe.featureMs;
  console.log(`\napprentice online cost: ${apprenticeProbe.pages} pages, updates ${apprenticeProbe.updateMs.toFixed(0)} ms, link features and predictions ${apprenticeProbe.featureMs.toFixed(0)} ms, ` +
    `${own.toFixed(0)} ms of ${apprenticeMs.toFixed(0)} ms apprentice crawl time (${((100 * own) / apprenticeMs).toFixed(1)}%; the critic's own work excluded)`);
}
if (apprenticeInstances.length) printDmaxAccuracy(apprenticeInstances);
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync('bench/out/harvest-webkb.json', JSON.stringify(webkbRows, null, 1));
if (familyRows.length) fs.writeFileSync('bench/out/harvest-families.json', JSON.stringify(familyRows.map((r) => ({ ...r, score: { ...r.score, curve: undefined } })), null, 1));
fs.writeFileSync('bench/out/harvest.svg', harvestSvg(panels));
fs.writeFileSync('bench/out/harvest.json', JSON.stringify(results.map((r) => ({ ...r, score: { ...r.score, curve: undefined } })), null, 1));
console.log('wrote bench/out/harvest.svg and bench/out/harvest.json');
await trainingSource.close();
await db.close();
await farm.stop();
process.exit(0);

/** Every chosen strategy on both webkb-dev sites through the replay proxy, shipped models, scored by score.mjs. */
async function webkbHarvest(siteFilter: string[] | undefined, strategyFilter: string[] | undefined, quick: boolean): Promise<{ site: string; strategy: string; score: WebkbScore; seconds: number }[]> {
  const webkb = await startWebkb();
  const rows: { site: string; strategy: string; score: WebkbScore; seconds: number }[] = [];
  const sites = webkb.sites.filter((s) => !siteFilter || siteFilter.includes(s.id) || !siteFilter.some((f) => webkb.sites.some((w) => w.id === f)));
  const chosenStrategies = strategyFilter ? strategies.filter((s) => strategyFilter.includes(s.name)) : strategies;
  console.log(`\nwebkb-dev (real department sites, Jan 1997; learned strategies use the shipped models, trained on the sitefarm only)`);
  console.log(`${'site'.padEnd(10)} ${'strategy'.padEnd(10)} ${['h@10', 'h@50', 'h@100', 'r@100', 'r@500'].map((k) => pad(k, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('robots', 6)} ${pad('sec', 5)}`);
  for (const site of sites) {
    for (const strategy of chosenStrategies) {
      const started = Date.now();
      const outcome = await runCrawl(db.prisma, {
        seeds: [site.root], strategy: strategy.name, maxPages: quick ? 300 : 600, proxy: webkb.proxy, allowPrivateNetwork: true,
        delayMs: 0, concurrency: new Semaphore(4),
      });
      const report = await buildReport(db.prisma, outcome.runId);
      const score = webkb.score(site.id, report.fetches);
      const seconds = (Date.now() - started) / 1000;
      crawlMs.set(strategy.name, (crawlMs.get(strategy.name) ?? 0) + seconds * 1000);
      rows.push({ site: site.id, strategy: strategy.name, score, seconds });
      const f = (x: number | null | undefined) => (x === null || x === undefined ? '-' : x.toFixed(2));
      console.log(`${site.id.padEnd(10)} ${strategy.name.padEnd(10)} ${[score.harvest[10], score.harvest[50], score.harvest[100], score.recall[100], score.recall[500]].map((x) => pad(f(x), 6)).join(' ')} ${pad(score.fetchesTo90 ?? '-', 6)} ${pad(score.oracle90 ?? '-', 6)} ${pad(f(score.xOracle90), 6)} ${pad(score.robotsViolations, 6)} ${pad(seconds.toFixed(0), 5)}`);
    }
  }
  await webkb.stop();
  return rows;
}

function printDmaxAccuracy(instances: { site: string; features: string[]; high: boolean }[]): void {
  console.log(`\napprentice accuracy against d_max (5-fold cross-validation per site over the ${instances.length} link instances its crawls produced, features cut at |d| <= d_max; the paper's Fig. 6)`);
  const bySite = new Map<string, typeof instances>();
  for (const x of instances) bySite.set(x.site, [...(bySite.get(x.site) ?? []), x]);
  for (const row of dmaxAccuracy(bySite, [0, 1, 2, 3, 4, 5, 6, 8])) {
    console.log(`d_max ${String(row.dMax).padStart(2)}: accuracy ${row.accuracy.toFixed(3)} (low ${row.lowAccuracy.toFixed(3)}, high ${row.highAccuracy.toFixed(3)}) over ${row.sites} sites`);
  }
}

/** Generated family sites, every chosen strategy with the shipped models (which never saw a family site). */
async function familyHarvest(only: string[] | undefined, perFamily: number, strategyFilter: string[] | undefined) {
  const generated = buildFamilies(perFamily, only);
  const familyFarm = await startSitefarm(generated.map((g) => g.site));
  const chosenStrategies = strategyFilter ? strategies.filter((s) => strategyFilter.includes(s.name)) : strategies;
  const rows: { family: string; site: string; strategy: string; score: CrawlScore; seconds: number }[] = [];
  console.log(`\nsite families (${generated.length} generated sites; learned strategies use the shipped models, trained on the twelve hand-made sites only)`);
  console.log(`${'site'.padEnd(20)} ${'strategy'.padEnd(10)} ${ks.map((k) => pad(`h@${k}`, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('recall', 6)} ${pad('robots', 6)} ${pad('sec', 5)}`);
  for (const [i, site] of familyFarm.sites.entries()) {
    const truth = siteTruth(site);
    for (const strategy of chosenStrategies) {
      const started = Date.now();
      const outcome = await runCrawl(db.prisma, {
        seeds: [site.rootUrl], strategy: strategy.name, maxPages: Math.min(truth.parent.size + 100, 1000), allowPrivateNetwork: true, delayMs: 0, concurrency: new Semaphore(4),
      });
      const score = scoreCrawl(truth, (await buildReport(db.prisma, outcome.runId)).fetches, ks);
      const seconds = (Date.now() - started) / 1000;
      crawlMs.set(strategy.name, (crawlMs.get(strategy.name) ?? 0) + seconds * 1000);
      rows.push({ family: generated[i]!.family, site: site.id, strategy: strategy.name, score, seconds });
      console.log(`${site.id.padEnd(20)} ${strategy.name.padEnd(10)} ${ks.map((k) => pad(score.harvestAt[k]!.toFixed(2), 6)).join(' ')} ${pad(score.fetchesTo90 ?? '-', 6)} ${pad(score.oracle90, 6)} ${pad(score.oracleRatio?.toFixed(2) ?? '-', 6)} ${pad(score.recall.toFixed(2), 6)} ${pad(score.robotsViolations, 6)} ${pad(seconds.toFixed(0), 5)}`);
    }
  }
  await familyFarm.stop();
  for (const strategy of chosenStrategies) {
    const mine = rows.filter((r) => r.strategy === strategy.name);
    const ratios = mine.map((r) => r.score.oracleRatio ?? Infinity).sort((a, b) => a - b);
    const median = ratios.length % 2 ? ratios[(ratios.length - 1) / 2]! : (ratios[ratios.length / 2 - 1]! + ratios[ratios.length / 2]!) / 2;
    console.log(`families ${strategy.name.padEnd(10)} median ratio to oracle ${median.toFixed(2)}, within 1.5x on ${ratios.filter((r) => r <= 1.5).length} of ${mine.length} sites, mean harvest@50 ${(mine.reduce((n, r) => n + r.score.harvestAt[50]!, 0) / mine.length).toFixed(2)}, robots violations ${mine.reduce((n, r) => n + r.score.robotsViolations, 0)}`);
  }
  // The apprentice against its critic: loss = 1 - harvest over the first 100 fetches, per family.
  const families = [...new Set(rows.map((r) => r.family))];
  const harvest100 = (family: string, name: string) => rows.filter((r) => r.family === family && r.strategy === name).reduce((n, r) => n + r.score.harvestAt[100]!, 0);
  if (chosenStrategies.some((s) => s.name === 'apprentice') && chosenStrategies.some((s) => s.name === 'forest')) {
    const lower = families.filter((f) => harvest100(f, 'apprentice') > harvest100(f, 'forest')).length;
    const equal = families.filter((f) => harvest100(f, 'apprentice') === harvest100(f, 'forest')).length;
    console.log(`apprentice loss (1 - harvest@100) below the forest's on ${lower} of ${families.length} families, equal on ${equal}`);
  }
  return rows;
}
