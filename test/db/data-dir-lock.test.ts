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
    const script = `import { lockDataDir } from './src/db/data-dir-lock.ts';
      try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); setTimeout(() => {}, 1500); } catch (e) { console.log(/in use/.test(e.message) ? 'lost' : e.message); }`;
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d) => { out += d; });
      child.on('exit', () => resolve(out.trim()));
    })));
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(5);
  }, 60_000);
});
