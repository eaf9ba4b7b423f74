// bench/forest-fit: how long effland's two regressors take to fit 5,000 examples each (one thread), on real
// page and link vectors from the sitefarm's pages (labels from the pages' true kinds: course 1, listing 0.67,
// other 0). Also the stored model's size and prediction speed.
// Usage: tsx bench/forest-fit.ts [--examples 5000]
import { parseArgs } from 'node:util';
import { buildSites } from '../sitefarm/sites.ts';
import { parseHtml, type ParsedPage } from '../src/parse/html.ts';
import { linkTerms, pageTerms, PageVectors } from '../src/features/page-vectors.ts';
import { ForestRegressor } from '../src/learn/forest-regressor.ts';

const { values } = parseArgs({ options: { examples: { type: 'string', default: '5000' } } });
const n = Number(values.examples);
const relevance = { course: 1, listing: 0.67, other: 0 } as const;
const pages: { page: ParsedPage; y: number }[] = [];
const kindOf = new Map<string, number>();
for (const site of buildSites()) {
  for (const origin of site.origins) {
    for (const [path, page] of origin.pages) {
      if (typeof page.body !== 'string' || page.status !== 200 || page.location) continue;
      const url = `http://${origin.name}.${site.id}.example${path}`;
      kindOf.set(url, relevance[page.kind]);
      const html = page.body.replace(/\{\{(\w+)\}\}/g, (_m, o: string) => `http://${o}.${site.id}.example`);
      pages.push({ page: parseHtml(html, url), y: relevance[page.kind] });
    }
  }
}
console.log(`${pages.length} sitefarm pages parsed`);
const parsed = pages.length;
let started = Date.now();
const terms = pages.map((p) => pageTerms(p.page));
const links = pages.flatMap((p) => p.page.links.filter((l) => kindOf.has(l.url)).map((l) => ({ terms: linkTerms(l), y: kindOf.get(l.url)! })));
const labels = pages.map((p) => p.y);
pages.length = 0; // the parsed documents are not needed any more: a smaller heap is what training sees in practice
const vectors = PageVectors.fit(terms.slice(0, n), links.slice(0, n * 2).map((l) => l.terms));
console.log(`vocabularies and LSA fitted in ${Date.now() - started} ms: page vectors ${vectors.pageDimensions} long, link vectors ${vectors.linkDimensions}`);
const pick = <T>(xs: T[]) => Array.from({ length: Math.min(n, xs.length) }, (_, i) => xs[Math.floor((i * xs.length) / Math.min(n, xs.length))]!);
const pageSet = pick(terms.map((t, i) => ({ x: vectors.page(t), y: labels[i]! })));
const linkSet = pick(links.map((l) => ({ x: vectors.link(l.terms), y: l.y })));

// CPU seconds beside wall seconds: on a shared machine the wall clock measures the load as much as the fit.
const cpuSeconds = (from: NodeJS.CpuUsage) => { const u = process.cpuUsage(from); return (u.user + u.system) / 1e6; };
started = Date.now();
let cpu = process.cpuUsage();
const pageForest = ForestRegressor.train(pageSet.map((e) => e.x), pageSet.map((e) => e.y));
const pageMs = Date.now() - started;
const pageCpu = cpuSeconds(cpu);
started = Date.now();
cpu = process.cpuUsage();
const urlForest = ForestRegressor.train(linkSet.map((e) => e.x), linkSet.map((e) => e.y));
const urlMs = Date.now() - started;
const urlCpu = cpuSeconds(cpu);
console.log(`page regressor: ${pageSet.length} examples × ${vectors.pageDimensions} features fitted in ${(pageMs / 1000).toFixed(1)} s (${pageCpu.toFixed(1)} s CPU)`);
console.log(`url regressor:  ${linkSet.length} examples × ${vectors.linkDimensions} features fitted in ${(urlMs / 1000).toFixed(1)} s (${urlCpu.toFixed(1)} s CPU)`);
console.log(`both: ${((pageMs + urlMs) / 1000).toFixed(1)} s (${(pageCpu + urlCpu).toFixed(1)} s CPU) on one thread (${pageForest.options.trees} trees each)`);
started = Date.now();
urlForest.predict(linkSet.slice(0, 1000).map((e) => e.x));
console.log(`url predictions: ${(1000 / ((Date.now() - started) / 1000)).toFixed(0)} links/s; stored size ${(JSON.stringify(pageForest.toJSON()).length / 1e6).toFixed(1)} MB + ${(JSON.stringify(urlForest.toJSON()).length / 1e6).toFixed(1)} MB`);
