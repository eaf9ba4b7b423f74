// Field aliases the extractor proposes from labels a site's pages share: accept (the label names that field on
// its site from the next extraction) or reject (never proposed again). Keys: a accept, x reject the first.
// Proposals come from the extract job; "Learn now" asks for a site's at once (after its pages were crawled).
import { useState } from 'preact/hooks';
import { gql } from '../api.ts';
import { ErrorLine, fmt, Kbd, useAction, useInstitutions, useKeys, useQuery } from '../ui.tsx';
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
  const [host, setHost] = useState('');
  const hosts = [...new Set(useInstitutions().flatMap((i) => i.rootUrls).map(hostOf).filter(Boolean))];
  const learn = (e: Event) => {
    e.preventDefault();
    if (host.trim() && !busy) void run(async () => {
      await gql('mutation($host: String!) { proposeFieldAliases(host: $host) { id } }', { host: host.trim() });
      await proposals.reload();
    });
  };
  return (
    <section class="aliases" aria-label="proposed field aliases">
      <h3>Proposed field aliases <small>{list.length} waiting · first: <Kbd>a</Kbd> accept, <Kbd>x</Kbd> reject</small></h3>
      <form class="learn-aliases" onSubmit={learn}>
        <label>Learn a site's labels now: <input name="host" list="alias-hosts" placeholder="host, e.g. www.example.edu" value={host}
          onInput={(e) => setHost((e.target as HTMLInputElement).value)} /></label>
        <datalist id="alias-hosts">{hosts.map((h) => <option key={h} value={h} />)}</datalist>
        <button type="submit" disabled={busy || !host.trim()} title="needs the labeler role">Learn now</button>
      </form>
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

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
