// babaria's FOCUS model, ready to crawl with: ordinal regressors of the layer (0 = a target page … 4 = far
// from any) for a fetched page, from its own tokens, and (beyond the paper, which gives every link of a page
// that page's relevance) for a link, from its anchor text, window and URL, before its page is fetched.
import { Vocabulary, type VocabularyJSON } from '../../features/vocabulary.ts';
import { linkTokens, pageTokens } from '../../features/path-tokens.ts';
import { AllThresholdModel, type AllThresholdJSON } from './all-threshold.ts';
import { layerRelevance } from './layers.ts';
import type { ParsedLink, ParsedPage } from '../../parse/html.ts';

export interface OrdinalModelJSON {
  kind: 'ordinal';
  solver: 'all-threshold' | 'clustered';
  vocabulary: VocabularyJSON;
  page: AllThresholdJSON;
  link: AllThresholdJSON;
}

export class OrdinalModel {
  constructor(readonly solver: OrdinalModelJSON['solver'], readonly vocabulary: Vocabulary, readonly page: AllThresholdModel, readonly link: AllThresholdModel) {}

  pageLayer(page: Pick<ParsedPage, 'url' | 'title' | 'text'>): number {
    return this.page.rank(this.vocabulary.ids(pageTokens(page)));
  }

  linkLayer(link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: ParsedLink['context'] }): number {
    return this.link.rank(this.vocabulary.ids(linkTokens(link)));
  }

  /** The probability of each layer for the page a link leads to. */
  linkLayerProbabilities(link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: ParsedLink['context'] }): number[] {
    return this.link.rankProbabilities(this.vocabulary.ids(linkTokens(link)));
  }

  /** The relevance step expected for the page a link leads to. */
  linkRelevance(link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: ParsedLink['context'] }): number {
    return this.linkLayerProbabilities(link).reduce((n, p, layer) => n + p * layerRelevance(layer), 0);
  }

  toJSON(): OrdinalModelJSON {
    return { kind: 'ordinal', solver: this.solver, vocabulary: this.vocabulary.toJSON(), page: this.page.toJSON(), link: this.link.toJSON() };
  }

  static load(json: OrdinalModelJSON): OrdinalModel {
    if (json?.kind !== 'ordinal') throw new Error('not an ordinal model');
    return new OrdinalModel(json.solver, Vocabulary.load(json.vocabulary), AllThresholdModel.load(json.page), AllThresholdModel.load(json.link));
  }
}
