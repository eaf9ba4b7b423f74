import type { Command } from './command.ts';
import { UsageError } from './command.ts';
import { withDatabase, log } from './context.ts';
import { trainForestModel } from '../learn/train-forest.ts';
import { trainKeywordModel } from '../learn/train-keyword.ts';
import { databaseExamples } from '../learn/db-examples.ts';
import { storeModelVersion } from '../learn/model-store.ts';
import { learnerForKind, modelKinds, UnknownStrategy } from '../strategies/registry.ts';

export const trainCommand: Command = {
  name: 'train',
  summary: [
    'Train a crawl model and store it as a new version in the database (active unless --inactive).',
    '  --kind forest         effland\'s regressors, from the recorded training paths (the default)',
    '  --kind keyword-trees  the keyword strategy\'s page trees, from labeled pages',
    '  --kind path-crf       vydiswaran–sarawagi\'s CRF over milestone states, from the recorded training paths',
    '  --kind ordinal        babaria\'s layer regressors, from the recorded training paths and course labels',
  ].join('\n'),
  usage: 'train [--kind forest|keyword-trees|path-crf|ordinal] [--inactive] [--rounds N] [--delay MS] [--allow-private-network]',
  options: {
    kind: { type: 'string', description: 'forest (default), keyword-trees, path-crf or ordinal' },
    inactive: { type: 'boolean', description: 'store the model without making it the one crawls use' },
    rounds: { type: 'string', description: 'forest: at most this many self-training rounds after the first fit (default 4)' },
    delay: { type: 'string', description: 'milliseconds between requests to one host for pages not stored yet (default 1000)' },
    'allow-private-network': { type: 'boolean', description: 'allow fetching private, loopback and link-local addresses' },
  },
  async run({ values }) {
    const kind = (values.kind as string | undefined) ?? 'forest';
    const activate = !values.inactive;
    const delayMs = values.delay === undefined ? undefined : Number(values.delay);
    if (delayMs !== undefined && !(delayMs >= 0)) throw new UsageError('--delay must be a number of milliseconds');
    const maxRounds = values.rounds === undefined ? undefined : Number(values.rounds);
    if (maxRounds !== undefined && !(Number.isInteger(maxRounds) && maxRounds >= 0)) throw new UsageError('--rounds must be a whole number');
    const model = await withDatabase(async (db) => {
      if (kind === 'forest') return trainForestModel(db.prisma, { activate, delayMs, maxRounds, allowPrivateNetwork: !!values['allow-private-network'], log });
      if (kind === 'keyword-trees') return trainKeywordModel(db.prisma, activate);
      let learner;
      try { learner = learnerForKind(kind); } catch (err) {
        if (err instanceof UnknownStrategy) throw new UsageError(`unknown model kind "${kind}" (${modelKinds().join(', ')})`);
        throw err;
      }
      const source = databaseExamples(db.prisma, { delayMs, allowPrivateNetwork: !!values['allow-private-network'] });
      try {
        const trained = await learner.train(source.examples, { log, rounds: maxRounds });
        return await storeModelVersion(db.prisma, kind, trained.model.toJSON(), trained.metrics, activate);
      } finally {
        await source.close();
      }
    });
    log(`stored ${model.kind} version ${model.version}${model.active ? ' (active)' : ''}: ${JSON.stringify(model.metrics)}`);
    return 0;
  },
};
