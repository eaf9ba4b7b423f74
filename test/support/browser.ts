// Headless Chromium for the web page's tests: Debian's chromium package driven by playwright-core (the full
// playwright would download a browser of its own). In CI a missing browser fails the run; elsewhere the browser
// tests are skipped with a warning that says how to install it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumMissing = !fs.existsSync(chromiumPath);
const installHint = `Chromium is not at ${chromiumPath}: install it with \`apt-get install -y chromium\` (.ci/run does) or set CHROMIUM_PATH`;

if (chromiumMissing) {
  if (process.env.CI) throw new Error(installHint);
  console.warn(`browser tests SKIPPED: ${installHint}`);
}

/** A browser with a fresh profile; close() also removes the profile. */
export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'coursegraph-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport,
    acceptDownloads: true,
    // Without the background-networking flags Chromium keeps calling home, which a closed network refuses.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  return { context, close: async () => { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); } };
}
