// `coursegraph` command line: dispatches to one module per subcommand. Command modules load their heavy
// dependencies (database, API, learners) inside run(), so --help answers at once.
import { fullHelpText, helpText, parseCommandArgs, UsageError, type Command } from './command.ts';
import { migrateCommand } from './migrate.ts';
import { seedCommand } from './seed.ts';
import { serveCommand } from './serve.ts';
import { crawlCommand } from './crawl.ts';
import { workerCommand } from './worker.ts';
import { runCommand } from './run.ts';
import { extractCommand } from './extract.ts';
import { tokenCommand } from './token.ts';
import { trainCommand } from './train.ts';
import { exportCommand } from './export.ts';
import { version } from '../version.ts';

const commands: Command[] = [serveCommand, crawlCommand, workerCommand, runCommand, extractCommand, exportCommand, trainCommand, tokenCommand, migrateCommand, seedCommand];

function overview(): string {
  return [
    `coursegraph ${version}: find university course descriptions with a focused crawler and serve them through GraphQL.`,
    '',
    'Usage: coursegraph <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(12)}${c.summary.split('\n')[0]}`),
    '',
    'Run `coursegraph <command> --help` for a command\'s options.',
    'The database is embedded PGlite under ./data unless DATABASE_URL names a PostgreSQL server.',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(overview());
    return 0;
  }
  if (name === '--version') {
    console.log(version);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(`coursegraph: unknown command "${name}"\n\n${overview()}`);
    return 64;
  }
  try {
    const args = parseCommandArgs(command, rest);
    if (args.values.help) {
      console.log(await fullHelpText(command));
      return 0;
    }
    const { config, ConfigError } = await import('../config.ts');
    try {
      config(); // a bad environment variable stops every command before it starts
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      console.error(`coursegraph ${command.name}: ${err.message}`);
      return 78; // EX_CONFIG
    }
    return await command.run(args);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`coursegraph ${command.name}: ${err.message}\n\n${helpText(command)}`);
      return 64;
    }
    console.error(`coursegraph ${command.name}: ${(err as Error).message}`);
    if (process.env.DEBUG) console.error(err); // not through the configuration: it may be what failed
    return 1;
  }
}
