// The kernel's share inside a disc (smoothed-seismicity.ts kernelShareInDisc), now in closed form (the disc's solid
// angle from the point at height d, in complete elliptic integrals), pinned against an independent quadrature at random
// points: every source, sequence and ETAS parent, every annulus and every place goes through it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  adaptiveBandwidths,
  cel,
  kernelShareInDisc,
  kernelSharesInAnnuli,
} from '../../../../src-server/hazards/earthquake/smoothed-seismicity.js';

/** Gauss-Legendre nodes and weights on [-1, 1] (Newton on the Legendre recurrence). */
function gaussLegendre(n: number): { x: number[]; w: number[] } {
  const x: number[] = [];
  const w: number[] = [];
  const legendre = (t: number) => {
    let p0 = 1;
    let p1 = t;
    for (let k = 2; k <= n; k++) [p0, p1] = [p1, ((2 * k - 1) * t * p1 - (k - 1) * p0) / k];
    return { p: p1, dp: (n * (t * p1 - p0)) / (t * t - 1) };
  };
  for (let i = 1; i <= n; i++) {
    let t = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    for (let it = 0; it < 100; it++) {
      const { p, dp } = legendre(t);
      const step = p / dp;
      t -= step;
      if (Math.abs(step) < 1e-16) break;
    }
    const { dp } = legendre(t);
    x.push(t);
    w.push(2 / ((1 - t * t) * dp * dp));
  }
  return { x, w };
}

const GL = gaussLegendre(200);
/** ∫_a^b f, composite Gauss-Legendre: `pieces` panels of 200 nodes. */
function integrate(f: (t: number) => number, a: number, b: number, pieces: number): number {
  const h = (b - a) / pieces;
  let s = 0;
  for (let p = 0; p < pieces; p++) {
    const mid = a + (p + 0.5) * h;
    for (let i = 0; i < GL.x.length; i++) s += GL.w[i]! * f(mid + (GL.x[i]! * h) / 2);
  }
  return (s * h) / 2;
}

/**
 * The reference: polar coordinates around the kernel's centre, where the radial integral is the kernel's CDF
 * F(ρ) = 1 − d / √(ρ² + d²). Centre inside the disc: the ray at angle φ leaves it at ρ(φ) = −D cos φ + √(R² − D² sin² φ),
 * share = (1/π) ∫_0^π F(ρ(φ)) dφ (a smooth periodic integrand). Outside: rays within φ_max = asin(R/D) cross it
 * between ρ± = D cos φ ± √(R² − D² sin² φ); with sin φ = (R/D) sin t the square root's end point becomes smooth:
 * share = (1/π) ∫_0^{π/2} (F(ρ+) − F(ρ−)) dφ/dt dt. 128 panels × 200 nodes.
 */
function referenceShare(d: number, D: number, R: number): number {
  const F = (rho: number) => 1 - d / Math.sqrt(rho * rho + d * d);
  if (D < R) return integrate((phi) => F(-D * Math.cos(phi) + Math.sqrt(R * R - D * D * Math.sin(phi) ** 2)), 0, Math.PI, 128) / Math.PI;
  return (
    integrate(
      (t) => {
        const phi = Math.asin((R / D) * Math.sin(t));
        const c = Math.cos(phi);
        const root = R * Math.cos(t);
        return ((F(D * c + root) - F(D * c - root)) * ((R / D) * Math.cos(t))) / c;
      },
      0,
      Math.PI / 2,
      128,
    ) / Math.PI
  );
}

function seededRandom(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

describe('kernel share in a disc: closed form (solid angle of the disc) against quadrature', () => {
  test("at 3,000 random kernels and discs of the model's ranges: |error| < 1e-13, relative < 1e-6 down to shares of 1e-10", () => {
    const random = seededRandom(20261123);
    let worstAbs = 0;
    let worstRel = 0;
    for (let i = 0; i < 3000; i++) {
      // Widths 5-60 km (kernels 10-50 km, ETAS 6.4-26 km, sequences up to half a rupture), offsets to 450 km
      // (denser near the site), radii 0-400 km (the shaking annuli and the 150 km companion).
      const d = 5 + 55 * random();
      const D = 450 * random() ** 2;
      const R = 400 * random();
      const exact = referenceShare(d, D, R);
      const closed = kernelShareInDisc(d, D, R);
      worstAbs = Math.max(worstAbs, Math.abs(closed - exact));
      if (exact > 1e-10) worstRel = Math.max(worstRel, Math.abs(closed - exact) / exact);
    }
    assert.ok(worstAbs < 1e-13, `worst absolute error ${worstAbs}`);
    assert.ok(worstRel < 1e-6, `worst relative error ${worstRel}`);
  });

  test("on and near the disc's edge (D = R, where the formula's two terms jump), and at the centre", () => {
    for (const [d, R] of [
      [10, 100],
      [6, 400],
      [50, 5],
    ] as const) {
      for (const e of [0, 1e-14, -1e-14, 1e-10, -1e-10, 1e-6, -1e-6, 1e-3, -1e-3]) {
        const D = R * (1 + e);
        assert.ok(Math.abs(kernelShareInDisc(d, D, R) - referenceShare(d, D, R)) < 1e-13, `d ${d} R ${R} D ${D}`);
      }
      assert.ok(Math.abs(kernelShareInDisc(d, 0, R) - (1 - d / Math.sqrt(R * R + d * d))) < 1e-15);
    }
    assert.equal(kernelShareInDisc(10, 50, 0), 0);
    assert.equal(kernelShareInDisc(0, 50, 60), 1);
    assert.equal(kernelShareInDisc(0, 70, 60), 0);
  });

  test('non-finite input (an M 1e308 from a broken feed makes an infinitely wide ETAS kernel) ends, never loops', () => {
    assert.equal(kernelShareInDisc(Number.POSITIVE_INFINITY, 50, 150), 0);
    assert.equal(kernelShareInDisc(20, Number.POSITIVE_INFINITY, 150), 0);
    assert.equal(kernelShareInDisc(20, 50, Number.POSITIVE_INFINITY), 1);
    assert.ok(Number.isNaN(kernelShareInDisc(Number.NaN, 50, 150)));
    assert.ok(Number.isNaN(kernelShareInDisc(20, Number.NaN, 150)));
    assert.ok(!Number.isFinite(cel(Number.NaN, 1, 1, 1)) || Number.isNaN(cel(Number.NaN, 1, 1, 1)));
  });

  test('far outside the disc the share is the density times the area (d R² / (2 (D² + d²)^{3/2}))', () => {
    const d = 10;
    const D = 300;
    const R = 1;
    const share = kernelShareInDisc(d, D, R);
    assert.ok(Math.abs(share / ((d * R * R) / (2 * (D * D + d * d) ** 1.5)) - 1) < 1e-4, String(share));
  });

  test("Bulirsch's cel gives K(k) and E(k) (Abramowitz & Stegun 17.3: K(sin 30°) = 1.685750354812596, E(sin 30°) = 1.467462209339427)", () => {
    const k = 0.5;
    const kc = Math.sqrt(1 - k * k);
    assert.ok(Math.abs(cel(kc, 1, 1, 1) - 1.685750354812596) < 1e-14);
    assert.ok(Math.abs(cel(kc, 1, 1, kc * kc) - 1.467462209339427) < 1e-14);
  });

  test('annuli shares add up to the share in the outermost disc and are never negative', () => {
    const edges = [0, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90, 110, 130, 150, 175, 200, 250, 300, 400];
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const d = 6 + 44 * random();
      const D = 350 * random();
      const shares = kernelSharesInAnnuli(d, D, edges);
      assert.ok(shares.every((s) => s >= 0));
      assert.ok(Math.abs(shares.reduce((s, x) => s + x, 0) - kernelShareInDisc(d, D, 400)) < 1e-13);
    }
  });
});

describe('adaptive bandwidths: the pruned neighbour search finds what a scan of every pair finds', () => {
  test('200 random point sets, k = 1..4, with duplicates', () => {
    const random = seededRandom(11);
    for (let set = 0; set < 200; set++) {
      const n = 1 + Math.floor(random() * 60);
      const pts = Array.from({ length: n }, () => ({ xKm: Math.round(600 * random() - 300), yKm: Math.round(600 * random() - 300) }));
      if (n > 3) pts.push({ ...pts[0]! });
      for (const k of [1, 2, 3, 4]) {
        const brute = pts.map((p, i) => {
          const d2 = pts.flatMap((q, j) => (j === i ? [] : [(p.xKm - q.xKm) ** 2 + (p.yKm - q.yKm) ** 2])).sort((a, b) => a - b);
          const d = d2.length === 0 ? 80 : Math.sqrt(d2[Math.min(k, d2.length) - 1]!);
          return Math.min(80, Math.max(10, d));
        });
        assert.deepEqual(adaptiveBandwidths(pts, k, 10, 80), brute);
      }
    }
  });
});
