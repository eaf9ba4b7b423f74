// Real `coursegraph` processes against one database, for tests and benches of crawling with many workers:
// each is spawned from bin/coursegraph.js exactly as a person would start it on another machine.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/coursegraph.js');

export interface CliProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export function spawnCli(databaseUrl: string, args: string[], env: Record<string, string> = {}): CliProcess {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function runCli(databaseUrl: string, args: string[]): Promise<string> {
  const p = spawnCli(databaseUrl, args);
  const code = await p.exited;
  if (code !== 0) throw new Error(`coursegraph ${args.join(' ')} exited with ${code}:\n${p.output()}`);
  return p.output();
}

/** Starts `coursegraph worker` processes; resolves once each has registered. */
export async function startWorkers(databaseUrl: string, n: number, args: string[]): Promise<CliProcess[]> {
  const workers = Array.from({ length: n }, () => spawnCli(databaseUrl, ['worker', '--allow-private-network', ...args]));
  await Promise.all(workers.map((w) => new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/: started \(/.test(w.output())) { clearInterval(timer); resolve(); }
    }, 100);
    void w.exited.then((code) => { clearInterval(timer); reject(new Error(`worker exited with ${code} before starting:\n${w.output()}`)); });
  })));
  return workers;
}

/** Stops workers with SIGTERM and waits for them. */
export async function stopWorkers(workers: CliProcess[]): Promise<(number | null)[]> {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
  return Promise.all(workers.map((w) => w.exited));
}
