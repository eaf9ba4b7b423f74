// Trains the keyword strategy's default decision trees from the sitefarm's labeled pages and writes
// seeds/models/keyword-trees.json, the model a fresh clone crawls with until people label pages of their own.
import fs from 'node:fs';
import { buildSites } from '../sitefarm/sites.ts';
import { labeledPages } from '../sitefarm/labeled.ts';
import { KeywordModel } from '../src/strategies/keyword.ts';

const started = Date.now();
const examples = labeledPages(buildSites());
const model = KeywordModel.train(examples);
fs.mkdirSync('seeds/models', { recursive: true });
fs.writeFileSync('seeds/models/keyword-trees.json', JSON.stringify(model.toJSON()));
const counts = examples.reduce<Record<string, number>>((m, e) => ({ ...m, [e.kind]: (m[e.kind] ?? 0) + 1 }), {});
console.log(`trained on ${examples.length} pages ${JSON.stringify(counts)} in ${Date.now() - started} ms -> seeds/models/keyword-trees.json`);
