// `coursegraph export`: the same exports as /export/courses.<format>, from the configured database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';

test('export writes CSV and JSON Lines, filtered, and refuses bad options', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-export-'));
  const dataDir = path.join(dir, 'data');
  try {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    const a = await database.prisma.institution.create({ data: { name: 'Alpha University', rootUrls: ['https://alpha.example/'], hosts: ['alpha.example'] } });
    const b = await database.prisma.institution.create({ data: { name: 'Beta College', rootUrls: ['https://beta.example/'], hosts: ['beta.example'] } });
    for (const [inst, code, title, credits] of [[a, 'MATH 101', 'Calculus, "first" term', 3], [a, 'MATH 201', 'Linear Algebra', 3], [b, 'CS 1', 'Programming', 15]] as const) {
      await database.prisma.course.create({ data: { institutionId: inst.id, key: `${inst.id}|${code}`, code, codeKey: code.replace(' ', ''), title, credits, sourceUrl: `https://x.example/${code}` } });
    }
    await database.close();
    const env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dataDir };
    const run = (...args: string[]) => spawnSync(process.execPath, ['bin/coursegraph.js', 'export', ...args], { encoding: 'utf8', env });

    const csv = run('--institution', String(a.id));
    expect(csv.status).toBe(0);
    const lines = csv.stdout.trim().split('\r\n');
    expect(lines[0]).toMatch(/^code,title,credits/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^MATH 101,"Calculus, ""first"" term",3,/), expect.stringMatching(/^MATH 201,Linear Algebra,3,/)]);

    const out = path.join(dir, 'courses.jsonl');
    expect(run('--format', 'jsonl', '--credits-min', '10', '--output', out).status).toBe(0);
    expect(fs.readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ code: 'CS 1', institution: 'Beta College', credits: 15 })]);

    // (JSON-LD is the same generator as over HTTP, tested there.)
    const badFormat = run('--format', 'xml');
    expect(badFormat.status).toBe(64);
    expect(badFormat.stderr).toContain('--format');
    const badNumber = run('--credits-max', 'many');
    expect(badNumber.status).toBe(64);
    expect(badNumber.stderr).toContain('creditsMax');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
