// The run's harvest curve: course pages found against fetches, a point every 10 fetches (and the first). It is
// stored whole with the commit after it grows, so it is kept to at most `maxPoints`: past that, every other point
// goes and the spacing doubles. A crawl of a million pages would otherwise rewrite a curve of 100,000 points every
// ten fetches (tens of gigabytes in all) and answer it whole to every client that asks for the run.

/** [fetches, course pages found]. */
export type CurvePoint = [number, number];

export const maxPoints = 1000;
const firstSpacing = 10;

export class HarvestCurve {
  private spacing: number;

  /** A stored curve (a resumed run) goes on with the spacing its points show. */
  constructor(readonly points: CurvePoint[] = []) {
    const [a, b] = [points.at(-2)?.[0], points.at(-1)?.[0]];
    this.spacing = a !== undefined && b !== undefined && a > 1 ? Math.max(firstSpacing, b - a) : firstSpacing;
  }

  /** The fetch numbered `seq` is done and `coursePages` course pages were found so far. */
  add(seq: number, coursePages: number): void {
    if (seq !== 1 && seq % this.spacing !== 0) return;
    this.points.push([seq, coursePages]);
    if (this.points.length <= maxPoints) return;
    this.spacing *= 2;
    const kept = this.points.filter(([n]) => n === 1 || n % this.spacing === 0);
    this.points.splice(0, this.points.length, ...kept);
  }
}
