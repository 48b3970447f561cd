// Conflict from ViEWS where the place is, and from UCDP/PRIO's history past ViEWS's 36 months (docs/methodology/conflict.md
// "Conflict"): at 7 and 30 days the chance of at least one battle-related death in the PRIO-GRID cells within 50 km
// (where ViEWS forecasts cells), else of at least 25 in the country; at 1, 10 and 30 years the country's chance of at
// least 25 deaths within a year-long slice of the window, ViEWS's months first, then the country's onset rate. Pure.
import { clamp100 } from '../../shared/math.js';
import { DAY_MS } from '../../shared/clock.js';
import type { ViewsCellForecast } from '../../sources/views/client.js';
import type { ViewsCountry } from '../../sources/views/countries.js';
import type { ViewsCountryForecast } from '../../sources/views/normalize.js';
import { contextDrivers, COUNTRY_SCENE_RADIUS_KM, type ReliefWebContext } from '../humanitarian-context.js';
import type { ModelContext, ModelEvent, ModelResult } from '../types.js';
import { windowDays } from '../window.js';
import { UCDP_VERIFIER, type ConflictEvent } from './event.js';
import { onsetRate, UCDP_LAST_YEAR, UCDP_REGIONS } from './history.js';
import { localChance, LOCAL_MIN_DEATHS, LOCAL_RADIUS_KM, type LocalChance } from './local.js';
import { conflictText } from './sentences.js';
import { countrySeverity, exposedSeverity, localSeverity } from './severity.js';
import { CONFLICT, countryChance, perYearOf, seriesEnd, windowSum, type Monthly } from './window.js';

export { CONFLICT, chanceAtLeast } from './window.js';

export interface ConflictObservations {
  forecast: ViewsCountryForecast;
  /** The forecasts of the cells within LOCAL_RADIUS_KM; null where ViEWS has none for them or they failed. */
  cells: ViewsCellForecast | null;
  /** Why `cells` is null: the place lies outside ViEWS's grid (no rows), or the call failed. */
  noCells: 'outside' | 'failed' | null;
  cellsUrl: string;
  viewsCountry: ViewsCountry;
  /** Year and month of the last data behind the run. */
  dataYear: number;
  dataMonth: number;
  context?: ReliefWebContext;
}

const isShort = (horizon: string) => horizon === '7d' || horizon === '30d';
const LONG_HORIZONS = new Set(['10y', '30y']);

export function conflictModel(obs: ConflictObservations, ctx: ModelContext): ModelResult<ConflictEvent> | null {
  const rows: Monthly[] = obs.forecast.months.map((r) => ({ year: r.year, month: r.month, value: r.mainMean }));
  if (rows.length === 0) return null;
  const { place, horizon, window } = ctx;
  const start = window.start.getTime();
  const end = window.end.getTime();
  const days = windowDays(window);
  const onset = onsetRate(obs.viewsCountry.iso3);
  const country = countryChance(rows, start, end, onset.rate);
  const local = obs.cells ? localChance(obs.cells.months, start, end) : null;
  const useCells = isShort(horizon) && local !== null && local.coveredDays > 0;
  const forecastEnd = seriesEnd(rows);

  let probability: number;
  let severity: number;
  if (useCells) {
    // The days of a short window past ViEWS's last month (a stale run) take the onset rate, as the country's do.
    const uncoveredYears = Math.max(0, days - local.coveredDays) / 365.25;
    probability = 1 - (1 - local.probability) * (1 - onset.rate) ** uncoveredYears;
    severity = localSeverity(local.expected, local.probability, local.coveredDays);
  } else {
    probability = country.probability;
    severity = countryScopeSeverity(country.expected, country.coveredDays, obs, rows);
  }

  const first = obs.forecast.months.find((r) => Date.UTC(r.year, r.month, 1) > start);
  const last = obs.forecast.months[obs.forecast.months.length - 1]!;
  const covered = windowSum(rows, start, Math.min(end, forecastEnd));
  const recordedAs = obs.viewsCountry.recordedAs?.state ?? null;
  const text = conflictText({
    country: place.country,
    recordedAs,
    run: obs.forecast.run,
    url: obs.forecast.url ?? '',
    dataThrough: { year: obs.dataYear, month: obs.dataMonth },
    lastForecastMonth: { year: last.year, month: last.month },
    scope: useCells ? 'cells' : 'country',
    place: place.city ?? place.name,
    radiusKm: LOCAL_RADIUS_KM,
    minDeaths: useCells ? LOCAL_MIN_DEATHS : CONFLICT.minDeaths,
    local: local && local.coveredDays > 0 ? localFacts(local, obs.cellsUrl) : null,
    noLocal: local && local.coveredDays > 0 ? null : (obs.noCells ?? (obs.cells ? 'outside' : null)),
    country_: { expected: country.expected, pct: country.forecastPart * 100 },
    months: covered.months.map((m) => ({ year: m.year, month: m.month, deaths: m.value })),
    viewsMonthly: first && first.mainDich !== null ? { year: first.year, month: first.month, pct: first.mainDich * 100 } : null,
    sigma: CONFLICT.sigmaLn,
    sigmaCountries: CONFLICT.sigmaCountries,
    history:
      !useCells && country.historyYears > 0
        ? {
            years: country.historyYears,
            conflictYears: onset.country?.conflictYears ?? 0,
            observedYears: onset.country?.years ?? 0,
            firstYear: onset.country?.firstYear ?? UCDP_LAST_YEAR,
            lastYear: UCDP_LAST_YEAR,
            lastConflictYear: onset.country?.lastConflictYear ?? null,
            onsets: onset.country?.onsets.events ?? 0,
            peaceYears: onset.country?.onsets.trials ?? 0,
            fitFrom: onset.country?.fitFrom ?? UCDP_LAST_YEAR,
            region: UCDP_REGIONS[onset.region],
            regionPct: onset.prior.mean * 100,
            strength: onset.prior.strength,
            ratePct: onset.rate * 100,
          }
        : null,
    truncated: obs.cells && obs.cells.pagesRead < obs.cells.pageCount ? { read: obs.cells.pagesRead, total: obs.cells.pageCount } : null,
  });
  const event: ModelEvent<ConflictEvent> = {
    hazard: 'conflict',
    description: text.description,
    radiusKm: useCells ? LOCAL_RADIUS_KM : COUNTRY_SCENE_RADIUS_KM,
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    scope: useCells ? 'cells' : 'country',
    countryCode: place.countryCode,
    countryIso3: obs.forecast.iso3,
    recordedAs: obs.viewsCountry.recordedAs?.iso3 ?? null,
    minDeaths: useCells ? LOCAL_MIN_DEATHS : CONFLICT.minDeaths,
    cells: useCells && obs.cells ? [...obs.cells.gids] : [],
    expectedDeaths: Math.round((useCells ? local!.expected : country.expected) * 100) / 100,
    forecastRun: obs.forecast.run,
    forecastUrl: useCells ? obs.cellsUrl : (obs.forecast.url ?? ''),
    forecastUntil: new Date(forecastEnd - DAY_MS).toISOString().slice(0, 10),
    verifiedBy: UCDP_VERIFIER,
  };
  const extrapolatedDays = useCells ? Math.max(0, days - local.coveredDays) : country.historyYears * 365.25;
  return {
    hazard: 'conflict',
    probability: clamp100(probability * 100),
    ...(LONG_HORIZONS.has(horizon) ? { probabilityPerYear: clamp100(perYearOf(probability, days) * 100) } : {}),
    severity,
    event,
    drivers: [...text.drivers, ...contextDrivers(obs.context, place.country)],
    layers: [],
    extrapolation: Math.min(1, extrapolatedDays / Math.max(1e-9, days)),
  };
}

const localFacts = (l: LocalChance, url: string) => ({
  cells: l.cells,
  expected: l.expected,
  pct: l.probability * 100,
  fromViewsChance: l.fromViewsChance,
  url,
});

/**
 * The country event's severity at the place: where ViEWS forecasts the place's cells, the local fighting's intensity
 * weighted by the chance that the country's fighting reaches the place over ViEWS's months (local chance / country
 * chance); elsewhere the country's own intensity.
 */
function countryScopeSeverity(expected: number, coveredDays: number, obs: ConflictObservations, rows: readonly Monthly[]): number {
  const from = Math.min(...rows.map((r) => Date.UTC(r.year, r.month - 1, 1)));
  const to = seriesEnd(rows);
  const local = obs.cells ? localChance(obs.cells.months, from, to) : null;
  if (local && local.coveredDays > 0) {
    const whole = countryChance(rows, from, to, 0);
    const exposure = whole.probability > 0 ? local.probability / whole.probability : 0;
    return exposedSeverity(localSeverity(local.expected, local.probability, local.coveredDays), exposure);
  }
  return countrySeverity(expected, Math.max(1, coveredDays));
}
