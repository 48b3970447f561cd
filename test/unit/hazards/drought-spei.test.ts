// SPEI (log-logistic by PWMs) and the seasonal persistence fit and run-of-seasons chance: synthetic data with known answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gammaFn, normalCdf } from '../../../src-server/science/stats.js';
import { balanceAtSpei, fitLogLogistic, fitSpei, normQuantile, spei } from '../../../src-server/hazards/drought/spei.js';
import { fitPersistence, pearson, runOfSeasons } from '../../../src-server/hazards/drought/spei-persistence.js';
import { seededRandom } from '../../../src-server/science/verification.js';

const near = (a: number, b: number, tol: number, msg = '') => assert.ok(Math.abs(a - b) <= tol, `${msg} ${a} vs ${b} (±${tol})`);
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

describe('special functions', () => {
  test('gamma: known values', () => {
    near(gammaFn(5), 24, 1e-9);
    near(gammaFn(0.5), Math.sqrt(Math.PI), 1e-12);
    near(gammaFn(1.5), Math.sqrt(Math.PI) / 2, 1e-12);
  });
  test('normal quantile inverts the CDF', () => {
    near(normQuantile(0.1), -1.2815515655, 1e-8);
    near(normQuantile(0.975), 1.959963985, 1e-8);
    for (const p of [0.001, 0.02, 0.3, 0.5, 0.9, 0.999]) near(normalCdf(normQuantile(p)), p, 2e-7);
  });
});

describe('SPEI log-logistic fit (Vicente-Serrano et al. 2010)', () => {
  test('recovers the parameters of a known log-logistic sample', () => {
    const r = seededRandom(12);
    const truth = { alpha: 120, beta: 6, gamma: -300 };
    const sample = Array.from({ length: 20000 }, () => {
      const f = r();
      return truth.gamma + truth.alpha * (f / (1 - f)) ** (1 / truth.beta);
    });
    const fit = fitLogLogistic(sample)!;
    near(fit.beta, 6, 0.3, 'beta');
    near(fit.alpha, 120, 8, 'alpha');
    near(fit.gamma, -300, 8, 'gamma');
    // The driest-10% line: the true 10% quantile.
    const true10 = truth.gamma + truth.alpha * (0.1 / 0.9) ** (1 / truth.beta);
    near(balanceAtSpei(fit, -1.2816), true10, 3);
    near(spei(fit, true10), -1.2816, 0.03);
  });
  test('a normal-ish sample standardises to mean 0 and sd 1', () => {
    const r = seededRandom(3);
    const sample = Array.from({ length: 3000 }, () => -50 + 40 * normal(r));
    const fit = fitSpei(sample)!;
    const z = sample.map((x) => spei(fit, x));
    const m = z.reduce((s, x) => s + x, 0) / z.length;
    const sd = Math.sqrt(z.reduce((s, x) => s + (x - m) ** 2, 0) / z.length);
    near(m, 0, 0.05);
    near(sd, 1, 0.05);
    near(z.filter((x) => x <= -1.2816).length / z.length, 0.1, 0.015);
  });
  test('too few values: no fit; a degenerate sample falls back to the empirical standardisation', () => {
    assert.equal(fitSpei([1, 2, 3]), undefined);
    const flat = fitSpei(Array.from({ length: 40 }, (_, i) => (i < 30 ? 0 : i)));
    assert.ok(flat);
  });
});

describe('persistence between seasons', () => {
  function ar1(rho: number, days: number, seed: number) {
    // Season values follow AR(1) at a 90-day lag: build 90 interleaved AR(1) chains, one per day-of-season.
    const r = seededRandom(seed);
    const out: number[] = new Array(days);
    for (let i = 0; i < days; i++) out[i] = i < 90 ? normal(r) : rho * out[i - 90]! + Math.sqrt(1 - rho * rho) * normal(r);
    return out;
  }
  test('the lag-1 fit recovers a known correlation', () => {
    for (const rho of [0, 0.4, 0.8]) {
      const p = fitPersistence(ar1(rho, 90 * 400, 7 + rho * 10))!;
      near(p.rho, rho, 0.04, `rho=${rho}`);
      assert.ok(p.standardError > 0 && p.standardError < 0.06);
    }
    assert.equal(fitPersistence([1, 2, 3]), undefined);
    near(
      pearson([
        [1, 2],
        [2, 4],
        [3, 6],
      ]),
      1,
      1e-12,
    );
  });
  test('independent seasons: 1 - (1 - p)^K exactly', () => {
    const start = Array.from({ length: 2001 }, (_, i) => normQuantile((i + 0.5) / 2001));
    const run = runOfSeasons({ start, rho: 0, line: -1.2816, seasons: 40 });
    near(run.probability, 1 - 0.9 ** 40, 0.01);
    near(run.expectedEvents, 4, 0.1);
  });
  test('persistence lowers the chance of at least one dry season (10 years: not 98.5 %)', () => {
    const start = Array.from({ length: 2001 }, (_, i) => normQuantile((i + 0.5) / 2001));
    const indep = runOfSeasons({ start, rho: 0, line: -1.2816, seasons: 40 }).probability;
    const mid = runOfSeasons({ start, rho: 0.5, line: -1.2816, seasons: 40 }).probability;
    const strong = runOfSeasons({ start, rho: 0.95, line: -1.2816, seasons: 40 });
    assert.ok(indep > 0.98);
    assert.ok(mid < indep - 0.01, `${mid}`);
    assert.ok(strong.probability < 0.75, `${strong.probability}`);
    // The expected count stays K x p whatever the persistence: the margins are unchanged.
    near(strong.expectedEvents, 4, 0.15);
  });
  test('a dry start persists: the next season is more likely dry', () => {
    const dryNow = runOfSeasons({ start: [-1.0], rho: 0.6, line: -1.2816, seasons: 2 });
    const wetNow = runOfSeasons({ start: [1.0], rho: 0.6, line: -1.2816, seasons: 2 });
    // P(z1 <= line | z0) = Phi((line - rho z0) / sqrt(1 - rho^2)).
    near(dryNow.probability, normalCdf((-1.2816 + 0.6) / 0.8), 0.01);
    near(wetNow.probability, normalCdf((-1.2816 - 0.6) / 0.8), 0.01);
  });
  test('a drying trend raises the chance; disruption-days are summed over dry seasons', () => {
    const start = [0];
    const flat = runOfSeasons({ start, rho: 0.3, line: -2.05, seasons: 40, daysOf: (z) => (z <= -2.05 ? 100 : 0) });
    const drying = runOfSeasons({
      start,
      rho: 0.3,
      line: -2.05,
      seasons: 40,
      meanPath: Array.from({ length: 40 }, (_, k) => -0.02 * k),
      daysOf: (z) => (z <= -2.05 ? 100 : 0),
    });
    assert.ok(drying.probability > flat.probability + 0.1, `${drying.probability} vs ${flat.probability}`);
    near(flat.expectedDays, 100 * flat.expectedEvents, 1e-9);
  });
});
