// End to end: the real `npm start` entry point on a fresh embedded database, queried over HTTP, stopped by SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gql } from '../support/graphql.ts';

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['bin/coursegraph.js', 'serve'], {
    // The shutdown budget (4.5 s by default) is lifted: a busy machine is slow, not wrong.
    env: { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dataDir, PORT: String(port), SHUTDOWN_TIMEOUT_MS: '600000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  // No clock here: a busy machine may take long to start; the test's own timeout catches a server that never does.
  const ready = new Promise<void>((resolve, reject) => {
    child.stderr.on('data', () => { if (output.includes('coursegraph ready')) resolve(); });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const stopped = new Promise<{ code: number | null }>((resolve) => {
    child.on('exit', (code) => resolve({ code }));
  });
  const stop = () => { child.kill('SIGTERM'); return stopped; };
  return { ready, stop, output: () => output };
}

// Exit code 0 means every part stopped by itself: anything left open would hold the process until the server's
// shutdown budget cut it off with exit 1 (the budget is lifted here, so only a real hang reaches it).
test('npm start serves the seeded institutions, stops cleanly on SIGTERM, and keeps data across restarts', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-start-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `http://127.0.0.1:${port}/graphql`;
  try {
    const seeds = JSON.parse(fs.readFileSync('seeds/institutions.json', 'utf8')) as unknown[];
    const first = startServer(dir, port);
    await first.ready;
    const res = await gql(url, '{ institutions { totalCount } }');
    expect(res.data?.institutions.totalCount).toBe(seeds.length);
    const stopped = await first.stop();
    expect(stopped.code).toBe(0);
    expect(first.output()).not.toContain('shutdown timed out');

    const second = startServer(dir, port);
    await second.ready;
    expect((await gql(url, '{ institutions { totalCount } }')).data?.institutions.totalCount).toBe(seeds.length);
    expect((await second.stop()).code).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
