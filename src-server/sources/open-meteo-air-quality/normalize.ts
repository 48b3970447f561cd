// Open-Meteo Air Quality (CAMS) hourly answer -> PM2.5 / US AQI rows (trailing nulls past the model horizon kept as null).
import { normalizeOpenMeteo, seriesRows } from '../open-meteo-series.js';

export const AIR_QUALITY_HOURLY_VARS = ['pm2_5', 'us_aqi'] as const;

export interface AirHour {
  /** ISO 8601 hour, GMT (YYYY-MM-DDTHH:MM). */
  time: string;
  pm25: number | null;
  usAqi: number | null;
}

export function normalizeAirQualityHourly(body: unknown): AirHour[] {
  return seriesRows(normalizeOpenMeteo(body, 'hourly', AIR_QUALITY_HOURLY_VARS)).map((r) => ({ time: r.time, pm25: r.pm2_5, usAqi: r.us_aqi }));
}
