// A new learner is one file plus one line in the registry: in a copy of the project, a toy learner is added that
// way (no other file touched, nothing regenerated), then trained through `coursegraph train`, the trainModel
// mutation and the retrain job, each a new version of its model kind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();

const toyLearner = `// A toy learner: the share of labeled pages that are course pages.
import { NotEnoughExamples, type StrategyModule } from './strategy.ts';

class ToyModel {
  constructor(readonly courseShare: number, readonly examples: number) {}
  toJSON() { return { kind: 'toy-share', courseShare: this.courseShare, examples: this.examples }; }
}

export const toy: StrategyModule = {
  name: 'toy',
  description: 'a toy learner',
  modelKind: 'toy-share',
  trainingData: 'labeled pages',
  load: (p) => { const j = p as { courseShare: number; examples: number }; return new ToyModel(j.courseShare, j.examples); },
  train: async (examples, options) => {
    const labeled = await examples.labeled();
    if (labeled.length === 0) throw new NotEnoughExamples('the toy needs a labeled page');
    options.log(\`toy: \${labeled.length} labeled pages\`);
    const share = labeled.filter((l) => l.kind === 'course').length / labeled.length;
    return { model: new ToyModel(share, labeled.length), metrics: { examples: labeled.length } };
  },
  create: () => ({ name: 'toy', judge: () => ({ relevance: 0, kind: 'other' }), prioritize: (_p, _j, links) => links.map(() => 0) }),
};
`;

// Runs in the copy: labels a page, trains through the API's trainModel mutation, labels another, runs the
// retrain job; prints what it stored.
const driver = `import { openDatabase } from './src/db/client.ts';
import { startApi } from './src/api/server.ts';
import { createToken } from './src/api/auth.ts';
import { retrainJob } from './jobs/retrain.ts';
const database = await openDatabase({ databaseUrl: undefined, dataDir: process.env.COURSEGRAPH_DATA_DIR });
const api = await startApi(database, 0, { allowAnonymousReads: true });
const token = await createToken(database.prisma, 'ADMIN');
await database.prisma.label.create({ data: { url: 'http://u.test/b', kind: 'OTHER', relevance: 0 } });
const res = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
  body: JSON.stringify({ query: 'mutation { trainModel(input: { kind: TOY_SHARE }) { kind kindName version metrics } }' }) });
const viaApi = await res.json();
await new Promise((r) => setTimeout(r, 20));
await database.prisma.label.create({ data: { url: 'http://u.test/c', kind: 'COURSE', relevance: 1 } });
const logs: string[] = [];
await retrainJob.run({ database, signal: new AbortController().signal, log: (l: string) => logs.push(l) });
const models = await database.prisma.model.findMany({ where: { kind: 'toy-share' }, orderBy: { version: 'asc' } });
console.log(JSON.stringify({ viaApi, logs, models: models.map((m) => ({ version: m.version, active: m.active, parameters: m.parameters })) }));
await api.stop();
await database.close();
process.exit(0);
`;

function run(cwd: string, env: NodeJS.ProcessEnv, args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (status) => resolve({ status, out }));
  });
}

test('a toy learner in one file plus one registry line trains through the CLI, trainModel and the retrain job', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-learner-'));
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-learner-data-'));
  try {
    for (const entry of ['bin', 'src', 'jobs', 'prisma', 'seeds', 'schema.graphql', 'package.json', 'tsconfig.json']) {
      fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    // The learner's file, and its line in the registry.
    fs.writeFileSync(path.join(copy, 'src/strategies/toy.ts'), toyLearner);
    const registry = path.join(copy, 'src/strategies/registry.ts');
    const source = fs.readFileSync(registry, 'utf8');
    const added = source
      .replace("import { forest } from './forest.ts';", "import { forest } from './forest.ts';\nimport { toy } from './toy.ts';")
      .replace(/^(export const strategies: StrategyModule\[\] = \[.*)\];$/m, '$1, toy];');
    expect(added.split('\n').length).toBe(source.split('\n').length + 1);
    expect(added).not.toBe(source);
    fs.writeFileSync(registry, added);

    const env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: data };
    const refused = await run(copy, env, ['bin/coursegraph.js', 'train', '--kind', 'toy-share']);
    expect(refused.out).toMatch(/the toy needs a labeled page/);
    expect(refused.status).toBe(1);
    fs.writeFileSync(path.join(copy, 'driver.ts'), driver);
    // The CLI lists the new kind, and trains it (after one page is labeled through the driver's first step).
    const help = await run(copy, env, ['bin/coursegraph.js', 'train', '--help']);
    expect(help.out).toMatch(/--kind toy-share/);

    const driven = await run(copy, env, ['--import', 'tsx', 'driver.ts']);
    expect(driven.status).toBe(0);
    const result = JSON.parse(driven.out.trim().split('\n').at(-1)!);
    expect(result.viaApi.errors).toBeUndefined();
    expect(result.viaApi.data.trainModel).toMatchObject({ kind: 'TOY_SHARE', kindName: 'toy-share', version: 1, metrics: { examples: 1 } });
    expect(result.logs).toContainEqual('toy-share version 2 trained: {"examples":2}');

    const trained = await run(copy, env, ['bin/coursegraph.js', 'train', '--kind', 'toy-share']);
    expect(trained.status).toBe(0);
    expect(trained.out).toMatch(/toy: 2 labeled pages/);
    expect(trained.out).toMatch(/stored toy-share version 3 \(active\)/);
    expect(result.models.map((m: { version: number }) => m.version)).toEqual([1, 2]);
    expect(result.models[1].parameters).toEqual({ kind: 'toy-share', courseShare: 0.5, examples: 2 });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
    fs.rmSync(data, { recursive: true, force: true });
  }
});
