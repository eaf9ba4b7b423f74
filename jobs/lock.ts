// Cross-process job exclusion: a leased row per job name. A crashed holder's lease simply expires.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../src/db/client.ts';

const holderId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/** Locks this process holds: a job is not re-entered by its own holder (a second runNow waits its turn elsewhere). */
const held = new Set<string>();

export async function tryAcquire(db: Db, name: string, leaseMs: number): Promise<boolean> {
  const expires = new Date(Date.now() + leaseMs);
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO "JobLock" ("name", "holder", "expiresAt") VALUES (${name}, ${holderId}, ${expires})
    ON CONFLICT ("name") DO UPDATE SET "holder" = EXCLUDED."holder", "expiresAt" = EXCLUDED."expiresAt"
    WHERE "JobLock"."expiresAt" < now()
    RETURNING "holder"`;
  return rows.length === 1;
}

export async function renew(db: Db, name: string, leaseMs: number): Promise<void> {
  await db.jobLock.updateMany({ where: { name, holder: holderId }, data: { expiresAt: new Date(Date.now() + leaseMs) } });
}

export async function release(db: Db, name: string): Promise<void> {
  await db.jobLock.deleteMany({ where: { name, holder: holderId } });
}

/** Runs fn while holding the named lock; returns false without running when this or another process holds it. */
export async function withJobLock(db: Db, name: string, fn: () => Promise<void>, leaseMs = 60_000): Promise<boolean> {
  if (held.has(name)) return false;
  held.add(name);
  let acquired = false;
  try {
    acquired = await tryAcquire(db, name, leaseMs);
  } finally {
    if (!acquired) held.delete(name);
  }
  if (!acquired) return false;
  const heartbeat = setInterval(() => { renew(db, name, leaseMs).catch(() => {}); }, leaseMs / 3);
  try {
    await fn();
    return true;
  } finally {
    clearInterval(heartbeat);
    try {
      await release(db, name);
    } finally {
      held.delete(name);
    }
  }
}
