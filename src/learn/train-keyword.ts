// Trains the keyword strategy's trees from pages people labeled, and stores them as a new Model version.
import type { Db } from '../db/client.ts';
import { storeModelVersion } from './model-store.ts';
import { parseHtml } from '../parse/html.ts';
import { pageHtml } from '../extract/pages.ts';
import { KeywordModel } from '../strategies/keyword.ts';
import type { Kind } from '../strategies/strategy.ts';

export class NotEnoughLabels extends Error {}

export async function trainKeywordModel(db: Db, activate: boolean) {
  const labels = await db.label.findMany({ where: { pageId: { not: null } }, orderBy: { id: 'desc' } });
  // The latest label of a page counts.
  const latest = new Map<number, (typeof labels)[number]>();
  for (const l of labels) if (!latest.has(l.pageId!)) latest.set(l.pageId!, l);
  const pages = await db.page.findMany({ where: { id: { in: [...latest.keys()] } }, select: { id: true, finalUrl: true, htmlGz: true, charset: true } });
  const examples = pages.flatMap((p) => {
    const html = pageHtml(p);
    return html ? [{ page: parseHtml(html, p.finalUrl), kind: latest.get(p.id)!.kind.toLowerCase() as Kind }] : [];
  });
  const count = (k: Kind) => examples.filter((e) => e.kind === k).length;
  if (examples.length < 10 || count('course') === 0 || examples.length === count('course')) {
    throw new NotEnoughLabels(`training needs at least 10 labeled pages with both course and other pages; have ${examples.length} (${count('course')} course, ${count('listing')} listing)`);
  }
  const started = Date.now();
  const model = KeywordModel.train(examples);
  const correct = examples.filter((e) => model.judge(e.page).kind === e.kind).length;
  const metrics = {
    examples: examples.length, course: count('course'), listing: count('listing'), other: count('other'),
    trainingAccuracy: Number((correct / examples.length).toFixed(4)), trainingMs: Date.now() - started,
  };
  return storeModelVersion(db, 'keyword-trees', model.toJSON(), metrics, activate);
}
