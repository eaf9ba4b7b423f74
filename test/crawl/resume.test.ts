// A crawl killed with SIGKILL mid-run resumes with `coursegraph crawl --resume RUN_ID`: nothing lost, nothing
// stored twice, no page fetched again except the one in flight when the process died, and, with every queued
// link's context and the learner's snapshot and journal restored, the same choices as a crawl that was never
// interrupted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { canonicalPath } from '../../sitefarm/canonical.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

function crawl(dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ['bin/coursegraph.js', 'crawl', ...args], {
    env: { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** What a finished run chose and kept: pages in fetch order, the frontier left over, the learner's state. */
async function outcome(dir: string) {
  const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  try {
    const pages = await db.prisma.page.findMany({ where: { runId: 1 }, orderBy: { fetchSeq: 'asc' }, select: { url: true, fetchSeq: true, relevance: true } });
    const pending = await db.prisma.frontierEntry.findMany({ where: { runId: 1, state: 'PENDING' }, orderBy: { url: 'asc' }, select: { url: true, priority: true, context: true } });
    const run = await db.prisma.crawlRun.findUniqueOrThrow({ where: { id: 1 }, select: { learnerState: true, status: true } });
    return { pages, pending, learnerState: run.learnerState, status: run.status };
  } finally {
    await db.close();
  }
}

test('SIGKILL, then --resume: every page stored once, and the same choices as an uninterrupted crawl', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-resume-'));
  const whole = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-whole-'));
  const site = farm.site('uk-modules');
  const fromSite = () => farm.requests.filter((r) => r.site === site.id && r.path !== '/robots.txt');
  const args = [site.rootUrl, '--strategy', 'forest', '--max-pages', '150', '--allow-private-network', '--delay', '15'];
  try {
    const uninterrupted = crawl(whole, args);
    expect(await uninterrupted.exited).toBe(0);
    const requestsBefore = fromSite().length;
    const fromThisCrawl = () => fromSite().slice(requestsBefore);

    // The site leaves requests after the 50th unanswered: the crawl is surely mid-way when it is killed, with one
    // request in flight, however slow the machine.
    const held = farm.hold(50, [site.id]);
    const first = crawl(dir, args);
    await held.reached;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    held.release();
    expect(fromThisCrawl().length).toBeGreaterThan(50);
    // The learner's state at the kill: a full snapshot and the journal entries committed after it (full snapshots
    // come as the journal outgrows the last one, near pages 32 and 64 here), which the resume replays.
    const killed = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      expect(await killed.prisma.learnerJournal.count({ where: { runId: 1 } })).toBeGreaterThan(0);
    } finally {
      await killed.close();
    }

    const second = crawl(dir, ['--resume', '1', '--allow-private-network']);
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('resuming');

    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      const run = await db.prisma.crawlRun.findUniqueOrThrow({ where: { id: 1 } });
      expect(run.status).toBe('SUCCEEDED');
      const pages = await db.prisma.page.findMany({ where: { runId: 1 }, select: { url: true, finalUrl: true, status: true, fetchSeq: true } });
      expect(pages).toHaveLength(150);
      expect(run.pagesFetched).toBe(150);
      expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
      // None lost: the finished frontier entries are exactly the stored pages.
      const done = await db.prisma.frontierEntry.findMany({ where: { runId: 1, state: { in: ['DONE', 'FAILED'] } }, select: { url: true } });
      expect(new Set(done.map((d) => d.url))).toEqual(new Set(pages.map((p) => p.url)));
      expect(await db.prisma.frontierEntry.count({ where: { runId: 1, state: 'LEASED' } })).toBe(0);
      // A finished run's state is its snapshot alone.
      expect(await db.prisma.learnerJournal.count({ where: { runId: 1 } })).toBe(0);
      // Fetched twice: only what was in flight when the process died (one connection per host: at most one page).
      const redirectTargets = new Set(pages.filter((p) => p.finalUrl !== p.url).map((p) => new URL(p.finalUrl).pathname + new URL(p.finalUrl).search));
      const counts = new Map<string, number>();
      for (const r of fromThisCrawl()) counts.set(canonicalPath(r.path), (counts.get(canonicalPath(r.path)) ?? 0) + 1);
      const twice = pages.filter((p) => p.status < 500).map((p) => new URL(p.url)).map((u) => u.pathname + u.search)
        .filter((k) => !redirectTargets.has(k) && (counts.get(k) ?? 0) > 1);
      expect(twice.length).toBeLessThanOrEqual(1);
    } finally {
      await db.close();
    }

    // The same choices, in the same order, leaving the same queue (priorities and link contexts) and learner state.
    const [resumed, reference] = [await outcome(dir), await outcome(whole)];
    expect(reference.status).toBe('SUCCEEDED');
    expect(resumed.pages.map((p) => p.url)).toEqual(reference.pages.map((p) => p.url));
    expect(resumed.pages.map((p) => p.relevance)).toEqual(reference.pages.map((p) => p.relevance));
    expect(resumed.pending.length).toBeGreaterThan(0);
    expect(resumed.pending).toEqual(reference.pending);
    expect(resumed.pending.every((r) => (r.context as { path: unknown[] }).path.length > 0)).toBe(true);
    expect(resumed.learnerState).toEqual(reference.learnerState);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(whole, { recursive: true, force: true });
  }
});
