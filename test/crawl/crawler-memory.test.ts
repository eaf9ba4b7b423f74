// The crawler against the in-memory store and an in-memory web: what learners get (feedback with the parent
// link's context, rescore anywhere in the frontier, snapshots and journals) and what a resume restores. No sockets,
// no database.
import { Crawler } from '../../src/crawl/crawler.ts';
import { MemoryCrawlStore } from '../../src/crawl/store-memory.ts';
import { Semaphore } from '../../src/crawl/semaphore.ts';
import type { CrawlStrategy, Json, LinkContext, Judgement } from '../../src/strategies/strategy.ts';
import type { CommitGroup, NewFrontierRow } from '../../src/crawl/store.ts';
import { strategyByName } from '../../src/strategies/registry.ts';
import { MemoryWeb, memorySite } from '../support/memory-web.ts';
import { writePdf } from '../../sitefarm/pdf.ts';

const origin = 'http://site.test';

/** An online learner: learns, per first anchor word, the mean relevance of the pages such links led to. */
function anchorLearner(feedbacks: { child: Judgement; link: LinkContext }[] = []): CrawlStrategy & { learned: Map<string, number[]> } {
  let learned = new Map<string, number[]>();
  const word = (anchor: string) => anchor.split(' ')[0]!.toLowerCase();
  const estimate = (w: string) => {
    const seen = learned.get(w);
    return seen ? seen.reduce((a, b) => a + b, 0) / seen.length : 0.5;
  };
  return {
    name: 'anchor-learner',
    rescoreEvery: 1,
    get learned() { return learned; },
    judge: (page) => (page.title.startsWith('Course') ? { relevance: 1, kind: 'course' } : { relevance: 0.2, kind: page.title.startsWith('Department') ? 'listing' : 'other' }),
    feedback: (child, link) => {
      feedbacks.push({ child, link });
      const w = (link.state as { word: string }).word;
      learned.set(w, [...(learned.get(w) ?? []), child.relevance]);
    },
    prioritize: (_page, _j, links) => links.map((l) => ({ priority: estimate(word(l.anchorText)), state: { word: word(l.anchorText), known: learned.get(word(l.anchorText))?.length ?? 0 } })),
    rescore: (links) => links.map((l) => {
      if (!l.context.state) return undefined; // a seed
      const now = estimate((l.context.state as { word: string }).word);
      return now === l.priority ? undefined : now;
    }),
    snapshot: () => [...learned] as Json,
    restore: (s) => { learned = new Map(s as [string, number[]][]); },
  };
}

async function crawl(store: MemoryCrawlStore, web: MemoryWeb, strategy: CrawlStrategy, options: { runId?: number; maxPages?: number; stopAfter?: number } = {}) {
  const runId = options.runId ?? (await store.createRun({ institutionId: null, strategy: strategy.name, seeds: [`${origin}/`], maxPages: options.maxPages ?? 100, maxDepth: 12, options: {}, models: {} })).id;
  const controller = new AbortController();
  const crawler = new Crawler(store, web, strategy, {
    runId, institutionId: null, maxPages: options.maxPages ?? 100, hosts: new Set(['site.test']), concurrency: new Semaphore(1),
    defaultDelayMs: 0, connectionsPerHost: 1, signal: controller.signal,
    onProgress: (p) => { if (options.stopAfter && p.fetched >= options.stopAfter) controller.abort(); },
  });
  await crawler.prepare([`${origin}/`]);
  const progress = await crawler.run();
  return { runId, progress };
}

test('feedback gets the child judgement with the parent link context: judged path, anchor, DOM context, learner state', async () => {
  const feedbacks: { child: Judgement; link: LinkContext }[] = [];
  const store = new MemoryCrawlStore();
  await crawl(store, new MemoryWeb(memorySite(origin)), anchorLearner(feedbacks));
  const course = feedbacks.find((f) => f.child.kind === 'course' && f.link.anchorText === 'Course 01')!;
  expect(course.link.path.map((s) => s.url)).toEqual([`${origin}/`, `${origin}/dept0/`]);
  expect(course.link.path.map((s) => s.kind)).toEqual(['other', 'listing']);
  expect(course.link.dom.ancestors[0]).toBe('li');
  expect(course.link.dom.before[0]).toBe('Course 00');
  expect(course.link.state).toEqual({ word: 'course', known: 0 });
  // Seeds get no feedback: every feedback came through a link.
  expect(feedbacks.every((f) => f.link.path.length > 0)).toBe(true);
});

test('rescore raises queued links anywhere in the frontier, and the store keeps the new priorities', async () => {
  const store = new MemoryCrawlStore();
  const strategy = anchorLearner();
  const { runId } = await crawl(store, new MemoryWeb(memorySite(origin, 3, 6)), strategy, { maxPages: 6 });
  // Course links were queued at 0.5 (nothing learned yet); once course pages came back relevant, every
  // course link still queued was raised to what the learner now expects, wherever it sat.
  expect(strategy.learned.get('course')!.every((r) => r === 1)).toBe(true);
  const pending = [...store.frontier.get(runId)!.values()].filter((r) => r.state === 'PENDING' && r.context.anchorText.startsWith('Course'));
  const queuedUnknowing = pending.filter((r) => (r.context.state as { known: number }).known === 0);
  // Three links raised at once on one host: two of them were not at the top of its queue.
  expect(queuedUnknowing.length).toBeGreaterThanOrEqual(3);
  expect(queuedUnknowing.every((r) => r.priority === 1)).toBe(true);
});

test('a resumed crawl restores every queued link context and the learner snapshot, and makes the same choices', async () => {
  const pages = memorySite(origin, 4, 5);
  const whole = new MemoryWeb(pages);
  await crawl(new MemoryCrawlStore(), whole, anchorLearner(), { maxPages: 30 });

  const store = new MemoryCrawlStore();
  const interrupted = new MemoryWeb(pages);
  const { runId } = await crawl(store, interrupted, anchorLearner(), { maxPages: 30, stopAfter: 9 });
  expect(interrupted.fetched.length).toBeLessThan(30);
  const queued = await store.loadFrontier(runId);
  expect(queued.pending.every((r) => r.context.path.length > 0 || r.discoveredFrom === null)).toBe(true);
  // The snapshot holds what the learner learned from exactly the pages stored.
  const snapshot = new Map((await store.learnerState(runId))!.snapshot as [string, number[]][]);
  expect(snapshot.get('course')).toHaveLength(store.pages.filter((p) => p.kind === 'COURSE' && !p.url.includes('print')).length);

  const resumedLearner = anchorLearner();
  await crawl(store, interrupted, resumedLearner, { runId, maxPages: 30 });
  expect(interrupted.fetched).toEqual(whole.fetched);
  expect(resumedLearner.learned.get('course')!.length).toBeGreaterThan(9);
});

/** A store that stops storing after `keep` commits, as if the process had been killed there: the crawl goes on
 * in memory, and a resume from the store starts where the kill left it. */
class KilledStore extends MemoryCrawlStore {
  commits = 0;
  constructor(public keep: number) {
    super();
  }
  private get dead() {
    return this.commits > this.keep;
  }
  override async commit(group: CommitGroup) {
    this.commits++;
    return this.dead ? { stored: group.pages.length, recorded: [] } : super.commit(group);
  }
  override async addFrontier(runId: number, rows: NewFrontierRow[]) {
    if (!this.dead) await super.addFrontier(runId, rows);
  }
  override async skip(runId: number, url: string) {
    if (!this.dead) await super.skip(runId, url);
  }
}

/** An anchor learner that keeps a journal: each commit holds the relevances learned since the last. */
function journalingLearner(): CrawlStrategy & { learned: Map<string, number[]> } {
  const base = anchorLearner();
  let since: [string, number][] = [];
  return {
    ...base,
    get learned() { return base.learned; },
    feedback: (child, link, page, ctx) => {
      base.feedback!(child, link, page, ctx);
      since.push([(link.state as { word: string }).word, child.relevance]);
    },
    snapshot: () => { since = []; return base.snapshot!(); },
    journal: () => { const e = since; since = []; return e as Json; },
    restore: (snapshot, journal = []) => {
      base.restore!(snapshot);
      for (const [w, r] of journal.flatMap((e) => e as [string, number][])) base.learned.set(w, [...base.learned.get(w) ?? [], r]);
    },
  };
}

describe.each([
  ['an anchor learner', () => journalingLearner()],
  ['the apprentice over the forest', () => strategyByName('apprentice').create({})],
  ['path-crf with what the site showed of its links', () => strategyByName('path-crf').create({})],
])('killed mid-crawl while %s kept a journal', (_name, make) => {
  test('the resume restores the snapshot and the entries after it, and makes the same choices to the same final state', async () => {
    const pages = memorySite(origin, 6, 8);
    const wholeStore = new MemoryCrawlStore();
    const { runId: wholeRun } = await crawl(wholeStore, new MemoryWeb(pages), make(), { maxPages: 60 });
    const order = (store: MemoryCrawlStore, runId: number) => store.pages.filter((p) => p.runId === runId).sort((a, b) => a.fetchSeq - b.fetchSeq).map((p) => p.url);

    const store = new KilledStore(25);
    const { runId } = await crawl(store, new MemoryWeb(pages), make(), { maxPages: 60 });
    const atKill = (await store.learnerState(runId))!;
    // Killed between two full snapshots: what a resume replays.
    expect(atKill.journal.length).toBeGreaterThan(0);
    expect(order(store, runId).length).toBeLessThan(30);

    store.keep = Infinity;
    await crawl(store, new MemoryWeb(pages), make(), { runId, maxPages: 60 });
    expect(order(store, runId)).toEqual(order(wholeStore, wholeRun));
    // A finished run's snapshot stands on its own, and is the uninterrupted crawl's.
    expect(store.journals.get(runId) ?? []).toEqual([]);
    expect((await store.learnerState(runId))!.snapshot).toEqual((await wholeStore.learnerState(wholeRun))!.snapshot);
  });
});

test('pages with NUL characters or nested 5,000 deep are stored, and the counters come from the store', async () => {
  const pages = memorySite(origin, 1, 1);
  pages[`${origin}/`] = `<title>Home\u0000</title><p>a\u0000b</p><a href="${origin}/deep">deep</a><a href="${origin}/dept0/">Department</a>`;
  pages[`${origin}/deep`] = `<title>Deep</title>${'<div>'.repeat(5000)}<a href="${origin}/news/">bottom</a>${'</div>'.repeat(5000)}`;
  const store = new MemoryCrawlStore();
  const { runId, progress } = await crawl(store, new MemoryWeb(pages), anchorLearner());
  const home = store.pages.find((p) => p.url === `${origin}/`)!;
  expect(home.text).toBe('Home ab deep Department');
  expect(home.error).toBeNull();
  const deep = store.pages.find((p) => p.url === `${origin}/deep`)!;
  expect(deep.error).toBeNull();
  expect(deep.links.map((l) => l.targetUrl)).toEqual([`${origin}/news/`]);
  expect(store.pages.some((p) => p.url === `${origin}/news/`)).toBe(true);
  expect([...store.frontier.get(runId)!.values()].filter((r) => r.state === 'PENDING' || r.state === 'LEASED')).toEqual([]);
  expect(progress.fetched).toBe(store.pages.length);
  expect(store.runs.get(runId)!.pagesFetched).toBe(store.pages.length);
});

test('a page whose write fails is recorded as an error row of its own; the rest of its group is stored', async () => {
  const store = new MemoryCrawlStore();
  store.failWrite = (w) => (w.page.url.endsWith('/dept0/') ? 'value too long' : undefined);
  const { runId, progress } = await crawl(store, new MemoryWeb(memorySite(origin, 2, 2)), anchorLearner());
  const failed = store.pages.find((p) => p.url.endsWith('/dept0/'))!;
  expect(failed.error).toBe('not stored: value too long');
  expect(failed.text).toBeNull();
  expect(store.frontier.get(runId)!.get(failed.url)!.state).toBe('FAILED');
  expect(store.pages.some((p) => p.url.endsWith('/dept1/') && p.error === null)).toBe(true);
  expect(progress.errors).toBe(1);
  expect(store.runs.get(runId)!.errors).toBe(1);
});

test('a link that gives no page to judge (404) is reported to the learner with the context it was queued with', async () => {
  const pages = memorySite(origin, 1, 2);
  pages[`${origin}/`] += `<a href="${origin}/gone.html">Gone</a>`;
  const failed: { url: string; status: number; anchor: string }[] = [];
  const strategy = { ...anchorLearner(), failed: (link: LinkContext, url: string, status: number) => { failed.push({ url, status, anchor: link.anchorText }); } };
  await crawl(new MemoryCrawlStore(), new MemoryWeb(pages), strategy);
  expect(failed).toEqual([{ url: `${origin}/gone.html`, status: 404, anchor: 'Gone' }]);
});

test('a link that redirects to an address robots.txt disallows is reported to the learner as a link to no page', async () => {
  const pages = memorySite(origin, 1, 2);
  pages[`${origin}/`] += `<a href="${origin}/preview.php?id=7">Preview</a>`;
  const web = new MemoryWeb(pages);
  // The fetcher answers as it does when a redirect's target is disallowed: no status, the hop it stopped at.
  const fetcher = {
    fetch: async (url: string) => (url.includes('preview.php')
      ? { ...(await web.fetch(url)), status: 0, finalUrl: `${origin}/private/7`, text: undefined, error: `redirect to ${origin}/private/7, which robots.txt disallows`, disallowedRedirect: true as const }
      : web.fetch(url)),
  };
  const failed: { url: string; status: number; anchor: string }[] = [];
  const strategy = { ...anchorLearner(), failed: (link: LinkContext, url: string, status: number) => { failed.push({ url, status, anchor: link.anchorText }); } };
  await crawl(new MemoryCrawlStore(), fetcher as unknown as MemoryWeb, strategy);
  expect(failed).toEqual([{ url: `${origin}/preview.php?id=7`, status: 0, anchor: 'Preview' }]);
});

test('a page reached through a redirect is not fetched again under its own address, queued or found later', async () => {
  const pages: Record<string, string> = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/a">A</a> <a href="${origin}/a/">A again</a> <a href="${origin}/b/">B</a>`,
    [`${origin}/a/`]: '<title>A</title><p>a</p>',
    [`${origin}/b/`]: `<title>B</title><a href="${origin}/c">C</a> <a href="${origin}/c/">C again</a>`,
    [`${origin}/c/`]: '<title>C</title><p>c</p>',
  };
  const web = new MemoryWeb(pages, { [`${origin}/a`]: `${origin}/a/`, [`${origin}/c`]: `${origin}/c/` });
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, web, anchorLearner());
  // /a/ was queued when /a led there (it is skipped); /c/ is found on /b/ with /c, fetched first.
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/a`, `${origin}/b/`, `${origin}/c`].sort());
  expect(store.frontier.get(runId)!.get(`${origin}/a/`)!.state).toBe('SKIPPED');
});

test('a folder\'s page fetched under one address is not fetched again under its others (no slash, index file)', async () => {
  const pages: Record<string, string> = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/a/">A</a> <a href="${origin}/b/index.html">B</a>`,
    [`${origin}/a/`]: `<title>A</title><a href="${origin}/a">A again</a> <a href="${origin}/a/index.html">A's index</a> <a href="${origin}/a/notes.html">Notes</a>`,
    [`${origin}/b/index.html`]: `<title>B</title><a href="${origin}/b/">B again</a> <a href="${origin}/b">B once more</a>`,
    [`${origin}/a/notes.html`]: '<title>Notes</title>',
  };
  const web = new MemoryWeb(pages, { [`${origin}/a`]: `${origin}/a/`, [`${origin}/b`]: `${origin}/b/` });
  await crawl(new MemoryCrawlStore(), web, anchorLearner());
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/a/`, `${origin}/b/index.html`, `${origin}/a/notes.html`].sort());
});

test('a page that names its own address (canonical, shortlink) is not fetched again under it, queued or found later', async () => {
  const pages: Record<string, string> = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/node/7">Databases</a> <a href="${origin}/courses/databases">Databases again</a> <a href="${origin}/list.html">List</a>`,
    [`${origin}/node/7`]: `<head><title>Databases</title><link rel="canonical" href="/courses/databases"><link rel="shortlink" href="/node/7"></head><p>db</p>`,
    [`${origin}/courses/databases`]: '<title>Databases</title><p>db</p>',
    [`${origin}/list.html`]: `<head><title>List</title><link rel="Canonical" href="http://elsewhere.test/list.html"></head><a href="${origin}/courses/algorithms">Algorithms</a> <a href="${origin}/node/8">Algorithms again</a>`,
    [`${origin}/courses/algorithms`]: '<head><title>Algorithms</title><link rel="shortlink" href="/node/8"></head>',
    [`${origin}/node/8`]: '<title>Algorithms</title>',
  };
  // The home page's links in their order, then the list's.
  const ranked = (): CrawlStrategy => ({
    name: 'ranked', judge: () => ({ relevance: 0.2, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map((_, i) => 0.9 - i * 0.1),
  });
  const web = new MemoryWeb(pages);
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, web, ranked());
  // /courses/databases waited in the queue (skipped); /node/8 was found after the page that names it.
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/node/7`, `${origin}/list.html`, `${origin}/courses/algorithms`].sort());
  expect(store.frontier.get(runId)!.get(`${origin}/courses/databases`)!.state).toBe('SKIPPED');
});

test('after a restart, the addresses a page fetched before it named as its own are not fetched', async () => {
  const pages: Record<string, string> = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/node/7">Databases</a> <a href="${origin}/list.html">List</a>`,
    [`${origin}/node/7`]: `<head><title>Databases</title><link rel="canonical" href="/courses/databases"></head><p>db</p>`,
    [`${origin}/courses/databases`]: '<title>Databases</title><p>db</p>',
    [`${origin}/list.html`]: `<title>List</title><a href="${origin}/courses/databases">Databases</a>`,
  };
  const ranked = (): CrawlStrategy => ({
    name: 'ranked', judge: () => ({ relevance: 0.2, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map((_, i) => 0.9 - i * 0.1),
  });
  const web = new MemoryWeb(pages);
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, web, ranked(), { maxPages: 2 });
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/node/7`].sort());
  await crawl(store, web, ranked(), { runId, maxPages: 10 });
  // The list links the canonical address after the restart: known as fetched, it is not queued.
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/node/7`, `${origin}/list.html`].sort());
});

test("after a restart, a folder's page and a redirect's target fetched before it are not fetched again under their other addresses", async () => {
  const pages: Record<string, string> = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/a/">A</a> <a href="${origin}/r">R</a> <a href="${origin}/next.html">Next</a>`,
    [`${origin}/a/`]: '<title>A</title>',
    [`${origin}/r/target.html`]: '<title>Target</title>',
    [`${origin}/next.html`]: `<title>Next</title><a href="${origin}/a/index.html">A's index</a> <a href="${origin}/a">A without its slash</a> <a href="${origin}/r/target.html">Target</a>`,
  };
  // Links are fetched in the order the learner ranks them: the home page's first.
  const ranked = (): CrawlStrategy => ({
    name: 'ranked', judge: () => ({ relevance: 0.2, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map((l) => (l.url.endsWith('/next.html') ? 0.1 : 0.9)),
  });
  const web = new MemoryWeb(pages, { [`${origin}/r`]: `${origin}/r/target.html`, [`${origin}/a`]: `${origin}/a/` });
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, web, ranked(), { maxPages: 3 });
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/a/`, `${origin}/r`].sort());
  await crawl(store, web, ranked(), { runId, maxPages: 10 });
  expect(web.fetched.sort()).toEqual([`${origin}/`, `${origin}/a/`, `${origin}/r`, `${origin}/next.html`].sort());
});

test('links to files that are not web pages (PostScript, archives, images) are never queued; a PDF, read as a document, is', async () => {
  const pages = memorySite(origin, 1, 1);
  pages[`${origin}/`] += ['paper.ps', 'code.tar.gz', 'photo.JPG', 'notes.pdf', 'page.html'].map((f) => `<a href="${origin}/${f}">${f}</a>`).join(' ');
  pages[`${origin}/page.html`] = '<title>Page</title>';
  const web = new MemoryWeb(pages);
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, web, anchorLearner());
  const queued = [...store.frontier.get(runId)!.keys()];
  expect(queued).toContain(`${origin}/page.html`);
  expect(queued).toContain(`${origin}/notes.pdf`);
  expect(queued.filter((u) => /\.(ps|gz|jpg)$/i.test(u))).toEqual([]);
  expect(web.fetched.filter((u) => /\.(ps|gz|jpg)$/i.test(u))).toEqual([]);
});

test('links to a finger or rwho gateway or to a server-side image map are never queued; a program that lists courses is', async () => {
  const pages = memorySite(origin, 1, 1);
  const gateways = ['cgi/finger/jdoe', 'bin/rwho/jdoe', 'cgi-bin/finger?jdoe', 'cgi/htimage/users/nn/images/nnet.map', 'cgi-bin/imagemap/nav'];
  pages[`${origin}/`] += [...gateways, 'cgi-bin/courses.cgi?dept=cs'].map((f) => `<a href="${origin}/${f}">${f}</a>`).join(' ');
  pages[`${origin}/cgi-bin/courses.cgi?dept=cs`] = '<title>Courses</title>';
  const web = new MemoryWeb(pages);
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, web, anchorLearner());
  const queued = [...store.frontier.get(runId)!.keys()];
  expect(queued).toContain(`${origin}/cgi-bin/courses.cgi?dept=cs`);
  expect(queued.filter((u) => gateways.some((g) => u === `${origin}/${g}`))).toEqual([]);
  expect(web.fetched.filter((u) => /finger|rwho|htimage|imagemap/.test(u))).toEqual([]);
});

test('a PDF is judged as a page of its text and fed back; one nothing can read is the link\'s failure', async () => {
  const pages = memorySite(origin, 1, 1);
  pages[`${origin}/`] += `<a href="${origin}/course-x.pdf">Course X</a> <a href="${origin}/scan.pdf">Course Y</a>`;
  const files: Record<string, Buffer> = {
    [`${origin}/course-x.pdf`]: writePdf({ title: 'Course X', pages: [[{ cells: 'Credits: 3. Prerequisites: none.' }]] }),
    [`${origin}/scan.pdf`]: Buffer.from('%PDF-1.4 a scan that never finished uploading'),
  };
  class FileWeb extends MemoryWeb {
    override async fetch(url: string) {
      const res = await super.fetch(url);
      const file = files[url];
      return file ? { ...res, status: 200, contentType: 'application/pdf', body: file, text: undefined, charset: undefined } : res;
    }
  }
  const feedbacks: { child: Judgement; link: LinkContext }[] = [];
  const failures: string[] = [];
  const learner = { ...anchorLearner(feedbacks), failed: (_l: LinkContext, url: string) => { failures.push(url); } };
  const store = new MemoryCrawlStore();
  const { runId } = await crawl(store, new FileWeb(pages), learner);
  expect(feedbacks.find((f) => f.link.anchorText === 'Course X')?.child).toEqual({ relevance: 1, kind: 'course' });
  expect(failures).toEqual([`${origin}/scan.pdf`]);
  const stored = store.pages.filter((p) => p.runId === runId);
  expect(stored.find((p) => p.url === `${origin}/course-x.pdf`)).toMatchObject({ title: 'Course X', kind: 'COURSE', error: null });
  expect(stored.find((p) => p.url === `${origin}/scan.pdf`)?.error).toMatch(/^could not process the PDF: /);
});

test('a fetch slot is freed once its page\'s write is queued: fetching goes on while a group is written, up to the unstored bound', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  // A store whose commits wait until released: as if the database were busy with a long group.
  class SlowStore extends MemoryCrawlStore {
    override async commit(group: Parameters<MemoryCrawlStore['commit']>[0]) {
      await held;
      return super.commit(group);
    }
  }
  const store = new SlowStore();
  const web = new MemoryWeb(memorySite(origin, 3, 4));
  const runId = (await store.createRun({ institutionId: null, strategy: 'bfs', seeds: [`${origin}/`], maxPages: 20, maxDepth: 12, options: {}, models: {} })).id;
  const crawler = new Crawler(store, web, anchorLearner(), {
    runId, institutionId: null, maxPages: 20, hosts: new Set(['site.test']), concurrency: new Semaphore(1), defaultDelayMs: 0, connectionsPerHost: 1, maxUnstored: 3,
  });
  await crawler.prepare([`${origin}/`]);
  const done = crawler.run();
  const waitFor = async (ok: () => boolean) => { for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5)); };
  await waitFor(() => web.fetched.length >= 3);
  await new Promise((r) => setTimeout(r, 100));
  // One slot, yet three pages fetched while none is stored; the fourth waits for a commit.
  expect(web.fetched).toHaveLength(3);
  expect(store.pages).toHaveLength(0);
  release();
  const progress = await done;
  expect(progress.fetched).toBe(20);
  expect(store.pages).toHaveLength(20);
  expect(store.runs.get(runId)!.pagesFetched).toBe(20);
});

test('a queued link offered again from another page goes to the strategy to merge; the store keeps what it returns with the context the frontier kept', async () => {
  // The home page links A and B; both link T. A is fetched first; T waits while B offers it again.
  const pages = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/a.html">A</a> <a href="${origin}/b.html">B</a>`,
    [`${origin}/a.html`]: `<title>A</title><a href="${origin}/t.html">T from A</a>`,
    [`${origin}/b.html`]: `<title>B</title><a href="${origin}/t.html">T from B</a>`,
    [`${origin}/t.html`]: '<title>T</title>',
  };
  const run = async (fromB: number) => {
    const merges: { queued: unknown; offered: unknown }[] = [];
    const strategy: CrawlStrategy = {
      name: 'merging',
      judge: () => ({ relevance: 0, kind: 'other' }),
      prioritize: (page, _j, links) => links.map((l) => (l.url.endsWith('t.html') ? { priority: page.url.endsWith('a.html') ? 0.5 : fromB, state: { on: page.url } } : l.url.endsWith('a.html') ? 0.9 : 0.8)),
      merge: (queued, offered) => {
        merges.push({ queued: queued.context.state, offered: offered.context.state });
        const on = (s: unknown) => (s as { on: string }).on;
        return { priority: Math.max(queued.priority, offered.priority), state: { on: offered.priority > queued.priority ? on(offered.context.state) : on(queued.context.state), others: [on(queued.context.state), on(offered.context.state)] } };
      },
    };
    const store = new MemoryCrawlStore();
    const { runId } = await crawl(store, new MemoryWeb(pages), strategy, { maxPages: 3 });
    return { merges, row: store.frontier.get(runId)!.get(`${origin}/t.html`)! };
  };
  // B's offer is lower: the frontier keeps A's context, with the state the strategy merged.
  const lower = await run(0.3);
  expect(lower.merges).toEqual([{ queued: { on: `${origin}/a.html` }, offered: { on: `${origin}/b.html` } }]);
  expect(lower.row.state).toBe('PENDING');
  expect(lower.row.priority).toBe(0.5);
  expect(lower.row.context.path.at(-1)!.url).toBe(`${origin}/a.html`);
  expect(lower.row.context.state).toEqual({ on: `${origin}/a.html`, others: [`${origin}/a.html`, `${origin}/b.html`] });
  // B's offer is higher: the frontier takes B's context, and the merged state goes with it.
  const higher = await run(0.7);
  expect(higher.row.priority).toBe(0.7);
  expect(higher.row.context.path.at(-1)!.url).toBe(`${origin}/b.html`);
  expect(higher.row.context.state).toEqual({ on: `${origin}/b.html`, others: [`${origin}/a.html`, `${origin}/b.html`] });
});

test("a sitemap's entry offered again by a page is not merged: the frontier keeps the higher offer, weighed once", async () => {
  const pages = {
    [`${origin}/`]: `<title>Home</title><a href="${origin}/a.html">A</a>`,
    [`${origin}/a.html`]: `<title>A</title><a href="${origin}/t.html">T</a>`,
    [`${origin}/t.html`]: '<title>T</title>',
  };
  class WithSitemap extends MemoryWeb {
    override async fetch(url: string) {
      const r = await super.fetch(url);
      if (url.endsWith('/robots.txt')) return { ...r, status: 200, contentType: 'text/plain', text: `User-agent: *\nSitemap: ${origin}/sitemap.xml\n`, body: Buffer.from(`User-agent: *\nSitemap: ${origin}/sitemap.xml\n`) };
      if (url.endsWith('/sitemap.xml')) {
        const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/t.html</loc></url></urlset>`;
        return { ...r, status: 200, contentType: 'application/xml', text: undefined, body: Buffer.from(xml) };
      }
      return r;
    }
  }
  let merged = 0;
  const strategy: CrawlStrategy = {
    name: 'merging',
    judge: () => ({ relevance: 0, kind: 'other' }),
    prioritize: (page, _j, links) => links.map((l) => (l.url.endsWith('t.html') ? (page.url.endsWith('a.html') ? 0.01 : 0.4) : 0.9)),
    merge: (queued) => { merged++; return { priority: queued.priority, state: { merged: true } }; },
  };
  const store = new MemoryCrawlStore();
  const web = new WithSitemap(pages);
  const { runId } = await crawl(store, web, strategy, { maxPages: 3 });
  const row = store.frontier.get(runId)!.get(`${origin}/t.html`)!;
  expect(row.state).toBe('PENDING');
  expect(merged).toBe(0);
  expect(row.context.state).toBeUndefined();
  // Queued from the sitemap at a quarter of 0.4, above the page's 0.01: that one stays.
  expect(row.priority).toBeCloseTo(0.1, 9);
});

test('the trap guard follows a way deeper than 12 through lists of courses, and cuts 12 pages of no course value in a row', async () => {
  // Two chains of 16 pages from the root: one of course lists ("Department" pages, listing), one of archive pages.
  const pages: Record<string, string> = {};
  const chain = (name: string, title: string) => Array.from({ length: 16 }, (_, i) => `${origin}/${name}/${i}.html`).forEach((u, i, all) => {
    pages[u] = `<title>${title} ${i}</title><ul><li><a href="${origin}/${name}/c${i}.html">Course ${i}</a></li>${all[i + 1] ? `<li><a href="${all[i + 1]}">next</a></li>` : ''}</ul>`;
    pages[`${origin}/${name}/c${i}.html`] = `<title>Course ${i}</title><p>Credits: 3.</p>`;
  });
  chain('lists', 'Department');
  chain('archive', 'Archive');
  pages[`${origin}/`] = `<title>Home</title><a href="${origin}/lists/0.html">Lists</a><a href="${origin}/archive/0.html">Archive</a>`;
  const web = new MemoryWeb(pages);
  const byTitle: CrawlStrategy = {
    name: 'by-title',
    judge: (page) => (page.title.startsWith('Course') ? { relevance: 1, kind: 'course' } : { relevance: 0.2, kind: page.title.startsWith('Department') ? 'listing' : 'other' }),
    prioritize: (_page, _j, links) => links.map(() => 0.5),
  };
  await crawl(new MemoryCrawlStore(), web, byTitle, { maxPages: 200 });
  // Along the lists every page is of course value: the last list (depth 16) and its course (depth 17) are fetched.
  expect(web.fetched).toContain(`${origin}/lists/15.html`);
  expect(web.fetched).toContain(`${origin}/lists/c15.html`);
  // Through the archive's pages (of no course value) the way is cut after 12 of them: the root and archive pages 0–10
  // are 12 in a row before archive page 11, which is fetched; the links on it (13 in a row) are refused.
  expect(web.fetched).toContain(`${origin}/archive/11.html`);
  expect(web.fetched).toContain(`${origin}/archive/c10.html`);
  expect(web.fetched).not.toContain(`${origin}/archive/c11.html`);
  expect(web.fetched).not.toContain(`${origin}/archive/12.html`);
});
