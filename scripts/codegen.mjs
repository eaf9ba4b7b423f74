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
    Course: './prisma/client.ts#Course as CourseRow',
    CrawlRun: './prisma/client.ts#CrawlRun as CrawlRunRow',
    Page: './prisma/client.ts#Page as PageRow',
    Label: './prisma/client.ts#Label as LabelRow',
    TrainingPath: './prisma/client.ts#TrainingPath as TrainingPathRow',
    FieldAlias: './prisma/client.ts#FieldAlias as FieldAliasRow',
    FieldAliasProposal: './prisma/client.ts#FieldAliasProposal as FieldAliasProposalRow',
    Model: './prisma/client.ts#Model as ModelRow',
    InstitutionConnection: '../api/connection.ts#InstitutionConnectionShape',
    CourseConnection: '../api/connection.ts#CourseConnectionShape',
    CrawlRunConnection: '../api/connection.ts#CrawlRunConnectionShape',
    PageConnection: '../api/connection.ts#PageConnectionShape',
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
