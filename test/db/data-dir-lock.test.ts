import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir, lockHolder, lockPath, processStart } from '../../src/db/data-dir-lock.ts';

describe('the embedded data directory lock', () => {
  let dir: string;
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-lock-')); });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a live holder keeps it; releasing frees it', () => {
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: process.ppid, start: processStart(process.ppid) }));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    fs.rmSync(lockPath(dir));
    const lock = lockDataDir(dir);
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  (processStart(process.pid) ? test : test.skip)('a lock whose process id now belongs to another process is stale', () => {
    // The parent is alive, but it did not start when the holder recorded did: the id was reused.
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: process.ppid, start: '1' }));
    const lock = lockDataDir(dir);
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  test('processes racing for a stale lock: exactly one wins', async () => {
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: 2 ** 22 + 1, start: '1' })); // no such process
    // Each process says whether it won, then lives until the test closes its standard input: the winner holds the
    // lock until every process has tried, however far apart they start on a busy machine.
    const script = `import { lockDataDir } from './src/db/data-dir-lock.ts';
      try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); } catch (e) { console.log(/in use/.test(e.message) ? 'lost' : e.message); }
      process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;
    const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }));
    const exited = children.map((child) => new Promise<void>((resolve) => child.on('exit', () => resolve())));
    const outcomes = await Promise.all(children.map((child) => new Promise<string>((resolve) => {
      let out = '';
      child.stdout.on('data', (d) => { out += d; if (out.includes('\n')) resolve(out.trim()); });
      child.on('exit', () => resolve(out.trim()));
    })));
    for (const child of children) child.stdin.end();
    await Promise.all(exited);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(5);
  });
});
