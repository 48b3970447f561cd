// The ECMWF members over a window's forecast days, bias-corrected by quantile mapping of their own recent past against
// the history (docs/methodology/heat.md), each read on the heat table with the place's references: whether it has a
// damaging heatwave day, the disruption it counts, its hottest day, and whether a day is warm for the date (a driver).
import { memo } from '../../shared/derived.js';
import { isNum } from '../../shared/math.js';
import { applyQuantileMap, fitQuantileMap, type QuantileMap } from '../../science/quantile-mapping.js';
import type { EnsembleDaily } from '../../sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { pooledPastSample } from '../weather-bias.js';
import { readHeatDays, type HeatDayInput } from './heat-days.js';
import { consecutiveDays, type HeatRecord } from './heat-record.js';

/** Days before the forecast read for EHF's acclimatisation term (its 30 days, and room for a missing few). */
const LEAD_IN_DAYS = 40;

export interface BiasMaps {
  tmax?: QuantileMap;
  tmin?: QuantileMap;
  /** Past days the maps were fitted on. */
  days: number;
}

/** Quantile maps of the ensemble's own recent past (all members pooled) against the history on the same days. */
export const heatBiasMaps = memo(function computeHeatBiasMaps(
  ensemble: EnsembleDaily,
  recent: readonly WeatherDay[],
  today: string,
): BiasMaps {
  const { model, obs, days } = pooledPastSample(ensemble, recent, today, ['tmaxC', 'tminC']);
  return { tmax: fitQuantileMap(model.tmaxC, obs.tmaxC), tmin: fitQuantileMap(model.tminC, obs.tminC), days };
});

const corrected = (map: QuantileMap | undefined, x: number | null | undefined): number | null =>
  isNum(x) ? (map ? applyQuantileMap(map, x) : x) : null;

export interface MemberReading {
  /** A damaging heatwave day among the window's forecast days. */
  damaging: boolean;
  /** Disruption-days counted over the window's forecast days (heat-days.ts `counted`). */
  counted: number;
  /** The member's hottest corrected maximum temperature over the window's forecast days. */
  maxTmaxC: number;
  /** A day at or above the date's 95th percentile of Tmax (warm for the season). */
  warmForDate: boolean;
}

export interface MembersReading {
  members: MemberReading[];
  /** The window's days the members cover, in order. */
  forecastDays: string[];
  peakTmaxC: number | null;
  peakWetBulbC: number | null;
}

const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The members over the window's days [first, last] (dates), `now` today's date. Memoised per its arguments. */
export const readMembers = memo(function computeReadMembers(
  ensemble: EnsembleDaily,
  record: HeatRecord,
  maps: BiasMaps,
  recent: readonly WeatherDay[] | undefined,
  first: string,
  last: string,
  now: string,
): MembersReading {
  const era = new Map((recent ?? []).map((r) => [r.date, r]));
  const control = ensemble.members.find((m) => m.member === 0) ?? ensemble.members[0];
  const controlDays = new Map((control?.days ?? []).map((d) => [d.date, d]));
  // The lead-in: the history where it has the days (it lags about five days), else the control run, corrected.
  const leadIn: HeatDayInput[] = [];
  for (let k = LEAD_IN_DAYS; k >= 1; k--) {
    const date = shiftDate(now, -k);
    const e = era.get(date);
    const c = controlDays.get(date);
    leadIn.push(
      e && isNum(e.tmaxC)
        ? { date, tmaxC: e.tmaxC, tminC: e.tminC, rhMinPct: e.rhMinPct }
        : { date, tmaxC: corrected(maps.tmax, c?.tmaxC), tminC: corrected(maps.tmin, c?.tminC), rhMinPct: c?.rhMinPct ?? null },
    );
  }
  const readings: MemberReading[] = [];
  const covered = new Set<string>();
  let peakTmaxC: number | null = null;
  let peakWetBulbC: number | null = null;
  for (const m of ensemble.members) {
    const ahead = m.days
      .filter((d) => d.date >= now && d.date <= last && isNum(d.tmaxC))
      .map((d) => ({ date: d.date, tmaxC: corrected(maps.tmax, d.tmaxC), tminC: corrected(maps.tmin, d.tminC), rhMinPct: d.rhMinPct }));
    if (!ahead.some((d) => d.date >= first)) continue;
    const series = consecutiveDays([...leadIn, ...ahead]);
    const read = readHeatDays(series, record.ref, { padEnd: true });
    const r: MemberReading = { damaging: false, counted: 0, maxTmaxC: -Infinity, warmForDate: false };
    series.forEach((d, i) => {
      if (d.date < first || !isNum(d.tmaxC)) return;
      covered.add(d.date);
      if (read.damaging[i]) r.damaging = true;
      r.counted += read.counted[i]!;
      r.maxTmaxC = Math.max(r.maxTmaxC, d.tmaxC);
      const thr = record.dateThresholds.at(d.date);
      if (isNum(thr) && d.tmaxC >= thr) r.warmForDate = true;
      const tw = read.wetBulbC[i]!;
      if (peakTmaxC === null || d.tmaxC > peakTmaxC) peakTmaxC = d.tmaxC;
      if (isNum(tw) && (peakWetBulbC === null || tw > peakWetBulbC)) peakWetBulbC = tw;
    });
    readings.push(r);
  }
  return { members: readings, forecastDays: [...covered].sort(), peakTmaxC, peakWetBulbC };
});
