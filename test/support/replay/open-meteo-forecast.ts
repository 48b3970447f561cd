// Open-Meteo Forecast (/v1/forecast) over synthetic weather: daily variables for start_date..end_date or past/forecast days.
import type { ReplayHandler } from '../replay-server.js';
import { dailyBody, dateOf, dayNumber, isAnswer, readBlockRequest, synthDay, withMeans, emptyOpenMeteo } from './open-meteo-synth.js';

export const WEATHER_VARS = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'relative_humidity_2m_min',
  'et0_fao_evapotranspiration',
];

/** Without dates the real API counts from its own today; the replay has no clock, so it uses a fixed one. */
const REPLAY_TODAY = '2026-11-22';

export const openMeteoForecastHandler: ReplayHandler = {
  answer(req) {
    const today = dayNumber(REPLAY_TODAY);
    const past = Number(req.query.get('past_days') ?? 0);
    const days = Number(req.query.get('forecast_days') ?? 7);
    // The daily mean wind too (the IFS run's past days, models=ecmwf_ifs025, read it for the bias correction).
    const r = readBlockRequest(req.query, 'daily', [...WEATHER_VARS, 'wind_speed_10m_mean'], {
      start: dateOf(today - past),
      end: dateOf(today + days - 1),
    });
    if (isAnswer(r)) return r;
    // The IFS run (models=ecmwf_ifs025) is one value per 0.25° grid cell: every place in a cell gets its grid point's.
    const ifs = req.query.get('models') === 'ecmwf_ifs025';
    const la = ifs ? Math.round(r.lat / 0.25) * 0.25 : r.lat;
    const lo = ifs ? Math.round(r.lng / 0.25) * 0.25 : r.lng;
    return { body: dailyBody(r, 0.25, (d) => ({ ...withMeans(synthDay(la, lo, d)) })) };
  },
  empty: emptyOpenMeteo('daily'),
};
