/// <reference lib="dom" />
// The web page in headless Chromium against a running server on the simulated sites: each screen's main task,
// each action refused without the right role (as the API refuses it), both screen sizes; screenshots go to
// docs/screenshots/ for the README.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page as BrowserPage } from 'playwright-core';
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { createToken } from '../../src/api/auth.ts';
import { ensureWebBuilt } from '../../src/api/web-build.ts';
import { runCrawl } from '../../src/crawl/run.ts';
import { extractPendingPages } from '../../src/extract/pages.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { createTestDatabase } from '../support/database.ts';
import { chromiumMissing, launchBrowser } from '../support/browser.ts';
import type { Database } from '../../src/db/client.ts';

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');
const describeBrowser = chromiumMissing ? describe.skip : describe;

describeBrowser('web page in Chromium', () => {
  let farm: Sitefarm;
  let database: Database;
  let api: RunningApi;
  let base: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: BrowserPage;
  const tokens: Record<string, string> = {};
  const institutions: Record<string, number> = {};

  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    await ensureWebBuilt();
    farm = await startSitefarm();
    database = await createTestDatabase('pglite');
    const db = database.prisma;
    for (const role of ['READER', 'LABELER', 'ADMIN'] as const) tokens[role] = await createToken(db, role, `${role.toLowerCase()}@test`);
    for (const id of ['uk-modules', 'jsonld-courses', 'ja-utf8-lines']) {
      const site = farm.site(id);
      const row = await db.institution.create({ data: { name: site.institution, rootUrls: [site.rootUrl], hosts: [new URL(site.rootUrl).host.split(':')[0]!] } });
      institutions[id] = row.id;
    }
    // Stored pages with the forest's judgements (for the queue and the path) and courses (for review and analysts).
    for (const id of ['uk-modules', 'jsonld-courses']) {
      await runCrawl(db, { seeds: [farm.site(id).rootUrl], institutionId: institutions[id], strategy: 'forest', maxPages: 90, allowPrivateNetwork: true, delayMs: 0 });
    }
    // A site whose field labels no alias knows, so that the extractor proposes aliases for them.
    const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];
    for (const [i, name] of people.entries()) {
      const url = `http://modules.unseen.test/modules/ABC${1001 + i}`;
      const html = `<html><body><h1>ABC${1001 + i} Topic number ${i + 1}</h1><table><tr><th>Teaching staff</th><td>${name}</td></tr>`
        + `${i ? `<tr><th>Before you enrol</th><td>Completion of ABC${1000 + i}</td></tr>` : ''}<tr><th>Study load</th><td>15 credits</td></tr></table>`
        + `<p>This module covers topic ${i + 1} in depth, with weekly exercises, a project and an examination at the end.</p></body></html>`;
      await db.page.create({ data: { url, finalUrl: url, status: 200, kind: 'COURSE', charset: 'utf-8', htmlGz: zlib.gzipSync(html) } });
    }
    await extractPendingPages(db);
    // Crawls started from the page are watched while the site holds their requests (farm.hold), not by the clock.
    api = await startApi(database, 0, { allowAnonymousReads: true, crawlDefaults: { allowPrivateNetwork: true, delayMs: 0 } });
    base = api.url.replace(/graphql$/, '');
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(base);
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await database?.close();
    await farm?.stop();
  });

  async function useToken(role: 'READER' | 'LABELER' | 'ADMIN' | null) {
    await page.fill('input[name=token]', role ? tokens[role]! : '');
    await page.click('form.token button');
    await page.locator('.who').filter({ hasText: role ? role.toLowerCase() : 'anonymous' }).waitFor();
  }
  /** Clicks "Start crawl" and answers the new run's id from the mutation's answer: the row may not be stored before it. */
  async function startCrawlFromPage(): Promise<number> {
    const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('startCrawl'));
    await page.click('button:has-text("Start crawl")');
    const id = Number(((await (await answered).json()) as { data: { startCrawl: { id: string } } }).data.startCrawl.id);
    expect(id).toBeGreaterThan(0);
    return id;
  }
  async function open(screen: string) {
    await page.goto(`${base}#/${screen}`);
    await page.locator(`nav a[href="#/${screen}"][aria-current="page"]`).waitFor();
  }
  const shot = (name: string) => page.screenshot({ path: path.join(shots, `${name}.png`) });
  const refusal = () => page.locator('.error[data-code]').first();

  test('the page is served at / with everything it needs from this server only', async () => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(base);
    await page.locator('header h1').waitFor();
    const res = await fetch(base);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((u) => u.startsWith(base))).toBe(true);
    page.removeAllListeners('request');
  });

  test('label queue: label a page and see it leave the queue; undo brings it back', async () => {
    await useToken('LABELER');
    await open('label');
    const first = page.locator('.queue li').first();
    await first.waitFor();
    const url = (await first.getAttribute('data-url'))!;
    // Each address once.
    const urls = await page.locator('.queue li').evaluateAll((els) => els.map((e) => e.getAttribute('data-url')));
    expect(new Set(urls).size).toBe(urls.length);
    // The preview runs nothing and loads nothing; the outlinks carry the crawl's scores and why.
    const frame = page.locator('iframe.preview');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script|<img|src=/i);
    await page.locator('.outlinks tbody tr').first().waitFor();
    expect(await page.locator('.outlinks .why').first().textContent()).toMatch(/forest|never queued/);
    await shot('label');

    await page.keyboard.press('c');
    await page.locator(`.queue li[data-url="${url}"]`).waitFor({ state: 'detached' });
    const label = await database.prisma.label.findFirstOrThrow({ where: { url }, orderBy: { id: 'desc' } });
    expect(label).toMatchObject({ kind: 'COURSE', labeledBy: 'labeler@test' });

    await page.keyboard.press('u');
    await page.locator(`.queue li[data-url="${url}"]`).waitFor();
    expect(await database.prisma.label.count({ where: { url } })).toBe(0);

    await page.click('.actions button[data-kind=OTHER]');
    await page.locator(`.queue li[data-url="${url}"]`).waitFor({ state: 'detached' });
    expect(await database.prisma.label.count({ where: { url, kind: 'OTHER' } })).toBe(1);
  });

  /** A chain of stored links from the institution's root page to a course page (breadth-first in the database). */
  async function storedPathToCourse(institutionId: number): Promise<string[]> {
    const db = database.prisma;
    const root = await db.page.findFirstOrThrow({ where: { institutionId, depth: 0 }, orderBy: { id: 'asc' } });
    const queue: { id: number; path: string[] }[] = [{ id: root.id, path: [root.url] }];
    const seen = new Set([root.url]);
    while (queue.length) {
      const { id, path: p } = queue.shift()!;
      const links = await db.link.findMany({ where: { pageId: id }, orderBy: { position: 'asc' } });
      for (const link of links) {
        if (seen.has(link.targetUrl)) continue;
        seen.add(link.targetUrl);
        const target = await db.page.findFirst({ where: { OR: [{ url: link.targetUrl }, { finalUrl: link.targetUrl }], status: { gte: 200, lt: 300 } }, orderBy: { id: 'desc' } });
        if (!target) continue;
        if (target.kind === 'COURSE') return [...p, link.targetUrl];
        queue.push({ id: target.id, path: [...p, link.targetUrl] });
      }
    }
    throw new Error('no stored path to a course page');
  }

  test('record a training path by clicking from the root through stored pages', async () => {
    const institutionId = institutions['uk-modules']!;
    const steps = await storedPathToCourse(institutionId);
    await open('path');
    await page.selectOption('select[name=institution]', String(institutionId));
    for (const url of steps.slice(1)) {
      await page.locator(`table.links tr[data-url="${url}"] button`).click();
      await page.locator('.breadcrumbs li').filter({ hasText: url }).waitFor();
    }
    await shot('path');
    await page.keyboard.press('s');
    await page.locator('.ok').filter({ hasText: 'Saved training path' }).waitFor();
    const saved = await database.prisma.trainingPath.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(saved).toMatchObject({ urls: steps, institutionId, source: 'person' });
  });

  test('review courses: provenance and confidence per field, correct a field', async () => {
    await open('courses');
    const course = await database.prisma.course.findFirstOrThrow({ where: { institutionId: institutions['uk-modules'], title: { not: '' } }, orderBy: [{ codeKey: 'asc' }] });
    await page.selectOption('select[name=institution]', String(institutions['uk-modules']));
    // Before the choice lands the page shows the first course of all institutions; wait for the chosen one's.
    await page.locator('.course-detail h2').filter({ hasText: course.title }).waitFor();
    await page.locator('.course-detail tr[data-field=title] .value').waitFor();
    expect(await page.locator('.course-detail tr[data-field=title] td.prov').textContent()).not.toBe('–');
    await shot('courses');
    await page.click('.course-detail tr[data-field=title] button.edit');
    await page.fill('.course-detail tr[data-field=title] textarea', 'Corrected title');
    await page.keyboard.press('Enter');
    await page.locator('.course-detail tr[data-field=title] .badge').waitFor();
    expect(await page.locator('.course-detail tr[data-field=title] .value').textContent()).toBe('Corrected title');
    const stored = await database.prisma.course.findUniqueOrThrow({ where: { id: course.id } });
    expect(stored.title).toBe('Corrected title');
    expect(stored.overrides).toMatchObject({ title: { value: 'Corrected title', by: 'labeler@test' } });
  });

  test('review courses: accept a proposed field alias', async () => {
    await open('courses');
    const row = page.locator('.aliases tr[data-alias="teaching staff"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('instructors');
    await page.locator('section.aliases').scrollIntoViewIfNeeded();
    await shot('aliases');
    await row.locator('button:has-text("Accept")').click();
    await row.waitFor({ state: 'detached' });
    expect(await database.prisma.fieldAliasProposal.findFirstOrThrow({ where: { alias: 'teaching staff' } })).toMatchObject({ status: 'ACCEPTED', decidedBy: 'labeler@test' });
  });

  test('review courses: learn a site\'s labels now and see its proposals', async () => {
    await database.prisma.fieldAliasProposal.deleteMany({ where: { status: 'PENDING', host: 'modules.unseen.test' } });
    await open('courses');
    expect(await database.prisma.fieldAliasProposal.count({ where: { status: 'PENDING', host: 'modules.unseen.test' } })).toBe(0);
    await page.fill('.learn-aliases input[name=host]', 'modules.unseen.test');
    const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('proposeFieldAliases'));
    await page.click('.learn-aliases button:has-text("Learn now")');
    const learned = (await (await answered).json()) as { data: { proposeFieldAliases: { id: string }[] } };
    expect(learned.data.proposeFieldAliases.length).toBeGreaterThan(0);
    await page.locator(`.aliases tr[data-proposal-id="${learned.data.proposeFieldAliases[0]!.id}"]`).waitFor();
    expect(await database.prisma.fieldAliasProposal.count({ where: { status: 'PENDING', host: 'modules.unseen.test' } })).toBeGreaterThan(0);
  });

  test('crawl runs: start a crawl and watch its harvest curve grow beside the other runs; cancel another', async () => {
    await useToken('ADMIN');
    await open('crawls');
    await page.selectOption('select[name=institution]', String(institutions['ja-utf8-lines']));
    await page.fill('input[name=maxPages]', '150');
    // The site leaves the crawl's requests after the 40th unanswered until released: the run is surely going.
    const held = farm.hold(40, ['ja-utf8-lines']);
    const run = { id: await startCrawlFromPage() };
    await held.reached;
    // The curve gains a point at the first fetch and every 10 after it; the page polls while the run is going.
    const curve = (id: number) => (document.querySelector(`polyline[data-series^="#${id} "]`)?.getAttribute('points') ?? '').trim().split(/\s+/).filter(Boolean).length;
    await page.waitForFunction(([id, points]) => document.querySelector(`tr[data-run-id="${id}"]`)?.getAttribute('data-status') === 'RUNNING'
      && (document.querySelector(`polyline[data-series^="#${id} "]`)?.getAttribute('points') ?? '').trim().split(/\s+/).filter(Boolean).length >= points, [run.id, 2] as const);
    const whileRunning = await page.evaluate(curve, run.id);
    held.release();
    await page.waitForFunction((id) => document.querySelector(`tr[data-run-id="${id}"] .fetched`)?.textContent === '150', run.id);
    await page.waitForFunction((id) => (document.querySelector(`polyline[data-series^="#${id} "]`)?.getAttribute('points') ?? '').trim().split(/\s+/).length >= 16, run.id);
    expect(await page.locator(`tr[data-run-id="${run.id}"]`).getAttribute('data-status')).toBe('SUCCEEDED');
    expect(whileRunning).toBeLessThan(await page.evaluate(curve, run.id)); // it grew from what was shown while running
    expect(await page.locator('polyline[data-series]').count()).toBe(3); // overlaid with the two earlier runs
    await shot('crawls');

    await page.selectOption('select[name=institution]', String(institutions['uk-modules']));
    await page.fill('input[name=maxPages]', '5000');
    const longHeld = farm.hold(5, ['uk-modules']); // it cannot end before it is cancelled
    await page.selectOption('select[name=strategy]', { label: 'bfs' }); // the option's value is the Strategy enum's
    await page.selectOption('select[name=scope]', 'DOMAIN');
    const long = await database.prisma.crawlRun.findUniqueOrThrow({ where: { id: await startCrawlFromPage() } });
    expect(long.strategy).toBe('bfs');
    expect((long.options as { scope?: string }).scope).toBe('domain');
    await page.locator(`tr[data-run-id="${long.id}"] button:has-text("Cancel")`).click();
    await page.locator(`tr[data-run-id="${long.id}"][data-status=CANCELLED]`).waitFor();
    longHeld.release();
  });

  test('analysts: compare institutions as a table and a chart, download a CSV', async () => {
    await open('analysts');
    await page.locator('table.compare tbody tr').first().waitFor();
    const counts = await page.locator('table.compare tbody tr').evaluateAll((rows) => rows.map((r) => [r.children[0]!.textContent, Number(r.children[1]!.textContent)]));
    for (const [name, count] of counts) {
      const institution = await database.prisma.institution.findFirstOrThrow({ where: { name: name as string } });
      expect(count).toBe(await database.prisma.course.count({ where: { institutionId: institution.id } }));
    }
    expect(await page.locator('.chart rect').count()).toBe(counts.length);
    await page.selectOption('select[name=groupBy]', 'SUBJECT');
    await page.locator('table.compare th', { hasText: 'subject' }).waitFor();
    await shot('analysts');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-format=csv]')]);
    expect(download.suggestedFilename()).toBe('courses.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^code,title,/);
    expect(lines.length - 1).toBe(await database.prisma.course.count({ where: { institutionId: { not: null } } })); // the three institutions
    expect(csv).toContain('Corrected title');
  });

  test('every action is refused without the right role, as the API refuses it', async () => {
    const expectRefused = async (code: string) => {
      await refusal().waitFor();
      expect(await refusal().getAttribute('data-code')).toBe(code);
    };
    for (const [role, code] of [[null, 'UNAUTHENTICATED'], ['READER', 'FORBIDDEN']] as const) {
      await useToken(role);
      await open('label');
      const first = page.locator('.queue li').first();
      await first.waitFor();
      const url = await first.getAttribute('data-url');
      await page.keyboard.press('l');
      await expectRefused(code);
      expect(await page.locator('.queue li').first().getAttribute('data-url')).toBe(url);

      await open('path');
      await page.selectOption('select[name=institution]', String(institutions['uk-modules']));
      await page.locator('table.links tr button').first().click();
      await page.click('button:has-text("Save path")');
      await expectRefused(code);

      await open('courses');
      await page.click('.course-detail tr[data-field=subject] button.edit');
      await page.fill('.course-detail tr[data-field=subject] textarea', 'Nope');
      await page.keyboard.press('Enter');
      await expectRefused(code);

      await page.reload();
      const proposal = page.locator('.aliases tr[data-proposal-id]').first();
      await proposal.waitFor();
      const id = Number(await proposal.getAttribute('data-proposal-id'));
      await proposal.locator(`button:has-text("${code === 'FORBIDDEN' ? 'Reject' : 'Accept'}")`).click();
      await expectRefused(code);
      expect((await database.prisma.fieldAliasProposal.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
      const before = await database.prisma.fieldAliasProposal.count();
      await page.fill('.learn-aliases input[name=host]', 'modules.unseen.test');
      const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('proposeFieldAliases'));
      await page.click('.learn-aliases button:has-text("Learn now")');
      await answered;
      await expectRefused(code);
      expect(await database.prisma.fieldAliasProposal.count()).toBe(before);
    }
    expect(await database.prisma.trainingPath.count()).toBe(1);
    expect(await database.prisma.course.count({ where: { subject: 'Nope' } })).toBe(0);

    // Crawls need an admin; a labeler is refused both ways.
    for (const [role, code] of [[null, 'UNAUTHENTICATED'], ['READER', 'FORBIDDEN'], ['LABELER', 'FORBIDDEN']] as const) {
      await useToken(role);
      await open('crawls');
      await page.selectOption('select[name=institution]', String(institutions['jsonld-courses']));
      await page.click('button:has-text("Start crawl")');
      await expectRefused(code);
    }
    expect(await database.prisma.crawlRun.count({ where: { institutionId: institutions['jsonld-courses'] } })).toBe(1);
    await useToken('ADMIN');
    await open('crawls');
    await page.selectOption('select[name=institution]', String(institutions['jsonld-courses']));
    await page.fill('input[name=maxPages]', '5000');
    const held = farm.hold(5, ['jsonld-courses']); // it cannot end before it is cancelled
    const running = { id: await startCrawlFromPage() };
    await useToken('LABELER');
    await open('crawls');
    await page.locator(`tr[data-run-id="${running.id}"] button:has-text("Cancel")`).click();
    await expectRefused('FORBIDDEN');
    expect((await database.prisma.crawlRun.findUniqueOrThrow({ where: { id: running.id } })).status).toBe('RUNNING');
    await useToken('ADMIN');
    await open('crawls');
    await page.locator(`tr[data-run-id="${running.id}"] button:has-text("Cancel")`).click();
    await page.locator(`tr[data-run-id="${running.id}"][data-status=CANCELLED]`).waitFor();
    held.release();
  });

  test('every screen fits a phone-width screen', async () => {
    // The widest row the crawls table shows: a queued run (with its Cancel button) of six-digit size.
    await database.prisma.crawlRun.create({ data: { institutionId: institutions['uk-modules'], strategy: 'online', status: 'QUEUED', distributed: true, seeds: [farm.site('uk-modules').rootUrl], maxPages: 100000, pagesFetched: 99999 } });
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    const content: Record<string, string> = {
      label: '.queue li', path: 'select[name=institution] option >> nth=1', courses: '.course-detail h2', crawls: 'table.runs tbody tr', analysts: 'table.compare tbody tr',
    };
    for (const [screen, selector] of Object.entries(content)) {
      await phone.goto(`${base}#/${screen}`);
      await phone.locator(`nav a[href="#/${screen}"][aria-current="page"]`).waitFor();
      await phone.locator(selector).first().waitFor({ state: 'attached' });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ screen, overflow }).toEqual({ screen, overflow: 0 });
      await phone.screenshot({ path: path.join(shots, `${screen}-phone.png`) });
    }
    await phone.close();
  });
});
