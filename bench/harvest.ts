// bench/harvest: every registered strategy on every sitefarm site, over real HTTP. Prints harvest after
// 10/50/100/500 fetches, fetches to 90% recall and the ratio to the oracle, and writes an SVG of the curves.
// Learned page classifiers are trained on the other sites only (hold one site out).
// Usage: tsx bench/harvest.ts [--sites a,b] [--strategies bfs,keyword]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startSitefarm } from '../test/sitefarm/server.ts';
import { buildSites } from '../test/sitefarm/sites.ts';
import { siteTruth } from '../test/sitefarm/truth.ts';
import { scoreCrawl, type CrawlScore } from '../test/sitefarm/score.ts';
import { labeledPages } from '../test/sitefarm/labeled.ts';
import { KeywordModel } from '../src/strategies/keyword.ts';
import { strategies } from '../src/strategies/registry.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { buildReport } from '../src/crawl/report.ts';
import { Semaphore } from '../src/crawl/semaphore.ts';
import { benchDatabase, pad } from './support.ts';
import { harvestSvg, type Panel } from './svg.ts';

const { values } = parseArgs({ options: { sites: { type: 'string' }, strategies: { type: 'string' } } });
const definitions = buildSites();
const farm = await startSitefarm(definitions);
const db = await benchDatabase();
const chosenSites = values.sites ? farm.sites.filter((s) => values.sites!.split(',').includes(s.id)) : farm.sites;
const chosen = values.strategies ? strategies.filter((s) => values.strategies!.split(',').includes(s.name)) : strategies;
const ks = [10, 50, 100, 500];
const results: { site: string; strategy: string; score: CrawlScore; seconds: number }[] = [];
const panels: Panel[] = [];

console.log(`${'site'.padEnd(20)} ${'strategy'.padEnd(9)} ${ks.map((k) => pad(`h@${k}`, 6)).join(' ')} ${pad('to90%', 6)} ${pad('oracle', 6)} ${pad('ratio', 6)} ${pad('recall', 6)} ${pad('robots', 6)} ${pad('sec', 5)}`);
for (const site of chosenSites) {
  const truth = siteTruth(site);
  const model = KeywordModel.train(labeledPages(definitions, { exclude: site.id })).toJSON();
  const panel: Panel = { title: site.id, total: truth.reachableTargets.size, oracle: truth.oracleFetches90, series: [] };
  for (const strategy of chosen) {
    const started = Date.now();
    const outcome = await runCrawl(db.prisma, {
      seeds: [site.rootUrl], strategy: strategy.name, maxPages: truth.parent.size + 100, allowPrivateNetwork: true,
      delayMs: 0, model, concurrency: new Semaphore(4),
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

console.log('\nSummary');
for (const strategy of chosen) {
  const mine = results.filter((r) => r.strategy === strategy.name);
  const ratios = mine.map((r) => r.score.oracleRatio ?? Infinity).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  const violations = mine.reduce((n, r) => n + r.score.robotsViolations, 0);
  console.log(`${strategy.name.padEnd(9)} median ratio to oracle ${median.toFixed(2)}, mean harvest@50 ${(mine.reduce((n, r) => n + r.score.harvestAt[50]!, 0) / mine.length).toFixed(2)}, robots violations ${violations}`);
}
const bfsRuns = new Map(results.filter((r) => r.strategy === 'bfs').map((r) => [r.site, r.score.fetchesTo90 ?? Infinity]));
for (const strategy of chosen.filter((s) => s.name !== 'bfs')) {
  const mine = results.filter((r) => r.strategy === strategy.name);
  const wins = mine.filter((r) => (r.score.fetchesTo90 ?? Infinity) < (bfsRuns.get(r.site) ?? Infinity)).length;
  console.log(`${strategy.name.padEnd(9)} needs fewer fetches than bfs to reach 90% recall on ${wins} of ${mine.length} sites`);
}
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync('bench/out/harvest.svg', harvestSvg(panels));
fs.writeFileSync('bench/out/harvest.json', JSON.stringify(results.map((r) => ({ ...r, score: { ...r.score, curve: undefined } })), null, 1));
console.log('wrote bench/out/harvest.svg and bench/out/harvest.json');
await db.close();
await farm.stop();
process.exit(0);
