import { createApprentice, withinDMax } from '../../src/strategies/apprentice.ts';
import { withRecognition } from '../../src/strategies/critic.ts';
import type { CrawlStrategy, Judgement, PageContext, Priority, QueuedLink } from '../../src/strategies/strategy.ts';
import { priorityOf, seedContext, stateOf } from '../../src/strategies/strategy.ts';
import { parseHtml } from '../../src/parse/html.ts';

/** A critic that calls pages under /c/ course pages and gives every link the same prior. */
function fakeCritic(prior = 0.4): CrawlStrategy {
  return {
    name: 'fake', saveThreshold: 0.85,
    judge: (page) => (page.url.includes('/c/') ? { relevance: 1, kind: 'course' } : { relevance: 0.1, kind: 'other' }),
    prioritize: (_p, _j, links) => links.map((l) => (l.url.includes('print') ? -0.9 : prior)),
  };
}
const ctx = (path: string[]): PageContext => ({ runId: 1, depth: path.length - 1, path, anchorText: undefined, parent: undefined, fetches: 0, linkScore: undefined, link: seedContext() });
/** The hub's links as the frontier would hold them: priority and per-link state from prioritize. */
const queuedFrom = (links: { url: string }[], scores: Priority[]): QueuedLink[] =>
  links.map((l, i) => ({ url: l.url, priority: priorityOf(scores[i]!), depth: 1, context: { ...seedContext(), state: stateOf(scores[i]!) } }));
/** Judges a fetched page reached through a queued link, and gives the apprentice its feedback. */
const visit = (a: CrawlStrategy, link: QueuedLink, from: string) => {
  const page = leaf(link.url);
  const c = { ...ctx([from, link.url]), link: link.context };
  a.feedback!(a.judge(page, c), link.context, page, c);
};
const hub = parseHtml(`<html><body><p>Welcome</p>
  <ul><li><a href="/c/1">Course one</a></li><li><a href="/c/2">Course two</a></li><li><a href="/c/3">Course three</a></li><li><a href="/x/4">Fourth</a></li></ul>
  <p>Elsewhere</p><ul><li><a href="/news/1">News one</a></li><li><a href="/news/2">News two</a></li><li><a href="/print">Print</a></li></ul></body></html>`, 'http://u.test/hub');
const leaf = (url: string) => parseHtml('<html><body><p>page</p></body></html>', url);

describe('the apprentice', () => {
  test('before it has learned, it follows its critic; a demoted link stays demoted', () => {
    const a = createApprentice(fakeCritic());
    const j = a.judge(hub, ctx([hub.url]));
    const p = a.prioritize(hub, j, hub.links, ctx([hub.url]));
    expect(p.slice(0, 6).map(priorityOf)).toEqual([0.4, 0.4, 0.4, 0.4, 0.4, 0.4]);
    expect(priorityOf(p[6]!)).toBeLessThan(0);
  });

  test('learns which link contexts lead to course pages, and raises the rest of a list that keeps leading there', () => {
    const a = createApprentice(fakeCritic(), { batchPages: 1, coBoost: 0.5 });
    const j = a.judge(hub, ctx([hub.url]));
    const queued = queuedFrom(hub.links, a.prioritize(hub, j, hub.links, ctx([hub.url])));
    const byUrl = new Map(queued.map((q) => [q.url, q]));
    for (const url of ['http://u.test/c/1', 'http://u.test/news/1', 'http://u.test/c/2']) visit(a, byUrl.get(url)!, hub.url);
    // Two of the list's links led to course pages: the links still waiting in it are raised, not the news list.
    const waiting = queued.filter((q) => !['http://u.test/c/1', 'http://u.test/news/1', 'http://u.test/c/2'].includes(q.url));
    const scores = a.rescore!(waiting);
    const raised = waiting.map((q, i) => ({ url: q.url, score: scores[i] })).filter((r) => r.score !== undefined);
    expect(raised.map((r) => r.url).sort()).toEqual(['http://u.test/c/3', 'http://u.test/x/4']);
    expect(priorityOf(raised[0]!.score!)).toBeCloseTo(0.9, 5);
    // Rescoring settles: a raised link (its state says so) is not raised again.
    const again = raised.map((r) => ({ ...byUrl.get(r.url)!, priority: priorityOf(r.score!), context: { ...seedContext(), state: stateOf(r.score!) } }));
    expect(a.rescore!(again)).toEqual([undefined, undefined]);
    // The naive Bayes now prefers a link in a course-list context on a new page.
    const next = parseHtml(`<html><body><ul><li><a href="/c/9">Course nine</a></li></ul><ul><li><a href="/news/9">News nine</a></li></ul></body></html>`, 'http://u.test/hub2');
    const [course, news] = a.prioritize(next, a.judge(next, ctx([next.url])), next.links, ctx([next.url])).map(priorityOf);
    expect(course!).toBeGreaterThan(news!);
  });

  test('withinDMax keeps terms within the window and the linking page class', () => {
    expect(withinDMax(['0:a', '-3:b', '6:c', 'u:course'], 3)).toEqual(['0:a', '-3:b', 'u:course']);
  });
});

describe('the critic', () => {
  test('a page of inline course records counts as a course page whatever its own strategy says', () => {
    const blind: CrawlStrategy = { name: 'blind', saveThreshold: 0.85, judge: (): Judgement => ({ relevance: 0.3, kind: 'other' }), prioritize: (_p, _j, l) => l.map(() => 0) };
    const critic = withRecognition(blind);
    const listing = parseHtml(`<html lang="de"><body><h1>Vorlesungsverzeichnis</h1>
      ${[1, 2, 3].map((i) => `<div class="course"><h3>INF 10${i} Algorithmen ${i}</h3><p>Credits: 5</p><p>Description: Sortieren, Suchen und Graphen in Teil ${i}.</p></div>`).join('\n')}</body></html>`, 'http://u.test/vv');
    expect(critic.judge(listing, ctx([listing.url]))).toMatchObject({ kind: 'course', relevance: 1 });
    expect(critic.judge(leaf('http://u.test/news'), ctx(['http://u.test/news']))).toMatchObject({ kind: 'other', relevance: 0.3 });
  });
});
