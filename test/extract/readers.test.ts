// Each structure reader with a small fixture written for it, through the page index.
import { PageIndex } from '../../src/extract/page-index.ts';
import { labeledValues } from '../../src/extract/structures.ts';
import { courseBlocks, parseHeader, splitTitleCredits } from '../../src/extract/blocks.ts';
import { extractFromHtml } from '../../src/extract/extract.ts';
import { AliasIndex } from '../../src/extract/aliases.ts';
import { seedAliases } from '../../src/features/page-keywords.ts';

const load = (html: string) => new PageIndex(html);
const pairs = (html: string) => labeledValues(load(html)).map((p) => [p.label, p.value, p.structure]);
const aliases = () => new AliasIndex([...seedAliases()].map(([alias, field]) => ({ alias, field })));
const url = 'http://127.0.0.1/c';

describe('structure readers', () => {
  test('table rows with several label cells and their values', () => {
    expect(pairs('<table><tr><th>科目名／Course title</th><td>微分方程式Ⅰ</td><th>サブタイトル</th><td>解法</td></tr></table>')).toEqual([
      ['科目名／Course title', '微分方程式Ⅰ', 'table'], ['サブタイトル', '解法', 'table'],
    ]);
  });
  test('a label row over its value row', () => {
    expect(pairs('<table><tr><th>講義概要／Course outline</th></tr><tr><td>計算機の仕組みを学ぶ。</td></tr></table>')).toEqual([['講義概要／Course outline', '計算機の仕組みを学ぶ。', 'table']]);
  });
  test('a header row over columns: each cell pairs with its column', () => {
    const got = labeledValues(load('<table><tr><th>Type</th><th>Instructors</th></tr><tr><td>Lecture</td><td>Ada Lovelace (P)</td></tr><tr><td>Lab</td><td>Alan Turing</td></tr></table>'));
    expect(got.filter((p) => p.label === 'Instructors').map((p) => p.value)).toEqual(['Ada Lovelace (P)', 'Alan Turing']);
    expect(got.every((p) => p.structure === 'column')).toBe(true);
  });
  test('definition lists', () => {
    expect(pairs('<dl><dt>Module code</dt><dd>COMP1021</dd><dt>Credits</dt><dd>15</dd><dd>(7.5 ECTS)</dd></dl>')).toEqual([
      ['Module code', 'COMP1021', 'dl'], ['Credits', '15 (7.5 ECTS)', 'dl'],
    ]);
  });
  test('"Label: value" runs split by <br>, and spans that label the rest of their line', () => {
    expect(pairs('<td><span class="fieldlabeltext">Associated Term: </span>Fall 2015 Semester<br><span>Levels: </span>Undergraduate</td>')).toEqual([
      ['Associated Term', 'Fall 2015 Semester', 'line'], ['Levels', 'Undergraduate', 'line'],
    ]);
  });
  test('a bold lead-in without a colon', () => {
    expect(pairs('<p><strong>開講学期</strong> 前期</p>')).toEqual([['開講学期', '前期', 'line']]);
    // A label its class names, in markup of no label tag.
    expect(pairs('<ul><li><span class="label">Code Apogée</span> <span class="valeur">1MINF105</span></li></ul>')).toEqual([['Code Apogée', '1MINF105', 'line']]);
    expect(pairs('<div class="field"><div class="field__label">Credits</div> 6</div>')).toEqual([['Credits', '6', 'section']]);
    // Not a class that only holds the word.
    expect(pairs('<p><span class="labelled-item">Note</span> more text here</p>')).toEqual([]);
  });
  test('headings, bold labels and sibling label elements followed by their section', () => {
    expect(pairs('<h3>授業概要</h3><p>数学の基礎を学ぶ。</p><p>演習を行う。</p><h3>授業計画</h3><p>第1回 導入</p>')).toEqual([
      ['授業概要', '数学の基礎を学ぶ。\n演習を行う。', 'section'], ['授業計画', '第1回 導入', 'section'],
    ]);
    expect(pairs('<div><div class="label"><b>Instructor</b></div><div class="value">Ada Lovelace</div></div>')).toEqual([['Instructor', 'Ada Lovelace', 'section']]);
  });
  test('a section opened inside a table cell ends with the cell', () => {
    expect(pairs('<table><tr><td><span>Prerequisites:</span><br>MATH 101 or MATH 102</td></tr></table><table><tr><td><a href="#">Return to Previous</a></td></tr></table>'))
      .toEqual([['Prerequisites', 'MATH 101 or MATH 102', 'section']]);
  });

  test('course headers: code then title, the title ending where the credits begin; dash-separated catalog and schedule titles', () => {
    expect(parseHeader('MATH 112. Nature of Modern Math. 4 units.')).toEqual({ code: 'MATH 112', title: 'Nature of Modern Math', credits: '4 units' });
    expect(parseHeader('CSE 115  Introduction to Computer Science (4 credits)')).toMatchObject({ code: 'CSE 115', title: 'Introduction to Computer Science', credits: '4 credits' });
    expect(parseHeader('ACCT 2331 - Accounting Principles 1')).toMatchObject({ code: 'ACCT 2331', title: 'Accounting Principles 1' });
    expect(parseHeader('Public Sector Economics - 10001 - ADMN 310 - A01')).toEqual({ code: 'ADMN 310', title: 'Public Sector Economics', section: true });
    expect(parseHeader('MATH 2401 Minimum Grade of C')).toBeUndefined(); // a requisite line, not a header
    expect(parseHeader('Undergraduate level MATH 1342')).toBeUndefined();
    expect(parseHeader('KG0110を履修済みであること')).toBeUndefined(); // a Japanese requisite sentence
    expect(parseHeader('KG0110、KG0115を履修済みであること')).toBeUndefined();
    expect(parseHeader('KG0115 物理化学基礎')).toEqual({ code: 'KG0115', title: '物理化学基礎' });
    expect(splitTitleCredits('Linear Algebra | 3 Credits')).toEqual({ title: 'Linear Algebra', credits: '3 Credits' });
  });

  test('CourseLeaf course blocks: one block per header, each with its lines', () => {
    const html = ['MATH 112. Nature of Modern Math. 4 units.', 'MATH 113. Geometry. 3 units.']
      .map((h) => `<div class="courseblock"><p class="courseblocktitle"><strong>${h}</strong></p><p class="courseblockdesc">What the course covers.</p></div>`).join('');
    const blocks = courseBlocks(load(html));
    expect(blocks.map((b) => [b.code, b.title, b.credits, b.lines.map((l) => l.text)])).toEqual([
      ['MATH 112', 'Nature of Modern Math', '4 units', ['What the course covers.']], ['MATH 113', 'Geometry', '3 units', ['What the course covers.']],
    ]);
  });

  test('Banner class schedule: sections of one course are one course, every section\'s instructor, no notes as description', () => {
    const section = (crn: number, who: string) => `<tr><th class="ddtitle"><a href="/d?crn=${crn}">Public Sector Economics - ${crn} - ADMN 310 - A0${crn % 10}</a></th></tr>
      <tr><td class="dddefault">Contact the school office to register in this section if you are in another programme.<br><span class="fieldlabeltext">Associated Term: </span>First Term: Sep - Dec 2020<br>1.500 Credits<br>
      <table><tr><th>Type</th><th>Instructors</th></tr><tr><td>Lecture</td><td>${who} (<abbr>P</abbr>)</td></tr></table></td></tr>`;
    const out = extractFromHtml(`<table class="datadisplaytable">${section(10001, 'Elsie Chan')}${section(10002, 'Ravi Patel')}</table>`, url, aliases());
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ code: 'ADMN 310', title: 'Public Sector Economics', credits: 1.5, term: 'First Term: Sep - Dec 2020', instructors: ['Elsie Chan', 'Ravi Patel'], description: null });
  });

  test('Banner catalog entry and Acalog course page', () => {
    const banner = extractFromHtml(`<table><tr><td class="nttitle">MATH 2331 - Linear Algebra</td></tr><tr><td class="ntdefault">Uses the Gauss-Jordan elimination algorithm to analyze and find bases for subspaces of linear transformations. <br>4.000 Credit hours<br><span class="fieldlabeltext">Levels: </span>Undergraduate</td></tr></table>`, url, aliases());
    expect(banner[0]).toMatchObject({ code: 'MATH 2331', title: 'Linear Algebra', credits: 4, creditsUnit: 'credit hours' });
    expect(banner[0]!.description).toMatch(/^Uses the Gauss-Jordan/);
    const acalog = extractFromHtml(`<td class="coursepadding"><div><h3>MANA 4354 - Equal Employment Internship</h3><strong>Credit Hours: </strong><strong>3</strong><br><strong>Prerequisite: </strong>MANA 3335 or equivalent.<br><strong>Description</strong><br>Students learn about federal law regarding equal opportunity in the workplace.<br></div></td>`, url, aliases());
    expect(acalog[0]).toMatchObject({ code: 'MANA 4354', title: 'Equal Employment Internship', credits: 3, prerequisites: 'MANA 3335 or equivalent.', description: 'Students learn about federal law regarding equal opportunity in the workplace.' });
  });

  test('an unlabelled header block: code, title, credits, term and teacher by shape and position; the overview, not the schedule', () => {
    const html = `<table><tr><td>FCB1261</td></tr><tr><td>基礎数学</td></tr><tr><td>2単位</td></tr><tr><td>前期</td></tr><tr><td>山田 太郎</td></tr></table>
      <h3>授業概要</h3><p>この授業では数学の基礎を学び、関数、微分、積分の考え方を身につける。演習を通して計算力を養う。</p><h3>授業計画</h3><p>第1回 ガイダンス、第2回 関数、第3回 微分、第4回 積分、第5回 まとめと試験の準備を行う予定である。</p>`;
    const [c] = extractFromHtml(html, url, aliases());
    expect(c).toMatchObject({ code: 'FCB1261', title: '基礎数学', credits: 2, creditsUnit: '単位', term: '前期', instructors: ['山田 太郎'] });
    expect(c!.description).toMatch(/^この授業では数学の基礎/);
    expect(c!.schedule).toMatch(/^第1回/);
    expect(c!.provenance.code!.via).toBe('shape');
  });

  test('an unlabelled header block away from the code: the title is its unshaped line, not a name reading or a button', () => {
    const html = `<div class="head"><p>2025</p><p>スズキ イチロウ</p><p>応用統計学</p><p>経済学部</p><p>後期 水３(A201)</p><p>鈴木　一郎　林　一</p></div>
      <div class="nav"><p>前へ</p><p>ECO2051</p><p>次へ</p></div>
      <h3>授業概要</h3><p>回帰分析と分散分析を学び、経済データを自分で分析できるようになることを目指す。毎回演習を行う。</p>`;
    const [c] = extractFromHtml(html, url, aliases());
    expect(c).toMatchObject({ code: 'ECO2051', title: '応用統計学', term: '後期', instructors: ['鈴木 一郎', '林 一'] });
    expect(c!.provenance.title).toMatchObject({ label: '(header block)', via: 'shape' });
  });

  test('pages nested thousands deep and thousands of blocks are read without overflow', () => {
    const deep = `${'<div>'.repeat(5000)}<p>MATH 112. Algebra. 4 units.</p><p>Instructor: Ada Lovelace</p>${'</div>'.repeat(5000)}`;
    expect(extractFromHtml(deep, url, aliases())).toMatchObject([{ code: 'MATH 112', title: 'Algebra', credits: 4 }]);
    const many = Array.from({ length: 3000 }, (_, i) => `<p class="t"><b>CS ${10000 + i}. Topic ${i}. 3 units.</b></p><p>About topic ${i}, in lectures and labs.</p>`).join('');
    expect(extractFromHtml(many, url, aliases())).toHaveLength(3000);
  });
});

describe('fields found by what labels mean and what values look like', () => {
  const syllabus = (prior: string) => `<table>
    <tr><th>科目名／Course title</th><td>有機化学Ⅲ</td></tr><tr><th>科目区分</th><td>専門教育科目</td></tr>
    <tr><th>授業コード</th><td>CHM3003</td></tr><tr><th rowspan="2">担当者</th><th>カナ氏名</th><td>ヤマダ　タロウ &nbsp; ハヤシ　ハジメ</td></tr>
    <tr><th>漢字氏名</th><td>山田　太郎 &nbsp; 林　一</td></tr>
    <tr><th>授業の概要</th><td>有機化合物の反応機構を学び、合成の考え方を身につける。毎回演習を行う。</td></tr>
    <tr><th>前提となる授業／Before this course</th><td>${prior}</td></tr></table>`;

  test('an unknown label that speaks of what comes first, over a list of course names, gives the prerequisites', () => {
    const [c] = extractFromHtml(syllabus('有機化学Ⅰ、有機化学Ⅱ'), url, aliases());
    expect(c).toMatchObject({ code: 'CHM3003', title: '有機化学Ⅲ', prerequisites: '有機化学Ⅰ、有機化学Ⅱ' });
    expect(c!.provenance.prerequisites).toMatchObject({ via: 'shape', label: '前提となる授業／Before this course' });
  });

  test('the same in other languages: a German label no alias knows over a list of codes', () => {
    const modul = `<html><body><div class="course"><p><b>Kennung</b>: IN2064</p><p><b>Modulbezeichnung</b>: Maschinelles Lernen</p>
      <p><b>Leistungspunkte</b>: 6 ECTS</p><p><b>Empfohlene Vorkenntnisse</b>: IN1203, IN1440</p>
      <p><b>Inhalte</b>: Das Modul vermittelt die Grundlagen des maschinellen Lernens und deren Anwendung in der Praxis.</p></div></body></html>`;
    const [c] = extractFromHtml(modul, url, aliases());
    expect(c).toMatchObject({ code: 'IN2064', credits: 6, prerequisites: 'IN1203, IN1440' });
    expect(c!.provenance.prerequisites).toMatchObject({ via: 'shape', label: 'Empfohlene Vorkenntnisse' });
  });

  test('"nothing in particular" is no value, and a course category is not a prerequisite', () => {
    const [c] = extractFromHtml(syllabus('特になし'), url, aliases());
    expect(c).toMatchObject({ code: 'CHM3003', prerequisites: null });
  });

  test('instructors under a group label: the kanji names, two of them, one with one-character names', () => {
    const [c] = extractFromHtml(syllabus('特になし'), url, aliases());
    expect(c!.instructors).toEqual(['山田 太郎', '林 一']);
  });

  test('a label that only resembles a title label ("Module ref" ~ "module name") does not make the code the title', () => {
    const [c] = extractFromHtml(`<html><head><title>PS 103 Cognition I</title></head><body><dl><dt>Module ref</dt><dd>PS 103</dd><dt>Called</dt><dd>Cognition I</dd>
      <dt>Credit weighting</dt><dd>3 units</dd></dl></body></html>`, url, aliases());
    expect(c).toMatchObject({ code: 'PS 103', title: 'Cognition I', credits: 3 });
  });

  test('a fee table\'s Description column is not the course description', () => {
    const [c] = extractFromHtml(`<h1>MUSC 1902 - Music Lessons</h1><p>Credit Hours: 1</p><p>Instructor: Ada Lovelace</p>
      <table><tr><th>Level</th><th>Description</th><th>Amount</th></tr><tr><td>Undergraduate</td><td>Lab Fee</td><td>651.00</td></tr></table>`, url, aliases());
    expect(c).toMatchObject({ code: 'MUSC 1902', title: 'Music Lessons', description: null });
  });
});
