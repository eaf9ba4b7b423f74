import { recognise } from '../../src/extract/recognise.ts';
import * as cheerio from 'cheerio';
import { parseHtml } from '../../src/parse/html.ts';

const course = `<html><body><h1>CSE 115 Introduction to Computer Science</h1>
<p>Credits: 3</p><p>Instructor: Ada Lovelace</p>
<h2>Description</h2><p>An introduction to programming and computation for students with no prior experience, covering data, control and abstraction.</p></body></html>`;
const inline = `<html><body>${['MATH 112. Nature of Modern Math. 4 units.', 'MATH 113. Geometry. 3 units.', 'MATH 114. Topology. 4 units.']
  .map((h) => `<div class="courseblock"><p class="courseblocktitle"><strong>${h}</strong></p><p>A long description of what the course covers, its methods and the results students reach by its end.</p></div>`).join('')}</body></html>`;
const links = `<html><body><h1>Courses</h1><ul>${[101, 102, 201, 202, 301].map((n) => `<li><a href="/c/${n}">HIST ${n} History part ${n}</a></li>`).join('')}</ul></body></html>`;
// A programme's requirements: course after course by code, title and credits, some linked, none described.
const requirements = `<html><head><title>Bachelor of Arts in History</title></head><body><h1>Bachelor of Arts in History</h1>
<p>Students complete the following courses.</p><table><tr><th>Course</th><th>Title</th><th>Credits</th></tr>
${[['HIST 2352', 'Methods in History'], ['HIST 3902', 'Modern Japan'], ['HIST 1493', 'The Cold War'], ['ECON 1100', 'Principles of Economics']]
    .map(([code, title], i) => `<tr><td>${i % 2 ? `<a href="/c/${i}">${code}</a>` : code}</td><td>${title}</td><td>3 credit hours</td></tr>`).join('')}
</table></body></html>`;
const relatedLinks = `<html><head><title>HIST 2352 Methods in History</title></head><body><h1>HIST 2352 Methods in History</h1>
<p>Credits: 3</p><p>How historians read sources, weigh evidence and write about the past, with weekly exercises in the archive.</p>
<h2>Prerequisites</h2><ul><li><a href="/c/1">HIST 1100</a></li><li><a href="/c/2">HIST 1200</a></li></ul>
<h2>Related courses</h2><ul><li><a href="/c/3">HIST 3902</a></li><li><a href="/c/4">ECON 1100</a></li></ul></body></html>`;
const other = `<html><body><h1>Campus news</h1><p>The library opens late on Friday. Visit the museum exhibit on Tuesday.</p></body></html>`;
const unlabelled = `<html><body><table><tr><td>FCB1261</td><td>基礎数学</td><td>2単位</td><td>前期</td><td>山田 太郎</td></tr></table>
<h3>授業概要</h3><p>この授業では数学の基礎を学び、関数、微分、積分の考え方を身につける。演習を通して計算力と論理的思考を養う。毎回小テストを行う。</p></body></html>`;

// Course pages in languages whose labels the seeds hold beside English and Japanese: read as "other" while they held
// none (the Italian code is all digits and letters, so only its labels tell).
const italian = `<html><body><h1>Analisi Matematica I</h1><p><b>Codice insegnamento:</b> 01AB123</p><p><b>Docente:</b> Prof. Luca Rossi</p>
<p><b>CFU:</b> 9</p><p><b>Periodo:</b> Primo semestre</p><p><b>Programma:</b> Limiti, derivate, integrali, serie numeriche.</p></body></html>`;
const chinese = `<html><body><h1>数据结构</h1><table><tr><td>课程编号</td><td>CS2101</td></tr><tr><td>课程名称</td><td>数据结构</td></tr><tr><td>授课教师</td><td>王明</td></tr>
<tr><td>学分</td><td>3</td></tr><tr><td>课程简介</td><td>线性表、栈、队列、树、图以及排序与查找算法。</td></tr></table></body></html>`;
const korean = `<html><body><h1>자료구조</h1><table><tr><th>학수번호</th><td>CSE2010</td></tr><tr><th>교과목명</th><td>자료구조</td></tr><tr><th>담당교수</th><td>김민수</td></tr>
<tr><th>학점</th><td>3</td></tr><tr><th>강의개요</th><td>리스트, 스택, 큐, 트리, 그래프와 정렬 알고리즘을 다룬다.</td></tr></table></body></html>`;

describe('recognise', () => {
  test.each([
    ['an Italian course page', italian, 'course', 1],
    ['a Chinese course page', chinese, 'course', 1],
    ['a Korean course page', korean, 'course', 1],
    ['a labelled course page', course, 'course', 1],
    ['inline course blocks', inline, 'listing', 3],
    ['a list of links to courses', links, 'listing', 0],
    ['an unrelated page', other, 'other', 0],
    ["a programme's table of required courses, none described", requirements, 'listing', 0],
    ["a course's page that links its prerequisites and related courses by code", relatedLinks, 'course', 1],
    ['an unlabelled Japanese header block', unlabelled, 'course', 1],
  ])('%s', (_name, html, kind, courses) => {
    const fromHtml = recognise(html);
    expect(fromHtml).toMatchObject({ kind, courses });
    expect(fromHtml.confidence).toBeGreaterThan(0.5);
    // The raw HTML and the parsed page give the same answer.
    expect(recognise(parseHtml(html, 'http://127.0.0.1/x'))).toMatchObject({ kind, courses });
  });

  test("a laboratory's page that names its research unit under its name is no course's", () => {
    const lab = (unit: string) => `<html><head><title>Institut de chimie générale (NEU)</title></head><body><h1>Institut de chimie générale (NEU)</h1>
      <p>${unit}</p><p>Le laboratoire accueille une cinquantaine de chercheurs et de doctorants autour de trois équipes, en lien avec les masters de chimie.</p>
      <h2>Membres</h2><ul><li>Sylvie BLANCHARD</li><li>Michel NGUYEN</li></ul></body></html>`;
    for (const unit of ['UR 9032', 'UMR CNRS 8557', 'EA 4434']) expect(recognise(lab(unit)).kind).toBe('other');
    // A course's page with a code on a line of its own and a description is still one course.
    expect(recognise(lab('CHIM 203')).kind).toBe('course');
  });

  test("a site's footer is no course's: its postal address (a Cedex box, \"CS 47292\") is read as no code", () => {
    const footer = '<footer><p class="adresse">Université de Villan - 102 place Jean Jaurès - CS 47292 - 47980 Villan Cedex</p><ul><li><a href="/contact">Contact</a></li></ul></footer>';
    const fiche = `<html><body><main><h1>Biochimie</h1><dl><dt>Crédits ECTS</dt><dd>6</dd><dt>Responsable</dt><dd>M. Pierre Renard</dd></dl>
<h2>Contenu</h2><p>L'enseignement s'appuie sur l'étude de textes et de documents en biochimie, et les étudiants apprennent à analyser un problème.</p></main>${footer}</body></html>`;
    const news = `<html><body><main><h1>Actualités</h1><p>La bibliothèque ouvre tard vendredi.</p></main>${footer}</body></html>`;
    for (const page of [fiche, parseHtml(fiche, 'http://127.0.0.1/f')]) expect(recognise(page)).toMatchObject({ kind: 'course', codes: [] });
    for (const page of [news, parseHtml(news, 'http://127.0.0.1/n')]) expect(recognise(page)).toMatchObject({ kind: 'other', codes: [] });
  });

  test("a code its system's label names (\"Code Apogée\") is the page's own, not a postal box in an untagged footer", () => {
    const footer = '<div id="pied"><p class="adresse">Université de Lissaucour - 51 place Victor Hugo - CS 10598 - 59140 Lissaucour Cedex</p></div>';
    const fiche = `<html><body><div id="contenu"><h1>EC Statistique appliquée 2</h1><dl><dt>Code Apogée</dt><dd>S3AESA021</dd>
<dt>Intervenant(s)</dt><dd><a href="/annuaire/isabelle-durand/">Isabelle DURAND</a></dd><dt>Nombre de crédits</dt><dd>4 ECTS</dd></dl></div>${footer}</body></html>`;
    for (const page of [fiche, parseHtml(fiche, 'http://127.0.0.1/f')]) expect(recognise(page)).toMatchObject({ kind: 'course', courses: 1, codes: ['S3AESA021'] });
    // Without the label, the address's box is still no code of the page's.
    const unlabelled = fiche.replace('<dt>Code Apogée</dt><dd>S3AESA021</dd>', '');
    expect(recognise(unlabelled).codes).toEqual([]);
    // A number alone under a code's label is no course code (a postal code's label reads the same way).
    expect(recognise(fiche.replace('S3AESA021', '59140')).codes).toEqual([]);
    // Nor does a system's number make a degree's page a course's ("Código RUCT", its number in the registry).
    const degree = `<html><body><h1>Grado en Ingeniería del Software</h1><table><tr><th>Centro responsable</th><td><a href="/centros/1">Escuela de Ingeniería</a></td></tr>
<tr><th>Duración</th><td>4 años (240 ECTS)</td></tr><tr><th>Código RUCT</th><td>2506825</td></tr></table><ul><li><a href="/titulaciones/975/asignaturas">Plan de estudios</a></li></ul></body></html>`;
    for (const page of [degree, parseHtml(degree, 'http://127.0.0.1/titulaciones/975')]) expect(recognise(page)).toMatchObject({ kind: 'other', codes: [] });
  });

  test("a code of no known shape in brackets after the heading's name is the page's when it stands alone in a cell too", () => {
    // The course's facts in a table of one header row and one row of values: the code's label is not beside it.
    const fiche = `<html><body><main><h1>Chimie analytique (S3CHIC04)</h1><table><tr><th>Code de l'enseignement</th><th>Valeur en crédits</th><th>Semestre</th></tr>
<tr><td>S3CHIC04</td><td>6 ECTS</td><td>M2 - Semestre 3</td></tr></table><h2>Description</h2>
<p>Les séances de travaux pratiques sont consacrées à la mise en oeuvre des méthodes de chimie analytique, en prolongement des semestres précédents.</p></main></body></html>`;
    for (const page of [fiche, parseHtml(fiche, 'http://127.0.0.1/f')]) expect(recognise(page)).toMatchObject({ kind: 'course', courses: 1, codes: ['S3CHIC04'] });
    // A bracketed token the page gives nowhere else is no code of its own (a degree's reference, a room).
    const named = fiche.replace('<td>S3CHIC04</td>', '<td>—</td>');
    expect(recognise(named)).toMatchObject({ kind: 'other', codes: [] });
  });

  test("rows of a code, a title linking the course's page and its credits list the courses; with descriptions they hold them", () => {
    // Short titles: most of each line is not the link's text.
    const rows = ['RAS101E', 'RAS102E', 'RAS103E', 'RAS104E'].map((c, i) => `<li>${c} - <a href="/odf/detail.asp?ue=${c}">Stage ${i + 1}</a> (6 ECTS)</li>`).join('');
    // A breadcrumb as long as a sentence is no description.
    const crumbs = '<p>Accueil &rsaquo; Formations &rsaquo; Programme - Licence Sciences et techniques des activités physiques et sportives - Parcours Entraînement</p>';
    const programme = `<html><body>${crumbs}<h1>Licence STAPS - Parcours Entraînement sportif</h1><h2>Programme</h2><ul>${rows}</ul></body></html>`;
    for (const page of [programme, parseHtml(programme, 'http://127.0.0.1/odf/programme.asp')]) expect(recognise(page)).toMatchObject({ kind: 'listing', courses: 0 });
    const described = programme.replace(/<a [^>]*>|<\/a>/g, '').replace(/\(6 ECTS\)<\/li>/g, "(6 ECTS)<p>L'enseignement présente les notions fondamentales de la discipline et leurs applications au sport de haut niveau.</p></li>");
    expect(recognise(described)).toMatchObject({ kind: 'listing', courses: 4 });
    // A code of no known shape, a name and credits on one line: a row of a table of courses.
    const semester = `<html><body><h1>Licence Psychologie</h1><h2>Semestre 1</h2>${['LF16F110', 'LF16F120', 'LF16F121', 'LF16F122', 'LF16F130']
      .map((c) => `<div><span><a href="/element/${c}">${c}</a></span> <span>Psychopathologie</span> <span>6 crédits</span></div>`).join('')}</body></html>`;
    for (const page of [semester, parseHtml(semester, 'http://127.0.0.1/s1')]) expect(recognise(page)).toMatchObject({ kind: 'listing', courses: 0, codes: ['LF16F110', 'LF16F120', 'LF16F121', 'LF16F122', 'LF16F130'] });
  });

  test('a label its class names is a line of its own, in raw HTML and parsed alike', () => {
    const item = (label: string, value: string) => `<li><span class="label">${label}</span> <span class="valeur">${value}</span></li>`;
    const fiche = `<html><body><main><h1>Méthodes en théorie des graphes</h1><ul class="infos-cles">${item('Code Apogée', '1MINF105')}${item('Nombre de crédits', '6 ECTS')}
${item("Période d'enseignement", 'M1 - Semestre 1')}</ul><h3>Description</h3><p>Cet enseignement présente les notions fondamentales de théorie des graphes.</p></main></body></html>`;
    for (const page of [fiche, parseHtml(fiche, 'http://127.0.0.1/f')]) expect(recognise(page)).toMatchObject({ kind: 'course', courses: 1, codes: ['1MINF105'] });
    // The same items with no class that names a label: one line each, the code unread.
    expect(recognise(fiche.replaceAll('class="label"', 'class="k"')).codes).toEqual([]);
  });

  test("a course's own home page: its code up front and the sections a running course has", () => {
    const home = `<html><head><title>CS 351: LISP and Symbolic Programming</title></head><body>
      <h2>CS 351: LISP and Symbolic Programming</h2><h3>Instructor</h3><p>Raymond Mooney</p><h3>Teaching Assistant</h3><p>S. Ramachandran</p>
      <ul><li><a href="syllabus.html">Syllabus</a></li><li><a href="hw1.html">Homework 1</a></li><li><a href="exams.html">Old Exams</a></li></ul></body></html>`;
    for (const page of [home, parseHtml(home, 'http://127.0.0.1/cs351/')]) {
      expect(recognise(page)).toMatchObject({ kind: 'course', courses: 1, codes: ['CS351'] });
    }
    // A lower-case code in the title counts too; a person's home page that lists what they teach does not.
    expect(recognise(home.replace(/CS 351/g, 'cs351')).codes).toEqual(['CS351']);
    const person = `<html><head><title>Raymond Mooney</title></head><body><h1>Raymond Mooney</h1><p>Teaching</p>
      <ul><li><a href="/cs351/">CS 351 LISP</a></li><li><a href="/cs395t/">CS 395T Machine Learning</a></li></ul><p>Research</p><p>Publications</p></body></html>`;
    expect(recognise(person).kind).not.toBe('course');
  });

  test("a course's own home page in German or French: the sections a running course has, named in its language", () => {
    const de = `<html><head><title>Algorithmen und Datenstrukturen (WS 2026/27)</title></head><body><h1>Algorithmen und Datenstrukturen</h1>
      <ul><li><a href="folien.html">Vorlesungsfolien</a></li><li><a href="uebung.html">Übungsblätter</a></li><li><a href="klausur.html">Klausur</a></li>
      <li><a href="sprech.html">Sprechstunden</a></li></ul></body></html>`;
    const fr = `<html><head><title>INF 311 : Algorithmique</title></head><body><h1>INF 311 : Algorithmique</h1>
      <ul><li><a href="cm.html">Cours magistraux</a></li><li><a href="td.html">Travaux dirigés</a></li><li><a href="ex.html">Examens</a></li></ul></body></html>`;
    // The term in the title is no course code ("WS 2026" is the winter semester).
    expect(recognise(de)).toMatchObject({ kind: 'course', courses: 1, codes: [] });
    expect(recognise(fr)).toMatchObject({ kind: 'course', courses: 1, codes: ['INF311'] });
    const person = `<html><head><title>Anna Müller</title></head><body><h1>Anna Müller</h1><p>Forschung</p>
      <ul><li><a href="/in2064/">IN2064 Maschinelles Lernen</a></li><li><a href="/pub.html">Publikationen</a></li></ul><p>Sprechstunde: Di 10-11</p></body></html>`;
    expect(recognise(person).kind).not.toBe('course');
  });

  test("a course's own home page in Portuguese, Chinese or Korean: its code up front and the sections it has", () => {
    const pt = `<html><head><title>MAC0110 - Introdução à Computação</title></head><body><h1>MAC0110 - Introdução à Computação</h1>
      <ul><li><a href="aulas.html">Aulas</a></li><li><a href="listas.html">Listas de exercícios</a></li><li><a href="provas.html">Provas</a></li><li><a href="notas.html">Notas</a></li></ul></body></html>`;
    const zh = `<html><head><title>CS2101 数据结构</title></head><body><h1>CS2101 数据结构</h1>
      <ul><li><a href="kj.html">课件</a></li><li><a href="zy.html">作业</a></li><li><a href="ks.html">考试</a></li><li><a href="cj.html">成绩</a></li></ul></body></html>`;
    const ko = `<html><head><title>CSE2010 자료구조</title></head><body><h1>CSE2010 자료구조</h1>
      <ul><li><a href="notice.html">공지사항</a></li><li><a href="slides.html">강의자료</a></li><li><a href="hw.html">과제</a></li><li><a href="exam.html">시험</a></li></ul></body></html>`;
    expect(recognise(pt)).toMatchObject({ kind: 'course', courses: 1, codes: ['MAC0110'] });
    expect(recognise(zh)).toMatchObject({ kind: 'course', courses: 1, codes: ['CS2101'] });
    expect(recognise(ko)).toMatchObject({ kind: 'course', courses: 1, codes: ['CSE2010'] });
    // A department's page of notices and news that names a course among them is none.
    const news = `<html><head><title>计算机学院</title></head><body><h1>计算机学院</h1><ul><li><a href="n1.html">通知</a></li><li><a href="n2.html">公告</a></li>
      <li><a href="n3.html">CS2101 期末考试安排</a></li></ul></body></html>`;
    expect(recognise(news).kind).not.toBe('course');
  });

  test("a programme's study plan whose codes have no known shape is a list of courses, not one course, whatever its headings", () => {
    const plan = (codes: string[]) => `<html><body><h1>Licence Informatique</h1><h2>Présentation</h2><p>La licence forme en trois ans aux fondements de l'informatique et des mathématiques.</p>
      <h2>Objectifs</h2><p>Concevoir, programmer et tester des logiciels de taille moyenne.</p>
      <table><tr><th>Semestre</th><th>Code UE</th><th>Intitulé</th><th>ECTS</th></tr>${codes.map((c, i) => `<tr><td>S${1 + (i % 2)}</td><td>${c}</td><td>Unité ${i + 1}</td><td>6</td></tr>`).join('')}</table></body></html>`;
    for (const codes of [['L1INF101', 'L1INF102', 'L1MAT101', 'L1MAT102', 'L1LAN101'], ['551AA', '552AA', '553AA', '554AA', '555AA'], ['08110010', '08110020', '08120010', '08120020', '08130010']]) {
      expect(recognise(plan(codes))).toMatchObject({ kind: 'listing', courses: 0 });
    }
    // A column of years is no table of courses.
    expect(recognise(plan(['2021', '2022', '2023', '2024', '2025'])).kind).not.toBe('listing');
  });

  test('a catalog whose entries are headed by tokens of no known code shape is a listing of its courses; linked, they are links to course pages', () => {
    const entry = (code: string) => `<article><h2>${code} – Storia ${code}</h2><p><em>6 CFU · Docente: prof. Paolo Riva · I semestre</em></p>
      <p>Il corso ripercorre le fonti e i metodi della disciplina con letture guidate, seminari e una prova finale orale.</p></article>`;
    const catalog = `<html><body><h1>Insegnamenti a scelta</h1>${['31004', '31012', '31019'].map(entry).join('')}</body></html>`;
    for (const page of [catalog, parseHtml(catalog, 'http://127.0.0.1/didattica/scelta.html')]) expect(recognise(page)).toMatchObject({ kind: 'listing', courses: 3, codes: ['31004', '31012', '31019'] });
    // A page whose lines lead with such tokens and a space only (postcodes and towns) is none.
    const towns = `<html><body><h1>Sedi</h1>${['87011 Cassano allo Ionio', '87036 Rende centro', '88100 Catanzaro Lido'].map((t) => `<h2>${t}</h2><p>Una sede distaccata con aule, laboratori e una biblioteca aperta agli studenti del corso.</p>`).join('')}</body></html>`;
    expect(recognise(towns).kind).toBe('other');
    // A teacher's links to the pages of the courses he teaches ("CS380L: Advanced Operating Systems") hold no course inline.
    const links = `<html><body><h1>Harrick Vin</h1><p>Research in multimedia systems and operating systems, with students and visitors listed below on this page.</p><ul>${['CS380L: Advanced Operating Systems', 'CS384M: Multimedia Systems', 'CS395T: Multimedia Communication'].map((t, i) => `<li><a href="c${i}.html">${t}</a></li>`).join('')}</ul></body></html>`;
    expect(recognise(links).courses).toBe(0);
  });

  test("a course's mailing-list archive lists messages, not the sections of a course's page", () => {
    const subjects = ['Assignments', 'Re: Program 1 question', 'Style Guide', 'syllabus changes', 'Re: prog3', 'No office hours today', 'Re: hw7'];
    const archive = `<html><head><title>cs302-30list by thread</title></head><body><h1>cs302-30list by thread</h1>
      <ul>${subjects.map((s, i) => `<li><a href="${String(i).padStart(4, '0')}.html"><b>${s}</b></a> <i>Andrew Prock</i></li>`).join('')}</ul></body></html>`;
    for (const page of [archive, parseHtml(archive, 'http://127.0.0.1/~lists/classes/cs302-30list/')]) expect(recognise(page).kind).toBe('other');
    // The same sections as a course's own links, with no replies among them and no archive's title, are its home page.
    expect(recognise(archive.replace(/Re: /g, '').replace(/cs302-30list by thread/g, 'CS 302 Section 30')).kind).toBe('course');
    // An archive index without replies whose subjects lead with the course's code: neither a course nor a list of them.
    const coded = ['CS838: Class notes 9/10/96', 'CS838: stemming problems', 'CS838: Web page', 'CS838: Project groups', 'CS838: Reading for Tuesday'];
    const index = `<html><head><title>Class mail</title></head><body><ul><li><b>Messages sorted by:</b> <a href="date.html">[ date ]</a>
      <a href="subject.html">[ subject ]</a><a href="author.html">[ author ]</a></li></ul>
      <ul>${coded.map((s, i) => `<li><a href="${String(i).padStart(4, '0')}.html"><b>${s}</b></a> <i>Tina Eliassi-Rad</i></li>`).join('')}</ul></body></html>`;
    expect(recognise(index)).toMatchObject({ kind: 'other', codeLinks: 0 });
    // Without the archive's orders the same coded links read as course content: the orders decide.
    expect(recognise(index.replace(/<b>Messages sorted by:<\/b>.*?<\/li>/s, '</li>')).kind).not.toBe('other');
  });

  test("a course's home page that names its sections inside longer lines, in its links or as labels", () => {
    const home = `<html><head><title>CS310 Home Page</title></head><body><h1>Problem Solving using Computers - Fall 1996</h1>
      <p>Check the following pages for information on CS310.</p>
      <ul><li><a href="Instructors.html">Instructors and teaching assistants</a> including office hours.</li>
      <li>Information on <a href="Assignments.html">assignments</a> including suggestions and grading.</li>
      <li>Information on <a href="Exams.html">examinations</a> and copies of past exams.</li></ul></body></html>`;
    const labelled = `<html><head><title>CS720 Home Page Fall 1996</title></head><body><p>CS720 (Fall 1996)</p>
      <p>Instructor : Robert R. Meyer ( rrm@cs.wisc.edu ) Time : 2:30 - 3:45 TR</p><p>Office hours : MW 2:30-3:30, 6395 CS</p>
      <ul><li><a href="hw1.ps">Homework 1 (.ps)</a></li></ul></body></html>`;
    for (const html of [home, labelled]) {
      for (const page of [html, parseHtml(html, 'http://127.0.0.1/~cs310/cs310.html')]) expect(recognise(page)).toMatchObject({ kind: 'course', courses: 1 });
    }
    // Without a course code up front (a term in a heading is none) the same sections are a person's page or a
    // project's; a title that names the term the page runs in is a course's.
    expect(recognise(home.replace(/CS310/g, 'Our group')).kind).toBe('other');
    expect(recognise(home.replace(/CS310 Home Page/, 'Introduction to Cognitive Science, Fall 1996').replace(/CS310/g, 'the course')).kind).toBe('course');
  });

  test("a department's own catalog: entries headed by a number, a title (often a link to the course's page) and credits", () => {
    const entry = (n: string, title: string) => `<a name="cs${n}">&#160;</a><h2><a name="s${n}">${n} <a href="/~x/cs${n}.html">${title}</a> 3 cr. (also Math)</a></h2><p>Fundamentals of the subject, its methods and their use in practice, with weekly projects that apply them to real problems drawn from science and engineering.</p>`;
    const catalog = `<html><body><h1>Computer Sciences Courses</h1>${entry('525', 'Linear Programming Methods')}${entry('540', 'Introduction to Artificial Intelligence')}${entry('717(-718)', 'Numerical Functional Analysis')}</body></html>`;
    for (const page of [catalog, parseHtml(catalog, 'http://127.0.0.1/guide/courses.html')]) {
      expect(recognise(page)).toMatchObject({ kind: 'listing', courses: 3, codes: ['525', '540', '717'] });
    }
    // Two such headers, or numbered headers without credits, are not a catalog.
    expect(recognise(`<html><body>${entry('525', 'Linear Programming Methods')}${entry('540', 'Artificial Intelligence')}</body></html>`).kind).not.toBe('listing');
    const chapters = `<html><body>${['101 Dalmatians and other stories', '202 Ways to cook rice', '303 Reasons to travel'].map((h) => `<h2>${h}</h2><p>A long paragraph about the chapter and what it holds, as long as a course description would be, and longer still, so that it reads as prose.</p>`).join('')}</body></html>`;
    expect(recognise(chapters).kind).toBe('other');
  });

  test("a course's page that names its prerequisite and its sections' days and hours holds one course", () => {
    const html = `<html><head><title>CS310 Fall 1996</title></head><body><h1>Computer Organization and Programming<br>CS310 (Fall 1996)</h1>
      <table><tr><td><b>Course</b></td><td>CS310</td></tr><tr><td><b>Title</b></td><td>Computer Organization and Programming</td></tr>
      <tr><td><b>Prerequisite</b></td><td>CS315 with a grade of at least C</td></tr><tr><td><b>Professor</b></td><td>Chris Edmondson-Yurkanan</td></tr></table>
      <h3>Discussion sessions</h3><ul><li><a href="#ta">TH 930-1030 ECJ 1.214</a></li><li><a href="#ta">TH 1230-130p PAI 3.14</a></li>
      <li><a href="#ta">TU 1030-1200p, TH 1030-1130p</a></li></ul></body></html>`;
    for (const input of [html, parseHtml(html, 'http://u.edu/cs310/')]) expect(recognise(input)).toMatchObject({ kind: 'course', courses: 1, codeLinks: 0, codes: ['CS310'] });
  });

  test("one code-headed line down a person's page of prose is an office or a part number, not the page's course", () => {
    const prose = '<p>I work on knowledge discovery and data mining, and spent my last two summers on internships in industrial research laboratories.</p>';
    const person = `<html><head><title>Guangtian Liu's Home Page</title></head><body><h1>Guangtian Liu</h1>${prose}
      <h3>Contact Information</h3><p>MAI 2010 (yes, good view)</p><p>Phone: (512) 471-9747</p></body></html>`;
    const files = `<html><head><title>Multi-Procedure Program Integration</title></head><body><h1>Multi-Procedure Program Integration</h1>${prose}
      <p>Display the whole document in one of the following formats.</p><p>HTML 1057 bytes.</p></body></html>`;
    for (const html of [person, files]) {
      expect(recognise(html).kind).toBe('other');
      expect(recognise(parseHtml(html, 'http://127.0.0.1/x')).kind).toBe('other');
    }
    // The same line up front, or with its credits, is the page's course.
    const upFront = `<html><head><title>Notes</title></head><body><p>CSE 210 Data Structures</p>${prose}</body></html>`;
    const credited = person.replace('MAI 2010 (yes, good view)', 'CSE 210 Data Structures, 3 credits');
    for (const html of [upFront, credited]) expect(recognise(html)).toMatchObject({ kind: 'course', courses: 1 });
  });

  test("a course's page that gives its code up front and a catalog entry's shape: a description and its credits or a labelled field", () => {
    const description = '<p>Advanced techniques of computer design. Parallel processing and pipelining; multiprocessors, multi-computers and networks.</p>';
    const entry = `<html><head><title>CS 752 Home Page</title></head><body><h1>CS/ECE 752 - Advanced Computer Architecture I</h1>${description}
      <p>3 credits.</p><p>Semesterly course information: Fall 1994</p></body></html>`;
    const prerequisites = entry.replace('<p>3 credits.</p>', '<p>Prerequisites: CS 552 and CS 537.</p>');
    for (const html of [entry, prerequisites]) {
      expect(recognise(html)).toMatchObject({ kind: 'course', courses: 1, codes: ['CS752'] });
      expect(recognise(parseHtml(html, 'http://127.0.0.1/cs752.html')).kind).toBe('course');
    }
    // The code up front and prose alone are a page about the course (its notes, a report), not its entry.
    expect(recognise(entry.replace('<p>3 credits.</p>', '')).kind).toBe('other');
  });

  test("a course's page titled by its name alone names its code by a label, on the label's line or in the next cell", () => {
    const guide = (code: string) => `<html><head><title>Estadística Empresarial II</title></head><body>
      <p><a href="/">Inicio</a> › <a href="/titulaciones/946/">Ingeniería Comercial</a> › <a href="/titulaciones/946/asignaturas">Plan de estudios</a></p>
      <h1>Guía docente: Estadística Empresarial II</h1><p>Año académico 2026</p>
      ${code}<p>Créditos: 12 cr.</p><p>Periodo lectivo: Anual</p>
      <h2>Correlativas</h2><p>Se recomienda haber cursado Estadística Empresarial (ECN 1475).</p></body></html>`;
    expect(recognise(guide('<p><strong>Clave de la asignatura:</strong> ECN 4303</p>'))).toMatchObject({ kind: 'course', courses: 1, codes: ['ECN4303'] });
    expect(recognise(guide('<table><tr><th>Course code</th><td>ECN 4303</td></tr></table>'))).toMatchObject({ kind: 'course', courses: 1, codes: ['ECN4303'] });
    // Without the label, a code further down (a prerequisite's) is not the page's.
    expect(recognise(guide('<p>ECN 4303</p>')).codes).toEqual([]);
    expect(recognise(guide('')).codes).toEqual([]);
  });

  test("a page that gives its course's code in its title and in a heading that names the course is the course's, whatever its sections", () => {
    const topics = ['File Systems', 'Failure Detectors', 'Distributed Objects', 'Consistency', 'Mobile Computing'];
    const list = (heading: string) => `<html><head><title> CS 395T Reading List (Fall 96)</title></head><body><center><h1>${heading}</h1></center>
      <ul>${topics.map((t, i) => `<li><a href="t${i}.html">${t}</a></li>`).join('')}</ul></body></html>`;
    for (const heading of ['CS 395T<br><font color="#FF0F20">Hot </font> Topics in Distributed Systems', 'CS 395T: Hot Topics in Distributed Systems']) {
      expect(recognise(list(heading))).toMatchObject({ kind: 'course', courses: 1, codes: ['CS395T'] });
      expect(recognise(parseHtml(list(heading), 'http://127.0.0.1/corsi/cs395t/96F/')).kind).toBe('course');
    }
    // A heading that goes on with a section of the course, or with nothing, is the course's material or index.
    for (const heading of ['CS 395T Assignment 3', 'CS 395T Exams', 'CS 395T', 'CS 395T, Fall 1996']) expect(recognise(list(heading)).kind).toBe('other');
  });

  test("a page whose title names one part of its course (a quiz, an assignment, its exams, its assistants) is the course's material", () => {
    // Such pages carry their course's code up front, prose and a course's labels ("Due Date", "Grade"): read alone,
    // each looked like a course's page.
    const part = (title: string, heading = 'Computer Sciences Department') => `<html><head><title>${title}</title></head><body>
      <h2>${heading}</h2><p>Instructor: Ann Example</p><p>Due Date: Monday 4/8/96. Grade: 25% of your final grade.</p>
      <p>${'For this assignment you are to write a program that reads a table of temperatures and wind speeds and prints the wind-chill factor for each. '.repeat(2)}</p>
      <p>Office hours: Tuesday 10-11</p><ul><li><a href="hw.html">Homework</a></li><li><a href="exams.html">Exams</a></li><li><a href="notes.html">Lecture notes</a></li></ul></body></html>`;
    for (const title of ['CS 537 - Quiz #1', 'CS 736 Assignment #1 (Spring 96)', 'CS 110 Section 2 Lecture Notes - Week 3', 'CS367 Exams', 'CS 375: Programming Assignments', 'TAs for CS304P FALL 1996', 'CS 110 Section 1, Program #1']) {
      expect([title, recognise(part(title)).kind]).toEqual([title, 'other']);
    }
    // A section's own page ("Lecture 2", "Lab 321" are sections), a home page, a course named by a part's word and
    // more, and a part named in the title over a heading that names the course are the course's page.
    for (const title of ['CS 367 - Lecture 2', 'CS564 Lecture 2 Home Page', 'CS 110 Section 1', 'CS 537 - Introduction to Operating Systems', 'CS 410 Project Management', 'HIST 301 Readings in American History', 'MSE 201 Materials Science', 'HIST1216 Projekt Wirtschaftsgeschichte', 'ME-197 Materials II', 'CHEM 101 Lab']) {
      expect([title, recognise(part(title)).kind]).toEqual([title, 'course']);
    }
    expect(recognise(part('CS 367 Exams', 'CS 367: Introduction to Data Structures')).kind).toBe('course');
  });

  test("a technical report numbered by its year is no course, though its number leads its title and its heading", () => {
    const report = (number: string) => `<html><head><title>${number}: A Study of The relational model</title></head><body><h2>${number}: A Study of The relational model</h2>
      <p><a href="/~jschmidt/">James Schmidt</a>, <a href="/~handerso/">Hiroshi Anderson</a></p><h3>Abstract</h3><p>An introduction to naming.</p>
      <p><a href="ftp://ftp.cs.u.test/pub/tr/1992/1992-04.ps.Z">PostScript</a></p></body></html>`;
    for (const number of ['TR 1992-04', 'TR-96-17', 'CS-TR-96-1234']) expect(recognise(report(number)).kind).toBe('other');
    expect(recognise(report('CS 302')).kind).toBe('course');
  });

  test('deep nesting does not overflow', () => {
    const deep = `${'<div>'.repeat(5000)}<p>MATH 112. Algebra. 4 units.</p>${'</div>'.repeat(5000)}`;
    expect(recognise({ url: 'http://127.0.0.1/x', title: '', text: '', links: [], $: cheerio.load(deep, { xml: { xmlMode: false, decodeEntities: true } }) }).kind).toBe('course');
    expect(recognise(deep).kind).toBe('course');
  });
});
