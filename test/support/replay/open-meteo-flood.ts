// Open-Meteo Flood (/v1/flood) over synthetic GloFAS discharge: reanalysis values and, for future days, ensemble spread.
import type { ReplayHandler } from '../replay-server.js';
import { dailyBody, dateOf, dayNumber, isAnswer, readBlockRequest, synthDay, synthDischarge } from './open-meteo-synth.js';

const VARS = ['river_discharge', 'river_discharge_mean', 'river_discharge_median', 'river_discharge_max', 'river_discharge_min', 'river_discharge_p25', 'river_discharge_p75'];
const REPLAY_TODAY = '2026-11-22';

export const openMeteoFloodHandler: ReplayHandler = {
  answer(req) {
    const today = dayNumber(REPLAY_TODAY);
    const past = Number(req.query.get('past_days') ?? 0);
    const days = Number(req.query.get('forecast_days') ?? 92);
    const r = readBlockRequest(req.query, 'daily', VARS, { start: dateOf(today - past), end: dateOf(today + days - 1) });
    if (isAnswer(r)) return r;
    // Ensemble statistics exist for forecast days only; the spread widens with lead. Heavy rain upstream lifts the river.
    const firstForecastDay = dayNumber(r.end) - 29;
    return {
      body: dailyBody(r, 0.05, (d) => {
        const recentRain = [0, 1, 2, 3].reduce((s, k) => s + synthDay(r.lat, r.lng, dateOf(dayNumber(d) - k)).precipitation_sum, 0);
        const q = synthDischarge(r.lat, r.lng, d) * (1 + Math.min(1, recentRain / 150));
        const lead = dayNumber(d) - firstForecastDay;
        const row: Record<string, number | null> = { river_discharge: q };
        const spread = lead >= 0 ? 0.05 + 0.015 * lead : null;
        for (const [k, f] of [['mean', 0.02], ['median', 0], ['max', 2.5], ['min', -1.6], ['p25', -0.6], ['p75', 0.7]] as const) {
          row[`river_discharge_${k}`] = spread === null ? null : Math.round(Math.max(0, q * (1 + f * spread)) * 100) / 100;
        }
        return row;
      }),
    };
  },
  empty(req) {
    return { body: { latitude: Number(req.query.get('latitude')), longitude: Number(req.query.get('longitude')), daily_units: { time: 'iso8601' }, daily: { time: [] } } };
  },
};
