// bench/cli-help: wall time of `coursegraph --help` and `coursegraph crawl --help` (median of 5 runs each), as
// bin/coursegraph.js answers them (from dist/cli.mjs while it is up to date: `npm run build:cli`), from the sources
// under tsx (what bin/coursegraph.js falls back to), and of node starting and exiting, for comparison.
// Usage: tsx bench/cli-help.ts [--runs 5]
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { defaultBundle, isFresh } from '../bin/bundled-cli.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const fromSources = `const { register } = await import('tsx/esm/api'); register();
const { main } = await import('./src/cli/main.ts'); process.exit(await main(process.argv.slice(1)));`;

function medianSeconds(args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const child = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    times.push((performance.now() - start) / 1000);
    if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${child.status}`);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const fresh = isFresh(defaultBundle);
console.log(`median wall time of ${runs} runs; dist/cli.mjs ${fresh ? 'is up to date: bin/coursegraph.js answers from it' : 'is missing or stale: bin/coursegraph.js answers from the sources (npm run build:cli)'}`);
console.log(`node -e '' (node alone): ${medianSeconds(['-e', '']).toFixed(3)} s`);
for (const request of [['--help'], ['crawl', '--help']]) {
  const installed = medianSeconds(['bin/coursegraph.js', ...request]);
  const sources = medianSeconds(['--input-type=module', '-e', fromSources, ...request]);
  console.log(`coursegraph ${request.join(' ')}: ${installed.toFixed(3)} s (bin/coursegraph.js), ${sources.toFixed(3)} s (sources under tsx)`);
}
