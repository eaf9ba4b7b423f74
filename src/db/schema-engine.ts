// Loads Prisma's schema engine compiled to WebAssembly: migrations without the native binary.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

const require = createRequire(import.meta.url);
// Node's WebAssembly global, typed just as far as we use it (the project does not load the DOM typings).
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: Record<string, unknown> } }>;
};
let instantiated: Promise<void> | undefined;

function instantiate(): Promise<void> {
  // The package's entry point imports the .wasm as an ES module, which Node cannot do: instantiate it by hand.
  instantiated ??= (async () => {
    const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      './schema_engine_bg.js': bg,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return instantiated;
}

export type SchemaEngine = bg.SchemaEngine;

export async function startSchemaEngine(
  schemaPath: string,
  factory: SqlMigrationAwareDriverAdapterFactory,
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  await instantiate();
  const datamodel = fs.readFileSync(schemaPath, 'utf8');
  return bg.SchemaEngine.new(
    { datamodels: [[schemaPath, datamodel]] },
    (message: string) => {
      try {
        const parsed = JSON.parse(message) as { level?: string; fields?: { message?: string } };
        if (parsed.level === 'ERROR' || parsed.level === 'WARN') log(parsed.fields?.message ?? message);
      } catch {
        log(message);
      }
    },
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}
