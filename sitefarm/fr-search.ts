// A catalogue's faceted search ("Trouver une formation", "Rechercher un enseignement"): one list filtered by facets
// (niveau, domaine, lieu, modalité; semestre for courses) and put in order by a sort, paginated. Every filter and
// sort the page links is a page of its own: the same items under many addresses. One filter at a time, or two of a
// pair of facets on some sites; a facet value no item has is not offered.
import { esc } from './render.ts';
import type { FrSite, PutOptions } from './fr-theme.ts';

export interface Facet { key: string; label: string; param: string; values: [value: string, label: string][] }
export interface Sort<T> { value?: string; label: string; compare?: (a: T, b: T) => number }

export interface SearchSpec<T> {
  items: T[];
  facets: Facet[];
  valuesOf: (item: T, facet: string) => string[];
  sorts: Sort<T>[];
  sortParam: string;
  pageParam: string;
  /** The second page is page=1 (counted from 0) or page=2. */
  zeroBased: boolean;
  pageSize: number;
  /** Two facets that combine (both filters at once), on some sites. */
  pair?: [string, string];
  address: (query: string) => string;
  /** How a page links an address of the search (written whole when it is on another host). */
  href: (path: string) => string;
  title: string;
  render: (items: T[]) => string;
  put: (path: string, title: string, main: string, o: PutOptions) => void;
  options: PutOptions;
}

type State = Record<string, string>;

/** Puts every page of the search; returns how many. */
export function putSearch<T>(site: FrSite, s: SearchSpec<T>): number {
  const matches = (item: T, state: State) => Object.entries(state).every(([f, val]) => s.valuesOf(item, f).includes(val));
  const query = (state: State, sort?: string, page?: number) => [
    ...s.facets.filter((f) => state[f.key]).map((f) => `${f.param}=${encodeURIComponent(state[f.key]!)}`),
    ...(sort ? [`${s.sortParam}=${sort}`] : []),
    ...(page !== undefined ? [`${s.pageParam}=${page}`] : []),
  ].join('&');
  const states: State[] = [{}];
  for (const f of s.facets) for (const [val] of f.values) states.push({ [f.key]: val });
  if (s.pair) {
    const [a, b] = s.pair;
    for (const [va] of s.facets.find((f) => f.key === a)!.values) for (const [vb] of s.facets.find((f) => f.key === b)!.values) states.push({ [a]: va, [b]: vb });
  }
  const live = states.filter((st) => s.items.some((i) => matches(i, st)));
  const key = (st: State) => s.facets.map((f) => st[f.key] ?? '').join('|');
  const exists = new Set(live.map(key));
  /** Where a facet link leads from a state: the pair grows, any other choice replaces the filter. */
  const next = (st: State, f: string, val: string): State => {
    const keys = Object.keys(st);
    if (s.pair && s.pair.includes(f) && keys.length === 1 && s.pair.includes(keys[0]!) && keys[0] !== f) return { ...st, [f]: val };
    return { [f]: val };
  };
  let count = 0;
  for (const st of live) {
    const found = s.items.filter((i) => matches(i, st));
    for (const sort of s.sorts) {
      const rows = sort.compare ? [...found].sort(sort.compare) : found;
      const pages = Math.max(1, Math.ceil(rows.length / s.pageSize));
      const pageAt = (n: number) => s.address(query(st, sort.value, n === 0 ? undefined : n + (s.zeroBased ? 0 : 1)));
      const facetHtml = s.facets.map((f) => {
        const items: string[] = [];
        for (const [val, label] of f.values) {
          const to = next(st, f.key, val);
          if (!exists.has(key(to))) continue;
          const n = s.items.filter((i) => matches(i, to)).length;
          items.push(st[f.key] === val ? `<li class="actif">${esc(label)} (${n}) ${site.link(s.href(s.address(query(Object.fromEntries(Object.entries(st).filter(([k]) => k !== f.key)), sort.value))), '×', ' title="Retirer ce filtre"')}</li>` : `<li>${site.link(s.href(s.address(query(to, sort.value))), `${label} (${n})`, ' rel="nofollow"')}</li>`);
        }
        return `<fieldset class="facette"><legend>${esc(f.label)}</legend><ul>${items.join('')}</ul></fieldset>`;
      }).join('\n');
      const sortHtml = s.sorts.length > 1 ? `<p class="tri">Trier par : ${s.sorts.map((x) => (x === sort ? `<strong>${esc(x.label)}</strong>` : site.link(s.href(s.address(query(st, x.value))), x.label, ' rel="nofollow"'))).join(' | ')}</p>` : '';
      for (let n = 0; n < pages; n++) {
        const pager = pages > 1 ? `<nav class="pagination">${Array.from({ length: pages }, (_, k) => (k === n ? `<span class="courante">${k + 1}</span>` : site.link(s.href(pageAt(k)), String(k + 1)))).join(' ')}${n < pages - 1 ? ` ${site.link(s.href(pageAt(n + 1)), 'Suivant ›')}` : ''}</nav>` : '';
        const main = `<h1>${esc(s.title)}</h1>\n<div class="recherche-facettes"><aside class="filtres">${facetHtml}</aside>\n<div class="resultats"><p class="nb-resultats">${found.length} résultat${found.length > 1 ? 's' : ''}</p>\n${sortHtml}\n${s.render(rows.slice(n * s.pageSize, (n + 1) * s.pageSize))}\n${pager}</div></div>`;
        s.put(pageAt(n), `${s.title}${n ? ` - page ${n + 1}` : ''}`, main, s.options);
        count++;
      }
    }
  }
  return count;
}
