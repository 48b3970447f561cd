// Shared core of the ReliefWeb country models (conflict, food insecurity): report rate and disaster onset
// rate for the country -> probability of the stated event, severity from reporting intensity. Pure.
import type { Horizon } from '../contracts/enums.js';
import type { SceneLayer } from '../contracts/risk.js';
import { DAY_MS } from '../shared/clock.js';
import type { ReliefWebDisaster, ReliefWebPage, ReliefWebReport } from '../sources/reliefweb/normalize.js';
import type { ConflictEvent } from './conflict/event.js';
import type { FoodInsecurityEvent } from './food-insecurity/event.js';
import type { ModelContext, ModelResult } from './types.js';
import { windowDays } from './window.js';

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
  severity: { base: number; perDecadeOfReports: number; ongoingDisaster: number };
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
  severity: { base: 10, perDecadeOfReports: 20, ongoingDisaster: 25 },
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
  const pReports = anyOfBlocks(poissonAtLeast(p.minReports, reportsPerDay * block), days / block);

  const kind = s.disasters.filter(p.isKind);
  const since = now.getTime() - p.disasterLookbackYears * 365.25 * DAY_MS;
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

const clamp100 = (x: number) => Math.min(100, Math.max(0, Number.isFinite(x) ? x : 0));

export function countryModel(s: CountrySignals, p: CountryModelParams, ctx: ModelContext): ModelResult<ConflictEvent | FoodInsecurityEvent> {
  const { place, horizon, now, window } = ctx;
  const days = windowDays(window);
  const r = countryRates(s, p, days, now);
  const severity = clamp100(
    p.severity.base + p.severity.perDecadeOfReports * Math.log10(1 + r.reportsPer30d) + (r.ongoing.length > 0 ? p.severity.ongoingDisaster : 0),
  );
  const country = place.country;
  const lookbackDays = Math.round((now.getTime() - s.reportsFrom.getTime()) / DAY_MS);
  const themes = p.themes.join(' or ');
  const block = Math.min(days, p.blockDays);

  const event = {
    hazard: p.hazard,
    description:
      `ReliefWeb publishes at least ${p.minReports} reports on ${country} tagged ${themes} within ${block === days ? 'the window' : `some ${block}-day period of the window`}, ` +
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
