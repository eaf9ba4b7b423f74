// What the tests of a running `coursegraph serve` share: the command line run as its own process, a one-page
// site to crawl, and a server started and stopped as a user would (ready when it says so, stopped by SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export interface CommandResult { status: number | null; stdout: string; stderr: string }

/** `coursegraph ARGS…` in its own process with this environment. */
export function runCommand(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/coursegraph.js', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A loopback site whose root links to one course page. */
export async function startOneCourseSite(link: string, coursePage: string): Promise<{ url: string; close: () => void }> {
  const site = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.url === '/' ? `<html><body>${link}</body></html>` : coursePage);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(site.address() as { port: number }).port}/`, close: () => site.close() };
}

export interface Served { process: ChildProcess; output: () => string; stop: () => Promise<void> }

/** `coursegraph serve`, once it has said it is ready. No clock: a busy machine may take long to start, and the
 * test's own timeout catches a server that never does. */
export async function startServe(env: NodeJS.ProcessEnv): Promise<Served> {
  const server = spawn(process.execPath, ['bin/coursegraph.js', 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => { server.kill('SIGTERM'); await exited; };
  try {
    await new Promise<void>((resolve, reject) => {
      server.stderr!.on('data', () => { if (output.includes('coursegraph ready')) resolve(); });
      server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { process: server, output: () => output, stop };
}
