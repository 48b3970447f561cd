// Earthquake hindcast (pure): the shipped forecast (earthquakeSeismicity + companionForecast, the functions
// forecastEarthquake calls) run on a real catalogue over rolling, non-overlapping windows, each trained
// only on the events before it, fed exactly what the app's USGS query would return at that moment
// (events within the query radius, at or above the catalogue's cut-off, within the query's years).
// Scored against the global base rate and a per-city Poisson reference with bootstrap intervals over cities.
import { DAY_MS, YEAR_MS } from '../../shared/clock.js';
import { distanceKm } from '../../shared/geo.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import { groupBootstrap, type BootstrapInterval } from '../../science/cluster-bootstrap.js';
import { MAGNITUDE_BIN } from './completeness.js';
import type { EarthquakeCatalogue } from './catalogue.js';
import { companionForecast } from './companion.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';
import { earthquakeSeismicity } from './seismicity.js';
import { addTotals } from '../../science/stats.js';

export interface HindcastSite {
  name: string;
  lat: number;
  lng: number;
}

export interface HindcastSetup {
  /** First instant the catalogue covers (nothing before it is known). */
  catalogueStart: Date;
  /** The catalogue's minimum magnitude (what the query asked for; with `cutoffs`, the lowest, the newest period's). */
  cutoff: number;
  /**
   * A catalogue merged from files with different cut-offs: the cut-off from each `start` on (CatalogueQuery.cutoffs).
   * The model is told them; the per-city Poisson reference and the quiet flag count only the span complete for the
   * companion's magnitude (cut-off <= M5.0), so they are the same whichever older history the model is given.
   */
  cutoffs?: readonly { start: Date; minMagnitude: number }[];
  testStart: Date;
  testEnd: Date;
  windowDays: number;
}

/** One scored forecast. */
export interface SiteWindow {
  site: number;
  startMs: number;
  /** The model's probability of the companion event. */
  p: number;
  /** Per-city Poisson reference: every M >= 5 within 150 km before the window, counted as independent. */
  pPoisson: number;
  outcome: 0 | 1;
  /** No M >= 5 within 150 km in the training data. */
  quiet: boolean;
}

/** Consecutive, non-overlapping window starts that fit in [testStart, testEnd]. */
export function windowStarts(testStart: Date, testEnd: Date, windowDays: number): number[] {
  const out: number[] = [];
  const step = windowDays * DAY_MS;
  if (!(step > 0)) return out;
  for (let t = testStart.getTime(); t + step <= testEnd.getTime(); t += step) out.push(t);
  return out;
}

/** Runs the model for every site and window. */
export function hindcastRecords(quakes: readonly Quake[], sites: readonly HindcastSite[], setup: HindcastSetup): SiteWindow[] {
  const c = EARTHQUAKE_MODEL;
  const starts = windowStarts(setup.testStart, setup.testEnd, setup.windowDays);
  const fileStartMs = setup.catalogueStart.getTime();
  const eventMin = c.companion.minMagnitude - MAGNITUDE_BIN / 2;
  // From when the catalogue holds every M >= 5 (its cut-off at or below the companion's magnitude).
  const steps = (setup.cutoffs ?? [])
    .map((x) => ({ startMs: x.start.getTime(), minMagnitude: x.minMagnitude }))
    .sort((a, b) => a.startMs - b.startMs);
  const m5CompleteFromMs = steps.length
    ? (steps.find((_, i) => steps.slice(i).every((y) => y.minMagnitude <= c.companion.minMagnitude))?.startMs ?? Infinity)
    : fileStartMs;
  const records: SiteWindow[] = [];
  sites.forEach((site, s) => {
    // What a query around this site could ever return, in time order.
    const near = (list: readonly Quake[]) =>
      list
        .map((q) => ({ q, t: Date.parse(q.time), r: distanceKm(site.lat, site.lng, q.lat, q.lng) }))
        .filter((x) => x.r <= c.query.radiusKm && Number.isFinite(x.t))
        .sort((a, b) => a.t - b.t);
    const local = near(quakes);
    const targets = local.filter((x) => x.q.magnitude >= eventMin && x.r <= c.companion.radiusKm);
    for (const startMs of starts) {
      const endMs = startMs + setup.windowDays * DAY_MS;
      const queryStartMs = Math.max(fileStartMs, startMs - c.query.years * YEAR_MS);
      // The cut-offs in force within the query's span (one left: a single query with that cut-off).
      const inSpan = steps.filter((x, i) => x.startMs < startMs && !(i + 1 < steps.length && steps[i + 1]!.startMs <= queryStartMs));
      const cutoffs = inSpan.map((x) => ({ start: new Date(Math.max(x.startMs, queryStartMs)), minMagnitude: x.minMagnitude }));
      const query = {
        center: site,
        radiusKm: c.query.radiusKm,
        minMagnitude: setup.cutoff,
        start: new Date(queryStartMs),
        end: new Date(startMs),
      };
      const catalogue: EarthquakeCatalogue = {
        events: local.filter((x) => x.t >= queryStartMs && x.t < startMs).map((x) => x.q),
        query:
          cutoffs.length > 1
            ? { ...query, minMagnitude: Math.min(...cutoffs.map((x) => x.minMagnitude)), cutoffs }
            : cutoffs.length === 1
              ? { ...query, minMagnitude: cutoffs[0]!.minMagnitude }
              : query,
      };
      const now = new Date(startMs);
      const p = companionForecast(earthquakeSeismicity(catalogue, site, now), { start: now, end: new Date(endMs) }).probability;
      const referenceStartMs = Math.min(startMs, Math.max(queryStartMs, m5CompleteFromMs));
      const before = targets.filter((x) => x.t >= referenceStartMs && x.t < startMs).length;
      const trainYears = (startMs - referenceStartMs) / YEAR_MS;
      const pPoisson = trainYears > 0 ? -Math.expm1(-(before / trainYears) * (setup.windowDays / 365.25)) : 0;
      const outcome: 0 | 1 = targets.some((x) => x.t >= startMs && x.t < endMs) ? 1 : 0;
      records.push({ site: s, startMs, p, pPoisson, outcome, quiet: before === 0 });
    }
  });
  return records;
}

interface SiteSums {
  n: number;
  o: number;
  p: number;
  se: number;
  sePoisson: number;
  quietN: number;
  quietP: number;
  quietO: number;
}

const zero = (): SiteSums => ({ n: 0, o: 0, p: 0, se: 0, sePoisson: 0, quietN: 0, quietP: 0, quietO: 0 });
const add = addTotals<SiteSums>;

/** Brier of a constant forecast of the sample's own base rate: ō(1 - ō). */
const baseRateBrier = (t: SiteSums) => (t.o / t.n) * (1 - t.o / t.n);

export interface ReliabilityBin {
  lower: number;
  upper: number;
  count: number;
  meanForecast: number;
  observed: number;
}

/** Bins fine at low probabilities, where rare-event forecasts live. */
export const RELIABILITY_EDGES = [0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0000001];

export interface HindcastScore {
  sites: number;
  windows: number;
  forecasts: number;
  eventsObserved: number;
  baseRate: number;
  meanForecast: number;
  brier: number;
  brierBaseRate: number;
  brierPoisson: number;
  /** Skill (%) vs the base rate and vs the Poisson reference, with 95% bootstrap intervals over sites. */
  skillVsBaseRate: BootstrapInterval;
  skillVsPoisson: BootstrapInterval;
  /** Σ forecast / Σ observed over quiet site-windows, with its interval; the counts behind it. */
  quietRatio: BootstrapInterval;
  quietForecasts: number;
  quietEvents: number;
  quietMeanForecast: number;
  reliability: ReliabilityBin[];
  /** Murphy (1973) decomposition on the reliability bins. */
  murphy: { reliability: number; resolution: number; uncertainty: number };
  /**
   * A ceiling, not a forecast: the skill of each city's own frequency in the scored windows (known only
   * afterwards). A model without timing information cannot beat it on average.
   */
  inSampleCitySkill: number;
}

export function scoreHindcast(records: readonly SiteWindow[], options: { resamples?: number; seed?: number } = {}): HindcastScore {
  const bySite = new Map<number, SiteSums>();
  for (const r of records) {
    const g = bySite.get(r.site) ?? zero();
    g.n += 1;
    g.o += r.outcome;
    g.p += r.p;
    g.se += (r.p - r.outcome) ** 2;
    g.sePoisson += (r.pPoisson - r.outcome) ** 2;
    if (r.quiet) {
      g.quietN += 1;
      g.quietP += r.p;
      g.quietO += r.outcome;
    }
    bySite.set(r.site, g);
  }
  const groups = [...bySite.values()];
  const opts = { resamples: options.resamples ?? 1000, seed: options.seed ?? 14 };
  const skillVsBaseRate = groupBootstrap(groups, zero, add, (t) => (1 - t.se / t.n / baseRateBrier(t)) * 100, opts);
  const skillVsPoisson = groupBootstrap(groups, zero, add, (t) => (1 - t.se / t.sePoisson) * 100, opts);
  const quietRatio = groupBootstrap(groups, zero, add, (t) => (t.quietO > 0 ? t.quietP / t.quietO : Number.NaN), opts);
  const total = zero();
  for (const g of groups) add(total, g);

  const reliability: ReliabilityBin[] = [];
  const oBar = total.o / total.n;
  let rel = 0;
  let res = 0;
  for (let k = 0; k + 1 < RELIABILITY_EDGES.length; k++) {
    const lo = RELIABILITY_EDGES[k]!;
    const hi = RELIABILITY_EDGES[k + 1]!;
    const inBin = records.filter((r) => r.p >= lo && r.p < hi);
    if (!inBin.length) continue;
    const meanForecast = inBin.reduce((s, r) => s + r.p, 0) / inBin.length;
    const observed = inBin.reduce((s, r) => s + r.outcome, 0) / inBin.length;
    reliability.push({ lower: lo, upper: Math.min(1, hi), count: inBin.length, meanForecast, observed });
    rel += inBin.length * (meanForecast - observed) ** 2;
    res += inBin.length * (observed - oBar) ** 2;
  }
  const starts = new Set(records.map((r) => r.startMs));
  let seCity = 0;
  for (const g of groups) seCity += g.o * (1 - g.o / g.n);
  return {
    sites: bySite.size,
    windows: starts.size,
    forecasts: total.n,
    eventsObserved: total.o,
    baseRate: oBar,
    meanForecast: total.p / total.n,
    brier: total.se / total.n,
    brierBaseRate: baseRateBrier(total),
    brierPoisson: total.sePoisson / total.n,
    skillVsBaseRate,
    skillVsPoisson,
    quietRatio,
    quietForecasts: total.quietN,
    quietEvents: total.quietO,
    quietMeanForecast: total.quietN ? total.quietP / total.quietN : 0,
    reliability,
    murphy: { reliability: rel / total.n, resolution: res / total.n, uncertainty: oBar * (1 - oBar) },
    inSampleCitySkill: (1 - seCity / total.n / baseRateBrier(total)) * 100,
  };
}

/**
 * Paired comparison of two models' forecasts of the same site-windows (same sites, windows and outcomes, in any
 * order): the difference in skill vs the base rate, A minus B, in percentage points, with a 95 % bootstrap
 * interval that resamples cities once for both (so the cities' shared luck cancels), and the number of cities
 * where A's Brier is lower / higher.
 */
export function pairedSkillDifference(
  a: readonly SiteWindow[],
  b: readonly SiteWindow[],
  options: { resamples?: number; seed?: number } = {},
): { difference: BootstrapInterval; citiesBetter: number; citiesWorse: number } {
  type Paired = { n: number; o: number; seA: number; seB: number };
  const bKey = new Map(b.map((r) => [`${r.site}:${r.startMs}`, r]));
  const bySite = new Map<number, Paired>();
  for (const r of a) {
    const other = bKey.get(`${r.site}:${r.startMs}`);
    if (!other || other.outcome !== r.outcome) throw new Error(`site ${r.site} window ${r.startMs}: not the same site-windows`);
    const g = bySite.get(r.site) ?? { n: 0, o: 0, seA: 0, seB: 0 };
    g.n += 1;
    g.o += r.outcome;
    g.seA += (r.p - r.outcome) ** 2;
    g.seB += (other.p - r.outcome) ** 2;
    bySite.set(r.site, g);
  }
  if (bySite.size === 0 || a.length !== b.length) throw new Error('not the same site-windows');
  const groups = [...bySite.values()];
  const zeroP = (): Paired => ({ n: 0, o: 0, seA: 0, seB: 0 });
  const addP = (t: Paired, g: Paired) => {
    t.n += g.n;
    t.o += g.o;
    t.seA += g.seA;
    t.seB += g.seB;
  };
  const ref = (t: Paired) => (t.o / t.n) * (1 - t.o / t.n);
  const difference = groupBootstrap(groups, zeroP, addP, (t) => ((t.seB - t.seA) / t.n / ref(t)) * 100, {
    resamples: options.resamples ?? 1000,
    seed: options.seed ?? 14,
  });
  const eps = 1e-15;
  return {
    difference,
    citiesBetter: groups.filter((g) => g.seA < g.seB - eps).length,
    citiesWorse: groups.filter((g) => g.seA > g.seB + eps).length,
  };
}
