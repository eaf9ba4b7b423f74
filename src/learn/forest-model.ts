// effland's two regressors together with the vectors they read: the page regressor predicts a page's
// normalised link distance to a course page (1 = it is one), the URL regressor the same for the page a link
// leads to. Serialisable as one Model row (kind "forest").
import type { ParsedLink, ParsedPage } from '../parse/html.ts';
import { linkTerms, pageTerms, PageVectors, type PageTerms, type PageVectorsJSON } from '../features/page-vectors.ts';
import { ForestRegressor, type ForestRegressorJSON } from './forest-regressor.ts';

export interface ForestModelJSON {
  kind: 'forest';
  vectors: PageVectorsJSON;
  page: ForestRegressorJSON;
  url: ForestRegressorJSON;
  /** Pages predicted at least this relevant are saved as course pages. */
  threshold: number;
  trainedOn: { pages: number; links: number };
}

export const defaultRelevanceThreshold = 0.85;

export class ForestModel {
  constructor(
    readonly vectors: PageVectors,
    readonly pageRegressor: ForestRegressor,
    readonly urlRegressor: ForestRegressor,
    readonly threshold: number,
    readonly trainedOn: { pages: number; links: number },
  ) {}

  pageRelevance(page: ParsedPage | PageTerms): number {
    const terms = 'body' in page && Array.isArray(page.body) ? page as PageTerms : pageTerms(page as ParsedPage);
    return this.pageRegressor.predict([this.vectors.page(terms)])[0]!;
  }

  linkRelevance(links: Pick<ParsedLink, 'url' | 'anchorText'>[]): number[] {
    return this.urlRegressor.predict(links.map((l) => this.vectors.link(linkTerms(l))));
  }

  withThreshold(threshold: number): ForestModel {
    return new ForestModel(this.vectors, this.pageRegressor, this.urlRegressor, threshold, this.trainedOn);
  }

  toJSON(): ForestModelJSON {
    return {
      kind: 'forest', vectors: this.vectors.toJSON(), page: this.pageRegressor.toJSON(), url: this.urlRegressor.toJSON(),
      threshold: this.threshold, trainedOn: this.trainedOn,
    };
  }

  static load(json: ForestModelJSON): ForestModel {
    if (json?.kind !== 'forest') throw new Error('not a forest model');
    return new ForestModel(PageVectors.load(json.vectors), ForestRegressor.load(json.page), ForestRegressor.load(json.url), json.threshold ?? defaultRelevanceThreshold, json.trainedOn);
  }
}
