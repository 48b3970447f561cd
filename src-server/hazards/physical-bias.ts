// Bias correction of the ensemble inputs of storm (gusts, rain), pluvial flood (rain) and wildfire (Tmax, RHmin, mean
// wind, rain): empirical quantile mapping (science/quantile-mapping.ts) of the ensemble's own recent past, all members
// pooled, against ERA5 on the same days, one map per variable, applied to every member's forecast days. The ERA5 side
// is the 30-year ERA5 call these hazards already make (to about a week ago) overlaid by the recent-archive call heat
// and drought make (to six days ago): no call of its own. docs/methodology/flood-storm-wildfire.md "Bias correction of the members".
import { DAY_MS } from '../shared/clock.js';
import {
  applyQuantileMap,
  fitQuantileMap,
  meanCorrection,
  MIN_QM_MODEL,
  MIN_QM_OBS,
  type QuantileMap,
  type QuantileMapKind,
} from '../science/quantile-mapping.js';
import { ARCHIVE_DELAY_DAYS } from '../sources/open-meteo-archive/client.js';
import { ENSEMBLE_DEFAULT_MODEL, ENSEMBLE_MODELS } from '../sources/open-meteo-ensemble/client.js';
import type { EnsembleDaily, EnsembleDay } from '../sources/open-meteo-ensemble/normalize.js';
import type { Era5Day } from '../sources/open-meteo-archive/client.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';
import { type PhysicalObservations } from './physical-inputs.js';
import { fixed, msg, seq, type Message } from '../i18n/message.js';
import { pastValue } from './weather-common.js';
import type { MemberSeries } from '../science/ensemble.js';
import { memo } from '../shared/derived.js';
import { isNum } from '../shared/math.js';

export type BiasVariable = 'gustMaxKmh' | 'precipMm' | 'tmaxC' | 'rhMinPct' | 'windMeanKmh';

/**
 * Temperature and humidity errors are shifts (additive); wind, gusts and rain scale (multiplicative: a ratio, 0 stays
 * 0 and nothing turns negative). Outside the calibration range the outermost correction applies (Boé et al. 2007).
 */
export const BIAS_KIND: Record<BiasVariable, QuantileMapKind> = {
  gustMaxKmh: 'multiplicative',
  windMeanKmh: 'multiplicative',
  precipMm: 'multiplicative',
  tmaxC: 'additive',
  rhMinPct: 'additive',
};
/** A variable's name and unit in the drivers' words (the catalogue's `bias.variable` and `bias.unit`). */
const name = (v: BiasVariable) => msg(`bias.variable.${v}`);
const unit = (v: BiasVariable) => (v === 'tmaxC' || v === 'rhMinPct' ? msg(`bias.unit.${v}`) : '');

export interface VariableBias {
  variable: BiasVariable;
  /** Undefined: fewer than MIN_QM_OBS days to fit on; the members stay as forecast. */
  map: QuantileMap | undefined;
  /** Days both the ensemble's past and ERA5 have, and the member values on them. */
  days: number;
  memberValues: number;
}

export interface EnsembleBias {
  /** The members with every forecast day (today on) corrected where a map was fitted. */
  ensemble: EnsembleDaily | undefined;
  variables: VariableBias[];
  /** Past days ERA5 can have (the ensemble's past days older than ERA5's delay). */
  wantedDays: number;
  /** Share (0-1) of the inputs the correction needed that it had: members / 51 x mean over variables of days / wanted (0 unfitted). */
  completeness: number;
  drivers: Message[];
}

type Reference = Map<string, Partial<Record<BiasVariable, number | null>>>;

/** ERA5 by date from `from`: the 30-year series, overlaid by the recent-archive days (which reach closer to today). */
function era5Reference(
  era5: readonly Era5Day[] | undefined,
  era5Recent: readonly WeatherDay[] | undefined,
  from: string,
  today: string,
): Reference {
  const ref: Reference = new Map();
  for (const d of era5 ?? []) {
    if (d.date < from || d.date >= today) continue;
    ref.set(d.date, { gustMaxKmh: d.gustMaxKmh, precipMm: d.precipMm, tmaxC: d.tmaxC, rhMinPct: d.rhMinPct, windMeanKmh: d.windMeanKmh });
  }
  for (const d of era5Recent ?? []) {
    if (d.date < from || d.date >= today) continue;
    const cur = ref.get(d.date) ?? {};
    // The archive's recent call has no mean wind: keep the 30-year call's where it has the day.
    ref.set(d.date, {
      ...cur,
      gustMaxKmh: d.gustMaxKmh ?? cur.gustMaxKmh,
      precipMm: d.precipMm ?? cur.precipMm,
      tmaxC: d.tmaxC ?? cur.tmaxC,
      rhMinPct: d.rhMinPct ?? cur.rhMinPct,
    });
  }
  return ref;
}

/** One reader per variable: a named property read, not `day[variable]` (a keyed read that is slow when it varies). */
const READ: Record<BiasVariable, (d: EnsembleDay) => number | null | undefined> = {
  gustMaxKmh: (d) => d.gustMaxKmh,
  precipMm: (d) => d.precipMm,
  tmaxC: (d) => d.tmaxC,
  rhMinPct: (d) => d.rhMinPct,
  windMeanKmh: (d) => d.windMeanKmh,
};

/**
 * ERA5 on the ensemble's past days, one column per variable (aligned with `past`, the ensemble's dates before today and
 * their indices). Kept per payloads and today: flood, storm and wildfire read the same one.
 */
interface BiasReference {
  past: (readonly [string, number])[];
  wantedDays: number;
  columns: Record<BiasVariable, (number | null | undefined)[]>;
}

const biasReferenceOf = memo(
  (e: EnsembleDaily, era5: readonly Era5Day[] | undefined, era5Recent: readonly WeatherDay[] | undefined, today: string): BiasReference => {
    const lastObservable = new Date(Date.parse(`${today}T00:00:00Z`) - ARCHIVE_DELAY_DAYS * DAY_MS).toISOString().slice(0, 10);
    const past = e.dates.map((d, i) => [d, i] as const).filter(([d]) => d < today);
    const wantedDays = past.filter(([d]) => d <= lastObservable).length;
    const ref = era5Reference(era5, era5Recent, past[0]?.[0] ?? today, today);
    const columns = Object.fromEntries(
      (Object.keys(BIAS_KIND) as BiasVariable[]).map((v) => [v, past.map(([date]) => ref.get(date)?.[v])]),
    ) as Record<BiasVariable, (number | null | undefined)[]>;
    return { past, wantedDays, columns };
  },
);

const biasReference = (obs: PhysicalObservations, today: string): BiasReference =>
  biasReferenceOf(obs.ensemble!, obs.era5, obs.era5Recent, today);

/** One variable's map, fitted on the members' past days against ERA5 (kept per payloads, variable and today: shared). */
const fitVariableOf = memo(
  (
    e: EnsembleDaily,
    era5: readonly Era5Day[] | undefined,
    era5Recent: readonly WeatherDay[] | undefined,
    v: BiasVariable,
    today: string,
  ): VariableBias => {
    const { past, columns } = biasReferenceOf(e, era5, era5Recent, today);
    const column = columns[v];
    const model: number[] = [];
    const observed: number[] = [];
    const read = READ[v];
    // The members' day arrays read once (not through each member on each day); values pushed day by day, member by
    // member, as before (the order of the zeros' signs in the sort follows it).
    const days = e.members.map((m) => m.days);
    const nm = days.length;
    for (let k = 0; k < past.length; k++) {
      const o = column[k];
      if (!isNum(o)) continue;
      const i = past[k]![1];
      observed.push(o);
      for (let m = 0; m < nm; m++) {
        const d = days[m]![i];
        const x = d === undefined || d === null ? undefined : read(d);
        if (isNum(x)) model.push(x);
      }
    }
    return { variable: v, map: fitQuantileMap(model, observed, { kind: BIAS_KIND[v] }), days: observed.length, memberValues: model.length };
  },
);

const fitVariable = (obs: PhysicalObservations, v: BiasVariable, today: string): VariableBias =>
  fitVariableOf(obs.ensemble!, obs.era5, obs.era5Recent, v, today);

/**
 * A day's copy, field by field in the normaliser's order: a spread of a frozen row is several times slower (a member's
 * forecast days are copied for every hazard that corrects them). A field a day lacks is copied as undefined, which reads
 * the same; the corrected members are read by named fields only (ensembleSeries, wildfire's memberFwi).
 */
const copyDay = (d: EnsembleDay): EnsembleDay => ({
  date: d.date,
  tmaxC: d.tmaxC,
  tminC: d.tminC,
  tmeanC: d.tmeanC,
  precipMm: d.precipMm,
  windMaxKmh: d.windMaxKmh,
  windMeanKmh: d.windMeanKmh,
  gustMaxKmh: d.gustMaxKmh,
  rhMinPct: d.rhMinPct,
  rhMeanPct: d.rhMeanPct,
  rhMaxPct: d.rhMaxPct,
  et0Mm: d.et0Mm,
});

/** The correction of one member value (undefined, null and non-finite values pass unchanged; humidity stays 0-100). */
function correctValue(v: BiasVariable, x: number | null, map: QuantileMap): number | null {
  if (!isNum(x)) return x;
  const y = applyQuantileMap(map, x);
  return v === 'rhMinPct' ? Math.min(100, Math.max(0, y)) : y;
}

/** Quantile maps of `vars` fitted on the ensemble's days before today, and the members corrected from today on. */
export function correctEnsemble(obs: PhysicalObservations, vars: readonly BiasVariable[], today: string): EnsembleBias {
  const summary = ensembleBias(obs, vars, today);
  const e = obs.ensemble;
  if (!e || e.members.length === 0 || vars.length === 0) return { ...summary, ensemble: e };
  const maps = summary.variables.filter((x) => x.map);
  const todayIdx = e.dates.findIndex((d) => d >= today);
  const ensemble: EnsembleDaily =
    maps.length === 0 || todayIdx < 0
      ? e
      : {
          ...e,
          members: e.members.map((m) => ({
            ...m,
            days: m.days.map((d, i) => {
              if (i < todayIdx) return d;
              const out = copyDay(d);
              for (const { variable, map } of maps) out[variable] = correctValue(variable, d[variable], map!);
              return out;
            }),
          })),
        };
  return { ...summary, ensemble };
}

/**
 * What correctEnsemble says of the correction without the corrected members: the maps, the completeness and the drivers
 * (flood and storm read the members through correctedSeries, one variable at a time).
 */
export function ensembleBias(obs: PhysicalObservations, vars: readonly BiasVariable[], today: string): Omit<EnsembleBias, 'ensemble'> {
  const e = obs.ensemble;
  if (!e || e.members.length === 0 || vars.length === 0) return { variables: [], wantedDays: 0, completeness: 1, drivers: [] };
  const { wantedDays } = biasReference(obs, today);
  const variables: VariableBias[] = vars.map((v) => fitVariable(obs, v, today));
  const maps = variables.filter((x) => x.map);

  const members = Math.min(1, e.members.length / ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].members);
  const shares = variables.map((x) => (x.map && wantedDays > 0 ? Math.min(1, x.days / wantedDays) : 0));
  const completeness = members * (shares.reduce((a, b) => a + b, 0) / shares.length);

  const drivers: Message[] = [];
  const H = obs.historyName ?? 'ERA5';
  if (maps.length) {
    const parts = maps.map(({ variable, map }) => {
      if (BIAS_KIND[variable] === 'additive') {
        const c = meanCorrection(map!);
        return msg('bias.additive', {
          variable: name(variable),
          sign: c >= 0 ? '+' : '−',
          amount: fixed(Math.abs(c), 1),
          unit: unit(variable),
        });
      }
      const model = map!.modelQ.reduce((a, b) => a + b, 0);
      const obsSum = map!.obsQ.reduce((a, b) => a + b, 0);
      return msg('bias.multiplicative', { variable: name(variable), factor: fixed(model > 0 ? obsSum / model : 1, 2) });
    });
    const days = Math.max(...maps.map((x) => x.days));
    drivers.push(msg('bias.corrected', { days, parts: seq(parts), history: H, past: pastValue(obs.pastName) }));
  }
  for (const x of variables) {
    if (x.map) continue;
    drivers.push(
      x.days < MIN_QM_OBS
        ? msg('bias.fewDays', { variable: name(x.variable), days: x.days, min: MIN_QM_OBS, history: H })
        : msg('bias.fewValues', { variable: name(x.variable), values: x.memberValues, min: MIN_QM_MODEL }),
    );
  }
  return { variables, wantedDays, completeness, drivers };
}

/**
 * One variable of the members as day series, corrected from today on where its map was fitted: element for element
 * what `ensembleSeries(correctEnsemble(obs, vars, today).ensemble, v)` gives for any `vars` holding `v` (a variable's
 * correction reads its own map only), without copying any member day (correctEnsemble copies every forecast day of
 * every member for each hazard). The map is the kept one (`bias:variable`); the series itself is not kept: a model's
 * physical part reads it once per cell, and kept arrays of boxed numbers would live (and be copied by the scavenger)
 * as long as the payload does, which costs more than applying the map again.
 */
export function correctedSeries(obs: PhysicalObservations, v: BiasVariable, today: string): MemberSeries | undefined {
  const e = obs.ensemble;
  if (!e || e.members.length === 0) return undefined;
  const { map } = fitVariable(obs, v, today);
  const todayIdx = e.dates.findIndex((d) => d >= today);
  const read = READ[v];
  if (!map || todayIdx < 0) return { dates: e.dates, members: e.members.map((m) => m.days.map((d) => read(d) as number | null)) };
  return {
    dates: e.dates,
    members: e.members.map((m) =>
      m.days.map((d, i) => (i < todayIdx ? (read(d) as number | null) : correctValue(v, read(d) as number | null, map))),
    ),
  };
}
