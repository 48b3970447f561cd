// Open-Meteo Forecast daily answer -> WeatherDay rows (https://open-meteo.com/en/docs).
import { freezeFlatRows } from '../../shared/freeze.js';
import { num, openMeteoBlock, rawColumn, timeText } from '../open-meteo-series.js';

/** The daily variables the weather models read; the archive API knows the same names. */
export const WEATHER_DAILY_VARS = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'relative_humidity_2m_min',
  'et0_fao_evapotranspiration',
] as const;

/** One day of weather (°C, mm, km/h, %), any field null when the API had none. */
export interface WeatherDay {
  /** YYYY-MM-DD (GMT). */
  date: string;
  tmaxC: number | null;
  tminC: number | null;
  precipMm: number | null;
  windMaxKmh: number | null;
  gustMaxKmh: number | null;
  rhMinPct: number | null;
  et0Mm: number | null;
}

/** Daily Open-Meteo answer (forecast or archive) -> rows, in time order. */
export function normalizeWeatherDaily(body: unknown): WeatherDay[] {
  // One object a day straight from the raw columns (rows with an unreadable time dropped), as seriesRows would give.
  const { data, times } = openMeteoBlock(body, 'daily');
  const tmax = rawColumn(data, 'temperature_2m_max');
  const tmin = rawColumn(data, 'temperature_2m_min');
  const precip = rawColumn(data, 'precipitation_sum');
  const windMax = rawColumn(data, 'wind_speed_10m_max');
  const gust = rawColumn(data, 'wind_gusts_10m_max');
  const rhMin = rawColumn(data, 'relative_humidity_2m_min');
  const et0 = rawColumn(data, 'et0_fao_evapotranspiration');
  const days: WeatherDay[] = [];
  for (let i = 0; i < times.length; i++) {
    const time = timeText(times[i]);
    if (!time) continue;
    days.push({
      date: time.slice(0, 10),
      tmaxC: num(tmax[i]),
      tminC: num(tmin[i]),
      precipMm: num(precip[i]),
      windMaxKmh: num(windMax[i]),
      gustMaxKmh: num(gust[i]),
      rhMinPct: num(rhMin[i]),
      et0Mm: num(et0[i]),
    });
  }
  return freezeFlatRows(days);
}
