// path-crf and ordinal through the learner interface: train from examples, store as JSON, crawl with the loaded
// model (the queued links' state passing through JSON as the frontier keeps it).
import { strategyByName, learnerForKind, loadModel } from '../../src/strategies/registry.ts';
import { NotEnoughExamples, seedContext, type Json, type LinkContext, type PageContext, type TrainingExamples } from '../../src/strategies/strategy.ts';
import { isSmallSiteCourse, memorySource, site, smallSites } from '../support/small-sites.ts';
import { parseHtml } from '../../src/parse/html.ts';
import { pageStep } from '../../src/strategies/ordinal.ts';
import { layerRelevance } from '../../src/learn/ordinal/layers.ts';

const { pages, paths } = smallSites();
const examples: TrainingExamples = {
  paths: async () => paths,
  labeled: async () => [...pages.keys()].filter(isSmallSiteCourse).map((url) => ({ url, kind: 'course' as const, relevance: 1 })),
  pages: memorySource(pages),
};
const options = { log: () => {} };

function context(url: string, link: LinkContext, depth: number): PageContext {
  return { runId: 1, depth, path: [...link.path.map((p) => p.url), url], anchorText: link.anchorText, parent: undefined, fetches: depth, linkScore: undefined, link };
}

for (const kind of ['path-crf', 'ordinal']) {
  describe(kind, () => {
    it('refuses to train on fewer than five paths', async () => {
      await expect(learnerForKind(kind).train({ ...examples, paths: async () => paths.slice(0, 3) }, options)).rejects.toBeInstanceOf(NotEnoughExamples);
    });

    it('trains, loads from JSON and leads a crawl of an unseen site to its course pages first', async () => {
      const trained = await learnerForKind(kind).train(examples, options);
      const json = JSON.parse(JSON.stringify(trained.model.toJSON()));
      expect(() => loadModel(kind, json)).not.toThrow();
      const strategy = strategyByName(kind).create({ model: json });
      // A best-first crawl of an unseen site, 12 fetches: link contexts and states go through JSON.
      const unseen = memorySource(site('delta.test', { academics: 'Academics', catalog: 'Course catalog' }));
      const frontier: { url: string; priority: number; link: LinkContext; depth: number }[] = [{ url: 'http://delta.test/', priority: 0, link: seedContext(), depth: 0 }];
      const seen = new Set<string>(['http://delta.test/']);
      const fetched: string[] = [];
      while (frontier.length && fetched.length < 12) {
        frontier.sort((a, b) => b.priority - a.priority);
        const next = frontier.shift()!;
        const page = (await unseen.get(next.url))?.page;
        if (!page) continue;
        fetched.push(next.url);
        const ctx = context(next.url, JSON.parse(JSON.stringify(next.link)) as LinkContext, next.depth);
        const judgement = strategy.judge(page, ctx);
        if (isSmallSiteCourse(next.url)) expect(judgement.kind).toBe('course');
        const links = page.links.filter((l) => !seen.has(l.url));
        strategy.prioritize(page, judgement, links, ctx).forEach((p, i) => {
          const l = links[i]!;
          seen.add(l.url);
          const priority = typeof p === 'number' ? p : p.priority;
          const state = typeof p === 'number' ? undefined : (p.state as Json | undefined);
          frontier.push({ url: l.url, priority, depth: next.depth + 1, link: { path: [...next.link.path, { url: next.url, relevance: judgement.relevance, kind: judgement.kind }], anchorText: l.anchorText, dom: l.context, position: l.position, ...(state === undefined ? {} : { state }) } });
        });
      }
      // 6 course pages sit 4 clicks down; news and about pages are beside them.
      const courses = fetched.filter(isSmallSiteCourse).length;
      expect(courses).toBeGreaterThanOrEqual(4);
      expect(fetched.filter((u) => u.includes('/news/')).length).toBeLessThanOrEqual(2);
    });

    it('learns on the site it crawls: links like the ones that led nowhere are rescored lower, and a snapshot carries that on', async () => {
      const json = JSON.parse(JSON.stringify((await learnerForKind(kind).train(examples, options)).model.toJSON()));
      const strategy = strategyByName(kind).create({ model: json });
      const url = 'http://delta.test/study/catalog/math/101';
      const page = parseHtml(`<title>MATH 101</title><p>Credits: 3. Instructor: Smith.</p><ul>${[1, 2, 3, 4, 5, 6].map((n) => `<li><a href="/study/catalog/math/101/hw${n}.ps">Homework ${n}</a></li>`).join('')}</ul>`, url);
      const ctx = context(url, { ...seedContext(), path: [{ url: 'http://delta.test/study/catalog/math/', relevance: 0.9, kind: 'listing' }] }, 4);
      const judgement = strategy.judge(page, ctx);
      const queued = strategy.prioritize(page, judgement, page.links, ctx).map((p, i) => ({
        url: page.links[i]!.url, depth: 5, priority: typeof p === 'number' ? p : p.priority,
        context: JSON.parse(JSON.stringify({ path: [{ url, relevance: judgement.relevance, kind: judgement.kind }], anchorText: page.links[i]!.anchorText, dom: page.links[i]!.context, position: i, state: typeof p === 'number' ? undefined : p.state })) as LinkContext,
      }));
      for (const q of queued.slice(0, 4)) strategy.failed!(q.context, q.url, 404, ctx);
      const rest = queued.slice(4);
      const rescored = strategy.rescore!(rest).map((p, i) => (p === undefined ? rest[i]!.priority : typeof p === 'number' ? p : p.priority));
      rescored.forEach((p, i) => expect(p).toBeLessThan(rest[i]!.priority));
      const resumed = strategyByName(kind).create({ model: json });
      resumed.restore!(JSON.parse(JSON.stringify(strategy.snapshot!())));
      expect(resumed.rescore!(rest)).toEqual(strategy.rescore!(rest));
    });

    it('learns the way through pages the model does not expect to lead anywhere: links like the one to a page a course page was found below are raised', async () => {
      const json = JSON.parse(JSON.stringify((await learnerForKind(kind).train(examples, options)).model.toJSON()));
      const strategy = strategyByName(kind).create({ model: json });
      const home = 'http://delta.test/';
      const people = 'http://delta.test/people/';
      const names = ['ames', 'bose', 'cruz', 'dietz', 'engel', 'frey', 'gupta', 'hale'];
      const person = (n: string) => `http://delta.test/people/${n}/`;
      // The people page, reached from the home page: its links to people are queued with the strategy's state.
      const peoplePage = parseHtml(`<title>People</title><ul>${names.map((n) => `<li><a href="/people/${n}/">Prof. ${n}</a></li>`).join('')}</ul>`, people);
      const peopleCtx = context(people, { ...seedContext(), path: [{ url: home, relevance: 0.2, kind: 'other' }], anchorText: 'People', state: undefined }, 1);
      const homePage = parseHtml(`<title>Delta</title><a href="/people/">People</a>${[1, 2, 3, 4].map((n) => `<a href="/news/${n}.html">News ${n}</a>`).join('')}`, home);
      const homeJudgement = strategy.judge(homePage, context(home, seedContext(), 0));
      const fromHome = strategy.prioritize(homePage, homeJudgement, homePage.links, context(home, seedContext(), 0));
      const toPeople = fromHome[0]!;
      // Links that have nothing to do with the people pages, queued as well: what they gain is the site-wide drift.
      const news = fromHome.slice(1).map((p, i) => ({
        url: homePage.links[i + 1]!.url, depth: 1, priority: typeof p === 'number' ? p : p.priority,
        context: JSON.parse(JSON.stringify({ path: [{ url: home, relevance: homeJudgement.relevance, kind: homeJudgement.kind }], anchorText: homePage.links[i + 1]!.anchorText, dom: homePage.links[i + 1]!.context, position: i + 1, state: typeof p === 'number' ? undefined : p.state })) as LinkContext,
      }));
      peopleCtx.link = JSON.parse(JSON.stringify({ ...peopleCtx.link, state: typeof toPeople === 'number' ? undefined : toPeople.state }));
      const peopleJudgement = strategy.judge(peoplePage, peopleCtx);
      const queued = strategy.prioritize(peoplePage, peopleJudgement, peoplePage.links, peopleCtx).map((p, i) => ({
        url: peoplePage.links[i]!.url, depth: 2, priority: typeof p === 'number' ? p : p.priority,
        context: JSON.parse(JSON.stringify({ path: [{ url: home, relevance: 0.2, kind: 'other' }, { url: people, relevance: peopleJudgement.relevance, kind: peopleJudgement.kind }], anchorText: peoplePage.links[i]!.anchorText, dom: peoplePage.links[i]!.context, position: i, state: typeof p === 'number' ? undefined : p.state })) as LinkContext,
      }));
      // The first person's page is fetched: a page of research, with one link to a course page whose text carries no code.
      const first = queued[0]!;
      const personPage = parseHtml(`<title>Prof. ames</title><p>Research on compilers.</p><a href="/people/ames/teaching/compilers.html">Compilers</a>`, person('ames'));
      const personCtx = context(person('ames'), first.context, 2);
      const personJudgement = strategy.judge(personPage, personCtx);
      expect(personJudgement.kind).toBe('other');
      strategy.feedback!(personJudgement, first.context, personPage, personCtx);
      const toCourse = strategy.prioritize(personPage, personJudgement, personPage.links, personCtx)[0]!;
      const courseLink = JSON.parse(JSON.stringify({ path: [...first.context.path, { url: person('ames'), relevance: personJudgement.relevance, kind: personJudgement.kind }], anchorText: 'Compilers', dom: personPage.links[0]!.context, position: 0, state: typeof toCourse === 'number' ? undefined : toCourse.state })) as LinkContext;
      const courseUrl = 'http://delta.test/people/ames/teaching/compilers.html';
      const coursePage = parseHtml('<title>CS 431 Compilers</title><h1>CS 431: Compilers</h1><p>Credits: 4. Instructor: Ames. Prerequisites: CS 201. Lexical analysis, parsing, code generation and optimisation of programs.</p>', courseUrl);
      const courseCtx = context(courseUrl, courseLink, 3);
      const before = queued.slice(1);
      // A control crawl learns the same, except that the page the course page was found on is a course page itself:
      // no hub credit there. What the credit adds is the difference between the two.
      const control = strategyByName(kind).create({ model: json });
      control.feedback!(personJudgement, first.context, personPage, personCtx);
      const controlLink = { ...courseLink, path: courseLink.path.map((p, i) => (i === courseLink.path.length - 1 ? { ...p, kind: 'course' as const } : p)) };
      const courseJudgement = strategy.judge(coursePage, courseCtx);
      expect(courseJudgement.kind).toBe('course');
      strategy.feedback!(courseJudgement, courseLink, coursePage, courseCtx);
      control.feedback!(courseJudgement, controlLink, coursePage, context(courseUrl, controlLink, 3));
      const now = (s: typeof strategy, links: typeof before) => s.rescore!(links).map((p, i) => (p === undefined ? links[i]!.priority : typeof p === 'number' ? p : p.priority));
      const [peopleCredited, peopleControl, newsCredited, newsControl] = [now(strategy, before), now(control, before), now(strategy, news), now(control, news)];
      // The credit raises the other people's links, and raises them more than links unrelated to them.
      const newsGain = Math.max(...newsCredited.map((p, i) => p - newsControl[i]!));
      peopleCredited.forEach((p, i) => expect(p - peopleControl[i]!).toBeGreaterThan(Math.max(0, newsGain)));
      // The credit is given once per page, and a resumed crawl knows it was given.
      const resumed = strategyByName(kind).create({ model: json });
      resumed.restore!(JSON.parse(JSON.stringify(strategy.snapshot!())));
      for (const s of [strategy, resumed]) s.feedback!(courseJudgement, courseLink, coursePage, courseCtx);
      expect(resumed.rescore!(before)).toEqual(strategy.rescore!(before));
    });
  });
}

describe('ordinal page step', () => {
  it('is the regressor layer, raised to what the critic recognised', () => {
    expect(pageStep(3, { kind: 'other', relevance: 0.2 })).toBe(layerRelevance(3));
    expect(pageStep(4, { kind: 'listing', relevance: 0.3 })).toBe(layerRelevance(1));
    expect(pageStep(0, { kind: 'listing', relevance: 0.3 })).toBe(layerRelevance(0));
    expect(pageStep(4, { kind: 'course', relevance: 0.6 })).toBe(layerRelevance(0));
    expect(pageStep(4, { kind: 'course', relevance: 0.99 })).toBe(0.99);
  });
});

describe('path-crf forward values in the frontier', () => {
  it('continues a path the same whether its state went through JSON (as the store keeps it) or not', async () => {
    const json = JSON.parse(JSON.stringify((await learnerForKind('path-crf').train(examples, options)).model.toJSON()));
    const strategy = strategyByName('path-crf').create({ model: json });
    const home = 'http://delta.test/';
    const homePage = parseHtml('<title>Delta</title><a href="/academics/">Academics</a><a href="/news/">News</a>', home);
    const homeJudgement = strategy.judge(homePage, context(home, seedContext(), 0));
    const queued = strategy.prioritize(homePage, homeJudgement, homePage.links, context(home, seedContext(), 0))[0]!;
    const state = typeof queued === 'number' ? undefined : queued.state;
    // The link-state's α has -Infinity for the page-states, which JSON writes as null.
    expect(JSON.stringify(state)).toContain('null');
    const link = { path: [{ url: home, relevance: homeJudgement.relevance, kind: homeJudgement.kind }], anchorText: 'Academics', dom: homePage.links[0]!.context, position: 0, state };
    const page = parseHtml('<title>Academics</title><a href="/study/catalog/">Course catalog</a>', 'http://delta.test/academics/');
    const live = strategy.judge(page, context(page.url, link as LinkContext, 1));
    const stored = strategy.judge(page, context(page.url, JSON.parse(JSON.stringify(link)) as LinkContext, 1));
    expect(stored.relevance).toBeCloseTo(live.relevance, 12);
    const queuedLive = strategy.rescore!([{ url: page.url, priority: -1, depth: 1, context: link as LinkContext }]);
    const queuedStored = strategy.rescore!([{ url: page.url, priority: -1, depth: 1, context: JSON.parse(JSON.stringify(link)) as LinkContext }]);
    expect(queuedStored).toEqual(queuedLive);
  });
});
