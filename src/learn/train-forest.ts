// Trains effland's forest from the recorded training paths (people's, via recordTrainingPath) and the pages
// people labeled (labelPage, fed by the labeling queue), and stores it as a new version of the "forest" Model
// with its metrics. Path pages come from what crawls stored, or a polite fetch; their neighbours likewise.
import type { Db } from '../db/client.ts';
import { storeModelVersion } from './model-store.ts';
import { Fetcher } from '../crawl/fetcher.ts';
import { FetchingPageSource, storedPages } from './page-source.ts';
import { selfTrain, type SelfTrainingOptions } from './self-training.ts';
import { NotEnoughLabels } from './train-keyword.ts';

export interface TrainForestOptions extends Omit<SelfTrainingOptions, 'onRound'> {
  activate?: boolean;
  /** Delay between requests to one host when a page must be fetched. */
  delayMs?: number;
  allowPrivateNetwork?: boolean;
}

export const minimumTrainingPaths = 5;

export async function trainForestModel(db: Db, options: TrainForestOptions = {}) {
  const paths = await db.trainingPath.findMany({ orderBy: { id: 'asc' } });
  if (paths.length < minimumTrainingPaths) {
    throw new NotEnoughLabels(`training the forest needs at least ${minimumTrainingPaths} training paths (recordTrainingPath); have ${paths.length}`);
  }
  const fetcher = new Fetcher({ allowPrivateNetwork: options.allowPrivateNetwork });
  try {
    const source = new FetchingPageSource(fetcher, { delayMs: options.delayMs ?? 1000, stored: storedPages(db) });
    const { activate: _a, delayMs: _d, allowPrivateNetwork: _p, ...training } = options;
    // The latest label of each page counts.
    const labels = await db.label.findMany({ orderBy: { id: 'desc' }, select: { url: true, relevance: true } });
    const latest = new Map<string, number>();
    for (const l of labels) if (!latest.has(l.url)) latest.set(l.url, l.relevance);
    const labeledPages = [...latest].map(([url, relevance]) => ({ url, relevance }));
    const result = await selfTrain(paths.map((p) => p.urls), source, { ...training, labeledPages });
    const last = result.rounds[result.bestRound]!;
    const metrics = {
      trainingPaths: paths.length, labeledPages: labeledPages.length, rounds: result.rounds.length, keptRound: result.bestRound,
      trainingPages: last.labeledPages, linkExamples: last.linkExamples,
      validationPageMae: last.validationPageMae, validationUrlMae: last.validationUrlMae,
      pagesFetched: result.fetched, trainingMs: result.ms,
    };
    return await storeModelVersion(db, 'forest', result.model.toJSON(), metrics, options.activate ?? true);
  } finally {
    await fetcher.close();
  }
}
