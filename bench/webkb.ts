// The real web for bench/harvest: ../shared/webkb-dev replays two university department sites as crawled in
// January 1997. The store is unpacked once into a cache folder outside the checkout, replay.mjs serves it as an
// HTTP proxy on 127.0.0.1, our crawler goes through --proxy, and reports are scored by that folder's own
// score.mjs (the same definitions as its README's table).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface WebkbScore {
  site: string; fetches: number; targets: number; hits: number;
  harvest: Record<string, number | null>; recall: Record<string, number | null>;
  fetchesTo90: number | null; oracle90: number | null; xOracle90: number | null; robotsViolations: number;
}

export interface WebkbSite { id: string; root: string; oracle90: number; targets: number }

export interface Webkb {
  sites: WebkbSite[];
  proxy: string;
  score(site: string, fetches: { url: string; finalUrl: string; status: number }[]): WebkbScore;
  stop(): Promise<void>;
}

/** The shared folder beside the checkout, or undefined when it is not there (CI without it). */
export function webkbDir(): string | undefined {
  const dir = path.resolve(process.cwd(), '../shared/webkb-dev');
  return fs.existsSync(path.join(dir, 'store.tar.xz')) ? dir : undefined;
}

/** The store unpacked (once) into a cache folder outside the checkout: index.json, truth.json and pages/. */
export function unpackOnce(dir: string): string {
  const stat = fs.statSync(path.join(dir, 'store.tar.xz'));
  const cache = path.join(os.tmpdir(), `coursegraph-webkb-${stat.size}-${Math.floor(stat.mtimeMs)}`);
  if (!fs.existsSync(path.join(cache, 'truth.json'))) {
    console.log(`unpacking the webkb-dev store into ${cache} (once)`);
    execFileSync('sh', [path.join(dir, 'unpack.sh'), cache], { stdio: 'ignore' });
  }
  return cache;
}

function startReplay(dir: string, store: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dir, 'replay.mjs'), '--store', store, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`replay.mjs exited with ${code} before listening: ${out}`)));
  });
}

export async function startWebkb(port = 18000 + (process.pid % 1000)): Promise<Webkb> {
  const dir = webkbDir();
  if (!dir) throw new Error('../shared/webkb-dev is not beside the checkout');
  const store = unpackOnce(dir);
  const truth = JSON.parse(fs.readFileSync(path.join(store, 'truth.json'), 'utf8')) as { sites: Record<string, { root: string; allHosts: { targets: string[]; oracle90: number } }> };
  const scorer = (await import(pathToFileURL(path.join(dir, 'score.mjs')).href)) as { score: (site: string, s: unknown, fetches: unknown[], scope: string) => WebkbScore };
  const replay = await startReplay(dir, store, port);
  return {
    sites: Object.entries(truth.sites).map(([id, s]) => ({ id, root: s.root, oracle90: s.allHosts.oracle90, targets: s.allHosts.targets.length })),
    proxy: `http://127.0.0.1:${port}`,
    score: (site, fetches) => scorer.score(site, truth.sites[site], fetches, 'all'),
    stop: () => new Promise((resolve) => { replay.once('exit', () => resolve()); replay.kill('SIGTERM'); }),
  };
}
