import { broaderPatternsOf, codeKeysIn, courseFolderOf, deepTwinOf, gateOf, linkTextKey, namedPlaceOf, namingKey, recordCodesOf, homePageAt, ownerOf, recordIdsOf, shapeOf, slotOf, twinOf, wideSlotOf } from '../../../src/strategies/apprentice/addresses.ts';

const u = (path: string) => `http://u.test${path}`;

describe("what the apprentice reads from an address", () => {
  test("an address's shape for dead links is its host, depth and ending, its query aside", () => {
    expect(shapeOf(u('/~jdoe'))).toBe('http://u.test|1|bare');
    expect(shapeOf(u('/~jdoe/'))).toBe('http://u.test|1|folder');
    expect(shapeOf(u('/a/b.html?x=1'))).toBe('http://u.test|2|html');
    expect(shapeOf(u('/a/b.html'))).toBe(shapeOf(u('/c/d.html')));
  });

  test('a redirect is a gate when its query names the address it came from', () => {
    expect(gateOf(u('/lms/course/view.php?id=12'), u('/lms/login/index.php?wantsurl=%2Flms%2Fcourse%2Fview.php%3Fid%3D12'))).toBe(true);
    expect(gateOf(u('/secure/syllabus.html'), 'https://sso.u.test/cas/login?service=http%3A%2F%2Fu.test%2Fsecure%2Fsyllabus.html')).toBe(true);
    expect(gateOf(u('/user/7'), u('/user/login?destination=/user/7'))).toBe(true);
    // A page that moved, a redirect to a page of its own, a query that names something else, the site's root.
    expect(gateOf(u('/course/12'), u('/course/12/'))).toBe(false);
    expect(gateOf(u('/course/12'), u('/courses/view?id=12'))).toBe(false);
    expect(gateOf(u('/course/12'), u('/login?next=%2Fcourse%2F13'))).toBe(false);
    expect(gateOf(u('/course/1'), u('/login?next=%2Fcourse%2F12'))).toBe(false);
    expect(gateOf(u('/'), u('/login?next=%2F'))).toBe(false);
    expect(gateOf(u('/a/b'), u('/login?next=%E0%A4%A'))).toBe(false);
  });

  test("an address's slot is its folder with the last segment open; none with a query or in the root folder", () => {
    expect(slotOf(u('/oferta-academica/grados/fisica/'))).toBe('slot:http://u.test/oferta-academica/grados/*/');
    expect(slotOf(u('/oferta-academica/grados/quimica/'))).toBe(slotOf(u('/oferta-academica/grados/fisica/')));
    expect(slotOf(u('/grados/fisica.html'))).toBe('slot:http://u.test/grados/*.html');
    expect(slotOf(u('/fisica/'))).toBe('');
    expect(slotOf(u('/grados/ficha?id=1'))).toBe('');
  });

  test("an address's twin place keeps its last segment and opens the folder above it; none with a query or less than two folders deep", () => {
    expect(twinOf(u('/grados/grado-en-economia/plan-estudios'))).toBe('twin:http://u.test/grados/*/plan-estudios');
    expect(twinOf(u('/grados/grado-en-derecho/plan-estudios'))).toBe(twinOf(u('/grados/grado-en-economia/plan-estudios')));
    expect(twinOf(u('/grados/grado-en-derecho/profesorado'))).not.toBe(twinOf(u('/grados/grado-en-economia/plan-estudios')));
    expect(twinOf(u('/users/jdoe/courses/'))).toBe('twin:http://u.test/users/*/courses/');
    expect(twinOf(u('/~jdoe/courses.html'))).toBe('');
    expect(twinOf(u('/grados/plan?id=1'))).toBe('');
  });

  test("an address's wide slot opens its last segment and the folder above it; none with a query, less than two folders deep or in a person's folder", () => {
    const degrees = 'wslot:http://u.test/catalogue/licence/*/*.html';
    expect(wideSlotOf(u('/catalogue/licence/droit-economie-gestion/licence-droit-TUNRR4B7.html'))).toBe(degrees);
    expect(wideSlotOf(u('/catalogue/licence/sciences-technologies/licence-chimie-B8Z6M4NE.html'))).toBe(degrees);
    expect(wideSlotOf(u('/catalogue/master/sciences-technologies/master-chimie-LHQL02RV.html'))).not.toBe(degrees);
    expect(wideSlotOf(u('/formations/licence/chimie/'))).toBe('wslot:http://u.test/formations/*/*/');
    expect(wideSlotOf(u('/grados/quimica.html'))).toBe('');
    expect(wideSlotOf(u('/grados/ficha?id=1'))).toBe('');
    expect(wideSlotOf(u('/users/jdoe/courses/cs302.html'))).toBe('');
  });

  test("an address's deep twin keeps its section and its name and opens every folder between; none for an index page", () => {
    const dtwin = 'dtwin:http://u.test/catalogue/**/programme.html';
    expect(deepTwinOf(u('/catalogue/licence/sts/licence-chimie/programme.html'))).toBe(dtwin);
    // A parcours' tab one folder deeper than its diploma's is the same place.
    expect(deepTwinOf(u('/catalogue/licence/deg/licence-eco/parcours-gestion/programme.html'))).toBe(dtwin);
    expect(deepTwinOf(u('/catalogue/licence/sts/licence-chimie/contacts.html'))).not.toBe(dtwin);
    expect(deepTwinOf(u('/offre/2026/licence/parcours/'))).toBe('dtwin:http://u.test/offre/**/parcours/');
    expect(deepTwinOf(u('/catalogue/licence/sts/index.html'))).toBe('');
    expect(deepTwinOf(u('/catalogue/programme.html'))).toBe('');
    expect(deepTwinOf(u('/catalogue/licence/programme?id=1'))).toBe('');
    expect(namedPlaceOf(u('/catalogue/licence/sts/licence-chimie/programme.html'))).toBe('named:http://u.test/catalogue/**/programme.html');
    expect(namedPlaceOf(u('/catalogue/programme.html'))).toBe('');
  });

  test("an address's broader patterns leave out one numbered query parameter each, not a word's nor a year's", () => {
    expect(broaderPatternsOf(u('/offre/programme.jsp?diplome=63488&parcours=2'))).toEqual(['u.test/offre/programme.jsp?parcours', 'u.test/offre/programme.jsp?diplome']);
    expect(broaderPatternsOf(u('/offre/fiche.jsp?ue=S2HIS02&au=2025'))).toEqual([]);
    expect(broaderPatternsOf(u('/titulacion.jsp?tit=720&sec=horarios'))).toEqual(['u.test/titulacion.jsp?sec']);
    expect(broaderPatternsOf(u('/offre/programme.jsp?diplome=63488'))).toEqual([]);
    expect(broaderPatternsOf(u('/offre/programme.html'))).toEqual([]);
  });

  test('record numbers are the long numbers after the host, academic years aside', () => {
    expect(recordIdsOf(u('/guia-docente/260569?curso=202425'))).toEqual(['260569']);
    expect(recordIdsOf(u('/x/2025/12345678.pdf'))).toEqual(['12345678']);
    expect(recordIdsOf(u('/plan/202324/asignaturas'))).toEqual([]);
    expect(recordIdsOf(u('/cs302.html'))).toEqual([]);
  });

  test("a link's text that names a course by its code and title is a record key, with the terms its address names", () => {
    expect(namingKey('PH-224  Optics and Society', u('/node/3927'))).toBe('a:ph-224 optics and society');
    expect(namingKey('PH-224 Optics and Society', u('/academics/courses/optics-and-society'))).toBe(namingKey('PH-224 Optics and Society', u('/node/3927')));
    expect(namingKey('CSE503 Software Engineering', u('/courses/cse503/05sp/'))).toBe('a:cse503 software engineering@05sp');
    // A code alone (its own rule), a title without a code, a word: none.
    for (const text of ['PH-224', 'Optics and Society', 'Syllabus', '']) expect(namingKey(text, u('/node/3927'))).toBeUndefined();
    // Any text of two words or more is a link's text key (for lists again under another query), a word is not.
    expect(linkTextKey('Optics and  Society', u('/node/3927'))).toBe('t:optics and society');
    expect(linkTextKey('Optics and Society', u('/courses/2025-2026/optique'))).toBe('t:optics and society@2025-2026');
    expect(linkTextKey('Syllabus', u('/node/3927'))).toBeUndefined();
  });

  test("a page's own name's token of capitals and digits is a record's id, with the terms its folders name", () => {
    expect(recordIdsOf(u('/odf/licence-physique-RX9QNEFL/physique-chimie-KTA208DM/ue-optique-WR5QJNHQ.html'))).toEqual(['WR5QJNHQ']);
    expect(recordIdsOf(u('/odf/licence-physique-RX9QNEFL/physique-et-applications-KYT0N9EK/ue-optique-WR5QJNHQ.html'))).toEqual(['WR5QJNHQ']);
    // Another year's folder holds another offering of the course.
    expect(recordIdsOf(u('/formation/2025-2026/enseignement/1MINF1011/'))).toEqual(['1MINF1011@2025-2026']);
    expect(recordIdsOf(u('/formation/2026-2027/enseignement/1MINF1011/'))).toEqual(['1MINF1011@2026-2027']);
    // A course code's shape is the course codes' rule; a word, a short token, a folder's token are no record's.
    expect(recordIdsOf(u('/courses/HIST177.html'))).toEqual([]);
    expect(recordIdsOf(u('/about/CONTACT.html'))).toEqual([]);
    expect(recordIdsOf(u('/x/A1B2.html'))).toEqual([]);
    expect(recordIdsOf(u('/odf/licence-physique-RX9QNEFL/programme.html'))).toEqual([]);
  });

  test("a course code in a path is one record key whatever its separators; only a document's counts as a document's", () => {
    expect(codeKeysIn(u('/guias/GD_HIST-177.pdf'))).toEqual(['c:HIST177']);
    expect(recordCodesOf(u('/guias/GD_HIST-177.pdf'))).toEqual(['c:HIST177']);
    expect(recordCodesOf(u('/docs/hist_177.docx'))).toEqual(['c:HIST177']);
    expect(codeKeysIn(u('/cursos/HIST-177'))).toEqual(['c:HIST177']);
    expect(recordCodesOf(u('/cursos/HIST-177'))).toEqual([]);
    // A code that is a query parameter's whole value names the record, on any script; a term or a page number does not.
    expect(recordCodesOf(u('/descarga.aspx?tipo=guia&codAsig=NUT1601&ca=2026'))).toEqual(['c:NUT1601']);
    expect(recordCodesOf(u('/ficha.php?sigla=HIST-177&curso=2026-1'))).toEqual(['c:HIST177']);
    expect(recordCodesOf(u('/plan.aspx?estudio=759&ca=2026&nivel=1'))).toEqual([]);
    // A malformed escape is skipped, not thrown.
    expect(recordCodesOf(u('/x.php?a=%E0%A4%A&codigo=MAT%20101'))).toEqual(['c:MAT101']);
  });

  test("a person's folder and home page, under any of its addresses", () => {
    expect(ownerOf(u('/~jdoe/cs302/index.html'))).toBe('http://u.test/~jdoe/');
    expect(ownerOf(u('/~jdoe/jdoe.html'))).toBe('http://u.test/~jdoe/');
    expect(homePageAt(u('/~jdoe/jdoe.html'))).toBe(true);
    expect(homePageAt(u('/users/jdoe/'))).toBe(true);
    expect(homePageAt(u('/~jdoe/cs302/index.html'))).toBe(false);
    expect(ownerOf(u('/people/jdoe.html'))).toBeUndefined();
  });

  test("a course folder is the deepest folder above a page named for a course; a person's, a catalog's or a term's is not one", () => {
    expect(courseFolderOf(u('/~cs302/cs302.html'))).toBe(u('/~cs302/'));
    expect(courseFolderOf(u('/~cs537-1/cs537.html'))).toBe(u('/~cs537-1/'));
    expect(courseFolderOf(u('/users/lorenzo/corsi/cs395t/96F/'))).toBe(u('/users/lorenzo/corsi/cs395t/'));
    expect(courseFolderOf(u('/courses/cs101/index.html?term=1'))).toBe(u('/courses/cs101/'));
    expect(courseFolderOf(u('/~jdoe/cs302.html'))).toBeUndefined();
    expect(courseFolderOf(u('/catalog/courses/CS101.html'))).toBeUndefined();
    expect(courseFolderOf(u('/archive/fall96/index.html'))).toBeUndefined();
  });
});
