// The earthquake science pieces against published values: declustering windows (Gardner & Knopoff 1974,
// Uhrhammer 1986), completeness and b-value on synthetic Gutenberg-Richter samples, Reasenberg-Jones and
// Page et al. (2016) rates, the Allen, Wald & Worden (2012) intensity equations, Worden et al. (2012).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  aSigma,
  meanProductivity,
  omoriIntegral,
  PAGE_2016,
  probabilityOfNone,
  productivityPosterior,
  REASENBERG_JONES_1989,
  reasenbergJonesCount,
  reasenbergJonesRate,
} from '../../../../src-server/hazards/earthquake/aftershocks.js';
import { bValueMle, GLOBAL_B_VALUE, grExceedanceShare, grMagnitudeBins } from '../../../../src-server/hazards/earthquake/b-value.js';
import {
  binMagnitude,
  completenessByPeriod,
  completenessOf,
  cutoffAt,
  maximumCurvature,
} from '../../../../src-server/hazards/earthquake/completeness.js';
import {
  declusterWindows,
  GARDNER_KNOPOFF_TABLE,
  gardnerKnopoffWindow,
  uhrhammerWindow,
} from '../../../../src-server/hazards/earthquake/declustering.js';
import {
  exceedanceProbability,
  intensityRhypo,
  intensityRrup,
  mmiFromPga,
  pgaFromMmi,
  ruptureLengthKm,
} from '../../../../src-server/hazards/earthquake/intensity.js';
import { normalCdfErfc as normalCdf } from '../../../../src-server/science/stats.js';
import {
  adaptiveBandwidths,
  kernelRadialCdf,
  kernelShareInDisc,
  kernelSharesInAnnuli,
} from '../../../../src-server/hazards/earthquake/smoothed-seismicity.js';
import { seededRandom } from '../../../../src-server/science/verification.js';

const close = (actual: number, expected: number, tol: number, what = '') =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what} ${actual} is not within ${tol} of ${expected}`);

/** A Gutenberg-Richter sample: M = mMin - log10(U) / b, rounded to 0.1 (continuous magnitudes >= mMin - 0.05). */
function grSample(n: number, b: number, mMin: number, seed = 7): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => binMagnitude(mMin - 0.05 - Math.log10(1 - random()) / b));
}

describe('declustering windows', () => {
  test('Gardner & Knopoff (1974) Table 1 rows are returned exactly at their magnitudes (below the rupture-length floor)', () => {
    for (const row of GARDNER_KNOPOFF_TABLE.filter((r) => r.magnitude <= 7)) {
      const w = gardnerKnopoffWindow(row.magnitude);
      close(w.distanceKm, row.distanceKm, 1e-9, `L(${row.magnitude})`);
      close(w.days, row.days, 1e-9, `T(${row.magnitude})`);
    }
    // The published rows themselves: M5.0 40 km 155 days; M6.0 54 km 510 days; M7.0 70 km 915 days.
    assert.deepEqual(gardnerKnopoffWindow(5), { distanceKm: 40, days: 155 });
    assert.deepEqual(gardnerKnopoffWindow(6), { distanceKm: 54, days: 510 });
    assert.deepEqual(gardnerKnopoffWindow(7), { distanceKm: 70, days: 915 });
  });

  test('between rows the window is log-linear; beyond M7.3 the Wells & Coppersmith rupture length takes over', () => {
    const w = gardnerKnopoffWindow(5.25);
    close(w.distanceKm, Math.sqrt(40 * 47), 1e-9, 'geometric mean distance');
    close(w.days, Math.sqrt(155 * 290), 1e-9, 'geometric mean time');
    // M8: table 94 km, rupture 10^(-2.44 + 0.59 x 8) = 190.5 km; M9: 741 km, time held at 985 days.
    close(gardnerKnopoffWindow(8).distanceKm, 190.5, 0.1, 'M8');
    close(gardnerKnopoffWindow(9).distanceKm, 741.3, 0.1, 'M9');
    assert.equal(gardnerKnopoffWindow(9).days, 985);
  });

  test('Uhrhammer (1986): L = exp(-1.024 + 0.804 M), T = exp(-2.87 + 1.235 M)', () => {
    close(uhrhammerWindow(5).distanceKm, 20.01, 0.01, 'L(5)');
    close(uhrhammerWindow(5).days, 27.25, 0.01, 'T(5)');
    close(uhrhammerWindow(6.5).distanceKm, Math.exp(-1.024 + 0.804 * 6.5), 1e-9, 'L(6.5)');
    close(uhrhammerWindow(7).days, Math.exp(-2.87 + 1.235 * 7), 1e-9, 'T(7)');
  });

  test('a mainshock claims its aftershocks and foreshocks inside the window, not independent events outside it', () => {
    const day = 86_400_000;
    const events = [
      { timeMs: 0, magnitude: 5.2, xKm: 5, yKm: 0 }, // foreshock, 10 days before, 5 km away
      { timeMs: 10 * day, magnitude: 6.5, xKm: 0, yKm: 0 }, // mainshock
      { timeMs: 11 * day, magnitude: 5.5, xKm: 20, yKm: 10 }, // aftershock, 22 km
      { timeMs: 200 * day, magnitude: 5.0, xKm: 30, yKm: 0 }, // inside GK (61 km, 790 d), outside Uhrhammer (67 km, 174 d)
      { timeMs: 12 * day, magnitude: 5.0, xKm: 300, yKm: 0 }, // far away: its own mainshock
    ].sort((a, b) => a.timeMs - b.timeMs);
    const gk = declusterWindows(events, gardnerKnopoffWindow);
    const main = events.findIndex((e) => e.magnitude === 6.5);
    const far = events.findIndex((e) => e.xKm === 300);
    assert.deepEqual(
      gk.mainshocks,
      [main, far].sort((a, b) => a - b),
    );
    assert.ok(gk.mainshockOf.every((m, i) => (i === far ? m === far : m === main)));
    const uh = declusterWindows(events, uhrhammerWindow);
    assert.equal(uh.mainshocks.length, 3, 'the event 190 days later is independent under Uhrhammer windows');
  });
});

describe('magnitude of completeness (Wiemer & Wyss 2000 maximum curvature, +0.2)', () => {
  test('a G-R sample whose detection rolls off below M2.5: MAXC finds the peak, Mc = MAXC + 0.2', () => {
    const random = seededRandom(3);
    // Complete above 2.5; below it detection falls off by a factor 2 per 0.1 unit.
    const mags = grSample(20_000, 1, 1.5, 11).filter((m) => m >= 2.5 || random() < 0.5 ** ((2.5 - m) / 0.1));
    assert.equal(maximumCurvature(mags), 2.5);
    assert.deepEqual(completenessOf(mags, 1.5), { mc: 2.7, method: 'maxc', events: mags.length });
  });

  test('a catalogue cut at its query magnitude: MAXC is the cut-off, never below it; few events fall back to cut-off + 0.2', () => {
    assert.equal(completenessOf(grSample(500, 1, 5), 5).mc, 5.2);
    assert.deepEqual(completenessOf([5.5, 6.1, 5.0], 4.5), { mc: 4.7, method: 'floor', events: 3 });
  });

  test('per period: each decade has its own Mc, and an older period is never better than a newer one', () => {
    const year = 365.25 * 86_400_000;
    const old = grSample(300, 1, 5.5, 1).map((magnitude, i) => ({ magnitude, timeMs: (i / 300) * 10 * year }));
    const recent = grSample(3000, 1, 4.5, 2).map((magnitude, i) => ({ magnitude, timeMs: 10 * year + (i / 3000) * 10 * year }));
    const periods = completenessByPeriod([...old, ...recent], { startMs: 0, endMs: 20 * year }, 4.5);
    assert.equal(periods.length, 2);
    assert.equal(periods[1]!.mc, 4.7);
    assert.equal(periods[0]!.mc, 5.7);
  });

  test('a catalogue merged from an M5.5+ and a newer M5.0+ query: no period crosses the change, each floored at its own cut-off + 0.2', () => {
    const year = 365.25 * 86_400_000;
    // 30 years of M5.5+ (too few per decade for MAXC: the floor), then 4 years of M5.0+ with enough events for MAXC.
    const old = grSample(120, 1, 5.5, 3).map((magnitude, i) => ({ magnitude, timeMs: (i / 120) * 30 * year }));
    const recent = grSample(400, 1, 5.0, 4).map((magnitude, i) => ({ magnitude, timeMs: 30 * year + (i / 400) * 4 * year }));
    const steps = [
      { startMs: 0, minMagnitude: 5.5 },
      { startMs: 30 * year, minMagnitude: 5.0 },
    ];
    assert.deepEqual(
      [cutoffAt(steps, -1), cutoffAt(steps, 29 * year), cutoffAt(steps, 30 * year), cutoffAt(steps, 33 * year)],
      [5.5, 5.5, 5.0, 5.0],
    );
    const periods = completenessByPeriod([...old, ...recent], { startMs: 0, endMs: 34 * year }, steps);
    // Back from the end: the 4 years of M5.0+ alone (not 10 years reaching into the M5.5 part), then 10, 10, 10 years.
    assert.deepEqual(
      periods.map((p) => [p.startMs / year, p.endMs / year].map((x) => Math.round(x * 1000) / 1000)),
      [
        [0, 10],
        [10, 20],
        [20, 30],
        [30, 34],
      ],
    );
    assert.equal(periods[3]!.mc, 5.2);
    assert.equal(periods[3]!.method, 'maxc');
    for (const p of periods.slice(0, 3)) {
      assert.equal(p.method, 'floor');
      assert.equal(p.mc, 5.7);
    }
    // One step is the single query: the same periods as the plain cut-off.
    assert.deepEqual(
      completenessByPeriod(recent, { startMs: 30 * year, endMs: 34 * year }, [{ startMs: 30 * year, minMagnitude: 5 }]),
      completenessByPeriod(recent, { startMs: 30 * year, endMs: 34 * year }, 5),
    );
    // A short newer part is not swallowed by the sliver rule: 1 year of M5.0+ after 30 years of M5.5+.
    const short = completenessByPeriod(old, { startMs: 0, endMs: 31 * year }, steps);
    assert.equal(short.at(-1)!.startMs, 30 * year);
    assert.equal(short.at(-1)!.mc, 5.2);
  });
});

describe('b-value by maximum likelihood (Aki 1965; Utsu 1965; Shi & Bolt 1982)', () => {
  test('a synthetic G-R sample with b = 1.0 gives b within three standard errors, sigma about b / sqrt(n)', () => {
    const mags = grSample(5000, 1.0, 4.0);
    const est = bValueMle(mags.map((magnitude) => ({ magnitude, mc: 4.0 })));
    assert.equal(est.method, 'mle');
    close(est.sigma, 1 / Math.sqrt(5000), 0.003, 'sigma');
    close(est.b, 1.0, 3 * est.sigma, 'b');
  });

  test('b = 1.3 and varying completeness thresholds are recovered too', () => {
    const a = grSample(3000, 1.3, 4.5, 21).map((magnitude) => ({ magnitude, mc: 4.5 }));
    const b = grSample(1000, 1.3, 5.5, 22).map((magnitude) => ({ magnitude, mc: 5.5 }));
    const est = bValueMle([...a, ...b]);
    close(est.b, 1.3, 3 * est.sigma, 'b');
  });

  test('by hand: mean excess 0.4343 over Mc - 0.05 gives b = log10(e) / 0.4343 = 1.0', () => {
    const sample = Array.from({ length: 60 }, (_, i) => ({ magnitude: i % 2 ? 5.1 : 5.6686, mc: 5.0 }));
    // mean magnitude 5.3843; excess over 4.95 = 0.4343
    close(bValueMle(sample).b, Math.LOG10E / (5.3843 - 4.95), 1e-3, 'b');
  });

  test('fewer than 50 events: the global b = 1.0', () => {
    assert.deepEqual(bValueMle([{ magnitude: 6, mc: 5 }]).b, GLOBAL_B_VALUE);
  });

  test('truncated G-R shares: 10^-b(m - mMin) far below mMax, 0 at mMax, bins sum to 1', () => {
    close(grExceedanceShare(6, 1, 5, 12), 0.1, 1e-6);
    assert.equal(grExceedanceShare(9, 1, 5, 9), 0);
    close(
      grMagnitudeBins(1, 5, 9).reduce((s, x) => s + x.w, 0),
      1,
      1e-12,
    );
  });
});

describe('aftershocks: Reasenberg & Jones (1989), Page et al. (2016)', () => {
  test('rate by hand with the generic California parameters: M6 mainshock, M >= 5 one day after', () => {
    const { a, b, p, c } = REASENBERG_JONES_1989;
    // 10^(-1.67 + 0.91) x (1 + 0.05)^-1.08 = 0.17378 x 0.94869 = 0.16486 per day
    close(reasenbergJonesRate(a, b, p, c, 6, 5, 1), 0.16486, 1e-4);
  });

  test('the closed-form Omori integral matches the numerical integral; p = 1 is the logarithm', () => {
    let numeric = 0;
    const steps = 200_000;
    for (let i = 0; i < steps; i++) {
      const t = 1 + (29 * (i + 0.5)) / steps;
      numeric += ((t + 0.05) ** -1.08 * 29) / steps;
    }
    close(omoriIntegral(1.08, 0.05, 1, 30), numeric, 1e-6);
    close(omoriIntegral(1, 0.05, 0, 10), Math.log(10.05 / 0.05), 1e-12);
  });

  test('Reasenberg & Jones: chance of an aftershock as large as the mainshock within 7 days is about 10%', () => {
    const { a, b, p, c } = REASENBERG_JONES_1989;
    const n = reasenbergJonesCount(a, b, p, c, 6, 6, 0, 7);
    close(1 - Math.exp(-n), 0.105, 0.005, 'P(>= Mm in 7 days)');
  });

  test('Page et al. (2016) rows and the magnitude-dependent sigma of opensha-oaf', () => {
    assert.deepEqual(PAGE_2016.activeShallowCrust, { aMean: -2.42, aSigma0: 0.49, aSigma1: 570, b: 1, p: 0.98, c: 0.018 });
    assert.deepEqual(PAGE_2016.subductionZone, { aMean: -2.47, aSigma0: 0.49, aSigma1: 570, b: 1, p: 0.88, c: 0.018 });
    close(aSigma(PAGE_2016.activeShallowCrust, 6), Math.sqrt(0.49 ** 2 + 570 ** 2 / 1e6), 1e-12, 'M6');
    close(aSigma(PAGE_2016.activeShallowCrust, 5), aSigma(PAGE_2016.activeShallowCrust, 6), 1e-12, 'held at M6 below');
    close(aSigma(PAGE_2016.activeShallowCrust, 7), 0.5221, 1e-4, 'M7');
  });

  test('the posterior: the prior with no time observed; a productive sequence raises a, a quiet one lowers it', () => {
    const p = PAGE_2016.activeShallowCrust;
    const prior = productivityPosterior(p, 7, 0, 5, 0);
    const meanA = (post: { a: number[]; w: number[] }) => post.a.reduce((s, a, i) => s + a * post.w[i]!, 0);
    close(meanA(prior), p.aMean, 0.01, 'prior mean');
    const busy = productivityPosterior(p, 7, 40, 5, 30);
    const quiet = productivityPosterior(p, 7, 0, 5, 30);
    assert.ok(meanA(busy) > p.aMean + 0.3 && meanA(quiet) < p.aMean - 0.3, `${meanA(busy)} ${meanA(quiet)}`);
    // The expected number over the posterior averages 10^a, so it exceeds 10^(mean a) (Jensen).
    assert.ok(meanProductivity(prior) > 10 ** p.aMean);
  });

  test('chance of none falls with the share of the zone inside the region, and decays with time', () => {
    const p = PAGE_2016.activeShallowCrust;
    const post = productivityPosterior(p, 7, 0, 5, 0);
    const early = probabilityOfNone(p, post, 7, 5, 1, 31, 1);
    const late = probabilityOfNone(p, post, 7, 5, 365, 395, 1);
    assert.ok(early < late && late < 1);
    assert.ok(probabilityOfNone(p, post, 7, 5, 1, 31, 0.5) > early);
    assert.equal(probabilityOfNone(p, post, 7, 5, 1, 31, 0), 1);
  });
});

describe('intensity: Allen, Wald & Worden (2012); Worden et al. (2012)', () => {
  // Verification tables of the GEM OpenQuake engine for AWW2012 (openquake/hazardlib/tests/gsim/data/a12ipe,
  // computed with an independent Matlab implementation of the paper): [M, R km, mean MMI, total sigma].
  const RHYPO: [number, number, number, number][] = [
    [5, 1, 8.1928149, 1.1892958],
    [5, 10, 5.9736099, 1.1307441],
    [5, 50, 3.7394023, 0.8841552],
    [6, 20, 6.4046804, 1.0298979],
    [6, 100, 4.2486195, 0.8384363],
    [7, 5, 8.2206291, 1.1731638],
    [7, 300, 4.2223319, 0.8221434],
  ];
  const RRUP: [number, number, number, number][] = [
    [5, 1, 7.7093365, 0.9498849],
    [5, 20, 5.1941946, 0.9116361],
    [6, 10, 6.8247572, 0.9390376],
    [6, 300, 3.1138494, 0.7249953],
    [7, 50, 5.9996247, 0.822168],
    [7, 100, 5.2403654, 0.7583028],
  ];

  test('hypocentral form against the published verification table', () => {
    for (const [m, r, mmi, sigma] of RHYPO) {
      const e = intensityRhypo(m, r);
      close(e.mmi, mmi, 1e-4, `Rhypo M${m} ${r} km`);
      close(e.sigma, sigma, 1e-4, `sigma M${m} ${r} km`);
    }
  });

  test('rupture-distance form against the published verification table', () => {
    for (const [m, r, mmi, sigma] of RRUP) {
      const e = intensityRrup(m, r);
      close(e.mmi, mmi, 1e-4, `Rrup M${m} ${r} km`);
      close(e.sigma, sigma, 1e-4, `sigma M${m} ${r} km`);
    }
  });

  test('exceedance: half at the mean, the normal tail one sigma above', () => {
    close(exceedanceProbability({ mmi: 6, sigma: 0.8 }, 6), 0.5, 1e-7);
    close(exceedanceProbability({ mmi: 6, sigma: 0.8 }, 6.8), 1 - 0.841345, 1e-6);
    close(normalCdf(-1.959964), 0.025, 1e-6);
  });

  test('Worden et al. (2012) PGA -> MMI: both branches meet at log10 PGA = 1.57 (MMI 4.2); 0.4 g is about MMI 8', () => {
    close(mmiFromPga(10 ** 1.57 / 980.665), 1.78 + 1.55 * 1.57, 1e-9);
    close(mmiFromPga(0.4), -1.6 + 3.7 * Math.log10(0.4 * 980.665), 1e-9);
    close(mmiFromPga(0.4), 8.0, 0.05);
    close(pgaFromMmi(mmiFromPga(0.25)), 0.25, 1e-9);
    close(pgaFromMmi(mmiFromPga(0.02)), 0.02, 1e-9);
  });

  test('Wells & Coppersmith (1994) rupture length', () => {
    close(ruptureLengthKm(7), 10 ** (-2.44 + 4.13), 1e-9);
  });
});

describe('smoothed seismicity: Helmstetter et al. (2007) adaptive power-law kernels', () => {
  test('bandwidth is the distance to the k-th neighbour, bounded', () => {
    const pts = [
      { xKm: 0, yKm: 0 },
      { xKm: 3, yKm: 4 },
      { xKm: 30, yKm: 40 },
      { xKm: 300, yKm: 400 },
    ];
    assert.deepEqual(adaptiveBandwidths(pts, 1, 1, 1000), [5, 5, 45, 450]);
    assert.deepEqual(adaptiveBandwidths(pts, 2, 10, 100), [50, 45, 50, 100]);
    assert.deepEqual(adaptiveBandwidths([{ xKm: 0, yKm: 0 }], 2, 10, 80), [80]);
  });

  test('a centred kernel: the share in a disc is its radial CDF 1 - d / sqrt(R² + d²)', () => {
    close(kernelShareInDisc(10, 0, 10), 1 - 1 / Math.SQRT2, 1e-12);
    close(kernelRadialCdf(30, 40), 1 - 40 / 50, 1e-12);
  });

  test('an off-centre kernel: the disc share matches a Monte Carlo estimate', () => {
    const random = seededRandom(5);
    const d = 20;
    const offset = 120;
    const radius = 150;
    let inside = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      // Sample the kernel: radius from the inverse CDF, uniform angle.
      const u = random();
      const rho = d * Math.sqrt(1 / (1 - u) ** 2 - 1);
      const th = 2 * Math.PI * random();
      if ((offset + rho * Math.cos(th)) ** 2 + (rho * Math.sin(th)) ** 2 <= radius * radius) inside++;
    }
    close(kernelShareInDisc(d, offset, radius), inside / n, 0.004);
  });

  test('annuli shares add up to the share in the outer disc', () => {
    const shares = kernelSharesInAnnuli(15, 70, [0, 10, 50, 100, 200, 400]);
    close(
      shares.reduce((s, x) => s + x, 0),
      kernelShareInDisc(15, 70, 400),
      1e-9,
    );
  });
});
