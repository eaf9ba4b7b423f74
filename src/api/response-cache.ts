// Whole-response caching for anonymous reads, in front of Apollo: a repeated request (same method, query
// string and body) is answered with the stored bytes without parsing, validating or executing it again.
// What may be stored is what Apollo's cache-control calculation (the @cacheControl hints in schema.graphql)
// marks public with a max-age; the entry lives that long. The catalog's version, read before the request ran,
// is part of every entry, so a change to any course or institution (from this process or another) makes every
// older entry stale at once.
import type { IncomingHttpHeaders } from 'node:http';

interface Entry {
  version: string;
  storedAt: number;
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: string;
}

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

export interface ResponseCacheOptions {
  /** Entries kept (least recently used dropped first). */
  maxEntries?: number;
  /** Total size of the stored bodies, in characters. */
  maxChars?: number;
}

const publicMaxAge = /^max-age=(\d+), public$/;

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private chars = 0;
  private readonly maxEntries: number;
  private readonly maxChars: number;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxChars = options.maxChars ?? 64 * 1024 * 1024;
  }

  /** The cache key of a request, or null when it must not be answered from the cache (it is not anonymous). */
  static key(method: string, search: string, body: string, headers: IncomingHttpHeaders): string | null {
    if (headers.authorization !== undefined || (method !== 'GET' && method !== 'POST')) return null;
    // Apollo answers differently by content type and preflight headers (CSRF prevention): they are part of the key.
    const preflight = headers['apollo-require-preflight'] !== undefined || headers['x-apollo-operation-name'] !== undefined;
    return `${method}\n${headers['content-type'] ?? ''}\n${preflight}\n${search}\n${body}`;
  }

  /** A stored response for this key made at the given catalog version and still within its max-age. */
  get(key: string, version: string, now = Date.now()): CachedResponse | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.version !== version || now >= entry.expiresAt) {
      this.chars -= entry.body.length;
      return null;
    }
    this.entries.set(key, entry); // re-insert: Map order is the recency order
    const age = Math.floor((now - entry.storedAt) / 1000);
    return { status: entry.status, headers: [...entry.headers, ['age', String(age)]], body: entry.body };
  }

  /** Stores a complete response if Apollo marked it publicly cacheable and it carries no errors. */
  put(key: string, version: string, response: CachedResponse, now = Date.now()): void {
    const cacheControl = response.headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
    const maxAge = Number(publicMaxAge.exec(cacheControl ?? '')?.[1] ?? 0);
    if (response.status !== 200 || maxAge <= 0 || response.body.includes('"errors":') || response.body.length > this.maxChars / 16) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.body.length;
    }
    this.entries.set(key, { version, storedAt: now, expiresAt: now + maxAge * 1000, ...response });
    this.chars += response.body.length;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.chars -= oldest.body.length;
    }
  }
}
