// Windows under a year (docs/risk-scale.md "3a. Windows"): the chance of at least one damaging heatwave day (a severe
// or extreme Excess Heat Factor day, or wet-bulb 31 °C) and the disruption expected from the damaging spells, the
// members over the days they cover joined to the record's windows of the same season for the rest.
import { addDays, utcDay } from '../../shared/clock.js';
import { memo } from '../../shared/derived.js';
import { climatologicalShare } from '../../science/ensemble.js';
import type { MembersReading } from './heat-members.js';
import { expectedOver, windowChance, type HeatRecord } from './heat-record.js';

/** The members' part of a window: over the days they cover, with a prior centred on the record's same days. */
export interface ForecastShare {
  members: number;
  /** Members with a damaging day, and with a day warm for the date (a driver). */
  hits: number;
  warmForDate: number;
  /** The record's chance and expected disruption over the same days (the prior's centre). */
  priorChance: number;
  probability: number;
  expectedDays: number;
  forecastDays: string[];
}

export interface ShortWindow {
  /** 0-1: at least one damaging heatwave day in the window. */
  probability: number;
  /** Disruption-days expected over the window from the damaging spells (members, then the record). */
  expectedDays: number;
  /** One damaging spell's disruption-days in the record (the severity when the chance is nil). */
  episodeDays: number;
  forecast?: ForecastShare;
  restDays: number;
  restChance: number;
  restExpectedDays: number;
}

/**
 * The members' share over the days they cover in the window: climatologicalShare of the damaging members (a prior on
 * the record's chance over the same days, weighing one member), and the disruption likewise, so a window the record
 * never saw a heatwave in stays at the record's own (often nil) chance instead of a constant floor.
 */
export function forecastShare(record: HeatRecord, reading: MembersReading | undefined): ForecastShare | undefined {
  if (!reading || reading.members.length === 0 || reading.forecastDays.length === 0) return undefined;
  const first = reading.forecastDays[0]!;
  const covered = reading.forecastDays.length;
  const n = reading.members.length;
  const priorChance = windowChance(record, first, covered) ?? 0;
  const priorDays = expectedOver(record, first, covered);
  const hits = reading.members.filter((m) => m.damaging).length;
  const counted = reading.members.reduce((s, m) => s + m.counted, 0);
  return {
    members: n,
    hits,
    warmForDate: reading.members.filter((m) => m.warmForDate).length,
    priorChance,
    probability: climatologicalShare(hits, n, priorChance),
    expectedDays: (counted + priorDays) / (n + 1),
    forecastDays: reading.forecastDays,
  };
}

/** The day after the members' last (the first day the record answers for), or the window's first when none. */
export const restStartOf = (first: string, forecast: ForecastShare | undefined): string =>
  forecast ? utcDay(addDays(new Date(`${forecast.forecastDays.at(-1)}T00:00:00Z`), 1)) : first;

/** A window of `windowDays` whole days from the date `first` (memoised per its arguments: shared/derived.ts). */
export const shortWindow = memo(function computeShortWindow(
  record: HeatRecord,
  reading: MembersReading | undefined,
  first: string,
  windowDays: number,
): ShortWindow {
  const forecast = forecastShare(record, reading);
  const covered = forecast?.forecastDays.length ?? 0;
  const restDays = Math.max(0, windowDays - covered);
  const restStart = restStartOf(first, forecast);
  const restChance = windowChance(record, restStart, restDays) ?? 0;
  const restExpectedDays = expectedOver(record, restStart, restDays);
  const pF = forecast?.probability ?? 0;
  return {
    probability: 1 - (1 - pF) * (1 - restChance),
    expectedDays: (forecast?.expectedDays ?? 0) + restExpectedDays,
    episodeDays: record.spellDays,
    forecast,
    restDays,
    restChance,
    restExpectedDays,
  };
});
