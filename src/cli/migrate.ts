import type { Command } from './command.ts';
import { UsageError } from './command.ts';
import { describeDatabase, log, withDatabase } from './context.ts';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: [
    'Database migrations, without Prisma\'s native engine.',
    '  deploy        apply pending migrations to the configured database (the default; also done on start)',
    '  create NAME   write a new migration from the changes in prisma/schema.prisma',
    '  check         exit 2 when prisma/schema.prisma holds changes that no migration does (drift)',
  ].join('\n'),
  usage: 'migrate [deploy | create NAME | check]',
  options: {},
  async run({ positionals }) {
    const [action = 'deploy', name] = positionals;
    const [{ createMigration, pendingSchemaChanges }, { config }] = await Promise.all([import('../db/migrations.ts'), import('../config.ts')]);
    if (action === 'deploy') {
      log(`migrating ${describeDatabase(config())}`);
      await withDatabase(async () => {}, { migrate: true });
      log('database is up to date');
      return 0;
    }
    if (action === 'create') {
      if (!name) throw new UsageError('migrate create needs a NAME, e.g. coursegraph migrate create add_course_level');
      const created = await createMigration(name);
      log(created ? `wrote prisma/migrations/${created}/migration.sql` : 'no changes in prisma/schema.prisma: nothing to write');
      return 0;
    }
    if (action === 'check') {
      const sql = await pendingSchemaChanges();
      if (!sql) {
        log('no drift: every change in prisma/schema.prisma has a migration');
        return 0;
      }
      log('drift: prisma/schema.prisma has changes that no migration holds. Run `coursegraph migrate create NAME`. Missing SQL:');
      process.stdout.write(`${sql}\n`);
      return 2;
    }
    throw new UsageError(`unknown migrate action "${action}" (deploy, create, check)`);
  },
};
