// bench/harvest: how fast each registered strategy finds course pages on sites it has never seen, over real HTTP.
// Prints harvest after 10/50/100/500 fetches, fetches to 90% recall and the ratio to the oracle, and robots.txt and
// Crawl-delay violations, on:
// - generated site families (sitefarm/families.ts), leave one family out: for each family, every learned model is
//   trained on the other families' sites only (keyword trees, effland's forest, path-crf, ordinal), then every
//   chosen strategy crawls the held-out family's sites;
// - the real web: both ../shared/webkb-dev department sites (1997), replayed through a local proxy and scored by
//   that folder's score.mjs; learned models there are the shipped ones (trained on the sitefarm only);
// - with --holdout or --sitefarm, the twelve hand-made sitefarm sites, hold one site out. With --holdout, effland's
//   forest is trained that way for each site too (self-training over the other sites' sample traversals), and the
//   mean absolute error of its two regressors on the held-out site is printed against training-set size after each
//   self-training round (the paper's Fig. 4); without it the forest is left out there.
// Then one table: per strategy, the families' median ratio to the oracle and each webkb-dev site's, harvest@50 and
// violations (the default strategy marked); each online learner against the crawl it learns from (loss =
// 1 - harvest@100, per family); the online learners' own cost as a share of crawl time; and the apprentice's naive
// Bayes accuracy against d_max (the paper's Fig. 6), by cross-validation over the instances its crawls produced.
// Family and webkb crawls use the in-memory store (the crawler, fetcher and politeness as in production, no
// database) and stop once they have 90% recall and at least 100 fetches.
// Usage: tsx bench/harvest.ts [--families all|none|a,b] [--per-family N] [--first-site K (default 1)] [--strategies a,b] [--no-webkb] [--quick]
//        [--holdout] [--sitefarm] [--sites a,b,texas,wisconsin] [--webkb-budget N (fetches per webkb crawl; default 600, 300 with --quick)]
//        [--perturb N (perturbed crawls per webkb-dev site)] [--perturb-size E (priorities moved by up to exp(±E); default 0.05)]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startSitefarm } from '../sitefarm/server.ts';
import { buildSites } from '../sitefarm/sites.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { scoreCrawl, type CrawlScore } from '../sitefarm/score.ts';
import { labeledPages } from '../sitefarm/labeled.ts';
import { KeywordModel } from '../src/strategies/keyword.ts';
import { strategies, defaultStrategy } from '../src/strategies/registry.ts';
import type { StrategyModule } from '../src/strategies/strategy.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { buildReport } from '../src/crawl/report.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase, pad } from './support.ts';
import { harvestSvg, type Panel } from './svg.ts';
import { webkbDir, startWebkb, type WebkbScore } from './webkb.ts';
import { apprenticeProbe, onlinePrior } from '../src/strategies/apprentice.ts';
import { dmaxAccuracy } from './dmax.ts';
import { buildFamilies } from '../sitefarm/families.ts';
import { sitefarmSource, trainHoldout, type HoldoutRound } from './forest-holdout.ts';
import { SitefarmGraphs, trainSequential, sequentialKinds } from './sequential-holdout.ts';
import { crawlOnce, crawlDelayViolations } from './crawl-once.ts';
import { perturbedStrategy } from './perturbed.ts';
import { foldModels } from './family-holdout.ts';

const { values } = parseArgs({ options: {
  sites: { type: 'string' }, strategies: { type: 'string' }, holdout: { type: 'boolean', default: false },
  'no-webkb': { type: 'boolean', default: false }, families: { type: 'string', default: 'all' }, 'per-family': { type: 'string', default: '2' },
  'first-site': { type: 'string', default: '1' },
  sitefarm: { type: 'boolean', default: false }, quick: { type: 'boolean', default: false }, 'webkb-budget': { type: 'string' },
  perturb: { type: 'string', default: '0' }, 'perturb-size': { type: 'string', default: '0.05' },
} });
const apprenticeInstances = new Map<string, { site: string; features: string[]; high: boolean }[]>();
let crawling = '';
apprenticeProbe.onInstance = (features, high, site) => {
  if (!crawling) return;
  if (!apprenticeInstances.has(crawling)) apprenticeInstances.set(crawling, []);
  apprenticeInstances.get(crawling)!.push({ site, features, high });
};
// What each online learner's own work cost, against the time of the crawls it ran (family and webkb crawls).
const learnerCost = new Map<string, { updateMs: number; rescoreMs: number; featureMs: number; snapshotMs: number; crawlMs: number; pages: number }>();
/** The learning each online strategy is measured against: the same crawler without it. */
const baselines: Record<string, string> = { apprentice: 'forest', online: onlinePrior.name };
/** The registry's strategies and the baseline, which is not registered: crawls are given the modules themselves. */
const measured: StrategyModule[] = [...strategies, onlinePrior];
const definitions = buildSites();
const farm = await startSitefarm(definitions);
const db = await benchDatabase();
const twelve = values.holdout || values.sitefarm;
const chosenSites = !twelve ? [] : values.sites ? farm.sites.filter((s) => values.sites!.split(',').includes(s.id)) : farm.sites;
const chosen = (values.strategies ? measured.filter((s) => values.strategies!.split(',').includes(s.name)) : measured)
  .filter((s) => values.holdout || s.modelKind !== 'forest');
if (twelve && !values.holdout) console.log('(forest left out of the twelve sites: it needs --holdout, which trains it on the other sites for each site)');
const truths = new Map(farm.sites.map((s) => [s.id, siteTruth(s)]));
const trainingSource = sitefarmSource();
const graphs = new SitefarmGraphs(trainingSource.source);
const maeRows: { site: string; rounds: HoldoutRound[]; ms: number; bestRound: number }[] = [];
const ks = [10, 50, 100, 500];
const results: { site: string; strategy: string; score: CrawlScore; seconds: number }[] = [];
const panels: Panel[] = [];

if (chosenSites.length) console.log(`${'site'.padEnd(20)} ${'strategy'.padEnd(9)} ${ks.map((k) => pad(`h@${k}`, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('recall', 6)} ${pad('robots', 6)} ${pad('sec', 5)}`);
for (const site of chosenSites) {
  const truth = truths.get(site.id)!;
  const models: Record<string, unknown> = { 'keyword-trees': KeywordModel.train(await labeledPages(definitions, { exclude: site.id })).toJSON() };
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
    crawling = strategy.name;
    const outcome = await runCrawl(db.prisma, {
      seeds: [site.rootUrl], strategyModule: strategy, maxPages: truth.parent.size + 100, allowPrivateNetwork: true,
      delayMs: 0, model: strategy.modelKind ? models[strategy.modelKind] : undefined, concurrency: new Semaphore(4),
    });
    const report = await buildReport(db.prisma, outcome.runId);
    const score = scoreCrawl(truth, report.fetches, ks);
    const seconds = (Date.now() - started) / 1000;
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

if (chosenSites.length) console.log('\nSummary (twelve hand-made sites, hold one site out)');
for (const strategy of chosen.filter(() => chosenSites.length)) {
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
for (const strategy of chosen.filter((s) => s.name !== 'bfs' && chosenSites.length)) {
  const mine = results.filter((r) => r.strategy === strategy.name);
  const wins = mine.filter((r) => (r.score.fetchesTo90 ?? Infinity) < (bfsRuns.get(r.site) ?? Infinity)).length;
  const keywordWins = mine.filter((r) => (r.score.fetchesTo90 ?? Infinity) < (keywordRuns.get(r.site) ?? Infinity)).length;
  console.log(`${strategy.name.padEnd(9)} needs fewer fetches than bfs to reach 90% recall on ${wins} of ${mine.length} sites${strategy.name !== 'keyword' && keywordRuns.size ? `, fewer than keyword on ${keywordWins}` : ''}`);
}
/** Crawls per webkb-dev site and strategy with perturbed priorities (bench/perturbed.ts), and their size. */
const perturbations = Number(values.perturb);
const perturbationSize = Number(values['perturb-size']);
if (!Number.isInteger(perturbations) || perturbations < 0) throw new Error(`--perturb takes a whole number of crawls, not "${values.perturb}"`);
if (!(perturbationSize > 0)) throw new Error(`--perturb-size takes a positive number, not "${values['perturb-size']}"`);
if (!(Number(values['first-site']) >= 1 && Number.isInteger(Number(values['first-site'])))) throw new Error(`--first-site takes a site number from 1, not "${values['first-site']}"`);
const requested = values.strategies?.split(',');
// A learner's baseline comes along with it: its loss is measured against the baseline's.
const transferStrategies = requested ? measured.filter((s) => requested.includes(s.name) || requested.some((n) => baselines[n] === s.name)) : measured;
const familyRows = values.families === 'none' ? [] : await familyHarvest(values.families === 'all' ? undefined : values.families.split(','), Number(values['per-family']), transferStrategies);
const webkbRows = values['no-webkb'] || !webkbDir() ? [] : await webkbHarvest(values.sites?.split(','), transferStrategies, values['webkb-budget'] ? Number(values['webkb-budget']) : values.quick ? 300 : 600);
if (!values['no-webkb'] && !webkbDir()) console.log('(webkb-dev left out: ../shared/webkb-dev is not beside the checkout)');
printTransferSummary(transferStrategies.map((s) => s.name), familyRows, webkbRows);
printLearnerCost();
for (const [name, instances] of apprenticeInstances) if (instances.length) printDmaxAccuracy(name, instances);
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync('bench/out/harvest-webkb.json', JSON.stringify(webkbRows, null, 1));
if (familyRows.length) fs.writeFileSync('bench/out/harvest-families.json', JSON.stringify(familyRows.map((r) => ({ ...r, score: { ...r.score, curve: undefined } })), null, 1));
if (panels.length) fs.writeFileSync('bench/out/harvest.svg', harvestSvg(panels));
if (results.length) fs.writeFileSync('bench/out/harvest.json', JSON.stringify(results.map((r) => ({ ...r, score: { ...r.score, curve: undefined } })), null, 1));
console.log('wrote bench/out/harvest-families.json and bench/out/harvest-webkb.json');
await trainingSource.close();
await db.close();
await farm.stop();
process.exit(0);

/** `perturbed`: fetches to 90% recall of the crawls with perturbed priorities (null: not reached). */
type WebkbRow = { site: string; strategy: string; score: WebkbScore; seconds: number; perturbed?: (number | null)[] };
type FamilyRow = { family: string; site: string; strategy: string; score: CrawlScore; crawlDelayViolations: number; seconds: number };

/** Crawls with a strategy, charging its online learner's own work (if any) to it. */
async function measuredCrawl(strategy: string, run: () => Promise<{ ms: number }>): Promise<number> {
  const before = { ...apprenticeProbe };
  crawling = strategy;
  // Instances for the d_max figure (terms out to d = 8) are recorded from the apprentice's crawls only: recording
  // costs, and the other learners' cost is measured without it.
  apprenticeProbe.recordDMax = strategy === 'apprentice' ? 8 : 0;
  const { ms } = await run();
  if (apprenticeProbe.pages > before.pages) {
    const c = learnerCost.get(strategy) ?? { updateMs: 0, rescoreMs: 0, featureMs: 0, snapshotMs: 0, crawlMs: 0, pages: 0 };
    learnerCost.set(strategy, {
      updateMs: c.updateMs + apprenticeProbe.updateMs - before.updateMs, rescoreMs: c.rescoreMs + apprenticeProbe.rescoreMs - before.rescoreMs,
      featureMs: c.featureMs + apprenticeProbe.featureMs - before.featureMs,
      snapshotMs: c.snapshotMs + apprenticeProbe.snapshotMs - before.snapshotMs, crawlMs: c.crawlMs + ms, pages: c.pages + apprenticeProbe.pages - before.pages,
    });
  }
  return ms;
}

/** Every chosen strategy on both webkb-dev sites through the replay proxy, shipped models, scored by score.mjs. */
async function webkbHarvest(siteFilter: string[] | undefined, chosenStrategies: StrategyModule[], budget: number): Promise<WebkbRow[]> {
  const webkb = await startWebkb();
  const rows: WebkbRow[] = [];
  const sites = webkb.sites.filter((s) => !siteFilter || siteFilter.includes(s.id) || !siteFilter.some((f) => webkb.sites.some((w) => w.id === f)));
  console.log(`\nwebkb-dev (real department sites, Jan 1997; learned strategies use the shipped models, trained on the sitefarm only; at most ${budget} fetches)`);
  console.log(`${'site'.padEnd(10)} ${'strategy'.padEnd(12)} ${['h@10', 'h@50', 'h@100', 'r@100', 'r@500'].map((k) => pad(k, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('robots', 6)} ${pad('sec', 5)}`);
  for (const site of sites) {
    for (const strategy of chosenStrategies) {
      let score: WebkbScore | undefined;
      const ms = await measuredCrawl(strategy.name, async () => {
        const crawl = await crawlOnce({
          seeds: [site.root], strategy, maxPages: budget, proxy: webkb.proxy,
          done: (fetches) => fetches.length >= 100 && webkb.score(site.id, fetches as never).fetchesTo90 !== null,
        });
        score = webkb.score(site.id, crawl.fetches as never);
        return crawl;
      });
      const row: WebkbRow = { site: site.id, strategy: strategy.name, score: score!, seconds: ms / 1000 };
      rows.push(row);
      const f = (x: number | null | undefined) => (x === null || x === undefined ? '-' : x.toFixed(2));
      console.log(`${site.id.padEnd(10)} ${strategy.name.padEnd(12)} ${[row.score.harvest[10], row.score.harvest[50], row.score.harvest[100], row.score.recall[100], row.score.recall[500]].map((x) => pad(f(x), 6)).join(' ')} ${pad(row.score.fetchesTo90 ?? '-', 6)} ${pad(row.score.oracle90 ?? '-', 6)} ${pad(f(row.score.xOracle90), 6)} ${pad(row.score.robotsViolations, 6)} ${pad(row.seconds.toFixed(0), 5)}`);
      if (perturbations > 0) {
        row.perturbed = [];
        // Their link instances are not the strategy's own crawl's (the d_max figure).
        crawling = '';
        for (let seed = 1; seed <= perturbations; seed++) {
          const crawl = await crawlOnce({
            seeds: [site.root], strategy: perturbedStrategy(strategy, seed, perturbationSize), maxPages: budget, proxy: webkb.proxy,
            done: (fetches) => fetches.length >= 100 && webkb.score(site.id, fetches as never).fetchesTo90 !== null,
          });
          row.perturbed.push(webkb.score(site.id, crawl.fetches as never).fetchesTo90);
        }
        console.log(`${''.padEnd(10)} ${''.padEnd(12)} perturbed x${perturbations}: to90% ${perturbedText(row.perturbed, row.score.oracle90)} (${row.perturbed.map((x) => x ?? '-').join(', ')})`);
      }
    }
  }
  await webkb.stop();
  return rows;
}

/** Generated family sites, leave one family out: each family's sites crawled with models trained on the others. */
async function familyHarvest(only: string[] | undefined, perFamily: number, chosenStrategies: StrategyModule[]): Promise<FamilyRow[]> {
  const kinds = new Set(chosenStrategies.flatMap((s) => (s.modelKind ? [s.modelKind] : [])));
  // The other families' sites are built (and held in memory) only to train the learned models' folds.
  const generated = buildFamilies(perFamily, kinds.size ? undefined : only, Number(values['first-site']));
  const familyFarm = await startSitefarm(generated.map((g) => g.site));
  const familyOf = new Map(generated.map((g) => [g.site.id, g.family]));
  const truthOf = new Map(familyFarm.sites.map((s) => [s.id, siteTruth(s)]));
  const families = [...new Set(generated.map((g) => g.family))].filter((f) => !only || only.includes(f));
  const rows: FamilyRow[] = [];
  console.log(`\nsite families, leave one family out (${perFamily} generated sites per family; every learned model trained on the other families' sites only)`);
  for (const family of families) {
    const sites = familyFarm.sites.filter((s) => familyOf.get(s.id) === family);
    const fold = await foldModels(kinds, { heldOut: sites.map((s) => truthOf.get(s.id)!), others: familyFarm.sites.filter((s) => familyOf.get(s.id) !== family).map((s) => truthOf.get(s.id)!) }, trainingSource.source, graphs);
    if (fold.notes.length) console.log(`${family}: trained ${fold.notes.join('; ')}`);
    console.log(`${'site'.padEnd(20)} ${'strategy'.padEnd(12)} ${ks.map((k) => pad(`h@${k}`, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('recall', 6)} ${pad('robots', 6)} ${pad('delay', 6)} ${pad('sec', 5)}`);
    for (const site of sites) {
      const truth = truthOf.get(site.id)!;
      const need = Math.ceil(0.9 * truth.reachableTargets.size);
      for (const strategy of chosenStrategies) {
        const from = familyFarm.requests.length;
        let score: CrawlScore | undefined;
        const ms = await measuredCrawl(strategy.name, async () => {
          const crawl = await crawlOnce({
            seeds: [site.rootUrl], hosts: Object.values(site.baseUrls).map((b) => new URL(b).host), strategy,
            model: strategy.modelKind ? fold.models[strategy.modelKind] : undefined, maxPages: Math.min(truth.parent.size + 100, 1000),
            done: (fetches) => fetches.length >= 100 && scoreCrawl(truth, fetches, ks).targetsFound >= need,
          });
          score = scoreCrawl(truth, crawl.fetches, ks);
          return crawl;
        });
        const delay = crawlDelayViolations(familyFarm.requests.slice(from), site);
        const row: FamilyRow = { family, site: site.id, strategy: strategy.name, score: score!, crawlDelayViolations: delay, seconds: ms / 1000 };
        rows.push(row);
        const sc = row.score;
        console.log(`${site.id.padEnd(20)} ${strategy.name.padEnd(12)} ${ks.map((k) => pad(sc.harvestAt[k]!.toFixed(2), 6)).join(' ')} ${pad(sc.fetchesTo90 ?? '-', 6)} ${pad(sc.oracle90, 6)} ${pad(sc.oracleRatio?.toFixed(2) ?? '-', 6)} ${pad(sc.recall.toFixed(2), 6)} ${pad(sc.robotsViolations, 6)} ${pad(delay, 6)} ${pad(row.seconds.toFixed(0), 5)}`);
      }
    }
  }
  await familyFarm.stop();
  return rows;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
function ratioText(x: number): string {
  return Number.isFinite(x) ? `${x.toFixed(2)}x` : 'not reached';
}

/** Per strategy, side by side: families (leave one family out) and each webkb-dev site. */
function printTransferSummary(names: string[], familyRows: FamilyRow[], webkbRows: WebkbRow[]): void {
  if (!familyRows.length && !webkbRows.length) return;
  const webkbSites = [...new Set(webkbRows.map((r) => r.site))];
  const familySites = new Set(familyRows.map((r) => r.site)).size;
  console.log(`\nTransfer summary (* the default strategy). Families: ${familySites} generated sites, leave one family out; ratio = fetches to 90% recall / the oracle's (median over sites; "not reached": under 90% recall within the page budget)`);
  console.log(`${'strategy'.padEnd(14)} ${pad('fam median', 11)} ${pad('<=1.3x', 7)} ${pad('h@50', 5)} ${pad('robots', 6)} ${pad('delay', 6)}  ${webkbSites.map((s) => `${pad(`${s} to90 (ratio)`, 26)} ${pad('h@50', 5)} ${pad('robots', 6)}`).join('  ')}`);
  for (const name of names) {
    const fam = familyRows.filter((r) => r.strategy === name);
    const ratios = fam.map((r) => r.score.oracleRatio ?? Infinity);
    const famText = fam.length
      ? `${pad(ratioText(median(ratios)), 11)} ${pad(`${ratios.filter((r) => r <= 1.3).length}/${fam.length}`, 7)} ${pad((fam.reduce((n, r) => n + r.score.harvestAt[50]!, 0) / fam.length).toFixed(2), 5)} ${pad(fam.reduce((n, r) => n + r.score.robotsViolations, 0), 6)} ${pad(fam.reduce((n, r) => n + r.crawlDelayViolations, 0), 6)}`
      : `${pad('-', 11)} ${pad('-', 7)} ${pad('-', 5)} ${pad('-', 6)} ${pad('-', 6)}`;
    const web = webkbSites.map((site) => {
      const r = webkbRows.find((x) => x.site === site && x.strategy === name);
      if (!r) return `${pad('-', 26)} ${pad('-', 5)} ${pad('-', 6)}`;
      const one = r.score.fetchesTo90 === null ? `- (recall ${(r.score.hits / r.score.targets).toFixed(2)} @${r.score.fetches})` : `${r.score.fetchesTo90} (${r.score.xOracle90!.toFixed(2)}x)`;
      const to90 = r.perturbed?.length ? `${one}; ${perturbedText(r.perturbed, r.score.oracle90)}` : one;
      return `${pad(to90, 26)} ${pad(r.score.harvest[50]?.toFixed(2) ?? '-', 5)} ${pad(r.score.robotsViolations, 6)}`;
    });
    console.log(`${(name === defaultStrategy ? `${name} *` : name).padEnd(14)} ${famText}  ${web.join('  ')}`);
  }
  // Each online learner against the crawl it learns from: loss = 1 - harvest over the first k fetches, k = 100 and
  // k = the site's oracle budget (fetches the oracle needs for 90% recall). At 100, a site with a dozen targets
  // caps harvest at 0.12 for any crawl that finds them all: two crawls that found them at fetch 12 and at 90 lose
  // the same. Within the oracle's budget they do not. A crawl that stopped sooner finds nothing more.
  const families = [...new Set(familyRows.map((r) => r.family))];
  const harvestWithin = (r: FamilyRow, k: number) => (r.score.curve.length ? r.score.curve[Math.min(k, r.score.curve.length) - 1]! / k : 0);
  const loss = (family: string, name: string, horizon: 'fixed' | 'oracle') => {
    const mine = familyRows.filter((r) => r.family === family && r.strategy === name);
    return mine.length ? mine.reduce((n, r) => n + 1 - (horizon === 'fixed' ? r.score.harvestAt[100]! : harvestWithin(r, r.score.oracle90)), 0) / mine.length : NaN;
  };
  for (const [learner, base] of Object.entries(baselines)) {
    if (!names.includes(learner) || !names.includes(base) || !families.length) continue;
    for (const [horizon, label] of [['fixed', 'harvest@100'], ['oracle', 'harvest within the oracle\'s budget']] as const) {
      const lower = families.filter((f) => loss(f, learner, horizon) < loss(f, base, horizon));
      const equal = families.filter((f) => loss(f, learner, horizon) === loss(f, base, horizon));
      console.log(`${learner} loss (1 - ${label}) below ${base}'s on ${lower.length} of ${families.length} families (${Math.round((100 * lower.length) / families.length)}%), equal on ${equal.length}: ` +
        families.map((f) => `${f} ${loss(f, learner, horizon).toFixed(2)}/${loss(f, base, horizon).toFixed(2)}`).join(', '));
    }
  }
}

/** The median and range of perturbed crawls' fetches to 90% recall, and the median's ratio to the oracle. */
function perturbedText(to90: (number | null)[], oracle: number | null): string {
  const sorted = to90.map((x) => x ?? Infinity).sort((a, b) => a - b);
  const mid = median(sorted);
  // A median of an even number of crawls may fall between two: 121.5 is printed so, not rounded to 122.
  const show = (x: number) => (Number.isFinite(x) ? String(Math.round(x * 2) / 2) : '-');
  if (!Number.isFinite(sorted[0]!)) return 'median not reached';
  return `median ${show(mid)}${oracle && Number.isFinite(mid) ? ` (${(mid / oracle).toFixed(2)}x)` : ''} [${show(sorted[0]!)} to ${show(sorted.at(-1)!)}]`;
}

function printLearnerCost(): void {
  for (const [name, c] of learnerCost) {
    const updates = c.updateMs + c.rescoreMs + c.snapshotMs;
    const all = updates + c.featureMs;
    const share = (ms: number) => `${((100 * ms) / c.crawlMs).toFixed(1)}%`;
    console.log(`\n${name} online cost over ${c.pages} pages, ${(c.crawlMs / 1000).toFixed(1)} s of crawling: online updates ${updates.toFixed(0)} ms, ${share(updates)} ` +
      `(naive Bayes ${c.updateMs.toFixed(0)} ms, rescoring queued links ${c.rescoreMs.toFixed(0)} ms, its state in snapshots ${c.snapshotMs.toFixed(0)} ms); ` +
      `with the features and predictions of new links ${(c.featureMs).toFixed(0)} ms, ${share(all)} in all (the critic's judging excluded)`);
  }
}

function printDmaxAccuracy(name: string, instances: { site: string; features: string[]; high: boolean }[]): void {
  console.log(`\n${name}: naive Bayes accuracy against d_max (5-fold cross-validation per site over the ${instances.length} link instances its crawls produced, features cut at |d| <= d_max; the paper's Fig. 6)`);
  const bySite = new Map<string, typeof instances>();
  for (const x of instances) bySite.set(x.site, [...(bySite.get(x.site) ?? []), x]);
  for (const row of dmaxAccuracy(bySite, [0, 1, 2, 3, 4, 5, 6, 8])) {
    console.log(`d_max ${String(row.dMax).padStart(2)}: accuracy ${row.accuracy.toFixed(3)} (low ${row.lowAccuracy.toFixed(3)}, high ${row.highAccuracy.toFixed(3)}) over ${row.sites} sites`);
  }
}
