// Training any registered learner: examples from the database, the learner's own trainer, a new Model version.
// The CLI, the trainModel mutation and the retrain job all come through here.
import type { Db } from '../db/client.ts';
import { learnerForKind, learners } from '../strategies/registry.ts';
import { NotEnoughExamples } from '../strategies/strategy.ts';
import { databaseExamples, type ExampleOptions } from './examples.ts';
import { storeModelVersion } from '../learn/model-store.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export interface TrainKindOptions extends ExampleOptions {
  activate?: boolean;
  rounds?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

/** Trains a new version of a model kind and stores it (active unless told otherwise). */
export async function trainKind(db: Db, kind: string, options: TrainKindOptions = {}) {
  const learner = learnerForKind(kind);
  const examples = databaseExamples(db, options);
  try {
    const { model, metrics } = await learner.train(examples, { log: options.log ?? (() => {}), signal: options.signal, rounds: options.rounds });
    return await storeModelVersion(db, kind, model.toJSON(), metrics as Prisma.InputJsonValue, options.activate ?? true);
  } finally {
    await examples.close();
  }
}

/**
 * The retrain job's work: each learner whose examples grew (training paths recorded or pages labeled after its
 * newest model) trains a new active version; one with too few examples is skipped with the reason.
 */
export async function retrainLearners(db: Db, options: Omit<TrainKindOptions, 'activate'> & { log: (line: string) => void }): Promise<string[]> {
  const trained: string[] = [];
  for (const { modelKind: kind } of learners()) {
    if (options.signal?.aborted) break;
    const newest = await db.model.findFirst({ where: { kind }, orderBy: { version: 'desc' }, select: { createdAt: true } });
    const since = newest ? { createdAt: { gt: newest.createdAt } } : {};
    const fresh = (await db.trainingPath.count({ where: since })) + (await db.label.count({ where: since }));
    if (fresh === 0) {
      options.log(`${kind}: no retraining, no training paths or labels since version ${newest ? 'the newest' : 'none'}`);
      continue;
    }
    try {
      const model = await trainKind(db, kind, { ...options, activate: true });
      options.log(`${kind} version ${model.version} trained: ${JSON.stringify(model.metrics)}`);
      trained.push(kind);
    } catch (err) {
      if (!(err instanceof NotEnoughExamples)) throw err;
      options.log(`${kind}: no retraining, ${err.message}`);
    }
  }
  return trained;
}
