// A daily series read on the risk scale's heat table (docs/risk-scale.md section 5): each day's Excess Heat Factor class
// and Stull wet-bulb, the spells they make, and which spells reach the damaging tier (the event of windows under a
// year). One reading for the history (ERA5 or NASA POWER) and for every ensemble member.
import { isNum } from '../../shared/math.js';
import { dailyMeanTemp, ehfClass, ehfFromTerms, excessHeatTerms, type EhfClass } from './excess-heat-factor.js';
import { stullWetBulbC, WET_BULB_LIMITS } from './wet-bulb.js';

/** The heat row of the risk scale, each value cited in docs/methodology/heat.md. */
export const HEAT_TABLE = {
  /** Disruption-days per heatwave day by EHF class (Nairn & Fawcett 2015 classes; BoM heatwave service). */
  dayDisruption: { none: 0, 'low-intensity': 0.3, severe: 1, extreme: 3 } as Record<EhfClass, number>,
  /** Disruption-days per day at or above the wet-bulb limits (Vecellio et al. 2022; Sherwood & Huber 2010). */
  wetBulbDisruption: [
    [WET_BULB_LIMITS.uncompensableC, 10],
    [WET_BULB_LIMITS.survivabilityC, 100],
  ] as const,
  /** The damaging tier: a day costing at least one disruption-day (a severe or extreme EHF day, or wet-bulb 31 °C). */
  damagingDays: 1,
} as const;

/** Disruption-days of one day: the larger of its EHF class and its wet-bulb level. */
export function heatDayDisruption(cls: EhfClass, wetBulbC: number | null): number {
  let d = HEAT_TABLE.dayDisruption[cls];
  if (isNum(wetBulbC)) for (const [limit, days] of HEAT_TABLE.wetBulbDisruption) if (wetBulbC >= limit) d = Math.max(d, days);
  return d;
}

/** The place's references from its history: T95 of the daily mean temperature and EHF85 (Nairn & Fawcett 2015). */
export interface HeatReference {
  t95Dmt: number;
  ehf85: number;
}

/** One day of a series: consecutive days in date order (a missing value is null). */
export interface HeatDayInput {
  date: string;
  tmaxC: number | null;
  tminC: number | null;
  rhMinPct: number | null;
}

/** Each day's reading, as plain arrays of numbers (kept in memoised values: shared/freeze.ts). */
export interface HeatDays {
  /** Table disruption-days of the day (0 outside any heatwave). */
  disruption: number[];
  /** 1 for a day of the damaging tier, else 0. */
  damaging: number[];
  /** The disruption counted towards the risk: the day's, when its spell reaches the damaging tier; else 0. */
  counted: number[];
  /** Stull wet-bulb of the day's maximum temperature at its minimum humidity (NaN when unknown). */
  wetBulbC: number[];
}

/** A series of consecutive days prepared for reading: its rows and EHF's terms (excess-heat-factor.ts). */
export interface HeatSeries {
  rows: readonly HeatDayInput[];
  three: (number | null)[];
  accl: (number | null)[];
}

/**
 * Prepares a series of consecutive days. `padEnd`: the last two days, which lack EHF's three-day forward mean, borrow
 * the last known daily mean (a member's forecast ends there).
 */
export function heatSeries(rows: readonly HeatDayInput[], padEnd = false): HeatSeries {
  const dmt = rows.map((r) => dailyMeanTemp(r.tmaxC, r.tminC));
  const terms = excessHeatTerms(padEnd ? [...dmt, dmt.at(-1) ?? null, dmt.at(-1) ?? null] : dmt);
  return { rows, three: terms.three.slice(0, rows.length), accl: terms.accl.slice(0, rows.length) };
}

/**
 * Reads a prepared series on the references. `shiftC` warms every temperature (a warmer climate read on today's
 * references: EHF's acclimatisation term, a difference of means, does not move). A spell is a run of consecutive days
 * with any disruption; its days count when one of them is damaging.
 */
export function readSeries(series: HeatSeries, ref: HeatReference, shiftC = 0): HeatDays {
  const ehf = ehfFromTerms(series, ref.t95Dmt, shiftC);
  const n = series.rows.length;
  const disruption = new Array<number>(n);
  const damaging = new Array<number>(n);
  const wetBulbC = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const r = series.rows[i]!;
    const t = isNum(r.tmaxC) ? r.tmaxC + shiftC : null;
    const tw = isNum(t) && isNum(r.rhMinPct) ? stullWetBulbC(t, r.rhMinPct) : Number.NaN;
    const d = heatDayDisruption(ehfClass(ehf[i] ?? null, ref.ehf85), tw);
    wetBulbC[i] = tw;
    disruption[i] = d;
    damaging[i] = d >= HEAT_TABLE.damagingDays ? 1 : 0;
  }
  const counted = new Array<number>(n).fill(0);
  for (let i = 0; i < n;) {
    if (!(disruption[i]! > 0)) {
      i++;
      continue;
    }
    let j = i;
    let hit = false;
    while (j < n && disruption[j]! > 0) hit = damaging[j++] === 1 || hit;
    if (hit) for (let k = i; k < j; k++) counted[k] = disruption[k]!;
    i = j;
  }
  return { disruption, damaging, counted, wetBulbC };
}

/** Reads a series of consecutive days (heatSeries, then readSeries). */
export const readHeatDays = (rows: readonly HeatDayInput[], ref: HeatReference, o: { shiftC?: number; padEnd?: boolean } = {}): HeatDays =>
  readSeries(heatSeries(rows, o.padEnd), ref, o.shiftC);

/** The damaging spells of a reading: each one's first and last index and its counted disruption-days. */
export function damagingSpells(days: HeatDays): { first: number; last: number; days: number }[] {
  const out: { first: number; last: number; days: number }[] = [];
  const c = days.counted;
  for (let i = 0; i < c.length;) {
    if (!(c[i]! > 0)) {
      i++;
      continue;
    }
    let j = i;
    let sum = 0;
    while (j < c.length && c[j]! > 0) sum += c[j++]!;
    out.push({ first: i, last: j - 1, days: sum });
    i = j;
  }
  return out;
}
