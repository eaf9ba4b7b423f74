// babaria's FOCUS: an ordinal regressor predicts a fetched page's layer in the layered graph built backwards
// from course pages (0 = a course page … 4 = far from any), and the page gets the paper's relevance step (0.95,
// 0.85, 0.75, 0.65, 0.55). In the paper every link of a page inherits that relevance and pages of layer 4 are
// not expanded; here a link's priority is the mean of its page's step and the step expected for the page it
// leads to (a second ordinal regressor over the link's anchor, window and URL), and links from layer-4 pages
// are kept but ranked after all others, so the crawl still reaches everything in the end.
import { OrdinalModel, type OrdinalModelJSON } from '../learn/ordinal/ordinal-model.ts';
import { lastLayer, layerRelevance } from '../learn/ordinal/layers.ts';
import { trainOrdinal } from '../learn/ordinal/train-ordinal.ts';
import { trainOnGraph } from '../learn/graph-examples.ts';
import type { StrategyModule } from './strategy.ts';
import { shippedModel } from './shipped-model.ts';

export const defaultOrdinalModel = shippedModel('ordinal.json', OrdinalModel.load, 'npm run train:sequential');

export const ordinal: StrategyModule = {
  name: 'ordinal',
  description: "babaria's FOCUS: ordinal regression of the layer (link distance to course pages) of each page and link; the relevance step per layer orders the frontier",
  modelKind: 'ordinal',
  trainingData: 'recorded training paths (recordTrainingPath, at least 5) and pages labeled as course pages: the layered graph is built backwards from them over the pages within two clicks of the paths',
  load: (parameters) => OrdinalModel.load(parameters as OrdinalModelJSON),
  train: trainOnGraph('ordinal', (graph) => trainOrdinal(graph)),
  create: (options) => {
    const model = options.model ? OrdinalModel.load(options.model as OrdinalModelJSON) : defaultOrdinalModel();
    return {
      name: 'ordinal',
      judge: (page) => {
        const layer = model.pageLayer(page);
        return { relevance: layerRelevance(layer), kind: layer === 0 ? 'course' : layer === 1 ? 'listing' : 'other' };
      },
      prioritize: (_page, judgement, links) => {
        const farthest = judgement.relevance <= layerRelevance(lastLayer);
        return links.map((link) => {
          const priority = (judgement.relevance + model.linkRelevance({ url: link.url, anchorText: link.anchorText, context: link.context })) / 2;
          return farthest ? priority - 1 : priority;
        });
      },
    };
  },
};
