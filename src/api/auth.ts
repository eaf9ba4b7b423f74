// API tokens: random secrets shown once, stored only as SHA-256 hashes; roles are ordered reader < labeler < admin.
import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Db } from '../db/client.ts';
import type { Role } from '../generated/prisma/client.ts';

const rank: Record<Role, number> = { READER: 1, LABELER: 2, ADMIN: 3 };
export const roles = Object.keys(rank) as Role[];

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createToken(db: Db, role: Role, name?: string): Promise<string> {
  const token = `cg_${crypto.randomBytes(24).toString('base64url')}`;
  await db.apiToken.create({ data: { hash: hashToken(token), role, name: name ?? null } });
  return token;
}

/** Resolves an Authorization header to a role; a bad or revoked token is an error, a missing one is anonymous. */
export async function authenticate(db: Db, header: string | undefined): Promise<{ role: Role | null; tokenId: number | null; tokenName: string | null }> {
  if (!header) return { role: null, tokenId: null, tokenName: null };
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated('the Authorization header must be "Bearer <token>"');
  const row = await db.apiToken.findUnique({ where: { hash: hashToken(match[1]!) } });
  if (!row || row.revokedAt) throw unauthenticated('the API token is unknown or revoked');
  // At most one write a minute per token: reads stay reads under load.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { role: row.role, tokenId: row.id, tokenName: row.name ?? `token ${row.id}` };
}

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/** Throws UNAUTHENTICATED without a token, FORBIDDEN when the token's role is below the one required. */
export function requireRole(current: Role | null, needed: Role): void {
  if (!current) throw unauthenticated(`this operation needs an API token with the ${needed.toLowerCase()} role`);
  if (rank[current] < rank[needed]) {
    throw new GraphQLError(`this operation needs the ${needed.toLowerCase()} role; the token has ${current.toLowerCase()}`, {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
}
