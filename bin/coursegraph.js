#!/usr/bin/env node
// Entry point. Help, version and usage errors are answered by the bundled command line while it is up to date
// (bundled-cli.js); otherwise, and for every command that runs, tsx is registered so the TypeScript sources run
// directly. The process exits explicitly once a command is done: the embedded database and the schema engine can
// leave timers behind that would otherwise hold the process open.
import { answerFromBundle } from './bundled-cli.js';

// Libraries read NODE_ENV once, when first loaded: graphql-js, unless it is "production", checks every failed
// instanceof for a second copy of itself (an eighth of the API's CPU per request). Set before they load.
process.env.NODE_ENV ??= 'production';

const argv = process.argv.slice(2);
const answer = await answerFromBundle(argv);
if (answer) {
  if (answer.stdout !== undefined) process.stdout.write(`${answer.stdout}\n`);
  if (answer.stderr !== undefined) process.stderr.write(`${answer.stderr}\n`);
  process.exitCode = answer.code;
} else {
  const { register } = await import('tsx/esm/api');
  register();
  import('../src/cli/main.ts')
    .then(({ main }) => main(argv))
    .then((code) => process.exit(code))
    .catch((err) => { console.error(err); process.exit(1); });
}
