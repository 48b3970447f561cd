// ETAS triggering (src-server/hazards/earthquake/etas.ts; Ogata 1988, 1998) against values worked by hand:
// the Omori-Utsu time integral in closed form at p = 1 and p != 1, the normalised time and space kernels
// integrating to 1, the productivity and width laws, the branching ratio and a two-event log-likelihood, with
// one global set and per tectonic regime; the regime rule on constructed catalogues.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  branchingRatio,
  etasLogLikelihood,
  etasProductivity,
  etasWidthKm,
  isSubductionParent,
  omoriTime,
  type EtasFitData,
  type EtasParameters,
} from '../../../../src-server/hazards/earthquake/etas.js';
import { EARTHQUAKE_MODEL } from '../../../../src-server/hazards/earthquake/model-configuration.js';
import { kernelDensity, kernelShareInDisc } from '../../../../src-server/hazards/earthquake/smoothed-seismicity.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);
const LONG = 1e12;

const params = (over: Partial<EtasParameters> = {}): EtasParameters => ({
  m0: 5,
  productivity: 0.02,
  alpha: 0.6,
  deepFactor: 0.3,
  deepKm: 70,
  c: 1,
  p: 2,
  maxLagDays: LONG,
  widthKm: 6,
  widthExponent: 0.15,
  backgroundScale: 1,
  ...over,
});

/** Composite Simpson rule on [a, b] with n (even) intervals. */
function simpson(f: (x: number) => number, a: number, b: number, n = 20_000): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

describe('ETAS: Omori-Utsu time integral', () => {
  test('p = 1: the logarithm, ln((t2 + c) / (t1 + c))', () => {
    // c = 1, 0 .. e - 1 days: ln(e / 1) = 1.
    close(omoriTime({ c: 1, p: 1, maxLagDays: LONG }, 0, Math.E - 1), 1, 1e-12, 'ln e');
    // c = 0.5, 0.5 .. 3.5 days: ln(4 / 1) = ln 4.
    close(omoriTime({ c: 0.5, p: 1, maxLagDays: LONG }, 0.5, 3.5), Math.log(4), 1e-12, 'ln 4');
  });

  test('p != 1: ((t2 + c)^(1-p) - (t1 + c)^(1-p)) / (1 - p)', () => {
    // p = 2, c = 1, 0 .. 1 day: (1/2 - 1) / (-1) = 0.5.
    close(omoriTime({ c: 1, p: 2, maxLagDays: LONG }, 0, 1), 0.5, 1e-12, 'p = 2');
    // p = 1.5, c = 1, 0 .. 3 days: (4^-0.5 - 1) / (-0.5) = 1.
    close(omoriTime({ c: 1, p: 1.5, maxLagDays: LONG }, 0, 3), 1, 1e-12, 'p = 1.5');
    // p = 1.1, c = 0.02: against Simpson's rule on (t + c)^-p.
    const t = { c: 0.02, p: 1.1, maxLagDays: LONG };
    close(
      omoriTime(t, 0.5, 30),
      simpson((x) => (x + 0.02) ** -1.1, 0.5, 30),
      1e-9,
      'Simpson',
    );
  });

  test('the window is clipped to [0, maxLagDays]; an empty or reversed window gives 0', () => {
    const t = { c: 1, p: 2, maxLagDays: 1 };
    close(omoriTime(t, -5, 1), 0.5, 1e-12, 'before the parent counts from 0');
    close(omoriTime(t, 0, 100), 0.5, 1e-12, 'beyond maxLagDays is cut');
    assert.equal(omoriTime(t, 2, 3), 0);
    assert.equal(omoriTime(t, 0.5, 0.5), 0);
    assert.equal(omoriTime(t, 0.8, 0.2), 0);
  });

  test('the normalised time kernel (p - 1) c^(p-1) (t + c)^-p integrates to 1', () => {
    for (const [c, p] of [
      [0.02, 1.1],
      [1, 2],
      [0.003446, 1.3],
    ] as const) {
      close((p - 1) * c ** (p - 1) * omoriTime({ c, p, maxLagDays: Infinity }, 0, Infinity), 1, 1e-12, `c ${c}, p ${p}`);
    }
  });
});

describe('ETAS: spatial kernel d / (2 pi (r^2 + d^2)^(3/2))', () => {
  test('integrates to 1 over the plane, and its disc share is 1 - d / sqrt(R^2 + d^2)', () => {
    for (const d of [6.448, 20]) {
      // r = d tan(u) maps [0, inf) onto [0, pi/2): 2 pi r K(r) dr becomes sin(u) du, integral 1. Up to
      // u = pi/2 - 1e-6 (r = 10^6 d) the share left out is 1e-6.
      const total = simpson(
        (u) => 2 * Math.PI * d * Math.tan(u) * kernelDensity(d * Math.tan(u), d) * (d / Math.cos(u) ** 2),
        0,
        Math.PI / 2 - 1e-6,
      );
      close(total, 1, 2e-6, `d ${d}`);
    }
    // d = 3 km, R = 4 km: 1 - 3/5 = 0.4 (the likelihood's closed form; the app's disc share at offset 0).
    close(kernelShareInDisc(3, 0, 4), 0.4, 1e-9, 'disc share');
    close(
      simpson((r) => 2 * Math.PI * r * kernelDensity(r, 3), 0, 4),
      0.4,
      1e-9,
      'disc share by Simpson',
    );
  });
});

describe('ETAS: productivity, width, branching ratio', () => {
  test('K 10^(alpha (m - m0)), times the deep factor at or below deepKm', () => {
    const e = params();
    // 0.02 x 10^(0.6 x 2) = 0.02 x 15.8489 = 0.316979.
    close(etasProductivity(e, 7, 10), 0.02 * 15.848931924611133, 1e-12, 'shallow M7');
    close(etasProductivity(e, 7, null), 0.02 * 15.848931924611133, 1e-12, 'unknown depth counts as shallow');
    close(etasProductivity(e, 7, 70), 0.3 * 0.02 * 15.848931924611133, 1e-12, 'deep M7');
    close(etasProductivity(e, 5, 10), 0.02, 1e-15, 'M = m0');
  });

  test('width d0 10^(delta (m - m0))', () => {
    // 6 x 10^(0.15 x 2) = 6 x 1.995262 = 11.97157 km.
    close(etasWidthKm(params(), 7), 6 * 1.9952623149688795, 1e-9, 'M7');
    close(etasWidthKm(params(), 5), 6, 1e-12, 'M5');
  });

  test('branching ratio: K x the time integral when alpha = 0; the truncated G-R mean of 10^(alpha (m - m0)) otherwise', () => {
    // alpha = 0, c = 1, p = 2, maxLag 1 day: 0.1 x (1 - 1/2) = 0.05, whatever the magnitudes.
    close(branchingRatio(params({ productivity: 0.1, alpha: 0, maxLagDays: 1 }), 1), 0.05, 1e-12, 'alpha 0');
    // alpha = 0.5, b = 1 on M5..M9 (continuous): E[10^(0.5 (m - 5))] = (b/(b - a)) (1 - 10^-(b-a)4) / (1 - 10^-4b)
    // = 2 x 0.99 / 0.9999 = 1.980198; times 0.1 x 0.5.
    const expected = 0.1 * 0.5 * ((2 * (1 - 10 ** -2)) / (1 - 10 ** -4));
    close(branchingRatio(params({ productivity: 0.1, alpha: 0.5, maxLagDays: 1 }), 1, 9), expected, 1e-4 * expected, 'alpha 0.5');
  });

  test('the shipped parameters: subcritical (branching ratio below 1) with p and c in the usual ranges', () => {
    const e = EARTHQUAKE_MODEL.etas;
    const n = branchingRatio(e, 1.045);
    assert.ok(n > 0.3 && n < 1, `branching ratio ${n}`);
    assert.ok(e.p > 0.9 && e.p < 1.5 && e.c > 1e-4 && e.c < 0.5, `p ${e.p}, c ${e.c}`);
  });
});

describe('ETAS: the space-time log-likelihood (Ogata 1998)', () => {
  test('two events by hand: log of the intensity at the target minus the integral of the intensity', () => {
    // Event 0 at t = 0 (warm-up, a parent only), event 1 at t = 1 day on the same spot, both M5 and shallow.
    // Target period 0.5 .. 2 days; background density 1e-3 per km² per day at the target, 0.01 expected events in all.
    const data: EtasFitData = {
      m0: 5,
      t: Float64Array.from([0, 1]),
      m: Float64Array.from([5, 5]),
      deep: Uint8Array.from([0, 0]),
      targets: Int32Array.from([1]),
      background: Float64Array.from([1e-3]),
      backgroundTotal: 0.01,
      pairStart: Int32Array.from([0, 1]),
      pairParent: Int32Array.from([0]),
      pairDt: Float64Array.from([1]),
      pairR2: Float64Array.from([0]),
      tStart: 0.5,
      tEnd: 2,
      cutoffKm: 1000,
      maxLagDays: LONG,
      areaKm2: 1,
    };
    const x = {
      productivity: 0.1,
      alpha: 0,
      deepFactor: 1,
      c: 1,
      p: 2,
      widthKm: 10,
      widthExponent: 0,
      backgroundScale: 1,
      floorPerKm2Day: 0,
    };
    // Intensity at the target: 1e-3 + 0.1 x (1 + 1)^-2 x 10 / (2 pi x 10^3) = 1e-3 + 0.025 / (200 pi).
    const lambda = 1e-3 + 0.025 / (200 * Math.PI);
    // Integral: background 0.01; parent 0: 0.1 x (1/1.5 - 1/3) x (1 - 10/sqrt(1000^2 + 10^2));
    // event 1 from its own time: 0.1 x (1/1 - 1/2) x the same share.
    const share = 1 - 10 / Math.sqrt(1000 ** 2 + 10 ** 2);
    const integral = 0.01 + 0.1 * (1 / 1.5 - 1 / 3) * share + 0.1 * 0.5 * share;
    close(etasLogLikelihood(data, x), Math.log(lambda) - integral, 1e-12, 'log-likelihood');
    // The background scale multiplies the background in both terms; the floor adds floor x area x days.
    const scaled = etasLogLikelihood(data, { ...x, backgroundScale: 2, floorPerKm2Day: 1e-4 });
    close(scaled, Math.log(lambda + 1e-3 + 1e-4) - (integral + 0.01 + 1e-4 * 1.5), 1e-12, 'scaled background and floor');
  });
});

describe('ETAS per tectonic regime', () => {
  // Points on the equator x km east of (0, 0): 1 degree = 111.195 km on the IUGG mean sphere.
  const at = (xKm: number) => ({ lat: 0, lng: xKm / 111.195 });
  const rule = { radiusKm: 150, depthKm: 70, minEvents: 2 };

  test('the rule: at least two intermediate-depth events within 150 km of the parent make it a subduction parent', () => {
    assert.equal(isSubductionParent(at(0), [at(100), at(-120)], rule), true, 'two deep events within 150 km');
    assert.equal(isSubductionParent(at(0), [at(100)], rule), false, 'one is not enough');
    assert.equal(isSubductionParent(at(0), [at(100), at(200)], rule), false, 'the second lies 200 km away');
    assert.equal(isSubductionParent(at(0), [at(149), at(-149)], rule), true, 'just inside 150 km');
    assert.equal(isSubductionParent(at(0), [at(151), at(-151)], rule), false, 'just outside 150 km');
    assert.equal(isSubductionParent(at(0), [], rule), false, 'no deep events: the other regime');
    assert.equal(isSubductionParent(at(0), [at(10), at(20), at(30)], { ...rule, minEvents: 3 }), true, 'the count is a parameter');
    // A deep parent counts itself when it is in the list (the fit and the forecast both pass every deep event).
    assert.equal(isSubductionParent(at(0), [at(0), at(500)], rule), false, 'a lone deep parent is not a slab');
    assert.equal(isSubductionParent(at(0), [at(0), at(50)], rule), true, 'a deep parent with a deep neighbour is');
  });

  test('the log-likelihood uses the subduction set for flagged parents and the global one for the others, by hand', () => {
    // Two parents (t = 0 and t = 0.2, both warm-up), one target at t = 1 on the same spot; parent 0 is subduction.
    const data: EtasFitData = {
      m0: 5,
      t: Float64Array.from([0, 0.2, 1]),
      m: Float64Array.from([5, 6, 5]),
      deep: Uint8Array.from([0, 0, 0]),
      subduction: Uint8Array.from([1, 0, 0]),
      targets: Int32Array.from([2]),
      background: Float64Array.from([1e-3]),
      backgroundTotal: 0.01,
      pairStart: Int32Array.from([0, 2]),
      pairParent: Int32Array.from([0, 1]),
      pairDt: Float64Array.from([1, 0.8]),
      pairR2: Float64Array.from([0, 0]),
      tStart: 0.5,
      tEnd: 2,
      cutoffKm: 1000,
      maxLagDays: LONG,
      areaKm2: 1,
    };
    const x = {
      productivity: 0.1,
      alpha: 0.5,
      deepFactor: 1,
      c: 1,
      p: 2,
      widthKm: 10,
      widthExponent: 0,
      backgroundScale: 1,
      floorPerKm2Day: 0,
    };
    const sz = { productivity: 0.2, alpha: 0.8, c: 0.5, p: 1 };
    const space = 10 / (2 * Math.PI * 1000); // the kernel at r = 0: d / (2 pi d^3)
    const share = 1 - 10 / Math.sqrt(1000 ** 2 + 10 ** 2);
    // Parent 0 (subduction, M5): 0.2 (1 + 0.5)^-1; parent 1 (other, M6): 0.1 x 10^0.5 x (0.8 + 1)^-2.
    const lambda = 1e-3 + (0.2 / 1.5 + (0.1 * 10 ** 0.5) / 1.8 ** 2) * space;
    // Integrals over [0.5, 2]: parent 0 with p = 1: 0.2 ln(2.5 / 1); parent 1: 0.1 x 10^0.5 x (1/1.3 - 1/2.8);
    // the target from its own time: 0.1 x (1/1 - 1/2).
    const integral = 0.01 + (0.2 * Math.log(2.5) + 0.1 * 10 ** 0.5 * (1 / 1.3 - 1 / 2.8) + 0.1 * 0.5) * share;
    close(etasLogLikelihood(data, { ...x, subduction: sz }), Math.log(lambda) - integral, 1e-12, 'per regime');
    // Without a subduction set every parent uses the global one (the flags are ignored).
    const lambdaGlobal = 1e-3 + (0.1 / 4 + (0.1 * 10 ** 0.5) / 1.8 ** 2) * space;
    const integralGlobal = 0.01 + (0.1 * (1 / 1.5 - 1 / 3) + 0.1 * 10 ** 0.5 * (1 / 1.3 - 1 / 2.8) + 0.1 * 0.5) * share;
    close(etasLogLikelihood(data, x), Math.log(lambdaGlobal) - integralGlobal, 1e-12, 'global');
  });

  test("the per-regime constants are the fit's output (npm run fit:etas -- --regimes) and reproduce its log-likelihood", async () => {
    const { other, subduction, rule } = EARTHQUAKE_MODEL.etasRegimes;
    assert.deepEqual(rule, { radiusKm: 150, depthKm: 70, minEvents: 2 });
    assert.deepEqual({ ...subduction }, { productivity: 0.02148, alpha: 0.6576, c: 0.002537, p: 0.9563 });
    assert.deepEqual(
      [other.productivity, other.alpha, other.deepFactor, other.c, other.p, other.widthKm, other.widthExponent, other.backgroundScale],
      [0.01816, 0.5756, 0.252, 0.004638, 1.0336, 6.426, 0.1546, 0.9974],
    );
    // Subcritical in both regimes (shallow parents, the training b = 1.045), subduction the more productive.
    const nOther = branchingRatio(other, 1.045);
    const nSz = branchingRatio({ ...other, ...subduction }, 1.045);
    assert.ok(nOther > 0.3 && nSz > nOther && nSz < 1, `${nOther} ${nSz}`);
    // On the training catalogue (before 2020-10-24), the rounded constants give the fit's log-likelihood, and the
    // shipped global set its own: -110,236.3 and -110,296.5.
    const { readFileSync } = await import('node:fs');
    const { buildFitData } = await import('../../../../scripts/fit-etas.js');
    const { HINDCAST_CSV } = await import('../../../../scripts/hindcast-data.js');
    const csv = readFileSync(new URL(`../../../fixtures/recorded/${HINDCAST_CSV}`, import.meta.url), 'utf8');
    const { data } = buildFitData(csv, Date.parse('2020-10-24T00:00:00Z'));
    const g = EARTHQUAKE_MODEL.etas;
    const floorPerKm2Day = 2.6e-16;
    const regimes = etasLogLikelihood(data, { ...other, floorPerKm2Day, subduction });
    const global = etasLogLikelihood(data, {
      productivity: g.productivity,
      alpha: g.alpha,
      deepFactor: g.deepFactor,
      c: g.c,
      p: g.p,
      widthKm: g.widthKm,
      widthExponent: g.widthExponent,
      backgroundScale: g.backgroundScale,
      floorPerKm2Day,
    });
    close(regimes, -110_236.3, 1, 'per regime');
    close(global, -110_296.5, 1, 'global');
  });
});
