// Open-Meteo Ensemble answer (https://open-meteo.com/en/docs/ensemble-api) -> one series per ensemble member.
//
// The API names the control run with the bare variable (`temperature_2m_max`) and the perturbed members
// `<variable>_member01`, `_member02`, ... (two digits). When several models are asked at once every key also
// ends in `_<model>` (`temperature_2m_max_member01_ecmwf_ifs025`); we ask one model, but read both forms.
import { SourceError } from '../http.js';

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

const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

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
export function normalizeEnsemble<K extends string>(body: unknown, block: 'daily' | 'hourly', vars: readonly K[], model: string): EnsembleSeries<K> {
  const root = (Array.isArray(body) ? body[0] : body) as Record<string, unknown> | null | undefined;
  if (!root || typeof root !== 'object') throw new SourceError('parse', 'Open-Meteo ensemble answer is not a JSON object');
  if (root.error === true) {
    throw new SourceError('parse', `Open-Meteo error: ${typeof root.reason === 'string' ? root.reason.slice(0, 160) : 'no reason given'}`);
  }
  const data = root[block] as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.time)) throw new SourceError('parse', `Open-Meteo ensemble answer has no ${block} block`);
  const time = (data.time as unknown[]).map((t) => (typeof t === 'string' ? t : typeof t === 'number' ? new Date(t * 1000).toISOString() : ''));

  const byMember = new Map<number, Record<string, (number | null)[]>>();
  for (const [key, raw] of Object.entries(data)) {
    if (key === 'time' || !Array.isArray(raw)) continue;
    for (const v of vars) {
      const m = memberOfKey(key, v, model);
      if (m === undefined) continue;
      let row = byMember.get(m);
      if (!row) byMember.set(m, (row = {}));
      row[v] = time.map((_, i) => num(raw[i]));
      break;
    }
  }
  const members = [...byMember.keys()]
    .sort((a, b) => a - b)
    .map((member) => {
      const got = byMember.get(member)!;
      const values = {} as Record<K, (number | null)[]>;
      for (const v of vars) values[v] = got[v] ?? time.map(() => null);
      return { member, values };
    });
  return { model, latitude: num(root.latitude), longitude: num(root.longitude), elevation: num(root.elevation), time, members };
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
  const s = normalizeEnsemble(body, 'daily', ENSEMBLE_DAILY_VARS, model);
  const dates = s.time.map((t) => t.slice(0, 10));
  const members = s.members
    .map(({ member, values: v }) => ({
      member,
      days: dates.map((date, i) => ({
        date,
        tmaxC: v.temperature_2m_max[i] ?? null,
        tminC: v.temperature_2m_min[i] ?? null,
        tmeanC: v.temperature_2m_mean[i] ?? null,
        precipMm: v.precipitation_sum[i] ?? null,
        windMaxKmh: v.wind_speed_10m_max[i] ?? null,
        windMeanKmh: v.wind_speed_10m_mean[i] ?? null,
        gustMaxKmh: v.wind_gusts_10m_max[i] ?? null,
        rhMinPct: v.relative_humidity_2m_min[i] ?? null,
        rhMeanPct: v.relative_humidity_2m_mean[i] ?? null,
        rhMaxPct: v.relative_humidity_2m_max[i] ?? null,
        et0Mm: v.et0_fao_evapotranspiration[i] ?? null,
      })),
    }))
    .filter((m) => m.days.some((d) => Object.entries(d).some(([k, x]) => k !== 'date' && x !== null)));
  return { model, dates, members };
}

/** The hourly ensemble: per member, one array per variable aligned with `time`. JSON-safe. */
export interface EnsembleHourly {
  model: string;
  time: string[];
  members: { member: number; values: Record<EnsembleHourlyVar, (number | null)[]> }[];
}

export function normalizeEnsembleHourly(body: unknown, model: string, vars: readonly EnsembleHourlyVar[] = ENSEMBLE_HOURLY_VARS): EnsembleHourly {
  const s = normalizeEnsemble(body, 'hourly', vars, model);
  const members = s.members.map(({ member, values }) => {
    const full = {} as Record<EnsembleHourlyVar, (number | null)[]>;
    for (const v of ENSEMBLE_HOURLY_VARS) full[v] = (values as Partial<Record<EnsembleHourlyVar, (number | null)[]>>)[v] ?? s.time.map(() => null);
    return { member, values: full };
  });
  return { model, time: s.time, members };
}
