#!/usr/bin/env node
// Entry point: registers tsx so the TypeScript sources run directly, then hands over to the CLI.
// The process exits explicitly once the command is done: the embedded database and the schema
// engine can leave timers behind that would otherwise hold the process open.
import { register } from 'tsx/esm/api';

register();
import('../src/cli/main.ts')
  .then(({ main }) => main(process.argv.slice(2)))
  .then((code) => process.exit(code))
  .catch((err) => { console.error(err); process.exit(1); });
