// The web page is built by `npm install` (postinstall); a checkout without web/dist is built once on start.
import fs from 'node:fs';
import path from 'node:path';
import { webDist } from './web-routes.ts';

export function webBuilt(): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}

/** Builds web/ into web/dist with Vite unless it is there already. */
export async function ensureWebBuilt(log: (line: string) => void = () => {}): Promise<void> {
  if (webBuilt()) return;
  log('building the web page (web/dist is missing)');
  const { build } = await import('vite');
  await build({ configFile: path.resolve(webDist, '../vite.config.ts'), logLevel: 'warn' });
}
