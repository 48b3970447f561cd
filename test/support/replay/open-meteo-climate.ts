// Open-Meteo Climate (/v1/climate) over synthetic weather with a warming and drying trend from 2020 (CMIP6-like).
import type { ReplayHandler } from '../replay-server.js';
import { dailyBody, isAnswer, readBlockRequest, synthDay, emptyOpenMeteo } from './open-meteo-synth.js';

const VARS = [
  'temperature_2m_max',
  'precipitation_sum',
  'et0_fao_evapotranspiration_sum',
  'wind_gusts_10m_max',
  'relative_humidity_2m_min',
  'wind_speed_10m_mean',
];
const MODELS = ['CMCC_CM2_VHR4', 'FGOALS_f3_H', 'HiRAM_SIT_HR', 'MRI_AGCM3_2_S', 'EC_Earth3P_HR', 'MPI_ESM1_2_XR', 'NICAM16_8S'];

export const openMeteoClimateHandler: ReplayHandler = {
  answer(req) {
    const q = req.query;
    if (!q.get('start_date') || !q.get('end_date'))
      return { status: 400, body: { error: true, reason: "Parameter 'start_date' and 'end_date' are required" } };
    if ((q.get('start_date') ?? '') < '1950-01-01' || (q.get('end_date') ?? '') > '2050-12-31')
      return { status: 400, body: { error: true, reason: "Parameter 'start_date' is out of allowed range from 1950-01-01 to 2050-12-31" } };
    const models = (q.get('models') ?? '').split(',').filter(Boolean);
    const bad = models.find((m) => !MODELS.includes(m));
    if (bad)
      return { status: 400, body: { error: true, reason: `Cannot initialize CmipModel from invalid String value ${bad} for key models` } };
    const r = readBlockRequest(q, 'daily', VARS, { start: '', end: '' });
    if (isAnswer(r)) return r;
    return {
      body: dailyBody(r, 0.1875, (d) => {
        const years = Math.max(0, Number(d.slice(0, 4)) - 2020);
        const day = synthDay(r.lat, r.lng, d, 0.03 * years, 1 - 0.003 * years);
        return {
          temperature_2m_max: day.temperature_2m_max,
          precipitation_sum: day.precipitation_sum,
          et0_fao_evapotranspiration_sum: Math.round(day.et0_fao_evapotranspiration * (1 + 0.002 * years) * 100) / 100,
          wind_gusts_10m_max: Math.round(day.wind_gusts_10m_max * (1 + 0.001 * years) * 10) / 10,
          relative_humidity_2m_min: Math.max(1, day.relative_humidity_2m_min - Math.round(0.05 * years)),
          wind_speed_10m_mean: Math.round(day.wind_speed_10m_max * 0.62 * 10) / 10,
        };
      }),
    };
  },
  empty: emptyOpenMeteo('daily'),
};
