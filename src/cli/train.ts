import type { Command } from './command.ts';
import { UsageError } from './command.ts';
import { withDatabase, log } from './context.ts';

// The learners (and so the kinds) come from the registry, loaded only for this command's help and run.
async function registry() {
  const r = await import('../strategies/registry.ts');
  return { ...r, defaultKind: r.strategyByName(r.defaultStrategy).modelKind ?? r.defaultModelKind };
}

export const trainCommand: Command = {
  name: 'train',
  summary: 'Train a crawl model and store it as a new version in the database (active unless --inactive).',
  async details() {
    const { learners, defaultKind } = await registry();
    return [`Model kinds (default ${defaultKind}):`, ...learners().map((l) => `  --kind ${l.modelKind.padEnd(14)} ${l.name}: ${l.trainingData ?? l.description}`)].join('\n');
  },
  usage: 'train [--kind KIND] [--inactive] [--rounds N] [--delay MS] [--allow-private-network]',
  options: {
    kind: { type: 'string', description: 'the kind of model to train (listed below)' },
    inactive: { type: 'boolean', description: 'store the model without making it the one crawls use' },
    rounds: { type: 'string', description: 'iterative learners: at most this many rounds after the first fit (forest: self-training, default 4)' },
    delay: { type: 'string', description: 'milliseconds between requests to one host for pages not stored yet (default 1000)' },
    'allow-private-network': { type: 'boolean', description: 'allow fetching private, loopback and link-local addresses' },
  },
  async run({ values }) {
    const [{ modelKinds, defaultKind }, { trainKind }] = await Promise.all([registry(), import('../training/train.ts')]);
    const kind = (values.kind as string | undefined) ?? defaultKind;
    if (!modelKinds().includes(kind)) throw new UsageError(`unknown model kind "${kind}" (${modelKinds().join(', ')})`);
    const delayMs = values.delay === undefined ? undefined : Number(values.delay);
    if (delayMs !== undefined && !(delayMs >= 0)) throw new UsageError('--delay must be a number of milliseconds');
    const rounds = values.rounds === undefined ? undefined : Number(values.rounds);
    if (rounds !== undefined && !(Number.isInteger(rounds) && rounds >= 0)) throw new UsageError('--rounds must be a whole number');
    const model = await withDatabase((db) => trainKind(db.prisma, kind, {
      activate: !values.inactive, delayMs, rounds, allowPrivateNetwork: !!values['allow-private-network'], log,
    }));
    log(`stored ${model.kind} version ${model.version}${model.active ? ' (active)' : ''}: ${JSON.stringify(model.metrics)}`);
    return 0;
  },
};
