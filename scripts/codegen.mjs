// Generates resolver types from schema.graphql (GraphQL codegen), so resolvers are never hand-typed.
import fs from 'node:fs';
import { parse } from 'graphql';

// The generated file holds types only; an install without devDependencies has no use for it.
let codegen, typescript, typescriptResolvers;
try {
  ({ codegen } = await import('@graphql-codegen/core'));
  typescript = await import('@graphql-codegen/typescript');
  typescriptResolvers = await import('@graphql-codegen/typescript-resolvers');
} catch {
  console.log('GraphQL codegen is not installed (production install): resolver types not generated');
  process.exit(0);
}

const out = 'src/generated/graphql.ts';
const schema = parse(fs.readFileSync('schema.graphql', 'utf8'));
const config = {
  useIndexSignature: true,
  contextType: '../api/context.ts#ApiContext',
  scalars: { DateTime: 'Date | string', JSON: 'unknown', ID: { input: 'string', output: 'string | number' } },
  mappers: {
    Institution: './prisma/client.ts#Institution as InstitutionRow',
  },
  enumsAsTypes: true,
  useTypeImports: true,
};
const code = await codegen({
  schema,
  documents: [],
  filename: out,
  config,
  plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
  pluginMap: { typescript, typescriptResolvers },
});
fs.mkdirSync('src/generated', { recursive: true });
fs.writeFileSync(out, `/* Generated from schema.graphql by scripts/codegen.mjs; do not edit. */\n${code}`);
console.log(`wrote ${out}`);
