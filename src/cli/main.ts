// `coursegraph` command line: dispatches to one module per subcommand. Command modules load their heavy
// dependencies (database, API, learners) inside run(), so help and usage errors are answered from these small
// files alone; bin/coursegraph.js answers them from a bundle of these files when it is up to date.
import { fullHelpText, helpText, parseCommandArgs, UsageError, type Command } from './command.ts';
import { builtHelp } from './built-help.ts';
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

export const commands: Command[] = [serveCommand, crawlCommand, workerCommand, runCommand, extractCommand, exportCommand, trainCommand, tokenCommand, migrateCommand, seedCommand];

/** The version printed by --version and the overview (read from package.json only when not bundled). */
export async function cliVersion(): Promise<string> {
  return builtHelp?.version ?? (await import('../version.ts')).version;
}

async function overview(): Promise<string> {
  return [
    `coursegraph ${await cliVersion()}: find university course descriptions with a focused crawler and serve them through GraphQL.`,
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

/** What the command line prints and exits with without running a command: help, version and usage errors. */
export interface Answer {
  code: number;
  stdout?: string;
  stderr?: string;
}

export type Request = { answer: Answer } | { command: Command; args: ReturnType<typeof parseCommandArgs> };

/** Reads the arguments: either the answer itself (help, version, bad usage) or the command to run. */
export async function interpret(argv: string[]): Promise<Request> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') return { answer: { code: 0, stdout: await overview() } };
  if (name === '--version') return { answer: { code: 0, stdout: await cliVersion() } };
  const command = commands.find((c) => c.name === name);
  if (!command) return { answer: { code: 64, stderr: `coursegraph: unknown command "${name}"\n\n${await overview()}` } };
  try {
    const args = parseCommandArgs(command, rest);
    if (args.values.help) return { answer: { code: 0, stdout: await fullHelpText(command) } };
    return { command, args };
  } catch (err) {
    if (err instanceof UsageError) return { answer: usageAnswer(command, err) };
    throw err;
  }
}

function usageAnswer(command: Command, err: UsageError): Answer {
  return { code: 64, stderr: `coursegraph ${command.name}: ${err.message}\n\n${helpText(command)}` };
}

/** Prints an answer the way the command line does: each stream's text as one line. */
export function print(answer: Answer): number {
  if (answer.stdout !== undefined) process.stdout.write(`${answer.stdout}\n`);
  if (answer.stderr !== undefined) process.stderr.write(`${answer.stderr}\n`);
  return answer.code;
}

export async function main(argv: string[]): Promise<number> {
  let request: Request;
  try {
    request = await interpret(argv);
  } catch (err) {
    console.error(`coursegraph: ${(err as Error).message}`); // e.g. a command's details could not be loaded
    if (process.env.DEBUG) console.error(err);
    return 1;
  }
  if ('answer' in request) return print(request.answer);
  const { command, args } = request;
  try {
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
    if (err instanceof UsageError) return print(usageAnswer(command, err));
    console.error(`coursegraph ${command.name}: ${(err as Error).message}`);
    if (process.env.DEBUG) console.error(err); // not through the configuration: it may be what failed
    return 1;
  }
}
