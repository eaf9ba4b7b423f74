// Decides a page's character set from the header, a byte-order mark or a meta tag, then decodes it.
import iconv from 'iconv-lite';

const aliases: Record<string, string> = {
  'x-sjis': 'shift_jis', sjis: 'shift_jis', 'shift-jis': 'shift_jis', 'ms_kanji': 'shift_jis', 'windows-31j': 'shift_jis', cp932: 'shift_jis',
  'x-euc-jp': 'euc-jp', eucjp: 'euc-jp', 'utf8': 'utf-8', 'iso-8859-1': 'windows-1252', 'latin1': 'windows-1252', 'us-ascii': 'windows-1252',
};

export function canonicalCharset(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const lower = name.trim().toLowerCase().replace(/^["']|["']$/g, '');
  const resolved = aliases[lower] ?? lower;
  return iconv.encodingExists(resolved) ? resolved : undefined;
}

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return canonicalCharset(match?.[1]);
}

export function sniffCharset(body: Buffer): { charset: string; source: 'bom' | 'meta' | 'default' } {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { charset: 'utf-8', source: 'bom' };
  if (body[0] === 0xff && body[1] === 0xfe) return { charset: 'utf-16le', source: 'bom' };
  if (body[0] === 0xfe && body[1] === 0xff) return { charset: 'utf-16be', source: 'bom' };
  const head = body.subarray(0, 4096).toString('latin1');
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  const fromMeta = canonicalCharset(meta?.[1]);
  if (fromMeta) return { charset: fromMeta, source: 'meta' };
  return { charset: 'utf-8', source: 'default' };
}

/** Header first (HTTP wins over meta), then BOM or meta, then UTF-8. */
export function decodeBody(body: Buffer, contentType: string | undefined): { text: string; charset: string } {
  const sniffed = sniffCharset(body);
  const charset = sniffed.source === 'bom' ? sniffed.charset : charsetFromContentType(contentType) ?? sniffed.charset;
  return { text: iconv.decode(body, charset, { stripBOM: true }), charset };
}
