// Crawl runs: start one, cancel it, watch its counters, and compare harvest curves of several runs on one chart.
import { useEffect, useState } from 'preact/hooks';
import { gql } from '../api.ts';
import { LineChart } from '../charts.tsx';
import { ErrorLine, useAction, useInstitutions, useQuery } from '../ui.tsx';
import type { CrawlRun, CrawlStrategyInfo, HarvestPoint } from '../generated/schema.ts';

type Run = Pick<CrawlRun, 'id' | 'status' | 'strategyName' | 'maxPages' | 'pagesFetched' | 'coursePages' | 'progress' | 'error' | 'createdAt'> & {
  institution: { name: string } | null;
  harvestSeries: HarvestPoint[];
};
const runsQuery = `{ crawlRuns(first: 20) { edges { node { id status strategyName maxPages pagesFetched coursePages progress error createdAt
  institution { name } harvestSeries { fetches coursePages } } } } }`;
const active = (r: Run) => r.status === 'RUNNING' || r.status === 'QUEUED';

export function CrawlsView() {
  const institutions = useInstitutions();
  const strategies = useQuery<{ strategies: CrawlStrategyInfo[] }>('{ strategies { strategy name isDefault } }');
  const runs = useQuery<{ crawlRuns: { edges: { node: Run }[] } }>(runsQuery);
  const list = runs.data?.crawlRuns.edges.map((e) => e.node) ?? [];
  const [institutionId, setInstitutionId] = useState('');
  const [strategy, setStrategy] = useState('');
  const [maxPages, setMaxPages] = useState(200);
  const [scope, setScope] = useState<'HOSTS' | 'DOMAIN'>('HOSTS');
  const [charted, setCharted] = useState<Set<string>>();
  const [run, error, busy] = useAction();
  const anyActive = list.some(active);

  // Live progress: poll while a run is going.
  useEffect(() => {
    if (!anyActive) return;
    const timer = setInterval(() => void runs.reload(), 1000);
    return () => clearInterval(timer);
  }, [anyActive, runs.reload]);

  const shown = charted ?? new Set(list.slice(0, 4).map((r) => String(r.id)));
  const toggle = (id: string) => setCharted(() => { const s = new Set(shown); if (s.has(id)) s.delete(id); else s.add(id); return s; });
  const start = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const res = await gql<{ startCrawl: Pick<CrawlRun, 'id'> }>('mutation($i: StartCrawlInput!) { startCrawl(input: $i) { id } }',
        { i: { institutionId, maxPages, scope, ...(strategy ? { strategy } : {}) } });
      setCharted(new Set([String(res.startCrawl.id), ...shown]));
      await runs.reload();
    });
  };
  const cancel = (id: string) => void run(async () => {
    await gql('mutation($id: ID!) { cancelCrawl(runId: $id) { id } }', { id });
    await runs.reload();
  });

  const series = list.filter((r) => shown.has(String(r.id))).map((r) => ({
    name: `#${r.id} ${r.strategyName} · ${r.institution?.name ?? ''}`,
    points: r.harvestSeries.map((p) => [p.fetches, p.coursePages] as [number, number]),
  }));

  return (
    <div class="crawls-screen">
      <form class="toolbar" onSubmit={start}>
        <select value={institutionId} name="institution" required onChange={(e) => setInstitutionId((e.target as HTMLSelectElement).value)}>
          <option value="">institution…</option>
          {institutions.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
        </select>
        <select value={strategy} name="strategy" onChange={(e) => setStrategy((e.target as HTMLSelectElement).value)}>
          <option value="">default strategy</option>
          {strategies.data?.strategies.map((s) => <option key={s.name} value={s.strategy}>{s.name}{s.isDefault ? ' (default)' : ''}</option>)}
        </select>
        <select value={scope} name="scope" title="which hosts the crawl's links may lead to" onChange={(e) => setScope((e.target as HTMLSelectElement).value as 'HOSTS' | 'DOMAIN')}>
          <option value="HOSTS">its hosts</option>
          <option value="DOMAIN">its whole domain</option>
        </select>
        <label>pages <input type="number" name="maxPages" min={1} max={100000} value={maxPages} onInput={(e) => setMaxPages(Number((e.target as HTMLInputElement).value))} /></label>
        <button type="submit" class="primary" disabled={busy || !institutionId} title="needs the admin role">Start crawl</button>
      </form>
      <ErrorLine error={error ?? runs.error} />
      <LineChart series={series} xLabel="pages fetched" yLabel="course pages found" />
      <div class="scroll"><table class="runs">
        <thead><tr><th>chart</th><th>run</th><th>institution</th><th>strategy</th><th>status</th><th>progress</th><th>course pages</th><th></th></tr></thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id} data-run-id={r.id} data-status={r.status}>
              <td><input type="checkbox" checked={shown.has(String(r.id))} onChange={() => toggle(String(r.id))} aria-label={`chart run ${r.id}`} /></td>
              <td>#{r.id}</td>
              <td>{r.institution?.name}</td>
              <td>{r.strategyName}</td>
              <td title={r.error ?? ''}>{r.status.toLowerCase()}</td>
              <td><progress max={1} value={r.progress} /> <span class="fetched">{r.pagesFetched}</span>/{r.maxPages}</td>
              <td class="num">{r.coursePages}</td>
              <td>{active(r) && <button type="button" onClick={() => cancel(String(r.id))} disabled={busy} title="needs the admin role">Cancel</button>}</td>
            </tr>
          ))}
        </tbody>
      </table></div>
    </div>
  );
}
