// Field aliases the extractor proposes from labels a site's pages share: accept (the label names that field on
// its site from the next extraction) or reject (never proposed again). Keys: a accept, x reject the first.
import { gql } from '../api.ts';
import { ErrorLine, fmt, Kbd, useAction, useKeys, useQuery } from '../ui.tsx';
import type { FieldAliasProposal } from '../generated/schema.ts';

type Proposal = Pick<FieldAliasProposal, 'id' | 'host' | 'alias' | 'field' | 'evidence' | 'score' | 'examples'>;
const query = '{ fieldAliasProposals(first: 50) { id host alias field evidence score examples } }';

export function AliasProposals() {
  const proposals = useQuery<{ fieldAliasProposals: Proposal[] }>(query);
  const [run, error, busy] = useAction();
  const list = proposals.data?.fieldAliasProposals ?? [];
  const decide = (p: Proposal | undefined, accept: boolean) => p && !busy && run(async () => {
    await gql(`mutation($id: ID!) { ${accept ? 'acceptFieldAlias' : 'rejectFieldAlias'}(id: $id) { id status } }`, { id: p.id });
    await proposals.reload();
  });
  useKeys({ a: () => void decide(list[0], true), x: () => void decide(list[0], false) });
  return (
    <section class="aliases" aria-label="proposed field aliases">
      <h3>Proposed field aliases <small>{list.length} waiting · first: <Kbd>a</Kbd> accept, <Kbd>x</Kbd> reject</small></h3>
      <ErrorLine error={proposals.error ?? error} />
      {list.length > 0 && <table>
        <thead><tr><th>label</th><th>field</th><th>site</th><th>pages</th><th>fit</th><th>examples</th><th></th></tr></thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.id} data-proposal-id={p.id} data-alias={p.alias}>
              <td>“{p.alias}”</td><td>{p.field}</td><td class="url">{p.host}</td><td class="num">{p.evidence}</td><td class="num">{fmt(p.score)}</td>
              <td><small>{p.examples.slice(0, 3).join(' · ')}</small></td>
              <td class="decide">
                <button type="button" onClick={() => void decide(p, true)} disabled={busy} title="needs the labeler role">Accept</button>
                <button type="button" onClick={() => void decide(p, false)} disabled={busy} title="needs the labeler role">Reject</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>}
    </section>
  );
}
