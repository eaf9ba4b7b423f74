// What the apprentice reads from an address, without a URL parser and kept by URL: every queued link's address is
// read again at each rescoring of the frontier, and links are many.
import { urlPattern } from '../forest.ts';
import { homeIndex, personalHome, isHomePage } from '../link-prior.ts';
import { isAcademicYear } from '../../features/link-signals.ts';
import { addressCode, datedAddressWord, looseCodeBody } from '../../parse/course-codes.ts';
import { findCourseCode } from '../../extract/shapes.ts';
import { namesDocument } from '../../urls.ts';

/** What was read from each address so far, each reading at its own place in the address's entry. A weighing reads
 * one address several ways in a row (its pattern, slot, shape, owner…): the last address's entry is at hand. */
const readings = new Map<string, string[]>();
let lastUrl: string | undefined;
let lastReadings: string[] = [];
let readingsMade = 0;

/** `of(url)` kept by URL: every queued link's is looked up at each rescoring. */
function byUrl(of: (url: string) => string): (url: string) => string {
  const at = readingsMade++;
  return (url) => {
    if (url !== lastUrl) {
      let entry = readings.get(url);
      if (!entry) {
        if (readings.size >= 50_000) readings.clear();
        readings.set(url, (entry = []));
      }
      lastUrl = url;
      lastReadings = entry;
    }
    const entry = lastReadings;
    let value = entry[at];
    if (value === undefined) entry[at] = value = of(url);
    return value;
  };
}

/** An address's shape for dead links: its host, depth and ending ("/~jdoe", "/~jdoe/", "/a/b.html"). A 1990s
 * site whose people's bare folders answer 404 shows it after a few. */
export const shapeOf = byUrl((url) => {
  const origin = originOf(url);
  const end = url.search(/[?#]/);
  const path = url.slice(origin.length, end < 0 ? undefined : end) || '/';
  const depth = Math.min(6, path.split('/').filter(Boolean).length);
  const last = path.slice(path.lastIndexOf('/') + 1);
  const ext = /\.([a-z0-9]{1,5})$/i.exec(last)?.[1]?.toLowerCase();
  return `${origin}|${depth}|${path.endsWith('/') ? 'folder' : ext ?? 'bare'}`;
});

/** A redirect that carries the address it came from in its query (`login/index.php?wantsurl=%2Fcourse%2Fview.php
 * %3Fid%3D1591`, a CAS login's `?service=…`, a `?destination=…`): a gate in front of the page, not the page. */
export function gateOf(requested: string, final: string): boolean {
  if (final === requested) return false;
  const q = final.indexOf('?');
  const origin = originOf(requested);
  const end = requested.search(/[?#]/);
  const path = requested.slice(origin.length, end < 0 ? undefined : end);
  if (q < 0 || path.length <= 1) return false;
  let query: string;
  try {
    query = decodeURIComponent(final.slice(q + 1).replace(/\+/g, ' '));
  } catch {
    return false;
  }
  // The whole path, not the start of a longer one (/course/1 in ?next=/course/12).
  for (let at = query.indexOf(path); at >= 0; at = query.indexOf(path, at + 1)) {
    if (!/[\p{L}\p{N}_.~-]/u.test(query[at + path.length] ?? '')) return true;
  }
  return false;
}

/** Scheme and host of an absolute address ("http://u.test"), read without a URL parser: links are many. */
export function originOf(url: string): string {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash < 0 ? url : url.slice(0, slash);
}

export const patternOf = byUrl(urlPattern);
/** An address's pattern among one page's links (`from`): the key of the gates its links of that pattern met. */
export const localWallOf = (from: string, url: string): string => `${from} ${patternOf(url)}`;
/** An address without a query as its origin, its path without a trailing slash, and whether it named a folder. */
function pathOf(url: string): { origin: string; path: string; folder: boolean } | undefined {
  if (url.includes('?')) return undefined;
  const origin = originOf(url);
  const path = url.slice(origin.length).replace(/#.*$/, '');
  const folder = path.endsWith('/');
  return { origin, path: folder ? path.slice(0, -1) : path, folder };
}
/** The place an address fills among its siblings: its folder with the last segment left open
 * (`slot:host/oferta-academica/grados/*\/` for any degree's page there); '' for addresses with a query (their
 * pattern keeps the parameters' names) and for the root folder's, where every section of a site sits. */
export const slotOf = byUrl((url) => {
  const p = pathOf(url);
  const cut = p ? p.path.lastIndexOf('/') : -1;
  if (!p || cut <= 0) return '';
  const end = p.folder ? '/' : (/\.[a-z0-9]{1,5}$/i.exec(p.path.slice(cut + 1))?.[0] ?? '');
  return `slot:${p.origin}${p.path.slice(0, cut)}/*${end}`;
});
/** The place an address holds among its parent folder's siblings: its last segment kept and the folder above it
 * open (`twin:host/grados/*\/plan-estudios`: each degree's plan of study, a tab of the same name on every degree's
 * page); '' for addresses with a query and for those less than two folders deep, where a site's sections sit. */
export const twinOf = byUrl((url) => {
  const p = pathOf(url);
  const segments = p ? p.path.split('/') : [];
  if (!p || segments.length < 4) return '';
  segments[segments.length - 2] = '*';
  return `twin:${p.origin}${segments.join('/')}${p.folder ? '/' : ''}`;
});
/** The place an address fills among its cousins: its slot with the folder above it open too
 * (`wslot:host/catalogue/licence/*\/*.html`: any sector's degree pages, where each sector is a folder of its own);
 * '' where `twinOf` is, and in a person's folder (a site's people sit side by side: their pages are no catalog's). */
export const wideSlotOf = byUrl((url) => {
  const p = pathOf(url);
  const segments = p ? p.path.split('/') : [];
  if (!p || segments.length < 4 || personalHome(url) !== undefined) return '';
  const leaf = segments.at(-1)!;
  const end = p.folder ? '/' : (/\.[a-z0-9]{1,5}$/i.exec(leaf)?.[0] ?? '');
  return `wslot:${p.origin}${segments.slice(0, -2).join('/')}/*/*${end}`;
});
/** The place an address holds by its name anywhere in its section: its last segment kept and every folder between
 * the section (its first folder) and it left open (`dtwin:host/catalogue/**\/programme.html`: each diploma's and
 * each parcours' tab of that name, however deep its sector and diploma nest it); '' where `twinOf` is, and for a
 * folder's index page (every folder has one). */
export const deepTwinOf = byUrl((url) => {
  const p = pathOf(url);
  const segments = p ? p.path.split('/') : [];
  if (!p || segments.length < 4 || (!p.folder && homeIndex.test(segments.at(-1)!))) return '';
  return `dtwin:${p.origin}/${segments[1]}/**/${segments.at(-1)}${p.folder ? '/' : ''}`;
});
/** A page's name anywhere in its section (its deep twin) as a place whose pages are counted good when they are
 * course pages or ways: a tab's name whose pages led nowhere (`…/contacts/` under every programme). */
export const namedPlaceOf = byUrl((url) => {
  const deep = deepTwinOf(url);
  return deep && `named:${deep.slice('dtwin:'.length)}`;
});
/** An address's pattern with one of its query's numbered parameters left out, for a query of two parameters or more
 * (`…/programme.jsp?diplome` for `…/programme.jsp?diplome=63488&parcours=2`): a broader view of the same record,
 * the narrower one a numbered facet of it (a diploma's parcours, a semester). Not a parameter named by a word
 * (`sec=horarios`, a degree's tab, a section of its own), nor one that names a year (`au=2025`): another year's
 * edition is no facet. Kept by URL, tab-separated. */
const broaderText = byUrl((url) => {
  const pattern = patternOf(url);
  const q = pattern.indexOf('?');
  if (q < 0 || !pattern.includes('&', q)) return '';
  const values = new Map<string, string>();
  for (const pair of url.replace(/#.*$/, '').slice(url.indexOf('?') + 1).split('&')) {
    const eq = pair.indexOf('=');
    values.set(eq < 0 ? pair : pair.slice(0, eq), eq < 0 ? '' : pair.slice(eq + 1));
  }
  const keys = pattern.slice(q + 1).split('&');
  return keys.filter((k) => /^\d{1,9}$/.test(values.get(k) ?? '') && !/^(?:19|20)\d\d$/.test(values.get(k)!))
    .map((k) => `${pattern.slice(0, q)}?${keys.filter((other) => other !== k).join('&')}`).join('\t');
});
const noPatterns: readonly string[] = [];
/** Asked of every queued link at each rescoring: most have no broader pattern, and get no new list. */
export const broaderPatternsOf = (url: string): readonly string[] => {
  const text = broaderText(url);
  return text ? text.split('\t') : noPatterns;
};
/** The long numbers (five to ten digits) in an address after its host, academic years aside ("202425"), and the
 * tokens of capitals and digits mixed in its own name that no course code has the shape of
 * (`…/ue-optique-WR5QJNHQ.html`, with the terms its folders name: `WR5QJNHQ@2025-2026`): a record's id where a site
 * numbers its courses. Kept by URL, space-separated. */
const recordIdsText = byUrl((url) => {
  const rest = url.slice(originOf(url).length);
  const numbers = [...rest.matchAll(/(?<!\d)\d{5,10}(?!\d)/g)].map((m) => m[0]).filter((n) => !isAcademicYear(n));
  // Only the page's own name's: the folders above a course page name its degree and its programme. With the
  // terms its folders name: the same code under another year's folder is another offering.
  const path = rest.replace(/[?#].*$/, '');
  const leaf = /[^/]*\/?$/.exec(path)![0];
  const tokens = [...leaf.matchAll(/(?<![A-Za-z0-9])[A-Z0-9]{6,12}(?![A-Za-z0-9])/g)].map((m) => m[0]).filter(isRecordToken);
  const terms = tokens.length ? termsOf(url) : '';
  return [...numbers, ...tokens.map((t) => (terms ? `${t}@${terms}` : t))].join(' ');
});
/** The terms and academic years an address's folders name ("2025-2026", "05sp"), joined: another offering's. */
const termsOf = byUrl((url) => url.slice(originOf(url).length).replace(/[?#].*$/, '').split('/').filter((s) => termSegment.test(s) || isAcademicYear(s)).join('+'));
/** A link's text of two words or more, normalised, and whether it names a course by its code and more ("PH-224
 * Optics and Society"); undefined for a shorter one. Kept by text: every queued link's text is asked at each
 * rescoring. */
function readText(text: string): { text: string; naming: boolean } | undefined {
  let read = textsRead.get(text);
  if (read === undefined) {
    const t = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
    read = t.length >= 8 && t.length <= 120 && t.includes(' ')
      ? { text: t.toLowerCase(), naming: codeKeyOfText(t) === undefined && findCourseCode(t) !== undefined }
      : null;
    if (textsRead.size >= 50_000) textsRead.clear();
    textsRead.set(text, read);
  }
  return read ?? undefined;
}
const textsRead = new Map<string, { text: string; naming: boolean } | null>();
/** The record key of a link's text that names a course by its code and title, with the terms its address names:
 * the same text to another address is the same course's page under another address (a content system's list
 * sorted by title links `/node/3927` where its default order linked `/academics/courses/optics-and-society`),
 * unless the address is another term's. Undefined for any other text. */
export function namingKey(anchorText: string, url: string): string | undefined {
  const read = readText(anchorText);
  return read?.naming ? textKey('a', read.text, url) : undefined;
}
/** The record key of a link's text of two words or more, with the terms its address names: a list again under
 * another query whose links name courses found by their titles alone ("Theory of Heat Transfer"). Not read as one
 * course's other address: two sections of a course may share a title. */
export function linkTextKey(anchorText: string, url: string): string | undefined {
  const read = readText(anchorText);
  return read ? textKey('t', read.text, url) : undefined;
}
const textKey = (kind: string, text: string, url: string) => {
  const terms = termsOf(url);
  return terms ? `${kind}:${text}@${terms}` : `${kind}:${text}`;
};
/** A record id as an address holds it, without the terms its folders name. */
export const idInAddress = (id: string) => id.replace(/@.*$/, '');
/** A site's own id for a record, in capitals and digits (`WR5QJNHQ`, `CENFYKU8`), not a course code (`HIST177`,
 * `NUT1601A`), a number or a word. */
const isRecordToken = (t: string) => /\d/.test(t) && /[A-Z].*[A-Z]/.test(t) && !/^[A-Z]{2,6}\d{2,5}[A-Z]?$/.test(t);
export const recordIdsOf = (url: string): string[] => {
  const ids = recordIdsText(url);
  return ids ? ids.split(' ') : [];
};
/** A course code as one record key whatever its separators ("HIST-177", "hist_177": `c:HIST177`). */
export const codeKey = (code: string) => `c:${code.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()}`;
const looseWhole = new RegExp(`^${looseCodeBody}$`);
/** The record key of a text that is one course code and nothing else ("HAI101I", "CS 302", and codes of no known
 * shape as a student system writes them: "1UBIO102", "4TIN503U"); undefined otherwise. */
export function codeKeyOfText(text: string): string | undefined {
  if (text.length > 40) return undefined;
  // Kept by text: every queued link's text is asked at each rescoring.
  let key = keysOfText.get(text);
  if (key === undefined) {
    const t = text.normalize('NFKC').trim();
    key = t.length <= 16 && (findCourseCode(t) === t || looseWhole.test(t)) ? codeKey(t) : '';
    if (keysOfText.size >= 50_000) keysOfText.clear();
    keysOfText.set(text, key);
  }
  return key || undefined;
}
const keysOfText = new Map<string, string>();
/** A course code's shape in an address: letters, an optional separator, digits ("HIST-177", "NUT1601"). */
const codeShape = String.raw`([a-z]{2,6})[-_ ]?(\d{2,5})`;
const codeInPath = new RegExp(String.raw`(?<![a-z])${codeShape}(?!\d)`, 'gi');
const wholeCode = new RegExp(`^${codeShape}$`, 'i');
/** The codes an address's path holds, letters then digits (`/guias/GD_HIST-177.pdf`: HIST-177), as record keys.
 * Kept by URL, space-separated. */
const codeKeysText = byUrl((url) => {
  const path = url.slice(originOf(url).length).replace(/[?#].*$/, '');
  return [...path.matchAll(codeInPath)].map((m) => codeKey(m[1]! + m[2]!)).join(' ');
});
export const codeKeysIn = (url: string): string[] => {
  const keys = codeKeysText(url);
  return keys ? keys.split(' ') : [];
};
/** The codes that stand as a query parameter's whole value (`programa.aspx?codAsig=NUT1558`,
 * `descarga.php?tipo=guia&sigla=HIST-177`), as record keys: a script that shows or sends one course's record names
 * it so. Kept by URL, space-separated. */
const queryCodesText = byUrl((url) => {
  const q = url.indexOf('?');
  if (q < 0) return '';
  const keys: string[] = [];
  for (const pair of url.slice(q + 1).replace(/#.*$/, '').split('&')) {
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1).replace(/\+/g, ' '));
    } catch {
      continue; // a malformed escape names nothing
    }
    if (wholeCode.test(value)) keys.push(codeKey(value));
  }
  return keys.join(' ');
});
export const queryCodesOf = (url: string): string[] => {
  const keys = queryCodesText(url);
  return keys ? keys.split(' ') : [];
};
/** The codes that name the one course record an address holds: those in the path of a document (a PDF, a Word
 * file), and any address's query codes. A page named by a code in its path is not counted: a department's pages
 * and its people's folders name a course in many pages about it (its sections, its material). Kept by URL (a
 * document's ending is read with a URL parser). */
const recordCodesText = byUrl((url) => (namesDocument(url) ? [...codeKeysIn(url), ...queryCodesOf(url)] : queryCodesOf(url)).join(' '));
export const recordCodesOf = (url: string): string[] => {
  const keys = recordCodesText(url);
  return keys ? keys.split(' ') : [];
};
/** The person's folder an address is in (origin and path), '' for none; and whether it is the person's home page.
 * Kept by URL: the dry folders and moved course pages ask them of every queued link at each rescoring. */
const ownerFolderOf = byUrl((url) => {
  const home = personalHome(url);
  return home === undefined ? '' : `${originOf(url)}${home}`;
});
const homePageOf = byUrl((url) => (isHomePage(url) ? 'home' : ''));
export const homePageAt = (url: string) => homePageOf(url) !== '';

const codeWord = new RegExp(addressCode.source, 'i');
/** The folder a course page keeps its material in: the deepest folder above it named for a course (/~cs302/,
 * /users/jdoe/cs395t/ of /users/jdoe/cs395t/96F/), if any. A person's folder or a catalog's is named for none. */
export function courseFolderOf(url: string): string | undefined {
  const origin = originOf(url);
  const end = url.search(/[?#]/);
  const segments = url.slice(origin.length, end < 0 ? undefined : end).split('/');
  segments.pop();
  for (let i = segments.length - 1; i >= 1; i--) {
    const name = segments[i]!.replace(/^(~|%7e)/i, '');
    const code = codeWord.exec(name)?.[0];
    if (code && !datedAddressWord.test(code)) return `${origin}${segments.slice(0, i + 1).join('/')}/`;
  }
  return undefined;
}

/** A term or a year as a folder names it: "96fa", "99sp", "96au", "97S", "fa96", "fall96", "Fall-96", "spring2025",
 * "1996", "fall94-95". */
const termSegment = /^(?:(?:spring|summer|fall|autumn|winter|spr|sum|fal|win|fa|sp|su|wi|au|[fswa])[-_]?(?:\d{2}|19\d\d|20\d\d)|(?:\d{2}|19\d\d|20\d\d)[-_]?(?:spring|summer|fall|autumn|winter|fa|sp|su|wi|au|[fswa])|19\d\d|20\d\d)(?:[-_]\d{2,4})?$/i;
/** Whether `rest`, an address's path below the folder of a course (`folder`, /courses/cs201/), is another offering's
 * own page: a term's folder (97sp/, fall94-95/) or its index or a page named for the course (fall94-95/cs752.html).
 * Each term's course web is a course page of its own (a department's /courses/cs201/99sp/ beside 97sp/), not
 * the material of the one found first. */
export function anotherOffering(folder: string, rest: string): boolean {
  const [term = '', file = '', deeper] = rest.split('/');
  if (deeper !== undefined || !termSegment.test(term)) return false;
  if (file === '' || homeIndex.test(file)) return true;
  const name = folder.slice(folder.lastIndexOf('/', folder.length - 2) + 1, -1).replace(/^(~|%7e)/i, '');
  return file.replace(/\.s?html?$/i, '').toLowerCase() === name.toLowerCase();
}

/** The person whose folder an address is in, if any (origin and path of the folder). */
export const ownerOf = (url: string): string | undefined => ownerFolderOf(url) || undefined;
