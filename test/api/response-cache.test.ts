// The response cache in front of Apollo: only anonymous, publicly cacheable, error-free responses are stored;
// an entry is served only at the catalog version it was made at and within its max-age; the oldest go first.
import { ResponseCache } from '../../src/api/response-cache.ts';

const ok = (body = '{"data":{"courses":[]}}', cacheControl = 'max-age=30, public') =>
  ({ status: 200, headers: [['content-type', 'application/json'], ['cache-control', cacheControl]] as [string, string][], body });
const json = { 'content-type': 'application/json' };

test('a request with an API token, or of another method, has no key', () => {
  expect(ResponseCache.key('POST', '', '{}', { ...json, authorization: 'Bearer x' })).toBeNull();
  expect(ResponseCache.key('PUT', '', '{}', json)).toBeNull();
  expect(ResponseCache.key('POST', '', '{}', json)).not.toBeNull();
});

test('content type and preflight headers are part of the key (Apollo answers them differently)', () => {
  const keys = new Set([
    ResponseCache.key('GET', '?query=x', '', {}),
    ResponseCache.key('GET', '?query=x', '', { 'apollo-require-preflight': 'true' }),
    ResponseCache.key('POST', '', '{}', json),
    ResponseCache.key('POST', '', '{}', { 'content-type': 'text/plain' }),
  ]);
  expect(keys.size).toBe(4);
});

test('served at the same catalog version within max-age, with its age', () => {
  const cache = new ResponseCache();
  cache.put('k', 'v1', ok(), 1_000);
  expect(cache.get('k', 'v1', 11_000)).toMatchObject({ status: 200, body: '{"data":{"courses":[]}}' });
  expect(cache.get('k', 'v1', 11_000)!.headers).toContainEqual(['age', '10']);
  expect(cache.get('k', 'v2', 12_000)).toBeNull(); // the catalog changed
  cache.put('k', 'v2', ok(), 20_000);
  expect(cache.get('k', 'v2', 50_000)).toBeNull(); // 30 s passed
});

test('responses with errors, without a public max-age, or not 200 are not stored', () => {
  const cache = new ResponseCache();
  cache.put('errors', 'v', ok('{"errors":[{"message":"no"}],"data":null}'));
  cache.put('private', 'v', ok(undefined, 'no-store'));
  cache.put('zero', 'v', ok(undefined, 'max-age=0, public'));
  cache.put('status', 'v', { ...ok(), status: 400 });
  for (const key of ['errors', 'private', 'zero', 'status']) expect(cache.get(key, 'v')).toBeNull();
});

test('the least recently used entries go first when entries or characters run out', () => {
  const cache = new ResponseCache({ maxEntries: 2 });
  cache.put('a', 'v', ok());
  cache.put('b', 'v', ok());
  expect(cache.get('a', 'v')).not.toBeNull(); // a is now more recent than b
  cache.put('c', 'v', ok());
  expect([cache.get('a', 'v') !== null, cache.get('b', 'v') !== null, cache.get('c', 'v') !== null]).toEqual([true, false, true]);
  // 1,600 characters in all, and no one body over a sixteenth of that (100)
  const small = new ResponseCache({ maxChars: 1600 });
  for (let i = 0; i < 20; i++) small.put(`k${i}`, 'v', ok('x'.repeat(90)));
  const kept = Array.from({ length: 20 }, (_, i) => small.get(`k${i}`, 'v') !== null);
  expect(kept).toEqual([false, false, false, ...Array(17).fill(true)]); // 17 × 90 fits in 1,600
  small.put('big', 'v', ok('b'.repeat(101)));
  expect(small.get('big', 'v')).toBeNull();
});
