// bench/sitemaps: what a sitemap named in robots.txt is worth to a crawl, side by side in one run. Each generated
// family site (sitefarm/families.ts) is served twice: as generated (no sitemap), and with the sitemap a content
// management system writes, /sitemap.xml listing every page of its origin (news, events, people, courses, all in
// path order), named by a Sitemap line in the origin's robots.txt. The same strategy crawls both; the figures
// are fetches to 90% recall (the sitemap's own fetch counted) and the ratio to the oracle, whose shortest paths
// follow links only. Nothing is trained here: `online` learns each site while it crawls.
// Usage: tsx bench/sitemaps.ts [--strategy online] [--per-family 1] [--families a,b]
import { parseArgs } from 'node:util';
import { buildFamilies } from '../sitefarm/families.ts';
import { startSitefarm } from '../sitefarm/server.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { scoreCrawl } from '../sitefarm/score.ts';
import type { Page, SiteDefinition } from '../sitefarm/model.ts';
import { crawlOnce } from './crawl-once.ts';
import { pad } from './support.ts';

const { values } = parseArgs({ options: {
  strategy: { type: 'string', default: 'online' }, 'per-family': { type: 'string', default: '1' }, families: { type: 'string' },
} });

const withSitemapSuffix = '+sitemap';

/** The site with a full sitemap per origin (the robots.txt line is added once the ports are known). */
function withSitemap(site: SiteDefinition): SiteDefinition {
  return {
    ...site,
    id: `${site.id}${withSitemapSuffix}`,
    origins: site.origins.map((o) => {
      const pages = new Map(o.pages);
      const listed = [...o.pages.values()].filter((p) => p.status === 200 && p.contentType.startsWith('text/html')).map((p) => p.path).sort();
      const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.map((p) => `<url><loc>{{${o.name}}}${escape(p)}</loc></url>`).join('\n')}\n</urlset>\n`;
      const sitemap: Page = { path: '/sitemap.xml', status: 200, contentType: 'application/xml', body, encoding: 'utf-8', declare: 'none', kind: 'other', courses: [], links: [] };
      pages.set(sitemap.path, sitemap);
      return { ...o, pages };
    }),
  };
}

const generated = buildFamilies(Number(values['per-family']), values.families?.split(','));
const farm = await startSitefarm(generated.flatMap((g) => [g.site, withSitemap(g.site)]));
for (const site of farm.sites.filter((s) => s.id.endsWith(withSitemapSuffix))) {
  for (const o of site.origins) o.robotsTxt = `${o.robotsTxt.trimEnd()}\nSitemap: ${site.baseUrls[o.name]}/sitemap.xml\n`;
}

console.log(`${values.strategy} on generated family sites, without and with a sitemap named in robots.txt (fetches to 90% recall, × the oracle)`);
console.log(`${'site'.padEnd(22)} ${pad('pages', 6)} ${pad('oracle', 6)} ${pad('without', 14)} ${pad('with sitemap', 14)} ${pad('h@50', 11)}`);
const ratios: { without: number; with: number }[] = [];
for (const { site: def } of generated) {
  const cell = async (id: string) => {
    const site = farm.sites.find((s) => s.id === id)!;
    const truth = siteTruth(site);
    const need = Math.ceil(0.9 * truth.reachableTargets.size);
    const pages = site.origins.reduce((n, o) => n + o.pages.size, 0);
    const crawl = await crawlOnce({
      seeds: [site.rootUrl], hosts: Object.values(site.baseUrls).map((b) => new URL(b).host), strategy: values.strategy!,
      maxPages: Math.min(pages + 100, 3000), done: (fetches) => fetches.length >= 100 && scoreCrawl(truth, fetches).targetsFound >= need,
    });
    return { score: scoreCrawl(truth, crawl.fetches), pages };
  };
  const a = await cell(def.id);
  const b = await cell(`${def.id}${withSitemapSuffix}`);
  const text = (s: typeof a.score) => (s.fetchesTo90 === null ? `- (${s.recall.toFixed(2)})` : `${s.fetchesTo90} (${(s.fetchesTo90 / s.oracle90).toFixed(2)})`);
  if (a.score.fetchesTo90 !== null && b.score.fetchesTo90 !== null) ratios.push({ without: a.score.fetchesTo90 / a.score.oracle90, with: b.score.fetchesTo90 / b.score.oracle90 });
  console.log(`${def.id.padEnd(22)} ${pad(String(a.pages), 6)} ${pad(String(a.score.oracle90), 6)} ${pad(text(a.score), 14)} ${pad(text(b.score), 14)} ${pad(`${a.score.harvestAt[50]!.toFixed(2)}/${b.score.harvestAt[50]!.toFixed(2)}`, 11)}`);
}
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
console.log(`median ratio to the oracle: without ${median(ratios.map((r) => r.without)).toFixed(2)}, with a sitemap ${median(ratios.map((r) => r.with)).toFixed(2)} (${ratios.length} sites reached 90% both ways)`);
await farm.stop();
