// A fixed regression dataset shaped like the forest's inputs: sparse non-negative term weights, LSA values of
// both signs, quantised columns (ties) and relevance-like targets (0, 1/3, 2/3, 1 plus noise on some rows).
// test/learn/fixtures/forest-previous.json holds what the previous forest implementation predicted on it.
export interface ForestData { rows: number[][]; y: number[]; probes: number[][] }

export function forestData(n = 300, dimensions = 24, probes = 80, seed = 12345): ForestData {
  let s = seed;
  const r = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const row = () => Array.from({ length: dimensions }, (_, j) => {
    if (j < 4) return r() - 0.5; // dense, both signs
    if (j < 8) return Math.round(r() * 4) / 4; // few distinct values
    return r() < 0.75 ? 0 : r(); // sparse
  });
  const rows = Array.from({ length: n }, row);
  const y = rows.map((x, i) => {
    const level = x[0]! + 0.5 * x[5]! + (x[9]! > 0 ? 0.4 : 0) + (x[12]! > 0.5 ? 0.3 : 0);
    const step = Math.min(3, Math.max(0, Math.floor(level * 2 + 1.5))) / 3;
    return i % 3 === 0 ? step : Math.min(1, Math.max(0, step + (r() - 0.5) * 0.1));
  });
  return { rows, y, probes: Array.from({ length: probes }, row) };
}
