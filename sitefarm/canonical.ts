// How the simulated sites identify a page: session ids and tracking parameters do not make a new page.
const trackingKey = /^(utm_[a-z]+|sid|fbclid|gclid)$/i;

/** "/a/b;jsessionid=X?utm_source=y&id=3" -> "/a/b?id=3" (order of the other parameters kept). */
export function canonicalPath(pathAndQuery: string): string {
  const [rawPath = '/', ...rest] = pathAndQuery.split('?');
  const path = rawPath.replace(/;jsessionid=[^/?#]*/i, '');
  const query = rest.join('?').split('&').filter((kv) => kv && !trackingKey.test(kv.split('=')[0]!)).join('&');
  return query ? `${path}?${query}` : path;
}
