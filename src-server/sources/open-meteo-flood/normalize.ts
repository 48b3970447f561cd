// Open-Meteo Flood (GloFAS) daily answer -> discharge rows: the ensemble's spread, or one reanalysis value per day.
import { dailyRows } from '../open-meteo-series.js';

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

/** The variable each field of a forecast day is read from. */
const DISCHARGE_COLUMNS = {
  q: 'river_discharge',
  min: 'river_discharge_min',
  p25: 'river_discharge_p25',
  median: 'river_discharge_median',
  p75: 'river_discharge_p75',
  max: 'river_discharge_max',
} as const satisfies Record<string, (typeof DISCHARGE_FORECAST_VARS)[number]>;
const DISCHARGE_FIELDS = ['q', 'min', 'p25', 'median', 'p75', 'max'] as const;

export function normalizeDischargeForecast(body: unknown): DischargeDay[] {
  return dailyRows<DischargeDay>(body, DISCHARGE_FIELDS, DISCHARGE_COLUMNS);
}

/** Reanalysis history: one discharge value per day. */
export interface DischargeHistoryDay {
  date: string;
  q: number | null;
}

export function normalizeDischargeHistory(body: unknown): DischargeHistoryDay[] {
  return dailyRows<DischargeHistoryDay>(body, ['q'], DISCHARGE_COLUMNS);
}
