// `npm run fit:long-rates`: fits the adaptive kernels of the long catalogue's large-earthquake rates
// (LONG_CATALOGUE.smoothing in src-server/hazards/earthquake/long-catalogue.ts) by the likelihood of later events, as
// Helmstetter, Kagan & Jackson (2007) fitted theirs: the M >= 6 mainshocks of the ISC-GEM catalogue (data/isc-gem.ts)
// before 2000-01-01, each counting 1 / T(M) per year (T the years its size was complete by then), smoothed with widths
// = distance to the k-th neighbouring mainshock, bounded; scored on the M >= 6 mainshocks of 2000-01-01 .. 2025-10-23
// (ISC-GEM to 2016, then the repo's USGS M5+ file), worldwide, by the Poisson log-likelihood. A uniform share f of the
// rate is spread over the Earth so that no target has zero rate (fitted too, reported, not used by the app, whose
// M >= 5 floor plays that part). Also prints the b-value of all complete mainshocks (Aki-Utsu, each event's era Mc).
import { bValueMle } from '../src-server/hazards/earthquake/b-value.js';
import { longCompletenessAt, yearsComplete } from '../src-server/hazards/earthquake/long-catalogue.js';
import { kernelDensity } from '../src-server/hazards/earthquake/smoothed-seismicity.js';
import { distanceKm, EARTH_RADIUS_KM } from '../src-server/shared/geo.js';
import { declusterSphere, loadLongCatalogue } from './long-catalogue-data.js';

const SPLIT = Date.UTC(2000, 0, 1);
const PAIR_CUTOFF_KM = 2000;
const EARTH_KM2 = 4 * Math.PI * EARTH_RADIUS_KM ** 2;

function main(): void {
  const started = Date.now();
  const all = loadLongCatalogue();
  const learn = declusterSphere(all.filter((e) => e.t < SPLIT));
  const test = declusterSphere(all.filter((e) => e.t >= SPLIT));
  const weights = learn.map((e) => 1 / yearsComplete(e.m, SPLIT));
  const totalRate = weights.reduce((s, w) => s + w, 0);
  console.log(
    `learning: ${learn.length} mainshocks before 2000 (rate of M6+ ${totalRate.toFixed(1)} per year); targets: ${test.length} mainshocks 2000-01-01 .. 2025-10-23`,
  );
  const b = bValueMle([...learn, ...test].map((e) => ({ magnitude: e.m, mc: longCompletenessAt(e.t) })));
  console.log(`b-value of the complete mainshocks: ${b.b.toFixed(3)} +- ${b.sigma.toFixed(3)} (${b.events} events)`);

  // Distances: learning-learning (for the widths) and target-learning pairs within the cutoff.
  const nl = learn.length;
  const neighbourDist = learn.map((e, i) => {
    const row: number[] = [];
    learn.forEach((o, j) => {
      if (i !== j) row.push(distanceKm(e.lat, e.lng, o.lat, o.lng));
    });
    return row.sort((a, b) => a - b).slice(0, 5);
  });
  const pairs: { j: number; i: number; r: number }[] = [];
  test.forEach((e, j) => {
    for (let i = 0; i < nl; i++) {
      const r = distanceKm(e.lat, e.lng, learn[i]!.lat, learn[i]!.lng);
      if (r < PAIR_CUTOFF_KM) pairs.push({ j, i, r });
    }
  });
  console.log(`${pairs.length} target-source pairs within ${PAIR_CUTOFF_KM} km (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  const uniform = totalRate / EARTH_KM2;
  let best = { ll: Number.NEGATIVE_INFINITY, k: 0, dMin: 0, dMax: 0, f: 0 };
  const rows: string[] = [];
  for (const k of [1, 2, 3, 5]) {
    for (const dMin of [5, 10, 15, 20, 25]) {
      for (const dMax of [20, 30, 40, 50, 75, 100, 200]) {
        const d = neighbourDist.map((row) => Math.min(dMax, Math.max(dMin, row[Math.min(k, row.length) - 1]!)));
        const lambda = new Float64Array(test.length);
        for (const p of pairs) lambda[p.j]! += weights[p.i]! * kernelDensity(p.r, d[p.i]!);
        for (const f of [0.0003, 0.001, 0.003, 0.01]) {
          let ll = 0;
          for (let j = 0; j < test.length; j++) ll += Math.log((1 - f) * lambda[j]! + f * uniform);
          rows.push(`k=${k} dMin=${dMin} dMax=${dMax} f=${f}: log-likelihood ${ll.toFixed(1)}`);
          if (ll > best.ll) best = { ll, k, dMin, dMax, f };
        }
      }
    }
  }
  const uniformLl = test.length * Math.log(uniform);
  for (const r of rows.filter((x) => x.includes(`f=${best.f}:`))) console.log(r);
  console.log(
    `best: k = ${best.k}, bounds ${best.dMin}-${best.dMax} km, uniform share ${best.f}: log-likelihood ${best.ll.toFixed(1)} against ${uniformLl.toFixed(1)} for a uniform rate (gain ${((best.ll - uniformLl) / test.length).toFixed(2)} nats, ${(2 ** ((best.ll - uniformLl) / test.length / Math.LN2)).toFixed(0)}x per earthquake) (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

main();
