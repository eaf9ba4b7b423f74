// A Word syllabus reads as the HTML the extractor and the critic read: headings by Word's heading styles, tables
// as tables. The documents are written by the sitefarm's .docx writer.
import JSZip from 'jszip';
import { docxToHtml } from '../../src/parse/docx.ts';
import { documentKind, isDocx } from '../../src/parse/document-kind.ts';
import { extractFromHtml } from '../../src/extract/extract.ts';
import { recognise } from '../../src/extract/recognise.ts';
import { AliasIndex } from '../../src/extract/aliases.ts';
import { seedAliases } from '../../src/features/page-keywords.ts';
import { writeDocx } from '../../sitefarm/docx.ts';

const aliases = () => new AliasIndex([...seedAliases()].map(([alias, field]) => ({ alias, field })));
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('a Word document read as HTML', () => {
  test('headings, a table of fields and paragraphs; the critic and the extractor read the course', async () => {
    const body = await writeDocx([
      { heading: 'GB20401 データ構造とアルゴリズム' },
      { table: [['授業科目名', 'データ構造とアルゴリズム'], ['科目番号', 'GB20401'], ['担当教員', '山田 太郎'], ['単位数', '2']] },
      { heading: '授業概要', level: 2 },
      { paragraph: '基本的なデータ構造と、それを用いたアルゴリズムの設計と解析を学ぶ。' },
    ]);
    const { html } = await docxToHtml(body);
    expect(html).toContain('<title>GB20401 データ構造とアルゴリズム</title>');
    expect(html).toContain('<h1>GB20401 データ構造とアルゴリズム</h1>');
    expect(html).toContain('<tr><td><p>担当教員</p></td><td><p>山田 太郎</p></td></tr>');
    expect(recognise(html).kind).toBe('course');
    const [course] = extractFromHtml(html, 'http://u.example/syllabus/GB20401.docx', aliases());
    expect(course).toMatchObject({ code: 'GB20401', title: 'データ構造とアルゴリズム', instructors: ['山田 太郎'], credits: 2 });
  });

  test('text is HTML-escaped, so a document cannot inject markup', async () => {
    const { html } = await docxToHtml(await writeDocx([{ paragraph: '<script>alert(1)</script> & <b>' }]));
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</p>');
  });

  test('a zip that is not a Word document inside, and bytes that are no zip, are refused with an error', async () => {
    const zip = new JSZip();
    zip.file('notes.txt', 'hello');
    await expect(docxToHtml(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(/word\/document\.xml|main document/i);
    await expect(docxToHtml(Buffer.from('not a zip at all'))).rejects.toThrow();
  });

  test('a Word document by its declared type, or by a zip at an address ending in .docx', async () => {
    const zip = await writeDocx([{ paragraph: 'x' }]);
    expect(isDocx(docxType, undefined, 'http://u.example/s')).toBe(true);
    expect(isDocx('application/octet-stream', zip, 'http://u.example/s/CS101.DOCX')).toBe(true);
    expect(isDocx('application/octet-stream', zip, 'http://u.example/s/archive.zip')).toBe(false);
    expect(isDocx('application/octet-stream', Buffer.from('text'), 'http://u.example/s/a.docx')).toBe(false);
    expect(documentKind('application/octet-stream', zip, 'http://u.example/s/a.docx')).toBe('docx');
    expect(documentKind('application/pdf', undefined, 'http://u.example/s/a.docx')).toBe('pdf');
    expect(documentKind('text/plain', Buffer.from('plain'), 'http://u.example/s/a.txt')).toBeUndefined();
  });
});
