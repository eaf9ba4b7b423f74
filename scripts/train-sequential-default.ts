// Trains the default models of the sequential learners (path-crf and ordinal) from the sitefarm: the twelve
// hand-made sites and three generated sites of every family, each site's sample traversals and the pages within
// two clicks of them, fetched over loopback HTTP, course pages known from the sites' truth; writes
// seeds/models/path-crf.json and seeds/models/ordinal.json. The shipped files were trained before the
// people-folders family: retrained with it, both did worse on the webkb-dev texas site (docs/benchmark-history.md),
// so they were kept.
import fs from 'node:fs';
import { startSitefarm } from '../sitefarm/server.ts';
import { siteTruth } from '../sitefarm/truth.ts';
import { buildFamilies, shippedSitesPerFamily } from '../sitefarm/families.ts';
import { sitefarmSource } from '../bench/forest-holdout.ts';
import { SitefarmGraphs } from '../bench/sequential-holdout.ts';
import { trainPathCrf } from '../src/learn/crf/train-path-crf.ts';
import { trainOrdinal } from '../src/learn/ordinal/train-ordinal.ts';

const farm = await startSitefarm();
const families = await startSitefarm(buildFamilies(shippedSitesPerFamily).map((g) => g.site));
const source = sitefarmSource();
const graphs = new SitefarmGraphs(source.source);
const graph = await graphs.merged([...farm.sites, ...families.sites].map((s) => siteTruth(s)));
console.log(`site graph: ${farm.sites.length + families.sites.length} sites, ${graph.paths.length} paths, ${graph.pages.size} pages, ${graph.targets.size} targets`);
fs.mkdirSync('seeds/models', { recursive: true });
for (const [file, train] of [['path-crf.json', trainPathCrf], ['ordinal.json', trainOrdinal]] as const) {
  const started = process.cpuUsage();
  const { model, metrics } = train(graph);
  const cpu = process.cpuUsage(started);
  const json = JSON.stringify(model.toJSON());
  fs.writeFileSync(`seeds/models/${file}`, json);
  console.log(`seeds/models/${file}: ${(json.length / 1e6).toFixed(1)} MB, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU, ${JSON.stringify(metrics)}`);
}
await source.close();
await families.stop();
await farm.stop();
process.exit(0);
