// Shared core of the ReliefWeb country models (conflict, food insecurity): the events measure humanitarian
// reporting (attention), and are named so; their probability integrates the uncertainty of the report rate
// (Gamma posterior, negative-binomial predictive); severity is the risk scale's anchor for the phase the signal
// implies (docs/methodology.md "Conflict", "Food insecurity"). Pure.
import type { Horizon } from '../contracts/enums.js';
import type { SceneLayer } from '../contracts/risk.js';
import { DAY_MS, YEAR_MS } from '../shared/clock.js';
import { clamp100 } from '../shared/math.js';
import type { ReliefWebDisaster, ReliefWebPage, ReliefWebReport } from '../sources/reliefweb/normalize.js';
import type { ConflictEvent } from './conflict/event.js';
import type { FoodInsecurityEvent } from './food-insecurity/event.js';
import type { ModelContext, ModelResult } from './types.js';
import { windowDays } from '../shared/window.js';

/** ReliefWeb signals for one country, as fetched for one hazard. */
export interface CountrySignals {
  /** Reports on the country with the hazard's themes, published in [reportsFrom, now]. */
  reports: ReliefWebPage<ReliefWebReport>;
  reportsFrom: Date;
  /** Disasters for the country (any type asked); the model keeps those that are its kind. */
  disasters: readonly ReliefWebDisaster[];
  iso3: string;
}

export interface CountryModelParams {
  hazard: 'conflict' | 'food-insecurity';
  /** ReliefWeb themes whose reports count. */
  themes: readonly string[];
  /** Disaster types asked of ReliefWeb; `isKind` keeps the hazard's own. */
  disasterTypes: readonly string[];
  isKind: (d: ReliefWebDisaster) => boolean;
  /** What a disaster of this kind is called in the event text, singular and plural. */
  disasterLabel: string;
  disasterLabelPlural: string;
  /** The event: at least this many themed reports within `blockDays` (the whole window when shorter). */
  minReports: number;
  blockDays: number;
  /** Jeffreys pseudo-count added to the report count. */
  reportPseudoCount: number;
  disasterLookbackYears: number;
  /** Global frequency of new disasters of this kind per country-year (the prior's mean). */
  priorDisastersPerYear: number;
  /** How many years of evidence the prior weighs (Gamma prior: shape = mean x weight, rate = weight). */
  priorWeightYears: number;
  /** Risk-scale severity (docs/api-decisions.md) when a disaster of the kind is ongoing, and when only reports are. */
  severity: { ongoingDisaster: number; reportsOnly: number };
  /** What the event measures, for its description. */
  measures: string;
  /** Share of the answer that rests on extrapolating today's rates, by horizon. */
  extrapolation: Record<Horizon, number>;
  /** Scene scale of a country-wide event (the event itself is the whole country). */
  sceneRadiusKm: number;
}

/** Disaster names that make a complex emergency a food crisis rather than a conflict one. */
export const FOOD_WORDS = /food|hunger|famine|nutrition|drought|locust/i;

/** What the two country hazards share (docs/methodology.md, "Conflict" and "Food insecurity"). */
export const COUNTRY_DEFAULTS = {
  disasterTypes: ['Complex Emergency', 'Drought', 'Insect Infestation'],
  minReports: 5,
  blockDays: 30,
  reportPseudoCount: 0.5,
  disasterLookbackYears: 20,
  priorWeightYears: 5,
  extrapolation: { '7d': 0.6, '30d': 0.6, '1y': 0.8, '10y': 1, '30y': 1 },
  sceneRadiusKm: 500,
} as const satisfies Partial<CountryModelParams>;

/** Reports look back 90 days for weeks-ahead horizons, a year for longer ones. */
export const lookbackDays = (horizon: Horizon): number => (horizon === '7d' || horizon === '30d' ? 90 : 365);

/** P(N >= k) for N ~ Poisson(mu), in [0, 1] and finite for any input. */
export function poissonAtLeast(k: number, mu: number): number {
  if (!(mu > 0)) return k <= 0 ? 1 : 0;
  if (!Number.isFinite(mu)) return 1;
  let term = Math.exp(-mu);
  let below = 0;
  for (let i = 0; i < k; i++) {
    below += term;
    term *= mu / (i + 1);
  }
  return Math.min(1, Math.max(0, 1 - below));
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7; Press et al., Numerical Recipes 3rd ed. 6.1). */
export function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * P(at least one of `blocks` blocks of `blockDays` holds >= k reports) when the daily report rate is unknown:
 * Gamma(shape, rate) posterior from `count` reports in `lookbackDays` with the Jeffreys prior (shape = count + 0.5,
 * rate = lookbackDays), blocks independent given the rate (Poisson), integrated over the posterior on a grid. With one
 * block this is the negative-binomial predictive (Gelman et al., Bayesian Data Analysis, 3rd ed., 2.6).
 */
export function reportsPredictive(count: number, lookbackDays: number, k: number, blockDays: number, blocks: number, pseudoCount: number): number {
  const shape = Math.max(0, count) + pseudoCount;
  const rate = Math.max(1e-9, lookbackDays);
  const mean = shape / rate;
  const sd = Math.sqrt(shape) / rate;
  const lo = Math.max(mean * 1e-6, mean - 12 * sd);
  const hi = mean + 12 * sd;
  const n = 600;
  const logNorm = shape * Math.log(rate) - logGamma(shape);
  // The survival (no block reaches k) is integrated: near certainty it is a small, accurately known number.
  let total = 0;
  let weight = 0;
  // Integrate in log(lambda) so the small shapes of quiet countries are resolved near 0.
  const a = Math.log(lo);
  const b = Math.log(hi);
  for (let i = 0; i < n; i++) {
    const u = a + ((i + 0.5) / n) * (b - a);
    const lambda = Math.exp(u);
    const w = Math.exp(logNorm + shape * Math.log(lambda) - rate * lambda); // density x lambda (d lambda = lambda du)
    total += w * Math.exp(blocks * Math.log(Math.max(0, poissonBelow(k, lambda * blockDays))));
    weight += w;
  }
  return weight > 0 ? Math.min(1, Math.max(0, 1 - total / weight)) : 0;
}

/** Math.log(0..n), grown on demand. */
const LOGS: number[] = [Math.log(0)];
function logsUpTo(n: number): readonly number[] {
  for (let i = LOGS.length; i <= n; i++) LOGS.push(Math.log(i));
  return LOGS;
}

/** P(N < k) for N ~ Poisson(mu), computed directly (accurate when it is tiny). */
export function poissonBelow(k: number, mu: number): number {
  if (!(mu > 0)) return k <= 0 ? 0 : 1;
  if (!Number.isFinite(mu)) return 0;
  // log(mu) once and log(i + 1) from a table: the same numbers as calling Math.log in the loop, half the calls
  // (reportsPredictive asks this 600 times per country model run).
  const logMu = Math.log(mu);
  const logs = logsUpTo(Math.min(Math.ceil(k), 1024));
  let logTerm = -mu;
  let sum = 0;
  for (let i = 0; i < k; i++) {
    sum += Math.exp(logTerm);
    logTerm += logMu - (logs[i + 1] ?? Math.log(i + 1));
  }
  return Math.min(1, Math.max(0, sum));
}

/** Chance of at least one success in `n` independent blocks of chance `p` (n may be fractional). */
export function anyOfBlocks(p: number, n: number): number {
  if (!(p > 0) || !(n > 0)) return 0;
  if (p >= 1) return 1;
  return Math.min(1, -Math.expm1(n * Math.log1p(-p)));
}

export interface CountryRates {
  /** Themed reports counted (a non-finite or negative count from a broken answer counts as 0). */
  reports: number;
  reportsPerDay: number;
  reportsPer30d: number;
  pReports: number;
  newDisasters: ReliefWebDisaster[];
  ongoing: ReliefWebDisaster[];
  disastersPerYear: number;
  pDisaster: number;
  probability: number;
}

/** The probability half of the model over a window of `days`, exposed for tests. */
export function countryRates(s: CountrySignals, p: CountryModelParams, days: number, now: Date): CountryRates {
  const lookbackDays = Math.max(1, (now.getTime() - s.reportsFrom.getTime()) / DAY_MS);
  const count = Number.isFinite(s.reports.totalCount) ? Math.max(0, s.reports.totalCount) : 0;
  const reportsPerDay = (count + p.reportPseudoCount) / lookbackDays;
  const block = Math.min(days, p.blockDays);
  const pReports = reportsPredictive(count, lookbackDays, p.minReports, block, days / block, p.reportPseudoCount);

  const kind = s.disasters.filter(p.isKind);
  const since = now.getTime() - p.disasterLookbackYears * YEAR_MS;
  const newDisasters = kind.filter((d) => {
    const t = d.eventDate ? Date.parse(d.eventDate) : Number.NaN;
    return t >= since && t <= now.getTime();
  });
  const ongoing = kind.filter((d) => d.status === 'ongoing' || d.status === 'alert');
  // Gamma-Poisson posterior mean: (n + prior x weight) / (lookback + weight).
  const disastersPerYear = (newDisasters.length + p.priorDisastersPerYear * p.priorWeightYears) / (p.disasterLookbackYears + p.priorWeightYears);
  const pDisaster = -Math.expm1((-disastersPerYear * days) / 365.25);
  const probability = 1 - (1 - pReports) * (1 - pDisaster);
  return { reports: count, reportsPerDay, reportsPer30d: (count / lookbackDays) * 30, pReports, newDisasters, ongoing, disastersPerYear, pDisaster, probability };
}

export function countryModel(s: CountrySignals, p: CountryModelParams, ctx: ModelContext): ModelResult<ConflictEvent | FoodInsecurityEvent> {
  const { place, horizon, now, window } = ctx;
  const days = windowDays(window);
  const r = countryRates(s, p, days, now);
  const severity = clamp100(r.ongoing.length > 0 ? p.severity.ongoingDisaster : p.severity.reportsOnly);
  const country = place.country;
  const lookbackDays = Math.round((now.getTime() - s.reportsFrom.getTime()) / DAY_MS);
  const themes = p.themes.join(' or ');
  const block = Math.min(days, p.blockDays);

  const event = {
    hazard: p.hazard,
    description:
      `${p.measures}: ReliefWeb publishes at least ${p.minReports} reports on ${country} tagged ${themes} within ${block === days ? 'the window' : `some ${block}-day period of the window`}, ` +
      `or lists a new ${p.disasterLabel} for ${country}`,
    radiusKm: p.sceneRadiusKm,
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    scope: 'country' as const,
    countryCode: place.countryCode,
    countryIso3: s.iso3.toUpperCase(),
    minReports: p.minReports,
    periodDays: block,
    reportThemes: [...p.themes],
    disasterTypes: [...p.disasterTypes],
    verifiedBy: 'ReliefWeb' as const,
  };

  const latest = s.reports.items[0];
  const drivers = [
    `${r.reports} ReliefWeb reports on ${country} tagged ${themes} in the last ${lookbackDays} days (${r.reportsPer30d.toFixed(1)} per 30 days).`,
    r.ongoing.length > 0
      ? `Ongoing on ReliefWeb: ${r.ongoing.slice(0, 3).map((d) => d.name).join('; ')}.`
      : `No ${p.disasterLabel} is currently listed as ongoing for ${country}.`,
    `${r.newDisasters.length} new ${r.newDisasters.length === 1 ? p.disasterLabel : p.disasterLabelPlural} listed for ${country} in ${p.disasterLookbackYears} years: about ${r.disastersPerYear.toFixed(3)} per year with the global prior.`,
  ];
  if (latest) drivers.push(`Latest report: "${latest.title}"${latest.createdAt ? ` (${latest.createdAt.slice(0, 10)})` : ''}.`);
  drivers.push(
    `This event measures humanitarian reporting (attention), not ${p.hazard === 'conflict' ? 'fighting or its casualties' : 'the food-security phase of households'}; the chance integrates the uncertainty of the report rate.`,
  );
  if (days > 365) drivers.push(`Beyond a year this assumes today's reporting rate persists; crises start and end, so read it as a scenario.`);

  const located = r.ongoing.concat(r.newDisasters.filter((d) => !r.ongoing.includes(d))).filter((d) => d.location);
  const layers: SceneLayer[] = located.length
    ? [
        {
          id: `reliefweb-${p.hazard}`,
          title: `ReliefWeb ${p.disasterLabelPlural} for ${country} (country centroid)`,
          source: 'ReliefWeb',
          kind: 'events',
          data: {
            type: 'FeatureCollection',
            features: located.slice(0, 50).map((d) => ({
              type: 'Feature',
              id: d.id,
              geometry: { type: 'Point', coordinates: [d.location!.lng, d.location!.lat] },
              properties: { name: d.name, status: d.status, glide: d.glide, eventDate: d.eventDate, url: d.url },
            })),
          },
        },
      ]
    : [];

  return { hazard: p.hazard, probability: clamp100(r.probability * 100), severity, event, drivers, layers, extrapolation: p.extrapolation[horizon] };
}
