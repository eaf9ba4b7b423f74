// `npm run sitefarm`: serves every simulated site on 127.0.0.1 until interrupted, and prints their URLs.
import { startSitefarm } from './server.ts';
import { siteTruth } from './truth.ts';

const farm = await startSitefarm();
for (const site of farm.sites) {
  const truth = siteTruth(site);
  const pages = site.origins.reduce((n, o) => n + o.pages.size, 0);
  console.log(`${site.id.padEnd(20)} ${site.rootUrl.padEnd(28)} ${String(pages).padStart(5)} pages, ${truth.reachableTargets.size} reachable course pages (${site.language}) — ${site.description}`);
}
console.log('\nServing on 127.0.0.1. Ctrl-C stops.');
const stop = () => { void farm.stop().then(() => process.exit(0)); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
