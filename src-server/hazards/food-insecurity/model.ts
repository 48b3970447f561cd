// Food insecurity from FEWS NET (docs/methodology/food-insecurity.md): the chance that the FEWS NET unit containing
// the place is classified IPC Phase 3 (Crisis) or worse in the window. Within FEWS NET's outlook, from the phase it
// projects there and how such projections came true in the country (the confusion matrix, matrix.ts); after it, from
// the unit's own history of classifications since 2009 shrunk toward the country's (history.ts). Pure.
import { msg } from '../../i18n/message.js';
import { DAY_MS } from '../../shared/clock.js';
import { said, type Reason } from '../../sources/reason.js';
import { clamp100 } from '../../shared/math.js';
import { daysFromSeverity, severityFromDays } from '../../science/disruption-days.js';
import type { FewsNetRows } from '../../sources/fews-net/client.js';
import type { FewsNetClassification } from '../../sources/fews-net/normalize.js';
import { contextDrivers, COUNTRY_SCENE_RADIUS_KM, type ReliefWebContext } from '../humanitarian-context.js';
import type { ModelContext, ModelEvent, ModelResult } from '../types.js';
import { windowDays } from '../window.js';
import { newestScenario, type FewsNetUnit, type ScenarioPhase } from './area.js';
import { FEWS_NET_VERIFIER, type FoodInsecurityEvent } from './event.js';
import { MIN_PHASE, noCrisisIn, roundsOf, unitChain } from './history.js';
import { confusionMatrix, outcomesGivenCrisis, phaseChances, type PhaseChance } from './matrix.js';
import { foodText } from './sentences.js';

/** Constants, each explained with its source in docs/methodology/food-insecurity.md. */
export const FOOD_INSECURITY = {
  /** IPC Phase 3 "Crisis": the phase at which the IPC calls for urgent action (IPC Manual 3.1). */
  minPhase: MIN_PHASE,
  /** Risk-scale anchors (docs/risk-scale.md 5, IPC phase descriptions): Phase 3 60, Phase 4 80, Phase 5 100. */
  severityByPhase: { 3: 60, 4: 80, 5: 100 } as Record<3 | 4 | 5, number>,
} as const;

export interface FoodInsecurityObservations {
  unit: FewsNetUnit;
  /** The unit's classifications since 2009 (all scenarios). */
  unitRows: readonly FewsNetClassification[];
  unitUrl: string;
  /** The country's classifications of the last rounds: the matrix and the country's prior. */
  country: FewsNetRows;
  context?: ReliefWebContext;
}

const LONG = new Set(['10y', '30y']);

/** FEWS NET's page for the country: fews.net/<region>/<country> (its reports and maps). */
export function outlookUrl(row: Pick<FewsNetClassification, 'region' | 'country'> | undefined): string {
  const slug = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return row && row.region && row.country ? `https://fews.net/${slug(row.region)}/${slug(row.country)}` : 'https://fews.net';
}

/** Why the model cannot answer for what the sources said (the runner's `not_covered` reason), or null. */
export function cannotMeasure(obs: Pick<FoodInsecurityObservations, 'country'>, country: string): Reason | null {
  const matrix = confusionMatrix(obs.country.rows);
  return matrix.pairs === 0 ? said(msg('sources.fewsNetNoPairs', { country })) : null;
}

const severityOfPhases = (w: Record<3 | 4 | 5, number>) =>
  (Object.entries(w) as unknown as [string, number][]).reduce(
    (d, [p, share]) => d + share * daysFromSeverity(FOOD_INSECURITY.severityByPhase[Number(p) as 3 | 4 | 5]),
    0,
  );

export function foodInsecurityModel(obs: FoodInsecurityObservations, ctx: ModelContext): ModelResult<FoodInsecurityEvent> | null {
  const { place, window, horizon } = ctx;
  const start = window.start.getTime();
  const end = window.end.getTime();
  const days = windowDays(window);
  const matrix = confusionMatrix(obs.country.rows);
  const projections = (['ML1', 'ML2'] as const)
    .map((s) => newestScenario(obs.unitRows, s))
    .filter((p): p is ScenarioPhase => p !== undefined && p.phase !== null && p.start < end && p.end > start);
  const read = projections.map((p) => ({ p, chances: phaseChances(matrix, p.scenario as 'ML1' | 'ML2') }));
  if (read.some((r) => r.chances === null)) return null;
  const used = read.map(({ p, chances }) => ({ p, chance: chances![p.phase! - 1]! as PhaseChance }));
  // Errors of one unit's near- and medium-term projections go together: the larger chance, not a union.
  const lead = used.reduce<(typeof used)[number] | undefined>(
    (a, u) => (!a || u.chance.probability > a.chance.probability ? u : a),
    undefined,
  );
  const forecastPart = lead?.chance.probability ?? 0;
  const current = newestScenario(obs.unitRows, 'CS');
  const lastProjection = newestScenario(obs.unitRows, 'ML2') ?? newestScenario(obs.unitRows, 'ML1');
  const projectedEnd = Math.max(...projections.map((p) => p.end), lastProjection?.end ?? 0);
  const coveredTo = projections.length ? Math.min(end, projectedEnd) : start;
  const uncoveredDays = Math.max(0, end - Math.max(start, coveredTo)) / DAY_MS;

  const chain = unitChain(obs.unitRows, obs.country.rows, ctx.now);
  const rounds = (uncoveredDays / 365.25) * chain.roundsPerYear;
  // After the outlook the chain starts below Phase 3 (the forecast part holds every way of reaching it before); with no
  // projection in the window at all, from the newest classification.
  const startInCrisis = projections.length === 0 && (chain.lastPhase ?? 0) >= MIN_PHASE;
  const noLater = noCrisisIn(chain, rounds, startInCrisis);
  const probability = 1 - (1 - forecastPart) * noLater;

  // Severity: the phases a Phase 3+ outcome took after such projections; after the outlook, the unit's own Phase 3+ rounds.
  const own = roundsOf(obs.unitRows).filter((r) => r.phase >= MIN_PHASE);
  const ownWeights = own.length
    ? {
        3: own.filter((r) => r.phase === 3).length / own.length,
        4: own.filter((r) => r.phase === 4).length / own.length,
        5: own.filter((r) => r.phase === 5).length / own.length,
      }
    : { 3: 1, 4: 0, 5: 0 };
  const dForecast = lead ? severityOfPhases(outcomesGivenCrisis(matrix, lead.p.scenario as 'ML1' | 'ML2', lead.p.phase!, lead.chance)) : 0;
  const dLater = severityOfPhases(ownWeights);
  const days3 = probability > 0 ? (forecastPart * dForecast + (probability - forecastPart) * dLater) / probability : dLater;

  const newestRound = obs.country.rows.reduce((d, r) => (r.reportingDate > d ? r.reportingDate : d), '');
  const roundRows = obs.country.rows.filter((r) => r.reportingDate === newestRound);
  const unitRow =
    obs.unitRows.find((r) => r.reportingDate === (lastProjection?.reportingDate ?? current?.reportingDate)) ?? obs.unitRows[0];
  const projectedUntil = new Date((projectedEnd || start) - DAY_MS).toISOString().slice(0, 10);
  const roundsOwn = roundsOf(obs.unitRows);
  const text = foodText({
    country: place.country,
    place: place.city ?? place.name,
    unit: { name: obs.unit.name, fnid: obs.unit.fnid },
    units: new Set(roundRows.map((r) => r.fnid)).size,
    round: newestRound,
    sourceDocument: unitRow?.sourceDocument ?? '',
    outlookUrl: outlookUrl(unitRow),
    current,
    projections,
    chances: used.map((u) => ({
      scenario: u.p.scenario as 'ML1' | 'ML2',
      phase: u.p.phase!,
      k: u.chance.k,
      n: u.chance.n,
      pct: u.chance.probability * 100,
      borrowedFrom: u.chance.borrowedFrom,
    })),
    matrix: { from: matrix.firstRound, to: matrix.lastRound, pairs: matrix.pairs },
    projectedUntil,
    history:
      uncoveredDays >= 1
        ? {
            days: uncoveredDays,
            rounds,
            perYear: chain.roundsPerYear,
            crisis: chain.own.crisis,
            total: chain.own.rounds,
            first: chain.firstRound ?? newestRound,
            countryPct: chain.country.rounds ? (chain.country.crisis / chain.country.rounds) * 100 : 0,
            entryPct: chain.entryRate * 100,
            countryEntryPct: chain.country.entryPrior.mean * 100,
            strength: chain.country.entryPrior.strength,
          }
        : null,
    truncated:
      obs.country.pagesRead < obs.country.pagesTotal
        ? { read: obs.country.pagesRead, total: obs.country.pagesTotal, rows: obs.country.rowsTotal }
        : null,
  });
  const event: ModelEvent<FoodInsecurityEvent> = {
    hazard: 'food-insecurity',
    description: text.description,
    radiusKm: COUNTRY_SCENE_RADIUS_KM,
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    scope: 'unit',
    countryCode: place.countryCode,
    fnid: obs.unit.fnid,
    unitName: obs.unit.name,
    unitType: obs.unit.unitType,
    minPhase: FOOD_INSECURITY.minPhase,
    projectedPhase: projections.length ? Math.max(...projections.map((p) => p.phase!)) : null,
    scenarios: projections.map((p) => p.scenario as 'ML1' | 'ML2'),
    analysisDate: lastProjection?.reportingDate ?? newestRound,
    projectedUntil,
    historyRounds: roundsOwn.length,
    sourceDocument: unitRow?.sourceDocument ?? '',
    outlookUrl: outlookUrl(unitRow),
    dataUrl: obs.unitUrl,
    verifiedBy: FEWS_NET_VERIFIER,
  };
  return {
    hazard: 'food-insecurity',
    probability: clamp100(probability * 100),
    ...(LONG.has(horizon) ? { probabilityPerYear: clamp100((1 - (1 - probability) ** (365.25 / days)) * 100) } : {}),
    severity: severityFromDays(days3),
    event,
    drivers: [...text.drivers, ...contextDrivers(obs.context, place.country)],
    layers: [],
    extrapolation: Math.min(1, uncoveredDays / Math.max(1e-9, days)),
  };
}
