// The shape every subcommand shares, and argument parsing with clear errors.
import { parseArgs } from 'node:util';
import { builtHelp } from './built-help.ts';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  description: string;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, OptionSpec>;
  /** More help, loaded only for `<command> --help` (e.g. a list that needs heavier modules). */
  details?(): Promise<string>;
  run(args: { values: Record<string, unknown>; positionals: string[] }): Promise<number>;
}

export class UsageError extends Error {}

export function parseCommandArgs(command: Command, argv: string[]) {
  try {
    const options = Object.fromEntries(
      Object.entries(command.options).map(([name, { type, short, multiple }]) => [
        name,
        { type, ...(short ? { short } : {}), ...(multiple ? { multiple } : {}) },
      ]),
    );
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export async function fullHelpText(command: Command): Promise<string> {
  const details = command.details ? `\n\n${builtHelp?.details[command.name] ?? await command.details()}` : '';
  return `${helpText(command)}${details}`;
}

export function helpText(command: Command): string {
  const lines = [`Usage: coursegraph ${command.usage}`, '', command.summary, ''];
  const opts = Object.entries(command.options);
  if (opts.length) {
    lines.push('Options:');
    for (const [name, spec] of opts) {
      const flag = `--${name}${spec.type === 'string' ? ' VALUE' : ''}`;
      lines.push(`  ${flag.padEnd(32)}${spec.description}`);
    }
  }
  lines.push(`  ${'--help, -h'.padEnd(32)}show this help`);
  return lines.join('\n');
}

/** Integer option parsing with a message that names the option. */
export function intOption(values: Record<string, unknown>, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (raw === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be an integer ${max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`}, got "${String(raw)}"`);
  }
  return n;
}
