// Drought: SPEI-3 (the 90-day climatic water balance, Vicente-Serrano et al. 2010) against its dry tail. 7 and 30 days:
// the balance ending on some day of the window in its driest 10 %, day by day along paths of observed days, ECMWF
// members and past years' days (daily-paths.ts). A year or more: some 90-day season of the window in its driest 2 %,
// the first season from the members, later ones through the persistence fitted from ERA5 and the CMIP6 change
// (long-window.ts). Risk counts every dry day. docs/methodology/drought.md, docs/risk-scale.md "Windows".
import { windowDaysOf } from '../window.js';
import { CLIMATOLOGY_YEARS } from '../../sources/open-meteo-archive/client.js';
import { ENSEMBLE_DEFAULT_MODEL, ENSEMBLE_MODELS } from '../../sources/open-meteo-ensemble/client.js';
import { normQuantile } from './spei.js';
import { windowSeverity } from '../../science/disruption-days.js';
import type { ModelContext, ModelResult } from '../types.js';
import { day, fixed, msg, percent, type Descriptor, type Message } from '../../i18n/message.js';
import type { DroughtEvent } from './event.js';
import { memo } from '../../shared/derived.js';
import { periodValue } from '../weather-common.js';
import { radiusLayer } from '../layers.js';
import { round1 } from '../../shared/math.js';
import { dayOfYear } from '../../shared/day-of-year.js';
import { chancePercent } from '../../science/stats.js';
import { dateOfNo, dayNo } from '../../shared/day-of-year.js';
import { balance, D1_SPEI, DROUGHT_CLIMATE, droughtClimate, droughtSeasonDays } from './climate.js';
import { dailyPaths, type DailyPaths } from './daily-paths.js';
import { droughtInputs, type DroughtObservations } from './inputs.js';
import { cmip6Drift, currentSeason, lineMmOn, longWindow, seasonsIn } from './long-window.js';

export { ninetyDaySums, seasonalFit, droughtSeasonDays, droughtClimate } from './climate.js';
export type { DroughtObservations } from './inputs.js';

/** Constants, each with its source in docs/methodology/drought.md. */
export const DROUGHT = {
  ...DROUGHT_CLIMATE,
  /**
   * The dry line, as the share of seasons at or below it (SCIENCE.md rule 4): the driest 10 % (US Drought Monitor D2,
   * severe) for 7 and 30 days; the driest 2 % (D4, exceptional) for 1, 10 and 30 years (a rarer line than 2 % would be
   * an extrapolation of ten years of ERA5).
   */
  lineProbability: { window: 0.1, years: 0.02 },
  /** Windows of at least this many whole days are the long group (a year). */
  longWindowDays: 365,
  radiusKm: 50,
} as const;

/** What the drought event is verified against, per daily history. */
const DROUGHT_VERIFIED_BY: Record<string, string> = {
  ERA5: 'Open-Meteo Historical Weather (ERA5 precipitation_sum, et0_fao_evapotranspiration)',
  'NASA POWER':
    'NASA POWER daily point (MERRA-2 PRECTOTCORR; FAO-56 reference evapotranspiration from its T2M_MAX, T2M_MIN, T2MDEW, WS2M, ALLSKY_SFC_SW_DWN)',
};

/** What the drought's core reads: the payloads, today and its year, the window's first day and whole days. */
interface DroughtCoreInputs extends DroughtObservations {
  today: string;
  year: number;
  /** The window's first day (YYYY-MM-DD). */
  start: string;
  /** The window's length in whole days (rounded). */
  days: number;
}

/** What the drought model concludes from its payloads, before it is put at a place (memoised by droughtModel). */
interface DroughtCore {
  probability: number;
  probabilityPerYear: number | undefined;
  severity: number;
  long: boolean;
  lineP: number;
  line: number;
  climSource: Descriptor;
  seasons: number;
  drivers: Message[];
  extrapolation: number;
  completeness: number;
}

/** Everything but the place's name: places sharing a cell (and its payloads) share it. It reads its inputs only. */
const droughtCore = memo(function droughtCore(raw: DroughtCoreInputs): DroughtCore {
  const c = DROUGHT;
  const input = droughtInputs(raw, raw.today, raw.year);
  const windowDays = Math.max(1, raw.days);
  const long = windowDays >= c.longWindowDays;
  const lineP = long ? c.lineProbability.years : c.lineProbability.window;
  const line = normQuantile(lineP);
  const H = raw.historyName ?? 'ERA5';
  const climSource = input.fromArchive
    ? msg('drought.climEra5', { period: periodValue(input.climRows), history: H })
    : msg(input.climRows.length ? 'drought.climCmip6' : 'drought.climNone', input.climRows.length ? { history: H } : undefined);
  const climate = droughtClimate(input.climRows);
  const historyBalance = new Map<number, number>();
  for (const r of input.climRows) {
    const b = balance(r);
    if (b !== null) historyBalance.set(dayNo(r.date), b);
  }
  const today = dayNo(raw.today);
  let completeness = input.fromArchive ? Math.min(1, input.archiveDays / (CLIMATOLOGY_YEARS * 365)) : 1;
  if (input.hasEnsemble) completeness *= Math.min(1, input.ensembleMembers / ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].members);
  const drivers: Message[] = [];
  const ensembleWords = (days: number) =>
    input.members.length
      ? msg('drought.ensembleDays', {
          days,
          members: input.members.length,
          noBias: input.biasCorrected ? '' : msg('drought.noBias', { history: H }),
        })
      : msg('drought.noEnsemble');

  // The window's days (the first year's for a long window), day by day: the short group's probability and every
  // window's disruption of its first year.
  const first = long ? today : dayNo(raw.start);
  const count = long ? c.longWindowDays : windowDays;
  const paths: DailyPaths | undefined = climate
    ? dailyPaths({
        climate,
        historyBalance,
        today,
        first,
        count,
        known: input.known,
        members: input.members,
        line,
        // Short windows count the event's days; long ones every damaging day (D1 and worse), at least the short event's.
        countBelow: long ? D1_SPEI : line,
      })
    : undefined;

  let probability: number;
  let perYear: number | undefined;
  let expectedDays: number;
  let seasons = 1;
  let extrapolation: number;
  const lineMm = lineMmOn(climate?.fitAt(dayOfYear(dateOfNo(first))), line);
  if (!climate || !paths) {
    // No climatology: the dry line's own definition is all there is (completeness 0 says so).
    completeness = 0;
    seasons = long ? seasonsIn(windowDays) : 1;
    probability = long ? 1 - (1 - lineP) ** seasons : lineP;
    expectedDays = 0;
    extrapolation = 1;
    drivers.push(msg('drought.noClimatology'));
  } else if (!long) {
    probability = paths.probability;
    expectedDays = paths.expectedDays;
    extrapolation = paths.unknownDays / (count + c.balanceDays - 1);
    drivers.push(
      msg('drought.paths', {
        days: count,
        observed: paths.observedDays,
        observedMm: fixed(paths.observedMm),
        ensemble: ensembleWords(paths.forecastDays),
        unknown: paths.unknownDays,
        analogs: paths.analogs,
        clim: climSource,
      }),
      msg('drought.dryLine', { spei: fixed(line, 2), share: fixed(lineP * 100), mm: fixed(lineMm) }),
      msg('drought.shares', {
        share: percent(paths.share),
        climShare: percent(paths.climShare),
        weight: paths.weight,
        chance: percent(probability),
      }),
    );
  } else {
    const season0 = currentSeason({ climate, climRows: input.climRows, today, known: input.known, members: input.members });
    const drift = cmip6Drift(input.climate, climate);
    const w = longWindow({ climate, starts: season0.starts, line, windowDays, drift: drift?.perYear });
    probability = season0.starts.length ? w.probability : 1 - (1 - lineP) ** w.seasons;
    perYear = w.perYear;
    seasons = w.seasons;
    expectedDays = paths.expectedDays + w.laterDays;
    extrapolation = Math.min(1, (season0.unknownDays + c.balanceDays * (seasons - 1)) / (c.balanceDays * seasons));
    drivers.push(
      msg('drought.balance', {
        end: day(raw.today),
        observed: season0.observedDays,
        observedMm: fixed(season0.observedMm),
        ensemble: ensembleWords(season0.forecastDays),
        unknown: season0.unknownDays,
        clim: climSource,
      }),
      msg('drought.dryLine', { spei: fixed(line, 2), share: fixed(lineP * 100), mm: fixed(lineMmOn(season0.fit, line)) }),
    );
    if (drift) drivers.push(msg('drought.cmip6', { mm: fixed(drift.mm), sd: fixed(drift.sd, 2) }));
    const p = climate.persistence;
    drivers.push(
      p
        ? msg('drought.persistence', {
            seasons,
            rho: fixed(p.rho, 2),
            se: fixed(p.standardError, 2),
            fitted: fixed(p.seasons, 0),
            history: H,
          })
        : msg('drought.noPersistence', { seasons }),
      msg('drought.dryDays', { days: fixed(expectedDays, 1), first: fixed(paths.expectedDays, 1) }),
    );
  }
  // One episode of the event: a season at the dry line, as much of it as the window holds.
  const episodeDays = droughtSeasonDays(line) * Math.min(1, windowDays / c.balanceDays);
  const severity = windowSeverity(expectedDays, round1(probability * 100), episodeDays);
  const givenEvent = round1(probability * 100) > 0 && expectedDays > 0 ? expectedDays / probability : episodeDays;
  drivers.push(msg('drought.chance', { chance: percent(probability), days: fixed(givenEvent, 1), severity: fixed(severity) }));

  return {
    probability,
    probabilityPerYear: perYear,
    severity,
    long,
    lineP,
    line,
    climSource,
    seasons,
    drivers,
    extrapolation,
    completeness,
  };
});

export function droughtModel(raw: DroughtObservations, ctx: ModelContext): ModelResult<DroughtEvent> {
  const { place } = ctx;
  const c = DROUGHT;
  const w = ctx.window;
  const core = droughtCore({
    ensemble: raw.ensemble,
    archive: raw.archive,
    recent: raw.recent,
    climate: raw.climate,
    historyName: raw.historyName,
    ...windowDaysOf(ctx),
    year: ctx.now.getUTCFullYear(),
  });
  const { line, lineP, climSource } = core;
  const share = fixed(lineP * 100, lineP < 0.01 ? 1 : 0);
  return {
    hazard: 'drought',
    probability: chancePercent(core.probability),
    ...(core.probabilityPerYear !== undefined ? { probabilityPerYear: chancePercent(core.probabilityPerYear) } : {}),
    severity: core.severity,
    event: {
      hazard: 'drought',
      description: core.long
        ? msg('drought.eventSeasons', { place: place.name, seasons: core.seasons, share, spei: fixed(line, 2), clim: climSource })
        : msg('drought.eventWindow', { place: place.name, share, spei: fixed(line, 2), clim: climSource }),
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      balanceDays: c.balanceDays,
      percentile: lineP * 100,
      maxSpei: Math.round(line * 100) / 100,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: DROUGHT_VERIFIED_BY[raw.historyName ?? 'ERA5'] ?? DROUGHT_VERIFIED_BY.ERA5!,
    },
    drivers: core.drivers,
    layers: [radiusLayer('drought', place, c.radiusKm, msg('drought.layer', { km: c.radiusKm }))],
    extrapolation: core.extrapolation,
    dataCompleteness: core.completeness,
  };
}
