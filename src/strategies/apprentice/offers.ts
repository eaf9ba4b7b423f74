// One link, offered by several pages: the frontier keeps the context of its best offer, and the apprentice keeps a
// few others beside it, each with the page it was made on. What each weighs changes as the learner learns, so they
// are weighed again at every rescoring and the best of them holds the link.
import type { Json, LinkContext, Priority, QueuedLink } from '../strategy.ts';
import { stateOfLink, type ApprenticeLinkState } from './links.ts';

/** Offers of one link kept besides the one its context holds. */
const maxOffers = 2;

/** What one offer of a link weighs now. */
export type Weigh = (offer: ApprenticeLinkState, link: { url: string; context: LinkContext }, q?: number) => number;

/** Another page's offer of a queued link that now weighs more than `priority` (the held offer's, with prior `q` and
 * the wrapped strategy's state `c`) takes its place, and the held one is kept among the others; undefined when none
 * does. */
export function betterOffer(info: ApprenticeLinkState, link: QueuedLink, q: number, c: Json | undefined, priority: number, weigh: Weigh): Priority | undefined {
  if (!info.a?.length) return undefined;
  let best = -1;
  let bestPriority = priority;
  info.a.forEach((offer, k) => {
    const p = weigh(offer, link);
    if (p > bestPriority) [best, bestPriority] = [k, p];
  });
  if (best < 0) return undefined;
  const on = link.context.path.at(-1);
  const { a: others, ...held } = { ...info, q };
  const replaced: ApprenticeLinkState = on && held.u === undefined ? { ...held, u: on.url, j: on.kind } : held;
  const state: ApprenticeLinkState = { ...others![best]!, a: [...others!.filter((_, k) => k !== best), replaced] };
  // A directory stays one whichever offer holds the link (see mergeOffers).
  if (info.p === 'd') state.p = 'd';
  if (c !== undefined) state.c = c;
  else delete state.c;
  return { priority: bestPriority, state: state as unknown as Json };
}

/** A link queued already, offered again: the higher offer holds it, and the best `maxOffers` of the others by what
 * they weigh now are kept, one per page. Undefined when there is nothing new to keep. */
export function mergeOffers(queued: QueuedLink, offered: { priority: number; context: LinkContext }, weigh: Weigh): Priority | undefined {
  const held = stateOfLink(queued.context);
  const other = stateOfLink(offered.context);
  if (!held || !other || held.q < 0 || other.q < 0) return undefined;
  const keepOffered = offered.priority > queued.priority;
  const [main, mainContext, rest, restContext] = keepOffered ? [other, offered.context, held, queued.context] : [held, queued.context, other, offered.context];
  const mainOn = main.u ?? mainContext.path.at(-1)?.url;
  const restStep = restContext.path.at(-1);
  const { a: restOffers, c: _, ...restOwn } = rest;
  const own: ApprenticeLinkState = rest.u !== undefined || !restStep ? restOwn : { ...restOwn, u: restStep.url, j: restStep.kind };
  const candidates = [...(main.a ?? []), ...(restOffers ?? []), own].filter((o, i, all) => o.u !== undefined && o.u !== mainOn && all.findIndex((x) => x.u === o.u) === i);
  const at = { url: queued.url, context: mainContext };
  const kept = candidates.map((o) => ({ o, p: weigh(o, at) })).sort((x, y) => y.p - x.p).slice(0, maxOffers).map((x) => x.o);
  // A link named as a directory of people near the seed stays one whichever offer comes to hold it: a site's
  // menu offers its "Faculty Directory" on every page, and an offer from deeper in (no directory by its depth)
  // that weighed more pushed the seed's out of those kept, and the directory's raise with it. people-folders
  // sites 1 to 30, one fetch slot: 1,803 -> 1,701 fetches to 90% recall (site 25: 65 -> 43); sites 31 to 40
  // (never traced before): 602 -> 569; webkb-dev and every other family the same.
  const directory = held.p === 'd' || other.p === 'd';
  // Nothing new to keep (the same page again, or an offer weaker than those kept): no row to write.
  if (!keepOffered && (!directory || held.p === 'd') && kept.length === (held.a?.length ?? 0) && kept.every((o) => held.a!.includes(o))) return undefined;
  const state: ApprenticeLinkState = { ...main };
  if (directory) state.p = 'd';
  if (kept.length) state.a = kept;
  else delete state.a;
  return { priority: keepOffered ? offered.priority : queued.priority, state: state as unknown as Json };
}
