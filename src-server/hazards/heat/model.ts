// Heat: heatwaves that matter for health (docs/methodology/heat.md, SCIENCE.md "Heat"). Windows under a year: at
// least one damaging heatwave day (a severe or extreme Excess Heat Factor day, or wet-bulb 31 °C), from the bias-corrected
// ECMWF members over the days they cover and the place's record for the rest. A year or more: at least one day at or
// above the record's 1-in-20-year hottest day, its chance from the record's own trend, the members of the first days
// and the CMIP6 run's trend for the later years. Risk counts every damaging heatwave in the window (risk-scale.md 3a).
import { windowSeverity } from '../../science/disruption-days.js';
import { addDays, utcDay as isoDay } from '../../shared/clock.js';
import { dayOfYear } from '../../shared/day-of-year.js';
import { memo } from '../../shared/derived.js';
import { isNum } from '../../shared/math.js';
import { windowDays as lengthOf } from '../../shared/window.js';
import { fixed, msg, percent, type Descriptor, type Message } from '../../i18n/message.js';
import { meanCorrection } from '../../science/quantile-mapping.js';
import { chancePercent } from '../../science/stats.js';
import { CLIMATOLOGY_YEARS } from '../../sources/open-meteo-archive/client.js';
import { ENSEMBLE_DEFAULT_MODEL, ENSEMBLE_MODELS } from '../../sources/open-meteo-ensemble/client.js';
import { radiusLayer } from '../layers.js';
import type { ModelContext, ModelResult } from '../types.js';
import { cleanEnsemble, cleanObservations, PHYSICAL_BOUNDS, pastValue, periodValue } from '../weather-common.js';
import type { EnsembleWeatherObservations } from '../weather-sources.js';
import type { HeatEvent } from './event.js';
import { HEAT_TABLE } from './heat-days.js';
import { heatBiasMaps, readMembers, type BiasMaps, type MembersReading } from './heat-members.js';
import { heatRecord, RECORD, type HeatRecord } from './heat-record.js';
import { hotDayFit, LONG, longWindow } from './long-window.js';
import { shortWindow } from './short-window.js';
import { WET_BULB_LIMITS } from './wet-bulb.js';

export { heatDayDisruption } from './heat-days.js';
export { heatBiasMaps } from './heat-members.js';

/** Constants, each with its source in docs/methodology/heat.md. */
export const HEAT = {
  /** T95: the percentile of every day's mean temperature a heatwave's three-day mean exceeds (Nairn & Fawcett 2015). */
  percentile: RECORD.t95Percentile,
  /** The damaging tier's wet-bulb (Vecellio et al. 2022). */
  minWetBulbC: WET_BULB_LIMITS.uncompensableC,
  /** Windows of a year or more: the record's 1-in-T-year hottest day. */
  returnYears: LONG.returnYears,
  dayDisruption: HEAT_TABLE.dayDisruption,
  radiusKm: 25,
} as const;

/** The weather models' observations, and for windows of a year or more the 30 years of daily maxima. */
export type HeatObservations = EnsembleWeatherObservations & {
  /** The history's 30 years of daily maximum temperature (the hottest day's fit; windows of a year or more). */
  hottest?: readonly { date: string; tmaxC: number | null }[];
};

/** What the heat event is verified against, per daily history. */
const HEAT_VERIFIED_BY: Record<string, string> = {
  ERA5: 'Open-Meteo Historical Weather (ERA5 daily temperature_2m_max and temperature_2m_min)',
  'NASA POWER': 'NASA POWER daily point (MERRA-2 T2M_MAX and T2M_MIN)',
};

const [T_LO, T_HI] = PHYSICAL_BOUNDS.tempC;
/** The 30 years' maxima within physical bounds (as cleanObservations does for the other series). */
const cleanHottest = memo((rows: readonly { date: string; tmaxC: number | null }[]) =>
  rows.map((r) => ({ date: r.date, tmaxC: isNum(r.tmaxC) && r.tmaxC >= T_LO && r.tmaxC <= T_HI ? r.tmaxC : null })),
);

const EMPTY_MAPS: BiasMaps = { days: 0 };

/** The heat forecast; null when no history answered (the place's heatwave thresholds cannot be set). */
export function heatModel(raw: HeatObservations, ctx: ModelContext): ModelResult<HeatEvent> | null {
  const clean = cleanObservations({ archive: raw.archive, forecast: raw.recent, climate: raw.climate });
  const archive = clean.archive ?? [];
  const record = heatRecord(archive);
  if (!record) return null;
  const ensemble = cleanEnsemble(raw.ensemble);
  const H = raw.historyName ?? 'ERA5';
  const w = ctx.window;
  const days = lengthOf(w);
  const now = isoDay(ctx.now);
  const first = isoDay(w.start);
  const long = days >= 365;
  // The members are read to the window's last day (the first year's, for a year or more): at most the 15 they cover.
  const last = isoDay(addDays(new Date(`${first}T00:00:00Z`), (long ? 365 : Math.ceil(days)) - 1));
  const maps = ensemble && clean.forecast ? heatBiasMaps(ensemble, clean.forecast, now) : EMPTY_MAPS;
  const reading = ensemble ? readMembers(ensemble, record, maps, clean.forecast, first, last, now) : undefined;
  const drivers: Message[] = [];
  const period = periodValue(archive);
  let completeness = Math.min(1, record.years / CLIMATOLOGY_YEARS);
  if (reading?.members.length) completeness *= Math.min(1, reading.members.length / ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].members);
  // A window starting within the ensemble's reach that no member covers rests on the record alone: say so.
  const reach = isoDay(addDays(new Date(`${now}T00:00:00Z`), ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].forecastDays - 1));
  if (!reading?.members.length && first <= reach) drivers.push(msg('heat.noEnsemble', { history: H }));

  let result: { probability: number; perYear?: number; expectedDays: number; episodeDays: number; covered: number };
  let event: Pick<HeatEvent, 'minDailyMeanC' | 'minExcessHeatFactor' | 'minWetBulbC' | 'percentile' | 'minTmaxC' | 'returnPeriodYears'>;
  let description: Descriptor;
  if (!long) {
    const s = shortWindow(record, reading, first, Math.max(1, Math.round(days)));
    if (s.forecast && reading) drivers.push(...memberDrivers(record, reading, s.forecast, H));
    drivers.push(...biasDrivers(reading, maps, H, raw.pastName));
    drivers.push(heatwaveDefinition(record, H, period));
    if (s.restDays > 0) drivers.push(msg('heat.rest', { days: s.restDays, chance: percent(s.restChance), history: H }));
    drivers.push(msg('heat.record', { spells: fixed(record.spellsPerYear, 1), days: fixed(record.spellDays, 1), history: H, period }));
    result = { ...s, covered: s.forecast?.forecastDays.length ?? 0 };
    event = {
      minDailyMeanC: round1(record.ref.t95Dmt),
      minExcessHeatFactor: round1(record.ref.ehf85),
      minWetBulbC: HEAT.minWetBulbC,
      percentile: HEAT.percentile,
    };
    description = msg('heat.eventHeatwave', {
      t95: fixed(record.ref.t95Dmt, 1),
      ehf85: fixed(record.ref.ehf85, 1),
      wetBulb: HEAT.minWetBulbC,
      place: ctx.place.name,
      history: H,
      period,
    });
  } else {
    const fit = hotDayFit(raw.hottest ? cleanHottest(raw.hottest) : archive, ctx.now.getUTCFullYear());
    if (!fit) return null;
    const startYear = w.start.getUTCFullYear() + dayOfYear(first) / 365;
    const l = longWindow(record, archive, fit, clean.climate, reading, { first, startYear, windowDays: days });
    const hottestPeriod = fit.firstYear === fit.lastYear ? String(fit.firstYear) : `${fit.firstYear}-${fit.lastYear}`;
    const tempC = fixed(l.level, 1);
    drivers.push(msg('heat.returnLevel', { years: LONG.returnYears, tempC, count: fit.years, period: hottestPeriod, history: H }));
    drivers.push(
      fit.trendPerYear === null
        ? msg('heat.noTrend', { years: LONG.minTrendYears, history: H, tempC, now: percent(l.pFirstYear) })
        : msg('heat.trend', { trendC: fixed(10 * fit.trendPerYear, 2), period: hottestPeriod, tempC, now: percent(l.pFirstYear) }),
    );
    if (l.members)
      drivers.push(
        msg('heat.membersLevel', {
          hits: l.members.hits,
          members: l.members.members,
          days: l.members.forecastDays,
          tempC,
          peakC: fixed(l.members.peakTmaxC ?? Number.NaN, 1),
        }),
      );
    drivers.push(...biasDrivers(reading, maps, H, raw.pastName));
    drivers.push(
      msg('heat.restYear', { days: l.restDays, share: percent(l.restShare), period: hottestPeriod, chance: percent(l.restChance) }),
    );
    if (days / 365.25 > 1)
      drivers.push(
        l.cmip6PerYear === undefined
          ? msg('heat.noCmip6', { now: percent(l.pFirstYear) })
          : msg('heat.cmip6', { shiftC: fixed(10 * l.cmip6PerYear, 2), tempC, end: percent(l.pLastYear) }),
      );
    drivers.push(heatwaveDefinition(record, H, period));
    drivers.push(msg('heat.heatwaves', { days: fixed(l.expectedDays, 1), spells: fixed(record.spellsPerYear, 1), history: H, period }));
    result = { ...l, covered: l.members?.forecastDays ?? 0 };
    event = { minTmaxC: round1(l.level), returnPeriodYears: LONG.returnYears };
    description = msg('heat.eventHotDay', { tempC, place: ctx.place.name, years: LONG.returnYears, history: H, period: hottestPeriod });
  }

  const probability = chancePercent(result.probability);
  const severity = windowSeverity(result.expectedDays, probability, result.episodeDays);
  const perEvent = result.probability > 0 && result.expectedDays > 0 ? result.expectedDays / result.probability : result.episodeDays;
  drivers.push(
    long
      ? msg('heat.severityLong', {
          severity: fixed(severity),
          expected: fixed(result.expectedDays, 1),
          chance: percent(result.probability),
          days: fixed(perEvent, 1),
        })
      : msg('weather.ifItHappens', { days: fixed(perEvent, 1), severity: fixed(severity) }),
  );
  return {
    hazard: 'heat',
    probability,
    ...(result.perYear !== undefined ? { probabilityPerYear: chancePercent(result.perYear) } : {}),
    severity,
    event: {
      hazard: 'heat',
      description,
      radiusKm: HEAT.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      ...event,
      center: { lat: ctx.place.lat, lng: ctx.place.lng },
      verifiedBy: HEAT_VERIFIED_BY[H] ?? HEAT_VERIFIED_BY.ERA5!,
    },
    drivers,
    layers: [radiusLayer('heat', ctx.place, HEAT.radiusKm, msg('heat.layer', { km: HEAT.radiusKm }))],
    extrapolation: Math.min(1, Math.max(0, 1 - result.covered / Math.max(1, days))),
    dataCompleteness: completeness,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The place's severe heatwave, in its own numbers. */
const heatwaveDefinition = (record: HeatRecord, history: string, period: ReturnType<typeof periodValue>): Descriptor =>
  msg('heat.heatwave', {
    t95: fixed(record.ref.t95Dmt, 1),
    ehf85: fixed(record.ref.ehf85, 1),
    wetBulb: HEAT.minWetBulbC,
    history,
    period,
  });

/** The members' heatwave days, and their days warm for the date (a driver, not the event). */
function memberDrivers(
  record: HeatRecord,
  reading: MembersReading,
  f: { hits: number; members: number; warmForDate: number; forecastDays: string[] },
  H: string,
): Message[] {
  const out: Message[] = [
    msg('heat.members', {
      hits: f.hits,
      members: f.members,
      days: f.forecastDays.length,
      peakC: fixed(reading.peakTmaxC ?? Number.NaN, 1),
      wetBulb: isNum(reading.peakWetBulbC) ? msg('heat.wetBulb', { tempC: fixed(reading.peakWetBulbC, 1) }) : '',
    }),
  ];
  const thr = record.dateThresholds.at(f.forecastDays[0]!);
  if (isNum(thr)) out.push(msg('heat.warmForDate', { hits: f.warmForDate, members: f.members, tempC: fixed(thr, 1), history: H }));
  return out;
}

/** Whether the members' bias was removed, and by how much. */
function biasDrivers(reading: MembersReading | undefined, maps: BiasMaps, H: string, pastName: string | undefined): Message[] {
  if (!reading?.members.length) return [];
  return maps.tmax
    ? [
        msg('heat.biasRemoved', {
          days: maps.days,
          correctionC: fixed(Math.round(10 * meanCorrection(maps.tmax)) / 10 || 0, 1),
          history: H,
          past: pastValue(pastName),
        }),
      ]
    : [msg('heat.biasKept', { history: H })];
}
