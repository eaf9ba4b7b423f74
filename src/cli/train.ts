import type { Command } from './command.ts';
import { UsageError } from './command.ts';
import { withDatabase, log } from './context.ts';

export const trainCommand: Command = {
  name: 'train',
  summary: [
    'Train a crawl model and store it as a new version in the database (active unless --inactive).',
    '  --kind forest         effland\'s regressors, from the recorded training paths (the default)',
    '  --kind keyword-trees  the keyword strategy\'s page trees, from labeled pages',
  ].join('\n'),
  usage: 'train [--kind forest|keyword-trees] [--inactive] [--rounds N] [--delay MS] [--allow-private-network]',
  options: {
    kind: { type: 'string', description: 'forest (default) or keyword-trees' },
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
    const [{ trainForestModel }, { trainKeywordModel }] = await Promise.all([import('../learn/train-forest.ts'), import('../learn/train-keyword.ts')]);
    const model = await withDatabase(async (db) => {
      if (kind === 'forest') return trainForestModel(db.prisma, { activate, delayMs, maxRounds, allowPrivateNetwork: !!values['allow-private-network'], log });
      if (kind === 'keyword-trees') return trainKeywordModel(db.prisma, activate);
      throw new UsageError(`unknown model kind "${kind}" (forest, keyword-trees)`);
    });
    log(`stored ${model.kind} version ${model.version}${model.active ? ' (active)' : ''}: ${JSON.stringify(model.metrics)}`);
    return 0;
  },
};
