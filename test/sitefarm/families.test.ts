import { buildFamilies, familySite, families } from '../../sitefarm/families.ts';
import { startSitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { recognise } from '../../src/extract/recognise.ts';

describe('site families', () => {
  test('the same seed builds the same site; sites of one family differ', () => {
    const f = families[0]!;
    const a = familySite(f, 1);
    const b = familySite(f, 1);
    const c = familySite(f, 2);
    const paths = (s: typeof a) => [...s.origins[0]!.pages.keys()].sort();
    expect(paths(a)).toEqual(paths(b));
    expect(paths(a)).not.toEqual(paths(c));
  });

  test('family sites have course pages reachable from their home page, and an oracle', async () => {
    expect(buildFamilies(1).map((g) => g.family)).toEqual(families.map((f) => f.id));
    const generated = buildFamilies(1, ['courseleaf-like', 'banner-like', 'ja-syllabus']);
    expect(generated.some((g) => g.site.language === 'ja')).toBe(true);
    const farm = await startSitefarm(generated.map((g) => g.site));
    try {
      for (const site of farm.sites) {
        const truth = siteTruth(site);
        expect(truth.reachableTargets.size).toBeGreaterThan(3);
        expect(truth.oracleFetches90).toBeGreaterThan(0);
      }
    } finally {
      await farm.stop();
    }
  });

  test('German module handbooks: German pages, served in their declared encoding, course pages recognised by shape', async () => {
    const site = familySite(families.find((f) => f.id === 'de-modulhandbuch')!, 1);
    expect(site.language).toBe('de');
    const course = site.origins.flatMap((o) => [...o.pages.values()]).find((p) => p.kind === 'course')!;
    expect(String(course.body)).toMatch(/<html lang="de">/);
    const farm = await startSitefarm([site]);
    try {
      const served = farm.sites[0]!;
      const res = await fetch(`${served.baseUrls.www}${course.path}`);
      const charset = /charset=([^;]+)/i.exec(res.headers.get('content-type') ?? '')?.[1];
      const text = new TextDecoder(charset ?? 'utf-8').decode(await res.arrayBuffer());
      // Umlauts survive the page's own encoding (UTF-8 or ISO-8859-1), whichever the site drew.
      expect(text).toContain('Über uns');
      expect(recognise(text).kind).toBe('course');
      expect(siteTruth(served).reachableTargets.size).toBeGreaterThan(3);
    } finally {
      await farm.stop();
    }
  });

  test('handbooks put a PDF beside each department listing', () => {
    const site = familySite(families.find((f) => f.id === 'handbook')!, 1);
    const pages = [...site.origins[0]!.pages.values()];
    const listings = pages.filter((p) => p.kind === 'listing');
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings.filter((p) => !p.path.includes('?'))) expect(l.links.some((h) => h.endsWith('.pdf'))).toBe(true);
    expect(pages.filter((p) => p.contentType === 'application/pdf').length).toBeGreaterThan(listings.length - 1);
  });
});
