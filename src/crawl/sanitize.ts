// PostgreSQL text and jsonb cannot hold the NUL character: pages that contain it (binary junk, hostile pages) are
// stored without it rather than lost.

/** A copy of a value with NUL characters removed from every string in it (bytes and dates left alone). */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\0') ? value.replace(/\0/g, '') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === 'object' && (value.constructor === Object || value.constructor === undefined)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withoutNul(v);
    return out as T;
  }
  return value;
}
