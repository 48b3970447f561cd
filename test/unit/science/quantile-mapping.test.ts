// Empirical quantile mapping on synthetic data with known answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyQuantileMap, fitQuantileMap, hazenQuantile, meanCorrection } from '../../../src-server/science/quantile-mapping.js';

/** Deterministic uniform draws (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const near = (a: number, b: number, tol: number, msg = '') => assert.ok(Math.abs(a - b) <= tol, `${msg} ${a} vs ${b} (±${tol})`);

describe('hazenQuantile', () => {
  test('(i - 0.5)/n positions, linear between', () => {
    const s = [1, 2, 3, 4];
    assert.equal(hazenQuantile(s, 0.125), 1);
    assert.equal(hazenQuantile(s, 0.5), 2.5);
    assert.equal(hazenQuantile(s, 0.875), 4);
    assert.equal(hazenQuantile(s, 0), 1);
    assert.equal(hazenQuantile(s, 1), 4);
  });
});

describe('quantile mapping: known answers', () => {
  const r = rng(7);
  const truth = Array.from({ length: 2000 }, () => 25 + 4 * normal(r));

  test('identical distributions: the map is the identity inside the range', () => {
    const map = fitQuantileMap(truth, truth)!;
    for (const x of [18, 22, 25, 28, 31]) near(applyQuantileMap(map, x), x, 1e-9);
  });

  test('a model 3 °C too warm is corrected by -3 °C, also beyond the calibration range', () => {
    const model = truth.map((x) => x + 3);
    const map = fitQuantileMap(model, truth)!;
    for (const x of [20, 25, 30, 34]) near(applyQuantileMap(map, x), x - 3, 1e-9);
    near(applyQuantileMap(map, 60), 57, 1e-9); // constant extrapolation (Boé et al. 2007)
    near(meanCorrection(map), -3, 1e-9);
  });

  test('a model with twice the spread is shrunk to the observed spread', () => {
    const model = truth.map((x) => 25 + 2 * (x - 25));
    const map = fitQuantileMap(model, truth)!;
    near(applyQuantileMap(map, 25 + 2 * 4), 29, 1e-6); // 8 °C above the model median is 4 °C above the observed one
    near(applyQuantileMap(map, 25 - 2 * 6), 19, 1e-6);
  });

  test('independent samples from the same shifted distribution: the 95th percentile lands within sampling error', () => {
    const r2 = rng(11);
    const obs = Array.from({ length: 90 }, () => 30 + 3 * normal(r2)); // 90 ERA5 days
    const model = Array.from({ length: 90 * 51 }, () => 32 + 3 * normal(r2)); // 51 members x 90 days, 2 °C warm
    const map = fitQuantileMap(model, obs)!;
    const p95model = 32 + 1.645 * 3;
    near(applyQuantileMap(map, p95model), 30 + 1.645 * 3, 1.2, 'p95'); // ~1.2 °C: 90 observations' sampling error
    near(applyQuantileMap(map, 32), 30, 0.8, 'median');
  });

  test('precipitation (multiplicative): a model 50% too wet is scaled down; dry stays dry; never negative', () => {
    const r3 = rng(3);
    const obs = Array.from({ length: 1000 }, () => (r3() < 0.6 ? 0 : -8 * Math.log(1 - r3())));
    const model = obs.map((x) => x * 1.5);
    const map = fitQuantileMap(model, obs, { kind: 'multiplicative' })!;
    near(applyQuantileMap(map, 15), 10, 0.05);
    assert.equal(applyQuantileMap(map, 0), 0);
    near(applyQuantileMap(map, 600), 400, 1e-6); // ratio of the outermost quantile
    assert.ok(applyQuantileMap(map, 0.01) >= 0);
  });

  test('monotonic non-decreasing', () => {
    const r4 = rng(5);
    const map = fitQuantileMap(
      Array.from({ length: 300 }, () => 10 * r4() ** 2),
      Array.from({ length: 100 }, () => 8 * r4()),
    )!;
    let prev = -Infinity;
    for (let x = -2; x <= 14; x += 0.05) {
      const y = applyQuantileMap(map, x);
      assert.ok(y >= prev - 1e-12, `${x}: ${y} < ${prev}`);
      prev = y;
    }
  });

  test('too few values: no map', () => {
    assert.equal(fitQuantileMap([1, 2, 3], truth), undefined);
    assert.equal(fitQuantileMap(truth, [1, 2, null, Number.NaN]), undefined);
  });
});
