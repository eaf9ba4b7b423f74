// Small shared pieces: a query hook, an error line, keyboard shortcuts that stay out of text fields.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { ApiError, gql } from './api.ts';

export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Runs a query now and whenever its variables change; reload() runs it again. */
export function useQuery<T>(query: string, variables: Record<string, unknown> = {}, skip = false): QueryState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(!skip);
  const key = JSON.stringify(variables);
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (skip) return;
    const n = ++latest.current;
    setLoading(true);
    try {
      const result = await gql<T>(query, JSON.parse(key) as Record<string, unknown>);
      if (n === latest.current) { setData(result); setError(undefined); }
    } catch (err) {
      if (n === latest.current) setError(err as ApiError);
    } finally {
      if (n === latest.current) setLoading(false);
    }
  }, [query, key, skip]);
  useEffect(() => { void reload(); }, [reload]);
  return { data, error, loading, reload };
}

/** Runs a mutation, keeping its error for display; resolves to undefined when it was refused. */
export function useAction(): [(fn: () => Promise<unknown>) => Promise<unknown>, ApiError | undefined, boolean, () => void] {
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      return await fn();
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError((err as Error).message, 'ERROR'));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return [run, error, busy, () => setError(undefined)];
}

export function ErrorLine({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return <p class="error" role="alert" data-code={error.code}><b>{error.code}</b> {error.message}</p>;
}

/** Single-key shortcuts, ignored while typing in a field or with a modifier other than shift. */
export function useKeys(map: Record<string, () => void>, active = true): void {
  const ref = useRef(map);
  ref.current = map;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || t.isContentEditable) return;
      const fn = ref.current[e.key];
      if (fn) { e.preventDefault(); fn(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}

export function Kbd({ children }: { children: ComponentChildren }) {
  return <kbd>{children}</kbd>;
}

export function fmt(n: number | null | undefined, digits = 2): string {
  return n === null || n === undefined ? '–' : Number.isInteger(n) ? String(n) : n.toFixed(digits);
}

export interface InstitutionOption { id: string; name: string; rootUrls: string[] }

export const institutionsQuery = '{ institutions(first: 100) { edges { node { id name rootUrls } } } }';

export function useInstitutions(): InstitutionOption[] {
  const q = useQuery<{ institutions: { edges: { node: InstitutionOption }[] } }>(institutionsQuery);
  return q.data?.institutions.edges.map((e) => e.node) ?? [];
}
