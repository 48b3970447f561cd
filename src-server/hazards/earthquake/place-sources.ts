// The sources around a place beyond its query catalogue, for the shaking integral and the drivers: the long
// catalogue's large earthquakes (long-catalogue.ts), the fault sections with a slip rate and their ruptures
// (fault-sources.ts, fault-ruptures.ts), the great interface balanced by plate convergence (interface-sources.ts), and
// the site the ground-motion models are evaluated for, with the place's Slab2 interface (interface-ruptures.ts).
import { MAGNITUDE_BIN } from './completeness.js';
import { faultRuptureRates, type FaultRuptureRates } from './fault-ruptures.js';
import { faultSourcesNear, type FaultSource } from './fault-sources.js';
import { interfaceGeometry, type InterfaceGeometry } from './interface-ruptures.js';
import { greatInterfaceNear, type GreatInterface } from './interface-sources.js';
import { largeEarthquakeRates, LONG_CATALOGUE, type LargeRates } from './long-catalogue.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';
import type { Seismicity } from './seismicity.js';
import type { ShakingSite, SourcePopulation, TectonicSetting } from './site-shaking.js';

/**
 * The long catalogue's large-earthquake rates around the place (long-catalogue.ts), made on first use and kept with the
 * seismicity: the companion forecast (and so the rolling hindcast) never needs them.
 */
const largeOf = new WeakMap<Seismicity, LargeRates>();
export function largeRates(s: Seismicity): LargeRates {
  let rates = largeOf.get(s);
  if (!rates) {
    // The query's own events of M >= 6 after ISC-GEM's end continue the long catalogue to now.
    const recent = s.allEvents
      .filter((e) => e.timeMs >= LONG_CATALOGUE.iscGemEndMs && e.magnitude >= LONG_CATALOGUE.minMagnitude - MAGNITUDE_BIN / 2)
      .map((e) => e.quake);
    rates = largeEarthquakeRates(s.place, EARTHQUAKE_MODEL.query.radiusKm, s.now.getTime(), recent);
    largeOf.set(s, rates);
  }
  return rates;
}

/** The fault sections with a slip rate around the place (fault-sources.ts), made on first use like largeRates. */
const faultsOf = new WeakMap<Seismicity, FaultSource[]>();
export function faultSources(s: Seismicity): FaultSource[] {
  let faults = faultsOf.get(s);
  if (!faults) {
    const c = EARTHQUAKE_MODEL;
    faults = faultSourcesNear(s.place, c.query.radiusKm, {
      mMin: LONG_CATALOGUE.minMagnitude,
      maxMagnitude: c.maxMagnitude,
      b: largeRates(s).bValue.b,
    });
    faultsOf.set(s, faults);
  }
  return faults;
}

/**
 * What depends on the place alone, made once per place process-wide (a new USGS answer is a new Seismicity, and every
 * later catalogue of the place reuses it), like site-shaking's tables: PLACES_KEPT places, then emptied.
 */
const PLACES_KEPT = 256;
function perPlace<T>(make: (place: Seismicity['place']) => T): (s: Seismicity) => T {
  const made = new Map<string, T>();
  return (s) => {
    const key = `${s.place.lat},${s.place.lng}`;
    if (made.has(key)) return made.get(key)!;
    const value = make(s.place);
    if (made.size >= PLACES_KEPT) made.clear();
    made.set(key, value);
    return value;
  };
}

/** The great-interface source (plate convergence, or New Zealand's slip deficit; interface-sources.ts), per place. */
export const greatInterface = perPlace((place): GreatInterface =>
  greatInterfaceNear(place, EARTHQUAKE_MODEL.query.radiusKm, { mMin: LONG_CATALOGUE.minMagnitude, mMax: EARTHQUAKE_MODEL.maxMagnitude }),
);

/** The fault sources' rupture rates by magnitude and distance (fault-ruptures.ts), made on first use like faultSources. */
const faultRuptureOf = new WeakMap<Seismicity, FaultRuptureRates>();
export function faultRupturesOf(s: Seismicity): FaultRuptureRates {
  let rates = faultRuptureOf.get(s);
  if (!rates) {
    rates = faultRuptureRates(s.place, faultSources(s), largeRates(s).bValue.b);
    faultRuptureOf.set(s, rates);
  }
  return rates;
}

/**
 * The place's tectonic setting (site-shaking.ts): subduction where a slab lies below, by the rule that already picks Page
 * et al.'s SZ-GENERIC row (at least two query events deeper than 70 km). Since the Slab2 source types it decides the
 * ground-motion model only of a population without a type of its own, which the forecast no longer makes.
 */
export const tectonicSetting = (s: Seismicity): TectonicSetting => (s.aftershockRegime === 'subduction' ? 'subduction' : 'crustal');

/**
 * The place's subduction interface from Slab2 (interface-ruptures.ts), null where none, per place: its tables, which it
 * carries, serve every later catalogue of that place too.
 */
const placeInterface = perPlace((place): InterfaceGeometry | null => interfaceGeometry(place));

/**
 * The site of the shaking integral: the place's tectonic setting, a Vs30 (default: unknown soil, site class D), and its
 * interface geometry where any of the populations is of interface sources (made only then).
 */
export const shakingSite = (
  s: Seismicity,
  vs30: number,
  populations: readonly SourcePopulation[],
  conversionScatter = true,
): ShakingSite => ({
  setting: tectonicSetting(s),
  vs30,
  conversionScatter,
  interfaceGeometry: populations.some((p) => p.kind === 'interface') ? placeInterface(s) : null,
});
