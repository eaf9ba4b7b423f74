import crypto from 'node:crypto';
import * as cheerio from 'cheerio';
import iconv from 'iconv-lite';
import { buildSites } from '../../sitefarm/sites.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth, type SiteTruth } from '../../sitefarm/truth.ts';
import { scoreCrawl, scoreExtraction } from '../../sitefarm/score.ts';

let farm: Sitefarm;
let truths: SiteTruth[];
beforeAll(async () => {
  farm = await startSitefarm();
  truths = farm.sites.map((s) => siteTruth(s));
});
afterAll(() => farm.stop());

async function get(url: string, init?: RequestInit) {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('generator', () => {
  test('is deterministic: the same pages byte for byte on every run', () => {
    const digest = () => {
      const h = crypto.createHash('sha256');
      for (const site of buildSites()) for (const o of site.origins) for (const [p, page] of o.pages) h.update(`${site.id}${o.name}${p}`).update(page.body);
      return h.digest('hex');
    };
    expect(digest()).toBe(digest());
  });

  test('at least 12 sites of 200 to 5,000 pages, course pages a minority, in English and Japanese', () => {
    expect(farm.sites.length).toBeGreaterThanOrEqual(12);
    for (const t of truths) {
      const pages = t.site.origins.reduce((n, o) => n + o.pages.size, 0);
      expect(pages).toBeGreaterThanOrEqual(200);
      expect(pages).toBeLessThanOrEqual(5000);
      expect(t.targets.size / pages).toBeLessThan(0.3);
    }
    expect(new Set(farm.sites.map((s) => s.language))).toEqual(new Set(['en', 'ja']));
    const encodings = new Set(farm.sites.flatMap((s) => s.origins.flatMap((o) => [...o.pages.values()].map((p) => p.encoding))));
    expect(encodings).toEqual(new Set(['utf-8', 'shift_jis', 'euc-jp']));
  });

  test('shortest root-to-course paths are 2 to 6 clicks', () => {
    for (const t of truths) for (const target of t.reachableTargets) {
      const d = t.depth.get(target)!;
      expect(d).toBeGreaterThanOrEqual(2);
      expect(d).toBeLessThanOrEqual(6);
    }
  });
});

describe('server', () => {
  test('serves only on 127.0.0.1', () => {
    for (const site of farm.sites) for (const base of Object.values(site.baseUrls)) expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('status codes: 200, 404 for a missing page, 500 for the broken one, a PDF as application/pdf', async () => {
    const root = farm.site('acalog').rootUrl;
    expect((await get(root)).res.status).toBe(200);
    expect((await get(new URL('/no/such/page.html', root).toString())).res.status).toBe(404);
    expect((await get(new URL('/about/status.html', root).toString())).res.status).toBe(500);
    const pdf = await get(new URL('/docs/research-handbook.pdf', root).toString());
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('redirects: a chain of 301 then 302 ending on a page, and a loop', async () => {
    const root = farm.site('uk-modules').rootUrl;
    const first = await get(new URL('/about/old-prospectus.html', root).toString());
    expect(first.res.status).toBe(301);
    const second = await get(new URL(first.res.headers.get('location')!, root).toString());
    expect(second.res.status).toBe(302);
    const last = await get(new URL(second.res.headers.get('location')!, root).toString());
    expect(last.res.status).toBe(200);
    const a = await get(new URL('/about/loop.html', root).toString());
    const b = await get(new URL(a.res.headers.get('location')!, root).toString());
    expect(new URL(b.res.headers.get('location')!, root).pathname).toBe('/about/loop.html');
  });

  test('charsets: Shift_JIS in the header, EUC-JP only in a meta tag, both decode to the same Japanese', async () => {
    const sjis = truths.find((t) => t.site.id === 'syllabus-sjis')!;
    const target = [...sjis.reachableTargets][0]!;
    const { res, body } = await get(target);
    expect(res.headers.get('content-type')).toMatch(/charset=Shift_JIS/i);
    const text = iconv.decode(body, 'shift_jis');
    expect(text).toContain(sjis.targets.get(target)![0]!.title);
    expect(body.toString('utf8')).not.toContain(sjis.targets.get(target)![0]!.title);

    const euc = truths.find((t) => t.site.id === 'syllabus-eucjp')!;
    const eucTarget = [...euc.reachableTargets][0]!;
    const page = await get(eucTarget);
    expect(page.res.headers.get('content-type')).toBe('text/html');
    const decoded = iconv.decode(page.body, 'euc-jp');
    expect(decoded).toMatch(/charset="?euc-jp/i);
    expect(decoded).toContain(euc.targets.get(eucTarget)![0]!.title);
  });

  test('robots.txt has Disallow lines covering course pages, and one site asks for a Crawl-delay', async () => {
    const text = await (await fetch(new URL('/robots.txt', farm.site('acalog').rootUrl))).text();
    expect(text).toMatch(/^Disallow: \/private\//m);
    expect(text).toMatch(/^Disallow: \/catalog\/preview_course_nopop\.php/m);
    const delayed = await (await fetch(new URL('/robots.txt', farm.site('jsonld-courses').rootUrl))).text();
    expect(delayed).toMatch(/^Crawl-delay: 0\.05$/m);
  });

  test('tracking parameters and session ids serve the same page; conditional GET answers 304', async () => {
    const t = truths.find((x) => x.site.id === 'uk-modules')!;
    const target = [...t.reachableTargets][0]!;
    const plain = await get(target);
    const tracked = await get(`${target}?utm_source=x&utm_medium=y`);
    expect(tracked.body.equals(plain.body)).toBe(true);
    const etag = plain.res.headers.get('etag')!;
    expect((await get(target, { headers: { 'if-none-match': etag } })).res.status).toBe(304);
  });

  test('the event calendar never ends', async () => {
    const root = farm.site('hk-programs').rootUrl;
    let url = new URL('/events/calendar?month=2026-11', root).toString();
    for (let i = 0; i < 30; i++) {
      const $ = cheerio.load((await get(url)).body.toString());
      url = new URL($('a:contains("Next month")').attr('href')!, url).toString();
    }
    expect(url).toContain('month=2029-05');
  });
});

describe('ground truth', () => {
  test('every target is reachable from the root or marked unreachable, and unreachable ones are disallowed', () => {
    for (const t of truths) {
      expect(t.reachableTargets.size + t.unreachableTargets.size).toBe(t.targets.size);
      for (const u of t.unreachableTargets) expect(t.disallowedTargets.has(u)).toBe(true);
      expect(t.reachableTargets.size).toBeGreaterThan(0);
    }
  });

  test('every gold record is on its page as served (code, title, credits, instructors, description)', async () => {
    for (const t of truths) {
      for (const [url, gold] of t.targets) {
        const { res, body } = await get(url);
        expect(res.status).toBe(200);
        const enc = t.site.origins[0]!.pages.values().next().value!.encoding;
        const text = cheerio.load(iconv.decode(body, enc)).root().text().replace(/\s+/g, ' ');
        for (const c of gold) {
          for (const v of [c.code, c.title, c.creditsRaw, c.description, ...c.instructors, c.term]) {
            expect(text).toContain(v.replace(/\s+/g, ' '));
          }
        }
      }
    }
  });

  test('at least 10 sample traversals per site, each a chain of real links from the root to a course page', async () => {
    for (const t of truths) {
      expect(t.traversals.length).toBeGreaterThanOrEqual(10);
      for (const path of t.traversals.slice(0, 3)) {
        expect(path[0]).toBe(t.site.rootUrl);
        expect(t.targetOf(path.at(-1)!)).toBeDefined();
        for (let i = 0; i + 1 < path.length; i++) {
          const { body } = await get(path[i]!);
          const $ = cheerio.load(body.toString('latin1'));
          const hrefs = $('a[href]').map((_, a) => new URL($(a).attr('href')!, path[i]).toString()).get();
          const next = path[i + 1]!;
          // The link may carry tracking parameters or go through a redirect; the traversal records where it landed.
          const landed = await Promise.all(hrefs.map(async (h) => {
            let u = h;
            for (let hop = 0; hop < 5; hop++) {
              const r = await fetch(u, { method: 'HEAD', redirect: 'manual' });
              if (!r.headers.get('location')) break;
              u = new URL(r.headers.get('location')!, u).toString();
            }
            return u.replace(/[?&](utm_[a-z]+|sid)=[^&]*/g, '').replace(/;jsessionid=[^/?]*/i, '');
          }));
          expect(landed).toContain(next);
        }
      }
    }
  });

  test('the oracle needs at least as many fetches as 90% of the reachable targets on separate pages', () => {
    for (const t of truths) {
      const pagesWithTargets = t.reachableTargets.size;
      const inline = [...t.targets.values()].some((g) => g.length > 1);
      if (!inline) expect(t.oracleFetches90).toBeGreaterThanOrEqual(Math.ceil(pagesWithTargets * 0.9));
      expect(t.oracleFetches90).toBeLessThan(t.parent.size);
    }
  });
});

describe('scorer', () => {
  test('harvest, recall, fetches to 50%/90% and robots violations from a fetch sequence', () => {
    const t = truths.find((x) => x.site.id === 'uk-modules')!;
    const targets = [...t.reachableTargets];
    const disallowed = [...t.disallowedTargets][0]!;
    const noise = new URL('/news/', t.site.rootUrl).toString();
    const fetches = [
      { url: t.site.rootUrl, status: 200 },
      { url: noise, status: 200 },
      { url: disallowed, status: 200 },
      ...targets.map((url) => ({ url, status: 200 })),
      { url: `${targets[0]}?utm_source=again`, status: 200 },
    ];
    const score = scoreCrawl(t, fetches, [10]);
    expect(score.recall).toBe(1);
    expect(score.robotsViolations).toBe(1);
    expect(score.harvestAt[10]).toBeCloseTo(7 / 10);
    expect(score.fetchesTo50).toBe(3 + Math.ceil(targets.length * 0.5));
    expect(score.fetchesTo90).toBe(3 + Math.ceil(targets.length * 0.9));
    expect(score.curve.at(-1)).toBe(targets.length); // the repeat with a tracking parameter is not a new target
  });

  test('extraction scores 1.0 on gold itself and drops for a wrong field', () => {
    const t = truths.find((x) => x.site.id === 'syllabus-sjis')!;
    const perfect = [...t.targets].flatMap(([url, gold]) => gold.map((g) => ({ sourceUrl: url, ...g })));
    const s = scoreExtraction(t, perfect);
    for (const f of Object.values(s)) expect(f.f1).toBe(1);
    const wrong = perfect.map((c, i) => (i % 2 ? { ...c, term: 'wrong' } : c));
    const w = scoreExtraction(t, wrong);
    expect(w.term.f1).toBeLessThan(0.6);
    expect(w.code.f1).toBe(1);
  });
});
