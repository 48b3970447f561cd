// Nelder & Mead (1965) downhill simplex minimisation, with the standard coefficients (reflection 1,
// expansion 2, contraction 1/2, shrink 1/2; Lagarias et al. 1998, SIAM J. Optim. 9:112). For the offline
// maximum-likelihood fits (scripts/fit-etas.ts). Pure. (The `fmin` package's build does not load under Node ESM.)

export interface NelderMeadResult {
  x: number[];
  fx: number;
  iterations: number;
}

/** Minimises f from x0; `step` is the initial simplex edge along each axis. */
export function nelderMead(
  f: (x: number[]) => number,
  x0: readonly number[],
  options: { step?: number; maxIterations?: number; tolerance?: number } = {},
): NelderMeadResult {
  const n = x0.length;
  const step = options.step ?? 0.5;
  const maxIterations = options.maxIterations ?? 400 * n;
  const tolerance = options.tolerance ?? 1e-8;
  const simplex: { x: number[]; fx: number }[] = [{ x: [...x0], fx: f([...x0]) }];
  for (let i = 0; i < n; i++) {
    const x = [...x0];
    x[i]! += step;
    simplex.push({ x, fx: f(x) });
  }
  const combine = (a: number[], b: number[], t: number) => a.map((ai, k) => ai + t * (b[k]! - ai));
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    simplex.sort((a, b) => a.fx - b.fx);
    const best = simplex[0]!;
    const worst = simplex[n]!;
    if (Math.abs(worst.fx - best.fx) <= tolerance * (Math.abs(best.fx) + tolerance)) break;
    const centroid = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) for (let k = 0; k < n; k++) centroid[k]! += simplex[i]!.x[k]! / n;
    const reflected = combine(centroid, worst.x, -1);
    const fr = f(reflected);
    if (fr < best.fx) {
      const expanded = combine(centroid, worst.x, -2);
      const fe = f(expanded);
      simplex[n] = fe < fr ? { x: expanded, fx: fe } : { x: reflected, fx: fr };
      continue;
    }
    if (fr < simplex[n - 1]!.fx) {
      simplex[n] = { x: reflected, fx: fr };
      continue;
    }
    // Contraction: outside when the reflection improved on the worst point, inside otherwise.
    const outside = fr < worst.fx;
    const contracted = combine(centroid, worst.x, outside ? -0.5 : 0.5);
    const fc = f(contracted);
    if (fc < (outside ? fr : worst.fx)) {
      simplex[n] = { x: contracted, fx: fc };
      continue;
    }
    for (let i = 1; i <= n; i++) {
      const x = combine(best.x, simplex[i]!.x, 0.5);
      simplex[i] = { x, fx: f(x) };
    }
  }
  simplex.sort((a, b) => a.fx - b.fx);
  return { x: simplex[0]!.x, fx: simplex[0]!.fx, iterations };
}
