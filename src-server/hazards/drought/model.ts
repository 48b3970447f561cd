// Drought: SPEI-3 (the 90-day climatic water balance, Vicente-Serrano et al. 2010) against its dry tail; the
// first season from observed days, the bias-corrected ECMWF ensemble and the climatology of the days still
// unknown; later seasons through a lag-1 persistence fitted from ERA5; CMIP6 drying or wetting for decades.
// docs/methodology.md "Drought".
import { windowDaysOf } from '../window.js';
import { DAY_MS } from '../../shared/clock.js';
import type { EnsembleWeatherObservations } from '../weather-sources.js';
import { CLIMATOLOGY_YEARS } from '../../sources/open-meteo-archive/client.js';
import { ENSEMBLE_DEFAULT_MODEL, ENSEMBLE_MODELS } from '../../sources/open-meteo-ensemble/client.js';
import type { EnsembleDaily } from '../../sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { balanceAtSpei, fitSpei, normQuantile, spei, type SpeiFit } from './spei.js';
import { fitPersistence, runOfSeasons, type Persistence } from './spei-persistence.js';
import { dayOfYear } from '../../shared/day-of-year.js';
import { applyQuantileMap, fitQuantileMap, type QuantileMap } from '../../science/quantile-mapping.js';
import { daysFromTable, severityFromDays } from '../../forecast/risk-score.js';
import type { ModelContext, ModelResult } from '../types.js';
import { day, fixed, msg, percent, type Descriptor, type Message } from '../../i18n/message.js';
import type { DroughtEvent } from './event.js';
import { memo } from '../../shared/derived.js';
import { cleanEnsemble, cleanObservations, periodValue } from '../weather-common.js';
import { addDays, utcDay as isoDay } from '../../shared/clock.js';
import { radiusLayer } from '../layers.js';
import { isNum } from '../../shared/math.js';
import { pooledPastSample } from '../weather-bias.js';
import { chancePercent } from '../../science/stats.js';

/** Constants, each with its source in docs/methodology.md ("Drought"). */
export const DROUGHT = {
  /** SPEI-3: 90-day accumulation, the agricultural-drought scale (WMO 2012 SPI user guide; Vicente-Serrano 2010). */
  balanceDays: 90,
  /** The dry line by window (SCIENCE.md rule 4, rarer for longer windows): non-exceedance probability per season. */
  lineProbability: { upToAYear: 0.1, decade: 0.02, thirtyYears: 0.005 },
  /** Days either side of the target date whose 90-day balances form its climatology. */
  seasonMarginDays: 15,
  /** Seasonal fits are computed every 5 days of the year (the nearest serves each day) for the persistence fit. */
  fitEveryDays: 5,
  /**
   * Severity per dry season: -SPEI -> risk-scale severity at the US Drought Monitor classes D1 (-0.8), D2 (-1.3),
   * D3 (-1.6), D4 (-2.0): a few hours of restrictions (D1) to about ten days (D4, water emergencies) for a household
   * that does not farm. A farming household carries about a decade more (a share of the season's income).
   */
  severityTable: [
    [0.8, 10],
    [1.3, 20],
    [1.6, 30],
    [2.0, 40],
  ] as const,
  /** Unknown days of the first season: this many quantiles of their climatological sum. */
  unknownQuantiles: 20,
  radiusKm: 50,
} as const;

/** The weather models' observations (weather-sources.ts); drought's drivers do not name the members' past. */
export type DroughtObservations = Omit<EnsembleWeatherObservations, 'pastName'>;

/** What the drought event is verified against, per daily history. */
const DROUGHT_VERIFIED_BY: Record<string, string> = {
  ERA5: 'Open-Meteo Historical Weather (ERA5 precipitation_sum, et0_fao_evapotranspiration)',
  'NASA POWER':
    'NASA POWER daily point (MERRA-2 PRECTOTCORR; FAO-56 reference evapotranspiration from its T2M_MAX, T2M_MIN, T2MDEW, WS2M, ALLSKY_SFC_SW_DWN)',
};

const balance = (d: { precipMm: number | null; et0Mm: number | null }) =>
  isNum(d.precipMm) && isNum(d.et0Mm) ? d.precipMm - d.et0Mm : null;
const dayNo = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfNo = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Disruption-days of a dry season at SPEI z (0 above D1). */
export const droughtSeasonDays = (z: number): number => (z <= -DROUGHT.severityTable[0][0] ? daysFromTable(-z, DROUGHT.severityTable) : 0);

/** Daily balances of a sorted daily series, and their running 90-day sums (null while a window lacks days). */
export function ninetyDaySums(
  rows: readonly { date: string; precipMm: number | null; et0Mm: number | null }[],
): { date: string; sum: number | null }[] {
  const n = DROUGHT.balanceDays;
  const out: { date: string; sum: number | null }[] = [];
  let s = 0;
  let missing = 0;
  const b = rows.map(balance);
  for (let i = 0; i < rows.length; i++) {
    if (b[i] === null) missing++;
    else s += b[i]!;
    if (i >= n) {
      if (b[i - n] === null) missing--;
      else s -= b[i - n]!;
    }
    // Up to 5 % of the days may be missing; the sum is scaled up to 90 days.
    out.push({ date: rows[i]!.date, sum: i >= n - 1 && missing <= n * 0.05 ? (s * n) / (n - missing) : null });
  }
  return out;
}

/** The SPEI fit for sums ending within ±margin days of a day of the year. */
export function seasonalFit(
  sums: readonly { date: string; sum: number | null }[],
  doy: number,
  doys: ArrayLike<number> = daysOfYear(sums),
): SpeiFit | undefined {
  const vals: number[] = [];
  for (let i = 0; i < sums.length; i++) {
    const s = sums[i]!;
    if (s.sum === null) continue;
    const off = Math.abs(doys[i]! - doy);
    if (Math.min(off, 365 - off) <= DROUGHT.seasonMarginDays) vals.push(s.sum);
  }
  return fitSpei(vals);
}

/** Each row's day of year, read once (the 73 seasonal fits each scan every row). */
function daysOfYear(rows: readonly { date: string }[]): Int16Array {
  const out = new Int16Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = dayOfYear(rows[i]!.date);
  return out;
}

/** The persistence of SPEI-3 in the climatology: fits every few days of the year, SPEI per day, lag-1 at 90 days. */
export function climatePersistence(sums: readonly { date: string; sum: number | null }[]): Persistence | undefined {
  const fits = new Map<number, SpeiFit | undefined>();
  const doys = daysOfYear(sums);
  for (let d = 0; d < 365; d += DROUGHT.fitEveryDays) fits.set(d, seasonalFit(sums, d, doys));
  const z = sums.map((s, i) => {
    if (s.sum === null) return null;
    const d = doys[i]!;
    const f = fits.get((Math.round(d / DROUGHT.fitEveryDays) * DROUGHT.fitEveryDays) % 365) ?? fits.get(0);
    return f ? spei(f, s.sum) : null;
  });
  return fitPersistence(z, DROUGHT.balanceDays);
}

/** Sums over `days` consecutive days starting within ±margin of the calendar date of `first`, every archive year. */
function climatologicalSums(rows: readonly WeatherDay[], first: string, days: number): number[] {
  if (days <= 0) return [0];
  const index = new Map(rows.map((r, i) => [r.date, i]));
  const b = rows.map(balance);
  const years = [...new Set(rows.map((r) => Number(r.date.slice(0, 4))))];
  const mmdd = first.slice(5) === '02-29' ? '02-28' : first.slice(5);
  const out: number[] = [];
  for (const y of years) {
    for (let s = -DROUGHT.seasonMarginDays; s <= DROUGHT.seasonMarginDays; s++) {
      const i0 = index.get(dateOfNo(dayNo(`${y}-${mmdd}`) + s));
      if (i0 === undefined || i0 + days > rows.length) continue;
      let sum = 0;
      let ok = true;
      for (let i = i0; i < i0 + days; i++) {
        if (b[i] === null) {
          ok = false;
          break;
        }
        sum += b[i]!;
      }
      if (ok) out.push(sum);
    }
  }
  return out;
}

function biasMaps(ensemble: EnsembleDaily, recent: readonly WeatherDay[], today: string): { precip?: QuantileMap; et0?: QuantileMap } {
  const { model, obs } = pooledPastSample(ensemble, recent, today, ['precipMm', 'et0Mm']);
  return {
    precip: fitQuantileMap(model.precipMm, obs.precipMm, { kind: 'multiplicative' }),
    et0: fitQuantileMap(model.et0Mm, obs.et0Mm, { kind: 'multiplicative' }),
  };
}

/** What the drought's core reads: the payloads, today and its year and month, the window's first day and whole days. */
interface DroughtCoreInputs extends DroughtObservations {
  today: string;
  year: number;
  /** 0-11 */
  month: number;
  /** The window's first day (YYYY-MM-DD). */
  start: string;
  /** The window's length in whole days (rounded). */
  days: number;
}

/** Everything but the place's name: places sharing a cell (and its payloads) share it. It reads its inputs only. */
const droughtCore = memo(function droughtCore(raw: DroughtCoreInputs): DroughtCore {
  const clean = cleanObservations({ archive: raw.archive, forecast: raw.recent, climate: raw.climate });
  const ensemble = cleanEnsemble(raw.ensemble);
  const archive = [...(clean.archive ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const recent = [...(clean.forecast ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const climate = clean.climate;
  const c = DROUGHT;
  const now = raw.today;
  const windowDays = Math.max(1, raw.days);
  const drivers: Message[] = [];

  // Seasons: one ending on the window's last day for windows up to 90 days; else consecutive 90-day seasons.
  const short = windowDays <= c.balanceDays;
  const seasons = short ? 1 : Math.max(1, Math.floor(windowDays / c.balanceDays));
  const firstEnd = short
    ? isoDay(addDays(new Date(`${raw.start}T00:00:00Z`), windowDays - 1))
    : isoDay(addDays(new Date(`${now}T00:00:00Z`), c.balanceDays - 1));
  const lineP =
    windowDays >= 3650 * 2.5 ? c.lineProbability.thirtyYears : windowDays >= 3650 ? c.lineProbability.decade : c.lineProbability.upToAYear;
  const line = normQuantile(lineP);

  // Climatology: ERA5, else the CMIP6 run's baseline decade.
  const climRows: WeatherDay[] = archive.length
    ? archive
    : (climate ?? [])
        .filter((r) => Number(r.date.slice(0, 4)) < raw.year)
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
  const H = raw.historyName ?? 'ERA5';
  const climSource = archive.length
    ? msg('drought.climEra5', { period: periodValue(archive), history: H })
    : msg(climRows.length ? 'drought.climCmip6' : 'drought.climNone', climRows.length ? { history: H } : undefined);
  const sums = ninetyDaySums(climRows);
  const fit0 = seasonalFit(sums, dayOfYear(firstEnd));
  const persistence = climatePersistence(sums);
  const rho = persistence?.rho ?? 0;
  let completeness = archive.length ? Math.min(1, archive.length / (CLIMATOLOGY_YEARS * 365)) : 1;

  // Season 0: the known days, the ensemble's days (bias-corrected), the climatology of the days still unknown.
  const periodStart = dayNo(firstEnd) - c.balanceDays + 1;
  const known = new Map<string, number>();
  for (const r of recent) {
    const b = balance(r);
    if (b !== null && r.date < now && dayNo(r.date) >= periodStart) known.set(r.date, b);
  }
  const maps = ensemble && recent.length ? biasMaps(ensemble, recent, now) : {};
  const control = ensemble?.members.find((m) => m.member === 0) ?? ensemble?.members[0];
  for (const d of control?.days ?? []) {
    // Past days ERA5 has not reached yet: the control run (near its analysis).
    if (d.date >= now || known.has(d.date) || dayNo(d.date) < periodStart) continue;
    const p = isNum(d.precipMm) ? (maps.precip ? applyQuantileMap(maps.precip, d.precipMm) : d.precipMm) : null;
    const e = isNum(d.et0Mm) ? (maps.et0 ? applyQuantileMap(maps.et0, d.et0Mm) : d.et0Mm) : null;
    if (isNum(p) && isNum(e)) known.set(d.date, p - e);
  }
  const knownSum = [...known.values()].reduce((s, x) => s + x, 0);
  const forecastDates = [
    ...new Set(
      (ensemble?.members ?? []).flatMap((m) =>
        m.days.filter((d) => d.date >= now && d.date <= firstEnd && isNum(d.precipMm) && isNum(d.et0Mm)).map((d) => d.date),
      ),
    ),
  ].sort();
  const memberSums = (ensemble?.members ?? [])
    .map((m) => {
      let s = 0;
      let n = 0;
      for (const d of m.days) {
        if (!forecastDates.includes(d.date) || !isNum(d.precipMm) || !isNum(d.et0Mm)) continue;
        s +=
          (maps.precip ? applyQuantileMap(maps.precip, d.precipMm) : d.precipMm) -
          (maps.et0 ? applyQuantileMap(maps.et0, d.et0Mm) : d.et0Mm);
        n++;
      }
      return n === forecastDates.length ? s : null;
    })
    .filter(isNum);
  const members = memberSums.length ? memberSums : [0];
  const coveredDays = known.size + (memberSums.length ? forecastDates.length : 0);
  const unknownDays = Math.max(0, c.balanceDays - coveredDays);
  const firstUnknown = dateOfNo(Math.max(dayNo(now) + (memberSums.length ? forecastDates.length : 0), periodStart));
  const unknownSample = climatologicalSums(climRows, firstUnknown, unknownDays).sort((a, b) => a - b);
  const unknownQ =
    unknownDays === 0 || unknownSample.length === 0
      ? [0]
      : Array.from(
          { length: c.unknownQuantiles },
          (_, i) => unknownSample[Math.min(unknownSample.length - 1, Math.floor(((i + 0.5) / c.unknownQuantiles) * unknownSample.length))]!,
        );
  const startPoints = fit0 ? members.flatMap((f) => unknownQ.map((u) => spei(fit0, knownSum + f + u))) : [];

  // CMIP6: the change of the mean 90-day balance, in SPEI units of this season's spread, along the window.
  let meanPath: number[] | undefined;
  if (windowDays >= 3650 && climate?.length && fit0) {
    const years = climate.map((r) => Number(r.date.slice(0, 4)));
    const first = Math.min(...years);
    const last = Math.max(...years);
    const dailyMean = (from: number, to: number) => {
      const b = climate
        .filter((r) => {
          const y = Number(r.date.slice(0, 4));
          return y >= from && y <= to;
        })
        .map(balance)
        .filter(isNum);
      return b.length ? b.reduce((s, x) => s + x, 0) / b.length : Number.NaN;
    };
    const delta90 = (dailyMean(last - 9, last) - dailyMean(first, first + 9)) * c.balanceDays;
    const seasonSums = sums.map((s) => s.sum).filter(isNum);
    const m = seasonSums.reduce((s, x) => s + x, 0) / seasonSums.length;
    const sd = Math.sqrt(seasonSums.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, seasonSums.length - 1));
    const apart = last - first - 9;
    if (Number.isFinite(delta90) && sd > 0 && apart > 0) {
      const perYear = delta90 / sd / apart;
      const nowYear = raw.year + raw.month / 12;
      const baseCentre = first + 4.5;
      meanPath = Array.from(
        { length: seasons },
        (_, k) => perYear * (nowYear + (k * c.balanceDays) / 365.25 - baseCentre) - perYear * (nowYear - baseCentre),
      );
      drivers.push(msg('drought.cmip6', { mm: fixed(delta90), sd: fixed(delta90 / sd, 2) }));
    }
  }

  let probability: number;
  let expectedDays: number;
  if (fit0 && startPoints.length) {
    const run = runOfSeasons({ start: startPoints, rho, line, seasons, meanPath, daysOf: droughtSeasonDays });
    probability = run.probability;
    expectedDays = run.expectedDays;
  } else {
    completeness *= climRows.length ? 1 : 0;
    probability = 1 - (1 - lineP) ** seasons;
    expectedDays = probability * droughtSeasonDays(line - 0.3);
    drivers.push(msg('drought.noClimatology'));
  }
  if (ensemble) completeness *= Math.min(1, (ensemble.members.length || 0) / ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].members);
  const daysGivenEvent = probability > 0 ? expectedDays / probability : 0;
  const severity = severityFromDays(daysGivenEvent);
  const lineMm = fit0 ? balanceAtSpei(fit0, line) : Number.NaN;

  drivers.unshift(
    msg('drought.balance', {
      end: day(firstEnd),
      observed: known.size,
      observedMm: fixed(knownSum),
      ensemble: memberSums.length
        ? msg('drought.ensembleDays', {
            days: forecastDates.length,
            members: memberSums.length,
            noBias: maps.precip ? '' : msg('drought.noBias', { history: H }),
          })
        : msg('drought.noEnsemble'),
      unknown: unknownDays,
      clim: climSource,
    }),
    msg('drought.dryLine', { spei: fixed(line, 2), share: fixed(lineP * 100, lineP < 0.01 ? 1 : 0), mm: fixed(lineMm) }),
  );
  if (seasons > 1) {
    drivers.push(
      persistence
        ? msg('drought.persistence', {
            seasons,
            rho: fixed(rho, 2),
            se: fixed(persistence.standardError, 2),
            fitted: fixed(persistence.seasons, 0),
            history: H,
          })
        : msg('drought.noPersistence', { seasons }),
    );
  }
  drivers.push(msg('drought.chance', { chance: percent(probability), days: fixed(daysGivenEvent, 1), severity: fixed(severity) }));

  return { probability, severity, short, firstEnd, lineP, line, lineMm, climSource, seasons, drivers, unknownDays, completeness };
});

/** What the drought model concludes from its payloads, before it is put at a place (memoised by droughtModel). */
interface DroughtCore {
  probability: number;
  severity: number;
  short: boolean;
  firstEnd: string;
  lineP: number;
  line: number;
  lineMm: number;
  climSource: Descriptor;
  seasons: number;
  drivers: Message[];
  unknownDays: number;
  completeness: number;
}

export function droughtModel(raw: DroughtObservations, ctx: ModelContext): ModelResult<DroughtEvent> {
  const { place } = ctx;
  const c = DROUGHT;
  const w = ctx.window;
  const { probability, severity, short, firstEnd, lineP, line, lineMm, climSource, seasons, drivers, unknownDays, completeness } =
    droughtCore({
      ensemble: raw.ensemble,
      archive: raw.archive,
      recent: raw.recent,
      climate: raw.climate,
      historyName: raw.historyName,
      ...windowDaysOf(ctx),
      year: ctx.now.getUTCFullYear(),
      month: ctx.now.getUTCMonth(),
    });

  return {
    hazard: 'drought',
    probability: chancePercent(probability),
    severity,
    event: {
      hazard: 'drought',
      description: short
        ? msg('drought.eventSeason', {
            end: day(firstEnd),
            place: place.name,
            share: fixed(lineP * 100),
            spei: fixed(line, 2),
            mm: fixed(lineMm),
            clim: climSource,
          })
        : msg('drought.eventSeasons', {
            place: place.name,
            seasons,
            share: fixed(lineP * 100, lineP < 0.01 ? 1 : 0),
            spei: fixed(line, 2),
            clim: climSource,
          }),
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      balanceDays: c.balanceDays,
      percentile: lineP * 100,
      maxSpei: Math.round(line * 100) / 100,
      ...(short && Number.isFinite(lineMm) ? { maxBalanceMm: Math.round(lineMm), evaluatedOn: firstEnd } : {}),
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: DROUGHT_VERIFIED_BY[raw.historyName ?? 'ERA5'] ?? DROUGHT_VERIFIED_BY.ERA5!,
    },
    drivers,
    layers: [radiusLayer('drought', place, c.radiusKm, msg('drought.layer', { km: c.radiusKm }))],
    extrapolation: Math.min(1, (unknownDays + c.balanceDays * (seasons - 1)) / (c.balanceDays * seasons)),
    dataCompleteness: completeness,
  };
}
