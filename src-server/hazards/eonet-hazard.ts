// The EONET-scored hazards' shared skeleton (flood, wildfire, storm): the link from a physical event's probability to
// its NASA EONET companion (docs/architecture.md "companion"), the event the public feed decides, which the track record logs and
// scores; and the map layer of the catalogue's events.
//
// Link (before any recalibration): EONET events of the category within the radius arrive as a Poisson process whose
// rate is the catalogue's (Jeffreys: (n + 0.5) / years over the last 10 years), scaled in the window by the physical
// event's likelihood ratio against its climatology for the same calendar span (proportional hazards: EONET reports
// follow the physical trigger). An event EONET still lists as open nearby adds its chance of a new, in-window
// observation, measured on the catalogue's own events (how often an event that has lasted this long was observed
// again). The link's output is then recalibrated per hazard from the app's resolved track record once enough
// forecasts have resolved (science/recalibration.ts): p = calibration(p_link).
import type { EventWindow } from '../shared/window.js';
import { DAY_MS } from '../shared/clock.js';
import type { Place } from '../contracts/risk.js';
import { msg, type Message } from '../i18n/message.js';
import { jeffreys } from '../science/ensemble.js';
import { applyCalibration, type Calibration } from '../science/recalibration.js';
import { eventsMatching, type EonetEvent } from '../sources/eonet/normalize.js';
import type { ModelLayer } from './types.js';
import { chancePercent } from '../science/stats.js';

export const EONET_VERIFIED_BY = 'NASA EONET';
/** Years of catalogue for the base rate (EONET's archive is dense from 2016 on). */
export const EONET_CATALOGUE_YEARS = 10;
const YEAR_DAYS = 365.25;

export interface EonetCompanionEvent {
  hazard: 'flood' | 'wildfire' | 'storm';
  description: Message;
  radiusKm: number;
  windowStart: string;
  windowEnd: string;
  category: 'floods' | 'wildfires' | 'severeStorms';
  center: { lat: number; lng: number };
  verifiedBy: typeof EONET_VERIFIED_BY;
  /** The link's probability before recalibration (0-1), kept so the track record can refit the calibration. */
  linkProbability: number;
}

export interface EonetLink {
  event: EonetCompanionEvent;
  /** 0-100, after recalibration. */
  probability: number;
  /** What went in, for drivers and the docs. */
  ratePerYear: number;
  catalogueEvents: EonetEvent[];
  ongoing: EonetEvent[];
  pOngoing: number;
  likelihoodRatio: number;
  calibration: Calibration['method'];
  answered: boolean;
}

const spanDays = (e: EonetEvent) => {
  const ts = e.geometries.map((g) => Date.parse(g.date)).filter(Number.isFinite);
  return ts.length ? (Math.max(...ts) - Math.min(...ts)) / DAY_MS : 0;
};

/**
 * Chance that an open event of age `ageDays` is observed again: among the catalogue's events that lasted at least
 * that long, the share observed at least one day later (Jeffreys). 0 without such events.
 */
export function continuationChance(catalogue: readonly EonetEvent[], ageDays: number): number {
  const lasted = catalogue.filter((e) => spanDays(e) >= ageDays);
  if (lasted.length === 0) return 0;
  return jeffreys(lasted.filter((e) => spanDays(e) >= ageDays + 1).length, lasted.length);
}

export function eonetCompanion(a: {
  hazard: EonetCompanionEvent['hazard'];
  category: EonetCompanionEvent['category'];
  radiusKm: number;
  place: Place;
  window: EventWindow;
  now: Date;
  events: readonly EonetEvent[] | undefined;
  /** Physical event's probability in the window, and its climatological probability for the same span (0-1). */
  pPhysical: number;
  pPhysicalClimatology: number | undefined;
  calibration?: Calibration;
}): EonetLink {
  const start = new Date(a.now.getTime() - EONET_CATALOGUE_YEARS * YEAR_DAYS * DAY_MS);
  const catalogue = a.events
    ? eventsMatching(a.events, { lat: a.place.lat, lng: a.place.lng, radiusKm: a.radiusKm, start, end: a.now, category: a.category })
    : [];
  const ratePerYear = (catalogue.length + 0.5) / EONET_CATALOGUE_YEARS;
  const ongoing = catalogue.filter((e) => e.closed === null);
  const pOngoing =
    a.window.start.getTime() <= a.now.getTime() + DAY_MS
      ? 1 -
        ongoing.reduce((s, e) => {
          const first = Math.min(...e.geometries.map((g) => Date.parse(g.date)).filter(Number.isFinite));
          return s * (1 - continuationChance(catalogue, Math.max(0, (a.now.getTime() - first) / DAY_MS)));
        }, 1)
      : 0;
  const lr = a.pPhysicalClimatology !== undefined && a.pPhysicalClimatology > 0 ? a.pPhysical / a.pPhysicalClimatology : 1;
  const years = Math.max(0, (a.window.end.getTime() - a.window.start.getTime()) / DAY_MS / YEAR_DAYS);
  const linkProbability = 1 - (1 - pOngoing) * Math.exp(-ratePerYear * years * lr);
  const probability = applyCalibration(a.calibration, linkProbability);
  return {
    event: {
      hazard: a.hazard,
      description: msg('eonet.event', { noun: msg(`eonet.noun.${a.category}`), km: a.radiusKm, place: a.place.name }),
      radiusKm: a.radiusKm,
      windowStart: a.window.start.toISOString(),
      windowEnd: a.window.end.toISOString(),
      category: a.category,
      center: { lat: a.place.lat, lng: a.place.lng },
      verifiedBy: EONET_VERIFIED_BY,
      linkProbability: Math.round(linkProbability * 1e6) / 1e6,
    },
    probability: chancePercent(probability),
    ratePerYear,
    catalogueEvents: catalogue,
    ongoing,
    pOngoing,
    likelihoodRatio: lr,
    calibration: a.calibration?.method ?? 'none',
    answered: a.events !== undefined,
  };
}

/** The catalogue's events as a map layer. */
export function eonetLayer(id: string, title: Message, events: readonly EonetEvent[]): ModelLayer {
  return {
    id,
    title,
    source: 'NASA EONET',
    kind: 'events',
    data: {
      type: 'FeatureCollection',
      features: events.map((e) => {
        const g = e.geometries.at(-1)!;
        return {
          type: 'Feature',
          id: e.id,
          geometry:
            g.kind === 'polygon' && g.ring ? { type: 'Polygon', coordinates: [g.ring] } : { type: 'Point', coordinates: [g.lng, g.lat] },
          properties: { title: e.title, date: g.date, closed: e.closed, link: e.link, categories: e.categories },
        };
      }),
    },
  };
}
