// Return levels: L-moments by hand, and Gumbel/GEV fits recovering the known parameters of synthetic series.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  annualMaxima,
  cdf,
  exceedanceInYears,
  fitAnnualMaxima,
  fitGev,
  fitGumbel,
  lMoments,
  quantile,
  returnLevel,
  returnLevelsOf,
  returnPeriod,
} from '../../../src-server/science/return-levels.js';
import { gammaFn } from '../../../src-server/science/stats.js';

/** mulberry32: a seeded uniform generator, so the synthetic series are the same on every run. */
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
const gumbelSample = (n: number, xi: number, alpha: number, seed: number) => {
  const r = rng(seed);
  return Array.from({ length: n }, () => xi - alpha * Math.log(-Math.log(Math.max(1e-12, r()))));
};
const gevSample = (n: number, xi: number, alpha: number, k: number, seed: number) => {
  const r = rng(seed);
  return Array.from({ length: n }, () => xi + (alpha / k) * (1 - (-Math.log(Math.max(1e-12, r()))) ** k));
};
const close = (a: number, b: number, tol: number, what: string) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b} (±${tol})`);

describe('L-moments (Hosking 1990)', () => {
  test('1..5 by hand: l1 = 3, l2 = 1, l3 = 0 (b0 = 3, b1 = 2, b2 = 1.5)', () => {
    const m = lMoments([5, 3, 1, 4, 2])!;
    close(m.l1, 3, 1e-12, 'l1');
    close(m.l2, 1, 1e-12, 'l2');
    close(m.l3, 0, 1e-12, 'l3');
  });

  test('l2 is half the mean absolute difference of two distinct draws', () => {
    const xs = [2, 7, 1, 9, 4, 4, 12];
    let s = 0;
    let n = 0;
    for (let i = 0; i < xs.length; i++) {
      for (let j = 0; j < xs.length; j++) {
        if (i === j) continue;
        s += Math.abs(xs[i]! - xs[j]!);
        n++;
      }
    }
    close(lMoments(xs)!.l2, s / n / 2, 1e-12, 'l2');
  });

  test('fewer than three values: undefined', () => {
    assert.equal(lMoments([1, 2]), undefined);
  });
});

describe('Gumbel and GEV fits on synthetic series with known parameters', () => {
  test('Gumbel(xi = 100, alpha = 30), 20,000 maxima: parameters within 1.5 %, 20-year level within 2 %', () => {
    const fit = fitGumbel(gumbelSample(20_000, 100, 30, 7))!;
    close(fit.xi, 100, 1.5, 'xi');
    close(fit.alpha, 30, 0.45, 'alpha');
    const exact = 100 - 30 * Math.log(-Math.log(1 - 1 / 20));
    close(returnLevel(fit, 20), exact, 0.02 * exact, 'Q20');
  });

  test('GEV(xi = 50, alpha = 10, k = -0.2) heavy tail: k within 0.03, 100-year level within 5 %', () => {
    const fit = fitGev(gevSample(20_000, 50, 10, -0.2, 11))!;
    close(fit.k, -0.2, 0.03, 'k');
    close(fit.xi, 50, 0.5, 'xi');
    close(fit.alpha, 10, 0.4, 'alpha');
    const exact = 50 + (10 / -0.2) * (1 - (-Math.log(0.99)) ** -0.2);
    close(returnLevel(fit, 100), exact, 0.05 * exact, 'Q100');
  });

  test('GEV(k = +0.15) bounded tail recovered; a Gumbel sample gives k near 0', () => {
    close(fitGev(gevSample(20_000, 0, 1, 0.15, 3))!.k, 0.15, 0.03, 'k');
    close(fitGev(gumbelSample(20_000, 0, 1, 5))!.k, 0, 0.03, 'k');
  });

  test('40 years of Gumbel maxima (a GloFAS record): the 2-, 5-, 20-year levels are ordered and near the truth', () => {
    const errors: number[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const fit = fitAnnualMaxima(gumbelSample(40, 500, 150, seed))!;
      assert.equal(fit.kind, 'gumbel', 'short records use Gumbel');
      const [q2, q5, q20] = [2, 5, 20].map((T) => returnLevel(fit, T));
      assert.ok(q2! < q5! && q5! < q20!);
      errors.push(q20! / (500 - 150 * Math.log(-Math.log(0.95))) - 1);
    }
    const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
    close(mean, 0, 0.02, 'mean relative error of Q20 over 200 records (unbiased)');
  });

  test('quantile and cdf are inverse; return period of the T-year level is T', () => {
    for (const fit of [fitGumbel(gumbelSample(500, 10, 2, 1))!, fitGev(gevSample(500, 10, 2, -0.1, 2))!]) {
      for (const F of [0.1, 0.5, 0.9, 0.99]) close(cdf(fit, quantile(fit, F)), F, 1e-9, `${fit.kind} F=${F}`);
      close(returnPeriod(fit, returnLevel(fit, 20)), 20, 1e-6, `${fit.kind} T`);
    }
  });

  test('exceedance over several years: 1 - (1 - 1/T)^years', () => {
    const fit = fitGumbel(gumbelSample(500, 10, 2, 1))!;
    close(exceedanceInYears(fit, returnLevel(fit, 20), 30), 1 - 0.95 ** 30, 1e-9, 'P(30 y)');
    close(exceedanceInYears(fit, returnLevel(fit, 2), 1), 0.5, 1e-9, 'P(1 y)');
  });

  test('gamma function: Γ(1) = 1, Γ(0.5) = √π, Γ(5) = 24', () => {
    close(gammaFn(1), 1, 1e-12, 'Γ(1)');
    close(gammaFn(0.5), Math.sqrt(Math.PI), 1e-12, 'Γ(0.5)');
    close(gammaFn(5), 24, 1e-10, 'Γ(5)');
  });
});

describe('annual maxima of a daily series', () => {
  test('incomplete years are dropped, nulls ignored', () => {
    const days: { date: string; value: number | null }[] = [];
    for (let y = 2000; y <= 2002; y++)
      for (let d = 0; d < (y === 2002 ? 100 : 365); d++)
        days.push({ date: `${y}-${String(1 + Math.floor(d / 31)).padStart(2, '0')}-01`, value: d === 40 ? null : y * 10 + (d % 7) });
    const am = annualMaxima(days);
    assert.deepEqual(
      am.map((a) => [a.year, a.max]),
      [
        [2000, 20006],
        [2001, 20016],
      ],
    );
    assert.equal(returnLevelsOf(days, [2]), undefined, 'fewer than 5 years');
  });
});
