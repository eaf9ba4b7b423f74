// Loads seeds/ idempotently: a re-run adds what is missing and never overwrites what people changed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

export const seedsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds');

interface InstitutionSeed {
  name: string;
  country?: string;
  rootUrls: string[];
  hosts?: string[];
}

export interface SeedResult {
  institutions: number;
  fieldAliases: number;
}

function readJson<T>(file: string): T | undefined {
  const full = path.join(seedsDir, file);
  if (!fs.existsSync(full)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  } catch (err) {
    throw new Error(`seeds/${file} is not valid JSON: ${(err as Error).message}`);
  }
}

export async function seedInstitutions(db: Db, seeds: InstitutionSeed[]): Promise<number> {
  let added = 0;
  for (const seed of seeds) {
    if (!seed.name || !Array.isArray(seed.rootUrls) || seed.rootUrls.length === 0) {
      throw new Error(`institution seed ${JSON.stringify(seed)} needs a name and rootUrls`);
    }
    const hosts = seed.hosts ?? seed.rootUrls.map((u) => new URL(u).hostname);
    const existing = await db.institution.findUnique({ where: { name: seed.name } });
    if (existing) continue;
    await db.institution.create({
      data: { name: seed.name, country: seed.country ?? null, rootUrls: seed.rootUrls, hosts },
    });
    added++;
  }
  return added;
}

export async function seedFieldAliases(db: Db, aliases: { alias: string; field: string; language: string }[]): Promise<number> {
  const result = await db.fieldAlias.createMany({
    data: aliases.map((a) => ({ alias: a.alias, field: a.field, language: a.language, source: 'seed' })),
    skipDuplicates: true,
  });
  return result.count;
}

export async function runSeeds(db: Db): Promise<SeedResult> {
  const institutions = await seedInstitutions(db, readJson<InstitutionSeed[]>('institutions.json') ?? []);
  const aliasSeed = readJson<{ alias: string; field: string; language: string }[]>('field-aliases.json');
  const fieldAliases = aliasSeed ? await seedFieldAliases(db, aliasSeed) : 0;
  return { institutions, fieldAliases };
}
