// Open-Meteo Flood (GloFAS) daily answer -> discharge rows: the ensemble's spread, or one reanalysis value per day.
import { normalizeOpenMeteo, seriesRows } from '../open-meteo-series.js';

export const DISCHARGE_FORECAST_VARS = [
  'river_discharge',
  'river_discharge_min',
  'river_discharge_p25',
  'river_discharge_median',
  'river_discharge_p75',
  'river_discharge_max',
] as const;

/** One day of forecast discharge at the river cell (m³/s): the control run and the ensemble's quantiles. */
export interface DischargeDay {
  date: string;
  q: number | null;
  min: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  max: number | null;
}

export function normalizeDischargeForecast(body: unknown): DischargeDay[] {
  return seriesRows(normalizeOpenMeteo(body, 'daily', DISCHARGE_FORECAST_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    q: r.river_discharge,
    min: r.river_discharge_min,
    p25: r.river_discharge_p25,
    median: r.river_discharge_median,
    p75: r.river_discharge_p75,
    max: r.river_discharge_max,
  }));
}

/** Reanalysis history: one discharge value per day. */
export interface DischargeHistoryDay {
  date: string;
  q: number | null;
}

export function normalizeDischargeHistory(body: unknown): DischargeHistoryDay[] {
  return seriesRows(normalizeOpenMeteo(body, 'daily', ['river_discharge'] as const)).map((r) => ({ date: r.time.slice(0, 10), q: r.river_discharge }));
}
