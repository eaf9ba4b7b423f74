// Limited-memory BFGS (Liu and Nocedal) with a backtracking line search (Armijo condition; the curvature pair
// is skipped when it would break positive definiteness). Minimises a smooth function given its value and
// gradient. Written here because no kept npm package offers L-BFGS (the ones listed are browser bundles with
// build tools as runtime dependencies, or dense BFGS whose n×n matrix does not fit tens of thousands of weights).

export interface Objective {
  (x: Float64Array): { value: number; gradient: Float64Array };
}

export interface LbfgsOptions {
  /** Correction pairs kept. */
  memory?: number;
  maxIterations?: number;
  /** Stop when the gradient's largest component is below this… */
  gradientTolerance?: number;
  /** …or the value improves by less than this share over an iteration. */
  relativeTolerance?: number;
}

export interface LbfgsResult { x: Float64Array; value: number; iterations: number; converged: boolean }

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};
const maxAbs = (a: Float64Array) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

export function minimize(f: Objective, x0: Float64Array, options: LbfgsOptions = {}): LbfgsResult {
  const m = options.memory ?? 7;
  const maxIterations = options.maxIterations ?? 200;
  const gtol = options.gradientTolerance ?? 1e-5;
  const rtol = options.relativeTolerance ?? 1e-7;
  const n = x0.length;
  let x = Float64Array.from(x0);
  let { value, gradient } = f(x);
  const ss: Float64Array[] = [];
  const ys: Float64Array[] = [];
  const rhos: number[] = [];
  const direction = new Float64Array(n);
  const alphas = new Array<number>(m);
  for (let iter = 0; iter < maxIterations; iter++) {
    if (maxAbs(gradient) < gtol) return { x, value, iterations: iter, converged: true };
    // Two-loop recursion: direction = -H·g.
    for (let i = 0; i < n; i++) direction[i] = -gradient[i]!;
    for (let k = ss.length - 1; k >= 0; k--) {
      const a = rhos[k]! * dot(ss[k]!, direction);
      alphas[k] = a;
      const y = ys[k]!;
      for (let i = 0; i < n; i++) direction[i]! -= a * y[i]!;
    }
    if (ss.length) {
      const last = ss.length - 1;
      const scale = dot(ss[last]!, ys[last]!) / dot(ys[last]!, ys[last]!);
      for (let i = 0; i < n; i++) direction[i]! *= scale;
    } else {
      // First step: a unit-length move, so the line search starts at a sensible scale.
      const norm = Math.sqrt(dot(direction, direction)) || 1;
      for (let i = 0; i < n; i++) direction[i]! /= norm;
    }
    for (let k = 0; k < ss.length; k++) {
      const b = rhos[k]! * dot(ys[k]!, direction);
      const s = ss[k]!;
      for (let i = 0; i < n; i++) direction[i]! += (alphas[k]! - b) * s[i]!;
    }
    let slope = dot(direction, gradient);
    if (!(slope < 0)) {
      // Not a descent direction (numerical trouble): restart from steepest descent.
      ss.length = ys.length = rhos.length = 0;
      for (let i = 0; i < n; i++) direction[i] = -gradient[i]!;
      slope = dot(direction, gradient);
    }
    let step = 1;
    let next: { value: number; gradient: Float64Array } | undefined;
    const candidate = new Float64Array(n);
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < n; i++) candidate[i] = x[i]! + step * direction[i]!;
      const got = f(candidate);
      if (Number.isFinite(got.value) && got.value <= value + 1e-4 * step * slope) { next = got; break; }
      step *= 0.5;
    }
    if (!next) return { x, value, iterations: iter, converged: false };
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) { s[i] = candidate[i]! - x[i]!; y[i] = next.gradient[i]! - gradient[i]!; }
    const sy = dot(s, y);
    if (sy > 1e-10) {
      ss.push(s); ys.push(y); rhos.push(1 / sy);
      if (ss.length > m) { ss.shift(); ys.shift(); rhos.shift(); }
    }
    const improvement = value - next.value;
    x = candidate;
    value = next.value;
    gradient = next.gradient;
    if (improvement <= rtol * Math.max(1, Math.abs(value))) return { x, value, iterations: iter + 1, converged: true };
  }
  return { x, value, iterations: maxIterations, converged: false };
}
