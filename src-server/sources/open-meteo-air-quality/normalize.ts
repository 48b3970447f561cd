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
  return seriesRows(normalizeOpenMeteo(body, 'hourly', AIR_QUALITY_HOURLY_VARS)).map((r) => ({
    time: r.time,
    pm25: r.pm2_5,
    usAqi: r.us_aqi,
  }));
}

/** One day of the CAMS history: the mean of its hourly PM2.5 (µg/m³) and how many hours it had. */
export interface AirHistoryDay {
  date: string;
  pm25: number | null;
  hours: number;
}

/** The history answer (hourly PM2.5) reduced to daily means at once, so the cache holds days, not hours. */
export function normalizeAirQualityDaily(body: unknown): AirHistoryDay[] {
  const rows = seriesRows(normalizeOpenMeteo(body, 'hourly', ['pm2_5'] as const));
  const byDay = new Map<string, { sum: number; n: number }>();
  for (const r of rows) {
    const day = r.time.slice(0, 10);
    const b = byDay.get(day) ?? { sum: 0, n: 0 };
    if (r.pm2_5 !== null && r.pm2_5 >= 0) {
      b.sum += r.pm2_5;
      b.n++;
    }
    byDay.set(day, b);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, b]) => ({ date, pm25: b.n ? b.sum / b.n : null, hours: b.n }));
}
