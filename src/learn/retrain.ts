// The retrain job's decision: a new forest only when training paths were recorded, or pages labeled, after the
// newest one.
import type { Db } from '../db/client.ts';
import { minimumTrainingPaths, trainForestModel, type TrainForestOptions } from './train-forest.ts';

export async function retrainIfNewPaths(db: Db, options: TrainForestOptions & { log: (line: string) => void }): Promise<boolean> {
  const newest = await db.model.findFirst({ where: { kind: 'forest' }, orderBy: { version: 'desc' }, select: { createdAt: true, version: true } });
  const since = newest ? { createdAt: { gt: newest.createdAt } } : {};
  const fresh = await db.trainingPath.count({ where: since });
  const freshLabels = await db.label.count({ where: since });
  const total = await db.trainingPath.count();
  if ((fresh === 0 && freshLabels === 0) || total < minimumTrainingPaths) {
    options.log(`no retraining: ${fresh} new training paths, ${freshLabels} new labels (${total} paths in all, ${minimumTrainingPaths} needed)`);
    return false;
  }
  const model = await trainForestModel(db, { ...options, activate: true });
  options.log(`forest version ${model.version} trained on ${total} paths: ${JSON.stringify(model.metrics)}`);
  return true;
}
