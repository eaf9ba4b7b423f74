// `coursegraph crawl --scope`: checked before the database is opened, and stored with the run it creates. The runs
// are enqueued (--enqueue), so nothing is fetched: the seed's address is never contacted.
import { runCli } from '../support/cli.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';

const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli('crawl', env, ...args);

let dir: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-crawl-cli-'));
  env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dir };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const seed = 'http://127.0.0.1:9/';

test('--scope takes hosts or domain; anything else is a usage error that names the flag and the values, before the database opens', async () => {
  const bad = await cli(env, seed, '--scope', 'everywhere');
  expect(bad.status).toBe(64);
  expect(bad.stderr).toContain('coursegraph crawl: --scope must be hosts or domain, got "everywhere"');
  expect(bad.stderr).toMatch(/--scope VALUE +hosts \(default\)/); // the usage that follows lists the flag
  expect(fs.readdirSync(dir)).toEqual([]); // no database was created
});

test('the scope given is stored with the run (hosts when none is given)', async () => {
  const runIds: number[] = [];
  for (const args of [['--scope', 'domain'], ['--scope', 'hosts'], []]) {
    const queued = await cli(env, seed, '--enqueue', ...args);
    expect(queued.stderr).not.toMatch(/error/i);
    expect(queued.status).toBe(0);
    runIds.push(Number(/^run (\d+)$/m.exec(queued.stdout)![1]));
  }
  const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  try {
    const runs = await db.prisma.crawlRun.findMany({ where: { id: { in: runIds } }, orderBy: { id: 'asc' } });
    expect(runs.map((r) => (r.options as { scope?: string }).scope)).toEqual(['domain', 'hosts', 'hosts']);
  } finally {
    await db.close();
  }
});
