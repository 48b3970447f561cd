// Open-Meteo Air Quality (/v1/air-quality) over synthetic PM2.5: hourly values, null past the CAMS horizon like the real API.
import type { ReplayHandler } from '../replay-server.js';
import { aqiOf, dateOf, dayNumber, hourlyBody, isAnswer, readBlockRequest, synthPm25, emptyOpenMeteo } from './open-meteo-synth.js';

const VARS = ['pm10', 'pm2_5', 'carbon_monoxide', 'nitrogen_dioxide', 'ozone', 'european_aqi', 'us_aqi'];
const REPLAY_TODAY = '2026-11-22';
/** The real 7-day answer ends in 42 null hours (CAMS global runs ~5 days). */
const TRAILING_NULL_HOURS = 42;

export const openMeteoAirQualityHandler: ReplayHandler = {
  answer(req) {
    const today = dayNumber(REPLAY_TODAY);
    const past = Number(req.query.get('past_days') ?? 0);
    const days = Number(req.query.get('forecast_days') ?? 5);
    const r = readBlockRequest(req.query, 'hourly', VARS, { start: dateOf(today - past), end: dateOf(today + days - 1) });
    if (isAnswer(r)) return r;
    // CAMS global is one value per 0.4° grid cell: every place in a cell gets its grid point's.
    const la = Math.round(r.lat / 0.4) * 0.4;
    const lo = Math.round(r.lng / 0.4) * 0.4;
    return {
      body: hourlyBody(r, 0.4, (d, h, i, total): Record<string, number | null> => {
        if (i >= total - TRAILING_NULL_HOURS) return {};
        const pm = Math.round(synthPm25(la, lo, d) * (1 + 0.35 * Math.cos((2 * Math.PI * (h - 2)) / 24)) * 10) / 10;
        return { pm2_5: pm, pm10: Math.round(pm * 1.6 * 10) / 10, us_aqi: aqiOf(pm), european_aqi: Math.round(pm * 1.8) };
      }),
    };
  },
  empty: emptyOpenMeteo('hourly'),
};
