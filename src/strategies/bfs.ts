// Breadth-first: every link has the same priority, so the frontier is first-in, first-out.
import type { StrategyModule } from './strategy.ts';
import { judgeByKeywords } from './keyword.ts';

export const bfs: StrategyModule = {
  name: 'bfs',
  description: 'breadth-first order (the baseline); pages judged by the keyword trees',
  modelKind: 'keyword-trees',
  create: (options) => {
    const judge = judgeByKeywords(options.model);
    return { name: 'bfs', judge, prioritize: (_page, _j, links) => links.map(() => 0) };
  },
};
