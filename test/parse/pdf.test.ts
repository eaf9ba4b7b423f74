// A PDF course document reads as the HTML the extractor and the critic read: its form rows as table rows, its
// larger lines as headings, its link annotations as links. The documents are written by the sitefarm's PDF writer.
import { maxPdfPages, pdfToHtml } from '../../src/parse/pdf.ts';
import { isPdf } from '../../src/parse/document-kind.ts';
import { parseHtml } from '../../src/parse/html.ts';
import { extractFromHtml } from '../../src/extract/extract.ts';
import { recognise } from '../../src/extract/recognise.ts';
import { AliasIndex } from '../../src/extract/aliases.ts';
import { seedAliases } from '../../src/features/page-keywords.ts';
import { writePdf } from '../../sitefarm/pdf.ts';

const aliases = () => new AliasIndex([...seedAliases()].map(([alias, field]) => ({ alias, field })));

const syllabus = writePdf({
  title: 'CS 101 Introduction to Programming',
  pages: [[
    { cells: 'CS 101 Introduction to Programming', size: 16 },
    { cells: ['Taught by', 'Jane Smith'] },
    { cells: ['Credits', '3'] },
    { cells: ['Term', 'Fall 2026'] },
    { cells: 'Description', size: 10 },
    { cells: 'Variables, loops, functions and testing, with weekly programming exercises.' },
    { cells: 'Back to the course list', href: 'http://u.example/courses/' },
  ]],
});

describe('a PDF read as HTML', () => {
  test('form rows become table rows, the large line a heading, the link annotation a link', async () => {
    const { html, pages } = await pdfToHtml(syllabus);
    expect(pages).toBe(1);
    expect(html).toContain('<title>CS 101 Introduction to Programming</title>');
    expect(html).toContain('<h2>CS 101 Introduction to Programming</h2>');
    expect(html).toContain('<tr><td>Taught by</td><td>Jane Smith</td></tr>');
    expect(html).toContain('<p>Variables, loops, functions and testing, with weekly programming exercises.</p>');
    const page = parseHtml(html, 'http://u.example/syllabus/cs101.pdf');
    expect(page.links.map((l) => [l.url, l.anchorText])).toEqual([['http://u.example/courses/', 'Back to the course list']]);
  });

  test('the critic recognises the syllabus and the extractor reads its fields', async () => {
    const { html } = await pdfToHtml(syllabus);
    expect(recognise(html).kind).toBe('course');
    const [course, ...rest] = extractFromHtml(html, 'http://u.example/syllabus/cs101.pdf', aliases());
    expect(rest).toEqual([]);
    expect(course).toMatchObject({ code: 'CS 101', title: 'Introduction to Programming', credits: 3, instructors: ['Jane Smith'], term: 'Fall 2026' });
  });

  test('a Japanese syllabus keeps its script and its field names', async () => {
    const ja = writePdf({ pages: [[
      { cells: 'シラバス', size: 16 },
      { cells: ['授業科目名', 'データ構造とアルゴリズム'] },
      { cells: ['科目番号', 'GB20401'] },
      { cells: ['担当教員', '山田 太郎'] },
      { cells: ['単位数', '2'] },
      { cells: ['授業概要', '基本的なデータ構造と、それを用いたアルゴリズムの設計と解析を学ぶ。'] },
    ]] });
    const { html } = await pdfToHtml(ja);
    expect(html).toContain('<tr><td>担当教員</td><td>山田 太郎</td></tr>');
    const [course] = extractFromHtml(html, 'http://u.example/syllabus/GB20401.pdf', aliases());
    expect(course).toMatchObject({ code: 'GB20401', title: 'データ構造とアルゴリズム', instructors: ['山田 太郎'], credits: 2 });
  });

  test("a title a word processor filled in gives way to the document's first heading, or its first line", async () => {
    const headed = await pdfToHtml(writePdf({ title: 'Microsoft Word - syllabus_2026_v3.docx', pages: [[{ cells: 'Handbook', size: 9 }, { cells: 'HIS 310 Medieval Europe', size: 16 }, { cells: 'Text.' }]] }));
    expect(headed.html).toContain('<title>HIS 310 Medieval Europe</title>');
    const plain = await pdfToHtml(writePdf({ title: 'Untitled', pages: [[{ cells: 'HIS 311 Early Modern Europe' }, { cells: 'Text.' }]] }));
    expect(plain.html).toContain('<title>HIS 311 Early Modern Europe</title>');
    const named = await pdfToHtml(writePdf({ title: 'Microsoft Word - HIS 312 The Renaissance', pages: [[{ cells: 'Text.' }]] }));
    expect(named.html).toContain('<title>HIS 312 The Renaissance</title>');
  });

  test("an unembedded Japanese font in a predefined encoding (no ToUnicode map) reads through PDF.js's CMap files", async () => {
    const doc = { pages: [[{ cells: ['授業科目名', '日本語学概論'] }, { cells: ['担当教員', '佐藤 花子'] }]] };
    const { html } = await pdfToHtml(writePdf({ ...doc, font: 'predefined' }));
    expect(html).toContain('<tr><td>授業科目名</td><td>日本語学概論</td></tr>\n<tr><td>担当教員</td><td>佐藤 花子</td></tr>');
  });

  test('text is HTML-escaped, so a document cannot inject markup', async () => {
    const { html } = await pdfToHtml(writePdf({ pages: [[{ cells: '<script>alert(1)</script> & <b>' }]] }));
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</p>');
    expect(parseHtml(html, 'http://u.example/a.pdf').text).toBe('<script>alert(1)</script> & <b>');
  });

  test(`a long document is read to its ${maxPdfPages}th page, no further`, async () => {
    const pages = Array.from({ length: maxPdfPages + 3 }, (_, i) => [{ cells: `Page marker ${i + 1}` }]);
    const { html, pages: count } = await pdfToHtml(writePdf({ pages }));
    expect(count).toBe(maxPdfPages + 3);
    expect(html).toContain(`Page marker ${maxPdfPages}<`);
    expect(html).not.toContain(`Page marker ${maxPdfPages + 1}<`);
  });

  test('a file that is not a PDF inside is refused with an error, not read as empty', async () => {
    await expect(pdfToHtml(Buffer.from('%PDF-1.4 and then nothing a reader can use'))).rejects.toThrow(/PDF/);
  });

  test('a PDF by its declared type or by its first bytes', () => {
    expect(isPdf('application/pdf', undefined)).toBe(true);
    expect(isPdf('Application/X-PDF; name=a.pdf', Buffer.from('x'))).toBe(true);
    expect(isPdf('application/octet-stream', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPdf('text/plain', Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(undefined, undefined)).toBe(false);
  });
});

describe('lines that wrap', () => {
  const long = 'Students model physical systems with ordinary differential equations, solve them numerically and by hand, and check each model against measured data from the laboratory sessions held every second week.';

  test("a form's long value wraps in its column and reads as one cell; a wrapped paragraph as one paragraph", async () => {
    const { html } = await pdfToHtml(writePdf({ pages: [[
      { cells: ['Description', long] },
      { cells: ['Credits', '4'] },
      { cells: long },
      { cells: 'Assessment: a final examination.' },
    ]] }));
    expect(html).toContain(`<tr><td>Description</td><td>${long}</td></tr>`);
    expect(html).toContain('<tr><td>Credits</td><td>4</td></tr>');
    expect(html).toContain(`<p>${long}</p>`);
    expect(html).toContain('<p>Assessment: a final examination.</p>');
  });

  test("a form's value of several short lines (a weekly plan) stays in its cell; the next field is a row again", async () => {
    const { html } = await pdfToHtml(writePdf({ pages: [[
      { cells: ['授業計画', '第1回 ガイダンス。'] },
      { cells: ['', '第2回 配列と連結リスト。'] },
      { cells: ['', '第3回 木構造。'] },
      { cells: ['単位数', '2'] },
    ]] }));
    expect(html).toContain('<tr><td>授業計画</td><td>第1回 ガイダンス。第2回 配列と連結リスト。第3回 木構造。</td></tr>\n<tr><td>単位数</td><td>2</td></tr>');
  });

  test('short lines stay apart, and a labelled line below the longest one starts a field of its own', async () => {
    const { html } = await pdfToHtml(writePdf({ pages: [[
      { cells: 'Instructor: Jane Smith' },
      { cells: 'Course description: numerical methods for engineers' },
      { cells: 'Credits: 3' },
      { cells: 'Room 101' },
    ]] }));
    expect(html).toContain('<p>Instructor: Jane Smith</p>\n<p>Course description: numerical methods for engineers</p>\n<p>Credits: 3</p>');
  });

  test('Japanese lines that wrap join without a space', async () => {
    const text = '本講義では、データ構造の基本と、それを用いたアルゴリズムの設計と計算量の解析を学ぶ。毎回の演習で実装し、期末に総合課題を課す。さらに、探索、整列、グラフの各アルゴリズムを扱い、その正しさを証明する方法も身につける。';
    const { html } = await pdfToHtml(writePdf({ pages: [[{ cells: ['授業概要', text] }]] }));
    expect(html).toContain(`<tr><td>授業概要</td><td>${text}</td></tr>`);
    // A line that ends in the prolonged sound mark (its script is "common", not katakana) joins without a space too.
    const long = `${'データ構造の基本と計算量の解析を学ぶ。'.repeat(4).slice(0, 59)}ートを課す。`;
    const { html: joined } = await pdfToHtml(writePdf({ pages: [[{ cells: ['授業概要', long] }]] }));
    expect(joined).toContain(`<td>${long}</td>`);
  });
});
