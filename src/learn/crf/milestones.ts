// Milestone labels for training paths (vydiswaran–sarawagi §1.2, §2.4.2). Recorded paths carry no labels of
// their own, so each page's milestone is read from the link graph around it: the goal (a course page), a
// listing (one click from a known course page), a catalog (two), a section (three or four: the academics or
// department pages), the home page (where every path starts), and Fail (no known course page within four
// clicks going down the site in the fetched graph: menus link every page back to the hubs, so over all links
// a people page would be a section). Each milestone has a page-state and a link-state: the link-state holds what a
// link that leads to such a page looks like, so a link can be scored before its page is fetched.
import { distancesToTargets, downwardLinks } from '../graph-distance.ts';
import { linkTokens, pageTokens } from '../../features/path-tokens.ts';
import type { ParsedLink } from '../../parse/html.ts';
import type { SiteGraph } from '../site-graph.ts';

export const milestones = ['home', 'section', 'catalog', 'listing', 'course', 'fail'] as const;
export type Milestone = (typeof milestones)[number];
export const goalMilestone = milestones.indexOf('course');
export const failMilestone = milestones.indexOf('fail');
export const pageKind = 0;
export const linkKind = 1;

export const pageState = (m: number) => 2 * m;
export const linkState = (m: number) => 2 * m + 1;
export const stateKinds = milestones.flatMap(() => [pageKind, linkKind]);
export const stateName = (s: number) => `${milestones[s >> 1]}-${s % 2 === 0 ? 'page' : 'link'}`;

/** Clicks beyond which a page counts as leading nowhere. */
const farthest = 4;

export function milestoneAt(distance: number | undefined, isStart: boolean): number {
  if (distance === 0) return goalMilestone;
  if (distance === undefined || distance > farthest) return isStart ? milestones.indexOf('home') : failMilestone;
  if (isStart) return milestones.indexOf('home');
  return distance === 1 ? milestones.indexOf('listing') : distance === 2 ? milestones.indexOf('catalog') : milestones.indexOf('section');
}

/** One position of a labelled path: its tokens, kind and state. */
export interface LabelledPosition { kind: number; tokens: string[]; state: number }

function linkBetween(graph: SiteGraph, from: string, to: string): Pick<ParsedLink, 'url' | 'anchorText' | 'context'> {
  const found = graph.pages.get(from)?.links.find((l) => (graph.finalOf.get(l.url) ?? l.url) === to);
  return found ?? { url: to, anchorText: '', context: { before: [], after: [], ancestors: [] } };
}

/** Stable pseudo-random order, so the same graph gives the same training sequences. Of an address, the path on:
 * the same site served from another host or port (a test server's port is new every run) gives the same. */
function hash(url: string): number {
  const s = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Labelled sequences: every training path (page, link, page, …), and branches off it: each path page's prefix
 * followed by one of its other links and that link's page, labelled by its distance to a known target (Fail
 * when there is none), so the link-states learn what a link that leads nowhere looks like.
 */
export function labelledSequences(graph: SiteGraph, options: { branchesPerPage?: number; pageWords?: number } = {}): LabelledPosition[][] {
  const branches = options.branchesPerPage ?? 4;
  const distance = distancesToTargets(downwardLinks(graph.outlinks, graph.paths.map((p) => p[0]!), graph.paths), graph.targets);
  const page = (url: string, isStart: boolean): LabelledPosition => ({ kind: pageKind, tokens: pageTokens(graph.pages.get(url)!, options.pageWords), state: pageState(milestoneAt(distance.get(url), isStart)) });
  const link = (from: string, to: string, isStart: boolean): LabelledPosition => ({ kind: linkKind, tokens: linkTokens(linkBetween(graph, from, to)), state: linkState(milestoneAt(distance.get(to), isStart)) });
  const out: LabelledPosition[][] = [];
  const onPaths = new Set(graph.paths.flat());
  const branched = new Set<string>();
  for (const path of graph.paths) {
    const prefix: LabelledPosition[] = [page(path[0]!, true)];
    path.forEach((url, i) => {
      if (i > 0) prefix.push(link(path[i - 1]!, url, false), page(url, false));
      if (i === path.length - 1 || branched.has(url)) return;
      branched.add(url);
      const others = [...new Set(graph.outlinks.get(url) ?? [])].filter((u) => !onPaths.has(u) && graph.pages.has(u) && u !== url)
        .sort((a, b) => hash(a) - hash(b)).slice(0, branches);
      for (const other of others) out.push([...prefix, link(url, other, false), page(other, false)]);
    });
    out.push(prefix);
  }
  return out;
}
