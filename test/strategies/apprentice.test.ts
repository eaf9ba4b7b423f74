import { apprenticeProbe, createApprentice, materialShare, online, rescoreInterval, withinDMax } from '../../src/strategies/apprentice.ts';
import { withRecognition } from '../../src/strategies/critic.ts';
import { floorTieBreak, listCopy } from '../../src/strategies/apprentice/new-links.ts';
import { linkPrior } from '../../src/strategies/link-prior.ts';
import type { CrawlStrategy, Judgement, LinkContext, PageContext, PathStep, Priority, QueuedLink } from '../../src/strategies/strategy.ts';
import { priorityOf, seedContext, stateOf } from '../../src/strategies/strategy.ts';
import { parseHtml, type ParsedPage } from '../../src/parse/html.ts';

/** A strategy that calls pages under /c/ course pages and gives every link the same priority (print views
 * demoted). */
function fakeInner(prior = 0.4): CrawlStrategy {
  return {
    name: 'fake', saveThreshold: 0.85,
    judge: (page) => (page.url.includes('/c/') ? { relevance: 1, kind: 'course' } : { relevance: 0.1, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map((l) => (l.url.includes('print') ? -0.9 : prior)),
  };
}
const ctx = (path: string[], link: LinkContext = seedContext(), linkScore?: number): PageContext =>
  ({ runId: 1, depth: path.length - 1, path, anchorText: undefined, parent: undefined, fetches: 0, linkScore, link });
/** The page's links as the frontier would hold them: priority and per-link state from prioritize. */
const queuedFrom = (links: { url: string }[], scores: Priority[]): QueuedLink[] =>
  links.map((l, i) => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), state: stateOf(scores[i]!) } }));
/** Judges a fetched page reached through a queued link and gives the apprentice its feedback; returns the judgement. */
const visit = (a: CrawlStrategy, link: QueuedLink, from: string, page: ParsedPage = leaf(link.url)): Judgement => {
  const c = ctx([from, link.url], link.context, link.priority);
  const j = a.judge(page, c);
  a.feedback!(j, link.context, page, c);
  return j;
};
const hub = parseHtml(`<html><body><p>Welcome</p>
  <ul><li><a href="/c/1">Course one</a></li><li><a href="/c/2">Course two</a></li><li><a href="/c/3">Course three</a></li><li><a href="/x/4">Fourth</a></li></ul>
  <p>Elsewhere</p><ul><li><a href="/news/1">News: new library</a></li><li><a href="/news/2">News: open day</a></li><li><a href="/print">Print</a></li></ul></body></html>`, 'http://u.test/hub');
const leaf = (url: string) => parseHtml('<html><body><p>page</p></body></html>', url);
const coursePage = (url: string, code: string, links = '') => parseHtml(`<html><head><title>${code}: Compilers</title></head><body><h1>${code}: Compilers</h1>
  <p>Instructor: A. Teacher</p><p>Office hours: Tuesday</p><ul><li><a href="syllabus.html">Syllabus</a></li><li><a href="hw.html">Homework</a></li><li><a href="exams.html">Exams</a></li></ul>${links}</body></html>`, url);

/** A degree's page reached from a list (`front`, judged `fj`) that links its plan of study first (`degreeHtml`), the
 * plan linking its subjects by title only (`subjects`, first one fetched): the crawl from the degree down to a course
 * page, with the paths a frontier would keep (`above`: the pages from the seed to `front`). */
const degreeLedToCourses = (a: CrawlStrategy, front: ParsedPage, fj: Judgement, d: QueuedLink, degreeHtml: string, subjects: string[], n: number, above: PathStep[] = []) => {
  const step = (url: string, j: Judgement) => ({ url, kind: j.kind, relevance: j.relevance });
  const page = parseHtml(`<html><body><h1>Grado</h1>${degreeHtml}</body></html>`, d.url);
  const dj = visit(a, d, front.url, page);
  const toPlan = queuedFrom(page.links, a.prioritize(page, dj, page.links, ctx([front.url, page.url], d.context, d.priority)))[0]!;
  toPlan.context = { ...toPlan.context, path: [...above, step(front.url, fj), step(page.url, dj)] };
  const plan = parseHtml(`<html><body><h1>Plan</h1><ul>${subjects.map((href, i) => `<li><a href="${href}">${['Álgebra', 'Cálculo'][i % 2]}</a></li>`).join('')}</ul></body></html>`, toPlan.url);
  const pc = ctx([front.url, page.url, plan.url], toPlan.context, toPlan.priority);
  const pj = a.judge(plan, pc);
  a.feedback!(pj, toPlan.context, plan, pc);
  const toCourse = queuedFrom(plan.links, a.prioritize(plan, pj, plan.links, pc))[0]!;
  toCourse.context = { ...toCourse.context, path: [...toPlan.context.path, step(plan.url, pj)] };
  const c = { ...ctx([front.url, page.url, plan.url, toCourse.url], toCourse.context, toCourse.priority), parent: pj };
  const course = coursePage(toCourse.url, `MAT 10${n}`);
  const cj = a.judge(course, c);
  expect(cj.kind).toBe('course');
  a.feedback!(cj, toCourse.context, course, c);
};

describe('the apprentice', () => {
  test('without a strategy that measures its doubt, a page\'s disagreement is how far its verdict lies from its link\'s priority', () => {
    const a = online.create({});
    const course = coursePage('http://u.test/~cs380/', 'CS 380L');
    const surprise = a.judge(course, ctx(['http://u.test/', course.url], seedContext(), 0.1));
    const expected = a.judge(course, ctx(['http://u.test/', course.url], seedContext(), 0.95));
    expect(surprise.kind).toBe('course');
    expect(surprise.disagreement).toBeCloseTo(surprise.relevance - 0.1, 6);
    expect(expected.disagreement!).toBeLessThan(surprise.disagreement!);
    expect(a.judge(course, ctx([course.url])).disagreement).toBeUndefined(); // a seed was predicted by nothing
    const withForestLike = createApprentice({ ...fakeInner(), judge: () => ({ relevance: 0.2, kind: 'other', disagreement: 0.7 }) });
    expect(withForestLike.judge(leaf('http://u.test/x'), ctx(['http://u.test/', 'http://u.test/x'], seedContext(), 0.9)).disagreement).toBe(0.7);
  });

  test('before it has learned, it follows its prior; a demoted link stays demoted', () => {
    const a = createApprentice(fakeInner());
    const j = a.judge(hub, ctx([hub.url]));
    const p = a.prioritize(hub, j, hub.links, ctx([hub.url]));
    expect(p.slice(0, 6).map(priorityOf)).toEqual([0.4, 0.4, 0.4, 0.4, 0.4, 0.4]);
    expect(priorityOf(p[6]!)).toBeLessThan(0);
  });

  test('learns which link contexts lead to course pages, and raises the rest of a list that keeps leading there', () => {
    const a = createApprentice(fakeInner(), { coBoost: 0.5 });
    const j = a.judge(hub, ctx([hub.url]));
    const queued = queuedFrom(hub.links, a.prioritize(hub, j, hub.links, ctx([hub.url])));
    const byUrl = new Map(queued.map((q) => [q.url, q]));
    const seen = ['http://u.test/c/1', 'http://u.test/news/1', 'http://u.test/c/2'];
    for (const url of seen) visit(a, byUrl.get(url)!, hub.url);
    // Two of the list's links led to course pages: the links still waiting in it are raised by co-citation
    // above everything in the other list; the news list's other link falls below the prior.
    const waiting = queued.filter((q) => !seen.includes(q.url));
    const scores = a.rescore!(waiting).map((s, i) => (s === undefined ? waiting[i]!.priority : priorityOf(s)));
    const by = new Map(waiting.map((q, i) => [q.url, scores[i]!]));
    expect(by.get('http://u.test/c/3')!).toBeGreaterThan(0.9);
    expect(by.get('http://u.test/x/4')!).toBeGreaterThan(0.9);
    expect(by.get('http://u.test/news/2')!).toBeLessThan(0.4);
    expect(by.get('http://u.test/print')!).toBeLessThan(0);
    // Rescoring settles: the same links rescored again with their new priorities are left alone.
    const again = waiting.map((q, i) => {
      const s = a.rescore!([q])[0];
      return { ...q, priority: s === undefined ? q.priority : priorityOf(s), context: s === undefined ? q.context : { ...q.context, state: stateOf(s) } };
    });
    expect(a.rescore!(again)).toEqual(again.map(() => undefined));
    // The naive Bayes now prefers a link in a course-list context on a new page.
    const next = parseHtml(`<html><body><ul><li><a href="/c/9">Course nine</a></li></ul><ul><li><a href="/news/9">News nine</a></li></ul></body></html>`, 'http://u.test/hub2');
    const [course, news] = a.prioritize(next, a.judge(next, ctx([next.url])), next.links, ctx([next.url])).map(priorityOf);
    expect(course!).toBeGreaterThan(news!);
  });

  test('hub credit: the link to a page that links to course pages is learned as a good link too', () => {
    const a = createApprentice(undefined, { coBoost: 0 });
    const home = parseHtml(`<html><body><ul><li><a href="/lists/a">Zorblat</a></li><li><a href="/misc/a">Quuxity</a></li></ul></body></html>`, 'http://u.test/');
    const q = queuedFrom(home.links, a.prioritize(home, a.judge(home, ctx([home.url])), home.links, ctx([home.url])));
    // The Zorblat page links to a course page; the Quuxity page to nothing of interest.
    const zorblat = parseHtml(`<html><body><p>x</p><a href="/c/cs101.html">Compilers</a></body></html>`, 'http://u.test/lists/a');
    const zj = visit(a, q[0]!, home.url, zorblat);
    visit(a, q[1]!, home.url);
    const below = queuedFrom(zorblat.links, a.prioritize(zorblat, zj, zorblat.links, ctx([home.url, zorblat.url], q[0]!.context, q[0]!.priority)));
    expect(visit(a, below[0]!, zorblat.url, coursePage('http://u.test/c/cs101.html', 'CS 101')).kind).toBe('course');
    // A new page with the same two kinds of links: Zorblat-like links come first now.
    const other = parseHtml(`<html><body><ul><li><a href="/lists/b">Zorblat</a></li><li><a href="/misc/b">Quuxity</a></li></ul></body></html>`, 'http://u.test/other');
    const [z, m] = a.prioritize(other, a.judge(other, ctx([other.url])), other.links, ctx([other.url])).map(priorityOf);
    expect(z!).toBeGreaterThan(m!);
  });

  test("a page taken for none of the way that led to course pages raises the queued pages of its address pattern (a title list's other pages)", () => {
    const pagerAfter = (a: CrawlStrategy) => {
      const home = parseHtml(`<html><body><ul><li><a href="/finder?page=1">Zorblat</a></li></ul></body></html>`, 'http://u.test/');
      const [toFinder] = queuedFrom(home.links, a.prioritize(home, a.judge(home, ctx([home.url])), home.links, ctx([home.url])));
      // Course titles without codes: the critic cannot tell the page from any other list of links.
      const finder = parseHtml(`<html><body><ul><li><a href="/c/compilers">Compilers</a></li><li><a href="/c/databases">Databases</a></li></ul>
        <p><a href="/finder?page=2">2</a> <a href="/finder?page=3">3</a></p></body></html>`, 'http://u.test/finder?page=1');
      const fj = visit(a, toFinder!, home.url, finder);
      expect(fj.kind).toBe('other');
      const queued = queuedFrom(finder.links, a.prioritize(finder, fj, finder.links, ctx([home.url, finder.url], toFinder!.context, toFinder!.priority)));
      const [compilers, databases, page2] = queued;
      // Reached from the finder page, as the crawler says: its verdict is the parent's.
      const below = (link: QueuedLink, page: ParsedPage) => {
        const c = { ...ctx([finder.url, link.url], link.context, link.priority), parent: fj };
        const j = a.judge(page, c);
        a.feedback!(j, link.context, page, c);
        return j;
      };
      expect(below(compilers!, coursePage('http://u.test/c/compilers', 'CS 401')).kind).toBe('course');
      expect(below(databases!, coursePage('http://u.test/c/databases', 'CS 402')).kind).toBe('course');
      return [page2!.priority, priorityOf(a.rescore!([page2!])[0] ?? page2!.priority)] as const;
    };
    const [before, after] = pagerAfter(createApprentice(undefined, { maxEvidence: 0 }));
    expect(after).toBeGreaterThan(before + 0.3);
    // Without hub credit the list's next page stays where its prior put it.
    const [before0, after0] = pagerAfter(createApprentice(undefined, { maxEvidence: 0, hubCredit: false }));
    expect(after0).toBeCloseTo(before0, 9);
  });

  test('a link that led to a list of links to course pages is a good link at once, before any course page below it is fetched', () => {
    const learned = (a: CrawlStrategy) => {
      const home = parseHtml(`<html><body><ul><li><a href="/lists/a">Zorblat</a></li><li><a href="/misc/a">Quuxity</a></li></ul></body></html>`, 'http://u.test/');
      const q = queuedFrom(home.links, a.prioritize(home, a.judge(home, ctx([home.url])), home.links, ctx([home.url])));
      const list = parseHtml(`<html><body><h1>Zorblat</h1><ul><li><a href="/c/cs101.html">CS 101 Compilers</a></li><li><a href="/c/cs102.html">CS 102 Databases</a></li><li><a href="/c/cs103.html">CS 103 Networks</a></li></ul></body></html>`, 'http://u.test/lists/a');
      expect(visit(a, q[0]!, home.url, list).kind).toBe('listing');
      visit(a, q[1]!, home.url);
      const other = parseHtml(`<html><body><ul><li><a href="/lists/b">Zorblat</a></li><li><a href="/misc/b">Quuxity</a></li></ul></body></html>`, 'http://u.test/other');
      return a.prioritize(other, a.judge(other, ctx([other.url])), other.links, ctx([other.url])).map(priorityOf);
    };
    const [z, m] = learned(createApprentice(undefined, { coBoost: 0, priorStrength: 1 }));
    expect(z!).toBeGreaterThan(m!);
    // Without the learning (its evidence bounded to nothing), the two kinds of links stay where their prior put them.
    const [z0, m0] = learned(createApprentice(undefined, { coBoost: 0, priorStrength: 1, maxEvidence: 0 }));
    expect(z0!).toBeCloseTo(m0!, 9);
  });

  test("a hub that led to course pages raises the rest of the list it was found in, and its siblings' addresses wherever they wait", () => {
    const raised = (a: CrawlStrategy) => {
      // A faculty's degrees in two lists; each degree's page links its subjects by title only (no way the critic counts).
      const front = parseHtml(`<html><body><h2>Ciencias</h2><ul><li><a href="/grados/fisica/">Grado en Física</a></li><li><a href="/grados/quimica/">Grado en Química</a></li>
        <li><a href="/planes/biologia.html">Grado en Biología</a></li></ul><h2>Letras</h2><ul><li><a href="/grados/historia/">Grado en Historia</a></li><li><a href="/grados/derecho/">Grado en Derecho</a></li></ul>
        <p><a href="/noticias/">Noticias</a></p></body></html>`, 'http://u.test/grados/');
      const fj = a.judge(front, ctx([front.url]));
      const q = queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url])));
      const degree = (d: QueuedLink, n: number) => {
        const page = parseHtml(`<html><body><h1>Grado</h1><ul><li><a href="/guias/g${n}a">Álgebra</a></li><li><a href="/guias/g${n}b">Cálculo</a></li></ul></body></html>`, d.url);
        const dj = visit(a, d, front.url, page);
        const below = queuedFrom(page.links, a.prioritize(page, dj, page.links, ctx([front.url, page.url], d.context, d.priority)));
        const c = { ...ctx([page.url, below[0]!.url], below[0]!.context, below[0]!.priority), parent: dj };
        const course = coursePage(below[0]!.url, `MAT 10${n}`);
        const cj = a.judge(course, c);
        expect(cj.kind).toBe('course');
        a.feedback!(cj, below[0]!.context, course, c);
      };
      degree(q[0]!, 1);
      degree(q[1]!, 2);
      // A degree elsewhere on the site, in a list of its own: raised by its address's place among the others.
      const elsewhere = parseHtml(`<html><body><p>Ver también el <a href="/grados/economia/">Grado en Economía</a>.</p></body></html>`, 'http://u.test/noticias/x');
      const [economia] = queuedFrom(elsewhere.links, a.prioritize(elsewhere, a.judge(elsewhere, ctx([elsewhere.url])), elsewhere.links, ctx([elsewhere.url])));
      const now = (l: QueuedLink) => priorityOf(a.rescore!([l])[0] ?? l.priority);
      return { biologia: now(q[2]!) - q[2]!.priority, noticias: now(q[5]!) - q[5]!.priority, economia: economia!.priority };
    };
    const on = raised(createApprentice(undefined, { maxEvidence: 0 }));
    const off = raised(createApprentice(undefined, { maxEvidence: 0, hubCredit: false }));
    // The rest of the list the two hubs were found in rises; the page's news link does not.
    expect(on.biologia).toBeGreaterThan(0.3);
    expect(off.biologia).toBeCloseTo(0, 9);
    expect(on.noticias).toBeCloseTo(0, 9);
    expect(on.economia).toBeGreaterThan(off.economia + 0.3);
  });

  test("a page that links course pages found already is a list of them: two such categories raise the rest of their list", () => {
    const a = createApprentice(undefined, { maxEvidence: 0 });
    // The front page lists the courses; a category list beside it lists them again, by category.
    const front = parseHtml(`<html><body><ul>${[1, 2, 3, 4, 5, 6].map((n) => `<li><a href="/course/info.php?id=${n}">Course ${n}</a></li>`).join('')}</ul></body></html>`, 'http://u.test/front');
    const fj = a.judge(front, ctx([front.url]));
    for (const [i, link] of queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url]))).entries()) visit(a, link, front.url, coursePage(link.url, `MAT 10${i + 1}`));
    const index = parseHtml(`<html><body><ul><li><a href="/course/index.php?categoryid=1">Algebra</a></li><li><a href="/course/index.php?categoryid=2">Analysis</a></li>
      <li><a href="/course/index.php?categoryid=3">Geometry</a></li></ul></body></html>`, 'http://u.test/course/index.php');
    const ij = a.judge(index, ctx([front.url, index.url]));
    const categories = queuedFrom(index.links, a.prioritize(index, ij, index.links, ctx([front.url, index.url])));
    const open = (link: QueuedLink, ids: number[]) => {
      const page = parseHtml(`<html><body><h1>Category</h1><ul>${ids.map((n) => `<li><a href="/course/info.php?id=${n}">Course summary</a></li>`).join('')}</ul></body></html>`, link.url);
      const j = visit(a, link, index.url, page);
      a.prioritize(page, j, page.links, ctx([index.url, page.url], link.context, link.priority));
    };
    const geometry = () => priorityOf(a.rescore!([categories[2]!])[0] ?? categories[2]!.priority) - categories[2]!.priority;
    open(categories[0]!, [1, 2, 3]);
    expect((a.snapshot!() as { credited: string[] }).credited).toContain(categories[0]!.url);
    expect(geometry()).toBeCloseTo(0, 9);
    open(categories[1]!, [4, 5, 6]);
    expect(geometry()).toBeCloseTo(0.5, 9);
  });

  test("a page that links a way proven already, in its own content and below it, is a way too: a degree's page fetched after its plan", () => {
    /** `throughPlan`: the crawl reached the degree's page from the plan's course page, the plan on its path. */
    const credited = (html: string, url = 'http://u.test/grados/fisica.html', throughPlan = false) => {
      const a = createApprentice(undefined, { maxEvidence: 0 });
      const step = (u: string, j: Judgement): PathStep => ({ url: u, kind: j.kind, relevance: j.relevance });
      // The news reach the degree's plan first; the plan leads to a course page, so the plan is a proven way.
      const news = parseHtml('<html><body><p><a href="/grados/fisica/plan.html">Plan de estudios de Física</a></p></body></html>', 'http://u.test/noticias/1');
      const nj = a.judge(news, ctx(['http://u.test/', news.url]));
      const [toPlan] = queuedFrom(news.links, a.prioritize(news, nj, news.links, ctx(['http://u.test/', news.url])));
      toPlan!.context = { ...toPlan!.context, path: [{ url: 'http://u.test/', kind: 'other', relevance: 0.1 }, step(news.url, nj)] };
      const plan = parseHtml('<html><body><h1>Plan</h1><ul><li><a href="/guias/g1">Álgebra</a></li></ul></body></html>', toPlan!.url);
      const pc = ctx(['http://u.test/', news.url, plan.url], toPlan!.context, toPlan!.priority);
      const pj = a.judge(plan, pc);
      a.feedback!(pj, toPlan!.context, plan, pc);
      const [toCourse] = queuedFrom(plan.links, a.prioritize(plan, pj, plan.links, pc));
      toCourse!.context = { ...toCourse!.context, path: [...toPlan!.context.path, step(plan.url, pj)] };
      const cc = { ...ctx(['http://u.test/', news.url, plan.url, toCourse!.url], toCourse!.context, toCourse!.priority), parent: pj };
      const course = coursePage(toCourse!.url, 'MAT 101');
      a.feedback!(a.judge(course, cc), toCourse!.context, course, cc);
      expect((a.snapshot!() as { credited: string[] }).credited).toContain(plan.url);
      // Then the degree's page, from the list of degrees.
      const list = parseHtml(`<html><body><ul><li><a href="${url}">Grado en Física</a></li></ul></body></html>`, 'http://u.test/grados/');
      const lj = a.judge(list, ctx(['http://u.test/', list.url]));
      const [toDegree] = queuedFrom(list.links, a.prioritize(list, lj, list.links, ctx(['http://u.test/', list.url])));
      toDegree!.context = { ...toDegree!.context, path: [{ url: 'http://u.test/', kind: 'other', relevance: 0.1 }, step(list.url, lj)] };
      const degree = parseHtml(`<html><body><h1>Grado en Física</h1>${html}</body></html>`, toDegree!.url);
      const dc = ctx(throughPlan ? ['http://u.test/', news.url, plan.url, course.url, degree.url] : ['http://u.test/', list.url, degree.url], toDegree!.context, toDegree!.priority);
      const dj = a.judge(degree, dc);
      a.feedback!(dj, toDegree!.context, degree, dc);
      a.prioritize(degree, dj, degree.links, dc);
      return (a.snapshot!() as { credited: string[] }).credited.includes(degree.url);
    };
    const tabs = '<ul><li><a href="/grados/fisica/plan.html">Plan de estudios</a></li><li><a href="/grados/fisica/salidas.html">Salidas</a></li></ul>';
    expect(credited(tabs)).toBe(true);
    // Not through the site's navigation, nor from a page below the way (its link up to it).
    expect(credited(`<nav>${tabs}</nav>`)).toBe(false);
    expect(credited(tabs, 'http://u.test/grados/fisica/plan/optativas.html')).toBe(false);
    // Reached through the plan and one of its courses: the plan on the way the crawl came still counts when it lies
    // in the page's own subtree (grados/fisica.html above grados/fisica/plan.html); a way on the path elsewhere (a
    // breadcrumb's link back) does not.
    expect(credited(tabs, 'http://u.test/grados/fisica.html', true)).toBe(true);
    expect(credited(tabs, 'http://u.test/grados/fisica-horarios.html', true)).toBe(false);
    expect(credited(tabs, 'http://u.test/grados/fisica-horarios.html')).toBe(true);
  });

  test("a page that links fewer than three course pages found is no list of them", () => {
    const a = createApprentice(undefined, { maxEvidence: 0 });
    const front = parseHtml(`<html><body><ul><li><a href="/course/info.php?id=1">Course 1</a></li><li><a href="/course/info.php?id=2">Course 2</a></li></ul></body></html>`, 'http://u.test/front');
    const fj = a.judge(front, ctx([front.url]));
    for (const [i, link] of queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url]))).entries()) visit(a, link, front.url, coursePage(link.url, `MAT 10${i + 1}`));
    const index = parseHtml(`<html><body><ul><li><a href="/course/index.php?categoryid=1">Algebra</a></li></ul></body></html>`, 'http://u.test/course/index.php');
    const [algebra] = queuedFrom(index.links, a.prioritize(index, a.judge(index, ctx([front.url, index.url])), index.links, ctx([front.url, index.url])));
    const page = parseHtml(`<html><body><ul><li><a href="/course/info.php?id=1">Course summary</a></li><li><a href="/course/info.php?id=2">Course summary</a></li></ul></body></html>`, algebra!.url);
    const j = visit(a, algebra!, index.url, page);
    a.prioritize(page, j, page.links, ctx([index.url, page.url], algebra!.context, algebra!.priority));
    expect((a.snapshot!() as { credited: string[] }).credited).not.toContain(algebra!.url);
  });

  test("the seed's lists are the site's sections: two of them that led to course pages do not raise the others", () => {
    const raised = (seed: boolean) => {
      const a = createApprentice(undefined, { maxEvidence: 0 });
      const step = (url: string, j: Judgement) => ({ url, kind: j.kind, relevance: j.relevance });
      // Sections at the root folder: their addresses' place among siblings (a slot) counts for nothing there.
      const front = parseHtml(`<html><body><ul><li><a href="/classes.html">Classes</a></li><li><a href="/schedule.html">Schedules</a></li>
        <li><a href="/research.html">Research</a></li></ul></body></html>`, 'http://u.test/docs/');
      // The same page as the seed, or one click below it.
      const above = seed ? [] : ['http://u.test/'];
      const fctx = ctx([...above, front.url]);
      const fj = a.judge(front, fctx);
      const q = queuedFrom(front.links, a.prioritize(front, fj, front.links, fctx));
      const abovePath = above.map((url) => ({ url, kind: 'other' as const, relevance: 0.1 }));
      [0, 1].forEach((n) => {
        const d = q[n]!;
        d.context = { ...d.context, path: [...abovePath, step(front.url, fj)] };
        const page = parseHtml(`<html><body><ul><li><a href="/~a${n}/cs10${n}.html">CS 10${n}</a></li><li><a href="/~b${n}/cs20${n}.html">CS 20${n}</a></li></ul></body></html>`, d.url);
        const pc = ctx([...above, front.url, page.url], d.context, d.priority);
        const dj = a.judge(page, pc);
        a.feedback!(dj, d.context, page, pc);
        const toCourse = queuedFrom(page.links, a.prioritize(page, dj, page.links, pc))[0]!;
        toCourse.context = { ...toCourse.context, path: [...d.context.path, step(page.url, dj)] };
        const c = { ...ctx([...above, front.url, page.url, toCourse.url], toCourse.context, toCourse.priority), parent: dj };
        const course = coursePage(toCourse.url, `CS 10${n}`);
        const cj = a.judge(course, c);
        expect(cj.kind).toBe('course');
        a.feedback!(cj, toCourse.context, course, c);
      });
      return priorityOf(a.rescore!([q[2]!])[0] ?? q[2]!.priority) - q[2]!.priority;
    };
    expect(raised(true)).toBeCloseTo(0, 9);
    expect(raised(false)).toBeGreaterThan(0.3);
  });

  test("a page two steps above course pages is a way too: a centre's list of degrees rises once two degrees' plans led to courses", () => {
    const raised = (a: CrawlStrategy) => {
      // A centre's degrees; each degree's page links its plan of study on a page of its own, beside its other tabs,
      // and the plan links its subjects by title only.
      const front = parseHtml(`<html><body><ul><li><a href="/grados/fisica/">Grado en Física</a></li><li><a href="/grados/quimica/">Grado en Química</a></li>
        <li><a href="/grados/biologia/">Grado en Biología</a></li></ul><p><a href="/noticias/">Noticias</a></p></body></html>`, 'http://u.test/centros/ciencias');
      const fj = a.judge(front, ctx([front.url]));
      const q = queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url])));
      const degree = (d: QueuedLink, n: number) => degreeLedToCourses(a, front, fj, d,
        `<ul><li><a href="${d.url}plan">Plan de estudios</a></li><li><a href="${d.url}salidas">Salidas profesionales</a></li></ul>`, [`/guias/g${n}a`, `/guias/g${n}b`], n);
      degree(q[0]!, 1);
      degree(q[1]!, 2);
      const now = (l: QueuedLink) => priorityOf(a.rescore!([l])[0] ?? l.priority);
      return { biologia: now(q[2]!) - q[2]!.priority, noticias: now(q[3]!) - q[3]!.priority };
    };
    const on = raised(createApprentice(undefined, { maxEvidence: 0 }));
    const off = raised(createApprentice(undefined, { maxEvidence: 0, hubCredit: false }));
    expect(on.biologia).toBeGreaterThan(0.3);
    expect(off.biologia).toBeCloseTo(0, 9);
    expect(on.noticias).toBeCloseTo(0, 9);
  });

  test("a tab of one name on every degree's page (its plan of study) rises once two degrees' plans led to courses; the other tabs do not", () => {
    const offers = (a: CrawlStrategy) => {
      const front = parseHtml(`<html><body><ul><li><a href="/grados/fisica/">Grado en Física</a></li><li><a href="/grados/quimica/">Grado en Química</a></li>
        <li><a href="/grados/biologia/">Grado en Biología</a></li></ul></body></html>`, 'http://u.test/centros/ciencias');
      const fj = a.judge(front, ctx([front.url]));
      const q = queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url])));
      const tabs = (d: QueuedLink) => `<ul><li><a href="${d.url}plan-estudios">Plan de estudios</a></li><li><a href="${d.url}salidas">Salidas profesionales</a></li></ul>`;
      degreeLedToCourses(a, front, fj, q[0]!, tabs(q[0]!), ['/guias/g1a', '/guias/g1b'], 1);
      degreeLedToCourses(a, front, fj, q[1]!, tabs(q[1]!), ['/guias/g2a', '/guias/g2b'], 2);
      // The third degree's page, fetched now: its tabs are offered with what the first two taught.
      const page = parseHtml(`<html><body><h1>Grado</h1>${tabs(q[2]!)}</body></html>`, q[2]!.url);
      const dj = visit(a, q[2]!, front.url, page);
      const [plan, salidas] = a.prioritize(page, dj, page.links, ctx([front.url, page.url], q[2]!.context, q[2]!.priority)).map(priorityOf);
      return { plan: plan!, salidas: salidas! };
    };
    // The naive Bayes left out: what the twin place adds alone.
    const on = offers(createApprentice(undefined, { maxEvidence: 0 }));
    const off = offers(createApprentice(undefined, { maxEvidence: 0, hubCredit: false }));
    expect(on.plan - off.plan).toBeGreaterThan(0.3);
    expect(on.salidas - off.salidas).toBeCloseTo(0, 9);
  });

  test("pages further up the way to course pages raise their kin by their address: a faculty's page above its degrees", () => {
    const raised = (a: CrawlStrategy) => {
      // The seed, its section of studies, and there a list of faculties; each faculty's page lists a degree, whose
      // plan of study (a page of its own) links its subjects by title only.
      const other = (url: string): PathStep => ({ url, kind: 'other', relevance: 0.1 });
      const above = [other('http://u.test/'), other('http://u.test/estudios/')];
      const list = parseHtml(`<html><body><ul><li><a href="/centro.php?id=1">Escuela de Ingeniería</a></li><li><a href="/centro.php?id=3">Facultad de Medicina</a></li>
        <li><a href="/centro.php?id=5">Facultad de Derecho</a></li><li><a href="/noticia.php?id=7">Jornada de puertas abiertas</a></li></ul></body></html>`, 'http://u.test/centros.php');
      const lc = ctx([...above.map((p) => p.url), list.url]);
      const lj = a.judge(list, lc);
      const q = queuedFrom(list.links, a.prioritize(list, lj, list.links, lc));
      for (const l of q) l.context = { ...l.context, path: [...above, { url: list.url, kind: lj.kind, relevance: lj.relevance }] };
      [q[0]!, q[1]!].forEach((link, i) => {
        const n = i + 1;
        const centre = parseHtml(`<html><body><h1>Centro</h1><ul><li><a href="/titulacion.php?codPlan=88${n}">Grado ${n}</a></li></ul></body></html>`, link.url);
        const cj = visit(a, link, list.url, centre);
        const cc = ctx([list.url, centre.url], link.context, link.priority);
        const d = queuedFrom(centre.links, a.prioritize(centre, cj, centre.links, cc))[0]!;
        degreeLedToCourses(a, centre, cj, d, `<ul><li><a href="/plan.php?codPlan=88${n}">Plan de estudios</a></li></ul>`, [`/ficha.php?codigo=88${n}1`, `/ficha.php?codigo=88${n}2`], n,
          [...link.context.path]);
      });
      const now = (l: QueuedLink) => priorityOf(a.rescore!([l])[0] ?? l.priority) - l.priority;
      return { faculty: now(q[2]!), news: now(q[3]!) };
    };
    const on = raised(createApprentice(undefined, { maxEvidence: 0 }));
    expect(on.faculty).toBeGreaterThan(0.3);
    expect(on.news).toBeCloseTo(0, 9);
  });

  test("a list numbered in its address's path raises its kin once one led to course pages; one numbered in its query only, after two", () => {
    const lists = ['/es/titulaciones/209/asignaturas?curso=2026', '/asignaturas.php?tit=209'];
    const kin = parseHtml(`<html><body><p><a href="/es/titulaciones/579/asignaturas?curso=2026">Asignaturas</a> <a href="/asignaturas.php?tit=579">Asignaturas</a></p></body></html>`, 'http://u.test/es/grados/579/');
    const offered = (a: CrawlStrategy) => a.prioritize(kin, a.judge(kin, ctx([kin.url])), kin.links, ctx([kin.url])).map(priorityOf);
    const a = createApprentice(undefined, { maxEvidence: 0 });
    const before = offered(a);
    const front = parseHtml(`<html><body><p><a href="${lists[0]}">Asignaturas</a></p><p><a href="${lists[1]}">Asignaturas</a></p></body></html>`, 'http://u.test/es/grados/209/');
    const fj = a.judge(front, ctx([front.url]));
    queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url]))).forEach((link, i) => {
      const list = parseHtml(`<html><body><h1>Asignaturas</h1><ul><li><a href="/es/asignaturas/20900${i}">Álgebra</a></li><li><a href="/es/asignaturas/20901${i}">Cálculo</a></li></ul></body></html>`, link.url);
      link.context = { ...link.context, path: [{ url: front.url, kind: fj.kind, relevance: fj.relevance }] };
      const lj = visit(a, link, front.url, list);
      const lc = ctx([front.url, list.url], link.context, link.priority);
      const toCourse = queuedFrom(list.links, a.prioritize(list, lj, list.links, lc))[0]!;
      toCourse.context = { ...toCourse.context, path: [...link.context.path, { url: list.url, kind: lj.kind, relevance: lj.relevance }] };
      const c = { ...ctx([front.url, list.url, toCourse.url], toCourse.context, toCourse.priority), parent: lj };
      const course = coursePage(toCourse.url, `MAT 10${i}`);
      const cj = a.judge(course, c);
      expect(cj.kind).toBe('course');
      a.feedback!(cj, toCourse.context, course, c);
    });
    const after = offered(a);
    expect(after[0]! - before[0]!).toBeGreaterThan(0.3);
    expect(after[1]! - before[1]!).toBeCloseTo(0, 9);
  });

  test("degrees addressed by a query (titulacion.jsp?tit=N) that led to course pages raise their kin wherever it turns up", () => {
    const elsewhere = (a: CrawlStrategy) => {
      const front = parseHtml(`<html><body><ul><li><a href="/titulacion.jsp?tit=642">Grado en Química</a></li><li><a href="/titulacion.jsp?tit=348">Grado en Física</a></li></ul>
        <p><a href="/noticias/">Noticias</a></p></body></html>`, 'http://u.test/centro.jsp?id=3');
      const fj = a.judge(front, ctx([front.url]));
      const q = queuedFrom(front.links, a.prioritize(front, fj, front.links, ctx([front.url])));
      const degree = (d: QueuedLink, n: number) => {
        const tit = new URL(d.url).searchParams.get('tit');
        degreeLedToCourses(a, front, fj, d, `<ul><li><a href="/plan.jsp?tit=${tit}">Asignaturas del plan</a></li><li><a href="/titulacion.jsp?tit=${tit}&amp;sec=normativa">Normativa</a></li></ul>`,
          [`/asignatura.jsp?asignatura=${n}1`, `/asignatura.jsp?asignatura=${n}2`], n);
      };
      degree(q[0]!, 1);
      degree(q[1]!, 2);
      // Another centre's degree, on a page of its own: raised by its address's pattern; a degree's tab is not.
      const other = parseHtml(`<html><body><p><a href="/titulacion.jsp?tit=720">Grado en Economía</a> <a href="/titulacion.jsp?tit=720&amp;sec=horarios">Horarios</a></p></body></html>`, 'http://u.test/centro.jsp?id=5');
      const [economia, horarios] = queuedFrom(other.links, a.prioritize(other, a.judge(other, ctx([other.url])), other.links, ctx([other.url])));
      return { economia: economia!.priority, horarios: horarios!.priority };
    };
    const on = elsewhere(createApprentice(undefined, { maxEvidence: 0 }));
    const off = elsewhere(createApprentice(undefined, { maxEvidence: 0, hubCredit: false }));
    expect(on.economia).toBeGreaterThan(off.economia + 0.3);
    expect(on.horarios).toBeCloseTo(off.horarios, 9);
  });

  test("a table that lists courses by code but links few of them is no way to courses: links like the one that led there stay low", () => {
    const learned = (linkedRows: number, linkInRow = false) => {
      const a = createApprentice(undefined, { coBoost: 0, priorStrength: 1 });
      const home = parseHtml(`<html><body><ul><li><a href="/lists/a">Zorblat</a></li><li><a href="/misc/a">Quuxity</a></li></ul></body></html>`, 'http://u.test/');
      const q = queuedFrom(home.links, a.prioritize(home, a.judge(home, ctx([home.url])), home.links, ctx([home.url])));
      // A programme's requirements: eight courses by code, title and credits, `linkedRows` of them linked by their
      // code, or (`linkInRow`) by a syllabus link at the row's end, its file named by a number.
      const rows = Array.from({ length: 8 }, (_, i) => {
        const code = `CS ${201 + i}`;
        if (linkInRow) return `<tr><td>${code}</td><td>Topic ${i}</td><td>3</td><td>${i < linkedRows ? `<a href="/files/${7310 + i}.pdf">Syllabus (PDF)</a>` : ''}</td></tr>`;
        return `<tr><td>${i < linkedRows ? `<a href="/c/cs${201 + i}.html">${code}</a>` : code}</td><td>Topic ${i}</td><td>3</td></tr>`;
      }).join('');
      const table = parseHtml(`<html><body><h1>Minor in Zorblat</h1><table>${rows}</table></body></html>`, 'http://u.test/lists/a');
      expect(visit(a, q[0]!, home.url, table).kind).toBe('listing');
      visit(a, q[1]!, home.url);
      const other = parseHtml(`<html><body><ul><li><a href="/lists/b">Zorblat</a></li><li><a href="/misc/b">Quuxity</a></li></ul></body></html>`, 'http://u.test/other');
      return a.prioritize(other, a.judge(other, ctx([other.url])), other.links, ctx([other.url])).map(priorityOf);
    };
    // Two of eight linked: a list of courses, not the way to them; Zorblat links learn nothing over Quuxity's.
    const [few, otherFew] = learned(2);
    expect(few!).toBeCloseTo(otherFew!, 9);
    // Eight of eight linked: the way to courses, and links like the one that led there rise.
    const [all, otherAll] = learned(8);
    expect(all!).toBeGreaterThan(otherAll!);
    // So is a table whose every row links its syllabus beside the code, and not one where two rows do.
    const [rowLinked, otherRowLinked] = learned(8, true);
    expect(rowLinked!).toBeGreaterThan(otherRowLinked!);
    const [rowFew, otherRowFew] = learned(2, true);
    expect(rowFew!).toBeCloseTo(otherRowFew!, 9);
  });

  test('a dead link is a lesson too: links like it fall', () => {
    const a = createApprentice(undefined, { coBoost: 0, priorStrength: 1 });
    const page = parseHtml(`<html><body><a href="/files/a.html">notes a</a> <a href="/files/b.html">notes b</a> <a href="/files/c.html">notes c</a> <a href="/c/cs101.html">CS 101</a></body></html>`, 'http://u.test/p');
    const q = queuedFrom(page.links, a.prioritize(page, a.judge(page, ctx([page.url])), page.links, ctx([page.url])));
    for (const dead of [q[0]!, q[2]!]) a.failed!(dead.context, dead.url, 404, ctx([page.url, dead.url], dead.context));
    visit(a, q[3]!, page.url, coursePage('http://u.test/c/cs101.html', 'CS 101'));
    const [b, course] = a.rescore!([q[1]!, q[3]!]).map((s, i) => (s === undefined ? [q[1]!, q[3]!][i]!.priority : priorityOf(s)));
    expect(b!).toBeLessThan(q[1]!.priority);
    expect(course!).toBeGreaterThan(b!);
  });

  test("a link that redirected where robots.txt disallows teaches its own kind only: its page's other links keep their place", () => {
    const afterThree = (status: number) => {
      const a = createApprentice(fakeInner(), { coBoost: 0 });
      const j = a.judge(hub, ctx([hub.url]));
      const scores = a.prioritize(hub, j, hub.links, ctx([hub.url]));
      const queued = hub.links.map((l, i): QueuedLink => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), path: [{ url: hub.url, relevance: j.relevance, kind: j.kind }], state: stateOf(scores[i]!) } }));
      for (const q of queued.slice(0, 3)) a.failed!(q.context, q.url, status, ctx([hub.url, q.url], q.context, q.priority));
      const news = queued[4]!;
      return { news: priorityOf(a.rescore!([news])[0] ?? news.priority) / news.priority };
    };
    // Three links of the hub's that 404: the hub's other links fall. Three that redirected to a login robots.txt
    // keeps this crawler from: they do not.
    expect(afterThree(404).news).toBeLessThan(0.75);
    expect(afterThree(0).news).toBeCloseTo(1, 6);
  });

  test("a page whose followed links mostly led nowhere: its other queued links fall, and a snapshot keeps that", () => {
    const fromHub = (a: CrawlStrategy): QueuedLink[] => {
      const j = a.judge(hub, ctx([hub.url]));
      const scores = a.prioritize(hub, j, hub.links, ctx([hub.url]));
      return hub.links.map((l, i) => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), path: [{ url: hub.url, relevance: j.relevance, kind: j.kind }], state: stateOf(scores[i]!) } }));
    };
    const die = (a: CrawlStrategy, q: QueuedLink) => a.failed!(q.context, q.url, 404, ctx([hub.url, q.url], q.context, q.priority));
    // Nothing but the dead links counts here: no naive Bayes evidence, no co-citation.
    const options = { maxEvidence: 0, coBoost: 0 };
    const a = createApprentice(fakeInner(), options);
    const queued = fromHub(a);
    const rest = queued.slice(3); // /x/4, the two news links and the demoted print view
    die(a, queued[0]!);
    die(a, queued[1]!);
    expect(a.rescore!(rest)).toEqual([undefined, undefined, undefined, undefined]); // two dead links are not yet a pattern
    die(a, queued[2]!);
    const lowered = a.rescore!(rest).map((s, i) => (s === undefined ? rest[i]!.priority : priorityOf(s)));
    expect(lowered[0]!).toBeCloseTo(0.4 * Math.sqrt(1 / 4), 6);
    expect(lowered[1]!).toBeCloseTo(lowered[0]!, 6);
    expect(lowered[3]!).toBeLessThan(0); // a demoted link keeps its own place
    const restored = createApprentice(fakeInner(), options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!(rest)).toEqual(a.rescore!(rest));

    // Dead links leave a page alone when most of its followed links led to pages, and without the option.
    const mixed = parseHtml(`<html><body><ul>${['/c/1.html', '/c/2.html', '/c/3.html', '/x/4', '/news/1', '/news/2', '/news/3', '/x/5']
      .map((u) => `<li><a href="${u}">${u}</a></li>`).join('')}</ul></body></html>`, 'http://u.test/mixed');
    const alive = createApprentice(fakeInner(), options);
    const jm = alive.judge(mixed, ctx([mixed.url]));
    const q2 = queuedFrom(mixed.links, alive.prioritize(mixed, jm, mixed.links, ctx([mixed.url])))
      .map((q) => ({ ...q, context: { ...q.context, path: [{ url: mixed.url, relevance: jm.relevance, kind: jm.kind }] } }));
    for (const q of q2.slice(0, 3)) alive.failed!(q.context, q.url, 404, ctx([mixed.url, q.url], q.context, q.priority));
    for (const q of q2.slice(3, 7)) visit(alive, q, mixed.url);
    expect(alive.rescore!([q2[7]!])).toEqual([undefined]);
    const off = createApprentice(fakeInner(), { ...options, deadLinks: false });
    const q3 = fromHub(off);
    for (const q of q3.slice(0, 3)) die(off, q);
    expect(off.rescore!(rest)).toEqual([undefined, undefined, undefined, undefined]);
  });

  test('links whose address has the shape of mostly dead ones (host, depth, ending) fall, wherever they were found', () => {
    // Only the dead links count here: no naive Bayes evidence, no co-citation, no people.
    const options = { maxEvidence: 0, coBoost: 0, people: false };
    const a = createApprentice(fakeInner(), options);
    const page = (n: number) => parseHtml(`<html><body><a href="/~p${n}">Person ${n}</a> <a href="/~p${n}/p${n}.html">Home ${n}</a></body></html>`, `http://u.test/list${n}.html`);
    const queue = (x: CrawlStrategy, n: number) => {
      const p = page(n);
      const j = x.judge(p, ctx([p.url]));
      const scores = x.prioritize(p, j, p.links, ctx([p.url]));
      return p.links.map((l, i): QueuedLink => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), path: [{ url: p.url, relevance: j.relevance, kind: j.kind }], state: stateOf(scores[i]!) } }));
    };
    // One bare folder link dies on each of three pages (no page has three dead links of its own); the home pages live.
    for (const n of [1, 2, 3]) {
      const [bare, home] = queue(a, n);
      a.failed!(bare!.context, bare!.url, 404, ctx([page(n).url, bare!.url], bare!.context, bare!.priority));
      if (n < 3) visit(a, home!, page(n).url);
    }
    const [bare, home] = queue(a, 4);
    expect(bare!.priority).toBeCloseTo(0.4 * Math.sqrt(1 / 4), 6);
    expect(home!.priority).toBeCloseTo(0.4, 6);
    const restored = createApprentice(fakeInner(), options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(queue(restored, 4).map((q) => q.priority)).toEqual([bare!.priority, home!.priority]);
    const off = createApprentice(fakeInner(), { ...options, deadLinks: false });
    for (const n of [1, 2, 3]) {
      const [b] = queue(off, n);
      off.failed!(b!.context, b!.url, 404, ctx([page(n).url, b!.url], b!.context, b!.priority));
    }
    expect(queue(off, 4)[0]!.priority).toBeCloseTo(0.4, 6);
  });

  test('links whose address pattern ends at a gate (a login page, where robots.txt disallows, where another address was sent) fall; their siblings do not', () => {
    // Only the gates count here: no naive Bayes evidence, no co-citation, no people.
    const options = { maxEvidence: 0, coBoost: 0, people: false };
    const category = parseHtml(`<html><body><ul>${[1, 2, 3, 4].map((n) => `<li><a href="/lms/course/view.php?id=${n}">PHY10${n} Optics ${n}</a> <a href="/lms/course/info.php?id=${n}">i</a></li>`).join('')}</ul></body></html>`, 'http://u.test/lms/category.php?id=9');
    const queue = (x: CrawlStrategy) => {
      const j = x.judge(category, ctx([category.url]));
      const scores = x.prioritize(category, j, category.links, ctx([category.url]));
      return category.links.map((l, i): QueuedLink => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), path: [{ url: category.url, relevance: j.relevance, kind: j.kind }], state: stateOf(scores[i]!) } }));
    };
    const login = (n: number) => parseHtml('<html><body><form>Log in</form></body></html>', `http://u.test/lms/login/index.php?wantsurl=%2Flms%2Fcourse%2Fview.php%3Fid%3D${n}`);
    const gate = (x: CrawlStrategy, q: QueuedLink[]) => {
      // One name link redirects to the login page, which names it to come back to; one to a login robots.txt disallows.
      visit(x, q[0]!, category.url, login(1));
      x.failed!(q[2]!.context, q[2]!.url, 0, ctx([category.url, q[2]!.url], q[2]!.context, q[2]!.priority));
    };
    const a = createApprentice(fakeInner(), options);
    const q = queue(a);
    visit(a, q[1]!, category.url);
    gate(a, q);
    const [name, summary] = a.rescore!([q[4]!, q[5]!]).map((s, i) => (s === undefined ? [q[4]!, q[5]!][i]!.priority : priorityOf(s)));
    expect(name!).toBeCloseTo(0.4 * (1 / 3), 6);
    expect(summary!).toBeCloseTo(0.4, 6);
    const restored = createApprentice(fakeInner(), options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!([q[4]!, q[5]!])).toEqual(a.rescore!([q[4]!, q[5]!]));
    // A redirect that does not name where it came from is no gate (a page moved); nor is one gate alone.
    const moved = createApprentice(fakeInner(), options);
    const m = queue(moved);
    visit(moved, m[0]!, category.url, parseHtml('<html><body><p>page</p></body></html>', 'http://u.test/lms/course/1/'));
    moved.failed!(m[2]!.context, m[2]!.url, 0, ctx([category.url, m[2]!.url], m[2]!.context, m[2]!.priority));
    expect(moved.rescore!([m[4]!])).toEqual([undefined]);
    // Two addresses sent to one page (a login page that names nothing) met a gate too, once the second arrives.
    const plain = createApprentice(fakeInner(), options);
    const p = queue(plain);
    for (const i of [0, 2, 4]) visit(plain, p[i]!, category.url, parseHtml('<html><body><form>Log in</form></body></html>', 'http://u.test/lms/login'));
    expect(priorityOf(plain.rescore!([p[6]!])[0]!)).toBeCloseTo(0.4 * (2 / 4), 6);
    const replayed = createApprentice(fakeInner(), options);
    replayed.restore!(JSON.parse(JSON.stringify(plain.snapshot!())));
    expect(replayed.rescore!([p[6]!])).toEqual(plain.rescore!([p[6]!]));
    // The snapshot keeps where the redirects ended: one more to the login page is a gate after a restore too.
    visit(replayed, p[6]!, category.url, parseHtml('<html><body><form>Log in</form></body></html>', 'http://u.test/lms/login'));
    const another = { ...p[6]!, url: 'http://u.test/lms/course/view.php?id=9' };
    expect(priorityOf(replayed.rescore!([another])[0]!)).toBeCloseTo(0.4 * (2 / 5), 6);
    // Without dead-link learning, gates lower nothing either.
    const off = createApprentice(fakeInner(), { ...options, deadLinks: false });
    const o = queue(off);
    gate(off, o);
    expect(off.rescore!([o[4]!])).toEqual([undefined]);
  });

  test("a login page a redirect put in front of a promised page passes nothing on to its links; the page itself would", () => {
    const category = parseHtml('<html><body><ul><li><a href="/lms/course/view.php?id=1">PHY101 Optics</a></li></ul></body></html>', 'http://u.test/lms/category.php?id=9');
    const loginHtml = '<html><body><form>Log in</form><a href="/lms/login/forgot_password.php">Forgotten your username or password?</a> <a href="/lms/login/signup.php">Create new account</a></body></html>';
    const linksOf = (pageUrl: string) => {
      const a = online.create({});
      const [toCourse] = queuedFrom(category.links, a.prioritize(category, a.judge(category, ctx([category.url])), category.links, ctx([category.url])));
      const page = parseHtml(loginHtml, pageUrl);
      const c = ctx([category.url, toCourse!.url], toCourse!.context, toCourse!.priority);
      const j = visit(a, toCourse!, category.url, page);
      return { promised: toCourse!.priority, scores: a.prioritize(page, j, page.links, c).map(priorityOf) };
    };
    // Sent to the login page, which names the course's address to come back to: a gate.
    const gated = linksOf('http://u.test/lms/login/index.php?wantsurl=%2Flms%2Fcourse%2Fview.php%3Fid%3D1');
    // The same page at the address the link named (no redirect): its links share the link's promise.
    const reached = linksOf('http://u.test/lms/course/view.php?id=1');
    expect(reached.scores.every((p) => p >= 0.8 * reached.promised - 1e-9)).toBe(true);
    expect(Math.max(...gated.scores)).toBeLessThan(0.5 * reached.promised);
  });

  test("one page's links that end where robots.txt disallows fall on that page alone, while their pattern leads to course pages elsewhere", () => {
    // A catalog whose every department links its courses' previews alike, one department's behind a redirect the
    // site keeps crawlers from. Only the gates count here: no naive Bayes evidence, no co-citation, no people.
    const options = { maxEvidence: 0, coBoost: 0, people: false };
    const listing = (dept: string) => parseHtml(`<html><body><ul>${[1, 2, 3, 4, 5].map((n) => `<li><a href="/preview_course.php?coid=${dept}${n}">${dept.toUpperCase()} 10${n} Topics</a></li>`).join('')}</ul></body></html>`, `http://u.test/content.php?navoid=${dept}`);
    const a = createApprentice(fakeInner(), options);
    const queue = (page: ParsedPage) => {
      const j = a.judge(page, ctx([page.url]));
      const scores = a.prioritize(page, j, page.links, ctx([page.url]));
      return page.links.map((l, i): QueuedLink => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), path: [{ url: page.url, relevance: j.relevance, kind: j.kind }], state: stateOf(scores[i]!) } }));
    };
    const [ec, mth] = [listing('ec'), listing('mth')];
    const [e, m] = [queue(ec), queue(mth)];
    for (const q of e.slice(0, 4)) visit(a, q, ec.url);
    const disallowed = (q: QueuedLink) => a.failed!(q.context, q.url, 0, ctx([mth.url, q.url], q.context, q.priority));
    const now = (qs: QueuedLink[]) => a.rescore!(qs).map((s, i) => (s === undefined ? qs[i]!.priority : priorityOf(s)));
    // One gate alone is no wall.
    disallowed(m[0]!);
    expect(now([m[2]!, e[4]!])).toEqual([0.4, 0.4]);
    // Two, none through: the department's other previews keep the share that got through, smoothed; the other
    // department's do not move, as the pattern got through four times of six site-wide.
    disallowed(m[1]!);
    const [behind, open] = now([m[2]!, e[4]!]);
    expect(behind!).toBeCloseTo(0.4 * (1 / 3), 6);
    expect(open!).toBeCloseTo(0.4, 6);
    const restored = createApprentice(fakeInner(), options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!([m[2]!, e[4]!])).toEqual(a.rescore!([m[2]!, e[4]!]));
  });

  test("a link offered again from another page keeps that offer beside its own; once it weighs more, it takes the place", () => {
    // Only dead links count here, by the page that offered each link (the dead ones have an address shape of their
    // own): no naive Bayes evidence, no co-citation.
    const a = createApprentice(fakeInner(), { maxEvidence: 0, coBoost: 0, people: false });
    const queue = (p: ParsedPage): QueuedLink[] => {
      const j = a.judge(p, ctx([p.url]));
      const scores = a.prioritize(p, j, p.links, ctx([p.url]));
      return p.links.map((l, i): QueuedLink => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), path: [{ url: p.url, relevance: j.relevance, kind: j.kind }], state: stateOf(scores[i]!) } }));
    };
    const first = parseHtml(`<html><body>${[1, 2, 3, 4].map((n) => `<a href="/old/gone${n}.html">gone ${n}</a>`).join(' ')} <a href="/t.html">T</a></body></html>`, 'http://u.test/first.html');
    const second = parseHtml(`<html><body><a href="/live1.html">live 1</a> <a href="/live2.html">live 2</a> <a href="/t.html">T</a></body></html>`, 'http://u.test/second.html');
    const q1 = queue(first);
    const q2 = queue(second);
    const t = q1[4]!;
    // The same priority: the frontier keeps the first offer's context; the second offer is kept beside it.
    const merged = a.merge!(t, q2[2]!)!;
    expect(priorityOf(merged)).toBe(t.priority);
    const kept: QueuedLink = { ...t, context: { ...t.context, state: stateOf(merged) } };
    expect((kept.context.state as { a: { u: string }[] }).a.map((o) => o.u)).toEqual([second.url]);
    // Offered again by the same page, nothing changes.
    expect(a.merge!(kept, q2[2]!)).toBeUndefined();
    // The first page's links die; the second's live.
    for (const dead of q1.slice(0, 4)) a.failed!(dead.context, dead.url, 404, ctx([first.url, dead.url], dead.context, dead.priority));
    for (const live of q2.slice(0, 2)) visit(a, live, second.url);
    // Without the second offer the link falls with the first page's dead links; with it, it keeps the second's
    // priority, and the second offer takes the place (the first kept beside it).
    const alone = priorityOf(a.rescore!([t])[0]!);
    expect(alone).toBeLessThan(t.priority);
    const rescored = a.rescore!([kept])[0]!;
    expect(priorityOf(rescored)).toBeCloseTo(0.4, 6);
    const state = stateOf(rescored) as { u: string; a: { u: string }[] };
    expect(state.u).toBe(second.url);
    expect(state.a.map((o) => o.u)).toEqual([first.url]);
    // Settled: rescored again, it stays.
    expect(a.rescore!([{ ...kept, priority: priorityOf(rescored), context: { ...kept.context, state: state as never } }])[0]).toBeUndefined();
  });

  test("once a person's home page has answered under one address, links to it under the others fall; a snapshot keeps that", () => {
    const options = { maxEvidence: 0, coBoost: 0 };
    const a = createApprentice(fakeInner(), options);
    const page = parseHtml(`<html><body><a href="/~jdoe/jdoe.html">Jane Doe</a> <a href="/~jdoe/">Jane</a> <a href="/~jdoe">Doe</a> <a href="/~smith/">Smith</a> <a href="/~jdoe/papers.html">Papers</a></body></html>`, 'http://u.test/people.html');
    const q = queuedFrom(page.links, a.prioritize(page, a.judge(page, ctx([page.url])), page.links, ctx([page.url])));
    visit(a, q[0]!, page.url);
    const after = (x: CrawlStrategy) => x.rescore!(q.slice(1)).map((r, i) => (r === undefined ? q[i + 1]!.priority : priorityOf(r)));
    const [slash, bare, smith, papers] = after(a);
    expect(slash!).toBeCloseTo(q[1]!.priority * materialShare, 6);
    expect(bare!).toBeCloseTo(q[2]!.priority * materialShare, 6);
    expect(smith!).toBeCloseTo(q[3]!.priority, 6);
    // Not a home page: the person's other pages keep theirs.
    expect(papers!).toBeCloseTo(q[4]!.priority, 6);
    const restored = createApprentice(fakeInner(), options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(after(restored)).toEqual(after(a));
  });

  test("once the course pages found sit in three people's own folders, links to people are raised; course pages in a catalog raise nothing", () => {
    const front = (folders: string[]) => parseHtml(`<html><body><ul><li><a href="/docs/faculty.html">Faculty</a></li><li><a href="/~brown/">Ann Brown</a></li>
      <li><a href="/news/">News</a></li>${folders.map((f, i) => `<li><a href="${f}cs30${i}.html">CS 30${i}</a></li>`).join('')}</ul></body></html>`, 'http://u.test/');
    // Only the raise counts here: no naive Bayes evidence, no co-citation.
    const crawl = (folders: string[], above: string[] = []) => {
      const a = createApprentice(undefined, { maxEvidence: 0, coBoost: 0 });
      const page = front(folders);
      const at = ctx([...above, page.url]);
      const queued = queuedFrom(page.links, a.prioritize(page, a.judge(page, at), page.links, at));
      queued.slice(3).forEach((q, i) => expect(visit(a, q, page.url, coursePage(q.url, `CS 30${i}`)).kind).toBe('course'));
      return { a, people: queued.slice(0, 3) };
    };
    const raised = (a: CrawlStrategy, people: QueuedLink[]) => a.rescore!(people).map((s, i) => (s === undefined ? 0 : priorityOf(s) - people[i]!.priority));

    const personal = crawl(['/~smith/', '/users/jones/', '/~lee/']);
    const [directory, home, news] = raised(personal.a, personal.people);
    expect(directory!).toBeCloseTo(0.5, 6);
    expect(home!).toBeCloseTo(0.2, 6);
    expect(news).toBe(0);
    const restored = createApprentice(undefined, { maxEvidence: 0, coBoost: 0 });
    restored.restore!(JSON.parse(JSON.stringify(personal.a.snapshot!())));
    expect(restored.rescore!(personal.people)).toEqual(personal.a.rescore!(personal.people));

    // Three clicks from the seed, a page's "Faculty" is a group's list of its members: no directory of the site.
    const deep = crawl(['/~smith/', '/users/jones/', '/~lee/'], ['http://u.test/a', 'http://u.test/b', 'http://u.test/c']);
    const [groupList, groupHome] = raised(deep.a, deep.people);
    expect(groupList).toBe(0);
    expect(groupHome!).toBeCloseTo(0.2, 6);

    const catalog = crawl(['/catalog/', '/catalog/cs/', '/courses/']);
    expect(raised(catalog.a, catalog.people)).toEqual([0, 0, 0]);
    // Two people are not yet a site that keeps its courses in its people's folders; class accounts are no people.
    for (const folders of [['/~smith/', '/~lee/', '/catalog/'], ['/~cs302/', '/~cs310-1/', '/~math221/']]) {
      const c = crawl(folders);
      expect(raised(c.a, c.people)).toEqual([0, 0, 0]);
    }
  });

  test("a directory of people near the seed stays one when a deeper page's offer of its link comes to hold it", () => {
    // The site's menu links its directory from every page; three clicks down it is no directory by its depth.
    const menu = '<nav><a href="/dept/people/">Faculty Directory</a></nav>';
    const front = parseHtml(`<html><body>${menu}<ul>${['/~a/', '/~b/', '/~c/'].map((f, i) => `<li><a href="${f}cs30${i}.html">CS 30${i}</a></li>`).join('')}</ul></body></html>`, 'http://u.test/');
    const deep = parseHtml(`<html><body>${menu}<p>Calendar</p></body></html>`, 'http://u.test/a/b/calendar/');
    const a = createApprentice(undefined, { maxEvidence: 0, coBoost: 0 });
    const queued = queuedFrom(front.links, a.prioritize(front, a.judge(front, ctx([front.url])), front.links, ctx([front.url])));
    queued.slice(1).forEach((q, i) => visit(a, q, front.url, coursePage(q.url, `CS 30${i}`)));
    const seedOffer = queued[0]!;
    const at = ctx(['http://u.test/', 'http://u.test/a/', 'http://u.test/a/b/', deep.url]);
    const [deepScore] = a.prioritize(deep, a.judge(deep, at), deep.links, at);
    const deepOffer: QueuedLink = { url: seedOffer.url, priority: seedOffer.priority + 0.1, depth: 4, context: { ...seedContext(), path: [{ url: deep.url, relevance: 0, kind: 'other' }], state: stateOf(deepScore!) } };
    // Offered deep in alone, the link gains nothing; held by the deeper offer after the seed's, it keeps the raise.
    expect(priorityOf(deepScore!)).toBeLessThan(0.5);
    const merged = a.merge!(seedOffer, deepOffer)!;
    const held: QueuedLink = { ...deepOffer, context: { ...deepOffer.context, state: stateOf(merged) } };
    expect(priorityOf(a.rescore!([held])[0] ?? held.priority)).toBeGreaterThan(0.5);
    // The other way round: the seed's offer arrives second, weaker than the one held.
    const again = a.merge!(deepOffer, { ...seedOffer, priority: seedOffer.priority - 0.05 })!;
    expect(again).toBeDefined();
    expect(priorityOf(a.rescore!([{ ...deepOffer, context: { ...deepOffer.context, state: stateOf(again) } }])[0] ?? deepOffer.priority)).toBeGreaterThan(0.5);
  });

  test('links that share the floor their page passes on keep the order of their own words above it', () => {
    const a = createApprentice(undefined, { maxEvidence: 0, coBoost: 0 });
    const page = parseHtml(`<html><body><ul><li><a href="/m/contacts.html">Contacts</a></li><li><a href="/m/liste-des-enseignements.html">Liste des enseignements</a></li></ul></body></html>`, 'http://u.test/m/programme.html');
    const c = ctx(['http://u.test/', page.url], seedContext(), 0.9);
    const [contacts, list] = a.prioritize(page, a.judge(page, c), page.links, c).map(priorityOf);
    // Both above the floor (0.8 of the promise of the link that led here), the list of courses first.
    expect(contacts).toBeGreaterThan(0.8 * 0.9);
    expect(list).toBeGreaterThan(contacts! + 0.02);
  });

  test("where the site keeps its courses in people's folders, a directory of people passes its link's promise whole to each home page it lists", () => {
    const front = parseHtml(`<html><body><ul><li><a href="/docs/faculty.html">Faculty</a></li><li><a href="/docs/about.html">About us</a></li>
      ${['/~a/', '/~b/', '/~c/'].map((f, i) => `<li><a href="${f}cs30${i}.html">CS 30${i}</a></li>`).join('')}</ul></body></html>`, 'http://u.test/');
    const directory = parseHtml(`<html><body><pre>${Array.from({ length: 40 }, (_, i) => `<a href="/~p${i}/">Person ${i}</a>`).join('\n')}</pre></body></html>`, 'http://u.test/docs/faculty.html');
    // Only the inheritance and the raise count here: no naive Bayes evidence, no co-citation.
    const options = { maxEvidence: 0, coBoost: 0 };
    const homes = (a: CrawlStrategy, via: QueuedLink) => {
      const c = ctx([front.url, directory.url], via.context, via.priority);
      return a.prioritize(directory, a.judge(directory, c), directory.links, c).map(priorityOf);
    };
    const crawl = () => {
      const a = createApprentice(undefined, options);
      const queued = queuedFrom(front.links, a.prioritize(front, a.judge(front, ctx([front.url])), front.links, ctx([front.url])));
      queued.slice(2).forEach((q, i) => visit(a, q, front.url, coursePage(q.url, `CS 30${i}`)));
      const [faculty, about] = queued.map((q) => ({ ...q, priority: priorityOf(a.rescore!([q])[0] ?? q.priority) }));
      return { viaDirectory: homes(a, faculty!), viaOther: homes(a, about!), faculty: faculty! };
    };
    const personal = crawl();
    // A home's own prior stands above the floor passed on by its share of the lower of the two.
    const own = linkPrior({ url: 'http://u.test/~p0/', anchorText: 'Person 0' }, { url: directory.url, kind: 'other', relevance: 0 });
    const onFloor = (floor: number) => Math.max(floor, own) + floorTieBreak * Math.min(floor, own);
    // Each home: the directory link's promise passed on whole (0.8 of it), and the raise for a person's home page.
    for (const p of personal.viaDirectory) expect(p).toBeCloseTo(onFloor(0.8 * Math.min(1, personal.faculty.priority)) + 0.2, 6);
    // Reached by a link not named for people, or before the site showed where it keeps its courses, the page
    // shares its promise among its forty links.
    for (const [i, p] of personal.viaOther.entries()) expect(p).toBeLessThan(personal.viaDirectory[i]! - 0.2);
    // Before it has: a directory link queued as promising as can be still passes a share of it (0.8 * 12/40).
    const early = createApprentice(undefined, options);
    const queued = queuedFrom(front.links, early.prioritize(front, early.judge(front, ctx([front.url])), front.links, ctx([front.url])));
    for (const p of homes(early, { ...queued[0]!, priority: 1 })) expect(p).toBeCloseTo(onFloor(0.8 * (12 / 40)), 6);
  });

  test("a link named for a course into a person's folder that finds no page raises links to that person's home page", () => {
    const sections = parseHtml(`<html><body><ul><li><a href="/~birk/cs302.html">CS 302 Section 12 (Michael Birk)</a></li>
      <li><a href="/~lee/papers.html">Papers</a></li><li><a href="/~cs310/cs310.html">CS 310</a></li></ul></body></html>`, 'http://u.test/sections.html');
    const people = parseHtml(`<html><body><ul><li><a href="/~birk/birk.html">Birk, Michael</a></li><li><a href="/~lee/">Lee, Ann</a></li>
      <li><a href="/~cs310/">CS 310 account</a></li><li><a href="/~kim/">Kim, Jo</a></li></ul></body></html>`, 'http://u.test/people.html');
    // Only the raise counts here: no naive Bayes evidence, no co-citation, no lowering for dead links.
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false };
    const a = createApprentice(undefined, options);
    const queue = (x: CrawlStrategy, page: ParsedPage) => queuedFrom(page.links, x.prioritize(page, x.judge(page, ctx([page.url])), page.links, ctx([page.url])));
    const homesBefore = queue(a, people);
    // The course's link, the paper's link (no course named) and the class account's link all answer 404.
    for (const q of queue(a, sections)) a.failed!(q.context, q.url, 404, ctx([sections.url, q.url], q.context, q.priority));
    const raise = (x: CrawlStrategy) => {
      const [birk, lee, account, kim] = queue(x, people).map((q, i) => q.priority - homesBefore[i]!.priority);
      return { birk, lee, account, kim };
    };
    const after = raise(a);
    expect(after.birk).toBeCloseTo(0.5, 6);
    expect([after.lee, after.account, after.kim]).toEqual([0, 0, 0]);
    // A home page already queued is raised where it waits, and a resumed crawl knows as much.
    expect(priorityOf(a.rescore!([homesBefore[0]!])[0]!) - homesBefore[0]!.priority).toBeCloseTo(0.5, 6);
    const restored = createApprentice(undefined, options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(raise(restored)).toEqual(after);
    // A page that was not HTML (status 200) moved nowhere.
    const other = createApprentice(undefined, options);
    queue(other, people);
    const birkLink = queue(other, sections)[0]!;
    other.failed!(birkLink.context, birkLink.url, 200, ctx([sections.url, birkLink.url], birkLink.context, birkLink.priority));
    expect(raise(other).birk).toBe(0);
  });

  test("once a course page is found in a folder named for its course, links into that folder (its material) fall wherever they wait", () => {
    const list = parseHtml(`<html><body><ul><li><a href="/~cs302/Labs/lab1.html">Lab 1</a></li><li><a href="/~cs302/faq.html">FAQ</a></li>
      <li><a href="/~cs302/">CS 302 home</a></li><li><a href="/~cs302/index.html">CS 302 index</a></li><li><a href="/~cs354/notes.html">Notes</a></li>
      <li><a href="/~jdoe/notes.html">Notes</a></li><li><a href="/~cs302/cs302.html">CS 302</a></li><li><a href="/~jdoe/cs536.html">CS 536</a></li></ul></body></html>`, 'http://u.test/list.html');
    // Only the lowering counts here: no naive Bayes evidence, no co-citation, no dead links, no people.
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false, people: false };
    const a = createApprentice(undefined, options);
    const q = queuedFrom(list.links, a.prioritize(list, a.judge(list, ctx([list.url])), list.links, ctx([list.url])));
    const waiting = q.slice(0, 6);
    expect(a.rescore!(waiting)).toEqual(Array(6).fill(undefined));
    // A course page in a person's own folder names no course folder: the person's other links keep their place.
    visit(a, q[7]!, list.url, coursePage('http://u.test/~jdoe/cs536.html', 'CS 536'));
    expect(a.rescore!(waiting)).toEqual(Array(6).fill(undefined));
    visit(a, q[6]!, list.url, coursePage('http://u.test/~cs302/cs302.html', 'CS 302'));
    const after = a.rescore!(waiting);
    expect(priorityOf(after[0]!)).toBeCloseTo(q[0]!.priority * materialShare, 6);
    expect(priorityOf(after[1]!)).toBeCloseTo(q[1]!.priority * materialShare, 6);
    // The folder and its index are the course's own page; another course's folder and a person's are not its.
    expect(after.slice(2)).toEqual([undefined, undefined, undefined, undefined]);
    // Links found later into the folder fall as they are queued, and a resumed crawl knows the folder.
    const restored = createApprentice(undefined, options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!(waiting)).toEqual(after);
    const fresh = createApprentice(undefined, options);
    const unknown = fresh.prioritize(list, fresh.judge(list, ctx([list.url])), list.links, ctx([list.url]));
    const known = restored.prioritize(list, restored.judge(list, ctx([list.url])), list.links, ctx([list.url]));
    expect(priorityOf(known[0]!)).toBeCloseTo(priorityOf(unknown[0]!) * materialShare, 6);
    expect(priorityOf(known[4]!)).toBeCloseTo(priorityOf(unknown[4]!), 6);
    // Without the option (online's baseline without learning) nothing falls.
    const off = createApprentice(undefined, { ...options, material: false });
    const qOff = queuedFrom(list.links, off.prioritize(list, off.judge(list, ctx([list.url])), list.links, ctx([list.url])));
    visit(off, qOff[6]!, list.url, coursePage('http://u.test/~cs302/cs302.html', 'CS 302'));
    expect(off.rescore!(qOff.slice(0, 6))).toEqual(Array(6).fill(undefined));
  });

  test("a link to a person's home page is an instance of its own by the kind of page that links to it (a course page's: its teacher's)", () => {
    const seen: string[][] = [];
    apprenticeProbe.onInstance = (features) => seen.push(features);
    try {
      const a = createApprentice(undefined);
      const course = coursePage('http://u.test/~cs101/cs101.html', 'CS 101', '<p>Taught by <a href="/~smith/">Ann Smith</a>, see <a href="/docs/rules.html">the rules</a></p>');
      const j = a.judge(course, ctx([course.url]));
      expect(j.kind).toBe('course');
      const queued = queuedFrom(course.links, a.prioritize(course, j, course.links, ctx([course.url])));
      for (const url of ['http://u.test/~smith/', 'http://u.test/docs/rules.html']) visit(a, queued.find((q) => q.url === url)!, course.url);
      const front = parseHtml('<html><body><p>People</p><a href="/~jones/jones.html">Bob Jones</a></body></html>', 'http://u.test/');
      visit(a, queuedFrom(front.links, a.prioritize(front, a.judge(front, ctx([front.url])), front.links, ctx([front.url])))[0]!, front.url);
      expect(seen.map((f) => f.filter((x) => x.startsWith('home:')))).toEqual([['home:course'], [], ['home:other']]);
    } finally {
      apprenticeProbe.onInstance = undefined;
    }
  });

  test("a link's words on a course page are features of their own: there they name the course's material", () => {
    const a = createApprentice(undefined);
    const links = '<ul><li><a href="/docs/overview.html">Course Overview</a></li><li><a href="/docs/cs200.html">CS 200</a></li></ul>';
    const course = coursePage('http://u.test/~cs101/cs101.html', 'CS 101', links);
    const other = parseHtml(`<html><body><p>Welcome</p>${links}</body></html>`, 'http://u.test/');
    const featuresOn = (page: ParsedPage) => {
      const j = a.judge(page, ctx([page.url]));
      return a.prioritize(page, j, page.links, ctx([page.url])).map((p) => (stateOf(p) as { f: string[] }).f.filter((f) => f.startsWith('a:'))).slice(-2);
    };
    expect(featuresOn(course)).toEqual([['a:list@course'], ['a:code@course']]);
    expect(featuresOn(other)).toEqual([['a:list'], ['a:code']]);
  });

  test("while a person whose course page moved has no home page in sight, a list of students is raised, and on it that person only", () => {
    const sections = parseHtml('<html><body><ul><li><a href="/~birk/cs302.html">CS 302 Section 12</a></li></ul></body></html>', 'http://u.test/sections.html');
    const directories = parseHtml(`<html><body><ul><li><a href="/dirs/grads.html">Graduate Students</a></li>
      <li><a href="/dirs/about.html">About the department</a></li></ul></body></html>`, 'http://u.test/dirs/');
    const grads = parseHtml(`<html><body><ul><li><a href="/~birk/birk.html">Birk, Michael</a></li><li><a href="/~lee/lee.html">Lee, Ann</a></li></ul></body></html>`, 'http://u.test/dirs/grads.html');
    // Only the people count here: no naive Bayes evidence, no co-citation, no lowering for dead links.
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false };
    const a = createApprentice(undefined, options);
    const queue = (x: CrawlStrategy, page: ParsedPage, at = ctx([page.url])) => queuedFrom(page.links, x.prioritize(page, x.judge(page, at), page.links, at));
    const before = queue(a, directories);
    expect(a.rescore!(before)).toEqual([undefined, undefined]);
    for (const q of queue(a, sections)) a.failed!(q.context, q.url, 404, ctx([sections.url, q.url], q.context, q.priority));
    const [list, about] = a.rescore!(before);
    expect(priorityOf(list!) - before[0]!.priority).toBeCloseTo(0.5, 6);
    expect(about).toBeUndefined();
    // On the list, the person whose page moved is raised; the others are neither raised nor given its promise.
    const reached = ctx([directories.url, grads.url], before[0]!.context, priorityOf(list!));
    const [birk, lee] = queue(a, grads, reached);
    const plain = createApprentice(undefined, options);
    const [birkPlain, leePlain] = queue(plain, grads, ctx([directories.url, grads.url], before[0]!.context, 0));
    expect(birk!.priority - birkPlain!.priority).toBeCloseTo(0.5, 6);
    expect(lee!.priority).toBeCloseTo(leePlain!.priority, 6);
    // Once a link to that person's home page has turned up, the list is raised no more, and a resumed crawl knows.
    expect(a.rescore!([{ ...before[0]!, priority: priorityOf(list!) }])[0]).toBeCloseTo(before[0]!.priority, 6);
    const restored = createApprentice(undefined, options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!([{ ...before[0]!, priority: priorityOf(list!) }])[0]).toBeCloseTo(before[0]!.priority, 6);
  });

  test('a course page not where a list of courses said raises the directory of people, and on it the people the list named beside it', () => {
    const term = parseHtml(`<html><body><table>
      <tr><td><a href="/courses/sp98/comp421/">comp421</a></td><td>Introduction to Algorithms</td><td>Usman</td></tr>
      <tr><td><a href="/courses/sp98/comp100/">comp100</a></td><td>Introduction to Computing</td><td>Johnson</td></tr></table></body></html>`, 'http://u.test/courses/sp98/');
    const people = parseHtml(`<html><body><ul><li><a href="/people/faculty.html">Faculty</a></li>
      <li><a href="/about/">About the department</a></li></ul></body></html>`, 'http://u.test/people/');
    const faculty = parseHtml(`<html><body><table><tr><td><a href="/people/pusman/index.html">Pedro Usman</a></td></tr>
      <tr><td><a href="/people/pjohnson/index.html">Pedro Johnson</a></td></tr></table></body></html>`, 'http://u.test/people/faculty.html');
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false };
    const a = createApprentice(undefined, options);
    // Queued as the crawler keeps them: with their text and their place in the page.
    const queue = (x: CrawlStrategy, page: ParsedPage, at = ctx([page.url])) => queuedFrom(page.links, x.prioritize(page, x.judge(page, at), page.links, at))
      .map((q, i) => ({ ...q, context: { ...q.context, anchorText: page.links[i]!.anchorText, dom: page.links[i]!.context } }));
    const before = queue(a, people);
    expect(a.rescore!(before)).toEqual([undefined, undefined]);
    const [lost, kept] = queue(a, term);
    // A dead link named for no course says nothing of anyone.
    a.failed!(before[1]!.context, before[1]!.url, 404, ctx([people.url, before[1]!.url], before[1]!.context, before[1]!.priority));
    expect(a.rescore!(before)).toEqual([undefined, undefined]);
    a.failed!(lost!.context, lost!.url, 404, ctx([term.url, lost!.url], lost!.context, lost!.priority));
    const [list, about] = a.rescore!(before);
    expect(priorityOf(list!) - before[0]!.priority).toBeCloseTo(0.5, 6);
    expect(about).toBeUndefined();
    // On the directory, the person the list named beside the course is raised; the teacher of a course found is not.
    visit(a, kept!, term.url, coursePage(kept!.url, 'comp100'));
    const reached = ctx([people.url, faculty.url], before[0]!.context, before[0]!.priority);
    const [usman, johnson] = queue(a, faculty, reached);
    const plain = createApprentice(undefined, options);
    const [usmanPlain, johnsonPlain] = queue(plain, faculty, ctx([people.url, faculty.url], before[0]!.context, before[0]!.priority));
    expect(usman!.priority - usmanPlain!.priority).toBeCloseTo(0.5, 6);
    expect(johnson!.priority).toBeCloseTo(johnsonPlain!.priority, 6);
    // A resumed crawl knows whom the list named.
    const restored = createApprentice(undefined, options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(priorityOf(restored.rescore!([usman!])[0] ?? usman!.priority)).toBeCloseTo(usman!.priority, 6);
    expect(priorityOf(restored.rescore!([{ ...usman!, priority: usmanPlain!.priority }])[0]!)).toBeCloseTo(usman!.priority, 6);
  });

  test('a list again under another query (a sorting, its pages) keeps a share of its links\' priority; the list\'s own pages do not', () => {
    const list = (query: string, nodes: number[]) => parseHtml(`<html><body><table>${nodes.map((n) => `<tr><td><a href="/node/${n}">Course ${n}</a></td></tr>`).join('')}</table>
      <p><a href="/courses?order=title&sort=asc">Title</a> <a href="/courses?${query ? `${query}&` : ''}page=1">2</a></p></body></html>`, `http://u.test/courses${query ? `?${query}` : ''}`);
    const first = list('', [1, 2, 3, 4]);
    const sorted = list('order=title&sort=asc', [4, 3, 2, 1]);
    const fresh = list('order=title&sort=asc', [4, 3, 2, 9]);
    const known = new Set(['http://u.test/courses', ...[1, 2, 3, 4].map((n) => `http://u.test/node/${n}`)]);
    const at = (page: ParsedPage, from: string, knows = true): PageContext => ({ ...ctx([from, page.url]), known: knows ? (u: string) => known.has(u) : undefined });
    const a = createApprentice(fakeInner(), { maxEvidence: 0, coBoost: 0 });
    const pager = (page: ParsedPage, c: PageContext) => priorityOf(a.prioritize(page, a.judge(page, c), page.links, c).at(-1)!);
    const full = pager(first, at(first, 'http://u.test/'));
    expect(full).toBeGreaterThan(0.3);
    // Every course it lists was queued already: a copy of the list.
    expect(pager(sorted, at(sorted, first.url))).toBeCloseTo(full * materialShare, 6);
    // One course it lists is new; a crawl that cannot say what it has queued; reached from another page.
    expect(pager(fresh, at(fresh, first.url))).toBeCloseTo(full, 6);
    expect(pager(sorted, at(sorted, first.url, false))).toBeCloseTo(full, 6);
    expect(pager(sorted, at(sorted, 'http://u.test/'))).toBeCloseTo(full, 6);
    // Reached by a pager, it is the list going on (another list may have queued its courses first).
    expect(pager(sorted, { ...at(sorted, first.url), link: { ...seedContext(), state: { f: ['a:pager'], q: 0.5 } } })).toBeCloseTo(full, 6);
    // The share stays when the link is weighed again.
    const c = at(sorted, first.url);
    const q = queuedFrom(sorted.links, a.prioritize(sorted, a.judge(sorted, c), sorted.links, c)).at(-1)!;
    expect(priorityOf(a.rescore!([{ ...q, priority: 1 }])[0]!)).toBeCloseTo(full * materialShare, 6);
  });

  test('a sorted list whose links are other addresses with the texts of the links to course pages found is the list again', () => {
    const titles = ['Theory of Heat Transfer', 'Foundations of Materials', 'Robotics and Control', 'Applied Optics Today'];
    const list = (query: string, hrefs: string[]) => parseHtml(`<html><body><table>${hrefs.map((h, i) => `<tr><td><a href="${h}">${titles[i]}</a></td></tr>`).join('')}</table>
      <p><a href="/courses?order=title&sort=asc">Title</a> <a href="/courses?${query ? `${query}&` : ''}page=1">2</a></p></body></html>`, `http://u.test/courses${query ? `?${query}` : ''}`);
    const first = list('', ['/course/a', '/course/b', '/course/c', '/course/d']);
    const sorted = list('order=title&sort=asc', ['/node/1', '/node/2', '/node/3', '/node/4']);
    const known = new Set(['http://u.test/courses', ...['a', 'b', 'c', 'd'].map((x) => `http://u.test/course/${x}`)]);
    const at = (page: ParsedPage, from: string): PageContext => ({ ...ctx([from, page.url]), known: (u: string) => known.has(u) });
    const a = createApprentice(fakeInner(), { maxEvidence: 0, coBoost: 0 });
    const pager = (page: ParsedPage, c: PageContext) => priorityOf(a.prioritize(page, a.judge(page, c), page.links, c).at(-1)!);
    const c0 = at(first, 'http://u.test/');
    const queued = queuedFrom(first.links, a.prioritize(first, a.judge(first, c0), first.links, c0))
      .map((q, i) => ({ ...q, context: { ...q.context, anchorText: first.links[i]!.anchorText } }));
    // Its addresses are new to the crawl: no copy while the courses it names are not found.
    const full = pager(sorted, at(sorted, first.url));
    expect(full).toBeGreaterThan(0.3);
    queued.slice(0, 3).forEach((q, i) => visit(a, q, first.url, coursePage(q.url, `ME 10${i}`)));
    expect(pager(sorted, at(sorted, first.url))).toBeCloseTo(full, 6);
    visit(a, queued[3]!, first.url, coursePage(queued[3]!.url, 'ME 103'));
    expect(pager(sorted, at(sorted, first.url))).toBeCloseTo(full * materialShare, 6);
    // Links that all say one thing ("Guía docente") name no course each, whatever their text named before.
    const same = parseHtml(`<html><body>${[5, 6, 7].map((n) => `<a href="/node/${n}">Guía docente</a>`).join(' ')}</body></html>`, 'http://u.test/courses?nivel=2');
    expect(listCopy(same, same.links, at(same, first.url), () => true)).toBe(false);
    expect(listCopy(sorted, sorted.links, at(sorted, first.url), () => true)).toBe(true);
  });

  test("a home page raised for being a person's passes on its link's promise without the raise", () => {
    const front = parseHtml(`<html><body><ul>${['/~a/', '/~b/', '/~c/'].map((f, i) => `<li><a href="${f}cs30${i}.html">CS 30${i}</a></li>`).join('')}
      <li><a href="/~smith/">Ann Smith</a></li></ul></body></html>`, 'http://u.test/');
    const home = parseHtml('<html><body><p>Ann Smith</p><a href="/groups/lab/">My lab</a></body></html>', 'http://u.test/~smith/');
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false };
    const a = createApprentice(undefined, options);
    const queued = queuedFrom(front.links, a.prioritize(front, a.judge(front, ctx([front.url])), front.links, ctx([front.url])));
    queued.slice(0, 3).forEach((q, i) => visit(a, q, front.url, coursePage(q.url, `CS 30${i}`)));
    // The site keeps its courses in its people's folders now: the home page is raised.
    const raised = priorityOf(a.rescore!([queued[3]!])[0]!);
    expect(raised - queued[3]!.priority).toBeCloseTo(0.2, 6);
    // Its link passes on what the home page was worth before the raise, as a page reached by any other link would.
    const lab = (link: LinkContext, score: number) => priorityOf(a.prioritize(home, a.judge(home, ctx([front.url, home.url])), home.links, ctx([front.url, home.url], link, score))[0]!);
    expect(lab(queued[3]!.context, raised)).toBeCloseTo(lab(seedContext(), queued[3]!.priority), 6);
    expect(lab(seedContext(), raised)).toBeGreaterThan(lab(queued[3]!.context, raised) + 0.1);
  });

  test("a person's home page passes its link's promise to links out of the person's folder, not to the person's own pages", () => {
    const home = parseHtml(`<html><body><p>Ann Smith</p><ul><li><a href="/~smith/papers.html">Papers</a></li><li><a href="/~smith/cv.html">CV</a></li>
      <li><a href="/groups/lab/">Our lab</a></li><li><a href="/~lee/">Bo Lee</a></li></ul></body></html>`, 'http://u.test/~smith/');
    const group = parseHtml(`<html><body><p>The lab</p><ul><li><a href="/groups/lab/papers.html">Papers</a></li><li><a href="/groups/lab/members.html">Members</a></li></ul></body></html>`, 'http://u.test/groups/lab/');
    // Only the inheritance counts here: no naive Bayes evidence, no co-citation, no people's raise.
    const a = createApprentice(undefined, { maxEvidence: 0, coBoost: 0, deadLinks: false, people: false });
    const reached = (page: ParsedPage, score: number) => a.prioritize(page, a.judge(page, ctx(['http://u.test/', page.url])), page.links, ctx(['http://u.test/', page.url], seedContext(), score)).map(priorityOf);
    const [papers, cv, lab, lee] = reached(home, 0.9);
    const [papersCold, cvCold, labCold, leeCold] = reached(home, 0);
    // The person's papers and CV: what their links say, whatever led to the home page.
    expect(papers).toBeCloseTo(papersCold!, 6);
    expect(cv).toBeCloseTo(cvCold!, 6);
    // The group's page and a colleague's: a share of the promise (0.8 of 0.9, shared among at most twelve links).
    expect(lab!).toBeGreaterThan(labCold! + 0.5);
    expect(lee!).toBeGreaterThan(leeCold! + 0.5);
    // Any other page passes its promise to all its links, the same address's pages included.
    const [groupPapers] = reached(group, 0.9);
    const [groupPapersCold] = reached(group, 0);
    expect(groupPapers!).toBeGreaterThan(groupPapersCold! + 0.5);
  });

  test("a person's folder goes dry after three pages in a row that were no course page: its other links fall, its home page stays", () => {
    const page = parseHtml(`<html><body><ul>${['papers.html', 'demo.html', 'talks.html', 'cv.html', 'cs101.html', 'cs202.html']
      .map((f) => `<li><a href="/~smith/${f}">${f}</a></li>`).join('')}<li><a href="/~smith/">Ann Smith</a></li><li><a href="/~lee/notes.html">Notes</a></li></ul></body></html>`, 'http://u.test/list.html');
    // Only the dry folder counts here: no naive Bayes evidence, no co-citation, no dead links.
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false };
    const a = createApprentice(undefined, options);
    const q = queuedFrom(page.links, a.prioritize(page, a.judge(page, ctx([page.url])), page.links, ctx([page.url])));
    const [papers, demo, talks, cv, cs101, cs202, home, lee] = q;
    const waiting = [cv!, cs202!, home!, lee!];
    visit(a, papers!, page.url);
    a.failed!(demo!.context, demo!.url, 404, ctx([page.url, demo!.url], demo!.context));
    expect(a.rescore!(waiting)).toEqual([undefined, undefined, undefined, undefined]);
    visit(a, talks!, page.url);
    const dry = a.rescore!(waiting);
    expect(priorityOf(dry[0]!)).toBeCloseTo(cv!.priority / 2, 6);
    expect(priorityOf(dry[1]!)).toBeCloseTo(cs202!.priority / 2, 6);
    expect(dry.slice(2)).toEqual([undefined, undefined]); // the home page, and another person's folder
    const restored = createApprentice(undefined, options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!(waiting)).toEqual(dry);
    // A course page found there makes the folder worth its links again.
    visit(a, cs101!, page.url, coursePage('http://u.test/~smith/cs101.html', 'CS 101'));
    const again = a.rescore!(waiting.map((w, i) => ({ ...w, priority: dry[i] === undefined ? w.priority : priorityOf(dry[i]!) })));
    again.forEach((x, i) => expect(x === undefined ? waiting[i]!.priority : priorityOf(x)).toBeCloseTo(waiting[i]!.priority, 6));
  });

  test("a page that listed five people whose home pages name no course lowers its other people; one naming a course keeps them", () => {
    const list = (url: string, login: string) => parseHtml(`<html><body><ul>${Array.from({ length: 7 }, (_, i) => `<li><a href="/~${login}${i}/">Person ${i}</a></li>`).join('')}</ul></body></html>`, url);
    const members = list('http://u.test/group/members.html', 's');
    const faculty = list('http://u.test/group/faculty.html', 'f');
    // Only the list's yield counts here: no naive Bayes evidence, no co-citation, no dead links.
    const options = { maxEvidence: 0, coBoost: 0, deadLinks: false };
    const a = createApprentice(undefined, options);
    // Queued as the crawler queues them: the path ends with the page the link was found on.
    const queue = (page: ParsedPage, kind: 'other' | 'course' = 'other') => queuedFrom(page.links, a.prioritize(page, a.judge(page, ctx([page.url])), page.links, ctx([page.url])))
      .map((q) => ({ ...q, context: { ...q.context, path: [{ url: page.url, relevance: 0.1, kind }] } }));
    const s = queue(members);
    const f = queue(faculty);
    expect((s[6]!.context.state as { p?: string }).p).toBe('h');
    const visitHome = (q: QueuedLink, from: string, teaches: boolean) => {
      const page = parseHtml(`<html><body><h1>Someone</h1><ul><li><a href="papers.html">Papers</a></li>${teaches ? '<li><a href="cs302.html">CS 302</a></li>' : ''}</ul></body></html>`, q.url);
      const c = ctx([from, q.url], q.context, q.priority);
      const j = a.judge(page, c);
      a.prioritize(page, j, page.links, c);
      a.feedback!(j, q.context, page, c);
    };
    for (const q of s.slice(0, 4)) visitHome(q, members.url, false);
    expect(a.rescore!([s[6]!])).toEqual([undefined]);
    // The fifth person's page answers 404: five of five named no course.
    a.failed!(s[4]!.context, s[4]!.url, 404, ctx([members.url, s[4]!.url], s[4]!.context, s[4]!.priority));
    const fallen = a.rescore!([s[6]!]);
    expect(priorityOf(fallen[0]!)).toBeCloseTo(s[6]!.priority * Math.sqrt(1 / 6), 6);
    // One of five naming a course keeps the list's people where they are.
    visitHome(f[0]!, faculty.url, true);
    for (const q of f.slice(1, 5)) visitHome(q, faculty.url, false);
    expect(a.rescore!([f[6]!])).toEqual([undefined]);
    const restored = createApprentice(undefined, options);
    restored.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(restored.rescore!([s[6]!, f[6]!])).toEqual([fallen[0], undefined]);
    // The people a course page links (its teacher, its assistants) are no such list.
    const course = coursePage('http://u.test/~cs302/', 'CS 302', Array.from({ length: 7 }, (_, i) => `<a href="/~t${i}/">Person ${i}</a>`).join(' '));
    const t = queue(course, 'course').filter((q) => q.url.includes('/~t'));
    for (const q of t.slice(0, 5)) visitHome(q, course.url, false);
    expect(a.rescore!([t[6]!])).toEqual([undefined]);
  });

  test('a snapshot restores what it learned: the same priorities after restore', () => {
    const a = createApprentice(fakeInner());
    const j = a.judge(hub, ctx([hub.url]));
    const queued = queuedFrom(hub.links, a.prioritize(hub, j, hub.links, ctx([hub.url])));
    for (const q of queued.slice(0, 5)) visit(a, q, hub.url);
    const b = createApprentice(fakeInner());
    b.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(b.rescore!(queued.slice(5))).toEqual(a.rescore!(queued.slice(5)));
    const next = parseHtml(`<html><body><ul><li><a href="/c/9">Course nine</a></li><li><a href="/news/9">News nine</a></li></ul></body></html>`, 'http://u.test/hub2');
    expect(b.prioritize(next, b.judge(next, ctx([next.url])), next.links, ctx([next.url])))
      .toEqual(a.prioritize(next, a.judge(next, ctx([next.url])), next.links, ctx([next.url])));
  });

  test('rescores the whole frontier often while it has learned little, then half as often each time', () => {
    expect([0, 100, 159, 160, 319, 320, 640, 5000].map((n) => rescoreInterval(20, n))).toEqual([20, 20, 20, 40, 40, 80, 160, 640]);
    // The crawler reads the interval before each pick: it follows the pages the apprentice has judged.
    const a = createApprentice(fakeInner(), { rescoreEvery: 10 });
    expect(a.rescoreEvery).toBe(10);
    const j = a.judge(hub, ctx([hub.url]));
    const queued = queuedFrom(hub.links, a.prioritize(hub, j, hub.links, ctx([hub.url])));
    for (let i = 0; i < 80; i++) visit(a, queued[i % queued.length]!, hub.url);
    expect(a.rescoreEvery).toBe(20);
    // A resumed crawl rescores where the uninterrupted one did.
    const b = createApprentice(fakeInner(), { rescoreEvery: 10 });
    b.restore!(JSON.parse(JSON.stringify(a.snapshot!())));
    expect(b.rescoreEvery).toBe(20);
  });

  test('a snapshot taken again without new pages is the same; a new page changes it', () => {
    const a = createApprentice(fakeInner());
    const j = a.judge(hub, ctx([hub.url]));
    const queued = queuedFrom(hub.links, a.prioritize(hub, j, hub.links, ctx([hub.url])));
    visit(a, queued[0]!, hub.url);
    const first = JSON.stringify(a.snapshot!());
    expect(JSON.stringify(a.snapshot!())).toBe(first);
    visit(a, queued[1]!, hub.url);
    expect(JSON.stringify(a.snapshot!())).not.toBe(first);
  });

  test('a snapshot and the journal entries after it restore what the crawl learned, across the naive Bayes\' checkpoints', () => {
    const a = createApprentice(fakeInner());
    const j = a.judge(hub, ctx([hub.url]));
    const queued = queuedFrom(hub.links, a.prioritize(hub, j, hub.links, ctx([hub.url])));
    for (let i = 0; i < 4; i++) visit(a, queued[i]!, hub.url);
    const snapshot = JSON.parse(JSON.stringify(a.snapshot!()));
    const entries: unknown[] = [];
    // Sixty pages more: checkpoints at the 25th and the 50th judged page fall between the snapshot and the end.
    for (let i = 4; i < 64; i++) {
      visit(a, queued[i % queued.length]!, `http://u.test/hub${i % 3}`);
      if (i % 7 === 0) entries.push(JSON.parse(JSON.stringify(a.journal!())));
    }
    entries.push(JSON.parse(JSON.stringify(a.journal!())));
    const b = createApprentice(fakeInner());
    b.restore!(snapshot, entries as never);
    expect(b.rescore!(queued)).toEqual(a.rescore!(queued));
    expect(b.snapshot!()).toEqual(a.snapshot!());
    // A journal entry taken with nothing new holds no instance and no yield.
    expect(a.journal!()).toMatchObject({ nb: [], regions: '', patterns: '', sources: '', credited: [] });
  });

  test('withinDMax keeps terms within the window and features without an offset', () => {
    expect(withinDMax(['0:a', '-3:b', '6:c', 'u:course', 'url:code'], 3)).toEqual(['0:a', '-3:b', 'u:course', 'url:code']);
  });
});

describe('online: the apprentice without a trained model', () => {
  test('starts from what the links say: course codes and course-list words first, news and files last', () => {
    const s = online.create({});
    const home = parseHtml(`<html><body><ul><li><a href="/news/">News</a></li><li><a href="/about/">About us</a></li><li><a href="/catalog/">Course Catalog</a></li>
      <li><a href="/docs/x.pdf">Annual report</a></li><li><a href="/~smith/cs302.html">CS 302 Introduction to Programming</a></li></ul></body></html>`, 'http://u.test/');
    const [news, about, catalog, pdf, course] = s.prioritize(home, s.judge(home, ctx([home.url])), home.links, ctx([home.url])).map(priorityOf);
    expect(course!).toBeGreaterThan(catalog!);
    expect(catalog!).toBeGreaterThan(about!);
    expect(about!).toBeGreaterThan(news!);
    expect(about!).toBeGreaterThan(pdf!);
  });

  test("a course page's links into its own folder are its material, below the links that leave it", () => {
    const s = online.create({});
    const page = coursePage('http://u.test/~smith/cs302/', 'CS 302', '<a href="/~smith/">Smith</a>');
    const j = s.judge(page, ctx([page.url]));
    expect(j.kind).toBe('course');
    const scores = s.prioritize(page, j, page.links, ctx([page.url])).map(priorityOf);
    const smith = scores[page.links.findIndex((l) => l.url.endsWith('/~smith/'))]!;
    expect(Math.max(...scores.filter((_, i) => page.links[i]!.url.includes('/cs302/')))).toBeLessThan(smith);
  });
});

describe('online: the page again', () => {
  test("a page's own copy in another language, its print view and last year's edition wait behind every other link, however much it learned", () => {
    const s = online.create({});
    const page = coursePage('http://u.test/guia?codigo=800490&ca=2026', 'MAT 101', `<a href="/guia?codigo=800490&ca=2026&lang=en">English</a>
      <a href="/guia?codigo=800490&ca=2025">2025-26</a><a href="/guia?codigo=800490&ca=2026&print=1">Imprimir</a><a href="/news/">News</a>`);
    const j = s.judge(page, ctx([page.url]));
    const scores = s.prioritize(page, j, page.links, ctx([page.url])).map(priorityOf);
    const at = (part: string) => scores[page.links.findIndex((l) => l.url.endsWith(part))]!;
    for (const variant of ['lang=en', 'ca=2025', 'print=1']) {
      expect(at(variant)).toBeLessThan(0);
      expect(at(variant)).toBeLessThan(at('/news/'));
    }
  });
});

describe('online: a record found', () => {
  test("a link whose address holds the number of a course page found waits (the same record as a PDF); a number two course pages share does not", () => {
    const s = online.create({});
    const home = parseHtml(`<html><body><a href="/guia-docente/260569">Álgebra</a> <a href="/guia-docente/260570">Cálculo</a></body></html>`, 'http://u.test/plan?cat=10023');
    const hj = s.judge(home, ctx([home.url]));
    const [algebra] = queuedFrom(home.links, s.prioritize(home, hj, home.links, ctx([home.url])));
    const c = { ...ctx([home.url, algebra!.url], algebra!.context, algebra!.priority), parent: hj };
    const page = coursePage(algebra!.url, 'MAT 101');
    const j = s.judge(page, c);
    expect(j.kind).toBe('course');
    s.feedback!(j, algebra!.context, page, c);
    const list = parseHtml(`<html><body><ul><li><a href="/documentos/260569_2026.pdf">Guía (PDF)</a></li><li><a href="/documentos/260570_2026.pdf">Guía (PDF)</a></li>
      <li><a href="/otra?cat=10023&n=260569">Guía</a></li></ul></body></html>`, 'http://u.test/plan2');
    const [same, other] = s.prioritize(list, s.judge(list, ctx([list.url])), list.links, ctx([list.url])).map(priorityOf);
    expect(same!).toBeLessThan(other! * 0.5);
    // A crawl resumed from its snapshot knows the record too.
    const resumed = online.create({});
    resumed.restore!(s.snapshot!());
    expect(priorityOf(resumed.prioritize(list, resumed.judge(list, ctx([list.url])), list.links, ctx([list.url]))[0]!)).toBeCloseTo(same!, 9);
    // The course page's own link to its record in another form waits too, though its address holds the number.
    const guia = parseHtml(`<html><head><title>Álgebra lineal</title></head><body><h1>Álgebra lineal</h1><table><tr><th>Código</th><td>260569</td></tr><tr><th>Créditos</th><td>6 ECTS</td></tr>
      <tr><th>Profesorado</th><td>Ana García</td></tr><tr><th>Semestre</th><td>Primer cuatrimestre</td></tr></table><h2>Descripción</h2><p>Espacios vectoriales y matrices.</p>
      <p><a href="/documentos/260569_2026.pdf">PDF</a> <a href="/documentos/normativa_2026.pdf">PDF</a></p></body></html>`, algebra!.url);
    const gj = s.judge(guia, c);
    expect(gj.kind).toBe('course');
    const [ownPdf, rules] = s.prioritize(guia, gj, guia.links, c).map(priorityOf);
    expect(ownPdf!).toBeLessThan(rules! * 0.5);
    // A list whose own address holds the number lists that record's context (a catalog's, a term's): nothing waits.
    const own = parseHtml(`<html><body><a href="/documentos/260569_2026.pdf">Guía (PDF)</a> <a href="/documentos/260570_2026.pdf">Guía (PDF)</a></body></html>`, 'http://u.test/list/260569');
    const [a, b] = s.prioritize(own, s.judge(own, ctx([own.url])), own.links, ctx([own.url])).map(priorityOf);
    expect(a!).toBeCloseTo(b!, 9);
  });
});

describe('online: a record named by its code', () => {
  /** A plan of study's page queued from the seed, its first link and that link's fetch context. */
  const firstOfPlan = (s: CrawlStrategy, html: string, url: string) => {
    const plan = parseHtml(`<html><body>${html}</body></html>`, url);
    const pj = s.judge(plan, ctx([plan.url]));
    const [first] = queuedFrom(plan.links, s.prioritize(plan, pj, plan.links, ctx([plan.url])));
    return { link: first!, c: { ...ctx([plan.url, first!.url], first!.context, first!.priority), parent: pj } };
  };
  test("a document named by the code of one course page found waits (its guía's PDF beside a page named by its title); another course's does not", () => {
    const s = online.create({});
    const { link: paleografia, c } = firstOfPlan(s, '<a href="/es/cursos/paleografia">Paleografía</a> <a href="/es/cursos/diplomatica">Diplomática</a>', 'http://u.test/es/plan');
    // Its code only in its heading (below the site's header), not in its title, its address or a labelled field: the
    // recogniser reads no code of its own there.
    const guia = parseHtml(`<html><head><title>Paleografía - Guía docente</title></head><body><div id="cabecera"><p>Universidad de Niacu</p><p>Sede central</p>
      <p>Secretaría virtual</p></div><h1>Paleografía (HIST-177)</h1><dl>
      <dt>Créditos</dt><dd>4 créditos</dd><dt>Periodo lectivo</dt><dd>Semestre II</dd><dt>Profesor</dt><dd>Diego Vázquez</dd></dl>
      <h3>Objetivo general</h3><p>Se revisan resultados clásicos y recientes de paleografía a partir de textos de referencia y de casos prácticos de archivo.</p></body></html>`, paleografia.url);
    const j = s.judge(guia, c);
    expect(j).toMatchObject({ kind: 'course', codes: [] });
    s.feedback!(j, paleografia.context, guia, c);
    const list = parseHtml(`<html><body><ul><li><a href="/files/guias/GD_HIST-177.pdf">Paleografía (PDF)</a></li><li><a href="/files/guias/GD_HIST-178.pdf">Diplomática (PDF)</a></li>
      <li><a href="/es/historia/HIST-177">Paleografía</a></li><li><a href="/es/historia/HIST-178">Diplomática</a></li></ul></body></html>`, 'http://u.test/es/plan2');
    const [same, other, page, otherPage] = s.prioritize(list, s.judge(list, ctx([list.url])), list.links, ctx([list.url])).map(priorityOf);
    expect(same!).toBeLessThan(other! * 0.5);
    // A page (not a document) under the code is left alone: another section's page, another teacher's.
    expect(page!).toBeCloseTo(otherPage!, 9);
  });

  // The same code twice in its address (its folder and its file) is one code.
  test.each(['/cursos/SAL1567.html', '/cursos/sal1567/SAL1567.html'])("a course page whose code only its address's path names marks it, and that course's PDF found later is its guía, not one more course (%s)", (href) => {
    const s = online.create({});
    const { link: fisiologia, c } = firstOfPlan(s, `<a href="${href}">Fisiología</a> <a href="/cursos/SAL1977.html">Anatomía</a>`, 'http://u.test/malla.html');
    // Titled by its name alone: the recogniser reads no code of its own; its address names one.
    const guia = (url: string) => parseHtml(`<html><head><title>Guía docente: Fisiología Humana</title></head><body><h1>Guía docente: Fisiología Humana</h1><dl>
      <dt>Créditos</dt><dd>6 créditos</dd><dt>Periodo lectivo</dt><dd>Semestre I</dd><dt>Profesor</dt><dd>Ana Ruiz</dd></dl>
      <h3>Objetivo general</h3><p>Se estudian las funciones del organismo humano a partir de casos clínicos y prácticas de laboratorio.</p></body></html>`, url);
    const j = s.judge(guia(fisiologia.url), c);
    expect(j).toMatchObject({ kind: 'course', codes: [] });
    s.feedback!(j, fisiologia.context, guia(fisiologia.url), c);
    const docs = parseHtml(`<html><body><ul><li><a href="/documentos/guias-docentes/SAL1567_2026.pdf">PDF</a></li>
      <li><a href="/documentos/guias-docentes/SAL1977_2026.pdf">PDF</a></li></ul></body></html>`, 'http://u.test/malla2.html');
    const dj = s.judge(docs, ctx([docs.url]));
    const queued = queuedFrom(docs.links, s.prioritize(docs, dj, docs.links, ctx([docs.url])));
    expect(queued[0]!.priority).toBeLessThan(queued[1]!.priority * 0.5);
    // Fetched all the same (judged a course page), the PDF is the course found again: not a course page found.
    const pdf = guia(queued[0]!.url);
    const pc = { ...ctx([docs.url, pdf.url], queued[0]!.context, queued[0]!.priority), parent: dj };
    const pdfJudgement = s.judge(pdf, pc);
    expect(pdfJudgement.kind).toBe('course');
    s.feedback!(pdfJudgement, queued[0]!.context, pdf, pc);
    expect((s.snapshot!() as { found: string[] }).found).toEqual([fisiologia.url]);
  });

  test("a course page whose code only its address's query names marks it: the same course's download waits, another course's does not", () => {
    const s = online.create({});
    const { link: programa, c } = firstOfPlan(s, '<a href="/programa.aspx?codAsig=NUT1601&amp;ca=2026">Fisiología Humana</a>', 'http://u.test/plan.aspx?estudio=759');
    // Titled by its name alone: the recogniser reads no code of its own.
    const guia = parseHtml(`<html><head><title>Guía docente: Fisiología Humana</title></head><body><h1>Guía docente: Fisiología Humana</h1><dl>
      <dt>Créditos</dt><dd>6 créditos</dd><dt>Periodo lectivo</dt><dd>Semestre I</dd><dt>Profesor</dt><dd>Ana Ruiz</dd></dl>
      <h3>Objetivo general</h3><p>Se estudian las funciones del organismo humano a partir de casos clínicos y prácticas de laboratorio.</p></body></html>`, programa.url);
    const j = s.judge(guia, c);
    expect(j).toMatchObject({ kind: 'course', codes: [] });
    s.feedback!(j, programa.context, guia, c);
    const list = parseHtml(`<html><body><ul><li><a href="/descarga.aspx?tipo=guia&amp;codAsig=NUT1601&amp;ca=2026">PDF</a></li>
      <li><a href="/descarga.aspx?tipo=guia&amp;codAsig=NUT1602&amp;ca=2026">PDF</a></li></ul></body></html>`, 'http://u.test/plan.aspx?estudio=760');
    const [same, other] = s.prioritize(list, s.judge(list, ctx([list.url])), list.links, ctx([list.url])).map(priorityOf);
    expect(same!).toBeLessThan(other! * 0.5);
  });

  test("a page in the folder of a course page found that names the same course is its material, not one more course; one naming another course is", () => {
    const s = online.create({});
    const term = parseHtml('<html><body><a href="CS474/home.html">CS474</a> <a href="CS474/homework3.html">Homework</a> <a href="CS474/cs475.html">Seminar</a></body></html>', 'http://u.test/Info/Courses/Fall-96/');
    const tj = s.judge(term, ctx([term.url]));
    const [toHome, toHomework, toOther] = queuedFrom(term.links, s.prioritize(term, tj, term.links, ctx([term.url])));
    const visitFromTerm = (link: QueuedLink, page: ParsedPage): Judgement => {
      const c = { ...ctx([term.url, link.url], link.context, link.priority), parent: tj };
      const j = s.judge(page, c);
      s.feedback!(j, link.context, page, c);
      return j;
    };
    const nav = '<p>[ <a href="home.html">CS474 home</a> | <a href="lectures/">Lecture notes</a> | <a href="homework3.html">Homework 3</a> | <a href="syllabus.html">Syllabus</a> | <a href="handouts.html">Handouts</a> ]</p>';
    const home = parseHtml(`<html><head><title>CS474 Introduction to Machine Learning</title></head><body><h2>CS474 Introduction to Machine Learning</h2>
      <p>Instructor: Ines Young</p><p>Lectures: MWF 10:00</p><p>Credits: 3</p>${nav}</body></html>`, toHome!.url);
    expect(visitFromTerm(toHome!, home).kind).toBe('course');
    // A homework page under the course's title and heading and its navigation: the recogniser reads the course again
    // (a title that names the homework is the course's material to the recogniser itself).
    const homework = parseHtml(`<html><head><title>CS474 Introduction to Machine Learning</title></head><body><h2>CS474 Introduction to Machine Learning</h2><h3>Homework 3</h3><p>Due Tue, Nov 13.</p>
      <ol><li>Problem on decision trees.</li><li>Problem on neural networks.</li></ol>${nav}</body></html>`, toHomework!.url);
    expect(visitFromTerm(toHomework!, homework)).toMatchObject({ kind: 'course', codes: ['CS474'] });
    expect((s.snapshot!() as { found: string[] }).found).toEqual([toHome!.url]);
    // Another course's page kept in the same folder is one more course.
    const other = parseHtml(`<html><head><title>CS475 Seminar in Learning</title></head><body><h2>CS475 Seminar in Learning</h2>
      <p>Instructor: Ines Young</p><p>Lectures: F 14:00</p><p>Credits: 1</p>${nav}</body></html>`, toOther!.url);
    expect(visitFromTerm(toOther!, other).kind).toBe('course');
    expect((s.snapshot!() as { found: string[] }).found).toEqual([toHome!.url, toOther!.url]);
  });
});

describe('the critic', () => {
  const blind: CrawlStrategy = { name: 'blind', saveThreshold: 0.85, judge: (): Judgement => ({ relevance: 0.3, kind: 'other' }), prioritize: (_p, _j, l) => l.map(() => 0) };

  test('a page of inline course records counts as a course page whatever its own strategy says, and is saved', () => {
    const critic = withRecognition(blind);
    const listing = parseHtml(`<html lang="de"><body><h1>Vorlesungsverzeichnis</h1>
      ${[1, 2, 3].map((i) => `<div class="course"><h3>INF 10${i} Algorithmen ${i}</h3><p>Credits: 5</p><p>Description: Sortieren, Suchen und Graphen in Teil ${i}.</p></div>`).join('\n')}</body></html>`, 'http://u.test/vv');
    const j = critic.judge(listing, ctx([listing.url]));
    expect(j.kind).toBe('course');
    expect(j.relevance).toBeGreaterThanOrEqual(0.85);
    expect(critic.judge(leaf('http://u.test/news'), ctx(['http://u.test/news']))).toMatchObject({ kind: 'other', relevance: 0.3 });
  });

  test('a course page in a language beside English and Japanese counts as found, by its labels, credits and terms', () => {
    const critic = withRecognition(blind);
    const pages = [
      ['http://u.test/it', '<html><body><h1>Analisi Matematica I</h1><p><b>Codice insegnamento:</b> 01AB123</p><p><b>Docente:</b> Prof. Luca Rossi</p><p><b>CFU:</b> 9</p><p><b>Programma:</b> Limiti, derivate, integrali, serie numeriche.</p></body></html>'],
      ['http://u.test/zh', '<html><body><h1>数据结构</h1><table><tr><td>课程编号</td><td>CS2101</td></tr><tr><td>授课教师</td><td>王明</td></tr><tr><td>学分</td><td>3</td></tr><tr><td>课程简介</td><td>线性表、栈、队列、树、图以及排序与查找算法。</td></tr></table></body></html>'],
      ['http://u.test/ko', '<html><body><h1>자료구조</h1><table><tr><th>학수번호</th><td>CSE2010</td></tr><tr><th>담당교수</th><td>김민수</td></tr><tr><th>학점</th><td>3</td></tr><tr><th>강의개요</th><td>리스트, 스택, 큐, 트리, 그래프와 정렬 알고리즘을 다룬다.</td></tr></table></body></html>'],
    ] as const;
    for (const [url, html] of pages) {
      const page = parseHtml(html, url);
      expect({ url, ...critic.judge(page, ctx([url])) }).toMatchObject({ url, kind: 'course' });
      expect(online.create({}).judge(page, ctx([url])).kind).toBe('course');
    }
  });

  test("a page about the course its linking page was about (its syllabus) is that course again, not a new one", () => {
    const s = online.create({});
    const home = coursePage('http://u.test/cs302/', 'CS 302');
    const hj = s.judge(home, ctx([home.url]));
    const q = queuedFrom(home.links, s.prioritize(home, hj, home.links, ctx([home.url])));
    const syllabus = coursePage('http://u.test/cs302/syllabus.html', 'CS 302');
    const c = ctx([home.url, syllabus.url], q[0]!.context);
    expect(s.judge(syllabus, c).kind).toBe('other');
    // The same page reached from elsewhere is a course page.
    expect(s.judge(syllabus, ctx([syllabus.url])).kind).toBe('course');
    // Another section's page of the same course, in another folder, is a course page of its own.
    const section = coursePage('http://u.test/~lee/cs302.html', 'CS 302');
    expect(s.judge(section, ctx([home.url, section.url], q[0]!.context)).kind).toBe('course');
  });
});
