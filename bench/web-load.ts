// How fast the web page loads from the local server: each screen, cache disabled, until its data is on screen
// (not just the shell). Headless Debian chromium over loopback; the server on PGlite with one crawled site.
import { startApi } from '../src/api/server.ts';
import { ensureWebBuilt } from '../src/api/web-build.ts';
import { runCrawl } from '../src/crawl/run.ts';
import { extractPendingPages } from '../src/extract/pages.ts';
import { startSitefarm } from '../sitefarm/server.ts';
import { launchBrowser } from '../test/support/browser.ts';
import { benchDatabase, pad } from './support.ts';

const runs = Number(process.argv[2] ?? 7);
const screens: Record<string, string> = {
  label: '.queue li', path: 'select[name=institution] option >> nth=1', courses: '.course-detail h2', crawls: 'table.runs tbody tr', analysts: 'table.compare tbody tr',
};

await ensureWebBuilt(console.log);
const farm = await startSitefarm();
const database = await benchDatabase();
const site = farm.site('uk-modules');
const institution = await database.prisma.institution.create({ data: { name: site.institution, rootUrls: [site.rootUrl], hosts: ['127.0.0.1'] } });
await runCrawl(database.prisma, { seeds: [site.rootUrl], institutionId: institution.id, strategy: 'forest', maxPages: 100, allowPrivateNetwork: true, delayMs: 0 });
await extractPendingPages(database.prisma);
const api = await startApi(database, 0, { allowAnonymousReads: true });
const base = api.url.replace(/graphql$/, '').replace('localhost', '127.0.0.1');
const browser = await launchBrowser();
try {
  console.log(`web page load, cache disabled, ${runs} loads per screen (ms until the page's shell is drawn, and until the screen's data is shown)`);
  console.log(`${'screen'.padEnd(10)}${pad('shell', 8)}${pad('median', 8)}${pad('max', 8)}${pad('kB', 8)}`);
  for (const [screen, selector] of Object.entries(screens)) {
    const times: number[] = [];
    const shell: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const page = await browser.context.newPage();
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      let received = 0;
      cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => { received += e.encodedDataLength; });
      const start = performance.now();
      await page.goto(`${base}#/${screen}`);
      await page.locator('header h1').waitFor();
      shell.push(performance.now() - start);
      await page.locator(selector).first().waitFor({ state: 'attached' });
      times.push(performance.now() - start);
      bytes = received;
      await page.close();
    }
    times.sort((a, b) => a - b);
    shell.sort((a, b) => a - b);
    console.log(`${screen.padEnd(10)}${pad(shell[Math.floor(shell.length / 2)]!.toFixed(0), 8)}${pad(times[Math.floor(times.length / 2)]!.toFixed(0), 8)}${pad(times.at(-1)!.toFixed(0), 8)}${pad((bytes / 1024).toFixed(1), 8)}`);
  }
} finally {
  await browser.close();
  await api.stop();
  await database.close();
  await farm.stop();
}
