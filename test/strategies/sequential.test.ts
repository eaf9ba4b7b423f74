// path-crf and ordinal through the learner interface: train from examples, store as JSON, crawl with the loaded
// model (the queued links' state passing through JSON as the frontier keeps it).
import { strategyByName, learnerForKind, loadModel } from '../../src/strategies/registry.ts';
import { NotEnoughExamples, seedContext, type Json, type LinkContext, type PageContext, type TrainingExamples } from '../../src/strategies/strategy.ts';
import { isSmallSiteCourse, memorySource, site, smallSites } from '../support/small-sites.ts';

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
  });
}
