// Open-Meteo Ensemble client (`OPEN_METEO_ENSEMBLE_URL` + query): every member of one ensemble model, daily or hourly.
import type { SourceHttp } from '../layer.js';
import { coord, isoDay } from '../open-meteo-series.js';
import type { SourceOutcome } from '../types.js';
import {
  ENSEMBLE_DAILY_VARS,
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
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    [block]: vars.join(','),
    models: model,
    start_date: isoDay(new Date(q.now.getTime() - past * 86_400_000)),
    end_date: isoDay(new Date(q.now.getTime() + (days - 1) * 86_400_000)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

/** Dates, not past_days/forecast_days: the answer then depends on our clock only, and the URL is one cache key per day. */
export const ensembleDailyUrl = (endpoint: string, q: EnsembleQuery, vars: readonly EnsembleDailyVar[] = ENSEMBLE_DAILY_VARS) => ensembleUrl(endpoint, q, 'daily', vars);
export const ensembleHourlyUrl = (endpoint: string, q: EnsembleQuery, vars: readonly EnsembleHourlyVar[] = ENSEMBLE_HOURLY_VARS) => ensembleUrl(endpoint, q, 'hourly', vars);

export function createOpenMeteoEnsembleClient(endpoint: string, http: SourceHttp) {
  return {
    /**
     * Daily aggregations of every member (default: all of ENSEMBLE_DAILY_VARS, so one cached answer serves
     * every weather hazard). Note: Open-Meteo counts an ensemble call as many calls (variables x members / 10).
     */
    async daily(q: EnsembleQuery, vars: readonly EnsembleDailyVar[] = ENSEMBLE_DAILY_VARS): Promise<SourceOutcome<EnsembleDaily>> {
      const model = q.model ?? ENSEMBLE_DEFAULT_MODEL;
      return http.request({ source: 'open-meteo-ensemble', url: ensembleDailyUrl(endpoint, q, vars), cell: q, normalize: (b) => normalizeEnsembleDaily(b, model) });
    },
    /** Hourly values of every member for the given variables. */
    async hourly(q: EnsembleQuery, vars: readonly EnsembleHourlyVar[] = ENSEMBLE_HOURLY_VARS): Promise<SourceOutcome<EnsembleHourly>> {
      const model = q.model ?? ENSEMBLE_DEFAULT_MODEL;
      return http.request({ source: 'open-meteo-ensemble', url: ensembleHourlyUrl(endpoint, q, vars), cell: q, normalize: (b) => normalizeEnsembleHourly(b, model, vars) });
    },
  };
}
export type OpenMeteoEnsembleClient = ReturnType<typeof createOpenMeteoEnsembleClient>;
