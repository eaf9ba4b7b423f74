// The shell: the token, who it belongs to, and one screen per task, chosen by the address's #fragment or keys 1-5.
import { useEffect, useState } from 'preact/hooks';
import { getToken, setToken } from './api.ts';
import { useKeys, useQuery } from './ui.tsx';
import { LabelView } from './views/label.tsx';
import { PathView } from './views/path.tsx';
import { CoursesView } from './views/courses.tsx';
import { CrawlsView } from './views/crawls.tsx';
import { AnalystsView } from './views/analysts.tsx';
import type { Viewer } from './generated/schema.ts';

const screens = [
  { id: 'label', name: 'Label queue', view: LabelView },
  { id: 'path', name: 'Record a path', view: PathView },
  { id: 'courses', name: 'Review courses', view: CoursesView },
  { id: 'crawls', name: 'Crawl runs', view: CrawlsView },
  { id: 'analysts', name: 'Analysts', view: AnalystsView },
] as const;

function currentScreen(): string {
  const id = location.hash.replace(/^#\/?/, '').split('?')[0];
  return screens.some((s) => s.id === id) ? id! : 'label';
}

function TokenBox({ onChange }: { onChange: () => void }) {
  const [value, setValue] = useState(getToken());
  const save = (e: Event) => { e.preventDefault(); setToken(value); onChange(); };
  return (
    <form class="token" onSubmit={save}>
      <label>API token <input type="password" value={value} placeholder="cg_…" autocomplete="off"
        onInput={(e) => setValue((e.target as HTMLInputElement).value)} name="token" /></label>
      <button type="submit">Use</button>
    </form>
  );
}

export function App() {
  const [screen, setScreen] = useState(currentScreen());
  const [tokenVersion, setTokenVersion] = useState(0);
  const viewer = useQuery<{ viewer: Viewer }>('{ viewer { role name } }', { tokenVersion });
  useEffect(() => {
    const onHash = () => setScreen(currentScreen());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useKeys(Object.fromEntries(screens.map((s, i) => [String(i + 1), () => { location.hash = `#/${s.id}`; }])));
  const View = screens.find((s) => s.id === screen)!.view;
  return (
    <>
      <header>
        <h1>coursegraph</h1>
        <nav>
          {screens.map((s, i) => (
            <a key={s.id} href={`#/${s.id}`} aria-current={s.id === screen ? 'page' : undefined} title={`key ${i + 1}`}>{s.name}</a>
          ))}
        </nav>
        <TokenBox onChange={() => setTokenVersion((v) => v + 1)} />
        <span class="who" data-role={viewer.data?.viewer.role ?? 'ANONYMOUS'}>
          {viewer.error ? viewer.error.message : viewer.data?.viewer.role ? `${viewer.data.viewer.name} · ${viewer.data.viewer.role.toLowerCase()}` : 'anonymous: read only'}
        </span>
      </header>
      <main key={`${screen}-${tokenVersion}`}><View /></main>
    </>
  );
}
