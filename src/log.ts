// Structured logs with pino: levels (LOG_LEVEL) and two shapes (LOG_FORMAT): "json", one object a line for
// log collectors, and "text" (the default), the same records as readable lines. Logs go to stderr, so a
// command's stdout stays its result. Apollo Server takes this logger as its own.
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { config } from './config.ts';

export type { Logger };

const levelNames: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Renders pino's JSON lines as "time level message key=value ...". */
function textStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        try {
          const { time, level, msg, pid: _pid, hostname: _host, err, ...fields } = JSON.parse(line) as Record<string, unknown>;
          const extra = Object.entries(fields).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
          const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String((err as { stack: unknown }).stack)}` : '';
          out.write(`${new Date(time as number).toISOString()} ${levelNames[level as number] ?? level} ${msg ?? ''}${extra ? ` ${extra}` : ''}${stack}\n`);
        } catch {
          out.write(`${line}\n`);
        }
      }
      done();
    },
  });
}

let root: Logger | undefined;

/** The process's logger, built from the configuration on first use. */
export function logger(): Logger {
  if (!root) {
    const { logLevel, logFormat } = config();
    const options = { level: logLevel, base: { pid: process.pid }, serializers: { err: pino.stdSerializers.err } };
    root = logFormat === 'json' ? pino(options, pino.destination({ fd: 2, sync: true })) : pino(options, textStream(process.stderr));
  }
  return root;
}

/** Replaces the logger (tests capture records this way). */
export function setLogger(next: Logger): void {
  root = next;
}
