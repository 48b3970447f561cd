// The EONET companion of the physical hazards (flood, storm, wildfire), as each of them reports it: the link
// (eonet-hazard.ts), the driver sentence that says what it rests on, and its two map layers.
import type { EventWindow } from '../shared/window.js';
import type { Place } from '../contracts/risk.js';
import { msg, percent, type Message } from '../i18n/message.js';
import type { Calibration } from '../science/recalibration.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import { EONET_CATALOGUE_YEARS, eonetCompanion, eonetLayer, type EonetCompanionEvent, type EonetLink } from './eonet-hazard.js';
import { radiusLayer } from './layers.js';
import type { ModelLayer } from './types.js';

/**
 * A physical hazard's companion constants: the EONET category and the radius it is judged in. The category's words
 * (singular "flood", "severe-storm"; plural "floods", "severe storms") are the catalogue's `eonet.noun` and `eonet.plural`.
 */
export interface CompanionSpec {
  category: EonetCompanionEvent['category'];
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
): { link: EonetLink; driver: Message; layers: ModelLayer[]; companion: { event: EonetCompanionEvent; probability: number } } {
  const link = eonetCompanion({
    hazard,
    category: spec.category,
    radiusKm: spec.radiusKm,
    place: ctx.place,
    window: ctx.window,
    now: ctx.now,
    events: obs.eonet,
    pPhysical,
    pPhysicalClimatology: pClim,
    ...(obs.calibration ? { calibration: obs.calibration } : {}),
  });
  const plural = msg(`eonet.plural.${spec.category}`);
  const driver = link.answered
    ? msg('eonet.companion', {
        count: link.catalogueEvents.length,
        plural,
        km: spec.radiusKm,
        years: EONET_CATALOGUE_YEARS,
        chance: percent(link.probability / 100),
      })
    : msg('eonet.noAnswer');
  const layers = [
    eonetLayer(
      `eonet-${hazard}s`,
      msg('eonet.eventsLayer', { plural, km: spec.radiusKm, years: EONET_CATALOGUE_YEARS }),
      link.catalogueEvents,
    ),
    radiusLayer(hazard, ctx.place, spec.radiusKm, msg('eonet.radiusLayer', { hazard: msg(`eonet.hazard.${hazard}`), km: spec.radiusKm })),
  ];
  return { link, driver, layers, companion: { event: link.event, probability: link.probability } };
}

/** The fields every physical event shares: the cell it is judged in, the window and the place. */
export function physicalEventFrame(
  ctx: CompanionInputs['ctx'],
  radiusKm: number,
): { radiusKm: number; windowStart: string; windowEnd: string; center: { lat: number; lng: number } } {
  return {
    radiusKm,
    windowStart: ctx.window.start.toISOString(),
    windowEnd: ctx.window.end.toISOString(),
    center: { lat: ctx.place.lat, lng: ctx.place.lng },
  };
}
