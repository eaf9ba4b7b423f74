#!/usr/bin/env node
// Bundles the command line's own files (src/cli) into dist/cli.mjs, with which bin/coursegraph.js answers help,
// version and usage errors without starting tsx. What help prints from beyond src/cli (the version, the strategies'
// and learners' lists) is computed here from the sources and written into the bundle. Beside it, cli.inputs.json
// lists every file those answers come from: the bundle is used only while it is newer than all of them.
// Run at install (postinstall) and by `npm run build:cli`. Usage: node scripts/build-cli.mjs [--outdir DIR]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(root, 'dist'));
const bundle = path.join(outdir, 'cli.mjs');
const inputsFile = path.join(outdir, 'cli.inputs.json');

// The values help needs, computed as the sources compute them, noting each source file that is loaded.
const loaded = new Set();
register({ onImport: (url) => { if (url.startsWith('file:')) loaded.add(fileURLToPath(url.split('?')[0])); } });
const { commands, cliVersion } = await import('../src/cli/main.ts');
const details = {};
for (const command of commands) if (command.details) details[command.name] = await command.details();
const builtHelp = { version: await cliVersion(), details };
await settled(loaded);

fs.mkdirSync(outdir, { recursive: true });
fs.rmSync(inputsFile, { force: true }); // no list until the bundle it describes is written
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/main.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
  banner: { js: '// Built by scripts/build-cli.mjs from src/cli for help, version and usage errors: do not edit.' },
  plugins: [{
    name: 'help-only',
    setup(b) {
      // Commands load what they need inside run(), which the bundle never runs (bin/coursegraph.js runs the sources).
      b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
      b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]built-help\.ts$/ }, () => ({
        contents: `export const builtHelp = ${JSON.stringify(builtHelp)};\n`,
        loader: 'js',
      }));
    },
  }],
});

const inside = (file) => !path.relative(root, file).startsWith('..') && !file.includes(`${path.sep}node_modules${path.sep}`);
const inputs = new Set([
  ...Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)),
  ...[...loaded].filter(inside),
  path.join(root, 'package.json'), // the version
  fileURLToPath(import.meta.url),
]);
const list = { root: path.relative(outdir, root) || '.', inputs: [...inputs].map((file) => path.relative(root, file)).sort() };
fs.writeFileSync(inputsFile, `${JSON.stringify(list, null, 1)}\n`);
console.log(`built ${path.relative(process.cwd(), bundle) || bundle} (${fs.statSync(bundle).size} bytes) from ${list.inputs.length} files`);
process.exit(0);

/** tsx reports loaded files through a message port, after the imports themselves have resolved: wait until quiet. */
async function settled(set) {
  let size = -1;
  while (size !== set.size) {
    size = set.size;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
