// Models shipped in seeds/models/, so a fresh clone can crawl before anyone trains one: read once, on first use.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modelsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/models');

export function shippedModel<T>(file: string, load: (json: never) => T, rebuild: string): () => T {
  let model: T | undefined;
  return () => {
    if (!model) {
      const full = path.join(modelsDir, file);
      if (!fs.existsSync(full)) throw new Error(`missing ${full}: run ${rebuild}`);
      model = load(JSON.parse(fs.readFileSync(full, 'utf8')) as never);
    }
    return model;
  };
}
