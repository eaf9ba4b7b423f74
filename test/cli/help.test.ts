// Help, version and usage errors are answered by the bundled command line (scripts/build-cli.mjs) exactly as the
// sources answer them under tsx, and the bundle is not used once a file it was built from is newer than it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const commandNames = ['serve', 'crawl', 'worker', 'run', 'extract', 'export', 'train', 'token', 'migrate', 'seed'];
const requests = [
  [], ['--help'], ['-h'], ['help'], ['--version'], ['nope'],
  ...commandNames.map((name) => [name, '--help']),
  ['crawl', 'http://example.edu/', '-h'], ['crawl', '--max-pages'], ['token', '--bogus'], ['train', '--kind'],
];

// Each runner prints one JSON line: the answers to `requests`, in order (null: a command would run).
const fromSources = `const { register } = await import('tsx/esm/api'); register();
const { interpret } = await import('./src/cli/main.ts');
const answers = [];
for (const argv of JSON.parse(process.argv[1])) answers.push((await interpret(argv)).answer ?? null);
console.log(JSON.stringify(answers));`;
const fromBundle = `const { answerFromBundle } = await import('./bin/bundled-cli.js');
const answers = [];
for (const argv of JSON.parse(process.argv[1])) answers.push((await answerFromBundle(argv, process.argv[2])) ?? null);
console.log(JSON.stringify(answers));`;

function answers(script: string, argvs: string[][], ...extra: string[]) {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(argvs), ...extra], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  return JSON.parse(child.stdout) as ({ code: number; stdout?: string; stderr?: string } | null)[];
}

let dir: string;
let bundle: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-cli-bundle-'));
  bundle = path.join(dir, 'cli.mjs');
  const build = spawnSync(process.execPath, ['scripts/build-cli.mjs', '--outdir', dir], { encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the bundle answers help, version and usage errors as the sources do, and leaves commands to the sources', () => {
  const expected = answers(fromSources, requests);
  const bundled = answers(fromBundle, requests, bundle);
  expect(bundled).toEqual(expected);
  expect(bundled.every((a) => a !== null)).toBe(true); // every one answered by the bundle itself
  // The details listed from the registries came through: the strategies for crawl, the model kinds for train.
  expect(bundled[requests.findIndex((r) => r.join(' ') === 'crawl --help')]!.stdout).toMatch(/Strategies \(default online\): bfs \(/);
  expect(bundled[requests.findIndex((r) => r.join(' ') === 'train --help')]!.stdout).toMatch(/--kind forest /);
  expect(bundled[requests.findIndex((r) => r.join(' ') === '--version')]!.stdout).toBe(JSON.parse(fs.readFileSync('package.json', 'utf8')).version);
  expect(bundled[requests.findIndex((r) => r.join(' ') === 'nope')]!.code).toBe(64);
  // A command to run is not answered: bin/coursegraph.js runs it from the sources.
  expect(answers(fromBundle, [['seed'], ['crawl', '--', '--help']], bundle)).toEqual([null, null]);
});

test('a bundle older than one of its inputs, or whose input is gone, is not used', () => {
  const list = path.join(dir, 'cli.inputs.json');
  const original = fs.readFileSync(list, 'utf8');
  const { root, inputs } = JSON.parse(original) as { root: string; inputs: string[] };
  expect(inputs).toEqual(expect.arrayContaining(['src/cli/main.ts', 'src/strategies/registry.ts', 'package.json']));
  const input = path.join(dir, 'edited.ts');
  fs.writeFileSync(input, '');
  const listWith = (file: string) => fs.writeFileSync(list, JSON.stringify({ root, inputs: [...inputs, path.relative(path.resolve(dir, root), file)] }));
  try {
    const built = fs.statSync(bundle).mtime;
    fs.utimesSync(input, built, new Date(built.getTime() - 60_000));
    listWith(input);
    expect(answers(fromBundle, [['--version']], bundle)[0]).not.toBeNull(); // older than the bundle: used
    fs.utimesSync(input, built, new Date(built.getTime() + 1000));
    expect(answers(fromBundle, [['--version']], bundle)).toEqual([null]); // edited after the build
    listWith(path.join(dir, 'removed.ts'));
    expect(answers(fromBundle, [['--version']], bundle)).toEqual([null]);
  } finally {
    fs.writeFileSync(list, original);
  }
});

test('bin/coursegraph.js prints the overview and a command\'s help, whichever way it answers', () => {
  const [overview, crawlHelp] = answers(fromSources, [['--help'], ['crawl', '--help']]);
  const cli = (...args: string[]) => spawnSync(process.execPath, ['bin/coursegraph.js', ...args], { encoding: 'utf8' });
  expect(cli('--help')).toMatchObject({ status: 0, stdout: `${overview!.stdout}\n`, stderr: '' });
  expect(cli('crawl', '--help')).toMatchObject({ status: 0, stdout: `${crawlHelp!.stdout}\n`, stderr: '' });
  expect(cli('crawl', '--bogus')).toMatchObject({ status: 64, stdout: '' });
});
