// Open-Meteo Ensemble answer (https://open-meteo.com/en/docs/ensemble-api) -> one series per ensemble member.
//
// The API names the control run with the bare variable (`temperature_2m_max`) and the perturbed members
// `<variable>_member01`, `_member02`, ... (two digits). When several models are asked at once every key also
// ends in `_<model>` (`temperature_2m_max_member01_ecmwf_ifs025`); we ask one model, but read both forms.
import { freezeFlatRows } from '../../shared/freeze.js';
import { SourceError } from '../http.js';
import { num, timeText } from '../open-meteo-series.js';

/** Daily aggregations every weather model may read (all in the Ensemble API's `daily` list, ensemble.yml). */
export const ENSEMBLE_DAILY_VARS = [
  'temperature_2m_max',
  'temperature_2m_min',
  'temperature_2m_mean',
  'precipitation_sum',
  'wind_speed_10m_max',
  'wind_speed_10m_mean',
  'wind_gusts_10m_max',
  'relative_humidity_2m_min',
  'relative_humidity_2m_mean',
  'relative_humidity_2m_max',
  'et0_fao_evapotranspiration',
] as const;
export type EnsembleDailyVar = (typeof ENSEMBLE_DAILY_VARS)[number];

/** Hourly variables a model may ask for (a subset of the API's `hourly` list). */
export const ENSEMBLE_HOURLY_VARS = [
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'precipitation',
  'wind_speed_10m',
  'wind_gusts_10m',
  'wet_bulb_temperature_2m',
] as const;
export type EnsembleHourlyVar = (typeof ENSEMBLE_HOURLY_VARS)[number];

/** One ensemble answer: aligned time steps and, per member, one array per variable (null where missing). */
export interface EnsembleSeries<K extends string> {
  /** The model asked for (as passed in `models`). */
  model: string;
  latitude: number | null;
  longitude: number | null;
  elevation: number | null;
  /** ISO dates (daily) or date-times (hourly), GMT as we ask. */
  time: string[];
  /** Members in ascending order; member 0 is the control run. */
  members: { member: number; values: Record<K, (number | null)[]> }[];
}

/**
 * Which variable and member a key of the answer holds: `v` -> member 0, `v_memberNN` -> NN, each optionally
 * followed by `_<model>`. Returns undefined for keys of other variables.
 */
export function memberOfKey(key: string, variable: string, model?: string): number | undefined {
  let rest = key;
  if (model && rest.endsWith(`_${model}`)) rest = rest.slice(0, -model.length - 1);
  if (rest === variable) return 0;
  if (!rest.startsWith(`${variable}_member`)) return undefined;
  const digits = rest.slice(variable.length + '_member'.length);
  return /^\d{1,3}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * Reads one block (`daily` or `hourly`) of an Ensemble API answer for the given variables. Throws
 * SourceError('parse') on the `{error: true, reason}` body and on answers without the block. A member
 * that lacks a variable gets all nulls for it; past a model's range the API itself sends nulls.
 */
export function normalizeEnsemble<K extends string>(
  body: unknown,
  block: 'daily' | 'hourly',
  vars: readonly K[],
  model: string,
): EnsembleSeries<K> {
  const { root, time, members: raw } = rawMembers(body, block, vars, model);
  const members = raw.map(({ member, columns }) => {
    const values = {} as Record<K, (number | null)[]>;
    for (const v of vars) {
      const column = columns[v];
      values[v] = column ? time.map((_, i) => num(column[i])) : time.map(() => null);
    }
    return { member, values };
  });
  return { model, latitude: num(root.latitude), longitude: num(root.longitude), elevation: num(root.elevation), time, members };
}

/** The checked block, its time steps as text, and per member (ascending) the raw column of each variable it has. */
function rawMembers<K extends string>(
  body: unknown,
  block: 'daily' | 'hourly',
  vars: readonly K[],
  model: string,
): { root: Record<string, unknown>; time: string[]; members: { member: number; columns: Partial<Record<K, unknown[]>> }[] } {
  const root = (Array.isArray(body) ? body[0] : body) as Record<string, unknown> | null | undefined;
  if (!root || typeof root !== 'object') throw new SourceError('parse', 'Open-Meteo ensemble answer is not a JSON object');
  if (root.error === true) {
    throw new SourceError('parse', `Open-Meteo error: ${typeof root.reason === 'string' ? root.reason.slice(0, 160) : 'no reason given'}`);
  }
  const data = root[block] as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.time))
    throw new SourceError('parse', `Open-Meteo ensemble answer has no ${block} block`);
  const time = (data.time as unknown[]).map(timeText);

  const byMember = new Map<number, Partial<Record<K, unknown[]>>>();
  for (const [key, raw] of Object.entries(data)) {
    if (key === 'time' || !Array.isArray(raw)) continue;
    for (const v of vars) {
      const m = memberOfKey(key, v, model);
      if (m === undefined) continue;
      let columns = byMember.get(m);
      if (!columns) byMember.set(m, (columns = {}));
      columns[v] = raw as unknown[];
      break;
    }
  }
  const members = [...byMember.keys()].sort((a, b) => a - b).map((member) => ({ member, columns: byMember.get(member)! }));
  return { root, time, members };
}

/** One day of one member (°C, mm, km/h, %), any field null when the API had none. */
export interface EnsembleDay {
  /** YYYY-MM-DD (GMT). */
  date: string;
  tmaxC: number | null;
  tminC: number | null;
  tmeanC: number | null;
  precipMm: number | null;
  windMaxKmh: number | null;
  windMeanKmh: number | null;
  gustMaxKmh: number | null;
  rhMinPct: number | null;
  rhMeanPct: number | null;
  rhMaxPct: number | null;
  et0Mm: number | null;
}

/** The daily ensemble as the models read it: one day series per member. JSON-safe (it is cached). */
export interface EnsembleDaily {
  model: string;
  /** Dates of the answer, in order. */
  dates: string[];
  /** Member 0 is the control run; members whose every value is null are dropped. */
  members: { member: number; days: EnsembleDay[] }[];
}

export function normalizeEnsembleDaily(body: unknown, model: string): EnsembleDaily {
  // One object a day straight from each member's raw columns (the values normalizeEnsemble's series hold).
  const { time, members: raw } = rawMembers(body, 'daily', ENSEMBLE_DAILY_VARS, model);
  const dates = time.map((t) => t.slice(0, 10));
  const members: EnsembleDaily['members'] = [];
  const none: unknown[] = [];
  for (const { member, columns: c } of raw) {
    const tmax = c.temperature_2m_max ?? none;
    const tmin = c.temperature_2m_min ?? none;
    const tmean = c.temperature_2m_mean ?? none;
    const precip = c.precipitation_sum ?? none;
    const windMax = c.wind_speed_10m_max ?? none;
    const windMean = c.wind_speed_10m_mean ?? none;
    const gust = c.wind_gusts_10m_max ?? none;
    const rhMin = c.relative_humidity_2m_min ?? none;
    const rhMean = c.relative_humidity_2m_mean ?? none;
    const rhMax = c.relative_humidity_2m_max ?? none;
    const et0 = c.et0_fao_evapotranspiration ?? none;
    const days: EnsembleDay[] = [];
    let any = false;
    for (let i = 0; i < dates.length; i++) {
      const day: EnsembleDay = {
        date: dates[i]!,
        tmaxC: num(tmax[i]),
        tminC: num(tmin[i]),
        tmeanC: num(tmean[i]),
        precipMm: num(precip[i]),
        windMaxKmh: num(windMax[i]),
        windMeanKmh: num(windMean[i]),
        gustMaxKmh: num(gust[i]),
        rhMinPct: num(rhMin[i]),
        rhMeanPct: num(rhMean[i]),
        rhMaxPct: num(rhMax[i]),
        et0Mm: num(et0[i]),
      };
      days.push(day);
      if (!any) {
        any =
          day.tmaxC !== null ||
          day.tminC !== null ||
          day.tmeanC !== null ||
          day.precipMm !== null ||
          day.windMaxKmh !== null ||
          day.windMeanKmh !== null ||
          day.gustMaxKmh !== null ||
          day.rhMinPct !== null ||
          day.rhMeanPct !== null ||
          day.rhMaxPct !== null ||
          day.et0Mm !== null;
      }
    }
    // Members whose every value is null are dropped.
    if (any) members.push({ member, days: freezeFlatRows(days) });
  }
  return { model, dates, members };
}

/** The hourly ensemble: per member, one array per variable aligned with `time`. JSON-safe. */
export interface EnsembleHourly {
  model: string;
  time: string[];
  members: { member: number; values: Record<EnsembleHourlyVar, (number | null)[]> }[];
}

export function normalizeEnsembleHourly(
  body: unknown,
  model: string,
  vars: readonly EnsembleHourlyVar[] = ENSEMBLE_HOURLY_VARS,
): EnsembleHourly {
  const s = normalizeEnsemble(body, 'hourly', vars, model);
  const members = s.members.map(({ member, values }) => {
    const full = {} as Record<EnsembleHourlyVar, (number | null)[]>;
    for (const v of ENSEMBLE_HOURLY_VARS)
      full[v] = (values as Partial<Record<EnsembleHourlyVar, (number | null)[]>>)[v] ?? s.time.map(() => null);
    return { member, values: full };
  });
  return { model, time: s.time, members };
}
