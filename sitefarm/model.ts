// The simulated web: sites made of pages, and the ground truth that tests and benchmarks score against.
import type { Language } from './languages.ts';

export type Encoding = 'utf-8' | 'shift_jis' | 'euc-jp' | 'iso-8859-1';
export type TruthKind = 'course' | 'listing' | 'other';

/** One course record as a page shows it: the gold standard for extraction. */
export interface GoldCourse {
  code: string;
  title: string;
  credits: number;
  creditsRaw: string;
  instructors: string[];
  term: string;
  prerequisites: string;
  description: string;
}

export interface Page {
  /** Path and query as served, e.g. "/catalog/cse?page=2". */
  path: string;
  status: number;
  contentType: string;
  /** Body as a string; encoded with `encoding` when served. */
  body: string | Buffer;
  encoding: Encoding;
  /** Where the charset is declared: the Content-Type header, a meta tag, both, or neither. */
  declare: 'header' | 'meta' | 'both' | 'none';
  kind: TruthKind;
  courses: GoldCourse[];
  /** Hrefs exactly as written in the HTML (relative, with tracking parameters …). */
  links: string[];
  location?: string; // redirects
  delayMs?: number;
  /** The page is a near-duplicate (print view, session id) of another path. */
  duplicateOf?: string;
}

export interface Origin {
  /** Label used in URLs before the port is known, e.g. "www" or "catalog". */
  name: string;
  pages: Map<string, Page>;
  robotsTxt: string;
}

export interface SiteDefinition {
  id: string;
  institution: string;
  language: Language;
  description: string;
  origins: Origin[];
  /** Root path on the first origin. */
  rootPath: string;
  /** The site's own page template around what the server makes on request (the endless calendar), if it has one:
   * the HTML before and after the content. */
  frame?: { before: string; after: string };
  /** Where the site's endless calendar has its month pages, if not at /events/calendar?month=YYYY-MM: a path the
   * month is appended to ("/events/month/" serves /events/month/2026-11). */
  calendar?: string;
}

/** A site bound to real loopback ports. */
export interface ServedSite extends SiteDefinition {
  baseUrls: Record<string, string>; // origin name -> http://127.0.0.1:PORT
  rootUrl: string;
}
