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
  // Neighbours are searched outwards in x order; a side stops once its x gap alone exceeds the kk-th distance so far
  // (the same kk smallest distances as a scan of every point, at a fraction of the pairs).
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => points[a]!.xKm - points[b]!.xKm);
  const consider = (p: PlanePoint, q: PlanePoint): boolean => {
    if ((p.xKm - q.xKm) ** 2 >= nearest[kk - 1]!) return false;
    const d2 = (p.xKm - q.xKm) ** 2 + (p.yKm - q.yKm) ** 2;
    if (d2 < nearest[kk - 1]!) {
      let m = kk - 1;
      while (m > 0 && nearest[m - 1]! > d2) {
        nearest[m] = nearest[m - 1]!;
        m--;
      }
      nearest[m] = d2;
    }
    return true;
  };
  for (let pos = 0; pos < n; pos++) {
    const i = order[pos]!;
    const p = points[i]!;
    nearest.fill(Number.POSITIVE_INFINITY);
    for (let left = pos - 1, right = pos + 1, goLeft = left >= 0, goRight = right < n; goLeft || goRight;) {
      if (goLeft) {
        goLeft = consider(p, points[order[left]!]!) && --left >= 0;
      }
      if (goRight) {
        goRight = consider(p, points[order[right]!]!) && ++right < n;
      }
    }
    const seen = n - 1;
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

/**
 * Share of a kernel of width `dKm` centred `offsetKm` from a disc's centre that falls inside the disc of
 * radius `radiusKm`, in closed form. The kernel d / (2π (r² + d²)^{3/2}) is the Poisson kernel of the
 * half-space: d dA / (2π ρ³) is the solid angle dΩ / 2π under which the area dA is seen from the point at
 * height d above the kernel's centre (ρ its distance to dA). So the share of the kernel in a disc is the
 * solid angle of the disc seen from that point, over 2π: Paxton (1959, Rev. Sci. Instrum. 30:254) in complete
 * elliptic integrals, here in the form of Tryka (1999, Rev. Sci. Instrum. 70:3915). With r = D / R, z = d / R,
 * k² = 4r / ((1 + r)² + z²), n = 4r / (1 + r)², ε = (r − 1) / (r + 1):
 *   Ω = 2π Θ(1 − r) − 2z / √((1 + r)² + z²) · [K(k) − ε Π(n, k)],   Θ(0) = 1/2,
 * and K − ε Π is one general complete elliptic integral, cel(k_c, ε², 1 − ε, ε² − ε) (Bulirsch 1969), since
 * 1 − n = ε². Checked against a 25,600-node Gauss–Legendre integration in polar coordinates around the kernel
 * (test/unit/hazards/earthquake/kernel-share.test.ts): absolute error below 1e-13, relative at most 2e-8 (pinned at 1e-6) down to
 * shares of 1e-10. It replaced a 20-point Gauss–Legendre quadrature over the kernel's radial share (errors up to
 * 1.5e-4 near the disc's edge) at a seventh of the cost.
 */
export function kernelShareInDisc(dKm: number, offsetKm: number, radiusKm: number): number {
  const R = Math.max(0, radiusKm);
  if (R === 0) return 0;
  const D = Math.max(0, offsetKm);
  if (Number.isNaN(dKm) || Number.isNaN(offsetKm) || Number.isNaN(radiusKm)) return Number.NaN;
  if (!(dKm > 0)) return D < R ? 1 : D === R ? 0.5 : 0;
  // An infinitely wide kernel puts nothing in a finite disc; an infinite disc holds all of a kernel at a finite offset.
  if (dKm === Number.POSITIVE_INFINITY) return R === Number.POSITIVE_INFINITY && D < R ? 1 : 0;
  if (R === Number.POSITIVE_INFINITY) return D < R ? 1 : 0;
  if (D === Number.POSITIVE_INFINITY) return 0;
  const z = dKm / R;
  const r = D / R;
  if (r < 1e-9) return 1 - z / Math.sqrt(1 + z * z);
  const sum2 = (1 + r) * (1 + r) + z * z;
  const kc = Math.sqrt(((r - 1) * (r - 1) + z * z) / sum2);
  const eps = (r - 1) / (r + 1);
  const bracket = cel(kc, eps * eps, 1 - eps, eps * eps - eps);
  const inside = r < 1 ? 1 : r === 1 ? 0.5 : 0;
  const share = inside - (z / (Math.PI * Math.sqrt(sum2))) * bracket;
  return share < 0 ? 0 : share > 1 ? 1 : share;
}

/**
 * Bulirsch's (1969, Numer. Math. 13:305) general complete elliptic integral
 * cel(k_c, p, a, b) = ∫_0^{π/2} (a cos²φ + b sin²φ) / ((cos²φ + p sin²φ) √(cos²φ + k_c² sin²φ)) dφ,
 * by his AGM-like iteration (quadratic convergence; stopping at a relative 1e-9 step gives full double precision).
 * Non-finite input gives a non-finite or meaningless value, never an endless loop.
 */
export function cel(kc: number, p: number, a: number, b: number): number {
  let qc = Math.abs(kc);
  if (qc === 0) return Number.POSITIVE_INFINITY;
  let e = qc;
  let em = 1;
  let f: number;
  let g: number;
  if (p > 0) {
    p = Math.sqrt(p);
    b /= p;
  } else {
    f = qc * qc;
    let q = 1 - f;
    g = 1 - p;
    f -= p;
    q *= b - a * p;
    p = Math.sqrt(f / g);
    a = (a - b) / g;
    b = -q / (g * g * p) + a * p;
  }
  // Quadratic convergence: a handful of steps for any k_c in (0, 1]; the cap only guards against non-finite input.
  for (let step = 0; step < 60; step++) {
    f = a;
    a += b / p;
    g = e / p;
    b += f * g;
    b += b;
    p = g + p;
    g = em;
    em += qc;
    if (Math.abs(g - qc) <= g * 1e-9) break;
    qc = Math.sqrt(e);
    qc += qc;
    e = qc * em;
  }
  return ((Math.PI / 2) * (b + a * em)) / (em * (em + p));
}

/** Share of a kernel inside each annulus [edges[j], edges[j+1]) around the site (edges ascending, from 0). */
export function kernelSharesInAnnuli(dKm: number, offsetKm: number, edgesKm: readonly number[]): number[] {
  const out = new Array<number>(Math.max(0, edgesKm.length - 1)).fill(0);
  addKernelSharesInAnnuli(dKm, offsetKm, edgesKm, 1, out, 0, 1);
  return out;
}

/**
 * Adds weight × (share of the kernel in annulus j) to out[offset + j × stride] for each annulus of `edgesKm`
 * (the shaking grid's layout), without allocating: the hot path of the shaking integral.
 */
export function addKernelSharesInAnnuli(
  dKm: number,
  offsetKm: number,
  edgesKm: readonly number[],
  weight: number,
  out: Float64Array | number[],
  offset: number,
  stride: number,
): void {
  let previous = kernelShareInDisc(dKm, offsetKm, edgesKm[0]!);
  for (let j = 0; j + 1 < edgesKm.length; j++) {
    const next = kernelShareInDisc(dKm, offsetKm, edgesKm[j + 1]!);
    const share = next - previous;
    out[offset + j * stride]! += weight * (share > 0 ? share : 0);
    previous = next;
  }
}
