// The GraphQL enums that list what the strategy registry holds: Strategy (crawl strategies) and ModelKind (model
// kinds a learner trains). They are generated from the registry whenever the schema is built (the server and
// scripts/codegen.mjs append them to schema.graphql), so a learner added to the registry is in the API at once
// and the two cannot drift.
import { strategies, modelKinds, learners } from '../strategies/registry.ts';

/** "keyword-trees" -> "KEYWORD_TREES". */
export function enumValue(name: string): string {
  return name.toUpperCase().replace(/-/g, '_');
}

const describe = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function registryEnumsSdl(): string {
  const strategyValues = strategies.map((s) => `  ${describe(s.description)}\n  ${enumValue(s.name)}`).join('\n');
  const kindValues = learners().map((l) => `  ${describe(`${l.name}: ${l.trainingData ?? l.description}`)}\n  ${enumValue(l.modelKind)}`).join('\n');
  return [
    '"Crawl strategies (generated from the strategy registry)."',
    `enum Strategy {\n${strategyValues}\n}`,
    '"Model kinds that a learner trains (generated from the strategy registry)."',
    `enum ModelKind {\n${kindValues}\n}`,
    '',
  ].join('\n');
}

/** The registry name behind a Strategy enum value. */
export function strategyFromEnum(value: string): string {
  return strategies.find((s) => enumValue(s.name) === value)?.name ?? value;
}

/** The model kind behind a ModelKind enum value. */
export function kindFromEnum(value: string): string {
  return modelKinds().find((k) => enumValue(k) === value) ?? value;
}

/** The Strategy enum value of a stored strategy name; null when no registered strategy has that name any more
 * (a run stored before its strategy was removed keeps its name, and a query of it must not fail). */
export function strategyToEnum(name: string): string | null {
  return strategies.some((s) => s.name === name) ? enumValue(name) : null;
}

/** The ModelKind enum value of a stored model kind; null when no registered learner trains it any more. */
export function kindToEnum(kind: string): string | null {
  return modelKinds().includes(kind) ? enumValue(kind) : null;
}
