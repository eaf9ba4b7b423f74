// matsunaga's syllabus crawler: decision trees over keyword features recognise listing (A-type) and course
// (B-type) pages; links from listing pages are fetched first, and when no such link is pending the crawl
// falls back to breadth-first order (the paper's A-type*). One addition: on course pages, links that name a
// course code or page through a list come next, ahead of the breadth-first rest, because catalogs that print
// courses inline page through them from there.
import type { ParsedPage } from '../parse/html.ts';
import { courseCodePattern, pageFeatures, pageFeatureNames, pagerLabel } from '../features/page-keywords.ts';
import { BinaryTree, type BinaryTreeJSON } from '../learn/binary-tree.ts';
import { InvalidModel, NotEnoughExamples, type Judgement, type Kind, type StrategyModule, type TrainingExamples, type Trained } from './strategy.ts';
import { shippedModel } from './shipped-model.ts';

export interface KeywordModelJSON {
  kind: 'keyword-trees';
  listing: BinaryTreeJSON;
  course: BinaryTreeJSON;
  trainedOn: number;
}

export class KeywordModel {
  constructor(readonly listing: BinaryTree, readonly course: BinaryTree, readonly trainedOn: number) {}

  static train(examples: { page: ParsedPage; kind: Kind }[]): KeywordModel {
    const rows = examples.map((e) => pageFeatures(e.page));
    return new KeywordModel(
      BinaryTree.train(rows, examples.map((e) => e.kind === 'listing'), pageFeatureNames),
      BinaryTree.train(rows, examples.map((e) => e.kind === 'course'), pageFeatureNames),
      examples.length,
    );
  }

  judge(page: ParsedPage): Judgement {
    const row = pageFeatures(page);
    const course = this.course.probability(row);
    const listing = this.listing.probability(row);
    const kind: Kind = course >= 0.5 && course >= listing ? 'course' : listing >= 0.5 ? 'listing' : 'other';
    return { relevance: course, kind };
  }

  toJSON(): KeywordModelJSON {
    return { kind: 'keyword-trees', listing: this.listing.toJSON(), course: this.course.toJSON(), trainedOn: this.trainedOn };
  }

  static load(json: KeywordModelJSON): KeywordModel {
    if (json?.kind !== 'keyword-trees') throw new InvalidModel('not a keyword-trees model');
    return new KeywordModel(BinaryTree.load(json.listing), BinaryTree.load(json.course), json.trainedOn);
  }
}

/** The model trained from the shipped labeled pages, so a fresh clone can crawl at once. */
export const defaultKeywordModel = shippedModel('keyword-trees.json', KeywordModel.load, 'npm run train:keyword');

export function judgeByKeywords(model: unknown) {
  const m = model ? KeywordModel.load(model as KeywordModelJSON) : defaultKeywordModel();
  return (page: ParsedPage) => m.judge(page);
}

/** Trains the listing and course trees from labeled pages whose HTML is stored. */
async function trainKeyword(examples: TrainingExamples): Promise<Trained<KeywordModel>> {
  const labeled = (await examples.labeled()).flatMap((e) => (e.page ? [{ page: e.page, kind: e.kind }] : []));
  const count = (k: Kind) => labeled.filter((e) => e.kind === k).length;
  if (labeled.length < 10 || count('course') === 0 || labeled.length === count('course')) {
    throw new NotEnoughExamples(`training needs at least 10 labeled pages with both course and other pages; have ${labeled.length} (${count('course')} course, ${count('listing')} listing)`);
  }
  const started = Date.now();
  const model = KeywordModel.train(labeled);
  const correct = labeled.filter((e) => model.judge(e.page).kind === e.kind).length;
  return {
    model,
    metrics: {
      examples: labeled.length, course: count('course'), listing: count('listing'), other: count('other'),
      trainingAccuracy: Number((correct / labeled.length).toFixed(4)), trainingMs: Date.now() - started,
    },
  };
}

export const keyword: StrategyModule = {
  name: 'keyword',
  description: "matsunaga's crawler: links from listing pages first, then from course pages, then breadth-first (A-type*)",
  modelKind: 'keyword-trees',
  trainingData: 'labeled pages whose HTML a crawl stored (at least 10, course and other pages)',
  load: (parameters) => KeywordModel.load(parameters as KeywordModelJSON),
  train: trainKeyword,
  create: (options) => {
    const judge = judgeByKeywords(options.model);
    return {
      name: 'keyword',
      judge,
      // Listing pages' links first, course pages' next; among equals the frontier is FIFO (breadth-first).
      prioritize: (_page, judgement, links) => links.map((link) => {
        if (judgement.kind === 'listing') return 2;
        if (judgement.kind === 'course' && (courseCodePattern.test(link.anchorText) || pagerLabel.test(link.anchorText.trim()))) return 1;
        return 0;
      }),
    };
  },
};
