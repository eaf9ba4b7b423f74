// vydiswaran–sarawagi's path model, ready to crawl with: the vocabulary, the chain CRF over milestone page- and
// link-states, and each state's reward. While crawling, every frontier entry carries the forward values (α,
// eq. 6) of the path that found it; a fetched page continues its link's α, each outlink continues the page's,
// and a link's score is the reward of its link-states weighted by their probability (eq. 7).
import { ChainCrf, logSumExp, type ChainPosition } from './chain.ts';
import { Vocabulary, type VocabularyJSON } from '../../features/vocabulary.ts';
import { linkTokens, pageTokens, defaultPageWords } from '../../features/path-tokens.ts';
import { goalMilestone, linkKind, milestones, pageKind, pageState, stateKinds, stateName } from './milestones.ts';
import type { ParsedLink, ParsedPage } from '../../parse/html.ts';

export interface PathCrfJSON {
  kind: 'path-crf';
  milestones: string[];
  vocabulary: VocabularyJSON;
  /** The CRF's parameters, rounded (see ChainCrf for the layout). */
  params: number[];
  rewards: number[];
  gamma: number;
  pageWords: number;
}

/** Forward values (log α), normalised so they sum to one: only their ratios matter. */
export type Alpha = Float64Array;

const normalise = (a: Float64Array): Alpha => {
  const z = logSumExp(a);
  return a.map((v) => v - z);
};

export class PathCrfModel {
  constructor(readonly vocabulary: Vocabulary, readonly crf: ChainCrf, readonly rewards: number[], readonly gamma: number, readonly pageWords = defaultPageWords) {}

  pagePosition(page: Pick<ParsedPage, 'url' | 'title' | 'text'>): ChainPosition {
    return { kind: pageKind, features: this.vocabulary.ids(pageTokens(page, this.pageWords)) };
  }

  linkPosition(link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: ParsedLink['context'] }): ChainPosition {
    return { kind: linkKind, features: this.vocabulary.ids(linkTokens(link)) };
  }

  /** α of a fetched page, from the α of the link that led to it (undefined for a seed). */
  pageStep(linkAlpha: Alpha | undefined, page: Pick<ParsedPage, 'url' | 'title' | 'text'>): Alpha {
    return normalise(this.crf.forwardStep(linkAlpha, this.pagePosition(page)));
  }

  linkStep(pageAlpha: Alpha, link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: ParsedLink['context'] }): Alpha {
    return normalise(this.crf.forwardStep(pageAlpha, this.linkPosition(link)));
  }

  /** Eq. 7: Σ over link-states of Pr(state) · reward(state). */
  linkScore(linkAlpha: Alpha): number {
    let score = 0;
    linkAlpha.forEach((a, s) => { if (stateKinds[s] === linkKind) score += Math.exp(a) * this.rewards[s]!; });
    return score;
  }

  /** Probability that a page is in the goal page-state, given its path. */
  goalProbability(pageAlpha: Alpha): number {
    return Math.exp(pageAlpha[pageState(goalMilestone)]!);
  }

  /** The most probable state of the last position (the δ of eq. 2 for a prefix is the same argmax here). */
  state(alpha: Alpha): string {
    let best = 0;
    alpha.forEach((a, s) => { if (a > alpha[best]!) best = s; });
    return stateName(best);
  }

  toJSON(): PathCrfJSON {
    return {
      kind: 'path-crf', milestones: [...milestones], vocabulary: this.vocabulary.toJSON(),
      params: Array.from(this.crf.params, (v) => Math.round(v * 1e5) / 1e5), rewards: this.rewards, gamma: this.gamma, pageWords: this.pageWords,
    };
  }

  static load(json: PathCrfJSON): PathCrfModel {
    if (json?.kind !== 'path-crf') throw new Error('not a path-crf model');
    if (json.milestones.join() !== milestones.join()) throw new Error(`path-crf model has milestones ${json.milestones.join(', ')}; this version reads ${milestones.join(', ')}`);
    const vocabulary = Vocabulary.load(json.vocabulary);
    return new PathCrfModel(vocabulary, new ChainCrf(stateKinds, vocabulary.size, Float64Array.from(json.params)), json.rewards, json.gamma, json.pageWords);
  }
}
