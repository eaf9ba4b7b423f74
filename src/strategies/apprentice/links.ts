// What the apprentice keeps with each queued link (its instance, its prior, the page that offered it and what hub
// credit needs of the way there) and reads back when the link is fetched or rescored.
import type { Json, Kind, LinkContext, PageContext } from '../strategy.ts';
import type { PeopleLink } from './site-knowledge.ts';

/** What a queued link carries for the apprentice; the wrapped strategy's own per-link state rides along in `c`. */
export interface ApprenticeLinkState {
  /** The instance's features. */
  f: string[];
  /** Terms beyond d_max, kept only while instances are recorded for bench/harvest's d_max figure. */
  w?: string[];
  /** The prior the link was given (the wrapped strategy's priority, the link prior, or both). */
  q: number;
  /** The DOM region (page URL # list or table) the link sits in, if any. */
  r?: string;
  /** The codes of the single course the linking page is about (its children about that course are repeats); empty
   * for one course's page whose code was not read. */
  k?: string[];
  /** The features of the link that led to the linking page, for hub credit. */
  h?: string[];
  /** The DOM region of the link that led to the linking page, for hub credit. */
  g?: string;
  /** The same one step further up (the link to the page that led to the linking page), for hub credit. */
  h2?: string[];
  g2?: string;
  /** The link leads to people: a directory of them ('d'), a list of students ('s'), a person's home page ('h'), or
   * a home page on a list of students ('m', raised only where the person's course page moved). */
  p?: PeopleLink;
  c?: Json;
  /** Offered on a copy of a list (`listCopy`): the link keeps a course's material share of its priority. */
  x?: 1;
  /** The page the link was offered on, where these features are not those of the context's last page: an offer
   * from another page that came to weigh more (see `a`). */
  u?: string;
  /** That page's kind. */
  j?: Kind;
  /** The link as other pages offered it (at most `maxOffers`), weighed again at every rescoring: a link's best
   * offer when it was made need not stay its best as the learner learns. */
  a?: ApprenticeLinkState[];
}

export const stateOfLink = (context: LinkContext) => context.state as unknown as ApprenticeLinkState | undefined;

/** The page a fetched link was offered on and its kind: the context's last page, or the other page whose offer
 * came to weigh more. */
export const offeredOn = (link: LinkContext, ctx: PageContext): { url: string | undefined; kind: Kind | undefined } => {
  const s = stateOfLink(link);
  return s?.u !== undefined ? { url: s.u, kind: s.j } : { url: ctx.path.at(-2), kind: ctx.parent?.kind };
};

/** The link's context as the wrapped strategy queued it (its own state, not the apprentice's). */
export const forInner = (context: LinkContext): LinkContext => {
  const s = stateOfLink(context);
  const { state: _state, ...rest } = context;
  return s?.c === undefined ? rest : { ...rest, state: s.c };
};

/** Site-wide navigation around a link (a link's ancestors name a template block by its HTML5 tag whatever its own
 * markup: src/parse/landmarks.ts). */
const sitewideTags = new Set(['nav', 'header', 'footer', 'aside', 'menu']);
export const inSiteTemplate = (link: { context: { ancestors: readonly string[] } }): boolean => link.context.ancestors.some((a) => sitewideTags.has(a));
