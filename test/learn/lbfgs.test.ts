import { minimize } from '../../src/learn/lbfgs.ts';

describe('L-BFGS', () => {
  it('finds the minimum of the Rosenbrock function', () => {
    const f = (x: Float64Array) => {
      const [a, b] = [x[0]!, x[1]!];
      return { value: (1 - a) ** 2 + 100 * (b - a * a) ** 2, gradient: Float64Array.from([-2 * (1 - a) - 400 * a * (b - a * a), 200 * (b - a * a)]) };
    };
    const r = minimize(f, Float64Array.from([-1.2, 1]), { maxIterations: 500, gradientTolerance: 1e-8, relativeTolerance: 0 });
    expect(r.x[0]).toBeCloseTo(1, 4);
    expect(r.x[1]).toBeCloseTo(1, 4);
  });

  it('solves a badly scaled quadratic in many dimensions', () => {
    const n = 50;
    const scale = Float64Array.from({ length: n }, (_, i) => 1 + i * 10);
    const f = (x: Float64Array) => {
      let value = 0;
      const gradient = new Float64Array(n);
      for (let i = 0; i < n; i++) { value += 0.5 * scale[i]! * (x[i]! - i) ** 2; gradient[i] = scale[i]! * (x[i]! - i); }
      return { value, gradient };
    };
    const r = minimize(f, new Float64Array(n), { maxIterations: 1000, gradientTolerance: 1e-7, relativeTolerance: 0 });
    expect(r.converged).toBe(true);
    for (let i = 0; i < n; i++) expect(r.x[i]).toBeCloseTo(i, 4);
  });
});
