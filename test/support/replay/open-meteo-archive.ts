// Open-Meteo Historical Weather (/v1/archive) over synthetic weather: the same climate the forecast handler draws from.
import type { ReplayHandler } from '../replay-server.js';
import { dailyBody, isAnswer, readBlockRequest, synthDay, withMeans } from './open-meteo-synth.js';
import { WEATHER_VARS } from './open-meteo-forecast.js';

export const openMeteoArchiveHandler: ReplayHandler = {
  answer(req) {
    if (!req.query.get('start_date') || !req.query.get('end_date')) return { status: 400, body: { error: true, reason: "Parameter 'start_date' and 'end_date' are required" } };
    const r = readBlockRequest(req.query, 'daily', [...WEATHER_VARS, 'wind_speed_10m_mean', 'relative_humidity_2m_mean'], { start: '', end: '' });
    if (isAnswer(r)) return r;
    return { body: dailyBody(r, 0.25, (d) => ({ ...withMeans(synthDay(r.lat, r.lng, d)) })) };
  },
  empty(req) {
    return { body: { latitude: Number(req.query.get('latitude')), longitude: Number(req.query.get('longitude')), daily_units: { time: 'iso8601' }, daily: { time: [] } } };
  },
};
