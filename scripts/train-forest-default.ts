// Trains the forest strategy's default model from the sitefarm's sample traversals (all twelve sites, fetched
// over loopback HTTP with their neighbours) and writes seeds/models/forest.json, the model a fresh clone crawls
// with until people record training paths of their own.
import fs from 'node:fs';
import { startSitefarm } from '../sitefarm/server.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { Fetcher } from '../src/crawl/fetcher.ts';
import { FetchingPageSource } from '../src/learn/page-source.ts';
import { selfTrain } from '../src/learn/self-training.ts';

const farm = await startSitefarm();
const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
const paths = farm.sites.flatMap((s) => siteTruth(s).traversals);
const result = await selfTrain(paths, new FetchingPageSource(fetcher, { delayMs: 0 }), { log: (l) => console.log(l) });
fs.mkdirSync('seeds/models', { recursive: true });
const json = JSON.stringify(result.model.toJSON());
fs.writeFileSync('seeds/models/forest.json', json);
console.log(`trained on ${paths.length} paths in ${(result.ms / 1000).toFixed(1)} s -> seeds/models/forest.json (${(json.length / 1e6).toFixed(1)} MB)`);
await fetcher.close();
await farm.stop();
process.exit(0);
