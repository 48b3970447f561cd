// The shared skeleton of the EONET-scored hazards (flood, wildfire, storm): a catalogue rate of EONET events of the
// hazard's category near the place, scaled by live and seasonal conditions, and the verifiable event it forecasts.
import type { Place, SceneLayer } from '../contracts/risk.js';
import { DAY_MS } from '../shared/clock.js';
import type { EonetCategory } from '../sources/eonet/categories.js';
import { eventsMatching, type EonetEvent } from '../sources/eonet/normalize.js';
import { EONET_VERIFIER } from './event-fields.js';
import type { FloodEvent } from './flood/event.js';
import type { StormEvent } from './storm/event.js';
import type { ModelContext, ModelResult } from './types.js';
import type { WildfireEvent } from './wildfire/event.js';
import {
  addDays,
  anyDay,
  clamp,
  clamp01,
  climWindow,
  exceedance,
  extrapolationFor,
  fmt,
  freqAtLeast,
  radiusLayer,
  type Window,
} from './weather-common.js';

/** What tells one EONET-scored hazard from another: its category, radius and the words of its drivers and layers. */
export interface EonetHazardSpec {
  hazard: 'flood' | 'wildfire' | 'storm';
  category: EonetCategory;
  radiusKm: number;
  /** "Flood": the radius layer's title. */
  label: string;
  /** "floods", "severe storms": what the catalogue counts. */
  plural: string;
  /** "flood", "storm": whose rate a quiet catalogue's prior is. */
  rateNoun: string;
  /** "flood", "severe-storm": the event's description. */
  eventNoun: string;
  /** "Ongoing", "Burning": how open events nearby are introduced. */
  ongoingWord: string;
  layerId: string;
}

/** Years of EONET catalogue read for the base rate (EONET's archive is dense from 2016 on). */
export const EONET_CATALOGUE_YEARS = 10;
/** Chance that an open EONET event nearby gets a new, in-window observation (product judgement, docs/methodology.md). */
export const EONET_ONGOING_PROBABILITY = 0.5;
/** Days after its last observation during which an open event counts as ongoing. */
export const EONET_ONGOING_DAYS = 14;
/** Bounds on how far live conditions may move the catalogue rate (likelihood ratio). */
export const LIKELIHOOD_RATIO_BOUNDS = [0.25, 10] as const;

export interface EonetBase {
  /** Events of the category within the radius over the catalogue years. */
  events: EonetEvent[];
  /** Jeffreys rate per year: (n + 0.5) / years. */
  ratePerYear: number;
  /** Open events observed within EONET_ONGOING_DAYS. */
  ongoing: EonetEvent[];
  answered: boolean;
}

export function eonetBase(events: readonly EonetEvent[] | undefined, category: string, place: Place, radiusKm: number, now: Date): EonetBase {
  const start = addDays(now, -EONET_CATALOGUE_YEARS * 365.25);
  const matching = events ? eventsMatching(events, { lat: place.lat, lng: place.lng, radiusKm, start, end: now, category }) : [];
  const recentFrom = now.getTime() - EONET_ONGOING_DAYS * DAY_MS;
  const ongoing = matching.filter((e) => e.closed === null && e.geometries.some((g) => Date.parse(g.date) >= recentFrom));
  return { events: matching, ratePerYear: (matching.length + 0.5) / EONET_CATALOGUE_YEARS, ongoing, answered: events !== undefined };
}

/** Likelihood ratio of live conditions vs climatology for the same days, bounded. */
export const likelihoodRatio = (pLive: number, pClim: number): number =>
  clamp((clamp01(pLive) + 0.02) / (clamp01(pClim) + 0.02), LIKELIHOOD_RATIO_BOUNDS[0], LIKELIHOOD_RATIO_BOUNDS[1]);

/**
 * P(an EONET event of the category within the radius in the window):
 * 1 - (1 - P_ongoing) x exp(-rate x (forecastDays x LR_forecast + restDays x LR_season) / 365.25).
 */
export function eonetProbability(a: { base: EonetBase; windowDays: number; forecastDays: number; lrForecast: number; restDays: number; lrSeason: number }): number {
  const expected = (a.base.ratePerYear * (a.forecastDays * a.lrForecast + a.restDays * a.lrSeason)) / 365.25;
  const pOngoing = a.windowDays <= 30 && a.base.ongoing.length > 0 ? EONET_ONGOING_PROBABILITY : 0;
  return clamp01(1 - (1 - pOngoing) * Math.exp(-Math.max(0, expected)));
}

export function eonetLayer(id: string, title: string, events: readonly EonetEvent[]): SceneLayer {
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
          geometry: g.kind === 'polygon' && g.ring ? { type: 'Polygon', coordinates: [g.ring] } : { type: 'Point', coordinates: [g.lng, g.lat] },
          properties: { title: e.title, date: g.date, closed: e.closed, link: e.link, categories: e.categories },
        };
      }),
    },
  };
}


/** Bounds on the seasonal likelihood ratio (this time of year vs the whole year). */
export const SEASON_RATIO_BOUNDS = [0.25, 4] as const;

export interface DailyOdds {
  /** Climatological chance a day of this season / of the year reaches the level (undefined without climatology). */
  pSeasonDay: number | undefined;
  pYearDay: number | undefined;
  /** Chance the forecast days reach it, and the climatological chance for as many days. */
  pLive: number;
  pClimSameDays: number;
  lrForecast: number;
  lrSeason: number;
  forecastDays: number;
}

/**
 * Live and seasonal odds of a daily value (storm gusts, wildfire fire weather) reaching a critical level: each forecast
 * day's exceedance under a normal error growing with lead, against the season's and the year's climatological frequency.
 */
export function dailyOdds(a: {
  all: readonly number[];
  season: readonly number[];
  forecast: readonly { value: number | null; lead: number }[];
  level: number;
  sigma: (lead: number) => number;
  decorrelationDays: number;
  w: Window;
}): DailyOdds {
  const pSeasonDay = freqAtLeast(a.season, a.level);
  const pYearDay = freqAtLeast(a.all, a.level);
  const dayProbs = a.forecast.map((d) => (d.value === null ? (pSeasonDay ?? 0) : exceedance(d.value, a.level, a.sigma(d.lead))));
  const pLive = anyDay(dayProbs, a.decorrelationDays);
  const pClimSameDays = climWindow(pSeasonDay ?? 0, dayProbs.length, a.decorrelationDays);
  const lrForecast = dayProbs.length && pSeasonDay !== undefined ? likelihoodRatio(pLive, pClimSameDays) : 1;
  const lrSeason =
    pSeasonDay !== undefined && pYearDay !== undefined && a.w.days < 365 ? clamp(pSeasonDay / pYearDay, SEASON_RATIO_BOUNDS[0], SEASON_RATIO_BOUNDS[1]) : 1;
  return { pSeasonDay, pYearDay, pLive, pClimSameDays, lrForecast, lrSeason, forecastDays: dayProbs.length };
}

/** The first driver: how many events the catalogue holds (or that EONET did not answer). */
export const eonetRateDriver = (spec: EonetHazardSpec, base: EonetBase): string =>
  base.answered
    ? `${base.events.length} EONET ${spec.plural} within ${spec.radiusKm} km in the last 10 years (rate ${fmt(base.ratePerYear, 2)} a year).`
    : `NASA EONET did not answer: the ${spec.rateNoun} rate is the prior of a quiet catalogue (${fmt(base.ratePerYear, 2)} a year).`;

/** The open events nearby, when there are any. */
export const ongoingDrivers = (spec: EonetHazardSpec, base: EonetBase): string[] =>
  base.ongoing.length ? [`${spec.ongoingWord} nearby: ${base.ongoing.map((e) => e.title).join('; ')}.`] : [];

/**
 * The result of an EONET-scored model: its EONET event (verifiable as it stands), the catalogue and radius layers,
 * and how much it extrapolates (a catalogue rate nudged by live conditions, never a full live forecast).
 */
export function eonetResult(
  spec: EonetHazardSpec,
  ctx: ModelContext,
  w: Window,
  base: EonetBase,
  r: { probability: number; severity: number; drivers: string[]; restDays: number; climSource: string },
): ModelResult<FloodEvent | WildfireEvent | StormEvent> {
  const { place } = ctx;
  return {
    hazard: spec.hazard,
    probability: r.probability * 100,
    severity: r.severity,
    event: {
      hazard: spec.hazard,
      description: `At least one NASA EONET ${spec.eventNoun} event observed within ${spec.radiusKm} km of ${place.name}`,
      radiusKm: spec.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      category: spec.category,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: EONET_VERIFIER,
    },
    drivers: r.drivers,
    layers: [
      eonetLayer(spec.layerId, `EONET ${spec.plural} within ${spec.radiusKm} km (10 years)`, base.events),
      radiusLayer(spec.hazard, place, spec.radiusKm, `${spec.label} model radius (${spec.radiusKm} km)`),
    ],
    extrapolation: Math.min(1, 0.3 + 0.7 * extrapolationFor(r.restDays / w.days, r.climSource)),
  };
}
