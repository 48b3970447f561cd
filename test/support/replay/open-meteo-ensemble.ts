// Open-Meteo Ensemble (/v1/ensemble) over synthetic weather: every member of one model in the API's real shape.
// The control run is the bare variable (`temperature_2m_max`), the perturbed members `<variable>_member01` ...;
// daily_units lists every member key too. Members spread around the same synthetic climate the forecast and
// archive handlers draw from, more with lead; past a model's range the API (and so the replay) sends nulls.
import type { ReplayHandler } from '../replay-server.js';
import { dateOf, dateRange, dayNumber, head, omError, synthDay, u, emptyOpenMeteo } from './open-meteo-synth.js';

const REPLAY_TODAY = '2026-11-22';

/** Members (control included) and forecast days per model, as the Ensemble API documents them; both name forms. */
export const ENSEMBLE_REPLAY_MODELS: Record<string, { members: number; days: number; gridDeg: number }> = {
  ecmwf_ifs025: { members: 51, days: 15, gridDeg: 0.25 },
  ecmwf_ifs025_ensemble: { members: 51, days: 15, gridDeg: 0.25 },
  gfs025: { members: 31, days: 10, gridDeg: 0.25 },
  ncep_gefs025: { members: 31, days: 10, gridDeg: 0.25 },
  gfs05: { members: 31, days: 35, gridDeg: 0.5 },
  ncep_gefs05: { members: 31, days: 35, gridDeg: 0.5 },
  gfs_seamless: { members: 31, days: 35, gridDeg: 0.25 },
  icon_seamless: { members: 40, days: 7, gridDeg: 0.25 },
  gem_global: { members: 21, days: 16, gridDeg: 0.25 },
};

/** The Ensemble API's daily list (ensemble.yml); the replay synthesises the ones weather models read, others are null. */
const DAILY_KNOWN = [
  'temperature_2m_mean',
  'temperature_2m_min',
  'temperature_2m_max',
  'apparent_temperature_mean',
  'apparent_temperature_min',
  'apparent_temperature_max',
  'wind_speed_10m_mean',
  'wind_speed_10m_min',
  'wind_speed_10m_max',
  'wind_direction_10m_dominant',
  'wind_gusts_10m_mean',
  'wind_gusts_10m_min',
  'wind_gusts_10m_max',
  'cloud_cover_mean',
  'cloud_cover_min',
  'cloud_cover_max',
  'precipitation_sum',
  'precipitation_hours',
  'rain_sum',
  'snowfall_sum',
  'pressure_msl_mean',
  'pressure_msl_min',
  'pressure_msl_max',
  'relative_humidity_2m_mean',
  'relative_humidity_2m_min',
  'relative_humidity_2m_max',
  'dew_point_2m_mean',
  'dew_point_2m_min',
  'dew_point_2m_max',
  'et0_fao_evapotranspiration',
  'shortwave_radiation_sum',
];
const HOURLY_KNOWN = [
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'apparent_temperature',
  'precipitation',
  'rain',
  'wind_speed_10m',
  'wind_gusts_10m',
  'wind_direction_10m',
  'pressure_msl',
  'cloud_cover',
  'et0_fao_evapotranspiration',
  'wet_bulb_temperature_2m',
];

const UNITS: Record<string, string> = {
  temperature_2m: '°C',
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  temperature_2m_mean: '°C',
  dew_point_2m: '°C',
  wet_bulb_temperature_2m: '°C',
  precipitation: 'mm',
  precipitation_sum: 'mm',
  rain: 'mm',
  et0_fao_evapotranspiration: 'mm',
  wind_speed_10m: 'km/h',
  wind_speed_10m_max: 'km/h',
  wind_speed_10m_mean: 'km/h',
  wind_gusts_10m: 'km/h',
  wind_gusts_10m_max: 'km/h',
  relative_humidity_2m: '%',
  relative_humidity_2m_min: '%',
  relative_humidity_2m_mean: '%',
  relative_humidity_2m_max: '%',
};

/** `temperature_2m_max` for member 0, `temperature_2m_max_member07` for member 7. */
export const memberKey = (variable: string, member: number) =>
  member === 0 ? variable : `${variable}_member${String(member).padStart(2, '0')}`;

/** A standard-normal-ish draw in about -2.4..2.4 from four uniforms (deterministic). */
const gauss = (...key: (string | number)[]) => (u(...key, 'a') + u(...key, 'b') + u(...key, 'c') + u(...key, 'd') - 2) * Math.sqrt(3);
const r1 = (x: number) => Math.round(x * 10) / 10;

/** One member's day: the synthetic day, perturbed more with lead (member 0, the control, is the synthetic day itself). */
export function memberDay(lat: number, lng: number, date: string, member: number, lead: number) {
  const d = synthDay(lat, lng, date);
  const spread = member === 0 ? 0 : 0.25 + 0.12 * Math.max(0, lead);
  const k = [Math.round(lat * 4), Math.round(lng * 4), date, member];
  const t = spread * 1.5 * gauss(...k, 't');
  const w = 1 + spread * 0.12 * gauss(...k, 'w');
  const rainFactor = Math.exp(spread * 0.6 * gauss(...k, 'r'));
  // Members may catch a shower the control misses (and the other way round) as the lead grows.
  const flip = u(...k, 'f') < 0.05 * spread;
  const precip = flip ? (d.precipitation_sum > 0 ? 0 : r1(3 * u(...k, 'p'))) : r1(d.precipitation_sum * rainFactor);
  const rhShift = spread * 5 * gauss(...k, 'h') + (precip > 0 ? 8 : 0) - (d.precipitation_sum > 0 ? 8 : 0) * (precip > 0 ? 0 : 1);
  const rhMin = Math.min(98, Math.max(3, d.relative_humidity_2m_min + rhShift));
  const windMax = Math.max(0, d.wind_speed_10m_max * w);
  return {
    temperature_2m_max: r1(d.temperature_2m_max + t),
    temperature_2m_min: r1(d.temperature_2m_min + t * 0.8),
    temperature_2m_mean: r1((d.temperature_2m_max + d.temperature_2m_min) / 2 + t * 0.9),
    precipitation_sum: precip,
    rain_sum: precip,
    wind_speed_10m_max: r1(windMax),
    wind_speed_10m_mean: r1(windMax * 0.62),
    wind_gusts_10m_max: r1(Math.max(0, d.wind_gusts_10m_max * w)),
    relative_humidity_2m_min: Math.round(rhMin),
    relative_humidity_2m_mean: Math.round(Math.min(100, rhMin + 18)),
    relative_humidity_2m_max: Math.round(Math.min(100, rhMin + 35)),
    et0_fao_evapotranspiration: Math.round(d.et0_fao_evapotranspiration * (1 + 0.02 * t) * 100) / 100,
  } as Record<string, number>;
}

/** Hour h of a member's day: a diurnal cycle through the day's extremes (minimum at 05, maximum at 14 GMT). */
function memberHour(day: Record<string, number>, h: number, lat: number, lng: number, date: string, member: number) {
  const phase = (1 + Math.cos((2 * Math.PI * (h - 14)) / 24)) / 2; // 1 at 14h, 0 at 02h
  const t = day.temperature_2m_min! + (day.temperature_2m_max! - day.temperature_2m_min!) * phase;
  const rh = day.relative_humidity_2m_max! - (day.relative_humidity_2m_max! - day.relative_humidity_2m_min!) * phase;
  const wind = day.wind_speed_10m_mean! * (0.6 + 0.65 * phase);
  const rainHours = Math.min(24, Math.max(1, Math.round(day.precipitation_sum! / 2)));
  const startHour = Math.floor(u(Math.round(lat), Math.round(lng), date, member, 'rh') * (24 - rainHours + 1));
  const p = h >= startHour && h < startHour + rainHours ? r1(day.precipitation_sum! / rainHours) : 0;
  const dew = t - (100 - rh) / 5; // Lawrence (2005) rule of thumb, good enough for a replay
  return {
    temperature_2m: r1(t),
    relative_humidity_2m: Math.round(rh),
    dew_point_2m: r1(dew),
    apparent_temperature: r1(t),
    precipitation: p,
    rain: p,
    wind_speed_10m: r1(wind),
    wind_gusts_10m: r1(wind * 1.5),
    wet_bulb_temperature_2m: r1(t - (t - dew) / 3),
  } as Record<string, number>;
}

export const openMeteoEnsembleHandler: ReplayHandler = {
  answer(req) {
    if (req.path !== '/v1/ensemble' && req.path !== '' && req.path !== '/')
      return { status: 404, body: { reason: 'Not Found', error: true } };
    const q = req.query;
    const lat = Number(q.get('latitude'));
    const lng = Number(q.get('longitude'));
    if (q.get('latitude') === null || q.get('longitude') === null)
      return omError("Parameter 'latitude' and 'longitude' must have the same number of elements");
    if (!Number.isFinite(lat) || lat < -90 || lat > 90)
      return omError(`Latitude must be in range of -90 to 90°. Given: ${q.get('latitude')}.`);
    if (!Number.isFinite(lng) || lng < -180 || lng > 180)
      return omError(`Longitude must be in range of -180 to 180°. Given: ${q.get('longitude')}.`);
    const modelName = q.get('models') ?? 'gfs_seamless';
    const model = ENSEMBLE_REPLAY_MODELS[modelName];
    if (!model || modelName.includes(','))
      return omError(`Cannot initialize EnsembleMultiDomains from invalid String value ${modelName} for key models`);
    const daily = (q.get('daily') ?? '').split(',').filter(Boolean);
    const hourly = (q.get('hourly') ?? '').split(',').filter(Boolean);
    const badDaily = daily.find((v) => !DAILY_KNOWN.includes(v));
    if (badDaily) return omError(`Cannot initialize EnsembleVariableDaily from invalid String value ${badDaily} for key daily`);
    const badHourly = hourly.find((v) => !HOURLY_KNOWN.includes(v));
    if (badHourly) return omError(`Cannot initialize EnsembleVariableWithoutMember from invalid String value ${badHourly} for key hourly`);
    const tz = q.get('timezone');
    if (tz !== null && tz !== 'GMT' && tz !== 'UTC' && tz !== 'auto') return omError('Invalid timezone');

    const today = dayNumber(REPLAY_TODAY);
    const past = Number(q.get('past_days') ?? 0);
    const fdays = Number(q.get('forecast_days') ?? 7);
    if (!Number.isInteger(past) || past < 0 || past > 92) return omError("Parameter 'past_days' must be between 0 and 92");
    if (!Number.isInteger(fdays) || fdays < 0 || fdays > 35) return omError("Parameter 'forecast_days' must be between 0 and 35");
    const start = q.get('start_date') ?? dateOf(today - past);
    const end = q.get('end_date') ?? dateOf(today + fdays - 1);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(start) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(end) ||
      end < start ||
      start < '2023-04-01' ||
      dayNumber(end) > today + 35
    ) {
      return omError(`Parameter 'start_date' is out of allowed range from 2023-04-01 to ${dateOf(today + 35)}`);
    }
    const dates = dateRange(start, end);
    const lastDay = today + model.days - 1;
    // A gridded model has one value per grid cell: every place in a cell gets the cell's own (its grid point's) values.
    const cLat = Math.round(lat / model.gridDeg) * model.gridDeg;
    const cLng = Math.round(lng / model.gridDeg) * model.gridDeg;
    const dayValues = (date: string, member: number) =>
      dayNumber(date) > lastDay ? undefined : memberDay(cLat, cLng, date, member, dayNumber(date) - today);

    const body: Record<string, unknown> = { ...head(lat, lng, model.gridDeg) };
    if (hourly.length) {
      const time = dates.flatMap((d) => Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, '0')}:00`));
      const block: Record<string, unknown[]> = { time };
      const units: Record<string, string> = { time: 'iso8601' };
      for (const v of hourly) {
        for (let m = 0; m < model.members; m++) {
          block[memberKey(v, m)] = time.map((t) => {
            const day = dayValues(t.slice(0, 10), m);
            return day ? (memberHour(day, Number(t.slice(11, 13)), cLat, cLng, t.slice(0, 10), m)[v] ?? null) : null;
          });
          units[memberKey(v, m)] = UNITS[v] ?? '';
        }
      }
      body.hourly_units = units;
      body.hourly = block;
    }
    if (daily.length) {
      const rows = Array.from({ length: model.members }, (_, m) => dates.map((d) => dayValues(d, m)));
      const block: Record<string, unknown[]> = { time: dates };
      const units: Record<string, string> = { time: 'iso8601' };
      for (const v of daily) {
        for (let m = 0; m < model.members; m++) {
          block[memberKey(v, m)] = rows[m]!.map((row) => row?.[v] ?? null);
          units[memberKey(v, m)] = UNITS[v] ?? '';
        }
      }
      body.daily_units = units;
      body.daily = block;
    }
    return { body };
  },
  empty: emptyOpenMeteo('daily'),
};
