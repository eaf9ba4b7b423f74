// The label queue: pages the learners disagree on most, one at a time, with a safe preview and the page's
// outlinks as the crawler scored them. Keys: c course, l listing, o other, u undo, j/k next/previous.
import { useMemo, useState } from 'preact/hooks';
import { gql } from '../api.ts';
import { ErrorLine, fmt, Kbd, useAction, useKeys, useQuery } from '../ui.tsx';
import type { Label, Outlink, Page, PageKind } from '../generated/schema.ts';

type QueuePage = Pick<Page, 'id' | 'url' | 'title' | 'relevance' | 'disagreement' | 'kind'>;
type PageDetail = Pick<Page, 'id' | 'url' | 'finalUrl' | 'title' | 'kind' | 'relevance' | 'disagreement' | 'preview'> & {
  outlinks: (Pick<Outlink, 'url' | 'anchorText' | 'score' | 'state' | 'why'> & { targetPage: Pick<Page, 'id'> | null })[];
};

const queueQuery = '{ labelingQueue(first: 30) { id url title relevance disagreement kind } }';
const pageQuery = `query($id: ID!) { page(id: $id) { id url finalUrl title kind relevance disagreement preview
  outlinks(first: 400) { url anchorText score state why targetPage { id } } } }`;

// Nothing in the frame may run or load: the frame is sandboxed, and its own policy forbids every fetch.
const frameHead = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>body{font:14px/1.45 system-ui,sans-serif;margin:12px;color:#1f2328}a{color:#0550ae;text-decoration:underline}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:2px 6px}</style>`;

const kinds: { kind: PageKind; key: string; name: string }[] = [
  { kind: 'COURSE', key: 'c', name: 'Course' },
  { kind: 'LISTING', key: 'l', name: 'Listing' },
  { kind: 'OTHER', key: 'o', name: 'Other' },
];

export function LabelView() {
  const queue = useQuery<{ labelingQueue: QueuePage[] }>(queueQuery);
  const [index, setIndex] = useState(0);
  const [undo, setUndo] = useState<{ labelId: string; pageId: string; url: string; kind: PageKind }[]>([]);
  const [run, actionError, busy] = useAction();
  const pages = queue.data?.labelingQueue ?? [];
  const current = pages[Math.min(index, pages.length - 1)];
  const detail = useQuery<{ page: PageDetail | null }>(pageQuery, { id: current?.id ?? '' }, !current);
  const [sortByScore, setSortByScore] = useState(true);

  const label = (kind: PageKind) => current && !busy && run(async () => {
    const res = await gql<{ labelPage: Pick<Label, 'id'> }>('mutation($i: LabelPageInput!) { labelPage(input: $i) { id } }', { i: { pageId: current.id, kind } });
    setUndo((u) => [...u, { labelId: String(res.labelPage.id), pageId: current.id, url: current.url, kind }]);
    await queue.reload();
  });
  const takeBack = () => undo.length && !busy && run(async () => {
    const last = undo[undo.length - 1]!;
    await gql('mutation($id: ID!) { deleteLabel(id: $id) { id } }', { id: last.labelId });
    setUndo((u) => u.slice(0, -1));
    await queue.reload();
    setIndex(0);
  });
  useKeys({
    c: () => void label('COURSE'), l: () => void label('LISTING'), o: () => void label('OTHER'),
    u: () => void takeBack(), j: () => setIndex((i) => Math.min(i + 1, pages.length - 1)), k: () => setIndex((i) => Math.max(0, i - 1)),
  });

  const outlinks = useMemo(() => {
    const list = [...(detail.data?.page?.outlinks ?? [])];
    return sortByScore ? list.sort((a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity)) : list;
  }, [detail.data, sortByScore]);

  return (
    <div class="label-screen">
      <section class="queue" aria-label="queue">
        <h2>Queue <small>{pages.length} shown</small></h2>
        <ErrorLine error={queue.error} />
        {!queue.loading && !pages.length && !queue.error && <p>Nothing to label: every page with a learner's judgement has a label.</p>}
        <ol>
          {pages.map((p, i) => (
            <li key={p.id} data-page-id={p.id} data-url={p.url} aria-current={p === current ? 'true' : undefined}>
              <button type="button" class="link" onClick={() => setIndex(i)}>{p.title || p.url}</button>
              <small>disagreement {fmt(p.disagreement)} · relevance {fmt(p.relevance)} · {p.kind?.toLowerCase() ?? '?'}</small>
            </li>
          ))}
        </ol>
        {undo.length > 0 && <p class="muted">Last: {undo[undo.length - 1]!.kind.toLowerCase()} for {undo[undo.length - 1]!.url}</p>}
      </section>
      <section class="current" aria-label="page to label">
        {current ? <>
          <h2 class="page-title">{current.title || '(no title)'}</h2>
          <p class="url"><a href={current.url} rel="noreferrer noopener" target="_blank">{current.url}</a></p>
          <div class="actions">
            {kinds.map((k) => <button key={k.kind} type="button" onClick={() => void label(k.kind)} disabled={busy}
              data-kind={k.kind} title="needs the labeler role">{k.name} <Kbd>{k.key}</Kbd></button>)}
            <button type="button" onClick={() => void takeBack()} disabled={!undo.length || busy}>Undo <Kbd>u</Kbd></button>
            <span class="muted">next/previous <Kbd>j</Kbd>/<Kbd>k</Kbd></span>
          </div>
          <ErrorLine error={actionError} />
          <ErrorLine error={detail.error} />
          <div class="split">
            <iframe class="preview" title="sanitised preview" sandbox="" srcdoc={detail.data?.page?.preview ? frameHead + detail.data.page.preview : '<p>No HTML preview.</p>'} />
            <div class="outlinks">
              <h3>Outlinks <small>{outlinks.length}</small> <button type="button" class="link" onClick={() => setSortByScore((s) => !s)}>{sortByScore ? 'page order' : 'by score'}</button></h3>
              <table>
                <thead><tr><th>score</th><th>link and why</th></tr></thead>
                <tbody>
                  {outlinks.map((o, i) => (
                    <tr key={`${o.url}-${i}`}>
                      <td class="num">{fmt(o.score, 3)}</td>
                      <td><b>{o.anchorText || '(no text)'}</b> <span class="url">{o.url}</span><br /><small class="why">{o.why.join(' · ')}</small></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </> : <p>Select a page.</p>}
      </section>
    </div>
  );
}
