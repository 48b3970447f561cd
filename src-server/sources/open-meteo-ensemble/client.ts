// Open-Meteo Ensemble client (`OPEN_METEO_ENSEMBLE_URL` + query): every member of one ensemble model, daily or hourly.
import type { SourceHttp } from '../layer.js';
import { daysAround, openMeteoRequest, openMeteoUrl } from '../open-meteo-request.js';
import { ifs025Point, OWN_CELL_PARAMS } from '../history/cells.js';
import type { Keyed } from '../types.js';
import {
  ENSEMBLE_HOURLY_VARS,
  normalizeEnsembleDaily,
  normalizeEnsembleHourly,
  type EnsembleDaily,
  type EnsembleDailyVar,
  type EnsembleHourly,
  type EnsembleHourlyVar,
} from './normalize.js';

/**
 * Ensemble models we may ask for, with the members and forecast length the Ensemble API documents
 * (https://open-meteo.com/en/docs/ensemble-api, "Data Source" table; ECMWF IFS 0.25° ENS runs 15 days).
 * The API also accepts the newer names `ecmwf_ifs025_ensemble`, `ncep_gefs025`, `ncep_gefs05`.
 */
export const ENSEMBLE_MODELS = {
  ecmwf_ifs025: { members: 51, forecastDays: 15, label: 'ECMWF IFS 0.25° ENS' },
  gfs025: { members: 31, forecastDays: 10, label: 'NOAA GEFS 0.25°' },
  gfs05: { members: 31, forecastDays: 35, label: 'NOAA GEFS 0.5°' },
  icon_seamless: { members: 40, forecastDays: 7, label: 'DWD ICON-EPS' },
  gem_global: { members: 21, forecastDays: 16, label: 'ECCC GEM GEPS' },
} as const;
export type EnsembleModel = keyof typeof ENSEMBLE_MODELS;

/** Default: the ECMWF ensemble, 51 members over 15 days (the reference of SCIENCE.md rule 3). */
export const ENSEMBLE_DEFAULT_MODEL: EnsembleModel = 'ecmwf_ifs025';

export interface EnsembleQuery {
  lat: number;
  lng: number;
  now: Date;
  model?: EnsembleModel;
  /** Forecast days from today (default: the model's whole range). */
  days?: number;
  /** Past days before today (0..92; default 0). */
  pastDays?: number;
}

function ensembleUrl(endpoint: string, q: EnsembleQuery, block: 'daily' | 'hourly', vars: readonly string[]): string {
  const model = q.model ?? ENSEMBLE_DEFAULT_MODEL;
  const days = Math.max(1, Math.min(35, Math.round(q.days ?? ENSEMBLE_MODELS[model].forecastDays)));
  const past = Math.max(0, Math.min(92, Math.round(q.pastDays ?? 0)));
  const span = daysAround(q.now, past, days);
  return ensembleSpanUrl(endpoint, q, block, vars, span.start_date, span.end_date, model);
}

/** Models on a regular grid whose points are cited (sources/history/cells.ts): asked at their grid point. */
const GRID_POINT_OF: Partial<Record<EnsembleModel, (lat: number, lng: number) => { lat: number; lng: number }>> = {
  ecmwf_ifs025: ifs025Point,
};

/**
 * Where a model's ensemble is asked for a place: the model's grid point, as the cell's own values (OWN_CELL_PARAMS),
 * so every place in one model cell makes one call and shares its answer (the cache keys on this point); a model whose
 * grid we have not cited is asked at the place.
 */
export function ensemblePointOf(q: { lat: number; lng: number }, model: EnsembleModel = ENSEMBLE_DEFAULT_MODEL) {
  const point = GRID_POINT_OF[model];
  return point ? { ...point(q.lat, q.lng), own: true } : { lat: q.lat, lng: q.lng, own: false };
}

/** The ensemble's days [from, to] (YYYY-MM-DD, GMT) of one model, at the model's grid point (ensemblePointOf). */
export function ensembleSpanUrl(
  endpoint: string,
  q: { lat: number; lng: number },
  block: 'daily' | 'hourly',
  vars: readonly string[],
  from: string,
  to: string,
  model: EnsembleModel = ENSEMBLE_DEFAULT_MODEL,
): string {
  const at = ensemblePointOf(q, model);
  const params = { [block]: vars.join(','), models: model, start_date: from, end_date: to };
  return openMeteoUrl(endpoint, at, params, at.own ? OWN_CELL_PARAMS : {});
}

/**
 * The daily variables the weather models read between them (which model reads which is in its own folder, under
 * hazards/). The normaliser reads all of ENSEMBLE_DAILY_VARS; the ones not asked come back null. Asking 7 rather than
 * 11 variables cuts the call's Open-Meteo weight by 36 % (open-meteo-weight.ts).
 */
export const ENSEMBLE_MODEL_DAILY_VARS = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_mean',
  'wind_gusts_10m_max',
  'relative_humidity_2m_min',
  'et0_fao_evapotranspiration',
] as const satisfies readonly EnsembleDailyVar[];

/** Members of a model named in `models` (Open-Meteo counts every member as a variable). */
export const ensembleMembersOf = (model: string) => (ENSEMBLE_MODELS as Record<string, { members: number }>)[model]?.members ?? 1;

/** Dates, not past_days/forecast_days: the answer then depends on our clock only, and the URL is one cache key per day. */
export const ensembleDailyUrl = (endpoint: string, q: EnsembleQuery, vars: readonly EnsembleDailyVar[] = ENSEMBLE_MODEL_DAILY_VARS) =>
  ensembleUrl(endpoint, q, 'daily', vars);
export const ensembleHourlyUrl = (endpoint: string, q: EnsembleQuery, vars: readonly EnsembleHourlyVar[] = ENSEMBLE_HOURLY_VARS) =>
  ensembleUrl(endpoint, q, 'hourly', vars);

/**
 * An ensemble call, cached at the point it is asked for (ensemblePointOf), weighed by its members (Open-Meteo counts
 * every member as a variable).
 */
const ensembleRequest = <T>(http: SourceHttp, url: string, at: { lat: number; lng: number }, normalize: (body: unknown) => T) =>
  openMeteoRequest(http, 'open-meteo-ensemble', url, at, normalize, { membersOf: ensembleMembersOf, followsClock: true });

export function createOpenMeteoEnsembleClient(endpoint: string, http: SourceHttp) {
  return {
    /**
     * Daily aggregations of every member (default: ENSEMBLE_MODEL_DAILY_VARS, so one cached answer serves every
     * weather hazard). Open-Meteo counts it as variables x members / 10 x days / 14 calls (open-meteo-weight.ts).
     */
    async daily(q: EnsembleQuery, vars: readonly EnsembleDailyVar[] = ENSEMBLE_MODEL_DAILY_VARS): Promise<Keyed<EnsembleDaily>> {
      const model = q.model ?? ENSEMBLE_DEFAULT_MODEL;
      return ensembleRequest(http, ensembleDailyUrl(endpoint, q, vars), ensemblePointOf(q, model), (b) => normalizeEnsembleDaily(b, model));
    },
    /** Hourly values of every member for the given variables. */
    async hourly(q: EnsembleQuery, vars: readonly EnsembleHourlyVar[] = ENSEMBLE_HOURLY_VARS): Promise<Keyed<EnsembleHourly>> {
      const model = q.model ?? ENSEMBLE_DEFAULT_MODEL;
      const url = ensembleHourlyUrl(endpoint, q, vars);
      return ensembleRequest(http, url, ensemblePointOf(q, model), (b) => normalizeEnsembleHourly(b, model, vars));
    },
  };
}
export type OpenMeteoEnsembleClient = ReturnType<typeof createOpenMeteoEnsembleClient>;
