// Magnitude of completeness: Wiemer & Wyss (2000) maximum curvature with the +0.2 correction of
// Woessner & Wiemer (2005), per period of the catalogue (completeness improves over the decades).
// Pure; the periods are cut from the window the caller gives.
import { YEAR_MS } from '../../shared/clock.js';

/** Magnitude bin of ComCat magnitudes (one decimal). */
export const MAGNITUDE_BIN = 0.1;

/**
 * Woessner & Wiemer (2005), BSSA 95(2):684-698: maximum curvature underestimates Mc for gradually
 * curved frequency-magnitude distributions; adding 0.2 corrects it on average.
 */
export const MAXC_CORRECTION = 0.2;

/**
 * Fewest events for a maximum-curvature estimate: Woessner & Wiemer (2005) find Mc estimates
 * unstable below about 50 events (their synthetic tests use 50 to 1000).
 */
export const MIN_EVENTS_FOR_MC = 50;

/** Rounds a magnitude to its bin centre (5.06 -> 5.1 with 0.1 bins). */
export function binMagnitude(m: number, bin = MAGNITUDE_BIN): number {
  return Math.round(Math.round(m / bin) * bin * 1e6) / 1e6;
}

/**
 * Maximum curvature (Wiemer & Wyss 2000, BSSA 90(4):859-869): the magnitude bin holding the most events,
 * i.e. where the non-cumulative frequency-magnitude distribution peaks (the lowest such bin on ties).
 * Null for an empty list.
 */
export function maximumCurvature(magnitudes: readonly number[], bin = MAGNITUDE_BIN): number | null {
  const counts = new Map<number, number>();
  for (const m of magnitudes) {
    if (!Number.isFinite(m)) continue;
    const k = Math.round(m / bin);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [k, c] of counts) {
    if (c > bestCount || (c === bestCount && best !== null && k < best)) {
      best = k;
      bestCount = c;
    }
  }
  return best === null ? null : binMagnitude(best * bin, bin);
}

export interface CompletenessEstimate {
  mc: number;
  /** 'maxc': maximum curvature + 0.2 on enough events; 'floor': the catalogue's cut-off + 0.2 (too few events). */
  method: 'maxc' | 'floor';
  events: number;
}

/**
 * Mc of one sample: MAXC + 0.2 with at least MIN_EVENTS_FOR_MC events, never below the catalogue's own
 * cut-off + 0.2 (a catalogue truncated at its cut-off has its MAXC there); with fewer events, the cut-off
 * + 0.2, which is what MAXC gives on a catalogue complete at its cut-off.
 */
export function completenessOf(magnitudes: readonly number[], cutoff: number, bin = MAGNITUDE_BIN): CompletenessEstimate {
  const floor = binMagnitude(cutoff + MAXC_CORRECTION, bin);
  const finite = magnitudes.filter((m) => Number.isFinite(m) && m >= cutoff - bin / 2);
  const maxc = finite.length >= MIN_EVENTS_FOR_MC ? maximumCurvature(finite, bin) : null;
  if (maxc === null) return { mc: floor, method: 'floor', events: finite.length };
  return { mc: Math.max(floor, binMagnitude(maxc + MAXC_CORRECTION, bin)), method: 'maxc', events: finite.length };
}

export interface CompletenessPeriod extends CompletenessEstimate {
  startMs: number;
  endMs: number;
}

/** A catalogue's cut-off from `startMs` on (until the next step): a catalogue merged from queries with different cut-offs. */
export interface CutoffStep {
  startMs: number;
  minMagnitude: number;
}

/** The cut-off in force at `timeMs`: the last step starting at or before it (the first step before them all). */
export function cutoffAt(steps: readonly CutoffStep[], timeMs: number): number {
  let m = steps[0]!.minMagnitude;
  for (const s of steps) if (s.startMs <= timeMs) m = s.minMagnitude;
  return m;
}

/**
 * Mc per period: the catalogue window cut into periods of at most `periodYears`, counted back from its
 * end (the last period is the most recent), and never across a change of the catalogue's cut-off (a
 * catalogue merged from an older, higher-cut-off query and a newer one: `cutoff` as steps), so each
 * period's Mc is never below its own cut-off + 0.2. Completeness never gets worse towards the present in a
 * global catalogue (networks only grow), so an older period's Mc is at least the next one's: this keeps
 * a sparse early decade from borrowing the recent, lower Mc. One cut-off (a number) is the app's query.
 */
export function completenessByPeriod(
  events: readonly { timeMs: number; magnitude: number }[],
  window: { startMs: number; endMs: number },
  cutoff: number | readonly CutoffStep[],
  periodYears = 10,
): CompletenessPeriod[] {
  const steps: readonly CutoffStep[] = typeof cutoff === 'number' ? [{ startMs: window.startMs, minMagnitude: cutoff }] : cutoff;
  // Where the cut-off changes inside the window: no period crosses one.
  const changes = steps.map((s) => s.startMs).filter((t) => t > window.startMs && t < window.endMs);
  const periodMs = periodYears * YEAR_MS;
  const periods: CompletenessPeriod[] = [];
  let later: number | null = null;
  for (let end = window.endMs; end > window.startMs;) {
    const change = changes.filter((t) => t < end).reduce((a, t) => Math.max(a, t), window.startMs);
    const start = Math.max(change, end - periodMs);
    // A sliver shorter than a quarter period joins its neighbour rather than standing on a handful of events
    // (never across a change of cut-off).
    const realStart = start > change && start - change < periodMs / 4 ? change : start;
    const mags = events.filter((e) => e.timeMs >= realStart && e.timeMs < end).map((e) => e.magnitude);
    const est = completenessOf(mags, cutoffAt(steps, realStart));
    const mc: number = later === null ? est.mc : Math.max(est.mc, later);
    periods.unshift({ ...est, mc, startMs: realStart, endMs: end });
    later = mc;
    end = realStart;
  }
  return periods;
}
