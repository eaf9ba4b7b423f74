// HTTP fetching with undici: timeouts, an overall deadline per response, a body size cap, manual redirects with
// loop detection, conditional GET, retries with backoff, an optional HTTP proxy, and the SSRF guard.
import { Agent, ProxyAgent, request, type Dispatcher } from 'undici';
import { decodeBody } from './charset.ts';
import { assertPublicLiteral, isSsrfRefusal, publicOnlyLookup, systemLookup } from './ssrf.ts';
import { version } from '../version.ts';

export interface FetcherOptions {
  userAgent?: string;
  proxy?: string;
  allowPrivateNetwork?: boolean;
  connectTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** Longest silence between two body chunks. */
  bodyTimeoutMs?: number;
  /** Longest a whole response (headers and body) may take, however steadily it trickles in. */
  deadlineMs?: number;
  maxBodyBytes?: number;
  maxRedirects?: number;
  retries?: number;
  retryBaseMs?: number;
  connectionsPerHost?: number;
}

export interface FetchResult {
  url: string;
  finalUrl: string;
  status: number;
  contentType: string | undefined;
  etag: string | undefined;
  lastModified: string | undefined;
  redirects: string[];
  body: Buffer | undefined;
  /** Decoded text for HTML responses. */
  text: string | undefined;
  charset: string | undefined;
  notModified: boolean;
  error: string | undefined;
  /** A redirect led to an address robots.txt disallows: the link leads to no page this crawler may read. */
  disallowedRedirect?: true;
  fetchedAt: Date;
  durationMs: number;
}

/** Politeness around each request: wait for the host before, mark the end after. */
export interface Pacing {
  before(url: string): Promise<void>;
  after(url: string): void;
  /** Whether a redirect may be followed to this URL (robots.txt of its host). */
  permits?(url: string): Promise<boolean>;
}

/** Per-call limits that differ from the fetcher's (robots.txt is capped and truncated, not refused). */
export interface FetchLimits {
  maxBodyBytes?: number;
  /** Keep the first maxBodyBytes of a longer body instead of failing. */
  truncate?: boolean;
  deadlineMs?: number;
  retries?: number;
}

export const defaultUserAgent = `coursegraph/${version} (+https://github.com/coursegraph/coursegraph; focused crawler for course catalogs)`;

class TooLarge extends Error {}
class DeadlineExceeded extends Error {}

function isHtml(contentType: string | undefined): boolean {
  return !contentType || /text\/html|application\/xhtml\+xml/i.test(contentType);
}

export class Fetcher {
  private readonly dispatcher: Dispatcher;
  private readonly opts: Required<Omit<FetcherOptions, 'proxy'>> & { proxy?: string };

  constructor(options: FetcherOptions = {}) {
    this.opts = {
      userAgent: options.userAgent ?? defaultUserAgent,
      allowPrivateNetwork: options.allowPrivateNetwork ?? false,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      headersTimeoutMs: options.headersTimeoutMs ?? 15_000,
      bodyTimeoutMs: options.bodyTimeoutMs ?? 30_000,
      deadlineMs: options.deadlineMs ?? 60_000,
      maxBodyBytes: options.maxBodyBytes ?? 5 * 1024 * 1024,
      maxRedirects: options.maxRedirects ?? 5,
      retries: options.retries ?? 2,
      retryBaseMs: options.retryBaseMs ?? 500,
      connectionsPerHost: options.connectionsPerHost ?? 1,
      ...(options.proxy ? { proxy: options.proxy } : {}),
    };
    const common = {
      connections: this.opts.connectionsPerHost,
      headersTimeout: this.opts.headersTimeoutMs,
      bodyTimeout: this.opts.bodyTimeoutMs,
      // Names are resolved and checked in one step, and the socket connects to the checked address.
      connect: { timeout: this.opts.connectTimeoutMs, lookup: this.opts.allowPrivateNetwork ? systemLookup : publicOnlyLookup },
    };
    // Through a proxy the proxy resolves the target hosts: the crawler needs no DNS of its own.
    this.dispatcher = this.opts.proxy ? new ProxyAgent({ uri: this.opts.proxy, ...common }) : new Agent(common);
  }

  /** Ends every connection: whatever is still in flight (an abandoned robots.txt fetch) is cut off, not awaited. */
  async close(): Promise<void> {
    await this.dispatcher.destroy();
  }

  /** Address literals are refused here; names are checked when the socket connects (see publicOnlyLookup). */
  private guard(url: string): void {
    if (!this.opts.allowPrivateNetwork) assertPublicLiteral(url, !!this.opts.proxy);
  }

  /**
   * One GET of a URL, following redirects, with retries on 5xx and network errors. The pacing hooks run
   * around every request (first, redirect hops, retries): `before` waits for the host, `after` marks the
   * moment its response ended, from which the next delay is measured.
   */
  async fetch(url: string, conditional?: { etag?: string | null; lastModified?: string | null }, signal?: AbortSignal, pacing?: Pacing, limits: FetchLimits = {}): Promise<FetchResult> {
    const started = Date.now();
    const retries = limits.retries ?? this.opts.retries;
    let attempt = 0;
    for (;;) {
      const result = await this.fetchOnce(url, conditional, signal, pacing, limits);
      result.durationMs = Date.now() - started;
      // A refused, oversized, too slow or cancelled fetch fails the same way again: only 5xx and network errors retry.
      const retryable = result.status >= 500 || (result.status === 0 && result.error && !/refusing|redirect|too large|aborted|deadline|robots/i.test(result.error));
      if (!retryable || attempt >= retries || signal?.aborted) return result;
      await new Promise((r) => setTimeout(r, this.opts.retryBaseMs * 2 ** attempt));
      attempt++;
    }
  }

  private async fetchOnce(url: string, conditional: { etag?: string | null; lastModified?: string | null } | undefined, signal: AbortSignal | undefined, pacing: Pacing | undefined, limits: FetchLimits): Promise<FetchResult> {
    const maxBodyBytes = limits.maxBodyBytes ?? this.opts.maxBodyBytes;
    const deadlineMs = limits.deadlineMs ?? this.opts.deadlineMs;
    const redirects: string[] = [];
    const seen = new Set<string>([url]);
    let current = url;
    const base: FetchResult = {
      url, finalUrl: url, status: 0, contentType: undefined, etag: undefined, lastModified: undefined, redirects,
      body: undefined, text: undefined, charset: undefined, notModified: false, error: undefined, fetchedAt: new Date(), durationMs: 0,
    };
    try {
      for (let hop = 0; ; hop++) {
        this.guard(current);
        if (hop > 0 && pacing?.permits && !(await pacing.permits(current))) {
          return { ...base, finalUrl: current, error: `redirect to ${current}, which robots.txt disallows`, disallowedRedirect: true };
        }
        // The hop's own address: `current` moves on to a redirect's target before the hop's end is marked.
        const requested = current;
        await pacing?.before(requested);
        if (hop === 0) base.fetchedAt = new Date(); // the fetch time is when the request goes out, after pacing
        // One deadline for the whole response: undici's body timeout restarts with every chunk, so a body sent a
        // byte at a time would otherwise hold the host for as long as the server likes.
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(new DeadlineExceeded(`deadline exceeded: no complete response within ${deadlineMs} ms`)), deadlineMs);
        const requestSignal = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
        try {
          const headers: Record<string, string> = { 'user-agent': this.opts.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' };
          if (hop === 0 && conditional?.etag) headers['if-none-match'] = conditional.etag;
          if (hop === 0 && conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;
          const res = await request(current, { method: 'GET', headers, dispatcher: this.dispatcher, signal: requestSignal });
          const header = (name: string) => {
            const v = res.headers[name];
            return Array.isArray(v) ? v[0] : v;
          };
          if ([301, 302, 303, 307, 308].includes(res.statusCode) && header('location')) {
            await res.body.dump();
            const next = new URL(header('location')!, current).toString();
            if (seen.has(next)) return { ...base, finalUrl: next, status: res.statusCode, error: `redirect loop at ${next}` };
            if (hop >= this.opts.maxRedirects) return { ...base, finalUrl: next, status: res.statusCode, error: `more than ${this.opts.maxRedirects} redirects` };
            seen.add(next);
            redirects.push(next);
            current = next;
            continue;
          }
          const contentType = header('content-type');
          const out: FetchResult = {
            ...base, finalUrl: current, status: res.statusCode, contentType, etag: header('etag'), lastModified: header('last-modified'),
            notModified: res.statusCode === 304,
          };
          if (res.statusCode === 304 || res.statusCode >= 400) {
            await res.body.dump();
            return out;
          }
          const declared = Number(header('content-length'));
          if (declared > maxBodyBytes && !limits.truncate) {
            await res.body.dump();
            return { ...out, error: `body too large (${declared} bytes)` };
          }
          const chunks: Buffer[] = [];
          let size = 0;
          try {
            for await (const chunk of res.body) {
              const room = maxBodyBytes - size;
              size += (chunk as Buffer).length;
              if (size > maxBodyBytes) {
                if (!limits.truncate) throw new TooLarge();
                chunks.push((chunk as Buffer).subarray(0, room));
                break;
              }
              chunks.push(chunk as Buffer);
            }
          } catch (err) {
            if (err instanceof TooLarge) {
              res.body.destroy();
              return { ...out, error: `body too large (over ${maxBodyBytes} bytes)` };
            }
            throw err;
          }
          out.body = Buffer.concat(chunks);
          if (isHtml(contentType)) {
            const decoded = decodeBody(out.body, contentType);
            out.text = decoded.text;
            out.charset = decoded.charset;
          }
          return out;
        } catch (err) {
          if (deadline.signal.aborted && !signal?.aborted) throw deadline.signal.reason as Error;
          throw err;
        } finally {
          clearTimeout(timer);
          pacing?.after(requested); // the response is over (or failed): its host's next delay starts now
        }
      }
    } catch (err) {
      const message = isSsrfRefusal(err) || err instanceof DeadlineExceeded ? (err as Error).message : `${(err as Error).name}: ${(err as Error).message}`;
      return { ...base, finalUrl: current, error: message };
    }
  }
}
