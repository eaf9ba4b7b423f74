// The command line as a user runs it: `node bin/coursegraph.js <command> ...` in a process of its own, without
// blocking the test's event loop (a sitefarm or an API in the same process keeps answering it).
import { spawn } from 'node:child_process';

export interface CliResult { status: number | null; stdout: string; stderr: string }

export function runCli(command: string, env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/coursegraph.js', command, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
