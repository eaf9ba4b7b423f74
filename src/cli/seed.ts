import type { Command } from './command.ts';
import { log, withDatabase } from './context.ts';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Load seeds/ (starter institutions, field aliases) into the database. Safe to re-run: existing rows are kept.',
  usage: 'seed',
  options: {},
  async run() {
    const { runSeeds } = await import('../db/seed.ts');
    const result = await withDatabase((database) => runSeeds(database.prisma));
    log(`seeded ${result.institutions} new institutions, ${result.fieldAliases} new field aliases`);
    return 0;
  },
};
