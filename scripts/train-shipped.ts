// Trains the shipped default models, seeds/models/<kind>.json, that a fresh clone crawls with until people train
// their own: every registered learner (or --kind K) trains through its own train() on the sitefarm's examples
// (its labeled pages, its sample traversals, its pages over loopback HTTP).
// Usage: tsx scripts/train-shipped.ts [--kind K]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startSitefarm } from '../sitefarm/server.ts';
import { buildSites } from '../sitefarm/sites.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { labeledPages } from '../sitefarm/labeled.ts';
import { Fetcher } from '../src/crawl/fetcher.ts';
import { FetchingPageSource } from '../src/learn/page-source.ts';
import { learnerForKind, modelKinds } from '../src/strategies/registry.ts';
import type { TrainingExamples } from '../src/strategies/strategy.ts';

const { values } = parseArgs({ options: { kind: { type: 'string' } } });
const kinds = values.kind ? [values.kind] : modelKinds();
const farm = await startSitefarm();
const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
const examples: TrainingExamples = {
  labeled: async () => labeledPages(buildSites()).map(({ page, kind }) => ({ url: page.url, kind, relevance: kind === 'course' ? 1 : 0, page })),
  paths: async () => farm.sites.flatMap((s) => siteTruth(s).traversals),
  pages: new FetchingPageSource(fetcher, { delayMs: 0 }),
};
try {
  fs.mkdirSync('seeds/models', { recursive: true });
  for (const kind of kinds) {
    const started = Date.now();
    const { model, metrics } = await learnerForKind(kind).train(examples, { log: (l) => console.log(`${kind}: ${l}`) });
    const json = JSON.stringify(model.toJSON());
    fs.writeFileSync(`seeds/models/${kind}.json`, json);
    console.log(`${kind}: trained in ${((Date.now() - started) / 1000).toFixed(1)} s -> seeds/models/${kind}.json (${(json.length / 1e6).toFixed(2)} MB) ${JSON.stringify(metrics)}`);
  }
} finally {
  await fetcher.close();
  await farm.stop();
}
process.exit(0);
