// Leave-one-family-out models for bench/harvest: for a held-out family, every learner the chosen strategies crawl
// with is trained on the generated sites of the other families only (keyword trees on their labeled pages,
// effland's forest by self-training over their sample traversals, path-crf and ordinal on the graphs around
// those traversals). No figure is ever measured on a family its model saw.
import { KeywordModel } from '../src/strategies/keyword.ts';
import { labeledPages } from '../sitefarm/labeled.ts';
import type { SiteTruth } from '../sitefarm/truth.ts';
import type { PageSource } from '../src/learn/page-source.ts';
import { trainHoldout } from './forest-holdout.ts';
import { mergeGraphs, sequentialKinds, trainSequential, type SitefarmGraphs } from './sequential-holdout.ts';

export interface FamilyFold {
  /** The held-out family's sites (the first one's error is what the forest reports per round). */
  heldOut: SiteTruth[];
  /** Every other family's sites: the training data. */
  others: SiteTruth[];
}

export interface FoldModels {
  models: Record<string, unknown>;
  /** What was trained, how long it took, per model kind. */
  notes: string[];
}

/** Models of the given kinds for one fold. */
export async function foldModels(kinds: Set<string>, fold: FamilyFold, source: PageSource, graphs: SitefarmGraphs): Promise<FoldModels> {
  const models: Record<string, unknown> = {};
  const notes: string[] = [];
  if (kinds.has('keyword-trees')) {
    const started = Date.now();
    const examples = await labeledPages(fold.others.map((t) => t.site));
    models['keyword-trees'] = KeywordModel.train(examples).toJSON();
    notes.push(`keyword trees on ${examples.length} labeled pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (kinds.has('forest')) {
    const trained = await trainHoldout(fold.heldOut[0]!, fold.others, source, () => {});
    models.forest = trained.model.toJSON();
    const kept = trained.holdoutRounds[trained.bestRound];
    notes.push(`forest on ${fold.others.length} sites in ${(trained.ms / 1000).toFixed(1)} s, round ${trained.bestRound} kept` +
      (kept ? ` (held-out page MAE ${kept.heldOutAllPagesMae.toFixed(3)})` : ''));
  }
  const sequential = sequentialKinds.filter((k) => kinds.has(k));
  if (sequential.length) {
    const graph = mergeGraphs(await Promise.all(fold.others.map((t) => graphs.graph(t))));
    for (const kind of sequential) {
      const trained = trainSequential(kind, graph);
      models[kind] = trained.model;
      notes.push(`${kind} in ${(trained.ms / 1000).toFixed(1)} s`);
    }
  }
  return { models, notes };
}
