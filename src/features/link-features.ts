// Features of a link beside its DOM-offset terms, for the apprentice's naive Bayes: the shapes and words of its
// address, where the address points from the linking page (the same folder, below it, above it, elsewhere),
// and the prior's signals (a course code in its text or address, course-list words, a pager). They are named by
// kind, not by site, so what the learner finds out about them on one site's pages carries to the site's others
// ("links into other people's folders whose address holds a code lead to course pages" on one department site,
// "query links with a code parameter do" on a catalog system).
import { unigrams } from './terms.ts';
import { linkSignals, type LinkSignals } from './link-signals.ts';

function folderOf(path: string): string {
  return path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
}

/** Where `to` points from `from`: same folder, below it, above it, another folder, another host. The same page
 * under another query is named by the query's parameters: on a web application every link is one, and its calendar's
 * months (`?view=month&time=…`) taught that its course categories (`?categoryid=32`) lead nowhere. lms-catalog sites
 * 51 to 54 (never looked at before): 540 -> 513 fetches to 90% recall (site 52: 161 -> 132), sites 1 to 20 2,313 ->
 * 2,281; every other family's sites 1 and 2 and webkb-dev the same. */
export function relation(from: URL, to: URL): string {
  if (from.host !== to.host) return 'host';
  const a = folderOf(from.pathname);
  const b = folderOf(to.pathname);
  if (a === b) return to.search && to.pathname === from.pathname ? `query:${[...new Set(to.searchParams.keys())].sort().join('+').slice(0, 60)}` : 'same';
  if (b.startsWith(a)) return 'down';
  if (a.startsWith(b)) return 'up';
  // Sibling folders under one parent ("/~cs302/" and "/~cs354-1/", "/users/novak/" and "/users/vin/").
  const parentA = folderOf(a.slice(0, -1));
  return parentA.length > 1 && b.startsWith(parentA) ? 'sibling' : 'other';
}

/** The features of an address alone, by address: site-wide links recur on every page. */
const ofAddress = new Map<string, string[]>();
const rememberedAddresses = 20_000;

function addressFeatures(to: URL, url: string): string[] {
  const known = ofAddress.get(url);
  if (known) return known;
  const out: string[] = [];
  if (to.search) out.push('url:query');
  const segments = to.pathname.split('/').filter(Boolean);
  out.push(`url:depth${Math.min(segments.length, 6)}`);
  const last = segments.at(-1) ?? '';
  out.push(`url:end:${to.pathname.endsWith('/') ? 'folder' : /\.([a-z]{2,5})$/i.exec(last)?.[1]?.toLowerCase() ?? 'bare'}`);
  let words = to.pathname;
  try {
    words = decodeURIComponent(to.pathname);
  } catch { /* keep the raw path */ }
  for (const t of new Set(unigrams(`${words} ${[...to.searchParams.keys()].join(' ')}`))) out.push(`url:${t}`);
  if (ofAddress.size >= rememberedAddresses) ofAddress.clear();
  ofAddress.set(url, out);
  return out;
}

/** `signals`: the link's signals (src/strategies/link-prior.ts), when the caller has them already. */
export function linkFeatures(url: string, anchorText: string, pageUrl: string, signals?: LinkSignals): string[] {
  let to: URL;
  let from: URL;
  try {
    to = new URL(url);
    from = new URL(pageUrl);
  } catch {
    return [];
  }
  const s = signals ?? linkSignals({ url, anchorText }, pageUrl);
  const out = [`rel:${relation(from, to)}`];
  if (s.codeInText) out.push('a:code');
  if (s.codeBefore) out.push('a:codebefore');
  if (s.codeInUrl) out.push('url:code');
  if (s.listWord) out.push('a:list');
  if (s.wayWord) out.push('a:way');
  if (s.awayWord) out.push('a:away');
  if (s.pager) out.push('a:pager');
  out.push(...addressFeatures(to, url));
  return out;
}
