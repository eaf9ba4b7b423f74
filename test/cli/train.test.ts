// `coursegraph train` trains the forest from recorded paths (fetching their pages over HTTP) and stores a version.
import { runCli } from '../support/cli.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';

let farm: Sitefarm;
beforeAll(async () => { farm = await startSitefarm(); });
afterAll(() => farm.stop());

const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli('train', env, ...args);

test('train refuses without paths, then trains the forest from recorded paths', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-train-'));
  const env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dir };
  try {
    expect((await cli(env, '--kind', 'nope')).status).toBe(64);
    expect((await cli(env, '--rounds', 'many')).status).toBe(64);
    const empty = await cli(env, '--delay', '0', '--allow-private-network');
    expect(empty.status).toBe(1);
    expect(empty.stderr).toMatch(/at least 5 training paths/);

    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await db.prisma.trainingPath.createMany({ data: ['acalog', 'uk-modules'].flatMap((id) => siteTruth(farm.site(id)).traversals.map((urls) => ({ urls }))) });
    await db.close();

    const trained = await cli(env, '--delay', '0', '--rounds', '0', '--allow-private-network');
    expect(trained.status).toBe(0);
    expect(trained.stderr + trained.stdout).toMatch(/round 0: \d+ labeled pages/);
    expect(trained.stderr + trained.stdout).toMatch(/stored forest version 1 \(active\)/);
    const again = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      const model = await again.prisma.model.findFirstOrThrow({ where: { kind: 'forest' } });
      expect(model).toMatchObject({ version: 1, active: true });
      expect((model.parameters as { kind: string }).kind).toBe('forest');
    } finally {
      await again.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('train --kind path-crf and --kind ordinal train from the recorded paths and store their models', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-train-seq-'));
  const env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dir };
  try {
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await db.prisma.trainingPath.createMany({ data: siteTruth(farm.site('uk-modules')).traversals.slice(0, 5).map((urls) => ({ urls })) });
    await db.close();
    for (const kind of ['path-crf', 'ordinal']) {
      const trained = await cli(env, '--kind', kind, '--delay', '0', '--allow-private-network');
      expect(trained.stderr + trained.stdout).toMatch(new RegExp(`stored ${kind} version 1 \\(active\\)`));
      expect(trained.status).toBe(0);
    }
    const again = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      for (const kind of ['path-crf', 'ordinal']) {
        const model = await again.prisma.model.findFirstOrThrow({ where: { kind } });
        expect((model.parameters as { kind: string }).kind).toBe(kind);
      }
    } finally {
      await again.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
