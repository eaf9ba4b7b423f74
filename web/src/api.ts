// The page talks only to the public GraphQL API (and the export URLs), with the token the user pasted.
const tokenKey = 'coursegraph.token';

export function getToken(): string {
  return localStorage.getItem(tokenKey) ?? '';
}

export function setToken(value: string): void {
  const t = value.trim();
  if (t) localStorage.setItem(tokenKey, t);
  else localStorage.removeItem(tokenKey);
}

export class ApiError extends Error {
  constructor(message: string, readonly code: string) { super(message); }
}

function authHeaders(): Record<string, string> {
  const t = getToken();
  return t ? { authorization: `Bearer ${t}` } : {};
}

export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders() },
      body: JSON.stringify({ query, variables }),
    });
  } catch (err) {
    throw new ApiError(`the server cannot be reached (${(err as Error).message})`, 'NETWORK');
  }
  const body = await res.json().catch(() => null) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  const error = body?.errors?.[0];
  if (error) throw new ApiError(error.message, error.extensions?.code ?? 'ERROR');
  if (!body?.data) throw new ApiError(`the server answered ${res.status} without data`, 'ERROR');
  return body.data;
}

/** Downloads an export with the token (a plain link could not send it) and saves it under its own name. */
export async function download(path: string): Promise<void> {
  const res = await fetch(path, { headers: authHeaders() });
  if (!res.ok) {
    const body = await res.json().catch(() => null) as { error?: { code: string; message: string } } | null;
    throw new ApiError(body?.error?.message ?? `download failed (${res.status})`, body?.error?.code ?? 'ERROR');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
