// `coursegraph token create --role ROLE` prints the new token alone on its last line; only its hash is stored.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { hashToken } from '../../src/api/auth.ts';

test('token create, list and revoke', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-token-'));
  const env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dir };
  const cli = (...args: string[]) => spawnSync(process.execPath, ['bin/coursegraph.js', 'token', ...args], { encoding: 'utf8', env });
  try {
    const created = cli('create', '--role', 'labeler', '--name', 'ana');
    expect(created.status).toBe(0);
    const token = created.stdout.trim().split('\n').at(-1)!;
    expect(token).toMatch(/^cg_[A-Za-z0-9_-]{32}$/);
    expect(cli('create', '--role', 'wizard').status).toBe(64);
    expect(cli('list').stdout).toMatch(/^1\tlabeler\tana\t.*\tactive\tnever used$/m);
    expect(cli('revoke', '1').status).toBe(0);
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      const row = await db.prisma.apiToken.findFirstOrThrow();
      expect(row.hash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row.revokedAt).not.toBeNull();
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
