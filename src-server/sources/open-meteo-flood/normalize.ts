// Open-Meteo Flood (GloFAS) daily answer -> discharge rows: the ensemble's spread, or one reanalysis value per day.
import { freezeFlatRows } from '../../shared/freeze.js';
import { num, openMeteoBlock, rawColumn, timeText } from '../open-meteo-series.js';

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
  // One object a day straight from the raw columns (rows with an unreadable time dropped), as seriesRows would give.
  const { data, times } = openMeteoBlock(body, 'daily');
  const q = rawColumn(data, 'river_discharge');
  const min = rawColumn(data, 'river_discharge_min');
  const p25 = rawColumn(data, 'river_discharge_p25');
  const median = rawColumn(data, 'river_discharge_median');
  const p75 = rawColumn(data, 'river_discharge_p75');
  const max = rawColumn(data, 'river_discharge_max');
  const days: DischargeDay[] = [];
  for (let i = 0; i < times.length; i++) {
    const time = timeText(times[i]);
    if (!time) continue;
    days.push({
      date: time.slice(0, 10),
      q: num(q[i]),
      min: num(min[i]),
      p25: num(p25[i]),
      median: num(median[i]),
      p75: num(p75[i]),
      max: num(max[i]),
    });
  }
  return freezeFlatRows(days);
}

/** Reanalysis history: one discharge value per day. */
export interface DischargeHistoryDay {
  date: string;
  q: number | null;
}

export function normalizeDischargeHistory(body: unknown): DischargeHistoryDay[] {
  const { data, times } = openMeteoBlock(body, 'daily');
  const q = rawColumn(data, 'river_discharge');
  const days: DischargeHistoryDay[] = [];
  for (let i = 0; i < times.length; i++) {
    const time = timeText(times[i]);
    if (time) days.push({ date: time.slice(0, 10), q: num(q[i]) });
  }
  return freezeFlatRows(days);
}
