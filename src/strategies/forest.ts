// effland's crawler: the URL regressor predicts, for each link, the normalised link distance of the page it
// leads to (1 = a course page), and the frontier is ordered by it, so the crawl greedily follows the link most
// likely to lead closest to course pages. The page regressor decides which pages are saved as relevant
// (threshold 0.85 unless the model says otherwise). Where the two disagree most, a person's label teaches most:
// the disagreement is stored with the page and orders the labeling queue.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ForestModel, type ForestModelJSON } from '../learn/forest-model.ts';
import type { StrategyFactory } from './strategy.ts';

export const shippedForestModel = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/models/forest.json');
let defaultModel: ForestModel | undefined;

/** The model trained from the sitefarm's sample traversals, so a fresh clone can crawl with it at once. */
export function defaultForestModel(): ForestModel {
  if (!defaultModel) {
    if (!fs.existsSync(shippedForestModel)) throw new Error(`missing ${shippedForestModel}: run npm run train:forest`);
    defaultModel = ForestModel.load(JSON.parse(fs.readFileSync(shippedForestModel, 'utf8')) as ForestModelJSON);
  }
  return defaultModel;
}

export const forest: StrategyFactory = {
  name: 'forest',
  description: "effland's crawler: links ordered by a random forest's predicted link distance to course pages; pages saved by a second forest",
  modelKind: 'forest',
  create: (options) => {
    const model = options.model ? ForestModel.load(options.model as ForestModelJSON) : defaultForestModel();
    return {
      name: 'forest',
      saveThreshold: model.threshold,
      judge: (page, ctx) => {
        const relevance = model.pageRelevance(page);
        return {
          relevance,
          kind: relevance >= model.threshold ? 'course' : 'other',
          disagreement: ctx.linkScore === undefined ? undefined : Math.abs(relevance - ctx.linkScore),
        };
      },
      prioritize: (_page, _judgement, links) => model.linkRelevance(links),
    };
  },
};
