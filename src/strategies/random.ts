// Random order: each link gets a random priority (seeded, so runs repeat).
import type { StrategyModule } from './strategy.ts';
import { judgeByKeywords } from './keyword.ts';

export const random: StrategyModule = {
  name: 'random',
  description: 'random order (seeded)',
  modelKind: 'keyword-trees',
  create: (options) => {
    let state = (options.seed ?? 42) >>> 0;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const judge = judgeByKeywords(options.model);
    return { name: 'random', judge, prioritize: (_p, _j, links) => links.map(() => next()) };
  },
};
