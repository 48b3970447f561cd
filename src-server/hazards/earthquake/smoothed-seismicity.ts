// Spatially smoothed seismicity with adaptive kernels (Helmstetter, Kagan & Jackson 2007, SRL 78(1):78-86):
// each declustered epicentre is spread by a power-law kernel whose width is the distance to its k-th
// nearest neighbour, so dense zones stay sharp and isolated events spread far. Quiet places borrow from
// their neighbours through the kernels' tails. Pure; positions are km on a plane centred on the site.

export interface PlanePoint {
  xKm: number;
  yKm: number;
}

/**
 * Adaptive bandwidths (Helmstetter et al. 2007): d_i = distance from point i to its k-th nearest other
 * point, at least `minKm` (location error) and at most `maxKm`. With fewer than k other points the
 * farthest one sets it, and a lone point gets `maxKm`.
 */
export function adaptiveBandwidths(points: readonly PlanePoint[], k: number, minKm: number, maxKm: number): number[] {
  const n = points.length;
  const out = new Array<number>(n);
  const kk = Math.max(1, Math.floor(k));
  // The kk smallest squared distances, ascending (kk is small: an insertion beats sorting n distances).
  const nearest = new Float64Array(kk);
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    nearest.fill(Number.POSITIVE_INFINITY);
    let seen = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const q = points[j]!;
      const d2 = (p.xKm - q.xKm) ** 2 + (p.yKm - q.yKm) ** 2;
      seen++;
      if (!(d2 < nearest[kk - 1]!)) continue;
      let m = kk - 1;
      while (m > 0 && nearest[m - 1]! > d2) {
        nearest[m] = nearest[m - 1]!;
        m--;
      }
      nearest[m] = d2;
    }
    const d = seen === 0 ? maxKm : Math.sqrt(nearest[Math.min(kk, seen) - 1]!);
    out[i] = Math.min(maxKm, Math.max(minKm, d));
  }
  return out;
}

/** The kernel K_d(r) = d / (2π (r² + d²)^{3/2}) per km² (integrates to 1 over the plane). */
export function kernelDensity(rKm: number, dKm: number): number {
  return dKm / (2 * Math.PI * (rKm * rKm + dKm * dKm) ** 1.5);
}

/** Share of the kernel within distance rho of its centre: F(rho) = 1 - d / sqrt(rho² + d²). */
export function kernelRadialCdf(rhoKm: number, dKm: number): number {
  return rhoKm <= 0 ? 0 : 1 - dKm / Math.sqrt(rhoKm * rhoKm + dKm * dKm);
}

/** Inverse of kernelRadialCdf. */
function radiusAtShare(u: number, dKm: number): number {
  const s = 1 - u;
  return s <= 0 ? Number.POSITIVE_INFINITY : dKm * Math.sqrt(1 / (s * s) - 1);
}

// 20-point Gauss-Legendre nodes and weights on [-1, 1] (Abramowitz & Stegun, Table 25.4).
const GL_X = [
  0.0765265211334973, 0.2277858511416451, 0.3737060887154195, 0.5108670019508271, 0.636053680726515, 0.7463319064601508, 0.8391169718222188,
  0.9122344282513259, 0.9639719272779138, 0.9931285991850949,
];
const GL_W = [
  0.1527533871307258, 0.1491729864726037, 0.1420961093183820, 0.1316886384491766, 0.1181945319615184, 0.1019301198172404, 0.0832767415767048,
  0.0626720483341091, 0.0406014298003869, 0.0176140071391521,
];

/**
 * Share of a kernel of width `dKm` centred `offsetKm` from a disc's centre that falls inside the disc of
 * radius `radiusKm`. Circles of radius rho around the kernel centre lie entirely inside the disc up to
 * R - D; between |R - D| and R + D a fraction acos((rho² + D² - R²) / (2 rho D)) / π of each lies inside.
 * That part is integrated over the kernel's radial share u = F(rho) with 20-point Gauss-Legendre.
 */
export function kernelShareInDisc(dKm: number, offsetKm: number, radiusKm: number): number {
  const D = Math.max(0, offsetKm);
  const R = Math.max(0, radiusKm);
  if (R === 0) return 0;
  if (D < 1e-9) return kernelRadialCdf(R, dKm);
  const inner = D < R ? kernelRadialCdf(R - D, dKm) : 0;
  const u0 = kernelRadialCdf(Math.abs(R - D), dKm);
  const u1 = kernelRadialCdf(R + D, dKm);
  if (!(u1 > u0)) return inner;
  const mid = (u0 + u1) / 2;
  const half = (u1 - u0) / 2;
  // The hot loop of the earthquake model (every source, every annulus, every place): written out, the same
  // arithmetic in the same order as radiusAtShare and the acos share, the node below the midpoint before the one above.
  const DD = D * D;
  const RR = R * R;
  let s = 0;
  for (let i = 0; i < GL_N; i++) {
    const x = half * GL_X[i]!;
    const w = GL_W[i]!;
    s += w * discShare(radiusAtShare(mid - x, dKm), DD, RR, D);
    s += w * discShare(radiusAtShare(mid + x, dKm), DD, RR, D);
  }
  return inner + half * s;
}

const GL_N = GL_X.length;

/** Share of the circle of radius rho around the kernel centre that lies inside the disc (D² and R² given). */
function discShare(rho: number, DD: number, RR: number, D: number): number {
  const c = (rho * rho + DD - RR) / (2 * rho * D);
  return c >= 1 ? 0 : c <= -1 ? 1 : Math.acos(c) / Math.PI;
}

/** Share of a kernel inside each annulus [edges[j], edges[j+1]) around the site (edges ascending, from 0). */
export function kernelSharesInAnnuli(dKm: number, offsetKm: number, edgesKm: readonly number[]): number[] {
  const cum = edgesKm.map((r) => kernelShareInDisc(dKm, offsetKm, r));
  const out: number[] = [];
  for (let j = 0; j + 1 < cum.length; j++) out.push(Math.max(0, cum[j + 1]! - cum[j]!));
  return out;
}
