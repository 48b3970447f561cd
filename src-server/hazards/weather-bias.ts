// The sample the weather models' quantile maps are fitted on (heat, drought): every member's values on the past days
// ERA5 has too (before today), pooled, and ERA5's values of those days, per variable. One home for the pairing, so the
// models differ only in which variables they map and how (additive or multiplicative).
import { isNum } from '../shared/math.js';
import type { EnsembleDaily, EnsembleDay } from '../sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';

/** A daily variable both the ensemble's and ERA5's rows carry. */
export type PairedVariable = Exclude<keyof EnsembleDay & keyof WeatherDay, 'date'>;

export function pooledPastSample<K extends PairedVariable>(
  ensemble: EnsembleDaily,
  recent: readonly WeatherDay[],
  today: string,
  vars: readonly K[],
): { model: Record<K, number[]>; obs: Record<K, number[]>; days: number } {
  const era = new Map(recent.filter((r) => r.date < today).map((r) => [r.date, r]));
  const model = {} as Record<K, number[]>;
  const obs = {} as Record<K, number[]>;
  for (const v of vars) {
    model[v] = [];
    obs[v] = [];
  }
  const dates = new Set<string>();
  for (const m of ensemble.members) {
    for (const d of m.days) {
      if (!era.has(d.date)) continue;
      dates.add(d.date);
      for (const v of vars) {
        const x = d[v];
        if (isNum(x)) model[v].push(x);
      }
    }
  }
  for (const date of dates) {
    const e = era.get(date)!;
    for (const v of vars) {
      const x = e[v];
      if (isNum(x)) obs[v].push(x);
    }
  }
  return { model, obs, days: dates.size };
}
