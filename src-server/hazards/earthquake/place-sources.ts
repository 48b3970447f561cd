// The sources around a place beyond its query catalogue, for the shaking integral and the drivers: the long
// catalogue's large earthquakes (long-catalogue.ts), the fault sections with a slip rate and their ruptures
// (fault-sources.ts, fault-ruptures.ts), the great interface balanced by plate convergence (interface-sources.ts), and
// the place's Slab2 interface the interface ruptures lie on (interface-ruptures.ts).
import { memo } from '../../shared/derived.js';
import type { PlaneEvent } from './catalogue.js';
import { MAGNITUDE_BIN } from './completeness.js';
import { faultRuptureRates, type FaultRuptureRates } from './fault-ruptures.js';
import { faultSourcesNear, type FaultSource } from './fault-sources.js';
import { interfaceGeometry, type InterfaceGeometry } from './interface-ruptures.js';
import { greatInterfaceNear, INTERFACE_MODEL, type GreatInterface } from './interface-sources.js';
import { largeEarthquakeRates, LONG_CATALOGUE, type LargeRates } from './long-catalogue.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';
import { SLAB_MODEL } from './slab.js';

/**
 * The sources around a place, each made on its first read and then kept by the seismicity that carries them (seismicity.ts
 * `around`): the companion forecast (and so the rolling hindcast) never reads them, the shaking forecast reads each
 * several times.
 */
export interface PlaceSources {
  /** The long catalogue's large-earthquake rates around the place, continued to now by the query's own M6+ events. */
  readonly large: LargeRates;
  /** The fault sections with a slip rate around the place, their magnitudes by the large earthquakes' b-value. */
  readonly faults: FaultSource[];
  /** The fault sources' rupture rates by magnitude and distance. */
  readonly faultRuptures: FaultRuptureRates;
  /** The great-interface source (plate convergence, or New Zealand's slip deficit). */
  readonly greatInterface: GreatInterface;
  /** The place's subduction interface from Slab2, null where none. */
  readonly interfaceGeometry: InterfaceGeometry | null;
}

/**
 * What depends on the place alone, once per place for as long as the process runs, like any value derived from the
 * committed tables (shared/derived.ts: kept beside the model constants it reads, keyed by the place's coordinates): a new
 * USGS answer is a new seismicity, and every later catalogue of the place reuses them (the interface geometry carries the
 * place's ground-motion tables).
 */
const greatInterfaceAt = memo((_model: typeof INTERFACE_MODEL, lat: number, lng: number) =>
  greatInterfaceNear({ lat, lng }, EARTHQUAKE_MODEL.query.radiusKm, {
    mMin: LONG_CATALOGUE.minMagnitude,
    mMax: EARTHQUAKE_MODEL.maxMagnitude,
  }),
);
const interfaceGeometryAt = memo((_model: typeof SLAB_MODEL, lat: number, lng: number) => interfaceGeometry({ lat, lng }));

/** The sources around `place` at `now`, from the query catalogue's events on its plane (`allEvents`), made when read. */
export function placeSources(place: { lat: number; lng: number }, nowMs: number, allEvents: readonly PlaneEvent[]): PlaceSources {
  let large: LargeRates | undefined;
  let faults: FaultSource[] | undefined;
  let faultRuptures: FaultRuptureRates | undefined;
  const sources: PlaceSources = {
    get large() {
      // The query's own events of M >= 6 after ISC-GEM's end continue the long catalogue to now.
      large ??= largeEarthquakeRates(
        place,
        EARTHQUAKE_MODEL.query.radiusKm,
        nowMs,
        allEvents
          .filter((e) => e.timeMs >= LONG_CATALOGUE.iscGemEndMs && e.magnitude >= LONG_CATALOGUE.minMagnitude - MAGNITUDE_BIN / 2)
          .map((e) => e.quake),
      );
      return large;
    },
    get faults() {
      faults ??= faultSourcesNear(place, EARTHQUAKE_MODEL.query.radiusKm, {
        mMin: LONG_CATALOGUE.minMagnitude,
        maxMagnitude: EARTHQUAKE_MODEL.maxMagnitude,
        b: sources.large.bValue.b,
      });
      return faults;
    },
    get faultRuptures() {
      faultRuptures ??= faultRuptureRates(place, sources.faults, sources.large.bValue.b);
      return faultRuptures;
    },
    get greatInterface() {
      return greatInterfaceAt(INTERFACE_MODEL, place.lat, place.lng);
    },
    get interfaceGeometry() {
      return interfaceGeometryAt(SLAB_MODEL, place.lat, place.lng);
    },
  };
  return sources;
}
