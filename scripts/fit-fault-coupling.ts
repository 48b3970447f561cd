// `npm run fit:fault-coupling`: fits the seismic coupling χ of the fault sources (FAULT_MODEL.coupling in
// src-server/hazards/earthquake/fault-sources.ts) from the long catalogue: the declustered, complete M6+ mainshocks of
// 1904-2025 shallower than FAULT_MODEL.shallowKm and crustal by the Slab2 classification (slab.ts) within
// FAULT_MODEL.bufferKm of a shipped fault trace, each counting
// 1 / T(M) per year (T the years its size has been complete), against the M6+ rate the same sections predict with
// χ = 1 (moment-rate balanced, characteristic distribution, b the long catalogue's global value). χ = observed /
// predicted, worldwide; a 95 % interval from the Poisson count of the observed events. Also printed: the same ratio
// by slip-rate class, to show where the sections over- or under-predict.
import {
  FAULT_MODEL,
  faultSections,
  shippedFaultSystems,
  systemSource,
  type SectionSource,
} from '../src-server/hazards/earthquake/fault-sources.js';
import { EARTHQUAKE_MODEL } from '../src-server/hazards/earthquake/model-configuration.js';
import { LONG_CATALOGUE, yearsComplete } from '../src-server/hazards/earthquake/long-catalogue.js';
import { sourceType } from '../src-server/hazards/earthquake/slab.js';
import { distanceKm } from '../src-server/shared/geo.js';
import { declusterSphere, LONG_END, loadLongCatalogue } from './long-catalogue-data.js';

function main(): void {
  const mags = { mMin: LONG_CATALOGUE.minMagnitude, maxMagnitude: EARTHQUAKE_MODEL.maxMagnitude, b: LONG_CATALOGUE.globalB };
  // The sources the app uses: fault systems (one section, or several of one fault joined end to end, fault-systems.ts).
  const sections = shippedFaultSystems()
    .map((sys) => ({ sys, src: systemSource(sys, mags, 1) }))
    .filter((x): x is { sys: (typeof x)['sys']; src: SectionSource } => x.src !== null)
    .map(({ sys, src }) => ({ src, slipRateMmYr: sys.sections.reduce((s, x) => s + x.section.slipRateMmYr, 0) / sys.sections.length }));
  // A 1-degree index of the sections' points, to find the events near a trace quickly.
  const cells = new Map<string, number[]>();
  sections.forEach(({ src }, i) => {
    for (const [lng, lat] of src.points) {
      const key = `${Math.floor(lat)}|${Math.floor(lng)}`;
      const list = cells.get(key);
      if (!list) cells.set(key, [i]);
      else if (list.at(-1) !== i) list.push(i);
    }
  });
  const nearestSection = (lat: number, lng: number): number => {
    let best = -1;
    let bestD: number = FAULT_MODEL.bufferKm;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        for (const i of cells.get(`${Math.floor(lat) + dy}|${Math.floor(lng) + dx}`) ?? []) {
          for (const [plng, plat] of sections[i]!.src.points) {
            const d = distanceKm(lat, lng, plat, plng);
            if (d <= bestD) {
              bestD = d;
              best = i;
            }
          }
        }
      }
    }
    return best;
  };

  // Crustal mainshocks only (slab.ts): interface and intraslab events near a trace are not the crustal fault's.
  const mains = declusterSphere(loadLongCatalogue()).filter(
    (e) => (e.depth === null || e.depth < FAULT_MODEL.shallowKm) && sourceType(e.lat, e.lng, e.depth, e.depthKnown).kind === 'crustal',
  );
  const observedBy = new Float64Array(sections.length);
  let events = 0;
  for (const e of mains) {
    const i = nearestSection(e.lat, e.lng);
    if (i < 0) continue;
    events++;
    observedBy[i]! += 1 / yearsComplete(e.m, LONG_END);
  }
  const predicted = sections.reduce((s, x) => s + x.src.ratePerYear, 0);
  const observed = observedBy.reduce((s, x) => s + x, 0);
  const chi = observed / predicted;
  // Poisson interval on the count, carried to the rate.
  const lo = chi * ((Math.sqrt(events) - 0.98) ** 2 / events);
  const hi = chi * ((Math.sqrt(events + 1) + 0.98) ** 2 / events);
  console.log(
    `${sections.length} fault systems able to host M${mags.mMin}+ (${shippedFaultSystems().length} systems of ${faultSections().length} sections); ${mains.length} shallow mainshocks, ${events} within ${FAULT_MODEL.bufferKm} km of a trace`,
  );
  console.log(`M6+ rate near the traces: observed ${observed.toFixed(3)} per year, predicted with χ = 1 ${predicted.toFixed(3)} per year`);
  console.log(`χ = ${chi.toFixed(3)} (95 % interval about ${lo.toFixed(3)}-${hi.toFixed(3)} from the count)`);
  for (const [from, to] of [
    [0, 1],
    [1, 5],
    [5, 15],
    [15, 100],
  ] as const) {
    const idx = sections.map((x, i) => (x.slipRateMmYr >= from && x.slipRateMmYr < to ? i : -1)).filter((i) => i >= 0);
    const p = idx.reduce((s, i) => s + sections[i]!.src.ratePerYear, 0);
    const o = idx.reduce((s, i) => s + observedBy[i]!, 0);
    console.log(
      `  slip ${from}-${to} mm/yr: ${idx.length} systems, observed ${o.toFixed(3)}, predicted ${p.toFixed(3)}, ratio ${(o / p).toFixed(2)}`,
    );
  }
}

main();
