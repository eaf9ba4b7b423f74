import { linkSignals } from '../../src/features/link-signals.ts';

const link = (url: string, anchorText: string) => ({ url, anchorText });

describe('what a link says (its signals)', () => {
  test('reads course codes in a link text or address, course-list words in several languages, and files', () => {
    expect(linkSignals(link('http://u.test/a', 'CS 380L Advanced Operating Systems'))).toMatchObject({ codeInText: true });
    expect(linkSignals(link('http://u.test/~cs302/cs302.html', 'Home'))).toMatchObject({ codeInUrl: true, codeInText: false });
    expect(linkSignals(link('http://u.test/catalog/math-221.html', 'Calculus'))).toMatchObject({ codeInUrl: true });
    // A word and a number joined by a hyphen are a code only with a short word and three digits or more: people,
    // labs and chapters numbered on a site are no courses.
    for (const url of ['http://u.test/people/person-10/', 'http://u.test/research/labs/lab-12.html', 'http://u.test/book/chapter-03.html']) {
      expect(linkSignals(link(url, 'More')).codeInUrl).toBe(false);
    }
    expect(linkSignals(link('http://u.test/x?subj=MATH&crse=math112', ''))).toMatchObject({ codeInUrl: true });
    // A term, a month or a dated series with its year is a date, not a course; a course code beside it still counts.
    for (const url of ['http://u.test/UTCS/courses/Fall96', 'http://u.test/~sastry/spring96.html', 'http://u.test/news/news-2026.html', 'http://u.test/events/spring2025/', 'http://u.test/panel-Feb1996/']) {
      expect(linkSignals(link(url, 'More')).codeInUrl).toBe(false);
    }
    for (const url of ['http://u.test/~almstrum/classes/cs336/fall96/', 'http://u.test/catalog/math-2010.html', 'http://u.test/cs2110/']) {
      expect(linkSignals(link(url, 'More')).codeInUrl).toBe(true);
    }
    for (const text of ['Course Catalog', 'Classes', 'Vorlesungsverzeichnis', 'シラバス検索', 'Plan de estudios']) {
      expect(linkSignals(link('http://u.test/x', text)).listWord).toBe(true);
    }
    // Other languages' own words and compounds, in a link's text: course lists, the way there, and news.
    for (const text of ['Modulkatalog', 'Modulbeschreibungen', 'Lehrangebot', 'guía docente', 'Insegnamenti']) expect(linkSignals(link('http://u.test/x', text)).listWord).toBe(true);
    for (const text of ['Учебные планы', 'Учебный план', 'Sylabusy', 'Ders içerikleri', 'Kursplaner', 'Opintojaksot', 'Mata kuliah', 'Đề cương', 'المقررات', '2026학년도 교육과정', '강의계획서', '本科教学大纲', '選課']) {
      expect(linkSignals(link('http://u.test/x', text)).listWord).toBe(true);
    }
    for (const text of ['Studiengänge', 'Обучение', 'Eğitim', 'Öğrenci', 'Utbildning', 'Utbildningar', '학사', '本科生']) expect(linkSignals(link('http://u.test/x', text)).wayWord).toBe(true);
    for (const text of ['Новости', 'Haberler', '공지사항', '新闻']) expect(linkSignals(link('http://u.test/x', text)).awayWord).toBe(true);
    // A word inside another word is not that word.
    for (const text of ['Diskursy', 'Emnerne?', 'Akademikerhaus']) expect(linkSignals(link('http://u.test/x', text))).toMatchObject({ listWord: false, wayWord: false });
    for (const text of ['Aktuelles', 'Veranstaltungen', 'Événements', 'Noticias']) expect(linkSignals(link('http://u.test/x', text)).awayWord).toBe(true);
    // "Lehrveranstaltungen" are courses, not events; a people directory is no course list; in an address such
    // words are often someone's own names (/~lorenzo/corsi/).
    expect(linkSignals(link('http://u.test/x', 'Lehrveranstaltungen'))).toMatchObject({ listWord: true, awayWord: false });
    expect(linkSignals(link('http://u.test/x', 'Personenverzeichnis')).listWord).toBe(false);
    // A curriculum vitae on a person's home page is no curriculum of courses.
    expect(linkSignals(link('http://u.test/~jdoe/cv.html', 'Curriculum vitae')).listWord).toBe(false);
    expect(linkSignals(link('http://u.test/x', 'Curriculum')).listWord).toBe(true);
    expect(linkSignals(link('http://u.test/users/lorenzo/corsi/cs372/notes.html', 'notes')).listWord).toBe(false);
    // A sentence that mentions courses is news, not a list of courses.
    expect(linkSignals(link('http://u.test/news/2025/a.html', 'Summer short courses for high school students start in June'))).toMatchObject({ listWord: false, awayWord: true });
    expect(linkSignals(link('http://u.test/notes/ch1.ps', 'Chapter 1')).file).toBe(true);
  });

  test("a code the linking page's address holds too is that course's own folder, not a new course", () => {
    expect(linkSignals(link('http://u.test/~cs302/hw1.html', 'hw1'), 'http://u.test/~cs302/cs302.html').codeInUrl).toBe(false);
    expect(linkSignals(link('http://u.test/~cs354/cs354.html', 'next'), 'http://u.test/~cs302/cs302.html').codeInUrl).toBe(true);
  });

  test("a link to the page's own address with another query is another view of it: its address names no list beyond; its pager goes on", () => {
    const finder = 'https://u.test/study/course-finder/';
    // A facet or sort order of the finder the crawl is on: the address's "course" names this page.
    for (const url of [`${finder}?level=ug`, `${finder}?sort=az&faculty=arts`]) expect(linkSignals(link(url, 'Undergraduate (45)'), finder).listWord).toBe(false);
    expect(linkSignals(link(`${finder}?level=ug&school=law`, 'Law (12)'), `${finder}?level=ug`).listWord).toBe(false);
    // Its pager, a link to the finder from elsewhere, and a list below it keep the address's word.
    expect(linkSignals(link(`${finder}?page=2`, '2'), finder).listWord).toBe(true);
    expect(linkSignals(link(`${finder}?level=ug`, 'Undergraduate'), 'https://u.test/study/').listWord).toBe(true);
    expect(linkSignals(link('https://u.test/study/course-finder/archive/', 'Archive'), finder).listWord).toBe(true);
  });

  test("a language switcher's link to the same address under another language's folder is the page again; a department's folder is not", () => {
    expect(linkSignals(link('https://u.test/en/grados/derecho', 'English'), 'https://u.test/es/grados/derecho').variant).toBe(true);
    expect(linkSignals(link('https://u.test/ca/', 'Català'), 'https://u.test/es/').variant).toBe(true);
    // Two departments' folders, a link not named for a language, another page under the other language.
    expect(linkSignals(link('https://u.test/ee/courses', 'EE'), 'https://u.test/cs/courses').variant).toBe(false);
    expect(linkSignals(link('https://u.test/it/courses', 'Information Technology'), 'https://u.test/es/courses').variant).toBe(false);
    expect(linkSignals(link('https://u.test/en/grados/x', 'English'), 'https://u.test/es/grados').variant).toBe(false);
    // A switcher that names the language in a short phrase, in the page's language or in the other one.
    for (const text of ['Versión en inglés', 'English version', 'In English', 'Version française', 'auf Deutsch', '英語版']) {
      expect(linkSignals(link('https://u.test/en/cursos-de-verano', text), 'https://u.test/es/cursos-de-verano').variant).toBe(true);
    }
    // A sentence that mentions a language, or a course of one, under the same folders is no switcher.
    for (const text of ['Cursos de inglés', 'English for academic purposes', 'Studying in English: admissions']) {
      expect(linkSignals(link('https://u.test/en/cursos-de-verano', text), 'https://u.test/es/cursos-de-verano').variant).toBe(false);
    }
  });

  test("the page as a document (?format=pdf) and another year's edition the link's text names (?au=2025, \"2025-2026\") are the page again", () => {
    const page = 'https://u.test/odf/detail.asp?ue=RAS204E';
    expect(linkSignals(link(`${page}&format=pdf`, 'Télécharger la fiche (PDF)'), page).variant).toBe(true);
    expect(linkSignals(link(`${page}&au=2025`, "Fiche de l'offre 2025-2026"), page).variant).toBe(true);
    expect(linkSignals(link(`${page}&au=2025`, 'Fiche 2025'), page).variant).toBe(true);
    // A year the text does not name, another course, a number inside a longer one.
    expect(linkSignals(link(`${page}&id=2025`, 'Suivant'), page).variant).toBe(false);
    expect(linkSignals(link('https://u.test/odf/detail.asp?ue=RAS205E', 'RAS205E 2025'), page).variant).toBe(false);
    expect(linkSignals(link(`${page}&n=2025`, 'Salle 120250'), page).variant).toBe(false);
  });

  test("another edition beside the page (its last segment with a year or a span of years it lacks) is the page again", () => {
    const page = 'https://u.test/fr/formation/catalogue-des-formations.html';
    expect(linkSignals(link('https://u.test/fr/formation/catalogue-des-formations-2020-2024.html', "Consulter l'offre de formation 2020-2024"), page).variant).toBe(true);
    expect(linkSignals(link('https://u.test/plan-2024-2025.html', 'Plan 2024-2025'), 'https://u.test/plan-2025-2026.html').variant).toBe(true);
    // The archive's link back to the current offer, another folder, another name, a term's past offering, an index.
    expect(linkSignals(link(page, 'Offre actuelle'), 'https://u.test/fr/formation/catalogue-des-formations-2020-2024.html').variant).toBe(false);
    expect(linkSignals(link('https://u.test/fr/archives/catalogue-des-formations-2020-2024.html', 'Archives'), page).variant).toBe(false);
    expect(linkSignals(link('https://u.test/fr/formation/guide-2026.html', 'Guide 2026'), page).variant).toBe(false);
    expect(linkSignals(link('https://u.test/~jdoe/cs301-fall1996.html', 'Fall 1996'), 'https://u.test/~jdoe/cs301.html').variant).toBe(false);
    expect(linkSignals(link('https://u.test/news/index-2024.html', '2024'), 'https://u.test/news/index.html').variant).toBe(false);
  });

  test("where the site's own language has no folder, the page under another language's folder is the page again, and back", () => {
    const page = 'https://u.test/catalogue-des-formations/licence-XA.html';
    expect(linkSignals(link('https://u.test/en/catalogue-des-formations/licence-XA.html', 'EN'), page).variant).toBe(true);
    expect(linkSignals(link(page, 'Français'), 'https://u.test/en/catalogue-des-formations/licence-XA.html').variant).toBe(true);
    expect(linkSignals(link('https://u.test/de/', 'Deutsch'), 'https://u.test/').variant).toBe(true);
    // Another page under the language's folder, a department's folder, another host, a link not named for a language.
    expect(linkSignals(link('https://u.test/en/catalogue-des-formations.html', 'EN'), page).variant).toBe(false);
    expect(linkSignals(link('https://u.test/ee/catalogue-des-formations/licence-XA.html', 'EE'), page).variant).toBe(false);
    expect(linkSignals(link('https://v.test/en/catalogue-des-formations/licence-XA.html', 'EN'), page).variant).toBe(false);
    expect(linkSignals(link('https://u.test/en/catalogue-des-formations/licence-XA.html', 'Licence'), page).variant).toBe(false);
  });

  test("another year is a year-named parameter's year or term, or an academic year under any name; a record's number is not", () => {
    const is = (url: string, from: string) => linkSignals(link(url, '2025'), from).variant;
    expect(is('https://u.test/a/DER4494.html?curso=202425', 'https://u.test/a/DER4494.html')).toBe(true);
    expect(is('https://u.test/plan.asp?plan=582&any=2025', 'https://u.test/plan.asp?plan=582&any=2026')).toBe(true);
    expect(is('https://u.test/x?id=7&v=2024-25', 'https://u.test/x?id=7')).toBe(true);
    expect(is('https://u.test/x?term=2025S2', 'https://u.test/x')).toBe(true);
    expect(is('https://u.test/programa.php?sigla=3239&curso_academico=2025-1', 'https://u.test/programa.php?sigla=3239&curso_academico=2026-1')).toBe(true);
    expect(is('https://u.test/guide?code=CS101&academicYear=2025', 'https://u.test/guide?code=CS101&academicYear=2026')).toBe(true);
    // A catalog's own term code, named so ("term_in"), is no year of the page's: another term's list.
    expect(is('https://u.test/bwckctlg.p_display_courses?term_in=202410&subj=CS', 'https://u.test/bwckctlg.p_display_courses?term_in=202420&subj=CS')).toBe(false);
    expect(is('https://u.test/course/info.php?id=2025', 'https://u.test/course/info.php?id=2024')).toBe(false);
    expect(is('https://u.test/course/info.php?id=201935', 'https://u.test/course/info.php?id=201934')).toBe(false);
    expect(is('https://u.test/x?id=202427', 'https://u.test/x')).toBe(false);
  });

  test("another year's edition of the page kept under another folder is the page again: the same leaf, only a year added", () => {
    const is = (url: string, from: string) => linkSignals(link(url, '2025-1'), from).variant;
    const copy = 'https://u.test/grados/fisica/asignaturas/BIOL5119-histologia';
    expect(is('https://u.test/grados/biologia/asignaturas/BIOL5119-histologia?periodo=2025-1', copy)).toBe(true);
    expect(is('https://u.test/b/guia.php?cod=21714&curso=2024-25', 'https://u.test/a/guia.php?cod=21714')).toBe(true);
    // Another course's leaf, a leaf every folder has, a parameter that is no year's, a year on another host: not the page.
    expect(is('https://u.test/grados/biologia/asignaturas/BIOL5120-citologia?periodo=2025-1', copy)).toBe(false);
    expect(is('https://u.test/catalog/index.php?year=2025', 'https://u.test/admissions/index.php')).toBe(false);
    expect(is('https://u.test/grados/biologia/asignaturas/BIOL5119-histologia?grupo=2', copy)).toBe(false);
    expect(is('https://v.test/grados/biologia/asignaturas/BIOL5119-histologia?periodo=2025-1', copy)).toBe(false);
    expect(is('https://u.test/b/guia.php?cod=21715&curso=2024-25', 'https://u.test/a/guia.php?cod=21714')).toBe(false);
  });

  test('reads the words of Spanish and Portuguese sites for their offer of degrees and their plans of study', () => {
    for (const text of ['Oferta académica', 'Titulaciones', 'Carreras', 'Pregrado', 'Posgrados', 'Facultades', 'Pós-graduação']) expect(linkSignals(link('https://u.test/x', text)).wayWord).toBe(true);
    // One faculty, school or department, as English reads "School of Law" and "Department of History"; and "Centros",
    // Spanish universities' word for their faculties and schools.
    for (const text of ['Facultad de Ciencias de la Salud', 'Escuela Técnica Superior de Ingenieros Industriales', 'Departamento de Física', 'Faculdade de Letras', 'Centros propios']) expect(linkSignals(link('https://u.test/x', text)).wayWord).toBe(true);
    expect(linkSignals(link('https://u.test/x', 'Centro de Lenguas')).wayWord).toBe(false);
    for (const text of ['Malla curricular', 'Planes de estudio', 'Guias docentes', 'Fichas de las asignaturas', 'Programas de asignaturas', 'Materias']) expect(linkSignals(link('https://u.test/x', text)).listWord).toBe(true);
  });

  test("a technical report's number is no course code in a link's text; a code after one still is", () => {
    expect(linkSignals(link('http://u.test/tr/1998/1998-06.html', 'TR 1998-06: Implementing Motion in a Portable Runtime')).codeInText).toBe(false);
    expect(linkSignals(link('http://u.test/tr/cs-tr-96-1234.html', 'CS-TR-96-1234')).codeInText).toBe(false);
    expect(linkSignals(link('http://u.test/x', 'TR 96-05, the notes of CS 302')).codeInText).toBe(true);
  });

  test('a pager in the languages of the course-list words', () => {
    for (const text of ['Next', 'Suivant', 'Siguiente', 'Successivo', 'Próximo', 'Nächste', '下一页', '下一頁', '다음']) expect(linkSignals(link('http://u.test/list?p=2', text)).pager).toBe(true);
    expect(linkSignals(link('http://u.test/x', 'Próximos eventos')).pager).toBe(false);
  });
});
