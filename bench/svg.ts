// A small-multiples SVG of harvest curves (targets found against fetches), one panel per site.
export interface Series { name: string; points: number[] }
export interface Panel { title: string; total: number; oracle: number; series: Series[] }

const colors = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2'];

export function harvestSvg(panels: Panel[], columns = 4): string {
  const w = 260, h = 180, m = 30;
  const rows = Math.ceil(panels.length / columns);
  const names = [...new Set(panels.flatMap((p) => p.series.map((s) => s.name)))];
  const parts: string[] = [];
  panels.forEach((panel, i) => {
    const x0 = (i % columns) * w, y0 = Math.floor(i / columns) * h + 24;
    const maxX = Math.max(1, ...panel.series.map((s) => s.points.length));
    const sx = (x: number) => x0 + m + (x / maxX) * (w - m - 10);
    const sy = (y: number) => y0 + h - m - (y / Math.max(1, panel.total)) * (h - m - 20);
    parts.push(`<text x="${x0 + m}" y="${y0 + 14}" font-size="11" font-family="sans-serif">${panel.title} (${panel.total} targets, oracle ${panel.oracle})</text>`);
    parts.push(`<rect x="${x0 + m}" y="${y0 + 20}" width="${w - m - 10}" height="${h - m - 20}" fill="none" stroke="#ccc"/>`);
    parts.push(`<line x1="${sx(panel.oracle)}" y1="${sy(0)}" x2="${sx(panel.oracle)}" y2="${sy(panel.total)}" stroke="#999" stroke-dasharray="3,3"/>`);
    panel.series.forEach((s) => {
      const step = Math.max(1, Math.floor(s.points.length / 200));
      const pts = s.points.filter((_, k) => k % step === 0 || k === s.points.length - 1).map((y, k) => `${sx(Math.min(k * step, s.points.length - 1) + 1).toFixed(1)},${sy(y).toFixed(1)}`);
      parts.push(`<polyline fill="none" stroke="${colors[names.indexOf(s.name) % colors.length]}" stroke-width="1.5" points="${pts.join(' ')}"/>`);
    });
  });
  const legend = names.map((n, i) => `<text x="${10 + i * 110}" y="14" font-size="12" font-family="sans-serif" fill="${colors[i % colors.length]}">— ${n}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * w}" height="${rows * h + 30}">${legend}${parts.join('\n')}</svg>\n`;
}
