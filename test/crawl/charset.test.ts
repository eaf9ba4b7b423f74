import iconv from 'iconv-lite';
import { decodeBody, sniffCharset } from '../../src/crawl/charset.ts';

const ja = '<p>担当教員：山田 太郎</p>';

describe('charset detection and decoding', () => {
  test('the Content-Type header decides (Shift_JIS)', () => {
    const body = iconv.encode(`<html><body>${ja}</body></html>`, 'shift_jis');
    expect(decodeBody(body, 'text/html; charset=Shift_JIS')).toEqual({ text: expect.stringContaining('担当教員') as unknown as string, charset: 'shift_jis' });
  });

  test('a meta tag decides when the header says nothing (EUC-JP, both meta forms)', () => {
    for (const meta of ['<meta charset="euc-jp">', '<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">']) {
      const body = iconv.encode(`<html><head>${meta}</head><body>${ja}</body></html>`, 'euc-jp');
      const out = decodeBody(body, 'text/html');
      expect(out.charset).toBe('euc-jp');
      expect(out.text).toContain('山田 太郎');
    }
  });

  test('a BOM wins over a wrong header; unknown charsets fall back to UTF-8', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ja)]);
    expect(decodeBody(body, 'text/html; charset=iso-8859-1').text).toBe(ja);
    expect(sniffCharset(Buffer.from('<meta charset="x-klingon">')).charset).toBe('utf-8');
    expect(decodeBody(Buffer.from(ja), 'text/html; charset=x-klingon').text).toBe(ja);
  });

  test('charset aliases: x-sjis, windows-31j', () => {
    const body = iconv.encode(ja, 'shift_jis');
    expect(decodeBody(body, 'text/html; charset=x-sjis').text).toBe(ja);
    expect(decodeBody(body, 'text/html; charset=Windows-31J').text).toBe(ja);
  });
});
