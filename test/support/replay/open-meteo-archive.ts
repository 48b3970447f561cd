// Open-Meteo Historical Weather (/v1/archive) over synthetic weather: the same climate the forecast handler draws from.
// Daily blocks, and the hourly `snow_depth` the archive serves (historical-weather.yml lists it hourly only).
import type { ReplayHandler } from '../replay-server.js';
import { dailyBody, hourlyBody, isAnswer, readBlockRequest, synthDay, withMeans } from './open-meteo-synth.js';
import { WEATHER_VARS } from './open-meteo-forecast.js';

/** Snow on the ground (m) on a synthetic day: cold days carry snow, more the colder (a replay stand-in, not a snow model). */
export const synthSnowDepth = (lat: number, lng: number, date: string): number => {
  const t = synthDay(lat, lng, date).temperature_2m_max;
  return t < 2 ? Math.round(Math.min(1.5, (2 - t) * 0.04) * 100) / 100 : 0;
};

export const openMeteoArchiveHandler: ReplayHandler = {
  answer(req) {
    if (!req.query.get('start_date') || !req.query.get('end_date')) return { status: 400, body: { error: true, reason: "Parameter 'start_date' and 'end_date' are required" } };
    if (req.query.get('hourly')) {
      const h = readBlockRequest(req.query, 'hourly', ['snow_depth'], { start: '', end: '' });
      if (isAnswer(h)) return h;
      const memo = new Map<string, number>();
      return {
        body: hourlyBody(h, 0.25, (d) => {
          let v = memo.get(d);
          if (v === undefined) memo.set(d, (v = synthSnowDepth(h.lat, h.lng, d)));
          return { snow_depth: v };
        }),
      };
    }
    const r = readBlockRequest(req.query, 'daily', [...WEATHER_VARS, 'wind_speed_10m_mean', 'relative_humidity_2m_mean'], { start: '', end: '' });
    if (isAnswer(r)) return r;
    return { body: dailyBody(r, 0.25, (d) => ({ ...withMeans(synthDay(r.lat, r.lng, d)) })) };
  },
  empty(req) {
    const block = req.query.get('hourly') ? 'hourly' : 'daily';
    return { body: { latitude: Number(req.query.get('latitude')), longitude: Number(req.query.get('longitude')), [`${block}_units`]: { time: 'iso8601' }, [block]: { time: [] } } };
  },
};
