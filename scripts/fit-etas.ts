// `npm run fit:etas -- [--before 2020-10-24] [--regimes [--cold]] [csv]`: maximum-likelihood fit of the ETAS triggering parameters
// (src-server/hazards/earthquake/etas.ts) on the real USGS M5+ catalogue up to a date (by default the start of
// the hindcast's test period, so the test windows stay out of sample). The background is what the app computes:
// mainshocks above Mc 5.2 after Uhrhammer (1986) declustering, spread by the Helmstetter et al. (2007) adaptive
// kernels (k = 2, 10-50 km), each counting 10^(-b (5 - Mc)) M5+ events; at each target event it leaves the
// target's own kernel out. A six-month warm-up lets the sequences already under way at the file's start act
// as parents only. Prints the fitted constants for EARTHQUAKE_MODEL.etas and the log-likelihoods. With
// --regimes, parents over a slab (EARTHQUAKE_MODEL.etasRegimes.rule, on the whole training catalogue) get their own
// K, alpha, c, p (EARTHQUAKE_MODEL.etasRegimes), fitted jointly with the shared terms, started from the global set
// (--cold: from the generic start, to check the optimum).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bValueMle } from '../src-server/hazards/earthquake/b-value.js';
import { binMagnitude } from '../src-server/hazards/earthquake/completeness.js';
import { uhrhammerWindow } from '../src-server/hazards/earthquake/declustering.js';
import {
  branchingRatio,
  etasLogLikelihood,
  isSubductionParent,
  type EtasFitData,
  type EtasFree,
} from '../src-server/hazards/earthquake/etas.js';
import { EARTHQUAKE_MODEL } from '../src-server/hazards/earthquake/model-configuration.js';
import { kernelDensity } from '../src-server/hazards/earthquake/smoothed-seismicity.js';
import { nelderMead } from '../src-server/science/nelder-mead.js';
import { distanceKm } from '../src-server/shared/geo.js';
import { HINDCAST_CSV, parseUsgsCsv } from './hindcast-data.js';

const DAY = 86_400_000;
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const before = new Date(flag('--before') ?? '2020-10-24T00:00:00Z');
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1]!.startsWith('--')));
const csvPath = positional[0] ?? fileURLToPath(new URL(`../test/fixtures/recorded/${HINDCAST_CSV}`, import.meta.url));
const CATALOGUE_START = Date.parse('2015-10-23T00:00:00Z');
const WARM_UP_DAYS = 182.625;
const CUTOFF_KM = 1000;
/** Triggering counted up to five years after a parent: the longest lag in the five fitted years. */
const MAX_LAG_DAYS = 5 * 365.25;
const M0 = 5.0;
const MC = 5.2;
const EARTH_KM2 = 4 * Math.PI * 6371.0088 ** 2;

export function buildFitData(csvText: string, beforeMs: number): { data: EtasFitData; b: number; mainshocks: number } {
  const quakes = parseUsgsCsv(csvText)
    .map((q) => ({ q, t: (Date.parse(q.time) - CATALOGUE_START) / DAY, m: binMagnitude(q.magnitude) }))
    .filter((x) => x.t >= 0 && x.t < (beforeMs - CATALOGUE_START) / DAY && x.m >= M0 - 1e-9)
    .sort((a, b) => a.t - b.t);
  const n = quakes.length;
  // The regime rule sees the whole training catalogue's intermediate-depth events, as the forecast sees its query's.
  const rule = EARTHQUAKE_MODEL.etasRegimes.rule;
  const deepEvents = quakes.filter((x) => x.q.depthKm !== null && x.q.depthKm >= rule.depthKm).map((x) => x.q);
  const tEnd = (beforeMs - CATALOGUE_START) / DAY;
  const tStart = WARM_UP_DAYS;
  const dist = (i: number, j: number) => distanceKm(quakes[i]!.q.lat, quakes[i]!.q.lng, quakes[j]!.q.lat, quakes[j]!.q.lng);

  // The app's background estimator on the whole catalogue: complete events, declustered, smoothed.
  const complete = quakes.map((_, i) => i).filter((i) => quakes[i]!.m >= MC - 1e-9);
  const bValue = bValueMle(complete.map((i) => ({ magnitude: quakes[i]!.m, mc: MC }))).b;
  const claimed = new Map<number, number>();
  for (const i of [...complete].sort((a, b) => quakes[b]!.m - quakes[a]!.m || quakes[a]!.t - quakes[b]!.t)) {
    if (claimed.has(i)) continue;
    claimed.set(i, i);
    const w = uhrhammerWindow(quakes[i]!.m);
    for (const j of complete)
      if (!claimed.has(j) && Math.abs(quakes[j]!.t - quakes[i]!.t) <= w.days && dist(i, j) <= w.distanceKm) claimed.set(j, i);
  }
  const mains = complete.filter((i) => claimed.get(i) === i);
  const s = EARTHQUAKE_MODEL.smoothing;
  const widths = mains.map((i) => {
    const d = mains
      .filter((j) => j !== i)
      .map((j) => dist(i, j))
      .sort((a, b) => a - b);
    return Math.min(s.maxBandwidthKm, Math.max(s.minBandwidthKm, d[Math.min(s.neighbours, d.length) - 1] ?? s.maxBandwidthKm));
  });
  const weight = 10 ** (-bValue * (M0 - MC)) / tEnd;

  const targets: number[] = [];
  const background: number[] = [];
  const pairStart: number[] = [0];
  const pairParent: number[] = [];
  const pairDt: number[] = [];
  const pairR2: number[] = [];
  for (let j = 0; j < n; j++) {
    if (quakes[j]!.t < tStart) continue;
    targets.push(j);
    let bg = 0;
    mains.forEach((k, idx) => {
      if (k !== j) bg += weight * kernelDensity(dist(j, k), widths[idx]!);
    });
    background.push(bg);
    for (let i = 0; i < j; i++) {
      const dt = quakes[j]!.t - quakes[i]!.t;
      if (!(dt > 0) || dt > MAX_LAG_DAYS) continue;
      const r = dist(i, j);
      if (r > CUTOFF_KM) continue;
      pairParent.push(i);
      pairDt.push(dt);
      pairR2.push(r * r);
    }
    pairStart.push(pairParent.length);
  }
  const data: EtasFitData = {
    m0: M0,
    t: Float64Array.from(quakes.map((x) => x.t)),
    m: Float64Array.from(quakes.map((x) => x.m)),
    deep: Uint8Array.from(quakes.map((x) => (x.q.depthKm !== null && x.q.depthKm >= EARTHQUAKE_MODEL.etas.deepKm ? 1 : 0))),
    subduction: Uint8Array.from(quakes.map((x) => (isSubductionParent(x.q, deepEvents, EARTHQUAKE_MODEL.etasRegimes.rule) ? 1 : 0))),
    targets: Int32Array.from(targets),
    background: Float64Array.from(background),
    backgroundTotal: mains.length * weight * (tEnd - tStart),
    pairStart: Int32Array.from(pairStart),
    pairParent: Int32Array.from(pairParent),
    pairDt: Float64Array.from(pairDt),
    pairR2: Float64Array.from(pairR2),
    tStart,
    tEnd,
    cutoffKm: CUTOFF_KM,
    maxLagDays: MAX_LAG_DAYS,
    areaKm2: EARTH_KM2,
  };
  return { data, b: bValue, mainshocks: mains.length };
}

const regimes = args.includes('--regimes');
const fromVector = (v: number[]): EtasFree => ({
  productivity: Math.exp(v[0]!),
  alpha: v[1]!,
  deepFactor: Math.exp(v[2]!),
  c: Math.exp(v[3]!),
  p: v[4]!,
  widthKm: Math.exp(v[5]!),
  widthExponent: v[6]!,
  backgroundScale: Math.exp(v[7]!),
  floorPerKm2Day: Math.exp(v[8]!),
  ...(v.length > 9 ? { subduction: { productivity: Math.exp(v[9]!), alpha: v[10]!, c: Math.exp(v[11]!), p: v[12]! } } : {}),
});

/**
 * Maximum likelihood by restarted Nelder-Mead. `start` (optional): a starting EtasFree; with `perRegime`, the
 * subduction parents get their own K, alpha, c, p (started from the global values when `start` has none).
 */
export function fitEtas(data: EtasFitData, perRegime = false, start?: EtasFree): { x: EtasFree; logLikelihood: number } {
  const f = (v: number[]) => {
    const ll = etasLogLikelihood(data, fromVector(v));
    return Number.isFinite(ll) ? -ll : 1e300;
  };
  // Start: Reasenberg-Jones-like productivity (10^-2.4 per day), c = 0.02 d, p = 1, 20 km kernels growing with rupture length, background as estimated.
  let v = start
    ? [
        Math.log(start.productivity),
        start.alpha,
        Math.log(start.deepFactor),
        Math.log(start.c),
        start.p,
        Math.log(start.widthKm),
        start.widthExponent,
        Math.log(start.backgroundScale),
        Math.log(start.floorPerKm2Day),
      ]
    : [Math.log(0.004), 0.8, Math.log(0.3), Math.log(0.02), 1, Math.log(20), 0.4, Math.log(1), Math.log(1e-10)];
  if (perRegime) {
    const sz = start?.subduction ?? { productivity: Math.exp(v[0]!), alpha: v[1]!, c: Math.exp(v[3]!), p: v[4]! };
    v.push(Math.log(sz.productivity), sz.alpha, Math.log(sz.c), sz.p);
  }
  let best = f(v);
  for (let round = 0; round < 8; round++) {
    const r = nelderMead(f, v, { step: round === 0 ? 0.5 : 0.2, maxIterations: 4000, tolerance: 1e-10 });
    const gain = best - r.fx;
    v = r.x;
    best = r.fx;
    if (round > 0 && gain < 1e-3) break;
  }
  return { x: fromVector(v), logLikelihood: -best };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const { data, b, mainshocks } = buildFitData(readFileSync(csvPath, 'utf8'), before.getTime());
  console.log(
    `catalogue ${csvPath}, M >= ${M0} before ${before.toISOString().slice(0, 10)}: ${data.t.length} events, ${data.targets.length} targets after a ${WARM_UP_DAYS}-day warm-up, ${data.pairParent.length} parent pairs within ${CUTOFF_KM} km; background: ${mainshocks} mainshocks M >= ${MC}, b = ${b.toFixed(3)} (${Date.now() - started} ms)`,
  );
  const backgroundOnly = etasLogLikelihood(data, {
    productivity: 1e-12,
    alpha: 0,
    deepFactor: 1,
    c: 0.02,
    p: 1,
    widthKm: 20,
    widthExponent: 0,
    backgroundScale: 1,
    floorPerKm2Day: 1e-10,
  });
  const subductionParents = data.subduction!.reduce((a, b) => a + b, 0);
  const g = EARTHQUAKE_MODEL.etas;
  // The global set as shipped (its floor was nil), scored on the same data, for comparison.
  const globalLl = etasLogLikelihood(data, {
    productivity: g.productivity,
    alpha: g.alpha,
    deepFactor: g.deepFactor,
    c: g.c,
    p: g.p,
    widthKm: g.widthKm,
    widthExponent: g.widthExponent,
    backgroundScale: g.backgroundScale,
    floorPerKm2Day: 2e-16,
  });
  console.log(
    `regime rule: >= ${EARTHQUAKE_MODEL.etasRegimes.rule.minEvents} events deeper than ${EARTHQUAKE_MODEL.etasRegimes.rule.depthKm} km within ${EARTHQUAKE_MODEL.etasRegimes.rule.radiusKm} km: ${subductionParents} of ${data.t.length} events are subduction parents; shipped global set's log-likelihood ${globalLl.toFixed(1)}`,
  );
  const start: EtasFree | undefined =
    regimes && !args.includes('--cold')
      ? {
          productivity: g.productivity,
          alpha: g.alpha,
          deepFactor: g.deepFactor,
          c: g.c,
          p: g.p,
          widthKm: g.widthKm,
          widthExponent: g.widthExponent,
          backgroundScale: g.backgroundScale,
          floorPerKm2Day: 2e-16,
        }
      : undefined;
  const { x, logLikelihood } = fitEtas(data, regimes, start);
  console.log(
    `log-likelihood: background only (scale 1) ${backgroundOnly.toFixed(1)}; ETAS ${logLikelihood.toFixed(1)} (${Date.now() - started} ms)`,
  );
  console.log(JSON.stringify(x, null, 2));
  const n = branchingRatio({ ...x, m0: M0, deepKm: EARTHQUAKE_MODEL.etas.deepKm, maxLagDays: MAX_LAG_DAYS }, b);
  console.log(
    `branching ratio within ${MAX_LAG_DAYS} days (shallow parents, b = ${b.toFixed(2)}): ${n.toFixed(3)}${regimes ? ' (other regime)' : ''}`,
  );
  if (x.subduction) {
    const nz = branchingRatio({ ...x, ...x.subduction, m0: M0, deepKm: EARTHQUAKE_MODEL.etas.deepKm, maxLagDays: MAX_LAG_DAYS }, b);
    console.log(`branching ratio, subduction parents (shallow): ${nz.toFixed(3)}`);
  }
}
