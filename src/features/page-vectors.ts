// effland's fixed-length vectors. A page: its body text reduced by LSA, then TF-IDF of its title and of all its
// anchor texts. A link: TF-IDF of its href's terms and of its anchor text, and (beyond the paper) of the
// character 4-grams of its words, which generalise across spellings (catalog, catalogue). Vocabularies and the
// projection are fitted on training pages and saved with the model, so a page is represented the same way at
// crawl time.
import type { ParsedLink, ParsedPage } from '../parse/html.ts';
import { charGrams, hrefTerms, hrefText, textTerms } from './terms.ts';
import { Lsa, type LsaJSON } from './lsa.ts';
import { TfidfVectorizer, type TfidfJSON } from './tfidf.ts';

export interface VectorSizes { bodyTerms: number; lsaDimensions: number; titleTerms: number; anchorTerms: number; hrefTerms: number; linkAnchorTerms: number; linkCharGrams: number }

export const defaultVectorSizes: VectorSizes = { bodyTerms: 3000, lsaDimensions: 40, titleTerms: 120, anchorTerms: 200, hrefTerms: 150, linkAnchorTerms: 150, linkCharGrams: 200 };

export interface PageVectorsJSON {
  kind: 'page-vectors';
  body: TfidfJSON;
  lsa: LsaJSON;
  title: TfidfJSON;
  anchors: TfidfJSON;
  href: TfidfJSON;
  linkAnchor: TfidfJSON;
  /** Character 4-grams of the link's href and anchor words (absent in models stored before they were read). */
  linkChars?: TfidfJSON;
}

/** The terms of a page's parts, computed once per page. */
export interface PageTerms { body: string[]; title: string[]; anchors: string[] }

export function pageTerms(page: ParsedPage): PageTerms {
  return {
    body: textTerms(page.text),
    title: textTerms(page.title),
    anchors: textTerms(page.links.map((l) => l.anchorText).join(' . ')),
  };
}

export interface LinkTerms { href: string[]; anchor: string[]; chars: string[] }

export function linkTerms(link: Pick<ParsedLink, 'url' | 'anchorText'>): LinkTerms {
  return { href: hrefTerms(link.url), anchor: textTerms(link.anchorText), chars: charGrams(`${hrefText(link.url)} ${link.anchorText}`) };
}

export class PageVectors {
  private constructor(
    private readonly body: TfidfVectorizer,
    private readonly lsa: Lsa,
    private readonly title: TfidfVectorizer,
    private readonly anchors: TfidfVectorizer,
    private readonly href: TfidfVectorizer,
    private readonly linkAnchor: TfidfVectorizer,
    private readonly linkChars: TfidfVectorizer,
  ) {}

  static fit(pages: PageTerms[], links: LinkTerms[], sizes: VectorSizes = defaultVectorSizes): PageVectors {
    const body = TfidfVectorizer.fit(pages.map((p) => p.body), { maxTerms: sizes.bodyTerms });
    const lsa = Lsa.fit(pages.map((p) => body.sparse(p.body)), body.size, sizes.lsaDimensions);
    return new PageVectors(
      body, lsa,
      TfidfVectorizer.fit(pages.map((p) => p.title), { maxTerms: sizes.titleTerms }),
      TfidfVectorizer.fit(pages.map((p) => p.anchors), { maxTerms: sizes.anchorTerms, maxDfShare: 0.9 }),
      TfidfVectorizer.fit(links.map((l) => l.href), { maxTerms: sizes.hrefTerms }),
      TfidfVectorizer.fit(links.map((l) => l.anchor), { maxTerms: sizes.linkAnchorTerms }),
      TfidfVectorizer.fit(links.map((l) => l.chars), { maxTerms: sizes.linkCharGrams }),
    );
  }

  get pageDimensions(): number {
    return this.lsa.dimensions + this.title.size + this.anchors.size;
  }

  get linkDimensions(): number {
    return this.href.size + this.linkAnchor.size + this.linkChars.size;
  }

  page(terms: PageTerms): number[] {
    return [...this.lsa.transform(this.body.sparse(terms.body)), ...this.title.dense(terms.title), ...this.anchors.dense(terms.anchors)];
  }

  link(terms: LinkTerms): number[] {
    return [...this.href.dense(terms.href), ...this.linkAnchor.dense(terms.anchor), ...this.linkChars.dense(terms.chars)];
  }

  toJSON(): PageVectorsJSON {
    return {
      kind: 'page-vectors', body: this.body.toJSON(), lsa: this.lsa.toJSON(), title: this.title.toJSON(),
      anchors: this.anchors.toJSON(), href: this.href.toJSON(), linkAnchor: this.linkAnchor.toJSON(), linkChars: this.linkChars.toJSON(),
    };
  }

  static load(json: PageVectorsJSON): PageVectors {
    if (json?.kind !== 'page-vectors') throw new Error('not a page-vectors model');
    return new PageVectors(
      TfidfVectorizer.load(json.body), Lsa.load(json.lsa), TfidfVectorizer.load(json.title),
      TfidfVectorizer.load(json.anchors), TfidfVectorizer.load(json.href), TfidfVectorizer.load(json.linkAnchor),
      json.linkChars ? TfidfVectorizer.load(json.linkChars) : TfidfVectorizer.fit([], { maxTerms: 0 }),
    );
  }
}
