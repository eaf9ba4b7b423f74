import type { Command } from './command.ts';
import { intOption, UsageError } from './command.ts';
import { withDatabase, log } from './context.ts';
import { Role } from '../generated/prisma/enums.ts';

const roles = Object.values(Role);

export const tokenCommand: Command = {
  name: 'token',
  summary: [
    'API tokens for the GraphQL API (stored only as hashes).',
    '  create --role ROLE [--name NAME]   print a new token, alone on the last line; it is shown only once',
    '  list                               the tokens, without their secrets',
    '  revoke ID                          stop a token from working',
  ].join('\n'),
  usage: 'token create --role reader|labeler|admin [--name NAME] | token list | token revoke ID',
  options: {
    role: { type: 'string', description: `role of a new token: ${roles.map((r) => r.toLowerCase()).join(', ')}` },
    name: { type: 'string', description: 'a name to recognise the token by (shown in labels and history)' },
  },
  async run({ values, positionals }) {
    const [action, arg] = positionals;
    if (action === 'create') {
      const role = String(values.role ?? '').toUpperCase() as Role;
      if (!roles.includes(role)) throw new UsageError(`--role must be one of ${roles.map((r) => r.toLowerCase()).join(', ')}`);
      const name = values.name as string | undefined;
      const { createToken } = await import('../api/auth.ts');
      const token = await withDatabase((db) => createToken(db.prisma, role, name));
      log(`created a ${role.toLowerCase()} token${name ? ` "${name}"` : ''}; it is shown once, keep it secret:`);
      process.stdout.write(`${token}\n`);
      return 0;
    }
    if (action === 'list') {
      const rows = await withDatabase((db) => db.prisma.apiToken.findMany({ orderBy: { id: 'asc' } }));
      for (const t of rows) console.log(`${t.id}\t${t.role.toLowerCase()}\t${t.name ?? ''}\t${t.createdAt.toISOString()}\t${t.revokedAt ? `revoked ${t.revokedAt.toISOString()}` : 'active'}\t${t.lastUsedAt ? `last used ${t.lastUsedAt.toISOString()}` : 'never used'}`);
      return 0;
    }
    if (action === 'revoke') {
      if (arg === undefined) throw new UsageError('say which token to revoke: token revoke ID (see token list)');
      const id = intOption({ id: arg }, 'id', 0, 1);
      const n = await withDatabase((db) => db.prisma.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } }));
      if (n.count === 0) { log(`no active token with id ${id}`); return 1; }
      log(`token ${id} revoked`);
      return 0;
    }
    throw new UsageError(action ? `unknown token action "${action}"` : 'say create, list or revoke');
  },
};
