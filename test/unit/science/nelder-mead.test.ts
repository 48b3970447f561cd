// Nelder-Mead downhill simplex (src-server/science/nelder-mead.ts) on functions whose minimum is known:
// Rosenbrock's valley (minimum 0 at (1, 1), the classic start (-1.2, 1)) and a shifted quadratic bowl.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { nelderMead } from '../../../src-server/science/nelder-mead.js';

describe('Nelder-Mead', () => {
  test('Rosenbrock: from (-1.2, 1) to the minimum 0 at (1, 1)', () => {
    const rosenbrock = ([x, y]: number[]) => 100 * (y! - x! ** 2) ** 2 + (1 - x!) ** 2;
    const r = nelderMead(rosenbrock, [-1.2, 1], { step: 0.5, maxIterations: 5000, tolerance: 1e-14 });
    assert.ok(Math.abs(r.x[0]! - 1) < 1e-4 && Math.abs(r.x[1]! - 1) < 1e-4, `x = ${r.x}`);
    assert.ok(r.fx < 1e-8, `f = ${r.fx}`);
    assert.ok(r.iterations > 10 && r.iterations < 5000, `${r.iterations} iterations`);
  });

  test('a shifted quadratic bowl in 4 dimensions: the minimum at (1, -2, 3, 0.5) with value 7', () => {
    const centre = [1, -2, 3, 0.5];
    const bowl = (x: number[]) => 7 + x.reduce((s, xi, i) => s + (i + 1) * (xi - centre[i]!) ** 2, 0);
    const r = nelderMead(bowl, [0, 0, 0, 0], { step: 1, maxIterations: 10_000, tolerance: 1e-15 });
    r.x.forEach((xi, i) => assert.ok(Math.abs(xi - centre[i]!) < 1e-4, `x${i} = ${xi}`));
    assert.ok(Math.abs(r.fx - 7) < 1e-8, `f = ${r.fx}`);
  });

  test('stops at maxIterations', () => {
    const r = nelderMead(([x]) => (x! - 3) ** 2, [0], { maxIterations: 3 });
    assert.ok(r.iterations <= 3);
  });
});
