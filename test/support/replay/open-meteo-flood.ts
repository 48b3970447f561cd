// Open-Meteo Flood (/v1/flood) over synthetic GloFAS discharge: reanalysis values for past days and, for future
// days, the ensemble's statistics or (with `ensemble=true`) its 51 members: `river_discharge` (control) and
// `river_discharge_member01` ... `_member50`, as the real API names them. Like the real seamless_v4 answer, the
// forecast reaches 7 months (30 days of GloFAS forecast, then the seasonal forecast); later days are null.
import type { ReplayHandler } from '../replay-server.js';
import {
  dailyBody,
  dateOf,
  dayNumber,
  isAnswer,
  readBlockRequest,
  synthDay,
  synthDischarge,
  u,
  emptyOpenMeteo,
} from './open-meteo-synth.js';
import { memberKey } from './open-meteo-ensemble.js';

const VARS = [
  'river_discharge',
  'river_discharge_mean',
  'river_discharge_median',
  'river_discharge_max',
  'river_discharge_min',
  'river_discharge_p25',
  'river_discharge_p75',
];
const REPLAY_TODAY = '2026-11-22';
/** GloFAS ensemble: a control run and 50 perturbed members. */
export const GLOFAS_MEMBERS = 51;
/** Days of forecast the seamless answer reaches (GloFAS v4 seasonal: 7 months). */
export const GLOFAS_FORECAST_DAYS = 215;
const MODELS = ['seamless_v4', 'forecast_v4', 'consolidated_v4', 'seamless_v3', 'forecast_v3', 'consolidated_v3'];

/** Rain of a day at a place, memoised (a long reanalysis answer asks each day four times). */
const rainMemo = new Map<string, number>();
function rainOf(lat: number, lng: number, date: string): number {
  const key = `${lat}|${lng}|${date}`;
  let r = rainMemo.get(key);
  if (r === undefined) {
    if (rainMemo.size > 200_000) rainMemo.clear();
    r = synthDay(lat, lng, date).precipitation_sum;
    rainMemo.set(key, r);
  }
  return r;
}

/** Discharge of the synthetic river on a day: the climate's flow lifted by the last four days' rain. */
export function replayDischarge(lat: number, lng: number, date: string): number {
  const base = synthDischarge(lat, lng, date);
  if (base === 0) return 0;
  const recentRain = [0, 1, 2, 3].reduce((s, k) => s + rainOf(lat, lng, k === 0 ? date : dateOf(dayNumber(date) - k)), 0);
  return base * (1 + Math.min(1, recentRain / 150));
}

/** Member m's discharge at a lead: lognormal spread around the control that widens with lead. */
export function replayMemberDischarge(lat: number, lng: number, date: string, member: number, lead: number): number {
  const q = replayDischarge(lat, lng, date);
  if (member === 0) return q;
  const spread = 0.05 + 0.015 * Math.min(lead, 60);
  const z = (u(Math.round(lat * 20), Math.round(lng * 20), Math.floor(lead / 5), member, 'qm') - 0.5) * 3.4;
  return Math.round(q * Math.exp(spread * z) * 100) / 100;
}

export const openMeteoFloodHandler: ReplayHandler = {
  answer(req) {
    const today = dayNumber(REPLAY_TODAY);
    const past = Number(req.query.get('past_days') ?? 0);
    const days = Number(req.query.get('forecast_days') ?? 92);
    const model = req.query.get('models');
    if (model && !MODELS.includes(model))
      return {
        status: 400,
        body: { error: true, reason: `Cannot initialize GloFasDomainApi from invalid String value ${model} for key models` },
      };
    const ensemble = req.query.get('ensemble') === 'true';
    const r = readBlockRequest(req.query, 'daily', VARS, { start: dateOf(today - past), end: dateOf(today + days - 1) });
    if (isAnswer(r)) return r;
    const lastForecastDay = today + GLOFAS_FORECAST_DAYS - 1;
    const leadOf = (d: string) => dayNumber(d) - today;
    const isForecast = (d: string) => leadOf(d) >= 0 && dayNumber(d) <= lastForecastDay;

    if (ensemble) {
      // Members exist for forecast days only ("Statistical and ensemble forecasts are only available for forecasts").
      const body = dailyBody({ ...r, vars: [] }, 0.05, () => ({}));
      const daily = body.daily as Record<string, unknown[]>;
      const units = body.daily_units as Record<string, string>;
      for (const v of r.vars.filter((x) => x === 'river_discharge')) {
        for (let m = 0; m < GLOFAS_MEMBERS; m++) {
          daily[memberKey(v, m)] = (daily.time as string[]).map((d) =>
            isForecast(d)
              ? replayMemberDischarge(r.lat, r.lng, d, m, leadOf(d))
              : m === 0 && leadOf(d) < 0
                ? Math.round(replayDischarge(r.lat, r.lng, d) * 100) / 100
                : null,
          );
          units[memberKey(v, m)] = 'm³/s';
        }
      }
      return { body };
    }
    // Ensemble statistics exist for forecast days only; the spread widens with lead.
    return {
      body: dailyBody(r, 0.05, (d) => {
        const q = Math.round(replayDischarge(r.lat, r.lng, d) * 100) / 100;
        const row: Record<string, number | null> = { river_discharge: leadOf(d) < 0 || isForecast(d) ? q : null };
        if (!isForecast(d)) return row;
        const members = Array.from({ length: GLOFAS_MEMBERS }, (_, m) => replayMemberDischarge(r.lat, r.lng, d, m, leadOf(d))).sort(
          (a, b) => a - b,
        );
        const at = (p: number) => members[Math.round(p * (GLOFAS_MEMBERS - 1))]!;
        row.river_discharge_mean = Math.round((members.reduce((s, x) => s + x, 0) / GLOFAS_MEMBERS) * 100) / 100;
        row.river_discharge_median = at(0.5);
        row.river_discharge_min = members[0]!;
        row.river_discharge_max = members.at(-1)!;
        row.river_discharge_p25 = at(0.25);
        row.river_discharge_p75 = at(0.75);
        return row;
      }),
    };
  },
  empty: emptyOpenMeteo('daily'),
};
