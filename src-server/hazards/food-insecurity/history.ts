// Food insecurity beyond FEWS NET's outlook: the unit's own current-situation classifications since 2009 read as a
// two-state chain (Phase 3+ or not, round to round), its entry and exit rates shrunk toward the country's units' with
// the strength that best explains how much units differ (science/shrunk-rate.ts). Pure.
import { fitRatePrior, shrunkRate, type RateCount, type RatePrior } from '../../science/shrunk-rate.js';
import type { FewsNetClassification } from '../../sources/fews-net/normalize.js';

export const MIN_PHASE = 3;

/** One unit's current situations, one per round, oldest first. */
export function roundsOf(rows: readonly FewsNetClassification[]): { date: string; phase: number }[] {
  const byRound = new Map<string, number>();
  for (const r of rows)
    if (r.scenario === 'CS' && r.phase !== null) byRound.set(r.reportingDate, Math.max(byRound.get(r.reportingDate) ?? 0, r.phase));
  return [...byRound].sort(([a], [b]) => a.localeCompare(b)).map(([date, phase]) => ({ date, phase }));
}

export interface Transitions {
  /** Rounds at Phase 3+ among the rounds. */
  crisis: number;
  rounds: number;
  /** Entries into Phase 3+ among rounds that followed one below it. */
  entries: RateCount;
  /** Exits from Phase 3+ among rounds that followed one at it. */
  exits: RateCount;
}

export function transitions(rounds: readonly { phase: number }[]): Transitions {
  const t: Transitions = { crisis: 0, rounds: rounds.length, entries: { events: 0, trials: 0 }, exits: { events: 0, trials: 0 } };
  rounds.forEach((r, i) => {
    if (r.phase >= MIN_PHASE) t.crisis++;
    if (i === 0) return;
    const before = rounds[i - 1]!.phase >= MIN_PHASE;
    const now = r.phase >= MIN_PHASE;
    if (before) {
      t.exits.trials++;
      if (!now) t.exits.events++;
    } else {
      t.entries.trials++;
      if (now) t.entries.events++;
    }
  });
  return t;
}

export interface UnitChain {
  own: Transitions;
  /** The country's units over the rounds read: Phase 3+ share and the fitted priors. */
  country: { crisis: number; rounds: number; units: number; entryPrior: RatePrior; exitPrior: RatePrior };
  entryRate: number;
  exitRate: number;
  firstRound: string | null;
  /** Current-situation rounds a year (from the unit's last five years; 3 when it has too few). */
  roundsPerYear: number;
  /** The newest classification (the chain's start). */
  lastPhase: number | null;
}

const YEAR_MS = 365.25 * 86_400_000;

export function unitChain(unitRows: readonly FewsNetClassification[], countryRows: readonly FewsNetClassification[], now: Date): UnitChain {
  const own = roundsOf(unitRows);
  const byUnit = new Map<string, FewsNetClassification[]>();
  for (const r of countryRows) if (r.scenario === 'CS') (byUnit.get(r.fnid) ?? byUnit.set(r.fnid, []).get(r.fnid)!).push(r);
  const units = [...byUnit.values()].map((rows) => transitions(roundsOf(rows)));
  const entryPrior = fitRatePrior(units.map((u) => u.entries));
  const exitPrior = fitRatePrior(units.map((u) => u.exits));
  const t = transitions(own);
  const recent = own.filter((r) => Date.parse(r.date) >= now.getTime() - 5 * YEAR_MS).length;
  return {
    own: t,
    country: {
      crisis: units.reduce((s, u) => s + u.crisis, 0),
      rounds: units.reduce((s, u) => s + u.rounds, 0),
      units: units.length,
      entryPrior,
      exitPrior,
    },
    entryRate: shrunkRate(t.entries, entryPrior),
    exitRate: shrunkRate(t.exits, exitPrior),
    firstRound: own[0]?.date ?? null,
    roundsPerYear: recent >= 5 ? recent / 5 : 3,
    lastPhase: own.at(-1)?.phase ?? null,
  };
}

/**
 * The chance of no Phase 3+ classification in the next `rounds` rounds (continuous), starting below Phase 3 (entry rate
 * each round) or at it (an exit first, then the entry rate).
 */
export function noCrisisIn(chain: Pick<UnitChain, 'entryRate' | 'exitRate'>, rounds: number, startInCrisis: boolean): number {
  if (rounds <= 0) return 1;
  const stay = (1 - chain.entryRate) ** (startInCrisis ? Math.max(0, rounds - 1) : rounds);
  return startInCrisis ? Math.min(1, chain.exitRate * Math.min(1, rounds)) * stay : stay;
}
