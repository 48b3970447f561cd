// The EONET companion of the physical hazards (flood, storm, wildfire), as each of them reports it: the link
// (eonet-hazard.ts), the driver sentence that says what it rests on, and its two map layers.
import type { EventWindow } from '../shared/window.js';
import type { Place, SceneLayer } from '../contracts/risk.js';
import type { Calibration } from '../science/recalibration.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import { EONET_CATALOGUE_YEARS, eonetCompanion, eonetLayer, type EonetCompanionEvent, type EonetLink } from './eonet-hazard.js';
import { radiusLayer } from './layers.js';
import { pct } from '../shared/format.js';

/** A physical hazard's companion constants: the EONET category, the words for it and the radius it is judged in. */
export interface CompanionSpec {
  category: EonetCompanionEvent['category'];
  /** Singular, in the event's description ("flood", "severe-storm"). */
  noun: string;
  /** Plural, in the driver and the layer's title ("floods", "severe storms"). */
  plural: string;
  radiusKm: number;
}

/** What the companion reads of the observations and the context. */
interface CompanionInputs {
  obs: { eonet?: readonly EonetEvent[] | undefined; calibration?: Calibration | undefined };
  ctx: { place: Place; window: EventWindow; now: Date };
}

/**
 * The companion of a physical forecast (flood, storm, wildfire), as each of them reports it: the link for the
 * physical event's probability pPhysical and its climatology pClim (both 0-1), the driver sentence that says what it
 * rests on, its two map layers (the catalogue's events, the radius), and the model result's `companion`.
 */
export function physicalCompanion(
  hazard: EonetCompanionEvent['hazard'],
  spec: CompanionSpec,
  { obs, ctx }: CompanionInputs,
  pPhysical: number,
  pClim: number | undefined,
): { link: EonetLink; driver: string; layers: SceneLayer[]; companion: { event: EonetCompanionEvent; probability: number } } {
  const link = eonetCompanion({
    hazard,
    category: spec.category,
    noun: spec.noun,
    radiusKm: spec.radiusKm,
    place: ctx.place,
    window: ctx.window,
    now: ctx.now,
    events: obs.eonet,
    pPhysical,
    pPhysicalClimatology: pClim,
    ...(obs.calibration ? { calibration: obs.calibration } : {}),
  });
  const driver = link.answered
    ? `Verifiable companion: ${link.catalogueEvents.length} EONET ${spec.plural} within ${spec.radiusKm} km in ${EONET_CATALOGUE_YEARS} years; linked chance of one in the window ${pct(link.probability / 100)}.`
    : 'NASA EONET did not answer: the companion event rests on the prior of a quiet catalogue.';
  const layers = [
    eonetLayer(`eonet-${hazard}s`, `EONET ${spec.plural} within ${spec.radiusKm} km (${EONET_CATALOGUE_YEARS} years)`, link.catalogueEvents),
    radiusLayer(hazard, ctx.place, spec.radiusKm, `EONET ${hazard} companion radius (${spec.radiusKm} km)`),
  ];
  return { link, driver, layers, companion: { event: link.event, probability: link.probability } };
}

/** The fields every physical event shares: the cell it is judged in, the window and the place. */
export function physicalEventFrame(ctx: CompanionInputs['ctx'], radiusKm: number): { radiusKm: number; windowStart: string; windowEnd: string; center: { lat: number; lng: number } } {
  return { radiusKm, windowStart: ctx.window.start.toISOString(), windowEnd: ctx.window.end.toISOString(), center: { lat: ctx.place.lat, lng: ctx.place.lng } };
}
