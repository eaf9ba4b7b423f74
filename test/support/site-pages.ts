// A generated site's pages, on its first origin or on every host, read without serving it, for the family tests; and
// the sizes every family's served sites are held to.
import crypto from 'node:crypto';
import { canonicalPath } from '../../sitefarm/canonical.ts';
import { buildFamilies, familySite, type Family } from '../../sitefarm/families.ts';
import type { Page, SiteDefinition } from '../../sitefarm/model.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { esc } from '../../sitefarm/render.ts';

export const pagesOf = (site: SiteDefinition) => site.origins[0]!.pages;

/** Where an href on a page lands: its canonical path (tracking parameters and session ids gone), redirects
 * followed; undefined off the site or after five hops. */
export function landing(site: SiteDefinition, from: string, href: string): string | undefined {
  if (/^(https?:|ftp:|mailto:)/.test(href)) return undefined;
  let u = new URL(href, `http://site${from}`);
  for (let hop = 0; hop < 5; hop++) {
    const path = canonicalPath(u.pathname + u.search);
    const page = pagesOf(site).get(path);
    if (!page?.location) return path;
    u = new URL(page.location, u);
  }
  return undefined;
}

/** Every page of the site's first origin. */
export const allPages = (site: SiteDefinition) => [...pagesOf(site).values()];
/** The site's targets: its course pages, each once (a page under a second address is its duplicate). */
export const targetPages = (site: SiteDefinition) => allPages(site).filter((p) => p.kind === 'course' && !p.duplicateOf);
export const bodyOf = (p: Page) => String(p.body);
/** The target a path is, or is a duplicate of. */
export function targetAt(site: SiteDefinition, path: string | undefined): string | undefined {
  const page = path ? pagesOf(site).get(path) : undefined;
  return page?.kind === 'course' ? (page.duplicateOf ?? path) : undefined;
}
/** The targets a page links (its links landed, duplicates mapped to their target). */
export const linkedTargets = (site: SiteDefinition, p: Page) => p.links.map((h) => targetAt(site, landing(site, p.path, h))).filter((t): t is string => !!t);

/** A page with the name of the host it is on (a site's catalogue may have a host of its own). */
export type Hosted = Page & { origin: string };
/** Every page of every host of the site. */
export const hostedPages = (site: SiteDefinition): Hosted[] => site.origins.flatMap((o) => [...o.pages.values()].map((p) => ({ ...p, origin: o.name })));
/** The site's targets on every host, each once. */
export const hostedTargets = (site: SiteDefinition) => hostedPages(site).filter((p) => p.kind === 'course' && !p.duplicateOf);
/** "host path", a page's key among every host's pages. */
export const hostedKey = (p: Hosted) => `${p.origin} ${p.path}`;
export const hostedPageAt = (site: SiteDefinition, key: string) => site.origins.find((o) => o.name === key.slice(0, key.indexOf(' ')))?.pages.get(key.slice(key.indexOf(' ') + 1));

/** Where an href on a page lands ("host path", tracking parameters and session ids gone, "{{host}}" addresses
 * followed to their host), redirects followed; undefined off the site or after five hops. */
export function hostedLanding(site: SiteDefinition, from: Hosted, href: string): string | undefined {
  if (/^(https?:|ftp:|mailto:)/.test(href)) return undefined;
  const named = /^\{\{(\w+)\}\}(.*)$/.exec(href);
  let origin = named ? named[1]! : from.origin;
  let u = new URL(named ? named[2]! : href, `http://site${from.path}`);
  for (let hop = 0; hop < 5; hop++) {
    const key = `${origin} ${canonicalPath(u.pathname + u.search)}`;
    const page = hostedPageAt(site, key);
    if (!page?.location) return key;
    const next = /^\{\{(\w+)\}\}(.*)$/.exec(page.location);
    if (next) origin = next[1]!;
    u = new URL(next ? next[2]! : page.location, u);
  }
  return undefined;
}
/** The target a "host path" is, or is a duplicate of. */
export function hostedTargetAt(site: SiteDefinition, key: string | undefined): string | undefined {
  const page = key ? hostedPageAt(site, key) : undefined;
  return page?.kind === 'course' ? (page.duplicateOf ? `${key!.slice(0, key!.indexOf(' '))} ${page.duplicateOf}` : key) : undefined;
}
/** The targets a page links, on any host. */
export const hostedLinkedTargets = (site: SiteDefinition, p: Hosted) => p.links.map((h) => hostedTargetAt(site, hostedLanding(site, p, h))).filter((t): t is string => !!t);

/** A family's served sites: targets and pages (on every host) within bounds, every target reachable and allowed by
 * robots.txt, the oracle far cheaper than the site (under `oracleBelow(targets)` fetches, the site
 * `siteTimesOracle` times more pages), and the first target served. */
export async function expectServedSizes(sites: SiteDefinition[], b: { targets: [number, number]; pages: [number, number]; oracleBelow: (targets: number) => number; siteTimesOracle: number }): Promise<void> {
  const farm = await startSitefarm(sites);
  try {
    for (const served of farm.sites) {
      const truth = siteTruth(served);
      const own = hostedTargets(served);
      const pages = hostedPages(served).length;
      expect(own.length).toBeGreaterThanOrEqual(b.targets[0]);
      expect(own.length).toBeLessThanOrEqual(b.targets[1]);
      expect(pages).toBeGreaterThanOrEqual(b.pages[0]);
      expect(pages).toBeLessThanOrEqual(b.pages[1]);
      expect(truth.targets.size).toBe(own.length);
      expect(truth.disallowedTargets.size).toBe(0);
      expect(truth.unreachableTargets.size).toBe(0);
      expect(truth.oracleFetches90).toBeLessThan(b.oracleBelow(own.length));
      expect(truth.parent.size).toBeGreaterThan(b.siteTimesOracle * truth.oracleFetches90);
      const res = await fetch(`${served.baseUrls[own[0]!.origin]}${own[0]!.path}`);
      expect(res.status).toBe(200);
    }
  } finally {
    await farm.stop();
  }
}

/** What a site is, byte for byte: its robots.txt and every host's pages (path, body, kind and duplicate). */
export function siteDigest(site: SiteDefinition): string {
  const h = crypto.createHash('sha256').update(site.origins[0]!.robotsTxt);
  for (const o of site.origins) for (const [p, page] of o.pages) h.update(o.name).update(p).update(page.body).update(page.kind).update(page.duplicateOf ?? '');
  return h.digest('hex');
}

/** A family's sites (`sites`: its sites 1, 2, 3 …) come from their seeds: the same seed builds the same site, sites
 * differ, and `buildFamilies` gives the family's sites from any index. */
export function expectSeeded(family: Family, sites: SiteDefinition[]): void {
  expect(siteDigest(familySite(family, 2))).toBe(siteDigest(sites[1]!));
  expect(siteDigest(sites[1]!)).not.toBe(siteDigest(sites[2]!));
  expect(new Set(sites.map((s) => s.institution)).size).toBe(sites.length);
  expect(buildFamilies(2, [family.id], 5).map((g) => g.site.id)).toEqual([`${family.id}-5`, `${family.id}-6`]);
}

/** A served course page decodes in the charset it declares (its header's, or else its meta's) and holds its course's
 * title and description; a Latin-1 site (declared as such or as windows-1252) writes `letter` in one byte, never
 * in UTF-8's two. */
export async function expectDeclaredCharset(baseUrl: string, page: Page, letter: string): Promise<void> {
  const res = await fetch(`${baseUrl}${page.path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const declared = /charset=([\w-]+)/i.exec(res.headers.get('content-type') ?? '')?.[1] ?? /charset=["']?([\w-]+)/i.exec(bytes.toString('latin1'))![1]!;
  const text = new TextDecoder(declared).decode(bytes);
  expect(text).toContain(esc(page.courses[0]!.title));
  expect(text).toContain(esc(page.courses[0]!.description));
  if (page.encoding === 'iso-8859-1') {
    expect(declared.toLowerCase()).toMatch(/^(iso-8859-1|windows-1252)$/);
    expect(bytes.includes(Buffer.from(letter, 'utf8'))).toBe(false);
  } else {
    expect(declared.toLowerCase()).toBe('utf-8');
  }
}
