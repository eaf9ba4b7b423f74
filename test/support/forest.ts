// A small forest trained on some sitefarm sites' sample traversals, over real HTTP, for tests.
import { Fetcher } from '../../src/crawl/fetcher.ts';
import { FetchingPageSource } from '../../src/crawl/fetching-page-source.ts';
import { selfTrain, type SelfTrainingOptions } from '../../src/learn/self-training.ts';
import type { Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';

export const quickTraining: SelfTrainingOptions = { maxRounds: 1, initialNeighbours: 600, neighboursPerRound: 300, forest: { trees: 15 } };

export async function trainOnSites(farm: Sitefarm, siteIds: string[], options: SelfTrainingOptions = quickTraining) {
  const fetcher = new Fetcher({ allowPrivateNetwork: true, retries: 0 });
  const source = new FetchingPageSource(fetcher, { delayMs: 0 });
  try {
    const paths = siteIds.flatMap((id) => siteTruth(farm.site(id)).traversals);
    return { ...(await selfTrain(paths, source, options)), paths };
  } finally {
    await fetcher.close();
  }
}
