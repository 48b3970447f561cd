// Open-Meteo Forecast daily answer -> WeatherDay rows (https://open-meteo.com/en/docs).
import { normalizeOpenMeteo, seriesRows } from '../open-meteo-series.js';

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
  return seriesRows(normalizeOpenMeteo(body, 'daily', WEATHER_DAILY_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    tmaxC: r.temperature_2m_max,
    tminC: r.temperature_2m_min,
    precipMm: r.precipitation_sum,
    windMaxKmh: r.wind_speed_10m_max,
    gustMaxKmh: r.wind_gusts_10m_max,
    rhMinPct: r.relative_humidity_2m_min,
    et0Mm: r.et0_fao_evapotranspiration,
  }));
}
