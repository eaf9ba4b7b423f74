// A crawl killed with SIGKILL mid-run resumes with `coursegraph crawl --resume RUN_ID`: nothing lost,
// nothing stored twice, and no page fetched again except the one in flight when the process died.
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

test('SIGKILL, then --resume: the run completes with every page stored once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-resume-'));
  const site = farm.site('uk-modules');
  const fromSite = () => farm.requests.filter((r) => r.site === site.id && r.path !== '/robots.txt');
  try {
    const first = crawl(dir, [site.rootUrl, '--strategy', 'keyword', '--max-pages', '150', '--allow-private-network', '--delay', '15']);
    while (fromSite().length < 50) await new Promise((r) => setTimeout(r, 20)); // bounded by the test's timeout
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const beforeResume = fromSite().length;
    expect(beforeResume).toBeGreaterThanOrEqual(50);

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
      // Fetched twice: only what was in flight when the process died (one connection per host: at most one page).
      const redirectTargets = new Set(pages.filter((p) => p.finalUrl !== p.url).map((p) => new URL(p.finalUrl).pathname + new URL(p.finalUrl).search));
      const counts = new Map<string, number>();
      for (const r of fromSite()) counts.set(canonicalPath(r.path), (counts.get(canonicalPath(r.path)) ?? 0) + 1);
      const twice = pages.filter((p) => p.status < 500).map((p) => new URL(p.url)).map((u) => u.pathname + u.search)
        .filter((k) => !redirectTargets.has(k) && (counts.get(k) ?? 0) > 1);
      expect(twice.length).toBeLessThanOrEqual(1);
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
