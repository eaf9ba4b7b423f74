// Field aliases: the variants of field names the extractor maps onto the unified schema.
import { ErrorLine, useQuery } from '../ui.tsx';
import type { FieldAlias } from '../generated/schema.ts';

export function AliasProposals() {
  const aliases = useQuery<{ fieldAliases: Pick<FieldAlias, 'id' | 'alias' | 'field' | 'source'>[] }>('{ fieldAliases { id alias field source } }');
  const people = aliases.data?.fieldAliases.filter((a) => a.source === 'person') ?? [];
  return (
    <details class="aliases">
      <summary>Field aliases ({aliases.data?.fieldAliases.length ?? '…'}, {people.length} added by people)</summary>
      <ErrorLine error={aliases.error} />
      <ul>{people.map((a) => <li key={a.id}>“{a.alias}” → {a.field}</li>)}</ul>
    </details>
  );
}
