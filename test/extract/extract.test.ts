import fs from 'node:fs';
import iconv from 'iconv-lite';
import { AliasIndex } from '../../src/extract/aliases.ts';
import { extractFromHtml } from '../../src/extract/extract.ts';
import { decodeBody } from '../../src/crawl/charset.ts';
import { startSitefarm, type Sitefarm } from '../../sitefarm/server.ts';
import { siteTruth } from '../../sitefarm/truth.ts';
import { scoreExtraction } from '../../sitefarm/score.ts';

const aliases = () => new AliasIndex(JSON.parse(fs.readFileSync('seeds/field-aliases.json', 'utf8')));
const url = 'https://catalog.u.edu/courses/x';

describe('structures', () => {
  test('a label/value table', () => {
    const [c] = extractFromHtml(`<h1>Course</h1><table><tr><th>Course Code</th><td>CSE 115</td></tr><tr><th>Title</th><td>Intro to CS</td></tr>
      <tr><th>Credit Hours</th><td>4 credit hours</td></tr><tr><th>Instructor(s)</th><td>Ada Lovelace and Alan Turing</td></tr>
      <tr><th>Offered</th><td>Fall 2026</td></tr><tr><th>Pre-requisites</th><td>MATH 141 or permission</td></tr><tr><th>Description</th><td>Programs &amp; proofs.</td></tr></table>`, url, aliases());
    expect(c).toMatchObject({ code: 'CSE 115', title: 'Intro to CS', credits: 4, creditsUnit: 'credit hours', instructors: ['Ada Lovelace', 'Alan Turing'],
      term: 'Fall 2026', prerequisites: 'MATH 141 or permission', prerequisiteCodes: ['MATH 141'], description: 'Programs & proofs.' });
    expect(c!.provenance.instructors).toMatchObject({ label: 'Instructor(s)', via: 'approximate', structure: 'table' });
    expect(c!.provenance.code).toMatchObject({ label: 'Course Code', via: 'alias', confidence: 1 });
  });

  test('a code of digits counts where its label says it is the code, and nowhere else', () => {
    const page = (code: string) => `<h1>Álgebra Lineal</h1><table><tr><th>${code}</th><td>800831</td></tr><tr><th>Course title</th><td>Álgebra Lineal</td></tr>
      <tr><th>Room</th><td>1204</td></tr><tr><th>Instructor</th><td>María García López</td></tr>
      <tr><th>Description</th><td>Espacios vectoriales, aplicaciones lineales, matrices y determinantes.</td></tr></table>`;
    const [labelled] = extractFromHtml(page('Course code'), url, aliases());
    expect(labelled).toMatchObject({ code: '800831', title: 'Álgebra Lineal', instructors: ['María García López'] });
    expect(labelled!.provenance.code).toMatchObject({ label: 'Course code', via: 'alias' });
    // Under a label that names no field, the number is no code (nor is the room's).
    const [unlabelled] = extractFromHtml(page('Kennziffer'), url, aliases());
    expect(unlabelled?.code ?? null).toBeNull();
  });

  test("a code's label named for its system gives a code of letters and digits, not a registry's number", () => {
    const page = (label: string, value: string) => `<h1>Méthodes en théorie des graphes</h1><ul><li><span class="label">${label}</span> <span class="valeur">${value}</span></li>
      <li><span class="label">Nombre de crédits</span> <span class="valeur">6 ECTS</span></li></ul><h3>Description</h3><p>Cet enseignement présente les notions fondamentales de théorie des graphes.</p>`;
    const [fiche] = extractFromHtml(page('Code Apogée', '1MINF105'), url, aliases());
    expect(fiche).toMatchObject({ code: '1MINF105', credits: 6 });
    expect(fiche!.provenance.code).toMatchObject({ label: 'Code Apogée' });
    const [degree] = extractFromHtml(page('Código RUCT', '2506825'), url, aliases());
    expect(degree?.code ?? null).toBeNull();
  });

  test('a label gives its code whole, however the code is spelled: not the part of it that looks like a code', () => {
    const page = (code: string) => `<h1>Bases de Dados</h1><table><tr><th>Código</th><td>${code}</td></tr><tr><th>Docente</th><td>Rui Teixeira</td></tr><tr><th>ECTS</th><td>6</td></tr></table>`;
    expect(extractFromHtml(page('L.EIC008'), url, aliases())[0]).toMatchObject({ code: 'L.EIC008', title: 'Bases de Dados' });
    expect(extractFromHtml(page('01QWERT'), url, aliases())[0]).toMatchObject({ code: '01QWERT' });
    // Words are no code, labelled or not.
    expect(extractFromHtml(page('Voir ci-dessous'), url, aliases())[0]?.code ?? null).toBeNull();
  });

  test("a 1996 course page: a banner comment closed with '--!>', a label/value table and a timetable of sections", () => {
    const html = `<title>CS310 Fall 1996</title><h1>Computer Organization and Programming<br>CS310 (Fall 1996)</h1>
      <!-- ---------------------------------------------
        -- 	Title : CS310
        -- --------------------------------------------- --!>
      <table><tr><td><b>Course</b></td><td>CS310</td></tr><tr><td><b>Title</b></td><td>Computer Organization and Programming</td></tr>
      <tr><td><b>Prerequisite</b></td><td>CS315 with a grade of at least C</td></tr>
      <tr><td><b>Professor</b></td><td>Chris Edmondson-Yurkanan (<a href="mailto:dragon@cs.utexas.edu">dragon@cs.utexas.edu</a>)</td></tr></table>
      <h3>Discussion sessions</h3><table><tr><td><a href="#ta">TH 930-1030 ECJ 1.214</a></td><td>Yoonsuck Choe</td></tr>
      <tr><td><a href="#ta">TH 500-600p PAI 3.14</a></td><td>Cynthia He</td></tr><tr><td><a href="#ta">TU 1030-1200p, TH 1030-1130p</a></td><td>See Handouts</td></tr></table>`;
    const courses = extractFromHtml(html, url, aliases());
    expect(courses).toHaveLength(1);
    expect(courses[0]).toMatchObject({ code: 'CS310', title: 'Computer Organization and Programming', instructors: ['Chris Edmondson-Yurkanan'], prerequisites: 'CS315 with a grade of at least C' });
  });

  test("a section's page names the course under its heading; a title that names only the page is none", () => {
    const section = `<title>CS 302 Fall 1996 - Sections 6 and 9</title><h1>CS 302 Fall 1996 - Sections 6 and 9</h1><h2>Algebraic Language Programming in C++</h2>
      <p><b>Instructor: </b><a href="/~greg/greg.html">Greg Sharp</a><br><b>Office Hours: </b>6:00pm-8:00pm Mon</p>
      <dl><dt>General Course Information<dd><ul><li><a href="/~cs302/cs302.html">CS 302 Home Page</a><li><a href="faq.html">CS 302 Frequently Asked Questions</a></ul></dl>`;
    expect(extractFromHtml(section, url, aliases())).toMatchObject([{ code: 'CS 302', title: 'Algebraic Language Programming in C++', instructors: ['Greg Sharp'], term: 'Fall 1996' }]);
    // No name anywhere: the course is its code, its term and what else the page says, without a title.
    const home = `<html><head><title> CS 354 - Home Page - Fall 1996 </title></head><body><h1> CS 354 - Fall 1996 </h1><h2>Course Information</h2>
      <ul><li><a href="#instructors">Instructors and Office Hours</a><li><a href="#exams">Exams</a></ul>
      <h2><a name="instructors">Instructors:</a></h2><p>Sections 1 and 3: Jerry Tutsch</p><ul><li>Office: 1309 CS&amp;S Phone: 262-6603</ul></body></html>`;
    expect(extractFromHtml(home, url, aliases())).toMatchObject([{ code: 'CS 354', title: null, term: 'Fall 1996' }]);
    // The term and sections a heading adds to the course's name are not the name.
    for (const [heading, name] of [['CS 354: Computer Graphics - Spring 1996', 'Computer Graphics'], ['CS 760: Machine Learning (Spring 1996)', 'Machine Learning'],
      ['CS 537: Introduction to Operating Systems Section 1, Fall 1996', 'Introduction to Operating Systems'], ['CS 231: Spring Boot in Practice', 'Spring Boot in Practice']]) {
      expect(extractFromHtml(`<h1>${heading}</h1><p>Instructor: Jude Shavlik</p>`, url, aliases())[0]).toMatchObject({ title: name });
    }
    // A name of a letter and its signs is a name.
    expect(extractFromHtml('<title>CS 105</title><h1>CS 105: C++ Fall 1995</h1><p>Instructor: Jacob Kornerup</p>', url, aliases())[0]).toMatchObject({ code: 'CS 105', title: 'C++' });
  });

  test('a definition list', () => {
    const [c] = extractFromHtml('<dl><dt>Module code</dt><dd>COMP1021</dd><dt>Module title</dt><dd>Databases</dd><dt>Credits</dt><dd>15 credits (7.5 ECTS)</dd><dt>Module leader</dt><dd>Grace Hopper</dd></dl>', url, aliases());
    expect(c).toMatchObject({ code: 'COMP1021', title: 'Databases', credits: 15, creditsRaw: '15 credits (7.5 ECTS)', instructors: ['Grace Hopper'] });
    expect(c!.provenance.title!.structure).toBe('dl');
  });

  test('"Label: value" lines, with a bold lead-in or <br> separated, Japanese full-width colons', () => {
    const [c] = extractFromHtml('<p><b>授業科目名</b>：情報科学概論</p><p>授業コード：INF0101<br>単位数：2単位<br>担当教員：山田 太郎、佐藤 花子</p><p><strong>開講学期</strong> 前期</p>', url, aliases());
    expect(c).toMatchObject({ code: 'INF0101', title: '情報科学概論', credits: 2, creditsUnit: '単位', instructors: ['山田 太郎', '佐藤 花子'], term: '前期', language: 'ja' });
  });

  test('headings followed by sections, code and title from the main heading', () => {
    const index = aliases();
    const [c] = extractFromHtml('<h1>PHYS 201: Electromagnetism</h1><h2>Units</h2><p>4 units</p><h2>Taught by</h2><p>Marie Curie</p><h2>Synopsis</h2><p>Fields and waves.</p><p>Maxwell.</p><h2>Weather</h2><p>Mostly sunny.</p>', url, index);
    expect(c).toMatchObject({ code: 'PHYS 201', title: 'Electromagnetism', credits: 4, instructors: ['Marie Curie'], description: 'Fields and waves. Maxwell.' });
    // The course's own heading is no label to teach; a heading no alias names is.
    expect([...index.unmatched.keys()]).toEqual(['weather']);
  });

  test('schema.org Course JSON-LD wins over the page text', () => {
    const ld = { '@context': 'https://schema.org', '@type': 'Course', courseCode: 'HIST 210', name: 'Modern Japan', description: 'From Meiji to now.',
      numberOfCredits: 3, hasCourseInstance: { '@type': 'CourseInstance', name: 'Spring 2027', instructor: [{ '@type': 'Person', name: 'Kenji Ito' }] } };
    const [c] = extractFromHtml(`<script type="application/ld+json">${JSON.stringify(ld)}</script><h1>HIST 999 Wrong</h1>`, url, aliases());
    expect(c).toMatchObject({ code: 'HIST 210', title: 'Modern Japan', credits: 3, instructors: ['Kenji Ito'], term: 'Spring 2027' });
    expect(c!.provenance.code!.via).toBe('json-ld');
  });

  test('a listing that prints courses inline gives every course', () => {
    const block = (code: string, title: string) => `<div class="courseblock"><p class="courseblocktitle"><strong>${code}&nbsp;&nbsp;${title}</strong> (3 credits)</p>
      <p class="courseblockdesc">A long description of ${title} that runs past thirty characters.</p><p><em>Prerequisites:</em> CSE 115</p><p><em>Instructor:</em> Ada Lovelace</p></div>`;
    const out = extractFromHtml(`<h1>Computer Science</h1>${block('CSE 116', 'Data Structures')}${block('CSE 220', 'Systems')}${block('CSE 250', 'Algorithms')}`, url, aliases());
    expect(out.map((c) => [c.code, c.title, c.credits, c.prerequisites, c.instructors[0]])).toEqual([
      ['CSE 116', 'Data Structures', 3, 'CSE 115', 'Ada Lovelace'], ['CSE 220', 'Systems', 3, 'CSE 115', 'Ada Lovelace'], ['CSE 250', 'Algorithms', 3, 'CSE 115', 'Ada Lovelace'],
    ]);
    expect(out[1]!.description).toBe('A long description of Systems that runs past thirty characters.');
  });

  test("a prerequisite's line that heads another course gives none of the page's fields", () => {
    const page = `<h1>Sistemas Operativos</h1><h3>Sigla</h3><p>IIC2333</p><h3>Profesor</h3><p>Marta Rojas Vega</p><h3>Créditos</h3><p>10</p>
      <h3>Requisitos</h3><p>IIC2133 Estructuras de Datos y Algoritmos</p><h3>Descripción</h3><p>Procesos, hebras, planificación, memoria virtual y sistemas de archivos, con proyectos en C.</p>`;
    const out = extractFromHtml(page, url, aliases());
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ code: 'IIC2333', title: 'Sistemas Operativos', credits: 10, instructors: ['Marta Rojas Vega'] });
    // The header of the page's own course still names it, and the prerequisite is no second course.
    const headed = extractFromHtml(page.replace('<h1>Sistemas Operativos</h1>', '<p>IIC2333 Sistemas Operativos</p>'), url, aliases());
    expect(headed.map((c) => [c.code, c.title, c.prerequisites])).toEqual([['IIC2333', 'Sistemas Operativos', 'IIC2133 Estructuras de Datos y Algoritmos']]);
  });

  test('a catalog that numbers its courses with tokens of no known code shape, its fields on one line set apart by dots or bars', () => {
    const entry = (code: string, sep: string, title: string, line: string) => `<section><h3>${code} ${sep} ${title}</h3><p>${line}</p>
      <p>Un corso che tratta ${title.toLowerCase()} con esercitazioni settimanali e una prova finale scritta e orale.</p></section>`;
    const page = `<h1>Insegnamenti opzionali</h1>${entry('40112', '–', 'Geometria computazionale', '9 CFU · MAT/03 · Docente: prof. Sara Neri · I semestre')}
      ${entry('40127', '–', 'Teoria dei giochi', '6 CFU · SECS-S/06 · Docente: dott.ssa Elena Costa, ricercatrice · II semestre')}
      ${entry('40131', '–', 'Crittografia', '6 CFU · INF/01 · Docente: prof. Marco Villa · II semestre')}`;
    const out = extractFromHtml(page, url, aliases());
    expect(out.map((c) => [c.code, c.title, c.credits, c.instructors, c.term])).toEqual([
      ['40112', 'Geometria computazionale', 9, ['Sara Neri'], 'I semestre'],
      ['40127', 'Teoria dei giochi', 6, ['Elena Costa'], 'II semestre'],
      ['40131', 'Crittografia', 6, ['Marco Villa'], 'II semestre'],
    ]);
    // A code of a known shape set off by a bar heads its entry as a dash does.
    const barred = extractFromHtml(`<h1>Optativas</h1>${['ECO4410 | Economia Regional', 'ECO4420 | Economia do Trabalho', 'ECO4433 | Economia da Saúde'].map((h) => `<section><h3>${h}</h3><p>Uma unidade curricular de economia aplicada com estudos de caso e trabalho de grupo.</p></section>`).join('')}`, url, aliases());
    expect(barred.map((c) => [c.code, c.title])).toEqual([['ECO4410', 'Economia Regional'], ['ECO4420', 'Economia do Trabalho'], ['ECO4433', 'Economia da Saúde']]);
    // Two such headers are not a catalog, nor are numbered news items set off by a space only (a postcode and its town).
    expect(extractFromHtml(`<h1>Avvisi</h1>${entry('40112', '–', 'Geometria computazionale', 'Lezioni sospese')}${entry('40127', '–', 'Teoria dei giochi', 'Aula cambiata')}`, url, aliases())).toEqual([]);
    expect(extractFromHtml(`<h1>Sedi</h1>${['87011 Cassano allo Ionio', '87036 Rende centro', '88100 Catanzaro Lido'].map((h) => `<section><h3>${h}</h3><p>Una sede distaccata con aule, laboratori e una biblioteca aperta agli studenti.</p></section>`).join('')}`, url, aliases())).toEqual([]);
  });

  test.each([
    ['fr', '<h1>INF1120 - Programmation I</h1><table><tr><th>Sigle</th><td>INF1120</td></tr><tr><th>Enseignant</th><td>Marie Dubois</td></tr><tr><th>Crédits</th><td>3</td></tr><tr><th>Trimestre</th><td>Automne 2026</td></tr><tr><th>Préalables</th><td>INF1070</td></tr><tr><th>Description</th><td>Introduction à la programmation orientée objet en Java : classes, objets, héritage.</td></tr></table>',
      { code: 'INF1120', title: 'Programmation I', instructors: ['Marie Dubois'], credits: 3, term: 'Automne 2026', prerequisites: 'INF1070' }],
    ['es', '<h1>Álgebra Lineal</h1><dl><dt>Código</dt><dd>MAT-205</dd><dt>Asignatura</dt><dd>Álgebra Lineal</dd><dt>Profesor</dt><dd>Juan Pérez García</dd><dt>Créditos ECTS</dt><dd>6</dd><dt>Cuatrimestre</dt><dd>Primer cuatrimestre</dd><dt>Descripción</dt><dd>Espacios vectoriales, aplicaciones lineales, matrices y determinantes.</dd></dl>',
      { code: 'MAT-205', title: 'Álgebra Lineal', instructors: ['Juan Pérez García'], credits: 6, term: 'Primer cuatrimestre' }],
    ['it', '<h1>Analisi Matematica I</h1><p><b>Codice insegnamento:</b> 01AB123</p><p><b>Docente:</b> Prof. Luca Rossi</p><p><b>CFU:</b> 9</p><p><b>Periodo:</b> Primo semestre</p><p><b>Programma:</b> Limiti, derivate, integrali, serie numeriche.</p>',
      { code: '01AB123', title: 'Analisi Matematica I', instructors: ['Luca Rossi'], credits: 9, term: 'Primo semestre', description: 'Limiti, derivate, integrali, serie numeriche.' }],
    ['pt', '<h1>Introdução à Computação</h1><table><tr><td>Código:</td><td>MAC0110</td></tr><tr><td>Docente responsável:</td><td>Ana Souza</td></tr><tr><td>Créditos:</td><td>4</td></tr><tr><td>Semestre:</td><td>1º semestre</td></tr><tr><td>Ementa:</td><td>Noções de algoritmos, programação estruturada, vetores e matrizes.</td></tr></table>',
      { code: 'MAC0110', title: 'Introdução à Computação', instructors: ['Ana Souza'], credits: 4, term: '1º semestre' }],
    ['zh', '<h1>数据结构</h1><table><tr><td>课程编号</td><td>CS2101</td></tr><tr><td>课程名称</td><td>数据结构</td></tr><tr><td>授课教师</td><td>王明</td></tr><tr><td>学分</td><td>3</td></tr><tr><td>开课学期</td><td>2026年秋季学期</td></tr><tr><td>课程简介</td><td>线性表、栈、队列、树、图以及排序与查找算法。</td></tr></table>',
      { code: 'CS2101', title: '数据结构', instructors: ['王明'], credits: 3, term: '2026年秋季学期', language: 'zh' }],
    ['ko', '<h1>자료구조</h1><table><tr><th>학수번호</th><td>CSE2010</td></tr><tr><th>교과목명</th><td>자료구조</td></tr><tr><th>담당교수</th><td>김민수</td></tr><tr><th>학점</th><td>3</td></tr><tr><th>개설학기</th><td>2026학년도 2학기</td></tr><tr><th>강의개요</th><td>리스트, 스택, 큐, 트리, 그래프와 정렬 알고리즘을 다룬다.</td></tr></table>',
      { code: 'CSE2010', title: '자료구조', instructors: ['김민수'], credits: 3, term: '2026학년도 2학기', language: 'ko' }],
  ])('a course page in %s: its labels, credits and term in its language', (_, html, expected) => {
    const out = extractFromHtml(html, url, aliases());
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject(expected);
  });

  test("a heading that gives the course's name, then its code in brackets or after a dash", () => {
    const fields = '<table><tr><th>Enseignant</th><td>Laurent Favre</td></tr><tr><th>Crédits ECTS</th><td>5</td></tr></table>';
    expect(extractFromHtml(`<h1>Analyse numérique (MATH-251)</h1>${fields}`, url, aliases())).toMatchObject([{ code: 'MATH-251', title: 'Analyse numérique' }]);
    expect(extractFromHtml(`<h1>Machine Learning – CS 229</h1>${fields}`, url, aliases())).toMatchObject([{ code: 'CS 229', title: 'Machine Learning' }]);
    // Brackets that hold no code are part of the name.
    expect(extractFromHtml(`<h1>高等数学（B）</h1>${fields}`, url, aliases())).toMatchObject([{ code: null, title: '高等数学（B）' }]);
  });

  test('a page without an h1 is headed by its first h2, unless that is a label; a title tag names its site after the course', () => {
    const dl = '<dl><dt>Código</dt><dd>MAT-205</dd><dt>Profesor</dt><dd>Juan Pérez</dd><dt>Créditos</dt><dd>6</dd></dl>';
    expect(extractFromHtml(`<h2>Cálculo Diferencial e Integral I</h2>${dl}`, url, aliases())).toMatchObject([{ code: 'MAT-205', title: 'Cálculo Diferencial e Integral I' }]);
    expect(extractFromHtml(`<h2>Descripción</h2><p>Límites, derivadas e integrales de funciones de una variable real.</p>${dl}`, url, aliases())[0]?.title).toBeNull();
    expect(extractFromHtml(`<head><title>MAC0110 - Introdução à Computação | Sistema de Graduação | Universidade</title></head><p>Créditos: 4</p><p>Docente: Ana Souza</p>`, url, aliases()))
      .toMatchObject([{ code: 'MAC0110', title: 'Introdução à Computação' }]);
    // A dash between the code and the name is no site's: the title is read whole first.
    expect(extractFromHtml(`<head><title>CS 101 – Introduction to Programming</title></head><p>Credits: 3</p><p>Instructor: Ada Lovelace</p>`, url, aliases()))
      .toMatchObject([{ code: 'CS 101', title: 'Introduction to Programming' }]);
    expect(extractFromHtml(`<head><title>Analyse numérique (MATH-251) – Plan d'études – HEPVL</title></head><p>Crédits : 5</p><p>Enseignant : Laurent Favre</p>`, url, aliases()))
      .toMatchObject([{ code: 'MATH-251', title: 'Analyse numérique' }]);
  });

  test('a course page with no code anywhere: labelled fields of a course, named by its main heading', () => {
    const html = '<h1>한국현대문학의 이해</h1><h3>강사</h3><p>최서연</p><h3>학점</h3><p>2</p><h3>학기</h3><p>2026학년도 여름학기</p>';
    expect(extractFromHtml(html, url, aliases())).toMatchObject([{ code: null, title: '한국현대문학의 이해', instructors: ['최서연'], credits: 2 }]);
    // One labelled field is not enough to make a page with no code a course.
    expect(extractFromHtml('<h1>Department news</h1><h3>Semestre</h3><p>Automne 2026</p>', url, aliases())).toEqual([]);
  });

  test('a prerequisite that says there is none, in any language the seeds hold, is no value', () => {
    for (const none of ['Aucun', 'Ninguna', 'Nessuno', 'Nenhum', 'Não há', '无', '없음', 'None']) {
      const [c] = extractFromHtml(`<table><tr><th>Code</th><td>INF1120</td></tr><tr><th>Title</th><td>Programmation I</td></tr><tr><th>Prerequisites</th><td>${none}</td></tr></table>`, url, aliases());
      expect({ none, prerequisites: c?.prerequisites }).toEqual({ none, prerequisites: null });
    }
  });

  test('a Korean listing that describes its courses inline: a Hangul syllable weighs as a kanji does in prose', () => {
    const html = '<h1>교과목 해설</h1>' + [['CSE2010', '자료구조', '리스트, 스택, 큐, 트리와 그래프를 다룬다.'], ['CSE2020', '이산수학', '집합, 관계, 함수, 그래프 이론의 기초를 배운다.']]
      .map(([code, title, text]) => `<h3>${code} ${title} (3학점)</h3><p>${text}</p>`).join('');
    expect(extractFromHtml(html, url, aliases()).map((c) => [c.code, c.title, c.credits, c.description])).toEqual([
      ['CSE2010', '자료구조', 3, '리스트, 스택, 큐, 트리와 그래프를 다룬다.'], ['CSE2020', '이산수학', 3, '집합, 관계, 함수, 그래프 이론의 기초를 배운다.'],
    ]);
  });

  test('pages that only link to courses, news that says "course", and broken HTML give no course', () => {
    expect(extractFromHtml('<h1>Courses</h1><ul><li><a href="a">CSE 115 Intro</a></li><li><a href="b">CSE 116 Data</a></li></ul>', url, aliases())).toEqual([]);
    expect(extractFromHtml('<h1>Golf course day</h1><p>Of course, everyone is welcome.</p>', url, aliases())).toEqual([]);
    expect(extractFromHtml('<html><body><table><tr><td><p><b>Title', url, aliases())).toEqual([]);
    expect(extractFromHtml('', url, aliases())).toEqual([]);
    expect(extractFromHtml('stray \u0000 text<p>MATH 112. Algebra. 4 units.</p>more text', url, aliases())).toMatchObject([{ code: 'MATH 112', title: 'Algebra' }]);
  });
});

describe('on the sitefarm, in every encoding', () => {
  let farm: Sitefarm;
  beforeAll(async () => { farm = await startSitefarm(); });
  afterAll(() => farm.stop());

  test.each(['syllabus-sjis', 'syllabus-eucjp', 'ja-utf8-lines', 'ja-sjis-inline', 'uk-modules', 'inline-catalog'])('%s: every gold field extracted', async (id) => {
    const truth = siteTruth(farm.site(id));
    const idx = aliases();
    const out = [];
    for (const target of [...truth.targets.keys()].slice(0, 15)) {
      const res = await fetch(target);
      const { text } = decodeBody(Buffer.from(await res.arrayBuffer()), res.headers.get('content-type') ?? undefined);
      out.push(...extractFromHtml(text, target, idx));
    }
    const scores = scoreExtraction(truth, out, new Set([...truth.targets.keys()].slice(0, 15)));
    for (const [field, s] of Object.entries(scores)) expect([field, s.f1]).toEqual([field, 1]);
  });

  test('a file is decoded by the charset its meta tag declares', () => {
    const html = '<html><head><meta charset="euc-jp"></head><body><p>授業コード：INF0101</p><p>授業科目名：情報科学概論</p></body></html>';
    const { text } = decodeBody(iconv.encode(html, 'euc-jp'), undefined);
    expect(extractFromHtml(text, url, aliases())[0]).toMatchObject({ code: 'INF0101', title: '情報科学概論' });
  });
});
