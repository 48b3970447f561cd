// `npm run fit:interface-coupling`: fits the seismic coupling χ_int of the great-interface source (INTERFACE_MODEL in
// src-server/hazards/earthquake/interface-sources.ts) and the b of its Gutenberg-Richter law from the long catalogue, as
// fit-fault-coupling.ts does for the crustal faults: b by Aki-Utsu on the declustered interface mainshocks (Slab2
// classification, slab.ts), each above its era's Mc; χ_int = the interface mainshocks of M >= fitMinMagnitude with a SUB
// step within reach (each 1 / T(M) a year, 1904-2025) over the rate every Slab2 interface node predicts with χ = 1 at the
// convergence of its nearest PB2002 SUB step (the same MFD the app uses); a 95 % interval from the Poisson count. Also
// printed: the ratio at other thresholds and by plate pair (where the balance over- or under-predicts), and the
// moment-rate ratio (the catalogue's interface moment over μ A v) beside it.
import { bValueMle, grExceedanceShare } from '../src-server/hazards/earthquake/b-value.js';
import { FAULT_MODEL, momentOf } from '../src-server/hazards/earthquake/fault-sources.js';
import { EARTHQUAKE_MODEL } from '../src-server/hazards/earthquake/model-configuration.js';
import {
  balancedRatePerYear,
  INTERFACE_MODEL,
  meanMoment,
  nodeAreaKm2,
  subductionSteps,
} from '../src-server/hazards/earthquake/interface-sources.js';
import { LONG_CATALOGUE, longCompletenessAt, yearsComplete } from '../src-server/hazards/earthquake/long-catalogue.js';
import { interfaceDipAt } from '../src-server/hazards/earthquake/slab-geometry.js';
import { SLAB_MODEL, slabZones, sourceType } from '../src-server/hazards/earthquake/slab.js';
import { declusterSphere, LONG_END, loadLongCatalogue } from './long-catalogue-data.js';

const toVec = (lat: number, lng: number): [number, number, number] => {
  const p = (lat * Math.PI) / 180;
  const l = (lng * Math.PI) / 180;
  return [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)];
};

function main(): void {
  const c = INTERFACE_MODEL;
  const steps = subductionSteps();
  const stepVecs = steps.map((s) => toVec(s.lat, s.lng));
  // The nearest SUB step within reach (chord on the unit sphere), or -1.
  const minDot = Math.cos(c.reachKm / 6371);
  const nearestStep = (lat: number, lng: number): number => {
    const v = toVec(lat, lng);
    let best = -1;
    let bestDot = minDot;
    stepVecs.forEach((s, i) => {
      const d = s[0] * v[0] + s[1] * v[1] + s[2] * v[2];
      if (d >= bestDot) {
        bestDot = d;
        best = i;
      }
    });
    return best;
  };

  // b of the interface mainshocks.
  const mains = declusterSphere(loadLongCatalogue());
  const iface = mains.filter((e) => sourceType(e.lat, e.lng, e.depth, e.depthKnown).kind === 'interface');
  const bFit = bValueMle(iface.map((e) => ({ magnitude: e.m, mc: longCompletenessAt(e.t) })));
  console.log(
    `${mains.length} declustered mainshocks, ${iface.length} interface (Slab2): b = ${bFit.b.toFixed(3)} ± ${bFit.sigma.toFixed(3)} (${bFit.events} complete)`,
  );

  // Every interface node of Slab2 (the app's: oceanic zones, no deeper than the zone's deepest interface, the shallowest slab).
  const mags = { mMin: LONG_CATALOGUE.minMagnitude, mMax: EARTHQUAKE_MODEL.maxMagnitude };
  const m0 = meanMoment(c.b, mags.mMin, mags.mMax);
  const predictedBy = new Float64Array(steps.length);
  const momentBy = new Float64Array(steps.length);
  let nodes = 0;
  let unbalanced = 0;
  let areaKm2 = 0;
  const zones = slabZones();
  for (const z of zones) {
    if (SLAB_MODEL.continentalZones.includes(z.zone)) continue;
    for (let row = 0; row < z.rows; row++) {
      for (let col = 0; col < z.cols; col++) {
        const lat = z.lat0 + row * z.step;
        const lng = ((z.lng0 + col * z.step + 540) % 360) - 180;
        const dip = interfaceDipAt(z, row, col, lng, zones);
        if (!dip) continue;
        nodes++;
        const i = nearestStep(lat, lng);
        if (i < 0) {
          unbalanced++;
          continue;
        }
        const a = nodeAreaKm2(lat, z.step, dip.dipDeg);
        areaKm2 += a;
        predictedBy[i]! += balancedRatePerYear(a, steps[i]!.convergenceMmYr, 1, m0);
        momentBy[i]! += FAULT_MODEL.shearModulusPa * a * 1e6 * Math.max(0, steps[i]!.convergenceMmYr) * 1e-3;
      }
    }
  }
  console.log(
    `${nodes} Slab2 interface nodes, ${unbalanced} with no SUB step within ${c.reachKm} km; balanced area ${(areaKm2 / 1e6).toFixed(2)} million km²; ` +
      `mean moment of an M${mags.mMin}+ (b ${c.b}, to M${mags.mMax}) ${m0.toExponential(3)} N·m`,
  );
  // The steps' own estimate beside it: length x the generic down-dip width (SLAB_MODEL's 45 km at 11 degrees).
  const width = SLAB_MODEL.interfaceBottomKm / Math.sin((SLAB_MODEL.interfaceDipDeg * Math.PI) / 180);
  const lending = steps.filter((_, i) => predictedBy[i]! > 0);
  const km = (list: typeof steps) => list.reduce((s, x) => s + x.lengthKm, 0);
  console.log(
    `SUB steps lending convergence to a node: ${lending.length} of ${steps.length} (${km(lending).toFixed(0)} of ${km(steps).toFixed(0)} km); ` +
      `their length x the generic width ${width.toFixed(0)} km: ${((km(lending) * width) / 1e6).toFixed(2)} million km²`,
  );
  const covered = iface.map((e) => ({ e, i: nearestStep(e.lat, e.lng) })).filter((x) => x.i >= 0);
  const fitAt = (mt: number) => {
    const share = grExceedanceShare(mt, c.b, mags.mMin, mags.mMax);
    const used = covered.filter((x) => x.e.m >= mt - 0.05);
    const observed = used.reduce((s, x) => s + 1 / yearsComplete(x.e.m, LONG_END), 0);
    const predicted = predictedBy.reduce((s, x) => s + x, 0) * share;
    const n = used.length;
    const chi = observed / predicted;
    return {
      n,
      observed,
      predicted,
      chi,
      lo: chi * ((Math.sqrt(n) - 0.98) ** 2 / n),
      hi: chi * ((Math.sqrt(n + 1) + 0.98) ** 2 / n),
      share,
      used,
    };
  };
  for (const mt of [6.0, 6.5, 7.0, 7.5, 8.0, 8.5]) {
    const f = fitAt(mt);
    const mark = mt === c.fitMinMagnitude ? '  <- the fit' : '';
    console.log(
      `M >= ${mt.toFixed(1)}: ${f.n} interface mainshocks, observed ${f.observed.toFixed(3)}/yr, predicted with χ = 1 ${f.predicted.toFixed(3)}/yr: χ = ${f.chi.toFixed(3)} (95 % about ${f.lo.toFixed(3)}-${f.hi.toFixed(3)})${mark}`,
    );
  }
  // Moment: every complete interface mainshock's moment over the span its size has been complete.
  const momentObserved = covered.reduce((s, x) => s + momentOf(x.e.m) / yearsComplete(x.e.m, LONG_END), 0);
  const momentLoaded = momentBy.reduce((s, x) => s + x, 0);
  const aboveCap = covered.filter((x) => x.e.m > mags.mMax + 0.05);
  const momentAbove = aboveCap.reduce((s, x) => s + momentOf(x.e.m) / yearsComplete(x.e.m, LONG_END), 0);
  const fit = fitAt(c.fitMinMagnitude);
  console.log(
    `moment rate: catalogue interface ${momentObserved.toExponential(3)} N·m/yr against μ A v ${momentLoaded.toExponential(3)} N·m/yr: ratio ${(momentObserved / momentLoaded).toFixed(3)}; ` +
      `${aboveCap.length} events above the M${mags.mMax} cap (${aboveCap.map((x) => x.e.m.toFixed(1)).join(', ')}) carry ${((100 * momentAbove) / momentObserved).toFixed(0)} % of it; ` +
      `the fitted source releases ${(fit.chi * momentLoaded).toExponential(3)} N·m/yr`,
  );
  // By plate pair, at the fit's threshold.
  const f = fitAt(c.fitMinMagnitude);
  const pairs = new Map<string, { o: number; p: number; n: number }>();
  steps.forEach((s, i) => {
    const e = pairs.get(s.plates) ?? { o: 0, p: 0, n: 0 };
    e.p += predictedBy[i]! * f.share * f.chi;
    pairs.set(s.plates, e);
  });
  for (const x of f.used) {
    const e = pairs.get(steps[x.i]!.plates)!;
    e.o += 1 / yearsComplete(x.e.m, LONG_END);
    e.n++;
  }
  const rows = [...pairs.entries()].filter(([, v]) => v.p > 0.002 || v.n > 0).sort((a, b) => b[1].p - a[1].p);
  console.log(`by plate pair, M >= ${c.fitMinMagnitude} a year (predicted with the fitted χ): pair events observed predicted`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(6)} ${String(v.n).padStart(4)} ${v.o.toFixed(4)} ${v.p.toFixed(4)}`);
}

main();
