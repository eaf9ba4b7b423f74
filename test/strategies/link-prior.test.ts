import { linkPrior, personalHome, isHomePage } from '../../src/strategies/link-prior.ts';
import { linkSignals } from '../../src/features/link-signals.ts';

const link = (url: string, anchorText: string) => ({ url, anchorText });
const home = { url: 'http://u.test/', kind: 'other' as const, relevance: 0 };

describe('the link prior', () => {
  test("reads links to people, and which addresses are a person's own folder or home page", () => {
    for (const text of ['Faculty', 'Personal Pages', 'People', 'Home pages', '教員一覧', 'People in the Computer Sciences Department',
      'Annuaire', 'Profesorado', 'Corpo docente', '师资队伍', '師資陣容', '교수진']) expect(linkSignals(link('http://u.test/x', text)).peopleWord).toBe(true);
    for (const text of ['Classes', 'Research', 'Our faculty won an award for teaching this year',
      'Faculty members of the department won three awards for teaching this year']) expect(linkSignals(link('http://u.test/x', text)).peopleWord).toBe(false);
    for (const text of ['Graduate Students', 'Students', 'PhD students', '学生']) expect(linkSignals(link('http://u.test/x', text)).studentsWord).toBe(true);
    for (const text of ['Information for students', 'Student projects', 'Faculty']) expect(linkSignals(link('http://u.test/x', text)).studentsWord).toBe(false);
    expect(personalHome('http://u.test/~smith/cs302/notes.html')).toBe('/~smith/');
    expect(personalHome('http://u.test/users/novak/cs381k.html')).toBe('/users/novak/');
    expect(personalHome('http://u.test/people/jdoe')).toBe('/people/jdoe/');
    expect(personalHome('http://u.test/u/ochen/comp599-spring02/home.html')).toBe('/u/ochen/');
    expect(isHomePage('http://u.test/u/ochen/home.html')).toBe(true);
    expect(personalHome('http://u.test/%7Esmith/a.html')).toBe('/%7Esmith/');
    // A people folder one level down, as some departments keep it (/Info/People/jdoe/, /cs/people/jdoe/).
    expect(personalHome('http://u.test/Info/People/jdoe/cs100.html')).toBe('/Info/People/jdoe/');
    expect(isHomePage('http://u.test/cs/people/jdoe/')).toBe(true);
    expect(personalHome('http://u.test/a/b/people/jdoe/')).toBeUndefined();
    // Class accounts are a course's, an account in capitals a department's or a club's, and a file in a people
    // folder is no one's folder.
    for (const url of ['http://u.test/~cs302/', 'http://u.test/~cs537-1/cs537.html', 'http://u.test/users/UTCS/courses/', 'http://u.test/~ACM/', 'http://u.test/users/index.html', 'http://u.test/catalog/cs302.html', 'http://u.test/~', 'not a url']) {
      expect(personalHome(url)).toBeUndefined();
    }
    expect(personalHome('http://u.test/people/JohnSmith/')).toBe('/people/JohnSmith/');
    for (const url of ['http://u.test/~smith/', 'http://u.test/~smith', 'http://u.test/~smith/smith.html', 'http://u.test/%7Esmith/smith.html', 'http://u.test/users/novak/index.html', 'http://u.test/users/vin/Welcome.html']) {
      expect(isHomePage(url)).toBe(true);
    }
    for (const url of ['http://u.test/~smith/cs302.html', 'http://u.test/users/novak/papers.html', 'http://u.test/docs/prof.html']) expect(isHomePage(url)).toBe(false);
  });

  test("on a list of courses, a link named by a code of no known shape alone is a course's link", () => {
    const list = { url: 'http://u.test/formations/licence/semestre-1', kind: 'listing' as const, relevance: 0.3 };
    expect(linkSignals(link('http://u.test/element/LF16F110', 'LF16F110')).looseCode).toBe(true);
    for (const text of ['Semestre 2', 'LF16F110 et LF16F120', 'H2O', '12345']) expect(linkSignals(link('http://u.test/x', text)).looseCode).toBe(false);
    expect(linkPrior(link('http://u.test/element/LF16F110', 'LF16F110'), list)).toBeGreaterThan(linkPrior(link('http://u.test/formations/licence/semestre-2', 'Semestre 2'), list) + 0.2);
    // Not on a page that lists no courses: a product's or a room's name there.
    expect(linkPrior(link('http://u.test/element/LF16F110', 'LF16F110'), home)).toBe(linkPrior(link('http://u.test/element/x', 'Plan'), home));
  });

  test("a course title right after its code (a catalog entry's header) reads as a coded link; a number or code before other text does not", () => {
    const after = (before: string, anchorText: string) => ({ url: 'http://u.test/~ferris/lp.html', anchorText, context: { before: [before] } });
    for (const before of ['525', '717(-718)', 'CS 540:', 'MATH-112']) expect(linkSignals(after(before, 'Linear Programming Methods')).codeBefore).toBe(true);
    for (const before of ['12', '1997', 'Room 525', 'see also']) expect(linkSignals(after(before, 'Linear Programming Methods')).codeBefore).toBe(false);
    // A code before a link without words is a list of numbers, not a title.
    expect(linkSignals(after('525', '2')).codeBefore).toBe(false);
    expect(linkPrior(after('525', 'Linear Programming Methods'), home)).toBeGreaterThan(linkPrior(after('see also', 'Linear Programming Methods'), home) + 0.3);
  });

  test("the page again is a variant: its own address in another language, for another year, its print view; nothing else is", () => {
    const guide = 'https://u.test/guias/ficha.php?codigo=800490&ca=2026';
    for (const [url, text] of [[`${guide}&lang=en`, 'English'], [`${guide.replace('2026', '2025')}`, '2025-26'], [`${guide}&print=1`, 'Print'],
      [`${guide}&format=print`, 'Versión para imprimir'], ['https://u.test/guias/plan?periodo=2025-1', '2025-1'], ['https://u.test/x/anything.pdf', 'Imprimir']] as const) {
      const from = url.startsWith('https://u.test/guias/plan') ? 'https://u.test/guias/plan' : guide;
      expect(linkSignals(link(url, text), from).variant).toBe(true);
      expect(linkPrior(link(url, text), { url: from, kind: 'course', relevance: 1 })).toBe(0);
    }
    // Another course on the same script, a facet, a pager, the same language menu's link on another page: not the page again.
    for (const [url, text, from] of [[guide.replace('800490', '800491'), 'Álgebra', guide], ['https://u.test/finder/?level=ug', 'Undergraduate', 'https://u.test/finder/'],
      ['https://u.test/finder/?page=2', '2', 'https://u.test/finder/'], ['https://u.test/finder/?page=2025', 'Next', 'https://u.test/finder/?page=2024'],
      ['https://u.test/a?lang=en', 'English', 'https://u.test/b'], [`${guide}&lang=en&codigo2=1`, 'English', guide]] as const) {
      expect(linkSignals(link(url, text), from).variant).toBe(false);
    }
  });

  test('orders links: a coded course link, a course list, a way there, an unrelated page, news and files', () => {
    const scores = [
      linkPrior(link('http://u.test/~smith/cs302.html', 'CS 302 Programming'), home),
      linkPrior(link('http://u.test/catalog/', 'Course Catalog'), home),
      linkPrior(link('http://u.test/academics/', 'Academics'), home),
      linkPrior(link('http://u.test/about/', 'About'), home),
      linkPrior(link('http://u.test/news/', 'News'), home),
      linkPrior(link('http://u.test/report.pdf', 'Report'), home),
    ];
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(5);
  });

  test("a listing's links and pagers rank above the same links elsewhere", () => {
    const l = link('http://u.test/list?page=2', '2');
    expect(linkPrior(l, { ...home, kind: 'listing', courseLinks: 12 })).toBeGreaterThan(linkPrior(l, home));
  });

});
