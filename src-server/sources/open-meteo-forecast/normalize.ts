// Open-Meteo Forecast daily answer -> WeatherDay rows (https://open-meteo.com/en/docs).
import { dailyRows } from '../open-meteo-series.js';

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

/** The daily variable each field of the weather and ERA5 rows is read from (one table for both row types). */
export const DAY_FIELD_COLUMNS = {
  tmaxC: 'temperature_2m_max',
  tminC: 'temperature_2m_min',
  precipMm: 'precipitation_sum',
  windMaxKmh: 'wind_speed_10m_max',
  windMeanKmh: 'wind_speed_10m_mean',
  gustMaxKmh: 'wind_gusts_10m_max',
  rhMinPct: 'relative_humidity_2m_min',
  et0Mm: 'et0_fao_evapotranspiration',
} as const;
export type DayField = keyof typeof DAY_FIELD_COLUMNS;

/** A WeatherDay's fields in its order. */
export const WEATHER_DAY_FIELDS = ['tmaxC', 'tminC', 'precipMm', 'windMaxKmh', 'gustMaxKmh', 'rhMinPct', 'et0Mm'] as const;

/** Daily Open-Meteo answer (forecast or archive) -> rows, in time order. */
export function normalizeWeatherDaily(body: unknown): WeatherDay[] {
  return dailyRows<WeatherDay>(body, WEATHER_DAY_FIELDS, DAY_FIELD_COLUMNS);
}
