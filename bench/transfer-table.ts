// The README's transfer table, from what `bench/harvest.ts` wrote (bench/out/harvest-families.json and
// bench/out/harvest-webkb.json): every family site and both webkb-dev sites, each strategy's fetches to 90% recall
// and its ratio to the oracle, then the summary rows. The table is printed, never edited by hand.
// Usage: npx tsx bench/transfer-table.ts [families.json] [webkb.json]
import fs from 'node:fs';

interface FamilyRow {
  family: string; site: string; strategy: string;
  score: { fetchesTo90: number | null; oracle90: number; oracleRatio: number | null; recall: number; harvestAt: Record<string, number> };
}
interface WebkbRow {
  site: string; strategy: string;
  score: { fetchesTo90: number | null; oracle90: number | null; xOracle90: number | null; hits: number; targets: number; harvest: Record<string, number | null>; recall: Record<string, number | null> };
}

const [familiesFile = 'bench/out/harvest-families.json', webkbFile = 'bench/out/harvest-webkb.json'] = process.argv.slice(2);
const families: FamilyRow[] = fs.existsSync(familiesFile) ? JSON.parse(fs.readFileSync(familiesFile, 'utf8')) : [];
const webkb: WebkbRow[] = fs.existsSync(webkbFile) ? JSON.parse(fs.readFileSync(webkbFile, 'utf8')) : [];
const order = ['bfs', 'keyword', 'forest', 'path-crf', 'ordinal', 'apprentice', 'online', 'online-prior'];
const strategies = order.filter((s) => families.some((r) => r.strategy === s) || webkb.some((r) => r.strategy === s));
const defaultStrategy = 'online';

const count = (n: number) => n.toLocaleString('en-US');
const two = (x: number) => x.toFixed(2);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const cell = (fetches: number | null, ratio: number | null, recall: number | null) =>
  fetches === null || ratio === null ? `not reached (${two(recall ?? 0)})` : `${count(fetches)} (${two(ratio)})`;

const head = strategies.map((s) => (s === defaultStrategy ? `\`${s}\` (default)` : `\`${s}\``));
console.log(`| site | ${head.join(' | ')} | oracle |`);
console.log(`|---|${strategies.map(() => '---').join('|')}|---|`);
const sites = [...new Set(families.map((r) => r.site))];
for (const site of sites) {
  const rows = strategies.map((s) => families.find((r) => r.site === site && r.strategy === s));
  const oracle = rows.find(Boolean)!.score.oracle90;
  console.log(`| ${site} | ${rows.map((r) => (r ? cell(r.score.fetchesTo90, r.score.oracleRatio, r.score.recall) : '')).join(' | ')} | ${oracle} |`);
}
if (sites.length) {
  const of = (s: string) => families.filter((r) => r.strategy === s);
  const ratio = (r: FamilyRow) => r.score.oracleRatio ?? Number.POSITIVE_INFINITY;
  console.log(`| families (LOFO): median ratio | ${strategies.map((s) => two(median(of(s).map(ratio)))).join(' | ')} | |`);
  console.log(`| families: sites within 1.3× | ${strategies.map((s) => `${of(s).filter((r) => ratio(r) <= 1.3).length}/${of(s).length}`).join(' | ')} | |`);
  console.log(`| families: mean harvest@50 | ${strategies.map((s) => two(of(s).reduce((a, r) => a + (r.score.harvestAt['50'] ?? 0), 0) / of(s).length)).join(' | ')} | |`);
}
for (const site of [...new Set(webkb.map((r) => r.site))]) {
  const rows = strategies.map((s) => webkb.find((r) => r.site === site && r.strategy === s));
  const oracle = rows.find(Boolean)!.score.oracle90;
  const to90 = rows.map((r, i) => {
    if (!r) return '';
    // Not reached: the recall the whole crawl reached.
    const text = cell(r.score.fetchesTo90, r.score.xOracle90, r.score.hits / r.score.targets);
    return strategies[i] === defaultStrategy ? `**${text}**` : text;
  });
  const f = (v: number | null | undefined) => two(v ?? 0);
  console.log(`| webkb ${site}: to 90% (ratio) | ${to90.join(' | ')} | ${oracle} |`);
  console.log(`| webkb ${site}: h@50 / r@100 / r@500 | ${rows.map((r) => (r ? `${f(r.score.harvest['50'])} / ${f(r.score.recall['100'])} / ${f(r.score.recall['500'])}` : '')).join(' | ')} | |`);
}
