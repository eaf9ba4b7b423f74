// The training graph of the sequential learners (path-crf, ordinal) from a learner's training examples: the
// recorded paths and the pages within two clicks of them, with the paths' last pages and the pages people
// labeled as course pages as the known targets.
import type { Json, TrainedModel, TrainingExamples, TrainOptions, Trained } from './strategy.ts';
import { NotEnoughExamples } from './strategy.ts';
import { gatherSiteGraph, type SiteGraph } from '../learn/site-graph.ts';

export const minimumSequencePaths = 5;

export async function graphFromExamples(examples: TrainingExamples, options: TrainOptions, learner: string): Promise<SiteGraph> {
  const paths = await examples.paths();
  if (paths.length < minimumSequencePaths) {
    throw new NotEnoughExamples(`training ${learner} needs at least ${minimumSequencePaths} training paths (recordTrainingPath); have ${paths.length}`);
  }
  const courses = new Set((await examples.labeled()).filter((l) => l.kind === 'course').map((l) => l.url));
  const graph = await gatherSiteGraph(paths, examples.pages, { isTarget: (url) => courses.has(url), log: options.log, signal: options.signal });
  if (graph.paths.length < minimumSequencePaths) {
    throw new NotEnoughExamples(`training ${learner} needs at least ${minimumSequencePaths} training paths whose pages can be fetched; have ${graph.paths.length}`);
  }
  options.log(`${learner}: ${graph.paths.length} paths, ${graph.pages.size} pages, ${graph.targets.size} known targets`);
  return graph;
}

/** A learner's train(): gather the graph from the examples, fit on it, add the graph's size to the metrics. */
export function trainOnGraph(learner: string, fit: (graph: SiteGraph) => { model: TrainedModel; metrics: Record<string, Json> }) {
  return async (examples: TrainingExamples, options: TrainOptions): Promise<Trained> => {
    const graph = await graphFromExamples(examples, options, learner);
    const { model, metrics } = fit(graph);
    return { model, metrics: { ...metrics, trainingPaths: graph.paths.length, pages: graph.pages.size } };
  };
}
