// path-crf and ordinal through the learner interface: train from examples, store as JSON, crawl with the loaded
// model (the queued links' state passing through JSON as the frontier keeps it).
import { strategyByName, learnerForKind, loadModel } from '../../src/strategies/registry.ts';
import { NotEnoughExamples, seedContext, type Json, type LinkContext, type PageContext, type TrainingExamples } from '../../src/strategies/strategy.ts';
import { isSmallSiteCourse, memorySource, site, smallSites } from '../support/small-sites.ts';
import { parseHtml } from '../../src/parse/html.ts';

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
  });
}

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
