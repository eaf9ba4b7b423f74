// Record a training path: start at an institution's root page and click through stored pages to a course page.
// Keys: / filter the links, j/k choose, Enter follow, Backspace step back, s save.
import { useMemo, useRef, useState } from 'preact/hooks';
import { gql } from '../api.ts';
import { ErrorLine, fmt, Kbd, useAction, useInstitutions, useKeys, useQuery } from '../ui.tsx';
import type { Outlink, Page, TrainingPath } from '../generated/schema.ts';

type Step = { url: string; pageId: string };
type StepPage = Pick<Page, 'id' | 'url' | 'title' | 'kind'> & {
  outlinks: (Pick<Outlink, 'url' | 'anchorText' | 'score'> & { targetPage: Pick<Page, 'id' | 'title' | 'kind'> | null })[];
};
const fields = 'id url title kind outlinks(first: 500) { url anchorText score targetPage { id title kind } }';

export function PathView() {
  const institutions = useInstitutions();
  const [institutionId, setInstitutionId] = useState('');
  const institution = institutions.find((i) => i.id === institutionId);
  const root = useQuery<{ pageByUrl: StepPage | null }>(`query($url: String!) { pageByUrl(url: $url) { ${fields} } }`, { url: institution?.rootUrls[0] ?? '' }, !institution);
  const [steps, setSteps] = useState<Step[]>([]);
  const last = steps[steps.length - 1];
  const current = useQuery<{ page: StepPage | null }>(`query($id: ID!) { page(id: $id) { ${fields} } }`, { id: last?.pageId ?? '' }, !last);
  const page = last ? current.data?.page : root.data?.pageByUrl;
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState(0);
  const [run, error, busy] = useAction();
  const [saved, setSaved] = useState<string>();
  const filterRef = useRef<HTMLInputElement>(null);

  const links = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const seen = new Set<string>();
    return (page?.outlinks ?? []).filter((o) => {
      if (seen.has(o.url)) return false;
      seen.add(o.url);
      const hay = `${o.anchorText} ${o.url}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    }).sort((a, b) => Number(!!b.targetPage) - Number(!!a.targetPage));
  }, [page, filter]);

  const pathUrls = root.data?.pageByUrl ? [root.data.pageByUrl.url, ...steps.map((s) => s.url)] : [];
  const follow = (o: (typeof links)[number] | undefined) => {
    if (!o?.targetPage) return;
    setSteps((s) => [...s, { url: o.url, pageId: String(o.targetPage!.id) }]);
    setFilter('');
    setChosen(0);
    setSaved(undefined);
  };
  const back = () => { setSteps((s) => s.slice(0, -1)); setChosen(0); };
  const save = () => pathUrls.length >= 2 && run(async () => {
    const res = await gql<{ recordTrainingPath: Pick<TrainingPath, 'id'> }>('mutation($i: TrainingPathInput!) { recordTrainingPath(input: $i) { id } }',
      { i: { urls: pathUrls, institutionId } });
    setSaved(String(res.recordTrainingPath.id));
  });
  useKeys({
    '/': () => filterRef.current?.focus(), j: () => setChosen((c) => Math.min(c + 1, links.length - 1)), k: () => setChosen((c) => Math.max(0, c - 1)),
    Enter: () => follow(links[chosen]), Backspace: back, s: () => void save(),
  });

  return (
    <div class="path-screen">
      <div class="toolbar">
        <label>Institution <select value={institutionId} name="institution" onChange={(e) => { setInstitutionId((e.target as HTMLSelectElement).value); setSteps([]); setSaved(undefined); }}>
          <option value="">choose…</option>
          {institutions.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
        </select></label>
        <button type="button" onClick={back} disabled={!steps.length}>Back <Kbd>⌫</Kbd></button>
        <button type="button" onClick={() => void save()} disabled={pathUrls.length < 2 || busy} title="needs the labeler role" class="primary">Save path <Kbd>s</Kbd></button>
      </div>
      <ErrorLine error={root.error ?? current.error} />
      <ErrorLine error={error} />
      {saved && <p class="ok" role="status">Saved training path {saved} ({pathUrls.length} pages).</p>}
      {institution && root.data && !root.data.pageByUrl && <p>No stored page for {institution.rootUrls[0]} yet: crawl the institution first.</p>}
      <ol class="breadcrumbs" aria-label="path so far">
        {pathUrls.map((u, i) => <li key={`${i}-${u}`}>{u}</li>)}
      </ol>
      {page && <>
        <h2 class="page-title">{page.title || page.url} <small>{page.kind?.toLowerCase() ?? ''}</small></h2>
        <input ref={filterRef} type="search" placeholder="filter links ( / )" value={filter} name="filter"
          onInput={(e) => { setFilter((e.target as HTMLInputElement).value); setChosen(0); }}
          onKeyDown={(e) => { if (e.key === 'Enter') follow(links[chosen]); }} />
        <table class="links">
          <thead><tr><th>link</th><th>score</th><th>stored page</th></tr></thead>
          <tbody>
            {links.map((o, i) => (
              <tr key={o.url} aria-selected={i === chosen ? 'true' : undefined} data-url={o.url}>
                <td>{o.targetPage
                  ? <button type="button" class="link" onClick={() => follow(o)}>{o.anchorText || o.url}</button>
                  : <span class="muted">{o.anchorText || o.url}</span>}<br /><small class="url">{o.url}</small></td>
                <td class="num">{fmt(o.score, 3)}</td>
                <td>{o.targetPage ? (o.targetPage.kind?.toLowerCase() ?? 'stored') : <span class="muted">not stored</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>}
    </div>
  );
}
