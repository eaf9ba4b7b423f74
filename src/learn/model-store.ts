// Stores a trained model as the next version of its kind, making it the active one when asked.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export function storeModelVersion(db: Db, kind: string, parameters: unknown, metrics: Prisma.InputJsonValue, activate: boolean) {
  return db.$transaction(async (tx) => {
    const last = await tx.model.findFirst({ where: { kind }, orderBy: { version: 'desc' } });
    if (activate) await tx.model.updateMany({ where: { kind }, data: { active: false } });
    return tx.model.create({ data: { kind, version: (last?.version ?? 0) + 1, parameters: parameters as Prisma.InputJsonValue, metrics, active: activate } });
  });
}
