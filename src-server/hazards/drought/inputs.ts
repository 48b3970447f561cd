// What the drought model reads from its payloads, cleaned once: the daily history its climatology is fitted on (ERA5,
// else the CMIP6 run's baseline decade), the days already observed, and each ECMWF member's bias-corrected daily
// water balance from today on.
import type { EnsembleDaily } from '../../sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import type { ClimateDay } from '../../sources/open-meteo-climate/normalize.js';
import { applyQuantileMap, fitQuantileMap, type QuantileMap } from '../../science/quantile-mapping.js';
import { pooledPastSample } from '../weather-bias.js';
import { cleanEnsemble, cleanObservations } from '../weather-common.js';
import type { EnsembleWeatherObservations } from '../weather-sources.js';
import { isNum } from '../../shared/math.js';
import { dayNo } from '../../shared/day-of-year.js';
import { balance } from './climate.js';

/** The weather models' observations (weather-sources.ts); drought's drivers do not name the members' past. */
export type DroughtObservations = Omit<EnsembleWeatherObservations, 'pastName'>;

export interface DroughtInputs {
  /** The daily history of the climatology, sorted; `fromArchive` when it is ERA5 (or NASA POWER), not CMIP6. */
  climRows: WeatherDay[];
  fromArchive: boolean;
  archiveDays: number;
  /** The CMIP6 run (10y, 30y), cleaned. */
  climate: readonly ClimateDay[] | undefined;
  /** Observed balances before today by day number: ERA5's recent days, the control run where ERA5 has not arrived. */
  known: Map<number, number>;
  /** Each complete member's bias-corrected balances from today on, one per forecast day (all the same length). */
  members: number[][];
  /** Members the ensemble answered, and whether the quantile mapping could be fitted. */
  ensembleMembers: number;
  biasCorrected: boolean;
  hasEnsemble: boolean;
}

function biasMaps(ensemble: EnsembleDaily, recent: readonly WeatherDay[], today: string): { precip?: QuantileMap; et0?: QuantileMap } {
  const { model, obs } = pooledPastSample(ensemble, recent, today, ['precipMm', 'et0Mm']);
  return {
    precip: fitQuantileMap(model.precipMm, obs.precipMm, { kind: 'multiplicative' }),
    et0: fitQuantileMap(model.et0Mm, obs.et0Mm, { kind: 'multiplicative' }),
  };
}

/** The model's inputs from its payloads, for `today` (YYYY-MM-DD) in `year`. */
export function droughtInputs(raw: DroughtObservations, today: string, year: number): DroughtInputs {
  const clean = cleanObservations({ archive: raw.archive, forecast: raw.recent, climate: raw.climate });
  const ensemble = cleanEnsemble(raw.ensemble);
  const archive = [...(clean.archive ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const recent = [...(clean.forecast ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const climate = clean.climate;
  const climRows: WeatherDay[] = archive.length
    ? archive
    : (climate ?? [])
        .filter((r) => Number(r.date.slice(0, 4)) < year)
        .map((r) => ({
          date: r.date,
          tmaxC: r.tmaxC,
          tminC: null,
          precipMm: r.precipMm,
          windMaxKmh: null,
          gustMaxKmh: null,
          rhMinPct: null,
          et0Mm: r.et0Mm,
        }));

  const known = new Map<number, number>();
  for (const r of recent) {
    const b = balance(r);
    if (b !== null && r.date < today) known.set(dayNo(r.date), b);
  }
  const maps = ensemble && recent.length ? biasMaps(ensemble, recent, today) : {};
  const mapped = (d: { precipMm: number | null; et0Mm: number | null }) => {
    if (!isNum(d.precipMm) || !isNum(d.et0Mm)) return null;
    const p = maps.precip ? applyQuantileMap(maps.precip, d.precipMm) : d.precipMm;
    const e = maps.et0 ? applyQuantileMap(maps.et0, d.et0Mm) : d.et0Mm;
    return p - e;
  };
  const control = ensemble?.members.find((m) => m.member === 0) ?? ensemble?.members[0];
  for (const d of control?.days ?? []) {
    // Past days ERA5 has not reached yet: the control run (near its analysis).
    const n = dayNo(d.date);
    if (d.date >= today || known.has(n)) continue;
    const b = mapped(d);
    if (b !== null) known.set(n, b);
  }
  // Forecast days: from today, as long as every member has them (a gap ends them).
  const t0 = dayNo(today);
  const byMember = (ensemble?.members ?? []).map((m) => {
    const days = new Map<number, number>();
    for (const d of m.days) {
      const n = dayNo(d.date);
      if (n < t0) continue;
      const b = mapped(d);
      if (b !== null) days.set(n, b);
    }
    return days;
  });
  let horizon = 0;
  while (byMember.length && byMember.every((m) => m.has(t0 + horizon))) horizon++;
  // Members missing a day the others have are dropped rather than ending everyone's forecast.
  if (horizon === 0 && byMember.length) {
    const longest = (m: Map<number, number>) => {
      let k = 0;
      while (m.has(t0 + k)) k++;
      return k;
    };
    horizon = Math.max(...byMember.map(longest));
  }
  const members = byMember
    .filter((m) => Array.from({ length: horizon }, (_, k) => m.has(t0 + k)).every(Boolean))
    .map((m) => Array.from({ length: horizon }, (_, k) => m.get(t0 + k)!));
  return {
    climRows,
    fromArchive: archive.length > 0,
    archiveDays: archive.length,
    climate,
    known,
    members: horizon > 0 ? members : [],
    ensembleMembers: ensemble?.members.length ?? 0,
    biasCorrected: maps.precip !== undefined,
    hasEnsemble: ensemble !== undefined,
  };
}
