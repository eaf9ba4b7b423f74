// The strategies by name. A new learner is one file plus one line in `strategies` below: the crawler, the CLI,
// the trainModel mutation, the retrain job, the shipped models and the GraphQL enums all read this list.
import type { StrategyModule, TrainedModel } from './strategy.ts';
import { InvalidModel } from './strategy.ts';
import { bfs } from './bfs.ts';
import { random } from './random.ts';
import { keyword } from './keyword.ts';
import { forest } from './forest.ts';
import { pathCrf } from './path-crf.ts';
import { ordinal } from './ordinal.ts';
import { apprentice, online } from './apprentice.ts';

/** What crawls use unless told otherwise: the strategy that wins bench/harvest on the generated families (leave
 * one family out) and the real webkb-dev sites together. */
export const defaultStrategy = 'online';

/** What `coursegraph train` trains unless told otherwise: the default strategy's model kind, or, when it needs no
 * model (it learns each site while it crawls), the forest's, which `forest` and `apprentice` crawl with. */
export const defaultModelKind = 'forest';

export const strategies: StrategyModule[] = [bfs, random, keyword, forest, pathCrf, ordinal, apprentice, online];

/** A module that trains: it owns its model kind. */
export type Learner = StrategyModule & Required<Pick<StrategyModule, 'modelKind' | 'load' | 'train'>>;

export class UnknownStrategy extends Error {
  override readonly name = 'UnknownStrategy';
}

export function strategyByName(name: string): StrategyModule {
  const found = strategies.find((s) => s.name === name);
  if (!found) throw new UnknownStrategy(`unknown strategy "${name}"; available: ${strategies.map((s) => s.name).join(', ')}`);
  return found;
}

/** The modules that train, one per model kind (the first listed owns a kind). */
export function learners(): Learner[] {
  const byKind = new Map<string, Learner>();
  for (const s of strategies) {
    if (s.modelKind && s.load && s.train && !byKind.has(s.modelKind)) byKind.set(s.modelKind, s as Learner);
  }
  return [...byKind.values()];
}

/** Model kinds that can be trained, in registry order. */
export function modelKinds(): string[] {
  return learners().map((l) => l.modelKind);
}

export function learnerForKind(kind: string): Learner {
  const found = learners().find((l) => l.modelKind === kind);
  if (!found) throw new UnknownStrategy(`unknown model kind "${kind}"; one of: ${modelKinds().join(', ')}`);
  return found;
}

/** Validates stored parameters against their kind's learner (throws InvalidModel or UnknownStrategy). */
export function loadModel(kind: string, parameters: unknown): TrainedModel {
  const learner = learnerForKind(kind);
  try {
    return learner.load(parameters);
  } catch (err) {
    throw err instanceof InvalidModel ? err : new InvalidModel(`not a ${kind} model: ${(err as Error).message}`);
  }
}
