// Open-Meteo Historical Weather (/v1/archive) over synthetic weather: the same climate the forecast handler draws from.
// Daily blocks, snow depth included (`snow_depth_max`, the daily aggregation of the hourly `snow_depth`).
import type { ReplayHandler } from '../replay-server.js';
import { dailyBody, isAnswer, readBlockRequest, synthDay, withMeans, emptyOpenMeteo } from './open-meteo-synth.js';
import { WEATHER_VARS } from './open-meteo-forecast.js';

/** Snow on the ground (m) on a synthetic day: cold days carry snow, more the colder (a replay stand-in, not a snow model). */
export const synthSnowDepth = (lat: number, lng: number, date: string): number => snowDepthOf(synthDay(lat, lng, date).temperature_2m_max);

/** The replay's snow depth (m) on a day of maximum temperature `t`. */
export const snowDepthOf = (t: number): number => (t < 2 ? Math.round(Math.min(1.5, (2 - t) * 0.04) * 100) / 100 : 0);

export const openMeteoArchiveHandler: ReplayHandler = {
  answer(req) {
    if (!req.query.get('start_date') || !req.query.get('end_date'))
      return { status: 400, body: { error: true, reason: "Parameter 'start_date' and 'end_date' are required" } };
    const r = readBlockRequest(
      req.query,
      'daily',
      [...WEATHER_VARS, 'wind_speed_10m_mean', 'relative_humidity_2m_mean', 'snow_depth_max'],
      { start: '', end: '' },
    );
    if (isAnswer(r)) return r;
    const snow = r.vars.includes('snow_depth_max');
    return {
      body: dailyBody(r, 0.25, (d) => ({
        ...withMeans(synthDay(r.lat, r.lng, d)),
        ...(snow ? { snow_depth_max: synthSnowDepth(r.lat, r.lng, d) } : {}),
      })),
    };
  },
  empty: emptyOpenMeteo('daily'),
};
