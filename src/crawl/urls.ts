// URL handling shared by the crawler and the API: parsing, normalisation and scope.

/** Parses an absolute http(s) URL or returns an error message that says what is wrong. */
export function parseHttpUrl(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return `"${raw}" is not an absolute URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${raw}" is not an http(s) URL`;
  if (!url.hostname) return `"${raw}" has no host`;
  if (url.username || url.password) return `"${raw}" must not carry credentials`;
  return url;
}
