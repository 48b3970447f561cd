// Conflict severity on the shared disruption-days scale (docs/risk-scale.md 5, science/disruption-days.ts): the intensity
// of the fighting, in battle-related deaths a year, read on the scale's two conflict anchors and the slope between them,
// averaged in days over the outcomes the event allows (risk-scale rule 1). No cap below the scale's own 100. Pure.
import { daysFromSeverity, severityFromDays } from '../../science/disruption-days.js';
import { clamp100 } from '../../shared/math.js';
import { CONFLICT } from './window.js';

/** The scale's conflict anchors (docs/risk-scale.md 5): UCDP minor armed conflict and war, in deaths a year. */
export const CONFLICT_ANCHORS = { minor: { deathsPerYear: 25, severity: 50 }, war: { deathsPerYear: 1000, severity: 70 } } as const;

const SLOPE =
  (CONFLICT_ANCHORS.war.severity - CONFLICT_ANCHORS.minor.severity) /
  Math.log10(CONFLICT_ANCHORS.war.deathsPerYear / CONFLICT_ANCHORS.minor.deathsPerYear);

/** Severity of fighting at `deathsPerYear`: 50 at 25 a year, 70 at 1,000, 20 points per 40-fold beyond (90 at 40,000). */
export const intensitySeverity = (deathsPerYear: number): number =>
  deathsPerYear > 0
    ? clamp100(CONFLICT_ANCHORS.minor.severity + SLOPE * Math.log10(deathsPerYear / CONFLICT_ANCHORS.minor.deathsPerYear))
    : 0;

const perYear = (deaths: number, days: number) => (deaths * 365.25) / Math.max(1, days);

/**
 * Given at least `minDeaths` deaths in the window: the expected disruption-days over ln(1 + T) ~ Normal(ln(1 + expected),
 * sigma) conditioned on T >= minDeaths (a fine grid over the tail), each outcome at its intensity, then the days'
 * severity.
 */
export function countrySeverity(
  expected: number,
  days: number,
  minDeaths: number = CONFLICT.minDeaths,
  sigma: number = CONFLICT.sigmaLn,
): number {
  const mu = Math.log1p(Math.max(0, expected));
  const z0 = (Math.log1p(minDeaths) - mu) / sigma;
  let weight = 0;
  let sum = 0;
  const step = 0.02;
  for (let z = Math.max(z0, -8); z < Math.max(z0, -8) + 8; z += step) {
    const w = Math.exp(-0.5 * (z + step / 2) ** 2);
    const deaths = Math.expm1(mu + sigma * (z + step / 2));
    sum += w * daysFromSeverity(intensitySeverity(perYear(deaths, days)));
    weight += w;
  }
  return weight > 0 ? severityFromDays(sum / weight) : intensitySeverity(perYear(minDeaths, days));
}

/** Given at least one death in the cells: the deaths expected then (expected / chance) at their yearly rate. */
export const localSeverity = (expected: number, probability: number, days: number): number =>
  intensitySeverity(perYear(Math.max(1, expected / Math.max(1e-9, probability)), days));

/**
 * The country event at a place in part of the country: the disruption there is the local fighting's, weighted by the
 * chance that the country's fighting reaches the place (`exposure`, ViEWS's local chance over its months against the
 * country's). Far-away fighting counts no days at the place.
 */
export const exposedSeverity = (localSeverityAtPlace: number, exposure: number): number =>
  severityFromDays(daysFromSeverity(localSeverityAtPlace) * Math.min(1, Math.max(0, exposure)));
