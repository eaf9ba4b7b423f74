// The HTML of a stored page: the crawler keeps the bytes as served, gzipped, with the charset it detected.
import zlib from 'node:zlib';
import iconv from 'iconv-lite';

export function pageHtml(page: { htmlGz: Uint8Array | null; charset: string | null }): string | undefined {
  if (!page.htmlGz) return undefined;
  const raw = zlib.gunzipSync(page.htmlGz);
  const charset = page.charset && iconv.encodingExists(page.charset) ? page.charset : 'utf-8';
  return iconv.decode(raw, charset);
}
