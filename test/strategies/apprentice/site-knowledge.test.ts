import { materialShare, namesIn, SiteKnowledge } from '../../../src/strategies/apprentice/site-knowledge.ts';
import { namingKey } from '../../../src/strategies/apprentice/addresses.ts';

const u = (path: string) => `http://u.test${path}`;
const knowledge = (options: Partial<ConstructorParameters<typeof SiteKnowledge>[0]> = {}) =>
  new SiteKnowledge({ coBoost: 0.5, deadLinks: true, people: true, ...options });
/** Counts `fetched` followed links of one key, `hits` of them good. */
const count = (site: SiteKnowledge, map: SiteKnowledge['regions'], key: string, fetched: number, hits: number) => {
  const y = site.yieldOf(map, key);
  y.fetched += fetched;
  y.hits += hits;
};

describe("the apprentice's knowledge of the site", () => {
  test('co-citation: a list, pattern or slot raises its links once two of them and half its links led to course pages', () => {
    const site = knowledge();
    count(site, site.regions, 'hub#0', 1, 1);
    expect(site.boost(u('/c/9'), 'hub#0')).toBe(0);
    count(site, site.regions, 'hub#0', 1, 1);
    expect(site.boost(u('/c/9'), 'hub#0')).toBe(0.5);
    count(site, site.regions, 'hub#1', 5, 2);
    expect(site.boost(u('/x/9'), 'hub#1')).toBe(0);
    count(site, site.patterns, 'slot:http://u.test/grados/*/', 2, 2);
    expect(site.boost(u('/grados/quimica/'), undefined)).toBe(0.5);
    expect(site.boost(u('/otros/quimica/'), undefined)).toBe(0);
  });

  test("co-citation: a twin place (one tab's name on every degree's page) raises its links once two of them led to course pages", () => {
    const site = knowledge();
    count(site, site.patterns, 'twin:http://u.test/grados/*/plan-estudios', 2, 1);
    expect(site.boost(u('/grados/grado-en-fisioterapia/plan-estudios'), undefined)).toBe(0);
    count(site, site.patterns, 'twin:http://u.test/grados/*/plan-estudios', 0, 1);
    expect(site.boost(u('/grados/grado-en-fisioterapia/plan-estudios'), undefined)).toBe(0.5);
    // The degree's other tabs are not raised with it.
    expect(site.boost(u('/grados/grado-en-fisioterapia/profesorado'), undefined)).toBe(0);
  });

  test("co-citation: a tab's name at any depth of its section raises its links by the share of them that proved a way, once two did", () => {
    const site = knowledge();
    const key = 'dtwin:http://u.test/catalogue/**/programme.html';
    const parcours = u('/catalogue/licence/deg/licence-eco/parcours-gestion/programme.html');
    count(site, site.patterns, key, 2, 1);
    expect(site.boost(parcours, undefined)).toBe(0);
    count(site, site.patterns, key, 0, 1);
    expect(site.boost(parcours, undefined)).toBe(0.5);
    // Diplomas whose programme is a PDF: two ways in five tabs still raise the others, by less.
    count(site, site.patterns, key, 3, 0);
    expect(site.boost(parcours, undefined)).toBeCloseTo(0.5 * (2 / 5) / 0.5, 9);
    expect(site.boost(u('/catalogue/licence/deg/licence-eco/parcours-gestion/contacts.html'), undefined)).toBe(0);
  });

  test("co-citation: a wide slot (any sector's degree pages) raises its links once two of them and half its pages proved ways, by a part after one, unless their name recurs", () => {
    const site = knowledge();
    const key = 'wslot:http://u.test/catalogue/licence/*/*.html';
    const droit = u('/catalogue/licence/droit-economie-gestion/licence-droit-TUNRR4B7.html');
    count(site, site.patterns, key, 3, 0);
    expect(site.boost(droit, undefined)).toBe(0);
    // One of three proved a way: a part of the raise, by its share and halved for a single proof.
    count(site, site.patterns, key, 0, 1);
    expect(site.boost(droit, undefined)).toBeCloseTo(0.5 * (1 / 3 / 0.5) * 0.5, 6);
    count(site, site.patterns, key, 0, 1);
    expect(site.boost(droit, undefined)).toBe(0.5);
    // A name seen in other folders is a tab's (each degree's contacts page): the twin places decide for those.
    count(site, site.patterns, 'named:http://u.test/catalogue/**/contacts.html', 1, 0);
    expect(site.boost(u('/catalogue/licence/droit-economie-gestion/contacts.html'), undefined)).toBe(0);
    expect(site.boost(u('/catalogue/licence/droit-economie-gestion/informations.html'), undefined)).toBe(0.5);
  });

  test("an address pattern whose pages led nowhere, four times, gives way to the patterns not tried yet", () => {
    const site = knowledge();
    const tab = u('/catalogue/fiche_diplome.php?id=31918&onglet=competences');
    const pattern = 'u.test/catalogue/fiche_diplome.php?id&onglet';
    count(site, site.patterns, pattern, 3, 0);
    expect(site.placeShare(tab)).toBe(1);
    count(site, site.patterns, pattern, 1, 0);
    expect(site.placeShare(tab)).toBe(0.5);
    expect(site.placeShare(u('/catalogue/programme.php?diplome=31918&parcours=1'))).toBe(1);
    // One of its pages proved a way: the pattern is no longer barren.
    count(site, site.patterns, pattern, 0, 1);
    expect(site.placeShare(tab)).toBe(1);
    // Nor is a pattern whose slot held a way (a degree's page, its pattern of its own numbers).
    const degree = u('/grados/grado-2041.html');
    count(site, site.patterns, 'u.test/grados/grado-#.html', 4, 0);
    expect(site.placeShare(degree)).toBe(0.5);
    count(site, site.patterns, 'slot:http://u.test/grados/*.html', 5, 1);
    expect(site.placeShare(degree)).toBe(1);
  });

  test("co-citation: a narrower view of a record (one more query parameter) is raised by its broader view's proven pattern, until its own pages led nowhere", () => {
    const site = knowledge();
    const parcours = u('/offre/programme.jsp?diplome=63488&parcours=2');
    count(site, site.patterns, 'u.test/offre/programme.jsp?diplome', 2, 1);
    expect(site.boost(parcours, undefined)).toBe(0);
    count(site, site.patterns, 'u.test/offre/programme.jsp?diplome', 0, 1);
    expect(site.boost(parcours, undefined)).toBe(0.5);
    // Not another year's edition of a proven page, nor a page of another script.
    count(site, site.patterns, 'u.test/offre/fiche.jsp?ue', 2, 2);
    expect(site.boost(u('/offre/fiche.jsp?ue=S2HIS02&au=2025'), undefined)).toBe(0);
    expect(site.boost(u('/offre/formation.jsp?diplome=63488&parcours=2'), undefined)).toBe(0);
    // Nor a tab named by a word; and a facet whose own pages led nowhere, twice, is not raised any more.
    expect(site.boost(u('/offre/programme.jsp?diplome=63488&onglet=contacts'), undefined)).toBe(0);
    count(site, site.patterns, 'u.test/offre/programme.jsp?diplome&parcours', 2, 0);
    expect(site.boost(parcours, undefined)).toBe(0);
  });

  test("co-citation: a page's name whose pages led nowhere, twice, is raised neither by its list nor by its folder", () => {
    const site = knowledge();
    const contacts = u('/fr/formations/master-geo/parcours-geomatique/contacts/');
    count(site, site.patterns, 'slot:http://u.test/fr/formations/master-geo/parcours-geomatique/*/', 2, 2);
    count(site, site.regions, 'tabs#0', 2, 2);
    expect(site.boost(contacts, 'tabs#0')).toBe(0.5);
    count(site, site.patterns, 'named:http://u.test/fr/**/contacts/', 1, 0);
    expect(site.boost(contacts, 'tabs#0')).toBe(0.5);
    count(site, site.patterns, 'named:http://u.test/fr/**/contacts/', 1, 0);
    expect(site.boost(contacts, 'tabs#0')).toBe(0);
    // The tab that leads on keeps its raise.
    expect(site.boost(u('/fr/formations/master-geo/parcours-geomatique/organisation/'), 'tabs#0')).toBe(0.5);
  });

  test("co-citation: a slot of numbered records (a site's degrees by number) raises its links once one of them led to course pages", () => {
    const site = knowledge();
    count(site, site.patterns, 'slot:http://u.test/titulaciones/*/', 1, 1);
    expect(site.boost(u('/titulaciones/555/'), undefined)).toBe(0.5);
    // Named pages in one folder are a site's sections; a person's folders are the people rules' to raise.
    count(site, site.patterns, 'slot:http://u.test/docs/*.html', 1, 1);
    expect(site.boost(u('/docs/personal.html'), undefined)).toBe(0);
    count(site, site.patterns, 'slot:http://u.test/~jdoe/*/', 1, 1);
    expect(site.boost(u('/~jdoe/cs302/'), undefined)).toBe(0);
    count(site, site.patterns, 'slot:http://u.test/titulaciones/*/', 2, 0);
    expect(site.boost(u('/titulaciones/111/'), undefined)).toBe(0);
  });

  test("a page whose followed links mostly died lowers its other links by the root of its (smoothed) share alive; three dead at least", () => {
    const site = knowledge();
    count(site, site.sources, u('/old'), 2, 0);
    expect(site.aliveShare(u('/old'), u('/a.html'))).toBe(1);
    count(site, site.sources, u('/old'), 1, 0);
    expect(site.aliveShare(u('/old'), u('/a.html'))).toBeCloseTo(Math.sqrt(1 / 4));
    count(site, site.sources, u('/mixed'), 5, 3);
    expect(site.aliveShare(u('/mixed'), u('/a.html'))).toBe(1);
    expect(knowledge({ deadLinks: false }).aliveShare(u('/old'), u('/a.html'))).toBe(1);
  });

  test("a record found once keeps its other forms waiting, unless a list's own address holds its number", () => {
    const site = knowledge();
    expect(site.recordShare(u('/docs/260569_2026.pdf'), u('/grado/fisica'), false)).toBe(1);
    site.records.set('260569', 1);
    expect(site.recordShare(u('/docs/260569_2026.pdf'), u('/grado/fisica'), false)).toBe(materialShare);
    expect(site.recordShare(u('/docs/260569_2026.pdf'), u('/plan/260569'), false)).toBe(1);
    expect(site.recordShare(u('/docs/260569_2026.pdf'), u('/guia/260569'), true)).toBe(materialShare);
    site.records.set('260569', 2);
    expect(site.recordShare(u('/docs/260569_2026.pdf'), u('/grado/fisica'), false)).toBe(1);
  });

  test("a course page's id found once keeps the same page under another programme waiting, not another year's", () => {
    const site = knowledge();
    const shared = u('/odf/licence-physique/physique-et-applications-KYT0N9EK/ue-optique-WR5QJNHQ.html');
    const list = u('/odf/licence-physique/physique-et-applications-KYT0N9EK/liste-des-enseignements.html');
    expect(site.recordShare(shared, list, false)).toBe(1);
    site.records.set('WR5QJNHQ', 1);
    expect(site.recordShare(shared, list, false)).toBe(materialShare);
    site.records.set('1MINF1011@2025-2026', 1);
    expect(site.recordShare(u('/formation/2026-2027/enseignement/1MINF1011/'), u('/formation/2026-2027/MINF58/master/'), false)).toBe(1);
    expect(site.recordShare(u('/formation/2025-2026/enseignement/1MINF1011/'), u('/formation/2025-2026/MINF59/master/'), false)).toBe(materialShare);
    // A list whose own address holds the id is that record's own list.
    expect(site.recordShare(u('/formation/2025-2026/enseignement/1MINF1011/'), u('/formation/2025-2026/enseignement/1MINF1011/plan'), false)).toBe(1);
  });

  test("a link with the code-and-title text of the link to one course page found, to another address, is that page again", () => {
    const site = knowledge();
    const alias = u('/node/3927');
    expect(site.recordShare(alias, u('/study/courses?sort=title'), false, 'PH-224 Optics and Society')).toBe(1);
    site.records.set(namingKey('PH-224 Optics and Society', u('/academics/courses/optics-and-society'))!, 1);
    expect(site.recordShare(alias, u('/study/courses?sort=title'), false, 'PH-224 Optics and Society')).toBe(materialShare);
    // Another text, another term's course web under the same text, the page found itself, a text two pages had.
    expect(site.recordShare(alias, u('/p'), false, 'PH-225 Optics and Society')).toBe(1);
    site.records.set(namingKey('CSE503 Software Engineering', u('/courses/cse503/05sp/'))!, 1);
    expect(site.recordShare(u('/courses/cse503/04sp/'), u('/courses/04sp.html'), false, 'CSE503 Software Engineering')).toBe(1);
    site.found.add(alias);
    expect(site.recordShare(alias, u('/p'), false, 'PH-224 Optics and Society')).toBe(1);
    site.records.set(namingKey('PH-224 Optics and Society', alias)!, 2);
    expect(site.recordShare(u('/node/1'), u('/p'), false, 'PH-224 Optics and Society')).toBe(1);
  });

  test("one course's page's own document (its address with another ending) waits as its record's other form does", () => {
    const site = knowledge();
    const fiche = u('/formations/enseignements/algorithmique-KFBR2M1C.html');
    expect(site.recordShare(u('/formations/enseignements/algorithmique-KFBR2M1C.pdf'), fiche, true)).toBe(materialShare);
    // Not from a list, not another page's document, not the page itself under another query.
    expect(site.recordShare(u('/formations/enseignements/algorithmique-KFBR2M1C.pdf'), fiche, false)).toBe(1);
    expect(site.recordShare(u('/formations/enseignements/reseaux-P2M4ZZ8A.pdf'), fiche, true)).toBe(1);
    expect(site.recordShare(u('/formations/enseignements/algorithmique-KFBR2M1C.html?print=1'), fiche, true)).toBe(1);
  });

  test("a link named only by the code of one course page found, to an address that does not name it, is that course again", () => {
    const site = knowledge();
    const other = u('/licence-sv/biologie-cellulaire/ue-biochimie-NANXYF86.html');
    expect(site.recordShare(other, u('/licence-sv/biologie-cellulaire/programme.html'), false, '1UBIO102')).toBe(1);
    site.records.set('c:1UBIO102', 1);
    expect(site.recordShare(other, u('/licence-sv/biologie-cellulaire/programme.html'), false, '1UBIO102')).toBe(materialShare);
    expect(site.recordShare(other, u('/licence-sv/biologie-cellulaire/programme.html'), false, ' 1UBIO102 ')).toBe(materialShare);
    // Text beside the code, another code, a course's web named for its code (another offering), a page found.
    expect(site.recordShare(other, u('/p'), false, '1UBIO102 Biochimie')).toBe(1);
    expect(site.recordShare(other, u('/p'), false, '1UBIO103')).toBe(1);
    site.records.set('c:CSE142', 1);
    expect(site.recordShare(u('/education/courses/cse142/97wi/'), u('/education/courses/'), false, 'CSE 142')).toBe(1);
    expect(site.recordShare(u('/catalog/preview.php?coid=77'), u('/programmes/bsc'), false, 'CSE 142')).toBe(materialShare);
    site.found.add(other);
    expect(site.recordShare(other, u('/p'), false, '1UBIO102')).toBe(1);
    // A code two course pages hold is no one record's.
    site.records.set('c:1UBIO102', 2);
    expect(site.recordShare(u('/x/ue-biochimie.html'), u('/p'), false, '1UBIO102')).toBe(1);
  });

  test("links to people are raised once three people's folders hold a quarter of the course pages found", () => {
    const site = knowledge();
    site.courses = 8;
    site.owned = 2;
    for (const owner of ['a', 'b']) site.owners.add(u(`/~${owner}/`));
    expect(site.peopleBoost('h', u('/~c/c.html'), '')).toBe(0);
    site.owners.add(u('/~c/'));
    site.owned = 3;
    expect(site.personalSite()).toBe(true);
    expect(site.peopleBoost('h', u('/~d/d.html'), '')).toBe(0.2);
    expect(site.peopleBoost('d', u('/people.html'), '')).toBe(0.5);
    expect(knowledge({ people: false }).peopleBoost('d', u('/people.html'), '')).toBe(0);
  });

  test('a name written beside a course page not where its link said raises the directories of people and links to that name', () => {
    expect(namesIn('comp351 LISP and Symbolic Programming Bront\u00eb, Dubois')).toEqual(['lisp', 'symbolic', 'programming', 'bront\u00eb', 'dubois']);
    expect(namesIn('CS 302 Section 8 (Todd Munson)')).toEqual(['section', 'todd', 'munson']);
    expect(namesIn('comp421 cs 302 ab')).toEqual([]);
    const site = knowledge();
    expect(site.peopleBoost('d', u('/people/faculty.html'), 'Faculty')).toBe(0);
    site.named.add('usman');
    site.listed.add(u('/taxonomy/term/298'));
    expect(site.peopleBoost('d', u('/people/faculty.html'), 'Faculty')).toBe(0.5);
    expect(site.peopleBoost('h', u('/people/pusman/'), 'Pedro Usman')).toBe(0.5);
    expect(site.peopleBoost('m', u('/people/pusman/'), 'USMAN, Pedro')).toBe(0.5);
    expect(site.peopleBoost('h', u('/people/pjohnson/'), 'Pedro Johnson')).toBe(0);
    expect(knowledge({ people: false }).peopleBoost('d', u('/people/faculty.html'), 'Faculty')).toBe(0);
  });

  test("a list that linked a course page found raises its pager's links; a pager elsewhere is not raised", () => {
    const site = knowledge();
    const pager = ['a:pager', 'url:page'];
    expect(site.pagerBoost(pager, u('/taxonomy/term/298'))).toBe(0);
    site.listed.add(u('/taxonomy/term/298'));
    expect(site.pagerBoost(pager, u('/taxonomy/term/298'))).toBe(0.5);
    expect(site.pagerBoost(['a:list'], u('/taxonomy/term/298'))).toBe(0);
    expect(site.pagerBoost(pager, u('/news'))).toBe(0);
    expect(site.pagerBoost(pager, undefined)).toBe(0);
  });

  test('a snapshot and the journal entries after it restore the same knowledge', () => {
    const site = knowledge();
    count(site, site.regions, 'hub#0', 3, 2);
    count(site, site.shapes, 'http://u.test|1|bare', 4, 0);
    site.folders.add(u('/~cs302/'));
    site.records.set('c:CS302', 1);
    site.found.add(u('/~cs302/'));
    site.courses = 1;
    const snapshot = site.snapshot();
    count(site, site.regions, 'hub#0', 1, 1);
    count(site, site.patterns, 'slot:http://u.test/grados/*/', 2, 2);
    site.homesVisited.add(u('/~jdoe/'));
    site.dry.set(u('/~jdoe/'), 2);
    site.courses = 3;
    count(site, site.walls, 'u.test/lms/course/view.php?id', 3, 0);
    site.ends.add(u('/lms/login'));
    site.ledTo.set(u('/odf/programme.asp?diplome=1'), 3);
    const first = site.journal();
    site.moved.add(u('/~kim/'));
    site.named.add('usman');
    site.found.add(u('/~kim/cs536.html'));
    const second = site.journal();
    const restored = knowledge();
    restored.restore(JSON.parse(JSON.stringify(snapshot)), JSON.parse(JSON.stringify([first, second])));
    expect(restored.snapshot()).toEqual(site.snapshot());
    expect(restored.material(u('/~cs302/hw1.html'))).toBe(true);
    expect(restored.boost(u('/grados/quimica/'), undefined)).toBe(0.5);
    // A journal entry holds what changed since the last one only.
    expect(second.regions).toBe('');
    expect(second.moved).toEqual([u('/~kim/')]);
    expect(second.found).toEqual([u('/~kim/cs536.html')]);
    expect(restored.found.has(u('/~kim/cs536.html'))).toBe(true);
    expect(restored.ends.has(u('/lms/login'))).toBe(true);
    expect(restored.ledTo.get(u('/odf/programme.asp?diplome=1'))).toBe(3);
    expect(restored.aliveShare(undefined, u('/lms/course/view.php?id=7'))).toBeCloseTo(1 / 4, 9);
  });

  test("a course's material is lowered, another term's offering in the course's folder is not", () => {
    const site = knowledge();
    expect(site.material(u('/courses/cs201/97sp/'))).toBe(false);
    site.folders.add(u('/courses/cs201/'));
    // The folder and its index are the course's own page; its pages and folders below are its material.
    expect(site.material(u('/courses/cs201/'))).toBe(false);
    expect(site.material(u('/courses/cs201/index.html'))).toBe(false);
    expect(site.material(u('/courses/cs201/hw1.html'))).toBe(true);
    expect(site.material(u('/courses/cs201/lectures/'))).toBe(true);
    // A term's folder, its index or its page named for the course is that term's course web: a course page.
    for (const other of ['/courses/cs201/97sp/', '/courses/cs201/97sp', '/courses/cs201/fall96/index.html', '/courses/cs201/Fall-96/', '/courses/cs201/96F/', '/courses/cs201/1996/', '/courses/cs201/fall94-95/cs201.html']) {
      expect(site.material(u(other))).toBe(false);
    }
    // What lies in it, or beside it under another name, is still the course's material.
    expect(site.material(u('/courses/cs201/97sp/hw1.html'))).toBe(true);
    expect(site.material(u('/courses/cs201/97sp/lectures/'))).toBe(true);
    expect(site.material(u('/courses/cs201/handouts/'))).toBe(true);
    expect(site.placeShare(u('/courses/cs201/97sp/'))).toBe(1);
    expect(site.placeShare(u('/courses/cs201/hw1.html'))).toBe(materialShare);
  });
});
