// Food insecurity from FEWS NET: the chance that the place's area is classified IPC Phase 3 (Crisis) or worse in the
// window, from the phase FEWS NET projects for it and how often such projections came true (docs/methodology.md
// "Food insecurity"). Pure.
import { day, fixed, msg } from '../../i18n/message.js';
import { DAY_MS } from '../../shared/clock.js';
import { said, type Reason } from '../../sources/reason.js';
import { clamp100 } from '../../shared/math.js';
import type { FewsNetClassification, FewsNetScenario } from '../../sources/fews-net/normalize.js';
import { contextDrivers, COUNTRY_SCENE_RADIUS_KM, type ReliefWebContext } from '../humanitarian-context.js';
import type { ModelContext, ModelEvent, ModelResult } from '../types.js';
import { windowDays } from '../window.js';
import { fewsNetArea, type FewsNetArea, type ScenarioPhase } from './area.js';
import { FEWS_NET_VERIFIER, type FoodInsecurityEvent } from './event.js';
import { foodText } from './sentences.js';

/** Constants, each explained with its source in docs/methodology.md ("Food insecurity"). */
export const FOOD_INSECURITY = {
  /** IPC Phase 3 "Crisis": the phase at which the IPC calls for urgent action (IPC Manual 3.1). */
  minPhase: 3,
  /**
   * Share of areas FEWS NET's near-term projections (ML1) placed in the phase the next current-situation map showed:
   * 78 % (Bertetti et al. 2024, arXiv 2410.09384, 24 African countries and Yemen). Read as the chance that the
   * projection's side of Phase 3 holds; used for ML2 as well, whose own rate is not published (a longer lead, so at
   * most as good).
   */
  hitRate: 0.78,
  /** Risk-scale anchors (docs/risk-scale.md 5, IPC phase descriptions): Phase 3 60, Phase 4 80, Phase 5 100. */
  severityByPhase: { 3: 60, 4: 80, 5: 100 } as Record<number, number>,
} as const;

export interface FoodInsecurityObservations {
  rows: readonly FewsNetClassification[];
  context?: ReliefWebContext;
}

export interface FoodCoverage {
  area: FewsNetArea;
  current: ScenarioPhase | undefined;
  /** The projections (ML1, ML2) whose period overlaps the window and that classify the area. */
  projections: ScenarioPhase[];
  /** Days of the window their periods cover. */
  coveredDays: number;
}

/** The area's phase in each scenario of its newest reporting round. */
function scenarioPhase(rows: readonly FewsNetClassification[], area: FewsNetArea, scenario: FewsNetScenario): ScenarioPhase | undefined {
  const mine = rows.filter((r) => r.scenario === scenario && area.fnids.has(r.fnid));
  const latest = mine.reduce<string>((d, r) => (r.reportingDate > d ? r.reportingDate : d), '');
  const round = mine.filter((r) => r.reportingDate === latest);
  if (round.length === 0) return undefined;
  const phases = round.flatMap((r) => (r.phase === null ? [] : [r.phase]));
  return {
    scenario,
    phase: phases.length ? Math.max(...phases) : null,
    start: Math.min(...round.map((r) => Date.parse(r.start))),
    end: Math.max(...round.map((r) => Date.parse(r.end))) + DAY_MS,
    reportingDate: latest,
    assistance: round.some((r) => r.assistance),
  };
}

/**
 * What FEWS NET says of the place's area for the window, or why it says nothing: the runner turns the reason into
 * the answer's `not_covered` source, the model into the forecast.
 */
export function foodCoverage(rows: readonly FewsNetClassification[], ctx: Pick<ModelContext, 'place' | 'window'>): FoodCoverage | Reason {
  const days = windowDays(ctx.window);
  if (days > MAX_WINDOW_DAYS) return said(msg('sources.fewsNetTooLong', { years: fixed(days / 365.25, 0) }));
  if (rows.length === 0) return said(msg('sources.fewsNetNoCountry', { country: ctx.place.country }));
  const area = fewsNetArea(rows, ctx.place);
  const start = ctx.window.start.getTime();
  const end = ctx.window.end.getTime();
  const projections = (['ML1', 'ML2'] as const)
    .map((s) => scenarioPhase(rows, area, s))
    .filter((p): p is ScenarioPhase => p !== undefined && p.phase !== null && p.start < end && p.end > start);
  if (projections.length === 0) {
    return said(msg('sources.fewsNetNoWindow', { area: area.name, from: isoDay(ctx.window.start), to: isoDay(ctx.window.end) }));
  }
  const from = Math.max(start, Math.min(...projections.map((p) => p.start)));
  const to = Math.min(end, Math.max(...projections.map((p) => p.end)));
  return { area, current: scenarioPhase(rows, area, 'CS'), projections, coveredDays: Math.max(0, to - from) / DAY_MS };
}

const isoDay = (d: Date) => day(d.toISOString().slice(0, 10));

/** Longer windows than a year are not forecast: FEWS NET's projections end after about eight months. */
const MAX_WINDOW_DAYS = 366;

/** P(Phase 3+) from one projection: the published hit rate on the projected side of Phase 3. */
export const chanceFromPhase = (phase: number, hitRate: number = FOOD_INSECURITY.hitRate): number =>
  phase >= FOOD_INSECURITY.minPhase ? hitRate : 1 - hitRate;

export function foodInsecurityModel(obs: FoodInsecurityObservations, ctx: ModelContext): ModelResult<FoodInsecurityEvent> | null {
  const c = foodCoverage(obs.rows, ctx);
  if ('reason' in c) return null;
  const { place, window } = ctx;
  const worst = Math.max(...c.projections.map((p) => p.phase!));
  // Errors of the near- and medium-term projections of one area go together: the larger chance, not a union.
  const probability = Math.max(...c.projections.map((p) => chanceFromPhase(p.phase!)));
  const projectedUntil = new Date(Math.max(...c.projections.map((p) => p.end)) - DAY_MS).toISOString().slice(0, 10);
  const days = windowDays(window);
  const text = foodText({
    country: place.country,
    area: c.area.name,
    scope: c.area.scope,
    units: c.area.fnids.size,
    current: c.current,
    projections: c.projections,
    hitRatePct: FOOD_INSECURITY.hitRate * 100,
    projectedUntil,
    uncoveredDays: Math.max(0, days - c.coveredDays),
  });
  const event: ModelEvent<FoodInsecurityEvent> = {
    hazard: 'food-insecurity',
    description: text.description,
    radiusKm: COUNTRY_SCENE_RADIUS_KM,
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    scope: c.area.scope,
    countryCode: place.countryCode,
    areaName: c.area.name,
    areaUnits: c.area.fnids.size,
    minPhase: FOOD_INSECURITY.minPhase,
    projectedPhase: worst,
    scenarios: c.projections.map((p) => p.scenario as 'ML1' | 'ML2'),
    analysisDate: c.projections[0]!.reportingDate,
    projectedUntil,
    verifiedBy: FEWS_NET_VERIFIER,
  };
  return {
    hazard: 'food-insecurity',
    probability: clamp100(probability * 100),
    severity: clamp100(FOOD_INSECURITY.severityByPhase[Math.max(FOOD_INSECURITY.minPhase, Math.min(5, worst))]!),
    event,
    drivers: [...text.drivers, ...contextDrivers(obs.context, place.country)],
    layers: [],
    extrapolation: Math.min(1, Math.max(0, 1 - c.coveredDays / Math.max(1e-9, days))),
  };
}
