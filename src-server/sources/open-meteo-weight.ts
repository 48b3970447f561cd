// What one Open-Meteo call counts against the free tier (600/min, 5,000/h, 10,000/day), by Open-Meteo's own rule.
//
// Open-Meteo counts a "heavy" call as several: `calculateQueryWeight` in Sources/App/Helper/Writer/ForecastApiResult.swift
// (open-meteo/open-meteo at ba13de1, 2026-08-20; issue #438, comment 1722945326), summed over the locations of a call:
//   weight = Σ_locations max(1, max(V / 10, V / 10 × days / 14))
// with `days` the whole days of the time range asked (integer division of its seconds by 86,400) and V the variables
// times the ensemble members of the models asked (ForecastapiController.swift: (hourly + minutely_15 + current + daily
// variables) × Σ countEnsembleMember over the models; 1 for deterministic models, ERA5, CAMS, CMIP6 and the Flood API's
// default models, whose `ensemble=true` does not raise the count). The free API increments its per-IP counters by this
// weight (Sources/App/Helper/Vapor/RateLimiter.swift) for calls to the *.open-meteo.com hosts, not `customer-` ones.

import { DAY_MS } from '../shared/clock.js';

/** A call of up to 10 variables and 14 days counts once (Open-Meteo's reference sizes). */
export const OPEN_METEO_REFERENCE_VARIABLES = 10;
export const OPEN_METEO_REFERENCE_DAYS = 14;

export interface WeightQuery {
  /** Variables asked over every block (hourly, daily, current, minutely_15). */
  variables: number;
  /** Ensemble members over the models asked (1 for deterministic models). */
  members?: number;
  /** Whole days of the time range. */
  days: number;
  locations?: number;
}

/** Open-Meteo's weight of one call (at least 1 per location). */
export function openMeteoWeight(q: WeightQuery): number {
  const v = (Math.max(0, q.variables) * Math.max(1, q.members ?? 1)) / OPEN_METEO_REFERENCE_VARIABLES;
  const t = Math.max(0, Math.floor(q.days)) / OPEN_METEO_REFERENCE_DAYS;
  return Math.max(1, q.locations ?? 1) * Math.max(1, Math.max(v, v * t));
}

const BLOCKS = ['hourly', 'daily', 'current', 'minutely_15'] as const;
const list = (s: string | null) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * The weight of a call from its URL: variables of every block, members of the `models` asked (`membersOf`, 1 by
 * default), days from `start_date`..`end_date` (inclusive) or `past_days` + `forecast_days` (default 7), locations from
 * the comma-separated latitudes.
 */
export function openMeteoUrlWeight(url: string, membersOf: (model: string) => number = () => 1): number {
  const q = new URL(url).searchParams;
  const variables = BLOCKS.reduce((n, b) => n + list(q.get(b)).length, 0);
  const models = list(q.get('models'));
  const members = models.length ? models.reduce((n, m) => n + Math.max(1, membersOf(m)), 0) : Math.max(1, membersOf(''));
  const start = Date.parse(`${q.get('start_date')}T00:00:00Z`);
  const end = Date.parse(`${q.get('end_date')}T00:00:00Z`);
  const days =
    Number.isFinite(start) && Number.isFinite(end) && end >= start
      ? Math.round((end - start) / DAY_MS) + 1
      : (Number(q.get('past_days')) || 0) + (q.get('forecast_days') !== null ? Number(q.get('forecast_days')) || 0 : 7);
  const locations = Math.max(1, list(q.get('latitude')).length);
  return openMeteoWeight({ variables, members, days, locations });
}
