// The strategies by name. A new learner is one file plus one line here.
import type { StrategyFactory } from './strategy.ts';
import { bfs } from './bfs.ts';
import { random } from './random.ts';
import { keyword } from './keyword.ts';
import { forest } from './forest.ts';
import { apprentice } from './apprentice.ts';

/** What crawls use unless told otherwise: the strategy that wins bench/harvest. */
export const defaultStrategy = 'forest';

export const strategies: StrategyFactory[] = [bfs, random, keyword, forest, apprentice];

export function strategyByName(name: string): StrategyFactory {
  const found = strategies.find((s) => s.name === name);
  if (!found) throw new Error(`unknown strategy "${name}"; available: ${strategies.map((s) => s.name).join(', ')}`);
  return found;
}
