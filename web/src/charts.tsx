// Two small SVG charts (lines for harvest curves, grouped bars for comparisons): scalable, printable, no library.
const palette = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7ea4', '#57606a'];
export const seriesColor = (i: number) => palette[i % palette.length]!;

function ticks(max: number, n = 5): number[] {
  if (max <= 0) return [0];
  const step = 10 ** Math.floor(Math.log10(max / n));
  const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => max / s <= n) ?? step * 10;
  return Array.from({ length: Math.floor(max / nice) + 1 }, (_, i) => i * nice);
}

export interface LineSeries { name: string; points: [number, number][] }

export function LineChart({ series, xLabel, yLabel, height = 260 }: { series: LineSeries[]; xLabel: string; yLabel: string; height?: number }) {
  const width = 640, left = 48, bottom = 36, top = 12, right = 12;
  const maxX = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p[0])));
  const maxY = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p[1])));
  const x = (v: number) => left + (v / maxX) * (width - left - right);
  const y = (v: number) => top + (1 - v / maxY) * (height - top - bottom);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${yLabel} by ${xLabel}`}>
        {ticks(maxY).map((t) => <g key={`y${t}`}><line x1={left} x2={width - right} y1={y(t)} y2={y(t)} class="grid" /><text x={left - 6} y={y(t) + 4} text-anchor="end">{t}</text></g>)}
        {ticks(maxX, 6).map((t) => <text key={`x${t}`} x={x(t)} y={height - bottom + 16} text-anchor="middle">{t}</text>)}
        <text x={(left + width) / 2} y={height - 4} text-anchor="middle" class="axis-label">{xLabel}</text>
        <text x={12} y={top + (height - bottom) / 2} transform={`rotate(-90 12 ${top + (height - bottom) / 2})`} text-anchor="middle" class="axis-label">{yLabel}</text>
        {series.map((s, i) => (
          <polyline key={s.name} data-series={s.name} fill="none" stroke={seriesColor(i)} stroke-width="2"
            points={[[0, 0] as [number, number], ...s.points].map(([a, b]) => `${x(a).toFixed(1)},${y(b).toFixed(1)}`).join(' ')} />
        ))}
      </svg>
      <figcaption>{series.map((s, i) => <span key={s.name} class="legend"><i style={{ background: seriesColor(i) }} />{s.name}</span>)}</figcaption>
    </figure>
  );
}

export interface BarGroup { label: string; values: number[] }

/** Grouped horizontal bars: one row per group, one bar per series. */
export function BarChart({ groups, seriesNames, unit = '' }: { groups: BarGroup[]; seriesNames: string[]; unit?: string }) {
  const max = Math.max(1, ...groups.flatMap((g) => g.values));
  const bar = 12, gap = 8, labelWidth = 150, width = 640;
  const rowHeight = seriesNames.length * bar + gap;
  const height = groups.length * rowHeight + 8;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label="comparison">
        {groups.map((g, gi) => (
          <g key={g.label} transform={`translate(0 ${gi * rowHeight + 4})`}>
            <text x={labelWidth - 6} y={(seriesNames.length * bar) / 2 + 4} text-anchor="end">{g.label.length > 22 ? `${g.label.slice(0, 21)}…` : g.label}</text>
            {g.values.map((v, si) => {
              const w = (v / max) * (width - labelWidth - 60);
              return <g key={si}>
                <rect x={labelWidth} y={si * bar} width={Math.max(0, w)} height={bar - 2} fill={seriesColor(si)} />
                <text x={labelWidth + w + 4} y={si * bar + bar - 3} class="value">{Number.isInteger(v) ? v : v.toFixed(1)}{unit}</text>
              </g>;
            })}
          </g>
        ))}
      </svg>
      <figcaption>{seriesNames.map((s, i) => <span key={s} class="legend"><i style={{ background: seriesColor(i) }} />{s}</span>)}</figcaption>
    </figure>
  );
}
