// effland's training: fetch each sample traversal's pages as labeled data (relevance from link distance) and
// their neighbours as unlabeled data, train the page and URL regressors, then repeatedly give the most
// confident unlabeled pages pseudo-labels (1.0 for the highest, 0.0 for the lowest predictions), label the
// pages on the paths to the new targets with their link-distance relevance, fetch the new pages' neighbours,
// and retrain, until the error on held-back paths stops improving or nothing is left to label.
import { inScope, trapReason } from '../urls.ts';
import { linkTerms, pageTerms, PageVectors, type LinkTerms, type PageTerms, type VectorSizes, defaultVectorSizes } from '../features/page-vectors.ts';
import { ForestRegressor, type ForestOptions } from './forest-regressor.ts';
import { ForestModel, defaultRelevanceThreshold } from './forest-model.ts';
import { pathRelevance } from './link-distance.ts';
import { distancesToTargets } from './graph-distance.ts';
import { containment, repeatContainment } from '../features/overlap.ts';
import type { PageSource } from './page-source.ts';

export interface SelfTrainingOptions {
  /** Pseudo-labels per side per round: at least this many (the paper: 25)… */
  pseudoPerSide?: number;
  /** …or this share of the unlabeled pages, whichever is more: the paper's 25 were for a hundred pages. */
  pseudoShare?: number;
  /** Only predictions at least this high become pseudo-targets, at most this low pseudo-negatives. */
  positiveFloor?: number;
  negativeCeiling?: number;
  /** Pages predicted at least this relevant are not labeled by graph distance (they may be targets). */
  targetDoubt?: number;
  maxRounds?: number;
  /** Rounds without a better validation error before stopping. */
  patience?: number;
  /** The latest round whose validation error is within this of the best is kept: it has seen the most pages. */
  tolerance?: number;
  /** Share of the paths held back to measure error (by a hash of the path, so repeatable). */
  validationShare?: number;
  /** Unlabeled neighbours fetched at the start and per round. */
  initialNeighbours?: number;
  neighboursPerRound?: number;
  /** A page whose body terms lie this much within the linking page's is a repeat of it (print views). */
  duplicateContainment?: number;
  /** Most link examples per regressor fit (the rest sampled away, targets kept). */
  maxLinkExamples?: number;
  forest?: ForestOptions;
  sizes?: VectorSizes;
  threshold?: number;
  /** Pages people labeled, with their relevance (1 for a course page): labeled data beside the paths. */
  labeledPages?: { url: string; relevance: number }[];
  log?: (line: string) => void;
  /** Called after each round's fit: the bench measures held-out error against training size here. */
  onRound?: (round: RoundStats, model: ForestModel) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface RoundStats {
  round: number;
  labeledPages: number;
  pseudoLabeled: number;
  linkExamples: number;
  unlabeledPages: number;
  validationPageMae: number | null;
  validationUrlMae: number | null;
  fitMs: number;
}

export interface SelfTrainingResult {
  model: ForestModel;
  rounds: RoundStats[];
  bestRound: number;
  fetched: number;
  ms: number;
}

interface Node {
  url: string;
  /** Relevance from link distance in the fetched graph (recomputed each round); used when no other label. */
  graphLabel?: number;
  /** The page regressor's latest prediction. */
  prediction?: number;
  terms: PageTerms;
  links: { url: string; anchorText: string; terms: LinkTerms }[];
  /** Hosts of the traversal this page was reached from: neighbours stay within them. */
  hosts: Set<string>;
  pathFromRoot: string[];
  labelSum: number;
  labelCount: number;
  trueLabel: boolean;
  vector?: number[];
}

export class NoTrainingPaths extends Error {}

function hashShare(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export async function selfTrain(paths: string[][], source: PageSource, options: SelfTrainingOptions = {}): Promise<SelfTrainingResult> {
  const started = Date.now();
  const o = {
    pseudoPerSide: 25, pseudoShare: 0.1, positiveFloor: 0.85, negativeCeiling: 0.15, targetDoubt: 0.5, maxRounds: 4, patience: 3, tolerance: 0.05, validationShare: 0.2,
    initialNeighbours: 3000, neighboursPerRound: 1500, maxLinkExamples: 6000, duplicateContainment: repeatContainment, ...options,
  };
  const log = o.log ?? (() => {});
  const nodes = new Map<string, Node>();
  const alias = new Map<string, string>(); // requested URL -> final URL
  const resolve = (url: string) => alias.get(url) ?? url;

  const load = async (url: string, hosts: Set<string>, pathFromRoot: string[]): Promise<Node | undefined> => {
    const got = await source.get(url);
    if (!got) return undefined;
    alias.set(url, got.finalUrl);
    let node = nodes.get(got.finalUrl);
    if (!node) {
      node = {
        url: got.finalUrl, terms: pageTerms(got.page), hosts, pathFromRoot: [...pathFromRoot.slice(0, -1), got.finalUrl],
        links: got.page.links.map((l) => ({ url: l.url, anchorText: l.anchorText, terms: linkTerms(l) })),
        labelSum: 0, labelCount: 0, trueLabel: false,
      };
      nodes.set(got.finalUrl, node);
    }
    return node;
  };

  // 1–3. The traversals' pages, labeled; paths split into training and validation.
  const trainPaths: string[][] = [];
  const validationPaths: string[][] = [];
  for (const path of paths) {
    if (o.signal?.aborted) throw new Error('training cancelled');
    const hosts = new Set(path.flatMap((u) => { try { return [new URL(u).host.toLowerCase()]; } catch { return []; } }));
    const finals: string[] = [];
    for (const url of path) {
      const node = await load(url, hosts, [...finals, url]);
      if (!node) break;
      finals.push(node.url);
    }
    if (finals.length < path.length || finals.length < 2) { log(`skipped a path: ${path[finals.length] ?? path[0]} could not be fetched`); continue; }
    // By a hash of the path without ports, so the split does not change when a test server's port does.
    const key = path.map((u) => { try { const x = new URL(u); return `${x.hostname}${x.pathname}${x.search}`; } catch { return u; } }).join(' ');
    (hashShare(key) < o.validationShare ? validationPaths : trainPaths).push(finals);
  }
  if (trainPaths.length === 0) throw new NoTrainingPaths(`no usable training path among ${paths.length}`);
  if (validationPaths.length === 0 && trainPaths.length > 1) validationPaths.push(trainPaths.pop()!);
  for (const [url, r] of pathRelevance(trainPaths)) {
    const n = nodes.get(url)!;
    n.labelSum = r; n.labelCount = 1; n.trueLabel = true;
    // A page on a training path keeps the path through which it was labeled.
    const path = trainPaths.find((p) => p.includes(url))!;
    n.pathFromRoot = path.slice(0, path.indexOf(url) + 1);
  }
  // Pages people labeled (the labeling queue's answers): their relevance is known, whatever the paths say.
  let personLabeled = 0;
  for (const { url, relevance } of o.labeledPages ?? []) {
    let host: string;
    try { host = new URL(url).host.toLowerCase(); } catch { continue; }
    const n = nodes.get(resolve(url)) ?? await load(url, new Set([host]), [url]);
    if (!n) continue;
    n.labelSum = relevance; n.labelCount = 1; n.trueLabel = true;
    personLabeled++;
  }
  if (o.labeledPages?.length) log(`${personLabeled} of ${o.labeledPages.length} labeled pages used`);
  const validation = new Map([...pathRelevance(validationPaths)].filter(([url]) => !nodes.get(url)!.trueLabel));
  const isLabeled = (n: Node) => n.labelCount > 0 || n.graphLabel !== undefined;
  const label = (n: Node) => (n.labelCount > 0 ? n.labelSum / n.labelCount : n.graphLabel!);

  // The paper labels only the unlabeled pages on the paths to new targets, which leaves the URL regressor with
  // almost no links into irrelevant pages. Here every fetched page the page regressor judges not to be a target
  // (prediction below targetDoubt) gets its normalised link distance to the nearest known target in the
  // fetched graph, the start page of its site as the normaliser (a news item linking back home scores about 0,
  // a department listing high). Pages it might take for targets wait for a confident prediction instead, so
  // an unrecognised course page is never labeled by its distance to another one.
  const labelByGraph = () => {
    const outlinks = new Map([...nodes.values()].map((n) => [n.url, n.links.map((l) => resolve(l.url)).filter((t) => nodes.has(t))]));
    const dist = distancesToTargets(outlinks, [...nodes.values()].filter((n) => n.labelCount > 0 && n.labelSum / n.labelCount === 1).map((n) => n.url));
    let labeled = 0;
    for (const n of nodes.values()) {
      n.graphLabel = undefined;
      if (n.labelCount > 0 || validation.has(n.url) || n.prediction === undefined || n.prediction >= o.targetDoubt) continue;
      const d = dist.get(n.url);
      const rootDistance = dist.get(n.pathFromRoot[0]!);
      if (d === undefined || !rootDistance) continue;
      n.graphLabel = Math.max(0, 1 - d / rootDistance);
      labeled++;
    }
    return labeled;
  };

  // 2. Neighbours of labeled pages, as unlabeled data.
  const expanded = new Set<string>();
  const fetchNeighbours = async (limit: number) => {
    const wanted: { url: string; from: Node }[] = [];
    const queued = new Set<string>();
    const byLabel = [...nodes.values()].filter((n) => isLabeled(n) && !expanded.has(n.url)).sort((a, b) => label(b) - label(a));
    for (const n of byLabel) {
      expanded.add(n.url);
      for (const l of n.links) {
        if (nodes.has(resolve(l.url)) || queued.has(l.url) || validation.has(resolve(l.url))) continue;
        if (!inScope(l.url, n.hosts) || trapReason(l.url, n.pathFromRoot.length)) continue;
        queued.add(l.url);
        wanted.push({ url: l.url, from: n });
      }
    }
    const batch = wanted.slice(0, limit);
    // Fetched concurrently, taken in in batch order: the same paths give the same training set every time.
    let next = 0;
    const worker = async () => {
      while (next < batch.length && !o.signal?.aborted) await source.get(batch[next++]!.url);
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    if (o.signal?.aborted) throw new Error('training cancelled');
    for (const { url, from } of batch) await load(url, from.hosts, [...from.pathFromRoot, url]);
    // Pages not taken this round stay unexpanded for the next one.
    for (const { from } of wanted.slice(limit)) expanded.delete(from.url);
    return batch.length;
  };
  await fetchNeighbours(o.initialNeighbours);
  log(`training pages: ${trainPaths.length} paths (${validationPaths.length} held back), ${nodes.size} pages fetched`);

  // The vocabularies and the LSA projection, fitted once on everything fetched so far.
  const fitNodes = [...nodes.values()];
  const vectors = PageVectors.fit(fitNodes.map((n) => n.terms), fitNodes.flatMap((n) => n.links.map((l) => l.terms)), o.sizes ?? defaultVectorSizes);
  const pageVector = (n: Node) => (n.vector ??= vectors.page(n.terms));

  // A link to a page that says nothing its source does not (a print view, the same text under another URL)
  // leads nowhere new: it is a link example with relevance 0, whatever the page's own label.
  const termSets = new Map<string, Set<string>>();
  const termSet = (n: Node) => { let t = termSets.get(n.url); if (!t) { t = new Set(n.terms.body); termSets.set(n.url, t); } return t; };
  const repeats = (target: Node, source: Node) => containment(termSet(target), termSet(source)) >= o.duplicateContainment;
  const linkExamples = (accept: (target: string) => number | undefined, repeatsAreZero = false) => {
    const rows: number[][] = [];
    const targets: number[] = [];
    const seen = new Set<string>();
    for (const n of nodes.values()) {
      for (const l of n.links) {
        const to = resolve(l.url);
        let y = accept(to);
        // Known to repeat its source even while the page itself awaits a label.
        if (repeatsAreZero && y !== 0 && to !== n.url && nodes.has(to) && repeats(nodes.get(to)!, n)) y = 0;
        const key = `${l.url} ${l.anchorText}`;
        if (y === undefined || seen.has(key)) continue;
        seen.add(key);
        rows.push(vectors.link(l.terms));
        targets.push(y);
      }
    }
    return { rows, targets };
  };
  const thin = (ex: { rows: number[][]; targets: number[] }, max: number, round: number) => {
    if (ex.rows.length <= max) return ex;
    // Keep every example that leads somewhere relevant, sample the rest evenly.
    const keep = ex.targets.map((y, i) => y > 0 || hashShare(`${round}:${i}`) < max / ex.rows.length);
    return { rows: ex.rows.filter((_, i) => keep[i]), targets: ex.targets.filter((_, i) => keep[i]) };
  };

  const rounds: RoundStats[] = [];
  let best: { model: ForestModel; error: number; round: number } | undefined;
  let kept: { model: ForestModel; error: number; round: number } | undefined;
  let pseudoLabeled = 0;
  for (let round = 0; round <= o.maxRounds; round++) {
    if (o.signal?.aborted) throw new Error('training cancelled');
    const fitStarted = Date.now();
    const labeled = [...nodes.values()].filter(isLabeled);
    const pageRegressor = ForestRegressor.train(labeled.map(pageVector), labeled.map(label), o.forest);
    const links = thin(linkExamples((t) => { const n = nodes.get(t); return n && isLabeled(n) ? label(n) : undefined; }, true), o.maxLinkExamples, round);
    const urlRegressor = ForestRegressor.train(links.rows, links.targets, o.forest);
    const model = new ForestModel(vectors, pageRegressor, urlRegressor, o.threshold ?? defaultRelevanceThreshold, { pages: labeled.length, links: links.rows.length });

    // Error on the held-back paths' pages and on the links that lead to them.
    const valNodes = [...validation.keys()].map((u) => nodes.get(u)!);
    const pagePred = pageRegressor.predict(valNodes.map(pageVector));
    const pageMae = mean(valNodes.map((n, i) => Math.abs(pagePred[i]! - validation.get(n.url)!)));
    const valLinks = linkExamples((t) => validation.get(t));
    const urlPred = urlRegressor.predict(valLinks.rows);
    const urlMae = mean(valLinks.targets.map((y, i) => Math.abs(urlPred[i]! - y)));
    // Pseudo-labels go to pages without a path or pseudo label (graph labels are only provisional).
    const unlabeled = [...nodes.values()].filter((n) => n.labelCount === 0 && !validation.has(n.url));
    const stats: RoundStats = {
      round, labeledPages: labeled.length, pseudoLabeled, linkExamples: links.rows.length, unlabeledPages: unlabeled.length,
      validationPageMae: pageMae, validationUrlMae: urlMae, fitMs: Date.now() - fitStarted,
    };
    rounds.push(stats);
    log(`round ${round}: ${labeled.length} labeled pages, ${links.rows.length} link examples, validation MAE page ${pageMae?.toFixed(3) ?? '-'} url ${urlMae?.toFixed(3) ?? '-'} (${stats.fitMs} ms)`);
    await o.onRound?.(stats, model);
    const error = (pageMae ?? 0) + (urlMae ?? 0);
    if (!best || error < best.error) best = { model, error, round };
    if (error <= best.error + o.tolerance) kept = { model, error, round };
    if (round - best.round >= o.patience) break;
    if (round === o.maxRounds || unlabeled.length === 0) break;

    // 5. Pseudo-labels for the most confident predictions.
    const predicted = pageRegressor.predict(unlabeled.map(pageVector)).map((p, i) => ({ p, n: unlabeled[i]! }));
    for (const { p, n } of predicted) n.prediction = p;
    predicted.sort((a, b) => b.p - a.p);
    const perSide = Math.max(o.pseudoPerSide, Math.round(unlabeled.length * o.pseudoShare));
    const positives = predicted.filter((x) => x.p >= o.positiveFloor).slice(0, perSide);
    for (const { n } of positives) {
      n.labelSum = 1; n.labelCount = 1;
      // Unlabeled pages on the path to a new target get their link-distance relevance.
      const length = n.pathFromRoot.length - 1;
      n.pathFromRoot.slice(0, -1).forEach((url, i) => {
        const p = nodes.get(url);
        if (p && !p.trueLabel && p !== n) { p.labelSum += i / length; p.labelCount++; }
      });
    }
    // Pages the graph can label need no pseudo-negative.
    const graphLabeled = labelByGraph();
    const negatives = predicted.filter((x) => x.p <= o.negativeCeiling && x.n.graphLabel === undefined).slice(-perSide);
    for (const { n } of negatives) { n.labelSum = 0; n.labelCount = 1; }
    pseudoLabeled += positives.length + negatives.length;
    if (positives.length + negatives.length === 0 && graphLabeled === 0) break;
    // 2 again: the new labeled pages' neighbours.
    await fetchNeighbours(o.neighboursPerRound);
    labelByGraph();
  }
  log(`kept round ${kept!.round} (validation page+url MAE ${kept!.error.toFixed(3)}; best ${best!.error.toFixed(3)} in round ${best!.round}), ${source.fetched} pages fetched, ${Date.now() - started} ms`);
  return { model: kept!.model, rounds, bestRound: kept!.round, fetched: source.fetched, ms: Date.now() - started };
}
